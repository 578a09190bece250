/**
 * The segment trie of the compiled matcher: static children in a Map, one parameter child
 * and one glob child per node (the glob's routes, read from the path's end: glob-walk.ts),
 * the routes ending at a node in its verb tables (verb-table.ts): how routes are filed and
 * sealed, and how a walk finds a node's static child. Two walks read it: the quick walk
 * (quick-walk.ts) and the general path's, which collects every table a path reaches
 * (full-walk.ts). A trie route has exactly one way to split its last segment at the format
 * (trie-shape.ts admits no constraint that could move the split).
 */
import type { Route } from '../../definition/route';
import type { Shape } from './trie-shape';
import type { ShapeBuilders } from '../params/params-factory';
import { VerbTable } from './verb-table';
import { RemappedTerminal, Terminal, type Check } from './terminal';
import { constraintModules } from '../on-demand';
import { isEmptyObject } from '../../support/own';
import { ANY_VALUE } from './glob-walk';
import { NO_SLOTS, type Slot, type TrieSlots } from './trie-slots';

/** Up to this many static children are compared in place rather than looked up by a new substring. */
const SCAN_LIMIT = 8;

/**
 * No terminal order yet: the largest small integer, not `Infinity` (a field that once held a
 * non-integer is a boxed number, one more load a node a walk visits).
 */
export const NO_ORDER = 0x3fffffff;

/**
 * A trie node. Fields in the order a walk reads them: the first few share a cache line
 * (measured under valgrind: ~1.5 fewer first-level data-cache misses a lookup than
 * declaration order by topic).
 */
export class Node {
  /** The routes with a glob here: the segments after it, read from the path's end (glob-walk.ts). */
  glob: Node | null = null;
  /**
   * The static children, when there are few of them (see SCAN_LIMIT): where they begin and
   * end in the matcher's slots (trie-slots.ts), each name's first character code, the name
   * and the child, in threes; NO_SLOTS when there are many or none.
   */
  scanAt = NO_SLOTS;
  scanEnd = NO_SLOTS;
  param: Node | null = null;
  /** The lowest `Terminal.order` at or below: a branch that cannot beat the best found is skipped. */
  minOrder = NO_ORDER;
  /**
   * For a path that ends here, without a format: where its table's verbs begin in the
   * matcher's slots (trie-slots.ts); NO_SLOTS when there is no table or it is not plain
   * (then `bare`).
   */
  bareAt = NO_SLOTS;
  /** The longest static child name: a static name followed by a format ends before it. */
  longestLabel = 0;
  /** Many static children by their name's length and three of its characters (see `staticChild`); built on first use. */
  buckets: Array<Bucket | undefined> | null = null;
  /** The static name this node is reached by holds a dot (`robots.txt`): a format may split it. */
  dotInName = false;
  /** True when some terminal at or below takes a format: only then is a dot split worth trying. */
  formats = false;
  /** `bareAt` for a path with a format. */
  dottedAt = NO_SLOTS;
  /** For a path that ends here: terminals without a format, and with one. */
  bare: VerbTable | null = null;
  dotted: VerbTable | null = null;
  /** A route ending here takes dots in its last parameter (`Shape.greedyCore`): try the last dot too. */
  lastDot = false;
  /**
   * A root static child's routes, not yet filed: filed and sealed on the child's first lookup
   * (`ripe`), so that compiling a large table builds only the branches its requests reach.
   * `minOrder` is known before.
   */
  pending: PendingBranch | null = null;
  statics: Map<string, Node> | null = null;
  /** The routes ending here, in route order, until `seal` turns them into the verb tables. */
  terminals: Terminal[] = NO_TERMINALS;
}

/** A root child's routes put aside (pending-branch.ts): `build` files them under it and seals it. */
export interface PendingBranch {
  add(route: Route, shape: Shape | null, order: number): void;
  build(node: Node): void;
}

/** The node, its pending routes filed and sealed first (see `Node.pending`). */
export function ripe(node: Node): Node {
  const pending = node.pending;
  if (pending !== null) {
    // Filed from the root, through this node: it must no longer look pending.
    node.pending = null;
    pending.build(node);
  }
  return node;
}

// Build side: indexed loops and `forEach` rather than `for...of`. The build runs
// once per table, mostly before V8 optimizes it, and unoptimized `for...of` allocates an
// iterator and a result object per step (measured: ~4 MB of a 10,000-route build's garbage).
/**
 * `order`: the terminal's place in route order (`Terminal.order`); `builders`: the params
 * builders its terminal shares (params-factory.ts).
 */
