/**
 * Words read one character at a time from a place in the path (fallback-index.ts): each
 * node lists the routes filed under the word that ends there, as the segment's whole text
 * (`exact`) or as its start (`prefix`). A lookup walks the path's characters only as far as
 * some word goes, so its work is the length of the longest word the path starts with there,
 * however many words the tree holds (a Map per length was one lookup per distinct length:
 * more routes, more lookups).
 */
import { runStats } from '../work';

interface WordNode {
  readonly next: Map<number, WordNode>;
  exact: number[] | null;
  prefix: number[] | null;
}

const node = (): WordNode => ({ next: new Map(), exact: null, prefix: null });

export class WordTree {
  private readonly root = node();

  /** Files `route` under `word`: the whole segment (`exact`) or its start. */
  add(word: string, exact: boolean, route: number): void {
    let at = this.root;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      let child = at.next.get(c);
      if (child === undefined) at.next.set(c, (child = node()));
      at = child;
    }
    const list = exact ? (at.exact ??= []) : (at.prefix ??= []);
    if (list[list.length - 1] !== route) list.push(route);
  }

  /**
   * Calls `take` with the routes whose word the path has at `start`: prefix words read up to
   * `limit`, exact words ending at `end` (-1: none).
   */
  visit(path: string, start: number, end: number, limit: number, take: (routes: readonly number[]) => void): void {
    let at: WordNode | undefined = this.root;
    let p = start;
    for (;;) {
      runStats.steps++;
      if (at.prefix !== null) take(at.prefix);
      if (p === end && at.exact !== null) take(at.exact);
      if (p >= limit) return;
      at = at.next.get(path.charCodeAt(p++));
      if (at === undefined) return;
    }
  }
}
