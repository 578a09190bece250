/**
 * Globs in the trie. A glob (`.+?`, lazy) takes whole segments, so the segments after it are
 * the path's last ones: a trie node's glob child is a trie of those segments read from the
 * path's end (`files/*path/v7` and `files/*path/v8` share the glob child of `files`, then
 * `v7` and `v8`), and the glob's value is what lies between the node and them — at least
 * one character. The last segment meets the format at its last dot: a format takes no dot
 * (trie-shape.ts keeps out constraints that would), so the lazy glob, or the name or value
 * before the format, ends there. The work is the segments after the glob, read from the
 * end once each, whatever the glob's length: no backtracking over the path.
 */
import type { VerbTable } from './verb-table';
import type { ValueTest } from '../constraints/value-check';

/** What the glob walk reads of a trie node (trie.ts `Node`, read from the path's end). */
export interface GlobNode {
  readonly statics: ReadonlyMap<string, GlobNode> | null;
  readonly param: GlobNode | null;
  readonly bare: VerbTable | null;
  readonly dotted: VerbTable | null;
}

/** A table a path reaches; the values so far are `into[0, depth)`, the glob's and the segments' after it included. */
export type GlobVisit = (table: VerbTable, depth: number, format: string | undefined) => void;

/** A glob's check at the terminal: any value the walk gives it (non-empty, slashes and dots included). */
export const ANY_VALUE: ValueTest = { test: () => true };

/**
 * The state of one walk: a walk calls out only to `visit`, which records the table and
 * never walks again, so one set of fields serves every walk.
 */
let path = '';
let start = 0;
/** Between walks: nothing (never written: a walk sets `into` first). */
const NO_VALUES: string[] = [];
let into = NO_VALUES;
let at = 0;
const NOTHING: GlobVisit = () => undefined;
let visit: GlobVisit = NOTHING;
/** The values of the segments after the glob, read from the end (the last first). */
const after: string[] = [];

/**
 * Visits every table the glob child `root` reaches on `subject[from, limit)` (from just
 * after a slash; a normalized path: no empty segment): the glob's value goes to
 * `values[offset]`, the values after it follow. Where a route could end either way, the
 * format split comes first (the lazy glob leaves the format all it can).
 */
export function walkGlob(
  root: GlobNode,
  subject: string,
  from: number,
  limit: number,
  values: string[],
  offset: number,
  visitor: GlobVisit,
): void {
  path = subject;
  start = from;
  into = values;
  at = offset;
  visit = visitor;
  walkFrom(root, limit);
  // Nothing of this walk is kept past it.
  path = '';
  into = NO_VALUES;
  visit = NOTHING;
}

function walkFrom(root: GlobNode, limit: number): void {
  const slash = path.lastIndexOf('/', limit - 1);
  const dot = lastDot(slash + 1, limit);
  // The format: after the last dot of the last segment, non-empty, with something before it.
  const split = dot !== -1 && dot < limit - 1 ? dot : -1;
  // The glob takes the rest of the path.
  if (root.dotted !== null && split > start) {
    into[at] = path.slice(start, split);
    visit(root.dotted, at + 1, path.slice(split + 1, limit));
  }
  if (root.bare !== null) {
    into[at] = path.slice(start, limit);
    visit(root.bare, at + 1, undefined);
  }
  // The last segment after the glob, whole or before its format; the glob keeps one character.
  if (slash <= start) return;
  step(root, slash + 1, limit, slash, undefined, 0);
  if (split > slash + 1) step(root, slash + 1, split, slash, path.slice(split + 1, limit), 0);
}

/** The segment `path[from, to)` (after the slash at `slash`) as a child of `node`, `count` values after the glob so far. */
function step(
  node: GlobNode,
  from: number,
  to: number,
  slash: number,
  format: string | undefined,
  count: number,
): void {
  const named = node.statics?.get(path.slice(from, to));
  if (named !== undefined) reached(named, slash, format, count);
  if (node.param !== null) {
    if (lastDot(from, to) !== -1) return;
    after[count] = path.slice(from, to);
    reached(node.param, slash, format, count + 1);
  }
}

/** `node` reached with the glob ending at `end`: its table, then the segment before. */
function reached(node: GlobNode, end: number, format: string | undefined, count: number): void {
  const table = format === undefined ? node.bare : node.dotted;
  if (table !== null) {
    into[at] = path.slice(start, end);
    for (let i = 0; i < count; i++) into[at + 1 + i] = after[count - 1 - i] as string;
    visit(table, at + 1 + count, format);
  }
  const slash = path.lastIndexOf('/', end - 1);
  if (slash <= start) return;
  step(node, slash + 1, end, slash, format, count);
}

/**
 * The last `.` in `path[from, to)`, or -1. Read within the segment: a native search would
 * run on past it (to the path's start, or through the query) when the segment has none, for
 * each glob child a walk reaches.
 */
function lastDot(from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (path.charCodeAt(i) === 46) return i;
  return -1;
}
