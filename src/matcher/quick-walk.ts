/**
 * One walk over the path for the common lookup: static and parameter children tried at
 * each segment (static first), the verb's answer taken from each table reached by its
 * number, the route earliest in route order kept. A branch whose routes all come after the
 * best answer found is not walked (`Node.minIndex`), so a `resources` path visits one way
 * through the trie.
 *
 * Each segment is scanned once, in JavaScript: its end, its dots and the hash its static
 * child is found by (label-table.ts), with no substring cut for a static name. The walk
 * also takes a raw request URL (`recognizeUrl`): it stops at `?` or `#` and gives up on
 * anything normalizing would change (an escape, an empty segment, a trailing slash, a
 * target not starting with `/`), so most requests skip `normalizeRequestPath`.
 *
 * Anything unusual is left to the general path (undefined): a table with constraints or
 * request conditions, a dot where a parameter or the format could take it in more than one
 * way, a route outside the trie that matches, HEAD or a 405 across several tables.
 */
import { BAD_REQUEST, NOT_FOUND, type Recognition } from './recognizer';
import { LabelTable } from './label-table';
import type { Node } from './trie';
import { HEAD, verbNumber, type Terminal, type VerbTable } from './verb-table';
import type { Recognized } from './types';

/** The walk found a route: `bestTerminal` and `best` hold it. */
const FOUND = 0;

export interface QuickContext {
  readonly root: Node;
  /** Some route is outside the trie: a miss here is not yet a 404. */
  readonly hasFallback: boolean;
  /** Whether a route outside the trie matches the path (then the general path answers). */
  fallbackMatches(path: string): boolean;
}

