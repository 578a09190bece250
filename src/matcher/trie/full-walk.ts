/**
 * The general path's walk of the trie (compiled-matcher.ts `search`): every table a path
 * reaches, each with its values and format, for the caller to put in route order and check
 * (the quick walk, quick-walk.ts, keeps only the best answer instead). The last segment is
 * split at each dot a route of the node could split it at: every split is a position in the
 * segment, and only dots within the longest static name are tried, so the work stays linear
 * in the path.
 */
import { ripe, type Node } from './trie';
import { dotFree, type VerbTable } from './verb-table';
import { runStats } from '../work';
import { walkGlob } from './glob-walk';

/** One way the path reached a terminal node during the walk. */
export interface Hit {
  table: VerbTable;
  values: string[];
  format: string | undefined;
}

/**
 * Walks the path from `start` (just after a slash), collecting every terminal table the
 * path reaches. Plain tables are checked here (no dot in a default parameter).
 */
export function walk(node: Node, path: string, start: number, values: string[], hits: Hit[], root: boolean): void {
  if (root) runStats.walks++;
  if (node.glob !== null && start < path.length) {
    const depth = values.length;
    walkGlob(node.glob, path, start, path.length, values, depth, (table, end, format) =>
      hits.push({ table, values: values.slice(0, end), format }),
    );
    values.length = depth;
  }
  if (start >= path.length) {
    if (node.bare && (node.bare.plain ? dotFree(values) : true))
      hits.push({ table: node.bare, values: values.slice(), format: undefined });
    return;
  }
  let end = path.indexOf('/', start);
  if (end === -1) end = path.length;
  const segment = path.slice(start, end);
  const next = end === path.length ? end : end + 1;
  const child = node.statics?.get(segment);
  if (child) walk(ripe(child), path, next, values, hits, false);
  if (node.param) {
    values.push(segment);
    walk(node.param, path, next, values, hits, false);
    values.pop();
  }
  if (end === path.length && node.formats) walkFormats(node, segment, values, hits, root);
}

/** The last segment split at each dot a route of this node could split it at. */
function walkFormats(node: Node, segment: string, values: string[], hits: Hit[], root: boolean): void {
  const first = segment.indexOf('.');
  if (first === -1) return;
  // A parameter takes no dot: it ends at the first one (and is not empty unless its constraint allows).
  if (node.param && (first > 0 || node.param.dotted?.plain === false)) {
    values.push(segment.slice(0, first));
    take(node.param, segment.slice(first + 1), values, hits);
    values.pop();
    // A greedy class that takes dots, when it cannot take the whole segment, ends at the last dot.
    const last = segment.lastIndexOf('.');
    if (node.param.lastDot && last !== first) {
      values.push(segment.slice(0, last));
      take(node.param, segment.slice(last + 1), values, hits);
      values.pop();
    }
  }
  // `/(.:format)` at the root: the empty path, then the format.
  if (first === 0 && root) take(node, segment.slice(1), values, hits);
  if (node.statics === null) return;
  for (let dot = first; dot !== -1 && dot <= node.longestLabel; dot = segment.indexOf('.', dot + 1)) {
    if (dot > 0) take(node.statics.get(segment.slice(0, dot)), segment.slice(dot + 1), values, hits);
  }
}

function take(target: Node | null | undefined, format: string, values: string[], hits: Hit[]): void {
  const table = target === undefined || target === null ? undefined : ripe(target).dotted;
  if (!table) return;
  if (table.plain && (format === '' || format.indexOf('.') !== -1 || !dotFree(values))) return;
  hits.push({ table, values: values.slice(), format });
}
