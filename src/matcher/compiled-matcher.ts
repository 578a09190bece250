/**
 * The fast matcher. Routes whose segments are plain words, whole `:params` or one whole
 * `*glob` (glob-walk.ts), with an optional or required `.:format` at the end, go into a
 * segment trie (trie.ts): parameter names applied at the end (they are the route's),
 * constraints and the format checked only at the terminal node. A route with optional
 * groups goes in once per way of choosing them (trie-shape.ts `trieLayout`), each way
 * ranked after the one before in route order. Every other route (several parameters in a
 * segment, constrained or several globs, groups with more ways, a way the trie cannot hold
 * or a group after a glob, mounts, constraints that may span a slash or move the format's
 * dot) is matched by its own route program (route-program.ts), in time linear in the path.
 *
 * `recognize` answers most requests, static or dynamic, by one walk that takes the verb's
 * answer from each table it reaches by number and keeps the earliest route (quick-walk.ts).
 * What it leaves (constraints, request conditions, several ways with HEAD or a 405, a
 * route outside the trie matching, a method not among the seven) takes the static
 * answers worked out on a path's first request, or the general path: `find` +
 * `recognizeAmong`.
 */
import type { Route } from '../definition/route';
import type { Program } from './constraints/program';
import { FORMAT_GROUP } from '../definition/format-group';
import { isExpanded, plainFirstName, plainPathFirstName, trieLayout, trieShape, type Shape } from './trie/trie-shape';
import type { PathPattern } from '../definition/path-pattern';
import { MAX_EXPANSIONS } from './trie/expansions';
import { remapValues } from './params/remap-values';
import { ParamsSlot, SHARED_BUILDERS, type ShapeBuilders } from './params/params-factory';
import { BAD_REQUEST, NOT_FOUND, paramsFrom, recognizeAmong, type Recognition } from './recognizer';
import { insert, Node, seal } from './trie/trie';
import { walk, type Hit } from './trie/full-walk';
import { fileLater, firstName, splitsFormat, type FileRoute } from './trie/pending-branch';
import type { FallbackIndex } from './fallback/fallback-index';
import { fallbackModule, programModules } from './on-demand';
import { paramsPass, passes } from './trie/verb-table';
import type { Terminal } from './trie/terminal';
import { QuickWalk, type QuickContext } from './trie/quick-walk';
import { TrieSlots } from './trie/trie-slots';
import type { Matcher, PathMatch, Recognized } from './types';
import { StaticAnswers } from './static-answers';
import type { RequestLike } from '../request/request-like';
import { codegenAvailable } from './params/codegen-support';

export interface MatcherOptions {
  /**
   * Generate the params builders (params-factory.ts): default on where the environment allows
   * code generation (codegen-support.ts). Off, every route's params come from the general
   * loop (`paramsFrom`), the reference the generated builders are tested against.
   */
  codegen?: boolean;
}

export class CompiledMatcher implements Matcher, QuickContext {
  readonly root = new Node();
  /** What the walks read past a node (trie-slots.ts). */
  readonly trieSlots = new TrieSlots();
  private readonly fallback: Route[] = [];
  /** Each fallback route's program, looked up on first use (undefined until then). */
  private readonly programs: Array<Program | null | undefined> = [];
  readonly hasFallback: boolean;
  /** Which fallback routes a path could match (fallback-index.ts); null when there are none. */
  private readonly index: FallbackIndex | null;
  readonly escapedLabels: boolean;
  /** Static paths' answers, each worked out on the path's first request. */
  private readonly statics = new StaticAnswers(
    (path) => this.search(path),
    (route) => this.slotFor(route),
  );
  /**
   * Each route's params slot by its index in its set (a list, not a Map keyed by route:
   * hashing 10,000 routes into a growing Map was ~5% of their compile).
   */
  private readonly slots: Array<ParamsSlot | undefined> = [];
  /** The slots of routes whose index another route of the list took first. */
  private otherSlots: Map<Route, ParamsSlot> | undefined = undefined;
  /** Null: params by the general loop (no generated code; see MatcherOptions.codegen). */
  private readonly builders: ShapeBuilders | null;
  private readonly quick: QuickWalk;

  constructor(routes: readonly Route[], options: MatcherOptions = {}) {
    const codegen = options.codegen !== false && codegenAvailable();
    this.builders = codegen ? SHARED_BUILDERS : null;
    this.quick = new QuickWalk(this);
    const escaped = this.fileRoutes(routes);
    this.hasFallback = this.fallback.length > 0;
    // Route programs and their index load with the first table that has such a route (on-demand.ts).
    this.index = this.hasFallback ? new (fallbackModule().FallbackIndex)(this.fallback) : null;
    this.escapedLabels = escaped;
    seal(this.root, this.trieSlots);
  }