export function insert(root: Node, route: Route, shape: Shape, builders: ShapeBuilders | null, order: number): void {
  let node = root;
  const segments = shape.segments;
  let count = 0;
  let glob = -1;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as object;
    if ('glob' in segment) glob = i;
    if (!('literal' in segment)) count++;
  }
  // A glob's route takes its format in the glob walk, not where the forward walk splits one.
  const formats = shape.format !== 'none' && glob === -1;
  if (formats) root.formats = true;
  // In path order. Most parameters have no constraint: their terminals share one list of
  // nulls per length. A route with a constraint or a glob gets a list of its own length
  // (support/own.ts `compact`).
  const total = count;
  let checks: Check[] | null = null;
  let dots = false;
  count = 0;
  // Constraint tests load with the first constrained route (matcher/on-demand.ts).
  const constraints = isEmptyObject(route.requirements) ? null : constraintModules();
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Shape['segments'][number];
    if ('glob' in segment) (checks ??= new Array<Check>(total).fill(null))[count++] = ANY_VALUE;
    else if ('param' in segment) {
      const name = route.pattern.names[segment.param] as string;
      const check = constraints?.valueTest(route, name);
      if (constraints !== null && check !== undefined) {
        (checks ??= new Array<Check>(total).fill(null))[count] = check;
        if (!dots) dots = constraints.canMatchChar(route.requirements[name] as RegExp | string, '.');
      }
      count++;
    }
  }
  // The segments after a glob go under its child from the path's end (glob-walk.ts).
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[glob === -1 || s <= glob ? s : glob + segments.length - s] as Shape['segments'][number];
    if ('literal' in segment) {
      node.statics ??= new Map();
      let next = node.statics.get(segment.literal);
      if (!next) node.statics.set(segment.literal, (next = new Node()));
      node = next;
    } else if ('glob' in segment) node = node.glob ??= new Node();
    else node = node.param ??= new Node();
    if (formats) node.formats = true;
  }
  const formatCheck =
    shape.format === 'none' || constraints === null ? null : (constraints.valueTest(route, 'format') ?? null);
  const parts = { order, slots: null, format: shape.format, checks: checks ?? nullChecks(total), formatCheck, dots };
  const terminal =
    shape.slots === undefined
      ? new Terminal(route, builders, parts)
      : new RemappedTerminal(route, builders, { ...parts, slots: shape.slots });
  if (node.terminals === NO_TERMINALS) node.terminals = [terminal];
  else node.terminals.push(terminal);
  if (shape.greedyCore) node.lastDot = true;
}

/**
 * Seals the node and every node below it (not a pending branch: `ripe` seals it): the verb
 * tables made from its terminals, a place in `slots` for each plain one and for few static
 * children, each node's `minOrder`, which it returns.
 */
export function seal(node: Node, slots: TrieSlots): number {
  // A root child not yet built: its routes' lowest order was counted as they were put aside.
  if (node.pending !== null) return node.minOrder;
  const terminals = node.terminals;
  let min = NO_ORDER;
  if (terminals !== NO_TERMINALS) {
    // Mostly every terminal takes a path both with and without a format (`(.:format)`): then
    // both tables share the node's list. The node lets it go: the walk reads the tables.
    let bare = 0;
    let dotted = 0;
    for (let i = 0; i < terminals.length; i++) {
      const terminal = terminals[i] as Terminal;
      if (terminal.format !== 'required') bare++;
      if (terminal.format !== 'none') dotted++;
      if (terminal.order < min) min = terminal.order;
    }
    const all = terminals.length === 1 ? terminals : terminals.slice();
    // The same routes, none with a format constraint: both tables would answer alike, so
    // they are one (and its answers are worked out once).
    if (bare === all.length && dotted === all.length && !formatChecked(all))
      node.bare = node.dotted = new VerbTable(all, false);
    else {
      if (bare > 0) node.bare = new VerbTable(bare === all.length ? all : withFormat(all, false, bare), false);
      if (dotted > 0) node.dotted = new VerbTable(dotted === all.length ? all : withFormat(all, true, dotted), true);
    }
    node.terminals = NO_TERMINALS;
    const { bare: bareTable, dotted: dottedTable } = node;
    if (bareTable !== null && bareTable.plain) node.bareAt = slots.reserve(bareTable);
    if (dottedTable !== null && dottedTable.plain)
      node.dottedAt = dottedTable === bareTable ? node.bareAt : slots.reserve(dottedTable);
  }
  const statics = node.statics;
  if (statics) {
    if (statics.size <= SCAN_LIMIT) {
      node.scanAt = slots.scan(statics);
      node.scanEnd = node.scanAt + statics.size * 3;
    }
    let longest = 0;
    statics.forEach((child, label) => {
      if (label.length > longest) longest = label.length;
      if (label.indexOf('.') !== -1) child.dotInName = true;
      const below = seal(child, slots);
      if (below < min) min = below;
    });
    node.longestLabel = longest;
  }
  if (node.param) min = Math.min(min, seal(node.param, slots));
  if (node.glob) min = Math.min(min, seal(node.glob, slots));
  return (node.minOrder = min);
}

function formatChecked(terminals: readonly Terminal[]): boolean {
  for (let i = 0; i < terminals.length; i++) if ((terminals[i] as Terminal).formatCheck !== null) return true;
  return false;
}

