/**
 * The Router: declarations go in through `draw` (and `map`), a compiled view (matcher,
 * helpers) is built from them on first use and rebuilt after any later declaration.
 */
import type { Route, RouteInfo } from './definition/route';
import { RouteSet } from './definition/route-set';
import { ControllerRegistry } from './controllers/registry';
import { unresolvedTarget } from './controllers/action-methods';
import { Mapper, type Concern } from './dsl/mapper';
import type { MapMapper } from './dsl/map-mapper';
import { CompiledMatcher } from './matcher/compiled-matcher';
import { allowedVerbs } from './matcher/recognizer';
import { defaultRequest, type RequestLike } from './matcher/request-conditions';
import { normalizeRequestPath, normalizeVerb } from './matcher/request-path';
import type { Recognized } from './matcher/types';
import type { UrlHelpers } from './helpers/url-helpers';
import type { UrlOptions } from './helpers/url-options';
import type { CompiledRouter, Middleware, MiddlewareOptions } from './express/middleware';
import type { MethodOverrideOptions } from './express/method-override';
import type { InspectFilter, InspectOptions } from './inspect/rows';
import { toArray } from './support/options';
import type { RouteWatcher, WatchOptions } from './inspect/watch';
import type { DevelopmentErrorHandler } from './inspect/routing-error-page';
import { developmentGate, notFound, type DevelopmentToolOptions, type RoutesPageHandler } from './inspect/development-gate';
import { helperModules, inspectModules, mapMapperModule, middlewareModule, watchModule } from './on-demand';

interface Declaration {
  form: 'draw' | 'map';
  block: (mapper: never) => void;
}

export interface RouterOptions {
  /** Where `draw(name)` looks for route files, in order. */
  routesPath?: string | string[];
  /** Defaults for `_url` helpers: host, protocol, port, script_name. */
  defaultUrlOptions?: UrlOptions;
  /** Application-wide path names (`{ new: 'nuevo', edit: 'editar' }`), both forms. */
  resourcesPathNames?: Record<string, string>;
  /**
   * Record `RouteInfo.source` (`file:line` of each declaration). Default: on unless
   * NODE_ENV is `production` (it costs ~17 µs per route while drawing).
   */
  sourceLocations?: boolean;
}

export type { Recognized };

interface Compiled extends CompiledRouter {
  set: RouteSet;
  version: number;
  readonly helperPrototype: object;
  readonly helpers: UrlHelpers;
}

export class Router {
  readonly controllers = new ControllerRegistry();
  /** Mutable: `_url` helpers read it on every call. */
  defaultUrlOptions: UrlOptions;
  // Replaced as a whole by reload()/clear(): a request holds the compiled view it started with.
  private set: RouteSet;
  private concerns = new Map<string, Concern>();
  /** Every draw/map block in order, for reload(). */
  private blocks: Declaration[] = [];
  private readonly routesPaths: string[];
  private readonly pathNames: Record<string, string>;
  private readonly sourceLocations: boolean;
  private compiledState: Compiled | undefined;

  constructor(options: RouterOptions = {}) {
    this.routesPaths = toArray(options.routesPath);
    this.defaultUrlOptions = { ...(options.defaultUrlOptions ?? {}) };
    this.pathNames = { ...(options.resourcesPathNames ?? {}) };
    this.sourceLocations = options.sourceLocations ?? process.env.NODE_ENV !== 'production';
    this.set = this.newSet();
  }

  /**
   * Declares routes in the block form. May be called any number of times; routes append,
   * and the matcher is rebuilt on its next use.
   */
  draw(block: (r: Mapper) => void): this {
    this.declare({ form: 'draw', block: block as (mapper: never) => void });
    return this;
  }

  /**
   * Declares routes in the map form of Rails 2.3: `router.map((map) => map.resources('photos'))`.
   * Records into the same route set as `draw`.
   */
  map(block: (map: MapMapper) => void): this {
    this.declare({ form: 'map', block: block as (mapper: never) => void });
    return this;
  }

