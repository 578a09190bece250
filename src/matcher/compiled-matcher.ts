/**
 * The fast matcher. Routes whose segments are plain words or whole `:params`, with an
 * optional or required `.:format` at the end, go into a segment trie: static children in a
 * Map, one parameter child per node, parameter names applied at the end (they are the
 * route's), constraints and the format checked only at the terminal node. Every other route
 * (globs, inner optional parts, mounts, constraints that may span a slash) keeps its own
 * regular expression.
 *
 * `recognize` answers most requests without building the full match list: static paths from
 * per-verb answers worked out on the path's first request; dynamic paths by one walk that
 * picks the verb from the terminal node's table (also sealed on first use). Anything unusual (several nodes matching, constraints,
 * a regexp route matching) takes the general path: `find` + `recognizeAmong`.
 */
import type { Route } from '../definition/route';
import { execRoute } from './reference-matcher';
import { trieShape, type FormatMode, type Shape } from './trie-shape';
import { ParamsSlot, type ShapeBuilders } from './params-factory';
import { allowedVerbs, BAD_REQUEST, NOT_FOUND, paramsFrom, recognizeAmong, type Recognition } from './recognizer';
import type { Matcher, PathMatch } from './types';
import type { RequestLike } from './request-conditions';

/** A parameter check: `null` is the default `[^/.?]+` (non-empty, no dot). */
type Check = RegExp | null;

interface Terminal {
  route: Route;
  /** Builds this route's params from the walk's values (see params-factory.ts). */
  params: ParamsSlot;
  format: FormatMode;
  checks: Check[];
  /** `null`: the default `[^/.?]+`. */
  formatCheck: Check;
}

/**
 * The terminals of a node usable with (or without) a format, and the verb each answers.
 * Verb answers are worked out on the table's first lookup (measured: sealing every table
 * up front was ~10% of compiling 10,000 routes, most of which a process never serves).
 */
class VerbTable {
  readonly terminals: Terminal[] = [];
  /** No constraint, no request condition: the answer depends on path and verb only. */
  plain = true;
  /** The first terminal taking each verb (HEAD: an explicit HEAD route, else GET's); null until sealed. */
  private byVerb: Map<string, Terminal> | null = null;
  /** The first any-verb terminal: it answers verbs no route names. */
  private anyVerb: Terminal | undefined;
  private allowedVerbs: readonly string[] = [];

  add(terminal: Terminal, usesFormat: boolean): void {
    this.terminals.push(terminal);
    const checks = usesFormat ? [...terminal.checks, terminal.formatCheck] : terminal.checks;
    if (!terminal.route.unconditional || checks.some((check) => check !== null)) this.plain = false;
  }

  /** The terminal answering the verb (a verb no terminal names falls to the any-verb one). */
  take(method: string): Terminal | undefined {
    return (this.byVerb ?? this.seal()).get(method) ?? this.anyVerb;
  }

  /** The verbs this table's routes accept, for `Allow`. */
  get allowed(): readonly string[] {
    if (this.byVerb === null) this.seal();
    return this.allowedVerbs;
  }

  private seal(): Map<string, Terminal> {
    const byVerb = new Map<string, Terminal>();
    const verbs = new Set<string>(['GET', 'HEAD']);
    for (const { route } of this.terminals) for (const verb of route.verbs) verbs.add(verb);
    for (const verb of verbs) {
      const explicit = verb === 'HEAD' ? this.terminals.find((t) => t.route.verbs.includes('HEAD')) : undefined;
      const taker = explicit ?? this.terminals.find((t) => t.route.acceptsVerb(verb === 'HEAD' ? 'GET' : verb));
      if (taker) byVerb.set(verb, taker);
    }
    this.anyVerb = this.terminals.find((t) => t.route.verbs.length === 0);
    this.allowedVerbs = Object.freeze(allowedVerbs(this.terminals.map((t) => ({ route: t.route, values: [] }))));
    return (this.byVerb = byVerb);
  }
}

/** Up to this many static children are compared in place rather than looked up by a new substring. */
const SCAN_LIMIT = 8;

class Node {
  statics: Map<string, Node> | null = null;
  /** The static children as a list, when there are few of them (see SCAN_LIMIT). */
  scan: Array<[label: string, child: Node]> | null = null;
  param: Node | null = null;
  terminals: Terminal[] = [];
  /** For a path that ends here: terminals without a format, and with one. */
  bare: VerbTable | null = null;
  dotted: VerbTable | null = null;
  /** True when some terminal at or below takes a format: only then is a dot split worth trying. */
  formats = false;
}

