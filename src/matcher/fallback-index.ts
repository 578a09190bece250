/**
 * Which routes outside the trie a path could match, found without trying the others (API.md
 * Middleware §2: the work for one request does not grow with the routes that cannot match
 * it). A route's literal pieces that start a segment (`/things1/`, `/edit`) sit after a
 * known number of slashes: the slashes of the text before them, plus what each optional
 * group before them can hold (`(/:locale)`: 0 or 1). Parameters cannot take a slash
 * unless their constraint can; a glob or such a parameter ends the reading. Each such piece
 * ("anchor") is a necessary condition: the path has that text at one of those slashes.
 *
 * One anchor per route (the rarest in the table) files it under its segment word at each
 * slash count; a lookup reads the path's first few segments, takes the routes filed under
 * them, checks every anchor of each (a `startsWith` per anchor), and only then runs their
 * programs. Routes without anchors (`/:a(/:b)`, `*path`) are tried on every lookup.
 */
import type { Route } from '../definition/route';
import type { Token } from '../definition/path-pattern';
import { canMatchChar } from './trie-shape';

/** A segment-starting text and the slash counts before it. */
interface Anchor {
  readonly text: string;
  readonly at: readonly number[];
}

/** Routes filed by their anchor word at one slash count. */
interface Bucket {
  /** Anchors that end with a slash: the whole segment is the word. */
  readonly exact: Map<string, number[]>;
  /** Anchors that end inside a segment (`/things1` before `(.:format)`): the segment starts with it. */
  readonly prefix: Map<string, number[]>;
  prefixLengths: number[];
  longestExact: number;
}

/**
 * Past this many slash counts or this depth, the reading stops: anchors found so far are
 * kept, deeper ones dropped (a lookup reads the path's slashes up to this depth only).
 */
const MAX_COUNTS = 8;
const MAX_DEPTH = 16;

export class FallbackIndex {
  private readonly anchors: Array<readonly Anchor[]> = [];
  /** Each route's possible numbers of slashes in all, when known (no glob, no slash-taking parameter). */
  private readonly totals: Array<readonly number[] | null> = [];
  private readonly always: number[] = [];
  private readonly buckets: Array<Bucket | undefined> = [];
  /** Slash positions of the current path (`[k]`: the k-th slash): up to the depth, and the one after it. */
  private readonly slashes = new Int32Array(MAX_DEPTH + 2);
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly found: number[] = [];

  constructor(routes: readonly Route[]) {
    const words = new Map<string, number>();
    const all = routes.map((route) => readRoute(route));
    for (const { anchors } of all) for (const word of new Set(anchors.map(wordOf))) words.set(word, (words.get(word) ?? 0) + 1);
    all.forEach(({ anchors, total }, i) => {
      this.anchors.push(anchors);
      this.totals.push(total);
      if (anchors.length === 0) return void this.always.push(i);
      // The rarest word in the table (the longest of equals): the fewest routes per bucket.
      let key = anchors[0] as Anchor;
      for (const anchor of anchors) {
        const [a, b] = [words.get(wordOf(anchor)) as number, words.get(wordOf(key)) as number];
        if (a < b || (a === b && anchor.text.length > key.text.length)) key = anchor;
      }
      this.file(key, i);
    });
    this.seen = new Uint32Array(routes.length);
  }

  private file(anchor: Anchor, route: number): void {
    const word = wordOf(anchor);
    const exact = anchor.text.endsWith('/');
    for (const k of anchor.at) {
      let bucket = this.buckets[k];
      if (bucket === undefined) this.buckets[k] = bucket = { exact: new Map(), prefix: new Map(), prefixLengths: [], longestExact: 0 };
      const map = exact ? bucket.exact : bucket.prefix;
      let list = map.get(word);
      if (list === undefined) map.set(word, (list = []));
      if (list[list.length - 1] !== route) list.push(route);
      if (exact) bucket.longestExact = Math.max(bucket.longestExact, word.length);
      else if (!bucket.prefixLengths.includes(word.length)) bucket.prefixLengths.push(word.length);
    }
  }

