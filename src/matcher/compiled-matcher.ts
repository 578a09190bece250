/**
 * The fast matcher. Routes whose segments are plain words or whole `:params`, with an
 * optional or required `.:format` at the end, go into a segment trie: static children in a
 * Map, one parameter child per node, parameter names applied at the end (they are the
 * route's), constraints and the format checked only at the terminal node. Every other route
 * (globs, inner optional parts, mounts, constraints that may span a slash) keeps its own
 * regular expression.
 *
 * `recognize` answers most requests without building the full match list: static paths from
 * per-verb answers computed at build time; dynamic paths by one walk that picks the verb
 * from the terminal node's table. Anything unusual (several nodes matching, constraints,
 * a regexp route matching) takes the general path: `find` + `recognizeAmong`.
 */
import type { Route } from '../definition/route';
import { execRoute } from './reference-matcher';
import { trieShape, type FormatMode, type Shape } from './trie-shape';
import { allowedVerbs, BAD_REQUEST, NOT_FOUND, paramsFrom, recognizeAmong, type Recognition } from './recognizer';
import type { Matcher, PathMatch, RequestSource } from './types';
import { deepCopy } from '../support/own';

/** A parameter check: `null` is the default `[^/.?]+` (non-empty, no dot). */
type Check = RegExp | null;

interface Terminal {
  route: Route;
  format: FormatMode;
  checks: Check[];
  /** `null`: the default `[^/.?]+`. */
  formatCheck: Check;
}

/** The terminals of a node usable with (or without) a format, and the verb each answers. */
class VerbTable {
  readonly terminals: Terminal[] = [];
  /** No constraint, no request condition: the answer depends on path and verb only. */
  plain = true;
  /** The first terminal taking each verb (HEAD: an explicit HEAD route, else GET's). */
  readonly byVerb = new Map<string, Terminal>();
  /** The first any-verb terminal: it answers verbs no route names. */
  anyVerb: Terminal | undefined;
  allowed: readonly string[] = [];

  add(terminal: Terminal, usesFormat: boolean): void {
    this.terminals.push(terminal);
    const checks = usesFormat ? [...terminal.checks, terminal.formatCheck] : terminal.checks;
    if (!terminal.route.unconditional || checks.some((check) => check !== null)) this.plain = false;
  }

  seal(): void {
    const verbs = new Set<string>(['GET', 'HEAD']);
    for (const { route } of this.terminals) for (const verb of route.verbs) verbs.add(verb);
    for (const verb of verbs) {
      const explicit = verb === 'HEAD' ? this.terminals.find((t) => t.route.verbs.includes('HEAD')) : undefined;
      const taker = explicit ?? this.terminals.find((t) => t.route.acceptsVerb(verb === 'HEAD' ? 'GET' : verb));
      if (taker) this.byVerb.set(verb, taker);
    }
    this.anyVerb = this.terminals.find((t) => t.route.verbs.length === 0);
    this.allowed = Object.freeze(allowedVerbs(this.terminals.map((t) => ({ route: t.route, values: [] }))));
  }
}

class Node {
  statics: Map<string, Node> | null = null;
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

/** A static path's answers, computed once per verb. */
interface StaticEntry {
  matches: readonly PathMatch[];
  /** Null when a request constraint is involved: those are answered per request. */
  byVerb: Map<string, Recognition> | null;
}

export class CompiledMatcher implements Matcher {
  private readonly root = new Node();
  private readonly fallback: Route[] = [];
  private readonly statics = new Map<string, StaticEntry>();

  constructor(routes: readonly Route[]) {
    const staticPaths: string[] = [];
    for (const route of routes) {
      const shape = route.anchored ? trieShape(route) : null;
      if (!shape) {
        this.fallback.push(route);
        continue;
      }
      this.insert(route, shape);
      if (shape.segments.every((segment) => 'literal' in segment)) {
        staticPaths.push(`/${shape.segments.map((s) => (s as { literal: string }).literal).join('/')}`);
      }
    }
    this.seal(this.root);
    const verbs = new Set<string>(['GET', 'HEAD', 'OPTIONS']);
    for (const route of routes) for (const verb of route.verbs) verbs.add(verb);
    for (const path of staticPaths) this.statics.set(path, this.staticEntry(path, verbs));
  }

  find(path: string): readonly PathMatch[] {
    return this.statics.get(path)?.matches ?? this.search(path);
  }

  recognize(method: string, path: string, req: RequestSource): Recognition {
    const entry = this.statics.get(path);
    if (entry) {
      const answer = entry.byVerb?.get(method);
      if (answer) {
        if (answer.kind !== 'found') return answer;
        return { kind: 'found', route: answer.route, params: answer.route.nestedDefaults ? deepCopy(answer.params) : { ...answer.params } };
      }
      return recognizeAmong(entry.matches, method, req);
    }
    const hits: Hit[] = [];
    this.walk(this.root, path, 1, [], hits);
    const hit = hits.length === 1 ? hits[0] : undefined;
    if (hits.length === 0 && this.fallback.length === 0) return NOT_FOUND;
    if (!hit || !hit.table.plain || this.fallbackMatches(path)) return recognizeAmong(this.find(path), method, req);
    // A verb no terminal names falls to the any-verb route (when there is one, every named verb has a taker).
    const terminal = hit.table.byVerb.get(method) ?? hit.table.anyVerb;
    if (!terminal) return { kind: 'method-not-allowed', allowed: hit.table.allowed };
    const values = terminal.format === 'none' ? hit.values : [...hit.values, hit.format];
    return found(terminal.route, values);
  }

  private fallbackMatches(path: string): boolean {
    for (const route of this.fallback) if (route.compiled.regexp.test(path)) return true;
    return false;
  }

  private staticEntry(path: string, verbs: Set<string>): StaticEntry {
    const matches = this.search(path);
    if (matches.some((match) => !match.route.unconditional)) return { matches, byVerb: null };
    const byVerb = new Map<string, Recognition>();
    for (const verb of verbs) {
      const answer = recognizeAmong(matches, verb, undefined);
      if (answer.kind === 'found') byVerb.set(verb, { ...answer, params: Object.freeze(answer.params) });
      else if (answer.kind === 'method-not-allowed') byVerb.set(verb, { kind: answer.kind, allowed: Object.freeze(answer.allowed) });
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
    node.terminals.push({ route, format: shape.format, checks, formatCheck });
    if (shape.format !== 'none') for (const each of visited) each.formats = true;
  }

  private seal(node: Node): void {
    for (const terminal of node.terminals) {
      if (terminal.format !== 'required') (node.bare ??= new VerbTable()).add(terminal, false);
      if (terminal.format !== 'none') (node.dotted ??= new VerbTable()).add(terminal, true);
    }
    node.bare?.seal();
    node.dotted?.seal();
    if (node.statics) for (const child of node.statics.values()) this.seal(child);
    if (node.param) this.seal(node.param);
  }
}

/** A plain table's parameters are default ones: a value with a dot cannot match them. */
function dotFree(values: string[]): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as string).indexOf('.') !== -1) return false;
  return true;
}

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
