/**
 * The literal pieces a path must hold for a route outside the trie to match it, read from
 * the route's pattern (fallback-index.ts files routes by them). A piece that starts a
 * segment (`/things1/`, `/edit`) sits after a known number of slashes counted from the
 * path's start, when only fixed text and optional groups come before it (`(/:locale)`: 0 or
 * 1); or counted from the path's end, when only such tokens come after it (`/v1` in
 * `files/*path/v1(.:format)`: the last segment starts with `v1`). A piece between two
 * tokens that can take a slash (`/x1-` in `*a/x1-*b`) floats: the path has it after some
 * slash. Parameters cannot take a slash unless their constraint can; a glob can.
 */
import type { Route } from '../../definition/route';
import type { Token } from '../../definition/path-pattern';
import { canMatchChar } from '../constraints/requirement-tree';

/** A segment-starting text (with its slash) and the slash counts before it, or after it. */
export interface Anchor {
  readonly text: string;
  readonly at: readonly number[];
}

export interface RouteAnchors {
  /** Counted from the path's start: the slashes before the piece's own. */
  readonly head: Anchor[];
  /** Counted from the path's end: the slashes after the piece's own. */
  readonly tail: Anchor[];
  /** Pieces at no fixed count (without their slash). */
  readonly floating: string[];
  /** The numbers of slashes the path can hold in all, when known and within the cap. */
  readonly total: number[] | null;
}

/** Slash counts past these are not read (a lookup reads that many slashes from each end). */
const MAX_COUNTS = 8;
export const MAX_DEPTH = 16;

export function routeAnchors(route: Route): RouteAnchors {
  const tokens = route.pattern.tokens;
  const head: Anchor[] = [];
  let at = [0];
  let stop = tokens.length;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as Token;
    if (token.type === 'text') at = pieces(token.value, at, 1, head);
    else if (token.type === 'group') {
      const inside = slashCounts(route, token.tokens);
      if (inside === null) {
        stop = t;
        break;
      }
      at = widen(at, inside);
    } else if (crossesSlash(route, token)) {
      stop = t;
      break;
    }
    if (at.length > MAX_COUNTS || (at[at.length - 1] as number) > MAX_DEPTH) {
      stop = t;
      break;
    }
  }
  if (stop === tokens.length) return { head, tail: [], floating: [], total: route.anchored ? at : null };
  // A mount matches a prefix of the path: nothing is known from the end.
  if (!route.anchored) return { head, tail: [], floating: [], total: null };
  const tail: Anchor[] = [];
  let after = [0];
  let last = stop;
  for (let t = tokens.length - 1; t > stop; t--) {
    const token = tokens[t] as Token;
    last = t;
    let inside: number[] | null = [0];
    if (token.type === 'text') after = pieces(token.value, after, -1, tail);
    else if (token.type === 'group') inside = slashCounts(route, token.tokens);
    else if (crossesSlash(route, token)) inside = null;
    if (inside === null || after.length > MAX_COUNTS || (after[after.length - 1] as number) > MAX_DEPTH) break;
    after = widen(after, inside);
    last = t - 1;
  }
  const floating: string[] = [];
  for (let t = stop + 1; t < last; t++) {
    const token = tokens[t] as Token;
    if (token.type !== 'text') continue;
    for (let j = token.value.indexOf('/'); j !== -1; j = token.value.indexOf('/', j + 1)) {
      const next = token.value.indexOf('/', j + 1);
      const piece = next === -1 ? token.value.slice(j + 1) : token.value.slice(j + 1, next + 1);
      if (piece.length > 0) floating.push(piece);
    }
  }
  return { head, tail, floating, total: null };
}

/**
 * The segment-starting pieces of a text at the counts given (`direction` 1: counts before
 * the text, read forwards; -1: counts after it), pushed to `out`; returns the counts past it.
 */
function pieces(text: string, counts: readonly number[], direction: 1 | -1, out: Anchor[]): number[] {
  const slashes: number[] = [];
  for (let j = text.indexOf('/'); j !== -1; j = text.indexOf('/', j + 1)) slashes.push(j);
  slashes.forEach((j, index) => {
    const next = slashes[index + 1];
    const piece = next === undefined ? text.slice(j) : text.slice(j, next + 1);
    // Forwards: the slashes before this one in the text; backwards: those after it.
    const offset = direction === 1 ? index : slashes.length - 1 - index;
    const at = counts.map((k) => k + offset);
    if (piece.length > 1 && (at[at.length - 1] as number) <= MAX_DEPTH) out.push({ text: piece, at });
  });
  return counts.map((k) => k + slashes.length);
}

function widen(counts: readonly number[], inside: readonly number[]): number[] {
  return [...new Set(counts.flatMap((k) => [k, ...inside.map((d) => k + d)]))].sort((a, b) => a - b);
}

/** The numbers of slashes an optional group can hold, or null when a parameter could take one. */
function slashCounts(route: Route, tokens: readonly Token[]): number[] | null {
  let counts = [0];
  for (const token of tokens) {
    if (token.type === 'text') {
      const slashes = token.value.split('/').length - 1;
      counts = counts.map((c) => c + slashes);
    } else if (token.type === 'group') {
      const inside = slashCounts(route, token.tokens);
      if (inside === null) return null;
      counts = [...new Set(counts.flatMap((c) => [c, ...inside.map((d) => c + d)]))];
    } else if (crossesSlash(route, token)) return null;
    if (counts.length > MAX_COUNTS) return null;
  }
  return counts;
}

function crossesSlash(route: Route, token: Token): boolean {
  if (token.type === 'glob') return true;
  if (token.type !== 'param') return false;
  const requirement = route.requirements[token.name];
  return requirement !== undefined && canMatchChar(requirement, '/');
}
