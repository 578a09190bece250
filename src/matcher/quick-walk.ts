/**
 * The common case of a lookup in one pass, no recursion, no hit list: a path with exactly
 * one way through the trie (at each segment a static child or the parameter child, not
 * both), no dot in its dynamic segments, at most one in its last segment, ending at a
 * plain table. Anything else is left to the general walk (undefined).
 */
import { BAD_REQUEST, NOT_FOUND, type Recognition } from './recognizer';
import { staticChild, type Node } from './trie';

const NO_VALUES: readonly string[] = [];

export interface QuickContext {
  readonly root: Node;
  /** Some route is outside the trie: a miss here is not yet a 404. */
  readonly hasFallback: boolean;
  /** Whether a route outside the trie matches the path (then the general path answers). */
  fallbackMatches(path: string): boolean;
}

export function quickRecognize(context: QuickContext, method: string, path: string): Recognition | undefined {
  let node = context.root;
  // Allocated on the first parameter: static-only paths need none.
  let values: string[] | null = null;
  const length = path.length;
  let start = 1;
  while (start < length) {
    let end = path.indexOf('/', start);
    if (end === -1) end = length;
    if (end === length) {
      const dot = path.lastIndexOf('.', end);
      if (dot >= start) return quickFormat(context, method, path, node, start, dot, values ?? []);
    }
    const child = staticChild(node, path, start, end);
    if (child !== undefined) {
      if (node.param !== null) return undefined;
      node = child;
    } else if (node.param !== null) {
      const segment = path.slice(start, end);
      if (segment.indexOf('.') !== -1) return undefined;
      (values ??= []).push(segment);
      node = node.param;
    } else return context.hasFallback ? undefined : NOT_FOUND;
    start = end + 1;
  }
  const table = node.bare;
  if (table === null) return context.hasFallback ? undefined : NOT_FOUND;
  if (!table.plain || (context.hasFallback && context.fallbackMatches(path))) return undefined;
  const terminal = table.take(method);
  if (terminal === undefined) return { kind: 'method-not-allowed', allowed: table.allowed };
  const params = terminal.params.make(values ?? NO_VALUES);
  return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
}

/**
 * A last segment with one dot inside, `core.format`: the core leads to one node only (a
 * static child or the parameter, not both), whose with-format table is plain. The whole
 * segment as a parameter value is out (a plain parameter takes no dot); the whole segment
 * as a static child, a leading or trailing dot, or a second dot is left to the general walk.
 */
function quickFormat(context: QuickContext, method: string, path: string, node: Node, start: number, dot: number, values: string[]): Recognition | undefined {
  const end = path.length;
  if (dot === start || dot === end - 1 || path.indexOf('.', start) !== dot) return undefined;
  if (staticChild(node, path, start, end) !== undefined) return undefined;
  if (node.param?.bare && !node.param.bare.plain) return undefined;
  const child = staticChild(node, path, start, dot);
  if (child !== undefined && node.param !== null) return undefined;
  const target = child ?? node.param;
  if (target === null) return context.hasFallback ? undefined : NOT_FOUND;
  const table = target.dotted;
  if (table === null) return context.hasFallback ? undefined : NOT_FOUND;
  if (!table.plain || (context.hasFallback && context.fallbackMatches(path))) return undefined;
  if (child === undefined) values.push(path.slice(start, dot));
  const terminal = table.take(method);
  if (terminal === undefined) return { kind: 'method-not-allowed', allowed: table.allowed };
  values.push(path.slice(dot + 1));
  const params = terminal.params.make(values);
  return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
}
