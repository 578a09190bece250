/**
 * The Express/Connect middleware: path normalization, method override (reading a form body
 * only when an override could change the route), one trip through the matcher, then
 * dispatch, a 308 to the canonical path, or a routing error (400/404/405/413, automatic
 * OPTIONS). Without a `next` (bare `http.createServer`) it answers routing errors itself.
 */
import type { NextFunction, RouterRequest, RouterResponse } from '../support/http-types';
import { constraintView } from './constraint-view';
import { quoteValue, RoutingError } from '../errors';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { normalizeRequestPath, normalizeVerb, squeezedTarget } from '../matcher/request/request-path';
import type { Matcher } from '../matcher/types';
import { overrideStep, type MethodOverrideOptions, type OverridableRequest } from './method-override';
import { overrideCouldReroute } from './override-decision';

export { overrideCouldReroute };
import { dispatchRoute, dispatchMount, invoke, type ControllerCache } from './dispatch';
import { dispatchRedirect } from './redirect-response';
import { protocol } from '../matcher/request/request-conditions';
import { runRouteMiddleware } from './route-middleware';
import { mountContextOf } from './mount-context';

/** `router.middleware(options)`: the method override's options, and how unrouted paths are answered. */
export interface MiddlewareOptions extends MethodOverrideOptions {
  /** Call `next()` instead of a 404 error when no route matches the path. */
  fallthrough?: boolean;
  /**
   * Repeated slashes: `'redirect'` (default) answers a path that matches only once squeezed
   * with a 308 to the squeezed path, so middleware before the router saw the same path;
   * `'route'` routes it, as Rails does.
   */
  slashes?: 'redirect' | 'route';
}

/** What the middleware needs from the router, rebuilt when routes change. */
export interface CompiledRouter {
  matcher: Matcher;
  /** The URL helpers for one request (`res.locals.helpers`), given its parameters and origin. */
  helpersFor(context: { recall: Record<string, unknown>; request: { host?: string; protocol?: string; script_name?: string } }): unknown;
}

/** `app.use(router.middleware())`, `http.createServer(router.middleware())`: `next` is optional. */
export type Middleware = (req: RouterRequest, res: RouterResponse, next?: NextFunction) => void;