  /**
   * Files every route (or puts it aside, or among the fallback routes), in route order; true
   * when a path holds a `%`, `?` or `#`. A method of its own, not the constructor's loop:
   * V8 compiles a long loop while it runs (on-stack replacement), and the constructor around
   * it would be compiled with it.
   */
  private fileRoutes(routes: readonly Route[]): boolean {
    let escaped = false;
    // What the loop reads from a path, kept while the next routes share it: a resource's
    // show, update and destroy (and index and create) are one parsed path in a row.
    let pattern: PathPattern | undefined;
    let plainName: string | undefined;
    let formats = false;
    for (let i = 0; i < routes.length; i++) {
      const route = routes[i] as Route;
      // Each way of a route's optional groups ranks after the one before (Rails' order).
      const order = route.index * MAX_EXPANSIONS;
      if (route.pattern !== pattern) {
        pattern = route.pattern;
        const path = pattern.source;
        // A `%` anywhere in the path (conservative: a static name may hold it) turns the walk
        // over URLs as sent off: lower-case hex must be normalized to match the name. So does a
        // `?` or `#` (the DSL escapes `#`; a route made by hand may not): the walk ends the path
        // at either.
        if (!escaped && /[%?#]/.test(path)) escaped = true;
        plainName = plainPathFirstName(path);
        formats = plainName !== undefined && path.endsWith(FORMAT_GROUP);
      }
      // Most routes: static names and whole parameters under a first static name, their
      // shape worked out when that branch is built.
      const name = route.anchored ? plainFirstName(route, plainName) : undefined;
      if (name !== undefined) {
        if (!fileLater(this.root, name, route, null, order, formats, this.fileNow, this.trieSlots))
          this.file(route, null, order);
        continue;
      }
      const layout = route.anchored ? trieLayout(route) : null;
      if (!layout) {
        this.fallback.push(route);
        continue;
      }
      if (isExpanded(layout)) {
        for (let rank = 0; rank < layout.length; rank++) this.place(route, layout[rank] as Shape, order + rank);
      } else this.place(route, layout, order);
    }
    return escaped;
  }

  /**
   * Files one shape of the route, or puts it aside under the root's child for its first
   * static name, filed when a lookup first reaches that child (trie.ts `Node.pending`):
   * a fresh process serving its first request builds the branches it walks, not the table.
   */
  private place(route: Route, shape: Shape, order: number): void {
    const name = firstName(shape);
    if (
      name === undefined ||
      !fileLater(this.root, name, route, shape, order, splitsFormat(shape), this.fileNow, this.trieSlots)
    )
      this.file(route, shape, order);
  }

  /** `file` for the routes put aside: one function for the matcher's every pending child. */
  private readonly fileNow: FileRoute = (route, shape, order) => this.file(route, shape, order);

  /**
   * Files one shape of the route in the trie, at `order` in route order (`Terminal.order`);
   * null: the route's one shape (a route `plainFirstName` read).
   */
  private file(route: Route, given: Shape | null, order: number): void {
    const shape = given ?? trieShape(route);
    if (shape === null) throw new Error(`railroute: no trie shape for ${route.path}`);
    insert(this.root, route, shape, this.builders, order);
    if (shape.staticPath !== undefined) this.statics.add(shape.staticPath);
  }

  find(path: string): readonly PathMatch[] {
    return this.statics.at(path)?.matches ?? this.search(path);
  }

  /**
   * The answer for a request URL as sent (query included) when one walk settles it without
   * normalizing; undefined otherwise (then `normalizeRequestPath` and `recognize`).
   */
  recognizeUrl(method: string, url: string): Recognition | undefined {
    return this.quick.recognizeUrl(method, url);
  }

  lookupUrl(method: string, url: string): Recognized | null | undefined {
    return this.quick.lookupUrl(method, url);
  }

  recognize(method: string, path: string, req?: RequestLike): Recognition {
    const quick = this.quick.recognize(method, path);
    if (quick !== undefined) return quick;
    const entry = this.statics.at(path);
    if (entry !== undefined) {
      const answer = entry.byVerb?.get(method);
      if (answer) {
        if (answer.kind !== 'route') return answer;
        const params = answer.params.make(answer.values);
        return params === null ? BAD_REQUEST : { kind: 'found', route: answer.route, params };
      }
      return recognizeAmong(entry.matches, method, req, path);
    }
    const hits: Hit[] = [];
    walk(this.root, path, 1, [], hits, true);
    const hit = hits.length === 1 ? hits[0] : undefined;
    if (hits.length === 0 && !this.hasFallback) return NOT_FOUND;
    // Not a static path (`entry` above): every match is the search's, from the hits this walk found.
    if (!hit || !hit.table.plain || this.fallbackMatches(path))
      return recognizeAmong(this.search(path, hits), method, req, path);
    const terminal = hit.table.take(method);
    if (!terminal) return { kind: 'method-not-allowed', allowed: hit.table.allowed };
    const params = paramsFrom(terminal.route, routeValues(terminal, hit.values, hit.format));
    return params === null ? BAD_REQUEST : { kind: 'found', route: terminal.route, params };
  }

  /**
   * Hot path for tables with routes outside the trie, on every dynamic lookup the walk
   * leaves. Only the routes whose anchors the path has are tried (fallback-index.ts: a
   * few Map lookups on the path's first segments, then a `startsWith` per anchor), so the
   * work does not grow with the routes that cannot match. A route program cannot
   * backtrack without bound: each of its branch points is tried at most once per path
   * position (route-run.ts), so a try costs at most (branch points × path length) steps
   * whatever the path (measured on `archive/:year-:month-:day` with `/archive/a-a-…-a.a.b`:
   * 4 KB 0.43 ms, 8 KB 0.86 ms, 16 KB 1.7 ms; the route's RegExp took 0.4 s at 512 B and
   * 5.3 s at 2 KB). A path without the route's leading text, or its longest required text,
   * is refused by one native search. Measured (30 resources with a nested one
   * under `(:locale)`, 480 routes, one 16 KB miss holding every resource name after a
   * 16 KB first segment): ~270 ms when every route ran and backtracked over that segment,
   * ~6 ms with spans (spans.ts), ~0.1 ms with this index as well.
   */
  fallbackMatches(path: string): boolean {
    if (this.index === null) return false;
    const candidates = this.index.candidates(path);
    const { programFor, runProgram } = programModules();
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c] as number;
      const route = this.fallback[i] as Route;
      let program = this.programs[i];
      if (program === undefined) program = this.programs[i] = programFor(route);
      // Null only for a route path of thousands of parameters (route-program.ts).
      if (program === null ? route.compiled.regexp.test(path) : runProgram(program, path) !== null) return true;
    }
    return false;
  }

