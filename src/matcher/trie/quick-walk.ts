/**
 * One walk over the path for the common lookup: static and parameter children tried at
 * each segment (static first), the verb's answer taken from each table reached by its
 * number, the route earliest in route order kept. A branch whose routes all come after the
 * best answer found is not walked (`Node.minOrder`), so a `resources` path visits one way
 * through the trie. Static paths are walked too: no whole-path `Map` probe (measured on the
 * shared harness's 1,100-route table, fresh strings, paired rounds: ×1.32–1.45 the lookups
 * of the static probe + one-way walk it replaced; probing the static `Map` first ×0.74–1.03).
 *
 * The walk also takes a request URL as sent (`recognizeUrl`, `lookupUrl`): the path ends at
 * the first `?` or `#`, which the walk finds where it meets them rather than by a search of
 * every URL (see `descend`). A URL normalizing would change (an empty segment, a trailing
 * slash, no leading `/`; any URL when a route's path holds a `%`, `?` or `#`) is left to
 * `normalizeRequestPath`. Escapes in values need no normalizing: params decode them either
 * way, and a malformed one is a 400 here as there (raw-url.property.test.ts holds both ways
 * to the same answers); a walk whose values hold no `%` has its params built without a
 * decoder.
 *
 * Anything unusual is left to the general path (undefined): a table with constraints or
 * request conditions, a dot where a parameter or the format could take it in more than one
 * way, a route outside the trie that matches, HEAD or a 405 across several tables.
 */
import { BAD_REQUEST, NOT_FOUND, type Recognition } from '../recognizer';
import { runStats } from '../work';
import { staticChild, type Node } from './trie';
import { walkGlob } from './glob-walk';
import { HEAD, verbNumber, type VerbTable } from './verb-table';
import type { Terminal } from './terminal';
import { WalkRecord } from './walk-record';
import { NO_SLOTS, type Slot, type TrieSlots } from './trie-slots';
import type { Recognized } from '../types';

const DOT = 46;
const HASH = 35;
const PERCENT = 37;
const QUERY = 63;
const SLASH = 47;

/** How a walk ended. FOUND: `bestTerminal` and `best` hold the route. */
const FOUND = 0;
/** No route has this path. */
const MISSED = 1;
/** One table has the path and no route of it takes the verb: its `allowed` is the 405's. */
const NOT_ALLOWED = 2;
/** The path is a route's, but not for this verb, and the `Allow` list needs the general path. */
const NOT_ALLOWED_ELSEWHERE = 3;
/** The general path answers (normalizing, request conditions, routes outside the trie). */
const GENERAL = 4;
type Outcome = typeof FOUND | typeof MISSED | typeof NOT_ALLOWED | typeof NOT_ALLOWED_ELSEWHERE | typeof GENERAL;

export interface QuickContext {
  readonly root: Node;
  /**
   * Some route's path holds a `%`, `?` or `#` (a static name may): a URL as sent may spell the
   * first otherwise (lower-case hex), and the walk relies on no name holding the others, so
   * every URL is normalized first.
   */
  readonly escapedLabels: boolean;
  /** What the walk reads past a node (trie-slots.ts). */
  readonly trieSlots: TrieSlots;
  /** Some route is outside the trie: a miss here is not yet a 404. */
  readonly hasFallback: boolean;
  /** Whether a route outside the trie matches the path (then the general path answers). */
  fallbackMatches(path: string): boolean;
}

/** How a path is read: segment by segment, down the trie (the findings kept by `WalkRecord`). */
export class QuickWalk extends WalkRecord {
  /**
   * Whether the path holds an empty segment (`//`) before `limit`: looked for once a walk, on
   * its first glob child (-1 not yet, 0 no, 1 yes), not once per glob child reached.
   */
  private doubled = -1;
  /** Where the path ends: its length, or a URL's first `?` or `#` once the walk meets it. */
  private limit = 0;