export function createMiddleware(compiled: () => CompiledRouter, controllers: ControllerRegistry, options: MiddlewareOptions = {}): Middleware {
  const fallthrough = options.fallthrough === true;
  const override = overrideStep(options, overridableBy(() => compiled().matcher));
  const slashes = options.slashes ?? 'redirect';
  if (slashes !== 'redirect' && slashes !== 'route') throw new TypeError(`Invalid slashes option: ${String(slashes)}`);

  // Controller lookups per route (dispatch.ts), for the route set in use: a reload's matcher
  // starts a new cache, so the old routes are not kept alive by it.
  let cacheOwner: Matcher | undefined;
  let cache: ControllerCache = new Map();

  return function railroute(req, res, next) {
    if (override === undefined || req.method !== 'POST') return route(req, res, next);
    override(req, (err) => (err ? fail(req, res, next, err) : route(req, res, next)));
  };

  function route(req: RouterRequest, res: RouterResponse, next: Next | undefined): void {
    // Routing may run in a stream callback (after a form body was read), where a throw from a
    // request constraint would be an uncaught exception: every error goes to `next`.
    try {
      routeOrThrow(req, res, next);
    } catch (err) {
      fail(req, res, next, err);
    }
  }

  // The one place that reads the matcher's answer (`Recognition`): its shape may change.
  function routeOrThrow(req: RouterRequest, res: RouterResponse, next: Next | undefined): void {
    const { matcher, helpersFor } = compiled();
    const url = String(req.url ?? '/');
    const sent = req.method;
    // Most URLs are settled by one walk over them as sent (no normalizing, no RegExp); the
    // rest are normalized first (their path is then needed only by a mount). The walk takes
    // only the seven upper-case verbs by name: another spelling is upper-cased first.
    let method = typeof sent === 'string' ? sent : 'GET';
    let result = matcher.recognizeUrl(method, url);
    let normalized: string | undefined;
    if (result === undefined) {
      method = normalizeVerb(String(sent ?? 'GET'));
      const path = normalizeRequestPath(url);
      if (path === null) return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
      normalized = path;
      // Request constraints read it as the matcher's `RequestLike` (the same fields, by name).
      result = matcher.recognize(method, path, constraintView(req));
      // `//admin/users` is not under `app.use('/admin', guard)`: send the client to the path
      // every middleware before us reads the same way, rather than route what they skipped.
      // `path === url` when normalizing changed nothing (no `//`): most requests skip the scan
      // (indexOf('//') measured ~10x a string compare here, 85 vs 7 ns under the shared load).
      if (slashes === 'redirect' && path !== url && result.kind !== 'not-found' && result.kind !== 'bad-request' && url.indexOf('//') !== -1) {
        const canonical = squeezedTarget(url);
        if (canonical !== null) return redirectCanonical(req, res, canonical);
      }
    }

    switch (result.kind) {
      case 'found':
        if (encodedController(matcher, result.route, normalized ?? url)) return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
        if (matcher !== cacheOwner) {
          cacheOwner = matcher;
          cache = new Map();
        }
        return dispatch(result.route, result.params, normalized, req, res, next ?? answerError(req, res), helpersFor, controllers, cache);
      case 'bad-request':
        return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
      case 'method-not-allowed': {
        const allow = result.allowed.join(', ');
        if (method === 'OPTIONS') {
          res.statusCode = 204;
          res.setHeader('Allow', allow);
          res.end();
          return;
        }
        res.setHeader('Allow', allow);
        return fail(req, res, next, RoutingError.methodNotAllowed(method, errorPath(req, url), result.allowed));
      }
      case 'not-found':
        // Like Rails' X-Cascade: pass, a route whose constraints refused the request falls through too.
        if (fallthrough && next) return next();
        return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
    }
  }
}

type Next = (err?: unknown) => void;

/**
 * `router.methodOverride()`: the override alone, for apps whose verb-specific middleware runs
 * before the router; mount it at the router's own mount path, so it reads the paths the router reads.
 */
export function createMethodOverride(compiled: () => CompiledRouter, options: MethodOverrideOptions = {}): Middleware {
  const override = overrideStep(options, overridableBy(() => compiled().matcher));
  return function railrouteMethodOverride(req, res, next) {
    if (override === undefined || req.method !== 'POST') return next?.();
    override(req, (err) => (err ? fail(req, res, next, err) : next?.()));
  };
}

/** Whether `_method` could send a POST to this path elsewhere (asked only for an unread form POST). */
export function overridableBy(matcher: () => Matcher): (req: OverridableRequest) => boolean {
  return (req) => {
    const path = normalizeRequestPath(String(req.url ?? '/'));
    return path !== null && overrideCouldReroute(matcher().find(path), path);
  };
}

/** Only error messages name the raw path: worked out when one is raised. */
function rawPathOf(url: string): string {
  return url.split('?')[0] as string;
}

/** The path an error names: inside an engine, from the application's root, as Rails names it. */
function errorPath(req: RouterRequest, url: string): string {
  return mountContextOf(req) ? `${String(req.baseUrl ?? '')}${rawPathOf(url)}` : rawPathOf(url);
}

/**
 * Hands an error to Express, or (bare node:http, no `next`) answers it. The one error exit:
 * no `done` closure per request (a bare 404 measured ~5% less middleware time).
 */
function fail(req: RouterRequest, res: RouterResponse, next: Next | undefined, err: unknown): void {
  if (next) next(err);
  else answerError(req, res)(err);
}

/**
 * A `:controller` value must be written out in the URL: `admin%2Fusers` (or `%61dmin`) would
 * reach a controller whose path prefix (`app.use('/admin', guard)`) the request never had.
 * Only routes with a `:controller` segment pay for the second look at the raw values.
 */