/** One way the path reached a terminal node during the walk. */
interface Hit {
  table: VerbTable;
  values: string[];
  format: string | undefined;
}

/** A static path's answer for one verb: the route and values, or a 404/405. */
type StaticAnswer =
  | { kind: 'route'; route: Route; values: ReadonlyArray<string | undefined>; params: ParamsSlot }
  | Exclude<Recognition, { kind: 'found' }>;

/** A static path's answers, computed once per verb. */
interface StaticEntry {
  matches: readonly PathMatch[];
  /** Null when a request constraint is involved: those are answered per request. */
  byVerb: Map<string, StaticAnswer> | null;
}

export class CompiledMatcher implements Matcher {
  private readonly root = new Node();
  private readonly fallback: Route[] = [];
  /** Static paths; an entry is worked out on the path's first request (null until then). */
  private readonly statics = new Map<string, StaticEntry | null>();
  private readonly slots = new Map<Route, ParamsSlot>();
  private readonly builders: ShapeBuilders = new Map();

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      const shape = route.anchored ? trieShape(route) : null;
      if (!shape) {
        this.fallback.push(route);
        continue;
      }
      this.insert(route, shape);
      if (shape.segments.every((segment) => 'literal' in segment)) {
        this.statics.set(`/${shape.segments.map((s) => (s as { literal: string }).literal).join('/')}`, null);
      }
    }
    this.seal(this.root);
  }

  find(path: string): readonly PathMatch[] {
    return this.staticAt(path)?.matches ?? this.search(path);
  }

  recognize(method: string, path: string, req?: RequestLike): Recognition {
    const entry = this.staticAt(path);
    if (entry !== undefined) {
      const answer = entry.byVerb?.get(method);
      if (answer) {
        if (answer.kind !== 'route') return answer;
        const params = answer.params.make(answer.values);
        return params === null ? BAD_REQUEST : { kind: 'found', route: answer.route, params };
      }
      return recognizeAmong(entry.matches, method, req, path);
    }
    const quick = this.unambiguous(method, path);
    if (quick !== undefined) return quick;
    const hits: Hit[] = [];
    this.walk(this.root, path, 1, [], hits);
    const hit = hits.length === 1 ? hits[0] : undefined;
    if (hits.length === 0 && this.fallback.length === 0) return NOT_FOUND;
    if (!hit || !hit.table.plain || this.fallbackMatches(path)) return recognizeAmong(this.find(path), method, req, path);
    const terminal = hit.table.take(method);
    if (!terminal) return { kind: 'method-not-allowed', allowed: hit.table.allowed };
    const values = terminal.format === 'none' ? hit.values : [...hit.values, hit.format];
    return found(terminal.route, values);
  }

  /**
   * The common case in one pass, no recursion, no hit list: a path with exactly one way
   * through the trie (at each segment a static child or the parameter child, not both), no
   * dot in its dynamic segments nor in its last segment, ending at a plain table. Anything
   * else is left to the general walk (undefined).
   */
  private unambiguous(method: string, path: string): Recognition | undefined {
    let node = this.root;
    // Allocated on the first parameter: static-only paths need none.
    let values: string[] | null = null;
    const length = path.length;
    let start = 1;
    while (start < length) {
      let end = path.indexOf('/', start);
      if (end === -1) end = length;
      if (end === length) {
        const dot = path.lastIndexOf('.', end);
        if (dot >= start) return this.unambiguousFormat(method, path, node, start, dot, values ?? []);
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
      } else return this.fallback.length === 0 ? NOT_FOUND : undefined;
      start = end + 1;
    }
    const table = node.bare;
    if (table === null) return this.fallback.length === 0 ? NOT_FOUND : undefined;
    if (!table.plain || (this.fallback.length > 0 && this.fallbackMatches(path))) return undefined;
    const terminal = table.take(method);
    if (terminal === undefined) return { kind: 'method-not-allowed', allowed: table.allowed };
    const params = terminal.params.make(values ?? NO_VALUES);
    return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
  }

  /**
   * A last segment with one dot, `core.format`: the core leads to one node only (a static
   * child or the parameter, not both), whose with-format table is plain. The whole segment
   * as a parameter value is out (a plain parameter takes no dot); the whole segment as a
   * static child or a second dot is left to the general walk.
   */
  private unambiguousFormat(method: string, path: string, node: Node, start: number, dot: number, values: string[]): Recognition | undefined {
    const end = path.length;
    if (dot === start || dot === end - 1 || path.indexOf('.', start) !== dot) return undefined;
    if (staticChild(node, path, start, end) !== undefined) return undefined;
    if (node.param?.bare && !node.param.bare.plain) return undefined;
    const child = staticChild(node, path, start, dot);
    if (child !== undefined && node.param !== null) return undefined;
    const target = child ?? node.param;
    if (target === null) return this.fallback.length === 0 ? NOT_FOUND : undefined;
    const table = target.dotted;
    if (table === null) return this.fallback.length === 0 ? NOT_FOUND : undefined;
    if (!table.plain || (this.fallback.length > 0 && this.fallbackMatches(path))) return undefined;
    if (child === undefined) values.push(path.slice(start, dot));
    const terminal = table.take(method);
    if (terminal === undefined) return { kind: 'method-not-allowed', allowed: table.allowed };
    values.push(path.slice(dot + 1));
    const params = terminal.params.make(values);
    return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
  }

  private fallbackMatches(path: string): boolean {
    for (const route of this.fallback) if (route.compiled.regexp.test(path)) return true;
    return false;
  }

  /**
   * The static path's entry, worked out on first use (measured: computing them all up front
   * was ~15% of compiling 10,000 routes, most of which a process never serves).
   */
  private staticAt(path: string): StaticEntry | undefined {
    const entry = this.statics.get(path);
    if (entry !== null) return entry;
    const computed = this.staticEntry(path);
    this.statics.set(path, computed);
    return computed;
  }

  /**
   * A static path's answers for the verbs its routes name (and GET, HEAD, OPTIONS); any
   * other verb takes the general path (measured: every verb for every path made compiling
   * 10,000 routes ~95 ms instead of ~60).
   */
  private staticEntry(path: string): StaticEntry {
    const matches = this.search(path);
    if (matches.some((match) => !match.route.unconditional)) return { matches, byVerb: null };
    const verbs = new Set<string>(['GET', 'HEAD', 'OPTIONS']);
    for (const { route } of matches) for (const verb of route.verbs) verbs.add(verb);
    const byVerb = new Map<string, StaticAnswer>();
    for (const verb of verbs) {
      const answer = recognizeAmong(matches, verb, undefined);
      if (answer.kind === 'found') {
        const match = matches.find((m) => m.route === answer.route) as PathMatch;
        byVerb.set(verb, { kind: 'route', route: answer.route, values: match.values, params: this.slotFor(answer.route) });
      } else if (answer.kind === 'method-not-allowed') byVerb.set(verb, { kind: answer.kind, allowed: Object.freeze(answer.allowed) });
      else byVerb.set(verb, answer);
    }
    return { matches, byVerb };
  }

  /**
   * Walks the path from `start` (just after a slash), collecting every terminal table the
   * path reaches. Plain tables are checked here (no dot in a default parameter).
   */
  private walk(node: Node, path: string, start: number, values: string[], hits: Hit[]): void {
    if (start >= path.length) {
      if (node.bare && (node.bare.plain ? dotFree(values) : true)) hits.push({ table: node.bare, values: values.slice(), format: undefined });
      return;
    }
    let end = path.indexOf('/', start);
    if (end === -1) end = path.length;
    const segment = path.slice(start, end);
    const next = end === path.length ? end : end + 1;
    const child = node.statics?.get(segment);
    if (child) this.walk(child, path, next, values, hits);
    if (node.param) {
      values.push(segment);
      this.walk(node.param, path, next, values, hits);
      values.pop();
    }
    if (end === path.length && node.formats) {
      const last = segment.lastIndexOf('.');
      if (last > 0) this.walkFormat(node, segment, last, values, hits);
      const first = segment.indexOf('.');
      if (first > 0 && first !== last) this.walkFormat(node, segment, first, values, hits);
    }
  }

  /** The last segment split at a dot: what precedes it, then the format. */
  private walkFormat(node: Node, segment: string, dot: number, values: string[], hits: Hit[]): void {
    const format = segment.slice(dot + 1);
    if (format === '') return;
    const core = segment.slice(0, dot);
    const child = node.statics?.get(core);
    const take = (target: Node | null | undefined): void => {
      const table = target?.dotted;
      if (!table) return;
      if (table.plain && (!dotFree(values) || format.indexOf('.') !== -1)) return;
      hits.push({ table, values: values.slice(), format });
    };
    take(child);
    if (node.param) {
      values.push(core);
      take(node.param);
      values.pop();
    }
  }

  /** The reference semantics on the trie: every route whose path matches, in route order. */
  private search(path: string): PathMatch[] {
    const out: PathMatch[] = [];
    const hits: Hit[] = [];
    this.walk(this.root, path, 1, [], hits);
    for (const hit of hits) {
      for (const terminal of hit.table.terminals) {
        if (out.some((match) => match.route === terminal.route)) continue;
        if (!paramsPass(terminal, hit.values)) continue;
        if (hit.format === undefined) {
          out.push({ route: terminal.route, values: terminal.format === 'none' ? hit.values : [...hit.values, undefined] });
        } else if (passes(terminal.formatCheck, hit.format)) {
          out.push({ route: terminal.route, values: [...hit.values, hit.format] });
        }
      }
    }
    for (const route of this.fallback) {
      const match = execRoute(route, path);
      if (match) out.push(match);
    }
    if (out.length > 1) out.sort((a, b) => a.route.index - b.route.index);
    return out;
  }

  /** One params slot per route, shared by its terminals and static answers. */
  private slotFor(route: Route): ParamsSlot {
    let slot = this.slots.get(route);
    if (!slot) this.slots.set(route, (slot = new ParamsSlot(route, this.builders)));
    return slot;
  }

  private insert(route: Route, shape: Shape): void {
    let node = this.root;
    const checks: Check[] = [];
    const visited: Node[] = [node];
    for (const segment of shape.segments) {
      if ('literal' in segment) {
        node.statics ??= new Map();
        let next = node.statics.get(segment.literal);
        if (!next) node.statics.set(segment.literal, (next = new Node()));
        node = next;
      } else {
        node = node.param ??= new Node();
        checks.push(route.checks[route.pattern.names[segment.param] as string] ?? null);
      }
      visited.push(node);
    }
    const formatCheck = shape.format === 'none' ? null : (route.checks.format ?? null);
    node.terminals.push({ route, format: shape.format, checks, formatCheck, params: this.slotFor(route) });
    if (shape.format !== 'none') for (const each of visited) each.formats = true;
  }

  private seal(node: Node): void {
    if (node.statics && node.statics.size <= SCAN_LIMIT) node.scan = [...node.statics];
    for (const terminal of node.terminals) {
      if (terminal.format !== 'required') (node.bare ??= new VerbTable()).add(terminal, false);
      if (terminal.format !== 'none') (node.dotted ??= new VerbTable()).add(terminal, true);
    }
    if (node.statics) for (const child of node.statics.values()) this.seal(child);
    if (node.param) this.seal(node.param);
  }
}

