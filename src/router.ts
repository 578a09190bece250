/**
 * The Router: declarations go in through `draw` (and `map`), a compiled view (matcher,
 * helpers) is built from them on first use and rebuilt after any later declaration.
 */
import type { RouteInfo } from './definition/route';
import { RouteSet } from './definition/route-set';
import type { ControllerRegistry } from './controllers/registry';
import type { UnpermittedMode } from './controllers/parameters';
import { Mapper, type Concern } from './dsl/mapper';
import type { MapMapper } from './dsl/map-mapper';
import { CompiledMatcher } from './matcher/compiled-matcher';
import { CompiledView } from './compiled-view';
import { ENGINE, mountedEngine, type Engine } from './definition/engine';
import { ArgumentError } from './errors';
import type { RequestLike } from './request/request-conditions';
import { normalizeRequestPath, normalizeVerb } from './request/request-path';
import type { Matcher, Recognized } from './matcher/types';
import type { UrlHelpers } from './helpers/url-helpers';
import type { UrlOptions } from './helpers/url-options';
import type { Middleware, MiddlewareOptions } from './express/middleware';
import type { MethodOverrideOptions } from './express/method-override';
import type { InspectOptions } from './inspect/rows';
import { toArray } from './support/options';
import { normalizeProtocol } from './url-rules/origin';
import type { RouteWatcher, WatchOptions } from './inspect/watch';
import type { DevelopmentErrorHandler } from './inspect/routing-error-page';
import type { DevelopmentToolOptions, RoutesPageHandler } from './inspect/development-gate';
import {
  engineModules,
  helperModules,
  inspectModules,
  mapMapperModule,
  middlewareModule,
  registryModule,
  watchModule,
} from './on-demand';
import { requestConditions } from './matcher/on-demand';

interface Declaration {
  form: 'draw' | 'map';
  block: (mapper: never) => void;
}

/** `new Router(options)`. */
export interface RouterOptions {
  /** An engine's name: the default `as` where it is mounted (`r.mount(blog, { at: 'blog' })` → `helpers.blog`). */
  name?: string;
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
  /** `false`: no generated code (params built by one general loop: the same answers, slower). Default: on where the environment allows it. */
  codegen?: boolean;
  /**
   * Keys a controller's `permit` leaves out: `false` drops them, `'log'` writes
   * `Unpermitted parameters: :admin`, `'raise'` throws `UnpermittedParameters` (400).
   * Default: `'log'` unless NODE_ENV is `production`, then `false`.
   */
  unpermittedParameters?: UnpermittedMode;
  /**
   * Rails' `secret_key_base`: signs the cookie that keeps forgery protection's secret when no
   * session middleware provides `req.session`. Keep it secret, and the same across processes.
   */
  secretKeyBase?: string;
}

export type { Recognized };

/**
 * Rails' `Rails.application.routes`: a route set with its matcher, URL helpers, Express
 * middleware and inspector. Mounted in another Router (`r.mount(blog, ...)`), it is an engine.
 */
export class Router {
  /** The engine name (`new Router({ name: 'blog' })`): the default `as` of its mounts. */
  readonly name: string | undefined;
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
  private readonly codegen: boolean | undefined;
  private readonly unpermittedParameters: UnpermittedMode | undefined;
  private readonly secretKeyBase: string | undefined;
  private compiledState: CompiledView | undefined = undefined;
  private engine: Engine | undefined = undefined;
  private controllerRegistry: ControllerRegistry | undefined = undefined;

  constructor(options: RouterOptions = {}) {
    if (options.name !== undefined && !/^[_a-z]\w*$/i.test(options.name))
      throw new ArgumentError(`Invalid engine name: '${options.name}'`);
    this.name = options.name;
    this.routesPaths = toArray(options.routesPath);
    this.defaultUrlOptions = { ...(options.defaultUrlOptions ?? {}) };
    // A protocol that is no scheme would put its text before every URL's host.
    if (this.defaultUrlOptions.protocol !== undefined) normalizeProtocol(this.defaultUrlOptions.protocol);
    this.pathNames = { ...(options.resourcesPathNames ?? {}) };
    this.sourceLocations = options.sourceLocations ?? process.env.NODE_ENV !== 'production';
    this.codegen = options.codegen;
    this.unpermittedParameters = options.unpermittedParameters;
    if (
      options.secretKeyBase !== undefined &&
      (typeof options.secretKeyBase !== 'string' || options.secretKeyBase === '')
    )
      throw new ArgumentError('secretKeyBase must be a non-empty string');
    this.secretKeyBase = options.secretKeyBase;
    this.set = this.newSet();
  }

  /**
   * The controllers routes dispatch to, by name: `router.controllers.register('photos', PhotosController)`.
   * Made on first use, so a process that only draws and recognizes loads no controller code.
   */
  get controllers(): ControllerRegistry {
    return (this.controllerRegistry ??= new (registryModule().ControllerRegistry)(this.secretKeyBase));
  }

  /**
   * Declares routes in the block form. May be called any number of times; routes append,
   * and the matcher is rebuilt on its next use.
   */
  draw(block: (r: Mapper) => void): this {
    this.declare({ form: 'draw', block });
    return this;
  }

  /**
   * Declares routes in the map form of Rails 2.3: `router.map((map) => map.resources('photos'))`.
   * Records into the same route set as `draw`.
   */
  map(block: (map: MapMapper) => void): this {
    this.declare({ form: 'map', block });
    return this;
  }