function encodedController(matcher: Matcher, route: Route, url: string): boolean {
  const index = route.pattern.names.indexOf('controller');
  if (index === -1) return false;
  const path = normalizeRequestPath(url);
  if (path === null) return false;
  const match = matcher.find(path).find((m) => m.route === route);
  const raw = match?.values[index];
  return raw !== undefined && raw.includes('%');
}

/** 308 keeps the method and body; the Location keeps the mount point and the query. */
function redirectCanonical(req: RouterRequest, res: RouterResponse, target: string): void {
  // A backslash would read as a slash in a browser (`/\host`): never send one raw.
  const location = `${String(req.baseUrl ?? '')}${target}`.replace(/\\/g, '%5C');
  res.statusCode = 308;
  res.setHeader('Location', location);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : `Permanent Redirect. Redirecting to ${location}\n`);
}

function dispatch(
  route: Route,
  params: Record<string, unknown>,
  path: string | undefined,
  req: RouterRequest,
  res: RouterResponse,
  next: (err?: unknown) => void,
  helpersFor: CompiledRouter['helpersFor'],
  controllers: ControllerRegistry,
  cache: ControllerCache,
): void {
  // Inside an engine, the mount path's parameters join the engine's (which win), and the
  // helpers know the application's as `main_app`.
  const mount = mountContextOf(req);
  if (mount) params = { ...mount.params, ...params };
  req.params = params;
  res.locals ??= {};
  const helpers = helpersFor(new RequestContext(params, req)) as Record<string, unknown>;
  if (mount) Object.defineProperty(helpers, 'main_app', { value: mount.mainApp, enumerable: false, configurable: true });
  res.locals.helpers = helpers;
  // The `middleware` option: one length check for routes without any.
  if (route.middleware.length !== 0) {
    return runRouteMiddleware(route.middleware, req, res, next, () => dispatchTarget(route, params, path, req, res, next, controllers, cache));
  }
  dispatchTarget(route, params, path, req, res, next, controllers, cache);
}

/** `path`: the normalized path, when the lookup needed it (a mount's never settles without). */
function dispatchTarget(route: Route, params: Record<string, unknown>, path: string | undefined, req: RouterRequest, res: RouterResponse, next: (err?: unknown) => void, controllers: ControllerRegistry, cache: ControllerCache): void {
  switch (route.target.kind) {
    case 'controller':
      return dispatchRoute(controllers, cache, route, params, req, res, next);
    case 'handler':
      return invoke(route.target.handler, undefined, req, res, next);
    case 'redirect':
      return dispatchRedirect(route, params, req, res, next);
    case 'mount':
      return dispatchMount(route, path ?? (normalizeRequestPath(String(req.url ?? '/')) as string), req, res, next);
  }
}

/**
 * What a request's helpers know of it: its parameters, and where its `_url` helpers point by
 * default. The origin is read only when a helper builds a URL: Express' `req.protocol` getter
 * weighs proxies and headers, and most requests build none. One object is both the context
 * and its `request` (one allocation a request instead of two).
 */
class RequestContext {
  /** Where the router is mounted when the request reached it: an engine further down grows `req.baseUrl`, not this. */
  readonly script_name: string | undefined;
  constructor(
    readonly recall: Record<string, unknown>,
    private readonly req: RouterRequest,
  ) {
    this.script_name = req.baseUrl || undefined;
  }
  get request(): this {
    return this;
  }
  get host(): string | undefined {
    return this.req.headers?.host;
  }
  get protocol(): string {
    return protocol(constraintView(this.req));
  }
}

/** For bare node:http: routing errors answered with their status, others with a 500. */
function answerError(req: RouterRequest, res: RouterResponse): (err?: unknown) => void {
  return (err?: unknown) => {
    if (res.headersSent) {
      res.destroy?.();
      return;
    }
    const routing = err instanceof RoutingError;
    const status = routing ? err.status : err === undefined ? 404 : 500;
    const message = routing ? err.message : err === undefined ? `No route matches [${req.method}] ${quoteValue(String(req.url ?? '').split('?')[0] as string)}` : 'Internal Server Error';
    res.statusCode = status;
    if (routing && err.allowed) res.setHeader('Allow', err.allowed.join(', '));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : `${message}\n`);
  };
}