  /**
   * Every route whose path matches, in route order: the trie's hits (walked here unless the
   * caller has walked the path already) and the route programs the index finds.
   */
  private search(path: string, walked?: readonly Hit[]): PathMatch[] {
    const out: PathMatch[] = [];
    let hits = walked;
    if (hits === undefined) {
      const found: Hit[] = [];
      walk(this.root, path, 1, [], found, true);
      hits = found;
    }
    // A route with optional groups may be reached by several ways: the lowest order is its match.
    const orders: number[] = [];
    for (const hit of hits) {
      for (const terminal of hit.table.terminals) {
        const at = out.findIndex((match) => match.route === terminal.route);
        if (at !== -1 && (orders[at] as number) <= terminal.order) continue;
        if (!paramsPass(terminal, hit.values)) continue;
        if (hit.format !== undefined && !passes(terminal.formatCheck, hit.format)) continue;
        const match = { route: terminal.route, values: routeValues(terminal, hit.values, hit.format) };
        if (at === -1) {
          out.push(match);
          orders.push(terminal.order);
        } else {
          out[at] = match;
          orders[at] = terminal.order;
        }
      }
    }
    // Route programs, linear in the path, of the routes the path could match (see fallbackMatches).
    if (this.index !== null) {
      const candidates = this.index.candidates(path).slice();
      const { execRoute } = programModules();
      for (let c = 0; c < candidates.length; c++) {
        const route = this.fallback[candidates[c] as number] as Route;
        const match = execRoute(route, path);
        if (match) out.push({ route, values: match.values });
      }
    }
    if (out.length > 1) out.sort((a, b) => a.route.index - b.route.index);
    return out;
  }

  /** One params slot per route, for its static answers (a trie terminal is its own: trie/terminal.ts). */
  private slotFor(route: Route): ParamsSlot {
    const slot = this.slots[route.index];
    if (slot === undefined) return (this.slots[route.index] = new ParamsSlot(route, this.builders));
    if (slot.route === route) return slot;
    // Routes of different sets may share an index (a matcher over a hand-made list).
    const others = (this.otherSlots ??= new Map<Route, ParamsSlot>());
    let other = others.get(route);
    if (other === undefined) others.set(route, (other = new ParamsSlot(route, this.builders)));
    return other;
  }
}

/** A trie hit's values as the route's (`PathMatch.values`): by name index, the format's last. */
function routeValues(
  terminal: Terminal,
  values: readonly string[],
  format: string | undefined,
): ReadonlyArray<string | undefined> {
  const all = terminal.format === 'none' ? values : [...values, format];
  if (terminal.slots === null) return all;
  return remapValues(terminal.slots, all, new Array<string | undefined>(terminal.route.pattern.names.length));
}