  /**
   * Runs every draw/map block again into a new route set, re-reading the files `draw(name)`
   * loaded, and swaps it in at once: a request in flight finishes on the table it started
   * with. A block that throws leaves the old table in place and rethrows.
   */
  reload(): this {
    // Mounted engines first: the new table mounts them as they now are.
    for (const { engine } of engineModules().mountedEngines(this.set.routes)) engine.reload();
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
    return this.recognizeNormalized(matcher, method, url, request);
  }

  /** An engine's view of this router, for `r.mount(router, ...)` in another. @internal */
  get [ENGINE](): Engine {
    return (this.engine ??= engineModules().engineView(
      this,
      () => this.set.routes,
      () => [...this.set.directs.keys()],
      (path, request) => middlewareModule().overrideCouldReroute(this.compiled().matcher.find(path), path, request),
    ));
  }

  private recognizeNormalized(matcher: Matcher, method: string, url: string, request?: RequestLike): Recognized | null {
    const verb = normalizeVerb(method);
    const path = normalizeRequestPath(url);
    if (path === null) return null;
    // As Rails' recognize_path, the default request keeps the query: `?format=xml` is what a
    // format constraint reads first.
    const given = request ?? (url.includes('?') ? requestConditions().defaultRequest(verb, url) : undefined);
    let result = matcher.recognize(verb, path, given);
    // An engine that routes nothing for the rest of the path passes it on: Rails' cascade.
    while (result.kind === 'found' && mountedEngine(result.route)) {
      const { recognizeInEngine, recognizeAfterIn } = engineModules();
      const inner = recognizeInEngine(result.route, result.params, verb, path, request);
      if (inner) return inner;
      result = recognizeAfterIn(matcher, result.route, verb, path, given);
    }
    if (result.kind !== 'found') return null;
    return { params: result.params, route: result.route.info() };
  }

  /**
   * The verbs some route accepts for this path, HEAD after GET; empty when none. With a
   * `request`, routes whose request constraints refuse it are left out.
   */
  allowedMethods(url: string, request?: RequestLike): string[] {
    const path = normalizeRequestPath(url);
    return path === null ? [] : engineModules().allowedThroughMounts(this.compiled().matcher.find(path), path, request);
  }

  /** `app.use(router.middleware())`. */
  middleware(options: MiddlewareOptions = {}): Middleware {
    return middlewareModule().createMiddleware(
      () => this.compiled(),
      this.controllers,
      options,
      this.unpermittedParameters,
    );
  }

  /** `app.use(router.methodOverride())` before verb-specific middleware: the override alone, as Rack's `MethodOverride`. */
  methodOverride(options: MethodOverrideOptions = {}): Middleware {
    return middlewareModule().createMethodOverride(() => this.compiled(), options);
  }

  /**
   * The `rails routes` table; `{ expanded: true }` Rails' expanded form; `{ unused: true }`
   * Rails' `--unused` listing (the routes `verify()` reports). Mounted engines follow, one
   * `Routes for NAME:` block each.
   */
  inspect(options: InspectOptions = {}): string {
    return inspectModules().inspectRoutes(this.set.routes, this.controllers, options);
  }

  /**
   * An Express handler for a development page of all routes, like Rails'
   * `/rails/info/routes`: `app.get('/rails/info/routes', router.routesPage())`. In production
   * it passes requests on unless `{ enabled: true }`.
   */
  routesPage(options: DevelopmentToolOptions = {}): RoutesPageHandler {
    const { renderRoutesPage, developmentGate, notFound } = inspectModules();
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
    return generateTypes(this.set.routes, [...this.set.directs.keys()], this.defaultUrlOptions);
  }

  /** One line per route whose controller is not registered or lacks the action, mounted engines' included. */
  verify(): string[] {
    return inspectModules().verifyRoutes(this.set.routes, this.controllers);
  }

  /**
   * An Express error handler for development, like Rails' routing-error page:
   * `app.use(router.developmentErrors())` after the router. A `RoutingError` is answered with
   * its status, its message, the routes nearest to the requested path and the searchable
   * route table; any other error goes on to `next(err)`, as does every error in production
   * unless `{ enabled: true }`.
   */
  developmentErrors(options: DevelopmentToolOptions = {}): DevelopmentErrorHandler {
    const { developmentErrorHandler, developmentGate } = inspectModules();
    return developmentErrorHandler(() => this.set.routes, developmentGate(options));
  }

  /** A helper object bound to a request-like context (what the middleware gives each request). */
  helpersFor(recall: Record<string, unknown>, request: UrlOptions = {}): UrlHelpers {
    return helperModules().helpersFor(this.compiled().helperPrototype, { recall, request });
  }

  /** A block-form mapper recording into `set`. @internal */
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
   * The compiled view (compiled-view.ts): the matcher, and the helper prototype on first use
   * of helpers (a router that only recognizes never pays for them: ~10% of building 10,000 routes).
   */
  private compiled(): CompiledView {
    const state = this.compiledState;
    if (state !== undefined && state.current(this.set)) return state;
    return this.compile();
  }

  /** Builds the compiled view (`compiled()` stays small: it is inlined into every `recognize`). */
  private compile(): CompiledView {
    const set = this.set;
    return (this.compiledState = new CompiledView(
      set,
      new CompiledMatcher(set.routes, { codegen: this.codegen }),
      () => this.defaultUrlOptions,
    ));
  }
}