  /**
   * The routes (their positions in the list given) whose anchors the path has, in order.
   * The array is reused by the next call: read it at once.
   */
  candidates(path: string): readonly number[] {
    const found = this.found;
    found.length = 0;
    const slashes = this.slashes;
    let count = 0;
    for (let at = path.indexOf('/'); at !== -1 && count < MAX_DEPTH + 2; at = path.indexOf('/', at + 1)) slashes[count++] = at;
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    for (let k = 0; k < count && k < this.buckets.length; k++) {
      const bucket = this.buckets[k];
      if (bucket === undefined) continue;
      const start = (slashes[k] as number) + 1;
      const end = k + 1 < count ? (slashes[k + 1] as number) : path.length;
      if (end - start <= bucket.longestExact) this.take(bucket.exact.get(path.slice(start, end)), path, count);
      for (const length of bucket.prefixLengths) if (length <= end - start) this.take(bucket.prefix.get(path.slice(start, start + length)), path, count);
    }
    for (const route of this.always) found.push(route);
    if (found.length > 1) found.sort((a, b) => a - b);
    return found;
  }

  private take(routes: readonly number[] | undefined, path: string, count: number): void {
    if (routes === undefined) return;
    for (const route of routes) {
      if (this.seen[route] === this.stamp) continue;
      this.seen[route] = this.stamp;
      if (this.holds(route, path, count)) this.found.push(route);
    }
  }

  /**
   * Whether the path has as many slashes as the route can hold (`count`: all of them, or
   * the cap when there are more), and every anchor at one of its slash counts.
   */
  private holds(route: number, path: string, count: number): boolean {
    const total = this.totals[route];
    if (total != null && !total.includes(count)) return false;
    for (const anchor of this.anchors[route] as readonly Anchor[]) {
      let ok = false;
      for (const k of anchor.at) if (k < count && path.startsWith(anchor.text, this.slashes[k] as number)) ok = true;
      if (!ok) return false;
    }
    return true;
  }
}

/** `/things1/` → `things1`. */
function wordOf(anchor: Anchor): string {
  return anchor.text.slice(1, anchor.text.endsWith('/') ? -1 : undefined);
}

/**
 * The route's anchors, read from the start of its pattern until a slash count is unknown;
 * and when the whole pattern was read (and the route is not a mount's prefix), the
 * numbers of slashes a path it matches can hold, if all are within the cap.
 */
function readRoute(route: Route): { anchors: Anchor[]; total: number[] | null } {
  const out: Anchor[] = [];
  let at = [0];
  let whole = route.anchored;
  for (const token of route.pattern.tokens) {
    if (token.type === 'text') {
      const text = token.value;
      let before = 0;
      for (let j = text.indexOf('/'); j !== -1; j = text.indexOf('/', j + 1)) {
        const next = text.indexOf('/', j + 1);
        const piece = next === -1 ? text.slice(j) : text.slice(j, next + 1);
        const counts = at.map((k) => k + before);
        if (piece.length > 1 && (counts[counts.length - 1] as number) <= MAX_DEPTH) out.push({ text: piece, at: counts });
        before++;
      }
      at = at.map((k) => k + before);
    } else if (token.type === 'group') {
      const inside = slashCounts(route, token.tokens);
      if (inside === null) {
        whole = false;
        break;
      }
      at = [...new Set(at.flatMap((k) => [k, ...inside.map((d) => k + d)]))].sort((a, b) => a - b);
    } else if (crossesSlash(route, token)) {
      whole = false;
      break;
    }
    if (at.length > MAX_COUNTS || (at[at.length - 1] as number) > MAX_DEPTH) {
      whole = false;
      break;
    }
  }
  return { anchors: out, total: whole ? at : null };
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
