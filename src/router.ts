/**
 * The Router: declarations go in through `draw` (and `map`), a compiled view (matcher,
 * helpers) is built from them on first use and rebuilt after any later declaration.
 */
import type { RouteInfo } from './definition/route';
import { RouteSet } from './definition/route-set';
import { ControllerRegistry } from './controllers/registry';
import { actionMethod } from './controllers/action-methods';
import { Mapper, type Concern } from './dsl/mapper';
import { MapMapper } from './dsl/map-mapper';
import { CompiledMatcher } from './matcher/compiled-matcher';
import { allowedVerbs } from './matcher/recognizer';
import type { RequestLike } from './matcher/request-conditions';
import { normalizeRequestPath, normalizeVerb } from './matcher/request-path';
import { UrlGenerator } from './helpers/generator';
import { buildHelperPrototype, helpersFor, type UrlHelpers } from './helpers/url-helpers';
import { NO_CONTEXT, type UrlOptions } from './helpers/url-options';
import { createMiddleware, type CompiledRouter, type Middleware, type MiddlewareOptions } from './express/middleware';
import { formatSheet } from './inspect/formatter';
import { routeRows, type InspectFilter } from './inspect/rows';
import { renderRoutesPage } from './inspect/routes-page';
import { generateTypes } from './inspect/types-generator';
import { toArray } from './support/options';

export interface RouterOptions {
  /** Where `draw(name)` looks for route files, in order. */
  routesPath?: string | string[];
  /** Defaults for `_url` helpers: host, protocol, port, script_name. */
  defaultUrlOptions?: UrlOptions;
  /** Application-wide path names (`{ new: 'nuevo', edit: 'editar' }`), both forms. */
  resourcesPathNames?: Record<string, string>;
}

export interface Recognized {
  params: Record<string, unknown>;
  route: RouteInfo;
}

interface Compiled extends CompiledRouter {
  version: number;
  readonly helperPrototype: object;
  readonly helpers: UrlHelpers;
}

export class Router {
  readonly controllers = new ControllerRegistry();
  /** Mutable: `_url` helpers read it on every call. */
  defaultUrlOptions: UrlOptions;
  private readonly set = new RouteSet();
  private readonly concerns = new Map<string, Concern>();
  private readonly routesPaths: string[];
  private readonly pathNames: Record<string, string>;
  private readonly generator: UrlGenerator;
  private compiledState: Compiled | undefined;

  constructor(options: RouterOptions = {}) {
    this.routesPaths = toArray(options.routesPath);
    this.defaultUrlOptions = { ...(options.defaultUrlOptions ?? {}) };
    this.pathNames = { ...(options.resourcesPathNames ?? {}) };
    this.generator = new UrlGenerator(this.set, () => this.defaultUrlOptions);
  }

  /**
   * Declares routes in the block form. May be called any number of times; routes append,
   * and the matcher is rebuilt on its next use.
   */
  draw(block: (r: Mapper) => void): this {
    block(this.mapper());
    return this;
  }

  /**
   * Declares routes in the map form of Rails 2.3: `router.map((map) => map.resources('photos'))`.
   * Records into the same route set as `draw`.
   */
  map(block: (map: MapMapper) => void): this {
    block(new MapMapper({ set: this.set, pathNames: this.pathNames }));
    return this;
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
    const path = normalizeRequestPath(url);
    if (path === null) return null;
    const verb = normalizeVerb(method);
    const result = this.compiled().matcher.recognize(verb, path, request);
    return result.kind === 'found' ? { params: result.params, route: result.route.info() } : null;
  }

  /** The verbs some route accepts for this path, HEAD after GET; empty when none. */
  allowedMethods(url: string): string[] {
    const path = normalizeRequestPath(url);
    return path === null ? [] : allowedVerbs(this.compiled().matcher.find(path));
  }

  /** `app.use(router.middleware())`. */
  middleware(options: MiddlewareOptions = {}): Middleware {
    return createMiddleware(() => this.compiled(), this.controllers, options);
  }

  /** The `rails routes` table. */
  inspect(filter: InspectFilter = {}): string {
    return formatSheet(routeRows(this.set.routes, filter), filter);
  }

  /**
   * An Express handler for a development page of all routes, like Rails'
   * `/rails/info/routes`: `app.get('/rails/info/routes', router.routesPage())`.
   */
  routesPage(): (req: unknown, res: { setHeader(name: string, value: string): void; end(body: string): void; statusCode: number }) => void {
    return (_req, res) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(renderRoutesPage(this.set.routes));
    };
  }

  /** A `.d.ts` module declaring `interface RouteHelpers` for these routes (`railroute routes --types`). */
  helperTypes(): string {
    return generateTypes(this.set.routes, [...this.set.directs.keys()], this.defaultUrlOptions as Record<string, unknown>);
  }

  /** One line per route whose controller is not registered or lacks the action. */
  verify(): string[] {
    const problems: string[] = [];
    for (const route of this.set.routes) {
      if (route.target.kind !== 'controller' || route.pattern.has('controller') || route.pattern.has('action')) continue;
      const { controller = '', action = '' } = route;
      const where = `${route.verb || 'ANY'} ${route.path} → ${controller}#${action}`;
      const target = this.controllers.get(controller);
      if (target === undefined) problems.push(`${where}: controller '${controller}' is not registered`);
      else if (!actionMethod(target, action)) problems.push(`${where}: controller '${controller}' has no action '${action}'`);
    }
    return problems;
  }

  /** A helper object bound to a request-like context (what the middleware gives each request). */
  helpersFor(recall: Record<string, unknown>, request: UrlOptions = {}): UrlHelpers {
    return helpersFor(this.compiled().helperPrototype, { recall, request });
  }

  protected mapper(): Mapper {
    return new Mapper({ set: this.set, concerns: this.concerns, routesPaths: this.routesPaths, pathNames: this.pathNames });
  }

  /**
   * The matcher, and the helper prototype on first use of helpers (a router that only
   * recognizes never pays for them: ~10% of building 10,000 routes).
   */
  private compiled(): Compiled {
    const state = this.compiledState;
    if (state && state.version === this.set.version) return state;
    const set = this.set;
    const generator = this.generator;
    let prototype: object | undefined;
    let globalHelpers: UrlHelpers | undefined;
    const helperPrototype = (): object => (prototype ??= buildHelperPrototype(set, generator));
    this.compiledState = {
      version: set.version,
      matcher: new CompiledMatcher(set.routes),
      get helperPrototype() {
        return helperPrototype();
      },
      get helpers() {
        return (globalHelpers ??= helpersFor(helperPrototype(), NO_CONTEXT));
      },
      helpersFor: (context) => helpersFor(helperPrototype(), context),
    };
    return this.compiledState;
  }
}