  /**
   * Runs every draw/map block again into a new route set, re-reading the files `draw(name)`
   * loaded, and swaps it in at once: a request in flight finishes on the table it started
   * with. A block that throws leaves the old table in place and rethrows.
   */
  reload(): this {
    const set = this.newSet();
    const concerns = new Map<string, Concern>();
    watchModule().forgetRouteFiles(this.routesPaths);
    for (const declaration of this.blocks) this.run(declaration, set, concerns);
    this.swap(set, concerns);
    return this;
  }

  /** Empties the route set (and forgets the blocks, so a later reload() starts from what is drawn next). */
  clear(): this {
    this.blocks = [];
    this.swap(this.newSet(), new Map());
    return this;
  }

  /**
   * Development: reloads when a file under `routesPath` changes (what `draw(name)` reads),
   * and, with `typesPath`, rewrites the helper types there after each reload. A reload that
   * throws keeps the old table and goes to `onError` (default: printed to stderr).
   */
  watch(options: WatchOptions = {}): RouteWatcher {
    return watchModule().watchRoutes(this, this.routesPaths, options);
  }

  /** Every route in match order (one per verb). */
  get routes(): RouteInfo[] {
    return this.set.routes.map((route) => route.info());
  }

  /** The named URL helpers: `router.helpers.photo_path(1)`. */
  get helpers(): UrlHelpers {
    return this.compiled().helpers;
  }

  /**
   * The route a request would reach, or null: `recognize('GET', '/photos/1.json')` →
   * `{ params: { controller: 'photos', action: 'show', id: '1', format: 'json' }, route }`.
   */
  recognize(method: string, url: string, request?: RequestLike): Recognized | null {
    const matcher = this.compiled().matcher;
    // Most URLs need no normalizing: one walk over the URL as given settles them. The walk
    // takes only the seven upper-case verbs by name, so the method is not checked here.
    const quick = matcher.lookupUrl(method, url);
    if (quick !== undefined) return quick;
    const verb = normalizeVerb(method);
    const path = normalizeRequestPath(url);
    if (path === null) return null;
    // As Rails' recognize_path, the default request keeps the query: `?format=xml` is what a
    // format constraint reads first.
    const given = request ?? (url.includes('?') ? defaultRequest(verb, url) : undefined);
    const result = matcher.recognize(verb, path, given);
    return result.kind === 'found' ? { params: result.params, route: result.route.info() } : null;
  }

  /** The verbs some route accepts for this path, HEAD after GET; empty when none. */
  allowedMethods(url: string): string[] {
    const path = normalizeRequestPath(url);
    return path === null ? [] : allowedVerbs(this.compiled().matcher.find(path));
  }

  /** `app.use(router.middleware())`. */
  middleware(options: MiddlewareOptions = {}): Middleware {
    return middlewareModule().createMiddleware(() => this.compiled(), this.controllers, options);
  }

  /** `app.use(router.methodOverride())` before verb-specific middleware: the override alone, as Rack's `MethodOverride`. */
  methodOverride(options: MethodOverrideOptions = {}): Middleware {
    return middlewareModule().createMethodOverride(() => this.compiled(), options);
  }

  /**
   * The `rails routes` table; `{ expanded: true }` Rails' expanded form; `{ unused: true }`
   * Rails' `--unused` listing (the routes `verify()` reports).
   */
  inspect(options: InspectOptions = {}): string {
    const { filterRoutes, formatUnused, formatExpanded, formatSheet, rowOf } = inspectModules();
    const filter: InspectFilter = {};
    if (options.grep !== undefined) filter.grep = options.grep;
    if (options.controller !== undefined) filter.controller = options.controller;
    let routes = filterRoutes(this.set.routes, filter);
    if (options.unused) {
      routes = routes.filter((route) => this.unresolved(route) !== undefined);
      if (!options.expanded) return formatUnused(routes.map(rowOf), filter);
    }
    if (options.expanded) return formatExpanded(routes, filter, options.width);
    return formatSheet(routes.map(rowOf), filter);
  }

  /**
   * An Express handler for a development page of all routes, like Rails'
   * `/rails/info/routes`: `app.get('/rails/info/routes', router.routesPage())`. In production
   * it passes requests on unless `{ enabled: true }`.
   */
  routesPage(options: DevelopmentToolOptions = {}): RoutesPageHandler {
    const { renderRoutesPage } = inspectModules();
    const enabled = developmentGate(options);
    return (_req, res, next) => {
      if (!enabled()) return next ? next() : notFound(res);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(renderRoutesPage(this.set.routes));
    };
  }