  constructor(private readonly context: QuickContext) {
    super(context.trieSlots.list);
  }

  /** The answer for a normalized path, or undefined for the general path. */
  recognize(method: string, path: string): Recognition | undefined {
    return this.answer(this.run(method, path, path.length));
  }

  /**
   * The answer for a request URL as sent (query included), or undefined when it needs
   * normalizing or the general path. A miss or a 405 builds no params, so a malformed
   * escape in the path, which normalizing makes a 400, is left to it.
   */
  recognizeUrl(method: string, url: string): Recognition | undefined {
    const outcome = this.runUrl(method, url);
    if (outcome === FOUND || outcome === GENERAL) return this.answer(outcome);
    const escape = url.indexOf('%');
    return escape !== -1 && escape < this.limit ? undefined : this.answer(outcome);
  }

  /**
   * `recognizeUrl` as `Router.recognize` answers: its answer object made here, the only
   * object of a lookup besides the params and the values. A miss, a 405 and a 400 are all
   * null to it, so none needs the general path.
   */
  lookupUrl(method: string, url: string): Recognized | null | undefined {
    const outcome = this.runUrl(method, url);
    if (outcome === FOUND) {
      const terminal = this.bestTerminal as Terminal;
      const params = terminal.make(this.best, this.escaped);
      return params === null ? null : { params, route: terminal.info };
    }
    return outcome === GENERAL ? undefined : null;
  }

  private runUrl(method: string, url: string): Outcome {
    if (url.charCodeAt(0) !== 47 || this.context.escapedLabels) return GENERAL;
    // No search for the query or a fragment: the walk meets them (see `descend`).
    return this.run(method, url, url.length);
  }

  /** The outcome as the matcher answers it (undefined: the general path). */
  private answer(outcome: Outcome): Recognition | undefined {
    switch (outcome) {
      case FOUND: {
        const terminal = this.bestTerminal as Terminal;
        const params = terminal.make(this.best, this.escaped);
        return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
      }
      case MISSED:
        return NOT_FOUND;
      case NOT_ALLOWED:
        return { kind: 'method-not-allowed', allowed: (this.table as VerbTable).allowed };
      default:
        return undefined;
    }
  }

  /**
   * How the walk over `path[0, limit)` ended (a URL's path may end sooner, at a `?` or `#`
   * the walk meets: `this.limit`); FOUND with `bestTerminal` and `best` set.
   */
  private run(method: string, path: string, limit: number): Outcome {
    runStats.walks++;
    const verb = verbNumber(method);
    if (verb === -1) return GENERAL;
    this.begin(verb);
    this.limit = limit;
    this.doubled = -1;
    const context = this.context;
    if (limit === 1) this.considerAt(context.root.bareAt, context.root.bare, 0, undefined);
    else this.descend(context.root, path, 1, 0);
    if (this.bail) return GENERAL;
    const end = this.limit;
    if (
      context.hasFallback &&
      (this.reached === 0 || context.fallbackMatches(end === path.length ? path : path.slice(0, end)))
    )
      return GENERAL;
    if (this.bestTerminal === undefined) {
      // A trailing slash makes the last segment look like a middle one (`/a.json/` is
      // `/a.json`, a format, once normalized): a way that died before it is no answer.
      if (end > 1 && path.charCodeAt(end - 1) === SLASH) return GENERAL;
      if (this.reached === 0) return MISSED;
      // Allow across several tables (or from the routes of one whose checks held): the general path.
      return this.reached > 1 || this.checked ? NOT_ALLOWED_ELSEWHERE : NOT_ALLOWED;
    }
    // HEAD's explicit routes across several tables: the general path.
    if (this.reached > 1 && verb === HEAD) return GENERAL;
    return FOUND;
  }

