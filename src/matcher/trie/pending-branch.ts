/**
 * A root static child's routes, put aside when the matcher is compiled and filed under the
 * child (then sealed) on the child's first lookup (trie.ts `ripe`): a fresh process serving
 * its first request builds the branches its requests walk, not the whole table (measured,
 * 9,500 routes under 750 names: compile ~85 -> ~30 ms). The walk stays as it was; the
 * root's own fields (its static names, `formats`, each child's `minOrder`) are set here as
 * `insert` would set them.
 */
import type { Route } from '../../definition/route';
import type { Shape } from './trie-shape';
import { Node, seal, type PendingBranch } from './trie';
import { isEmptyObject } from '../../support/own';

/** How the compiled matcher files one shape of a route (compiled-matcher.ts `file`). */
export type FileRoute = (route: Route, shape: Shape, order: number) => void;

/** The shapes put aside under one root static child, in route order. */
class PendingRoutes implements PendingBranch {
  private readonly routes: Route[] = [];
  private readonly shapes: Shape[] = [];
  private readonly orders: number[] = [];
  constructor(private readonly file: FileRoute) {}

  add(route: Route, shape: Shape, order: number): void {
    this.routes.push(route);
    this.shapes.push(shape);
    this.orders.push(order);
  }

  /** Files every shape from the root (through `node`, no longer pending), then seals `node`. */
  build(node: Node): void {
    this.fileAll();
    seal(node);
  }

  fileAll(): void {
    const routes = this.routes;
    for (let i = 0; i < routes.length; i++)
      this.file(routes[i] as Route, this.shapes[i] as Shape, this.orders[i] as number);
  }
}

/**
 * Puts a shape aside under the root's static child for its first segment (made if new), to
 * be filed on that child's first lookup; false when the caller files it now: its first
 * segment is not a static name, or the child is built with the table because a route under
 * it has constraints (reading a constraint's source runs RegExps of the reader's own, which
 * a request should not; few routes have one). Every shape whose first segment is a given
 * name comes through here before any lookup, so a child's routes are filed in route order;
 * the table's `seal` seals the children built with it.
 */
export function fileLater(root: Node, route: Route, shape: Shape, order: number, file: FileRoute): boolean {
  const first = shape.segments[0];
  if (first === undefined || !('literal' in first)) return false;
  const statics = (root.statics ??= new Map<string, Node>());
  let child = statics.get(first.literal);
  if (child === undefined) statics.set(first.literal, (child = new Node()));
  else if (child.pending === null) return false;
  if (!isEmptyObject(route.requirements)) {
    const pending = child.pending;
    child.pending = null;
    if (pending instanceof PendingRoutes) pending.fileAll();
    return false;
  }
  (child.pending ??= new PendingRoutes(file)).add(route, shape, order);
  // What `insert` sets above the child: the root's format flag; and the child's lowest order.
  if (shape.format !== 'none' && !hasGlob(shape)) root.formats = true;
  if (order < child.minOrder) child.minOrder = order;
  return true;
}

function hasGlob(shape: Shape): boolean {
  const segments = shape.segments;
  for (let i = 0; i < segments.length; i++) if ('glob' in (segments[i] as object)) return true;
  return false;
}