/**
 * The static child for `path[start, end)`. Few children are compared in place, which
 * allocates nothing; many are looked up by the segment (measured: a substring plus its
 * hash is ~50 ns a segment on the bench machine, a short `startsWith` scan ~10 ns).
 */
function staticChild(node: Node, path: string, start: number, end: number): Node | undefined {
  const scan = node.scan;
  if (scan !== null) {
    const size = end - start;
    for (let i = 0; i < scan.length; i++) {
      const entry = scan[i] as [string, Node];
      if (entry[0].length === size && path.startsWith(entry[0], start)) return entry[1];
    }
    return undefined;
  }
  return node.statics === null ? undefined : node.statics.get(path.slice(start, end));
}

/** A plain table's parameters are default ones: a value with a dot cannot match them. */
function dotFree(values: string[]): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as string).indexOf('.') !== -1) return false;
  return true;
}

const NO_VALUES: readonly string[] = [];

function found(route: Route, values: ReadonlyArray<string | undefined>): Recognition {
  const params = paramsFrom(route, values);
  return params === null ? BAD_REQUEST : { kind: 'found', route, params };
}

function paramsPass(terminal: Terminal, values: string[]): boolean {
  for (let i = 0; i < terminal.checks.length; i++) {
    if (!passes(terminal.checks[i] as Check, values[i] as string)) return false;
  }
  return true;
}

function passes(check: Check, value: string): boolean {
  return check === null ? value !== '' && value.indexOf('.') === -1 : check.test(value);
}