/** The static child labelled `path[start, end)` (its hash worked out by the scan). */
function staticChild(node: Node, path: string, start: number, end: number, hash: number): Node | undefined {
  let labels = node.labels;
  if (labels === null) {
    if (node.statics === null) return undefined;
    // Made on a node's first lookup: most nodes of a large table are never walked.
    labels = node.labels = new LabelTable(node.statics);
  }
  return labels.get(path, start, end, hash);
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
  /** A raw request URL: stop at `?`/`#`, give up on what normalizing would change. */
  private raw = false;
  /** Where the path ends: its length, or a raw URL's first `?` or `#` once the scan met it. */
  private limit = 0;
  /** What `scan` found in the segment: its first dot, how many, its hash and the hash before the dot. */
  private dot = -1;
  private dots = 0;
  private hash = 0;
  private dotHash = 0;
  /** Some segment scanned held a `%` (a normalized path): values are decoded when params are made. */
  private escaped = false;

  constructor(private readonly context: QuickContext) {}

  /** The answer for a normalized path, or undefined for the general path. */
  recognize(method: string, path: string): Recognition | undefined {
    const answer = this.run(method, path, false);
    return answer === FOUND ? this.found() : answer;
  }

  /**
   * The answer for a request URL as sent (query included), or undefined when it needs the
   * general path or normalizing first (a miss, too: an escape further on could make it a 400).
   */
  recognizeUrl(method: string, url: string): Recognition | undefined {
    const answer = this.runUrl(method, url);
    return answer === FOUND ? this.found() : answer;
  }

  /**
   * `recognizeUrl` for `Router.recognize`: its answer object made here, the only object of a
   * lookup besides the params and the values (it was three: the walk's, the matcher's, the
   * router's).
   */
  lookupUrl(method: string, url: string): Recognized | null | undefined {
    const answer = this.runUrl(method, url);
    if (answer === FOUND) {
      const terminal = this.bestTerminal as Terminal;
      const params = this.escaped ? terminal.params.make(this.best) : terminal.params.makePlain(this.best);
      return params === null ? null : { params, route: terminal.params.info };
    }
    return answer === undefined ? undefined : null;
  }

  private runUrl(method: string, url: string): Recognition | typeof FOUND | undefined {
    if (url.charCodeAt(0) !== 47) return undefined;
    const answer = this.run(method, url, true);
    return answer === NOT_FOUND ? undefined : answer;
  }

  private found(): Recognition {
    const terminal = this.bestTerminal as Terminal;
    const params = this.escaped ? terminal.params.make(this.best) : terminal.params.makePlain(this.best);
    return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
  }

  /** FOUND with `bestTerminal` and `best` set; another answer; undefined for the general path. */
  private run(method: string, path: string, raw: boolean): Recognition | typeof FOUND | undefined {
    const verb = verbNumber(method);
    if (verb === -1) return undefined;
    this.reset(verb, path, raw);
    const context = this.context;
    const second = path.charCodeAt(1);
    if (path.length === 1 || (raw && (second === 63 || second === 35))) {
      this.limit = 1;
      this.consider(context.root.bare, 0, undefined);
    } else this.descend(context.root, path, 1, 0);
    if (this.bail) return undefined;
    if (context.hasFallback && (this.reached === 0 || context.fallbackMatches(this.limit === path.length ? path : path.slice(0, this.limit)))) return undefined;
    if (this.bestTerminal === undefined) {
      if (this.reached === 0) return NOT_FOUND;
      // Allow across several tables, or HEAD's explicit routes across them: the general path.
      if (this.reached > 1) return undefined;
      return { kind: 'method-not-allowed', allowed: (this.table as VerbTable).allowed };
    }
    if (this.reached > 1 && verb === HEAD) return undefined;
    return FOUND;
  }

  private reset(verb: number, path: string, raw: boolean): void {
    this.verb = verb;
    this.raw = raw;
    this.limit = path.length;
    this.escaped = false;
    this.bestTerminal = undefined;
    this.bestIndex = Infinity;
    this.bound = Infinity;
    this.table = null;
    this.reached = 0;
    this.bail = false;
  }

  /**
   * The segment from `start` (just after a slash): returns its end and sets `dot`, `dots`,
   * `hash` and `dotHash`; -1 for an escape in a raw URL. One JavaScript loop does what the
   * normalization RegExp, an `indexOf('/')` per segment and the hash of a substring did
   * (instructions per path of the harness mix, valgrind: RegExp ~520, `indexOf` per segment
   * ~440, Map.get of a new substring a C++ hash each; this loop over the whole path ~670).
   */
  private scan(path: string, start: number): number {
    const limit = this.limit;
    let hash = 0;
    let dot = -1;
    let dots = 0;
    let dotHash = 0;
    let i = start;
    for (; i < limit; i++) {
      const code = path.charCodeAt(i);
      if (code === 47 /* / */) break;
      if (code === 46 /* . */) {
        if (dots++ === 0) {
          dot = i;
          dotHash = hash;
        }
      } else if ((code === 63 /* ? */ || code === 35) /* # */ && this.raw) {
        this.limit = i;
        break;
      } else if (code === 37 /* % */) {
        if (this.raw) return -1;
        this.escaped = true;
      }
      hash = (Math.imul(hash, 31) + code) | 0;
    }
    this.dot = dot;
    this.dots = dots;
    this.hash = hash;
    this.dotHash = dotHash;
    return i;
  }

  /** The segments from `start` (just after a slash) below `node`; `depth` values so far. */
  private descend(node: Node, path: string, start: number, depth: number): void {
    const end = this.scan(path, start);
    // An escape, or an empty segment (`//`, a trailing slash) of a raw URL: normalize first.
    if (end <= start) {
      this.bail = true;
      return;
    }
    if (end >= this.limit) return this.last(node, path, start, end, depth);
    const dot = this.dot;
    const child = staticChild(node, path, start, end, this.hash);
    if (child !== undefined && child.minIndex < this.bound) this.descend(child, path, end + 1, depth);
    const param = node.param;
    if (param !== null && param.minIndex < this.bound) {
      // A dot in a parameter: only a constraint could take it (the general path).
      if (dot !== -1) {
        this.bail = true;
        return;
      }
      this.values[depth] = path.slice(start, end);
      this.descend(param, path, end + 1, depth + 1);
    }
  }

  /**
   * The last segment, `path[start, end)`: the whole of it as a static name or a parameter;
   * with one dot inside, the part before it as a static name or a parameter and the rest as
   * the format.
   */
  private last(node: Node, path: string, start: number, end: number, depth: number): void {
    const dot = this.dot;
    const dots = this.dots;
    const dotHash = this.dotHash;
    const child = staticChild(node, path, start, end, this.hash);
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
    if (dot === start || dot === end - 1 || dots > 1 || (param !== null && (param.lastDot || (param.bare !== null && !param.bare.plain)))) {
      this.bail = true;
      return;
    }
    const format = path.slice(dot + 1, end);
    if (dot - start <= node.longestLabel) {
      const named = staticChild(node, path, start, dot, dotHash);
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
