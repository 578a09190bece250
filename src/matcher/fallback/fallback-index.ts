/**
 * Which routes outside the trie a path could match, found without trying the others (API.md
 * Middleware §2: the work for one request does not grow with the routes that cannot match
 * it). Each route is filed under one of its anchors (route-anchors.ts), the rarest word in
 * the table: at a slash counted from the path's start, at one counted from its end
 * (`files/*path/v7`: under `v7`, not under the `files` that 1,000 such routes share), or,
 * for a piece between two globs, at any slash. A lookup reads the path's first and last
 * few slashes, walks each word tree there (word-tree.ts: as far as some word goes), and, for
 * floating pieces, at every slash of the path; each route found must then have every fixed
 * anchor (a `startsWith` each) before its program runs. Routes without anchors (`/:a(/:b)`,
 * `*path`) are tried on every lookup: they can match any path.
 */
import type { Route } from '../../definition/route';
import { MAX_DEPTH, routeAnchors, type Anchor } from './route-anchors';
import { WordTree } from './word-tree';
import { runStats } from '../work';

/** Where an anchor is counted from. */
const enum From {
  Start,
  End,
  Anywhere,
}

interface Filed {
  readonly anchor: Anchor | string;
  readonly from: From;
}

export class FallbackIndex {
  private readonly head: Array<readonly Anchor[]> = [];
  private readonly tail: Array<readonly Anchor[]> = [];
  private readonly totals: Array<readonly number[] | null> = [];
  private readonly always: number[] = [];
  private readonly fromStart: Array<WordTree | undefined> = [];
  private readonly fromEnd: Array<WordTree | undefined> = [];
  private floating: WordTree | null = null;
  /** Slash positions of the current path: the first ones (`[k]`: the k-th) and the last ones (`[k]`: k slashes after it). */
  private readonly firsts = new Int32Array(MAX_DEPTH + 2);
  private readonly lasts = new Int32Array(MAX_DEPTH + 2);
  private firstCount = 0;
  private lastCount = 0;
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly found: number[] = [];
  private path = '';
  private readonly take = (routes: readonly number[]): void => {
    // Each route looked at is work: a word must not list routes the path cannot reach.
    runStats.steps += routes.length;
    for (const route of routes) {
      if (this.seen[route] === this.stamp) continue;
      this.seen[route] = this.stamp;
      if (this.holds(route)) this.found.push(route);
    }
  };

  constructor(routes: readonly Route[]) {
    const all = routes.map((route) => routeAnchors(route));
    const words = new Map<string, number>();
    const count = (word: string): void => void words.set(word, (words.get(word) ?? 0) + 1);
    for (const { head, tail, floating } of all)
      for (const word of new Set([...head, ...tail].map(wordOf).concat(floating))) count(word);
    all.forEach(({ head, tail, floating, total }, i) => {
      this.head.push(head);
      this.tail.push(tail);
      this.totals.push(total);
      const choices: Filed[] = [
        ...head.map((anchor) => ({ anchor, from: From.Start })),
        ...tail.map((anchor) => ({ anchor, from: From.End })),
        ...floating.map((anchor) => ({ anchor, from: From.Anywhere })),
      ];
      if (choices.length === 0) return void this.always.push(i);
      // The rarest word in the table (fixed places before floating ones, then the longest).
      const rank = (filed: Filed): [number, number, number] => {
        const word = typeof filed.anchor === 'string' ? filed.anchor : wordOf(filed.anchor);
        return [words.get(word) as number, filed.from === From.Anywhere ? 1 : 0, -word.length];
      };
      let key = choices[0] as Filed;
      for (const choice of choices) if (before(rank(choice), rank(key))) key = choice;
      this.file(key, i);
    });
    this.seen = new Uint32Array(routes.length);
  }

  private file(filed: Filed, route: number): void {
    if (typeof filed.anchor === 'string') {
      (this.floating ??= new WordTree()).add(filed.anchor, false, route);
      return;
    }
    const trees = filed.from === From.Start ? this.fromStart : this.fromEnd;
    const exact = filed.anchor.text.endsWith('/');
    for (const k of filed.anchor.at) (trees[k] ??= new WordTree()).add(wordOf(filed.anchor), exact, route);
  }

  /**
   * The routes (their positions in the list given) whose anchors the path has, in order.
   * The array is reused by the next call: read it at once.
   */
  candidates(path: string): readonly number[] {
    const found = this.found;
    found.length = 0;
    this.path = path;
    const { firsts, lasts } = this;
    let count = 0;
    for (let at = path.indexOf('/'); at !== -1 && count < MAX_DEPTH + 2; at = path.indexOf('/', at + 1))
      firsts[count++] = at;
    this.firstCount = count;
    count = 0;
    for (
      let at = path.lastIndexOf('/');
      at !== -1 && count < MAX_DEPTH + 2;
      at = at === 0 ? -1 : path.lastIndexOf('/', at - 1)
    )
      lasts[count++] = at;
    this.lastCount = count;
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    for (let k = 0; k < this.firstCount && k < this.fromStart.length; k++) {
      const end = k + 1 < this.firstCount ? (firsts[k + 1] as number) : path.length;
      this.fromStart[k]?.visit(path, (firsts[k] as number) + 1, end, end, this.take);
    }
    for (let k = 0; k < this.lastCount && k < this.fromEnd.length; k++) {
      const end = k > 0 ? (lasts[k - 1] as number) : path.length;
      this.fromEnd[k]?.visit(path, (lasts[k] as number) + 1, end, end, this.take);
    }
    const floating = this.floating;
    if (floating !== null)
      for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1))
        floating.visit(path, at + 1, -1, path.length, this.take);
    runStats.steps += this.always.length;
    for (const route of this.always) found.push(route);
    if (found.length > 1) found.sort((a, b) => a - b);
    return found;
  }

  /**
   * Whether the path has as many slashes as the route can hold (all of them, or the cap
   * when there are more), and every fixed anchor at one of its slash counts.
   */
  private holds(route: number): boolean {
    const total = this.totals[route];
    if (total != null && !total.includes(this.firstCount)) return false;
    return (
      this.has(this.head[route] as readonly Anchor[], this.firsts, this.firstCount) &&
      this.has(this.tail[route] as readonly Anchor[], this.lasts, this.lastCount)
    );
  }

  private has(anchors: readonly Anchor[], slashes: Int32Array, count: number): boolean {
    for (const anchor of anchors) {
      let ok = false;
      for (const k of anchor.at) if (k < count && this.path.startsWith(anchor.text, slashes[k])) ok = true;
      if (!ok) return false;
    }
    return true;
  }
}

function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}

/** `/things1/` → `things1`. */
function wordOf(anchor: Anchor): string {
  return anchor.text.slice(1, anchor.text.endsWith('/') ? -1 : undefined);
}