/** The terminals a path with (or without) a format reaches, `count` of them, in order. */
function withFormat(terminals: readonly Terminal[], dotted: boolean, count: number): Terminal[] {
  const out = new Array<Terminal>(count);
  let at = 0;
  for (let i = 0; i < terminals.length; i++) {
    const terminal = terminals[i] as Terminal;
    if (dotted ? terminal.format !== 'none' : terminal.format !== 'required') out[at++] = terminal;
  }
  return out;
}

/**
 * A node with no route ending at it (most) shares this list: `insert` replaces it rather
 * than push to it. Not frozen, as the shared lists below: a frozen array is another
 * elements kind where the walk reads them.
 */
const NO_TERMINALS: Terminal[] = [];
/** The checks of parameters without constraints, all null, shared by length; never written to. */
const NULL_CHECKS: Check[][] = [];

function nullChecks(count: number): Check[] {
  let checks = NULL_CHECKS[count];
  if (checks === undefined) NULL_CHECKS[count] = checks = new Array<Check>(count).fill(null);
  return checks;
}

/**
 * The static children whose bucket key (`bucketKey`) is the same: name, child, name, child...
 * in one list (one object a lookup loads, not a list of names and one of children).
 */
type Bucket = Array<string | Node>;

/**
 * A bucket's place: the name's length, its first character and its last two, mixed and cut
 * to the table's size (a power of two, `mask` one less). Names that share a length and
 * their first character are common (`res0`..`res99`, `v1`/`v2`, `accounts`/`articles`):
 * keyed by those two alone, the 100-way root of `bench:http`'s table compared ~14 names a
 * request (counted under callgrind), where this key compares about one. Names are compared
 * after, so a shared place costs only a compare.
 */
function bucketKey(size: number, first: number, beforeLast: number, last: number, mask: number): number {
  return (((size * 31 + first) * 31 + beforeLast) * 31 + last) & mask;
}

/** A name's `bucketKey` (a one-character name has no character before its last: 0, as for a segment). */
function nameKey(name: string, mask: number): number {
  const size = name.length;
  return bucketKey(size, name.charCodeAt(0), size > 1 ? name.charCodeAt(size - 2) : 0, name.charCodeAt(size - 1), mask);
}

/**
 * The static child for `path[start, end)`; `slots`: the matcher's (trie-slots.ts). Few
 * children are compared in place, the first character before the name's length and text
 * (first, name and child in the slots, in threes: an object per child was ~5% of a lookup on
 * the harness mix, three parallel lists ~2 more first-level cache misses a lookup than one,
 * a list of the node's own one more object a lookup loads). Many are found at a place in
 * one array made of the segment's length and three of its characters (`bucketKey`), then
 * compared as one
 * substring: no string hash (a `Map` probe by the segment's text was ~420 instructions of a
 * lookup on the harness's 100-way root under valgrind, its new substring hashed on every
 * lookup; a `Map` keyed by the number ~46 more than the array; comparing in place, by
 * characters or `startsWith`, ~190 more than the substring, and measured again with
 * callgrind: the character loop +190 a lookup, with more mispredicted branches).
 */
export function staticChild(
  slots: readonly Slot[],
  node: Node,
  path: string,
  start: number,
  end: number,
): Node | undefined {
  const size = end - start;
  const scanEnd = node.scanEnd;
  if (scanEnd !== NO_SLOTS) {
    const first = path.charCodeAt(start);
    let segment: string | undefined;
    for (let i = node.scanAt; i < scanEnd; i += 3) {
      if (slots[i] !== first) continue;
      const label = slots[i + 1] as string;
      if (label.length === size && (segment ??= path.slice(start, end)) === label) return ripe(slots[i + 2] as Node);
    }
    return undefined;
  }
  // Longer than every name, or no static child at all.
  if (size > node.longestLabel || size === 0) return undefined;
  const buckets = node.buckets ?? bucketsOf(node);
  const key = bucketKey(
    size,
    path.charCodeAt(start),
    size > 1 ? path.charCodeAt(end - 2) : 0,
    path.charCodeAt(end - 1),
    buckets.length - 1,
  );
  const bucket = buckets[key];
  if (bucket === undefined) return undefined;
  const segment = path.slice(start, end);
  for (let i = 0; i < bucket.length; i += 2) if (bucket[i] === segment) return ripe(bucket[i + 1] as Node);
  return undefined;
}

/**
 * The buckets of a node's static children, made on the node's first lookup: four places a
 * name (a power of two), so that most places hold one name or none.
 */
function bucketsOf(node: Node): Array<Bucket | undefined> {
  let places = 32;
  while (places < (node.statics?.size ?? 0) * 4) places <<= 1;
  // Filled with undefined (not holes): the walk reads a packed array.
  const buckets = new Array<Bucket | undefined>(places).fill(undefined);
  node.statics?.forEach((child, name) => {
    const key = nameKey(name, places - 1);
    const bucket = buckets[key];
    if (bucket === undefined) buckets[key] = [name, child];
    else bucket.push(name, child);
  });
  return (node.buckets = buckets);
}
