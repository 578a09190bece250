/**
 * Which routes the trie can hold, and how: a route whose segments are plain words or whole
 * `:params`, with an optional or required `.:format` at the end, and whose constraints
 * stay within one segment and leave the format's dot where a plain parameter would. Every
 * other route keeps its own route program (route-program.ts).
 */
import type { Route } from '../../definition/route';
import type { Token } from '../../definition/path-pattern';
import { anchoredInside, canMatchChar, isGreedyClass } from '../constraints/requirement-tree';
import { isEmptyObject } from '../../support/own';

export type FormatMode = 'none' | 'optional' | 'required';

export interface Shape {
  segments: Array<{ literal: string } | { param: number }>;
  format: FormatMode;
  /**
   * The last parameter is one greedy class that takes dots (`id: /[^\/]+/`, the Rails idiom
   * for dotted ids): it takes the whole last segment when it can, else ends at the last dot.
   */
  greedyCore: boolean;
  /** The path itself when every segment is static (`/photos/new`): the matcher's static index. */
  staticPath?: string;
}

/**
 * The route's shape if the trie can hold it, else null (it keeps its regular expression).
 * An unconstrained pattern's shape is kept on the pattern (`shapeMemo`): routes sharing a
 * path share it, and a rebuild (`reload` finds the same parsed patterns) finds it computed.
 * Measured (9,500 routes): a Map per build made a warm rebuild's compile ~30 ms
 * slower; a process-wide WeakMap cost a fresh build ~10-20 ms and 1.5 MB.
 */
export function trieShape(route: Route): Shape | null {
  if (!isEmptyObject(route.requirements)) return computeShape(route);
  const pattern = route.pattern;
  let shape = pattern.shapeMemo as Shape | null | undefined;
  if (shape === undefined) pattern.shapeMemo = shape = computeShape(route);
  return shape;
}

function computeShape(route: Route): Shape | null {
  // The pattern's own tokens, read up to `count` (a copy only for a required format's dot).
  let tokens = route.pattern.tokens;
  let count = tokens.length;
  let format: FormatMode = 'none';
  const lastToken = tokens[count - 1];
  if (lastToken && isOptionalFormat(lastToken)) {
    format = 'optional';
    count--;
  } else if (lastToken?.type === 'param' && lastToken.name === 'format') {
    const dot = tokens[count - 2];
    if (dot?.type !== 'text' || !dot.value.endsWith('.')) return null;
    format = 'required';
    const copy = tokens.slice(0, count - 2);
    if (dot.value.length > 1) copy.push({ type: 'text', value: dot.value.slice(0, -1) });
    tokens = copy;
    count = copy.length;
  }
  // A format requirement that may span a slash stays out; so does a parameter before the
  // format whose constraint takes a dot: where it ends would depend on the constraint's own
  // priorities (`/\d+|\d+\.\d+/` on `1.2` is `1` then format `2`, as Rails has it).
  const formatRequirement = format === 'none' ? undefined : route.requirements.format;
  if (formatRequirement !== undefined && (canMatchChar(formatRequirement, '/') || anchoredInside(formatRequirement)))
    return null;
  const lastParam = tokens[count - 1];
  const lastRequirement = lastParam?.type === 'param' ? route.requirements[lastParam.name] : undefined;
  let greedyCore = false;
  if (format !== 'none' && lastRequirement !== undefined && canMatchChar(lastRequirement, '.')) {
    if (format !== 'optional' || formatRequirement !== undefined || !isGreedyClass(lastRequirement)) return null;
    greedyCore = true;
  }
  // Each piece between slashes must be one static word or one whole parameter. Built from
  // the tokens in one pass (a path string rebuilt, split and tested per piece was
  // ~5% of compiling 10,000 routes in a fresh process).
  const segments: Shape['segments'] = [];
  const names: string[] = [];
  let started = false; // the leading slash was read
  let pieces = false; // something follows it: the path is not just `/`
  let literal = '';
  let param = -1;
  let staticPath = '';
  // Indexed: unoptimized `for...of` allocates per step (see trie.ts `insert`).
  for (let t = 0; t < count; t++) {
    const token = tokens[t] as Token;
    if (token.type === 'text') {
      const text = token.value;
      if (/[:*()]/.test(text)) return null;
      let start = 0;
      if (!started) {
        if (text.charCodeAt(0) !== 0x2f) return null;
        started = true;
        start = 1;
      }
      staticPath += text;
      for (;;) {
        const slash = text.indexOf('/', start);
        const end = slash === -1 ? text.length : slash;
        if (end > start) {
          if (param >= 0) return null;
          literal = text.slice(start, end);
          pieces = true;
        }
        if (slash === -1) break;
        pieces = true;
        if (!closePiece(segments, literal, param)) return null;
        literal = '';
        param = -1;
        start = slash + 1;
      }
    } else if (token.type === 'param') {
      const requirement = route.requirements[token.name];
      if (requirement !== undefined && (canMatchChar(requirement, '/') || anchoredInside(requirement))) return null;
      if (format === 'required' && requirement !== undefined) return null;
      if (!started || literal !== '' || param >= 0) return null;
      names.push(token.name);
      param = names.length - 1;
      pieces = true;
    } else return null;
  }
  if (!started) return null;
  if (pieces && !closePiece(segments, literal, param)) return null;
  // The trie hands values over in path order; that must be the pattern's own order.
  if (names.some((name, i) => route.pattern.names[i] !== name)) return null;
  // A copy of its own length: the trie keeps it (see `compact` in support/own.ts).
  const shape: Shape = { segments: segments.slice(), format, greedyCore };
  if (names.length === 0) shape.staticPath = staticPath;
  return shape;
}

/** Ends a piece of the path: false when it is empty (`//`, a trailing slash). */
function closePiece(segments: Shape['segments'], literal: string, param: number): boolean {
  if (param >= 0) segments.push({ param });
  else if (literal === '') return false;
  else segments.push({ literal });
  return true;
}

function isOptionalFormat(token: Token): boolean {
  return (
    token.type === 'group' &&
    token.tokens.length === 2 &&
    token.tokens[0]?.type === 'text' &&
    token.tokens[0].value === '.' &&
    token.tokens[1]?.type === 'param' &&
    token.tokens[1].name === 'format'
  );
}
