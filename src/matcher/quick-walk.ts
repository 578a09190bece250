/**
 * One walk over the path for the common lookup: static and parameter children tried at
 * each segment (static first), the verb's answer taken from each table reached by its
 * number, the route earliest in route order kept. A branch whose routes all come after the
 * best answer found is not walked (`Node.minIndex`), so a `resources` path visits one way
 * through the trie. Static paths are walked too: no whole-path `Map` probe (measured on the
 * shared harness's 1,100-route table, fresh strings, paired rounds: ×1.32–1.45 the lookups
 * of the static probe + one-way walk it replaced; probing the static `Map` first ×0.74–1.03).
 *
 * Anything unusual is left to the general path (undefined): a table with constraints or
 * request conditions, a dot where a parameter or the format could take it in more than one
 * way, a route outside the trie that matches, HEAD or a 405 across several tables.
 */
import { BAD_REQUEST, NOT_FOUND, type Recognition } from './recognizer';
import { staticChild, type Node } from './trie';
import { HEAD, verbNumber, type Terminal, type VerbTable } from './verb-table';

export interface QuickContext {
  readonly root: Node;
  /** Some route is outside the trie: a miss here is not yet a 404. */
  readonly hasFallback: boolean;
  /** Whether a route outside the trie matches the path (then the general path answers). */
  fallbackMatches(path: string): boolean;
}

/**
 * The walk's state, reused from lookup to lookup (measured: a values array and a hit object
 * per lookup were ~14% of a dynamic lookup). A lookup runs to the end without calling out
 * to user code, so one walker per matcher is never re-entered.
 */
export class QuickWalk {
  /** The values along the current way; only `[0, depth)` is meaningful. */
  private readonly values: string[] = [];
  /** The best answer's values and format, copied when it is found. */
  private readonly best: Array<string | undefined> = [];
  private bestTerminal: Terminal | undefined = undefined;
  private bestIndex = Infinity;
  /**
   * Branches whose routes all come after this index are not walked: the best answer so far,
   * or none for HEAD (an explicit HEAD route later in route order beats GET's).
   */
  private bound = Infinity;
  /** The first table reached, and how many were. */
  private table: VerbTable | null = null;
  private reached = 0;
  private bail = false;
  private verb = 0;

  constructor(private readonly context: QuickContext) {}

  recognize(method: string, path: string): Recognition | undefined {
    const verb = verbNumber(method);
    if (verb === -1) return undefined;
    this.reset(verb);
    const context = this.context;
    if (path.length === 1) this.consider(context.root.bare, 0, undefined);
    else this.descend(context.root, path, 1, 0);
    if (this.bail) return undefined;
    if (context.hasFallback && (this.reached === 0 || context.fallbackMatches(path))) return undefined;
    const terminal = this.bestTerminal;
    if (terminal === undefined) {
      if (this.reached === 0) return NOT_FOUND;
      // Allow across several tables, or HEAD's explicit routes across them: the general path.
      if (this.reached > 1) return undefined;
      return { kind: 'method-not-allowed', allowed: (this.table as VerbTable).allowed };
    }
    if (this.reached > 1 && verb === HEAD) return undefined;
    const params = terminal.params.make(this.best);
    return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
  }

  private reset(verb: number): void {
    this.verb = verb;
    this.bestTerminal = undefined;
    this.bestIndex = Infinity;
    this.bound = Infinity;
    this.table = null;
    this.reached = 0;
    this.bail = false;
  }

  /** The segments from `start` (just after a slash) below `node`; `depth` values so far. */
  private descend(node: Node, path: string, start: number, depth: number): void {
    let end = path.indexOf('/', start);
    if (end === -1) return this.last(node, path, start, depth);
    const child = staticChild(node, path, start, end);
    if (child !== undefined && child.minIndex < this.bound) this.descend(child, path, end + 1, depth);
    const param = node.param;
    if (param !== null && param.minIndex < this.bound) {
      const value = path.slice(start, end);
      // A dot in a parameter: only a constraint could take it (the general path).
      if (value.indexOf('.') !== -1) {
        this.bail = true;
        return;
      }
      this.values[depth] = value;
      this.descend(param, path, end + 1, depth + 1);
    }
  }

  /**
   * The last segment: the whole of it as a static name or a parameter; with one dot inside,
   * the part before it as a static name or a parameter and the rest as the format.
   */
  private last(node: Node, path: string, start: number, depth: number): void {
    const end = path.length;
    const dot = path.indexOf('.', start);
    const child = staticChild(node, path, start, end);
    if (child !== undefined) this.consider(child.bare, depth, undefined);
    const param = node.param;
    if (dot === -1) {
      if (param !== null) {
        this.values[depth] = path.slice(start, end);
        this.consider(param.bare, depth + 1, undefined);
      }
      return;
    }
    if (!node.formats) {
      // A plain parameter takes no dot; a constrained one might.
      if (param?.bare && !param.bare.plain) this.bail = true;
      return;
    }
    if (dot === start || dot === end - 1 || path.indexOf('.', dot + 1) !== -1 || (param !== null && (param.lastDot || (param.bare !== null && !param.bare.plain)))) {
      this.bail = true;
      return;
    }
    const format = path.slice(dot + 1);
    if (dot - start <= node.longestLabel) {
      const named = staticChild(node, path, start, dot);
      if (named !== undefined) this.consider(named.dotted, depth, format);
    }
    if (param !== null) {
      this.values[depth] = path.slice(start, dot);
      this.consider(param.dotted, depth + 1, format);
    }
  }

  /** A table the path reaches: its answer for the verb, kept when earliest in route order. */
  private consider(table: VerbTable | null, depth: number, format: string | undefined): void {
    if (table === null) return;
    if (!table.plain) {
      this.bail = true;
      return;
    }
    if (this.reached++ === 0) this.table = table;
    const terminal = table.takeAt(this.verb);
    if (terminal === undefined || terminal.route.index >= this.bestIndex) return;
    this.bestTerminal = terminal;
    this.bestIndex = terminal.route.index;
    if (this.verb !== HEAD) this.bound = this.bestIndex;
    const best = this.best;
    const values = this.values;
    for (let i = 0; i < depth; i++) best[i] = values[i];
    // The format's slot; a route without one never reads it.
    best[depth] = format;
  }
}