  /**
   * The segments from `start` (just after a slash) below `node`; `depth` values so far.
   *
   * A URL's query or fragment is not searched for up front: no static name holds a `?` or
   * `#`, so the first way to reach the segment holding one fails its static compare (or reads
   * it as a value) and reads its characters, finds the path's true end there and takes the
   * segment as the last. No way got past that segment before (none could), and every way
   * after reads the path only up to the end found.
   */
  private descend(node: Node, path: string, start: number, depth: number): void {
    // First: a glob child may find the path's end (globChild).
    const glob = node.glob;
    if (glob !== null && glob.minOrder < this.bound) this.globChild(glob, path, start, depth);
    const limit = this.limit;
    const param = node.param;
    // A parameter's segment whose first character begins no static name (an id under a
    // resource): read once, to its end, no search for the slash first (an `indexOf` is ~100
    // instructions; counted on the harness mix under valgrind, 3,166 -> 3,006 a lookup). A
    // character that needs a second look (a dot, an escape, a `?` or `#`, an empty segment)
    // leaves the segment to the reading below.
    if (param !== null && param.minOrder < this.bound && beginsNoName(this.slots, node, path.charCodeAt(start))) {
      let i = start;
      let char = 0;
      while (i < limit) {
        char = path.charCodeAt(i);
        // Digits, letters, `_` and `-` (most of a value) need no second look.
        if (char <= SLASH ? char === SLASH || char === DOT || char === PERCENT || char === HASH : char === QUERY) break;
        i++;
      }
      if (i > start) {
        if (i === limit) {
          this.values[depth] = path.slice(start, i);
          this.considerAt(param.bareAt, param.bare, depth + 1, undefined);
          return;
        }
        if (char === SLASH) {
          this.values[depth] = path.slice(start, i);
          this.descend(param, path, i + 1, depth + 1);
          return;
        }
      }
    }
    let end = path.indexOf('/', start);
    if (end === -1 || end >= limit) end = limit;
    // An empty segment (`//`, a trailing slash) of a URL as sent: normalizing removes it.
    if (end === start) {
      this.bail = true;
      return;
    }
    if (end === limit) return this.last(node, path, start, end, depth);
    const child = staticChild(this.slots, node, path, start, end);
    if (child !== undefined && child.minOrder < this.bound) this.descend(child, path, end + 1, depth);
    const takesParam = param !== null && param.minOrder < this.bound;
    if (child !== undefined && !takesParam) return;
    // Read in place (optimized code: cheaper than a native search a character to look for).
    let dot = false;
    for (let i = start; i < end; i++) {
      const char = path.charCodeAt(i);
      // Digits, letters and `_` (most of a value) are above the dot and not `?`: one compare.
      if (char > DOT && char !== QUERY) continue;
      if (char === DOT) dot = true;
      else if (char === PERCENT) this.escaped = true;
      else if (char === QUERY || char === HASH) {
        // The path ends in this segment (no static name matched it: none holds the character).
        this.limit = i;
        if (i === start) this.bail = true;
        else this.last(node, path, start, i, depth);
        return;
      }
    }
    if (!takesParam) {
      // A way that ends here: when the query or fragment, or an empty segment, follows this
      // segment, it may be the path's last (normalizing drops the slashes: `/a.json/?q`,
      // `/a.json//#f`): the general path answers. One character read, however many slashes.
      const next = path.charCodeAt(end + 1);
      if (next === QUERY || next === HASH || next === SLASH) this.bail = true;
      return;
    }
    // A dot in a parameter: only a constraint could take it (the general path).
    if (dot) {
      this.bail = true;
      return;
    }
    this.values[depth] = path.slice(start, end);
    this.descend(param, path, end + 1, depth + 1);
  }

