/**
 * A root static child's routes, put aside when the matcher is compiled and filed under the
 * child (then sealed) on the child's first lookup (trie.ts `ripe`): a fresh process serving
 * its first request builds the branches its requests walk, not the whole table (measured,
 * 9,500 routes under 750 names, with the shapes also left to the branch (trie-shape.ts
 * `plainFirstName`): the first recognize's compile ~130-150 -> ~20 ms at a load of 2-4,
 * 5 MB less kept). The walk stays as it was; the
 * root's own fields (its static names, `formats`, each child's `minOrder`) are set here as
 * `insert` would set them.
 */
import type { Route } from '../../definition/route';
import type { Shape } from './trie-shape';
import { Node, seal, type PendingBranch } from './trie';
import { isEmptyObject } from '../../support/own';
import type { TrieSlots } from './trie-slots';

/**
 * How the compiled matcher files one shape of a route (compiled-matcher.ts `file`); null:
 * the route's one shape, worked out then (trie-shape.ts `plainFirstName`).
 */
export type FileRoute = (route: Route, shape: Shape | null, order: number) => void;

/** The shapes put aside under one root static child, in route order. */
class PendingRoutes implements PendingBranch {
  private readonly routes: Route[] = [];
  private readonly shapes: Array<Shape | null> = [];
  private readonly orders: number[] = [];
  constructor(
    private readonly file: FileRoute,
    private readonly slots: TrieSlots,
  ) {}

  add(route: Route, shape: Shape | null, order: number): void {
    this.routes.push(route);
    this.shapes.push(shape);
    this.orders.push(order);
  }

  /** Files every shape from the root (through `node`, no longer pending), then seals `node`. */
  build(node: Node): void {
    this.fileAll();
    seal(node, this.slots);
  }

  fileAll(): void {
    const routes = this.routes;
    for (let i = 0; i < routes.length; i++)
      this.file(routes[i] as Route, this.shapes[i] as Shape | null, this.orders[i] as number);
  }
}

/**
 * Puts a shape aside under the root's static child `name`, its first segment (the child made
 * if new), to be filed on that child's first lookup; `formats`: the shape takes a format
 * (and has no glob). False when the caller files it now: the child is built with the table
 * because a route under it has constraints (reading a constraint's source runs RegExps of
 * the reader's own, which a request should not; few routes have one). Every shape whose
 * first segment is a static name comes through here before any lookup, so a child's routes
 * are filed in route order; the table's `seal` seals the children built with it.
 */
export function fileLater(
  root: Node,
  name: string,
  route: Route,
  shape: Shape | null,
  order: number,
  formats: boolean,
  file: FileRoute,
  slots: TrieSlots,
): boolean {
  const statics = (root.statics ??= new Map<string, Node>());
  let child = statics.get(name);
  if (child === undefined) statics.set(name, (child = new Node()));
  else if (child.pending === null) return false;
  if (!isEmptyObject(route.requirements)) {
    const pending = child.pending;
    child.pending = null;
    if (pending instanceof PendingRoutes) pending.fileAll();
    return false;
  }
  (child.pending ??= new PendingRoutes(file, slots)).add(route, shape, order);
  // What `insert` sets above the child: the root's format flag; and the child's lowest order.
  if (formats) root.formats = true;
  if (order < child.minOrder) child.minOrder = order;
  return true;
}

/** The shape's first segment when it is a static name (the root child it goes under). */
export function firstName(shape: Shape): string | undefined {
  const first = shape.segments[0];
  return first !== undefined && 'literal' in first ? first.literal : undefined;
}

/** Whether the shape takes a format where the forward walk splits one (no glob: see trie.ts `insert`). */
export function splitsFormat(shape: Shape): boolean {
  if (shape.format === 'none') return false;
  const segments = shape.segments;
  for (let i = 0; i < segments.length; i++) if ('glob' in (segments[i] as object)) return false;
  return true;
}
