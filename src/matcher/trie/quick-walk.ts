/**
 * One walk over the path for the common lookup: static and parameter children tried at
 * each segment (static first), the verb's answer taken from each table reached by its
 * number, the route earliest in route order kept. A branch whose routes all come after the
 * best answer found is not walked (`Node.minIndex`), so a `resources` path visits one way
 * through the trie. Static paths are walked too: no whole-path `Map` probe (measured on the
 * shared harness's 1,100-route table, fresh strings, paired rounds: ×1.32–1.45 the lookups
 * of the static probe + one-way walk it replaced; probing the static `Map` first ×0.74–1.03).
 *
 * The walk also takes a request URL as sent (`recognizeUrl`, `lookupUrl`): the path ends at
 * the first `?` or `#`, and a URL normalizing would change (an empty segment, a trailing
 * slash, no leading `/`; any URL when a route's path holds a `%`) is left to
 * `normalizeRequestPath`. Escapes in values need no normalizing: params decode them either
 * way, and a malformed one is a 400 here as there (raw-url.property.test.ts holds both ways
 * to the same answers).
 *
 * Anything unusual is left to the general path (undefined): a table with constraints or
 * request conditions, a dot where a parameter or the format could take it in more than one
 * way, a route outside the trie that matches, HEAD or a 405 across several tables.
 */
import { BAD_REQUEST, NOT_FOUND, type Recognition } from '../recognizer';
import { staticChild, type Node } from './trie';
import { HEAD, verbNumber, type Terminal, type VerbTable } from './verb-table';
import type { Recognized } from '../types';

/** The walk found a route: `bestTerminal` and `best` hold it. */
const FOUND = 0;

export interface QuickContext {
  readonly root: Node;
  /**
   * Some route's path holds a `%` (a static name may): a URL as sent may spell it otherwise
   * (lower-case hex), so every URL is normalized first.
   */
  readonly escapedLabels: boolean;
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
  /** Where the path ends: its length, or a URL's first `?` or `#`. */
  private limit = 0;

  constructor(private readonly context: QuickContext) {}

  /** The answer for a normalized path, or undefined for the general path. */
  recognize(method: string, path: string): Recognition | undefined {
    const answer = this.run(method, path, path.length);
    return answer === FOUND ? this.found() : answer;
  }

  /**
   * The answer for a request URL as sent (query included), or undefined when it needs
   * normalizing or the general path (a miss, too: normalizing could make it a 400).
   */
  recognizeUrl(method: string, url: string): Recognition | undefined {
    const answer = this.runUrl(method, url);
    return answer === FOUND ? this.found() : answer;
  }

  /**
   * `recognizeUrl` as `Router.recognize` answers: its answer object made here, the only
   * object of a lookup besides the params and the values (there were three: the walk's, the
   * matcher's and the router's, and a `route.info()` call).
   */
  lookupUrl(method: string, url: string): Recognized | null | undefined {
    const answer = this.runUrl(method, url);
    if (answer === FOUND) {
      const slot = (this.bestTerminal as Terminal).params;
      const params = slot.make(this.best);
      return params === null ? null : { params, route: slot.info };
    }
    return answer === undefined ? undefined : null;
  }

  private runUrl(method: string, url: string): Recognition | typeof FOUND | undefined {
    if (url.charCodeAt(0) !== 47 || this.context.escapedLabels) return undefined;
    // Two native scans (~120 instructions each under valgrind) where the normalization
    // RegExp and its checks took ~600.
    let limit = url.indexOf('?');
    if (limit === -1) limit = url.length;
    const fragment = url.indexOf('#');
    if (fragment !== -1 && fragment < limit) limit = fragment;
    const answer = this.run(method, url, limit);
    if (answer === NOT_FOUND) return undefined;
    // A 405 builds no params: a malformed escape in the path must still make it a 400.
    if (answer !== FOUND && answer !== undefined && answer.kind === 'method-not-allowed') {
      const escape = url.indexOf('%');
      if (escape !== -1 && escape < limit) return undefined;
    }
    return answer;
  }

  private found(): Recognition {
    const terminal = this.bestTerminal as Terminal;
    const params = terminal.params.make(this.best);
    return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
  }

  /** FOUND with `bestTerminal` and `best` set; another answer; undefined for the general path. */
  private run(method: string, path: string, limit: number): Recognition | typeof FOUND | undefined {
    const verb = verbNumber(method);
    if (verb === -1) return undefined;
    this.reset(verb, limit);
    const context = this.context;
    if (limit === 1) this.consider(context.root.bare, 0, undefined);
    else this.descend(context.root, path, 1, 0);
    if (this.bail) return undefined;
    if (
      context.hasFallback &&
      (this.reached === 0 || context.fallbackMatches(limit === path.length ? path : path.slice(0, limit)))
    )
      return undefined;
    if (this.bestTerminal === undefined) {
      if (this.reached === 0) return NOT_FOUND;
      // Allow across several tables, or HEAD's explicit routes across them: the general path.
      if (this.reached > 1) return undefined;
      return { kind: 'method-not-allowed', allowed: (this.table as VerbTable).allowed };
    }
    if (this.reached > 1 && verb === HEAD) return undefined;
    return FOUND;
  }

  private reset(verb: number, limit: number): void {
    this.verb = verb;
    this.limit = limit;
    this.bestTerminal = undefined;
    this.bestIndex = Infinity;
    this.bound = Infinity;
    this.table = null;
    this.reached = 0;
    this.bail = false;
  }

  /** The segments from `start` (just after a slash) below `node`; `depth` values so far. */
  private descend(node: Node, path: string, start: number, depth: number): void {
    const limit = this.limit;
    let end = path.indexOf('/', start);
    if (end === -1 || end >= limit) end = limit;
    // An empty segment (`//`, a trailing slash) of a URL as sent: normalizing removes it.
    if (end === start) {
      this.bail = true;
      return;
    }
    if (end === limit) return this.last(node, path, start, end, depth);
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
  private last(node: Node, path: string, start: number, end: number, depth: number): void {
    let dot = path.indexOf('.', start);
    if (dot >= end) dot = -1;
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
    const second = path.indexOf('.', dot + 1);
    if (
      dot === start ||
      dot === end - 1 ||
      (second !== -1 && second < end) ||
      (param !== null && (param.lastDot || (param.bare !== null && !param.bare.plain)))
    ) {
      this.bail = true;
      return;
    }
    const format = path.slice(dot + 1, end);
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
    if (terminal === undefined || terminal.index >= this.bestIndex) return;
    this.bestTerminal = terminal;
    this.bestIndex = terminal.index;
    if (this.verb !== HEAD) this.bound = this.bestIndex;
    const best = this.best;
    const values = this.values;
    for (let i = 0; i < depth; i++) best[i] = values[i];
    // The format's slot; a route without one never reads it.
    best[depth] = format;
  }
}