  /**
   * The last segment: the whole of it as a static name or a parameter; with one dot inside,
   * the part before it as a static name or a parameter and the rest as the format. A `?` or
   * `#` in it ends it (and the path) there.
   */
  private last(node: Node, path: string, start: number, end: number, depth: number): void {
    let child = staticChild(this.slots, node, path, start, end);
    let dot = -1;
    let second = false;
    // A segment that is a static name holds no `%`, `?` or `#` (see `escapedLabels`), and a
    // dot only when the name does: most static hits read no character of it.
    if (child === undefined || child.dotInName) {
      const whole = end;
      for (let i = start; i < end; i++) {
        const char = path.charCodeAt(i);
        if (char > DOT && char !== QUERY) continue;
        if (char === DOT) {
          if (dot === -1) dot = i;
          else second = true;
        } else if (char === PERCENT) this.escaped = true;
        else if (char === QUERY || char === HASH) {
          this.limit = end = i;
          break;
        }
      }
      if (end === start) {
        // `/?q`: the root's own path; `/a/?q`: a trailing slash, which normalizing removes.
        if (start === 1) this.considerAt(node.bareAt, node.bare, depth, undefined);
        else this.bail = true;
        return;
      }
      if (end !== whole) child = staticChild(this.slots, node, path, start, end);
    }
    if (child !== undefined) this.considerAt(child.bareAt, child.bare, depth, undefined);
    const param = node.param;
    if (dot === -1) {
      if (param !== null && param.minOrder < this.bound) {
        this.values[depth] = path.slice(start, end);
        this.considerAt(param.bareAt, param.bare, depth + 1, undefined);
      }
      return;
    }
    if (!node.formats) {
      // A plain parameter takes no dot; a constrained one might.
      if (param?.bare?.dots) this.bail = true;
      return;
    }
    if (
      dot === start ||
      dot === end - 1 ||
      second ||
      (param !== null && (param.lastDot || (param.bare !== null && param.bare.dots)))
    ) {
      this.bail = true;
      return;
    }
    const format = path.slice(dot + 1, end);
    if (dot - start <= node.longestLabel) {
      const named = staticChild(this.slots, node, path, start, dot);
      if (named !== undefined) this.considerAt(named.dottedAt, named.dotted, depth, format);
    }
    if (param !== null) {
      this.values[depth] = path.slice(start, dot);
      this.considerAt(param.dottedAt, param.dotted, depth + 1, format);
    }
  }

  /**
   * The routes of a glob child on the rest of the path (glob-walk.ts). A URL as sent whose
   * rest normalizing would change (`//`, a trailing slash) is left to the general path.
   */
  private globChild(glob: Node, path: string, start: number, depth: number): void {
    let limit = this.limit;
    if (this.doubled === -1) {
      // The walk reached `start` through every segment before it, so it bailed at an empty
      // one and found a `?` or `#` there: one search from `start` for each serves the walk. A
      // glob's value is read without looking at its characters: a `%` in it counts.
      const query = path.indexOf('?', start);
      if (query !== -1 && query < limit) limit = query;
      const hash = path.indexOf('#', start);
      if (hash !== -1 && hash < limit) limit = hash;
      this.limit = limit;
      const double = path.indexOf('//', start);
      this.doubled = double !== -1 && double < limit ? 1 : 0;
      const escape = path.indexOf('%', start);
      if (escape !== -1 && escape < limit) this.escaped = true;
    }
    if (this.doubled === 1 || start >= limit || path.charCodeAt(limit - 1) === SLASH) {
      this.bail = true;
      return;
    }
    walkGlob(glob, path, start, limit, this.values, depth, this.visitGlob);
  }

  private readonly visitGlob = (table: VerbTable, depth: number, format: string | undefined): void =>
    this.consider(table, depth, format);
}

/** Whether no static child of `node` has a name beginning with this character. */
function beginsNoName(slots: readonly Slot[], node: Node, first: number): boolean {
  const scanEnd = node.scanEnd;
  if (scanEnd === NO_SLOTS) return node.statics === null;
  for (let i = node.scanAt; i < scanEnd; i += 3) if (slots[i] === first) return false;
  return true;
}