  /** A `.d.ts` module declaring `interface RouteHelpers` for these routes (`railroute routes --types`). */
  helperTypes(): string {
    const { generateTypes } = inspectModules();
    return generateTypes(this.set.routes, [...this.set.directs.keys()], this.defaultUrlOptions as Record<string, unknown>);
  }

  /** One line per route whose controller is not registered or lacks the action. */
  verify(): string[] {
    const problems: string[] = [];
    for (const route of this.set.routes) {
      const problem = this.unresolved(route);
      if (problem !== undefined) problems.push(`${route.verb || 'ANY'} ${route.path} → ${route.controller ?? ''}#${route.action ?? ''}: ${problem}`);
    }
    return problems;
  }

  private unresolved(route: Route): string | undefined {
    return unresolvedTarget(route, this.controllers);
  }

  /**
   * An Express error handler for development, like Rails' routing-error page:
   * `app.use(router.developmentErrors())` after the router. A `RoutingError` is answered with
   * its status, its message, the routes nearest to the requested path and the searchable
   * route table; any other error goes on to `next(err)`, as does every error in production
   * unless `{ enabled: true }`.
   */
  developmentErrors(options: DevelopmentToolOptions = {}): DevelopmentErrorHandler {
    const { developmentErrorHandler } = inspectModules();
    return developmentErrorHandler(() => this.set.routes, developmentGate(options));
  }

  /** A helper object bound to a request-like context (what the middleware gives each request). */
  helpersFor(recall: Record<string, unknown>, request: UrlOptions = {}): UrlHelpers {
    return helperModules().helpersFor(this.compiled().helperPrototype, { recall, request });
  }

  protected mapper(set: RouteSet = this.set, concerns: Map<string, Concern> = this.concerns): Mapper {
    return new Mapper({ set, concerns, routesPaths: this.routesPaths, pathNames: this.pathNames });
  }

  private newSet(): RouteSet {
    const set = new RouteSet();
    set.captureSources = this.sourceLocations;
    return set;
  }

  private declare(declaration: Declaration): void {
    this.run(declaration, this.set, this.concerns);
    this.blocks.push(declaration);
  }

  private run({ form, block }: Declaration, set: RouteSet, concerns: Map<string, Concern>): void {
    if (form === 'draw') block(this.mapper(set, concerns) as never);
    else block(new (mapMapperModule().MapMapper)({ set, pathNames: this.pathNames }) as never);
  }

  private swap(set: RouteSet, concerns: Map<string, Concern>): void {
    this.set = set;
    this.concerns = concerns;
    this.compiledState = undefined;
  }

  /**
   * The matcher, and the helper prototype on first use of helpers (a router that only
   * recognizes never pays for them: ~10% of building 10,000 routes).
   */
  private compiled(): Compiled {
    const state = this.compiledState;
    if (state && state.set === this.set && state.version === this.set.version) return state;
    const set = this.set;
    let prototype: object | undefined;
    let globalHelpers: UrlHelpers | undefined;
    // A generator per compiled view (it holds no state but the set and the defaults).
    const helperPrototype = (): object => {
      if (prototype === undefined) {
        const { buildHelperPrototype, UrlGenerator } = helperModules();
        prototype = buildHelperPrototype(set, new UrlGenerator(set, () => this.defaultUrlOptions));
      }
      return prototype;
    };
    this.compiledState = {
      set,
      version: set.version,
      matcher: new CompiledMatcher(set.routes),
      get helperPrototype() {
        return helperPrototype();
      },
      get helpers() {
        const { helpersFor, NO_CONTEXT } = helperModules();
        return (globalHelpers ??= helpersFor(helperPrototype(), NO_CONTEXT));
      },
      // Per request (the middleware): after the first, `helperModules` is one check.
      helpersFor: (context) => {
        const prototype = helperPrototype();
        return helperModules().helpersFor(prototype, context);
      },
    };
    return this.compiledState;
  }
}
