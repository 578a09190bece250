/**
 * The Express/Connect middleware: path normalization, method override (reading a form body
 * only when an override could change the route), one trip through the matcher, then
 * dispatch, a 308 to the canonical path, or a routing error (400/404/405/413, automatic
 * OPTIONS). Without a `next` (bare `http.createServer`) it answers routing errors itself.
 */
import type { NextFunction, RouterRequest, RouterResponse } from '../request/http-types';
import { constraintView } from '../request/constraint-view';
import { RoutingError } from '../errors';
import { answerError, errorPath, fail, notAllowed } from './routing-answers';
import { invalidRequestHost, redirectOrigin, requestHost, type RedirectOrigin } from '../request/origin';
import type { UrlOptions } from '../helpers/url-options';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { normalizeRequestPath, normalizeVerb, squeezedTarget } from '../matcher/request/request-path';
import type { Matcher, Recognition } from '../matcher/types';
import { overrideStep, type MethodOverrideOptions, type OverridableRequest } from './method-override';
import { overrideCouldReroute } from './override-decision';

export { overrideCouldReroute };
import { dispatchRoute, dispatchMount, invoke, type ControllerCache } from './dispatch';
import { dispatchRedirect } from './redirect-response';
import { protocol } from '../request/request-conditions';
import { runRouteMiddleware } from './route-middleware';
import { mountContextOf } from './mount-context';
import { recognizeAfter } from '../engines/cascade';
import { allowedThroughMounts, recognizeInEngine } from '../engines/mount-recognition';
import { mountedEngine } from '../definition/engine';
import { NOT_FOUND } from '../matcher/recognizer';

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
  helpersFor(context: {
    recall: Record<string, unknown>;
    request: { host?: string; protocol?: string; script_name?: string };
  }): unknown;
  /** The router's `defaultUrlOptions` now (a redirect falls back to their host); a function of its own, handed on detached. */
  readonly defaultUrlOptions: () => UrlOptions;
}

/** `app.use(router.middleware())`, `http.createServer(router.middleware())`: `next` is optional. */
export type Middleware = (req: RouterRequest, res: RouterResponse, next?: NextFunction) => void;

export function createMiddleware(
  compiled: () => CompiledRouter,
  controllers: ControllerRegistry,
  options: MiddlewareOptions = {},
): Middleware {
  const fallthrough = options.fallthrough === true;
  const override = overrideStep(
    options,
    overridableBy(() => compiled().matcher),
  );
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

  function route(req: RouterRequest, res: RouterResponse, next: NextFunction | undefined): void {
    // Routing may run in a stream callback (after a form body was read), where a throw from a
    // request constraint would be an uncaught exception: every error goes to `next`.
    try {
      routeOrThrow(req, res, next);
    } catch (err) {
      fail(req, res, next, err);
    }
  }

  // The one place that reads the matcher's answer (`Recognition`): its shape may change.
  function routeOrThrow(req: RouterRequest, res: RouterResponse, next: NextFunction | undefined): void {
    const router = compiled();
    const { matcher } = router;
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
      // Request constraints read it as `RequestLike` (the same fields, by name).
      result = matcher.recognize(method, path, constraintView(req));
      // `//admin/users` is not under `app.use('/admin', guard)`: send the client to the path
      // every middleware before us reads the same way, rather than route what they skipped.
      // `path === url` when normalizing changed nothing (no `//`): most requests skip the scan
      // (indexOf('//') measured ~10x a string compare here, 85 vs 7 ns under the shared load).
      if (
        slashes === 'redirect' &&
        path !== url &&
        result.kind !== 'not-found' &&
        result.kind !== 'bad-request' &&
        url.indexOf('//') !== -1
      ) {
        const canonical = squeezedTarget(url);
        if (canonical !== null) return redirectCanonical(req, res, canonical);
      }
    }

    answer(router, result, method, normalized, url, req, res, next);
  }

  /** What the router does with the matcher's answer (`path`: the normalized path, when it was needed). */
  function answer(
    router: CompiledRouter,
    result: Recognition,
    method: string,
    path: string | undefined,
    url: string,
    req: RouterRequest,
    res: RouterResponse,
    next: NextFunction | undefined,
  ): void {
    const { matcher } = router;
    switch (result.kind) {
      case 'found': {
        const route = result.route;
        if (encodedController(matcher, route, path ?? url))
          return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
        if (matcher !== cacheOwner) {
          cacheOwner = matcher;
          cache = new Map();
        }
        const onward = next ?? answerError(req, res);
        // Only what can pass a request back (a mount, a handler) pays for the cascade's `next`.
        const kind = route.target.kind;
        const targetNext =
          kind === 'mount' || kind === 'handler'
            ? (err?: unknown) => (err === undefined || err === null ? cascade(route) : onward(err))
            : onward;
        return dispatch(route, result.params, path, req, res, targetNext, router, controllers, cache);
      }
      case 'bad-request':
        return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
      case 'method-not-allowed':
        // Inside an engine, the application's router answers: its later routes may take it (Rails' cascade).
        if (next && mountContextOf(req)) return next();
        return notAllowed(req, res, next, method, url, result.allowed);
      case 'not-found':
        // Like Rails' X-Cascade: pass, a route whose constraints refused the request falls through too.
        if (next && (fallthrough || mountContextOf(req))) return next();
        return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
    }

    /**
     * The route passed the request back (`next()`): the later routes for it, Rails' cascade.
     * When none takes it, an engine's pass is answered as the whole path's (404, or 405 with
     * every mount's verbs); a handler's or mounted app's goes on to the next Express
     * middleware, as their `next()` always did.
     */
    function cascade(passed: Route): void {
      // A route that answered and still called next() passed nothing back: on, as before.
      if (res.headersSent || res.writableEnded) return next?.();
      const full = path ?? normalizeRequestPath(url);
      if (full === null) return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
      const matches = matcher.find(full);
      const later = recognizeAfter(matches, passed, method, full, constraintView(req));
      if (later.kind === 'found' || later.kind === 'bad-request')
        return answer(router, later, method, full, url, req, res, next);
      // A route that gave the request back itself (a handler's or an action's `next()`, in
      // the engine too) hands it on to the next Express middleware; an engine with no route
      // for it leaves the answer to the whole path's routes.
      if (!mountedEngine(passed) || recognizeInEngine(passed, {}, method, full, constraintView(req)))
        return next ? next() : answerError(req, res)();
      const allowed = allowedThroughMounts(matches, full);
      answer(
        router,
        allowed.length === 0 ? NOT_FOUND : { kind: 'method-not-allowed', allowed },
        method,
        full,
        url,
        req,
        res,
        next,
      );
    }
  }
}

/**
 * `router.methodOverride()`: the override alone, for apps whose verb-specific middleware runs
 * before the router; mount it at the router's own mount path, so it reads the paths the router reads.
 */
export function createMethodOverride(compiled: () => CompiledRouter, options: MethodOverrideOptions = {}): Middleware {
  const override = overrideStep(
    options,
    overridableBy(() => compiled().matcher),
  );
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
  router: CompiledRouter,
  controllers: ControllerRegistry,
  cache: ControllerCache,
): void {
  // Inside an engine, the mount path's parameters join the engine's (which win), and the
  // helpers know the application's as `main_app`.
  const mount = mountContextOf(req);
  if (mount) params = { ...mount.params, ...params };
  req.params = params;
  res.locals ??= {};
  const context = new RequestContext(params, req, router.defaultUrlOptions);
  const helpers = router.helpersFor(context) as Record<string, unknown>;
  if (mount)
    Object.defineProperty(helpers, 'main_app', { value: mount.mainApp, enumerable: false, configurable: true });
  res.locals.helpers = helpers;
  // The `middleware` option: one length check for routes without any.
  if (route.middleware.length !== 0) {
    return runRouteMiddleware(route.middleware, req, res, next, () =>
      dispatchTarget(route, params, path, req, res, next, controllers, cache, context),
    );
  }
  dispatchTarget(route, params, path, req, res, next, controllers, cache, context);
}

/** `path`: the normalized path, when the lookup needed it (a mount's never settles without). */
function dispatchTarget(
  route: Route,
  params: Record<string, unknown>,
  path: string | undefined,
  req: RouterRequest,
  res: RouterResponse,
  next: (err?: unknown) => void,
  controllers: ControllerRegistry,
  cache: ControllerCache,
  context: RequestContext,
): void {
  switch (route.target.kind) {
    case 'controller':
      return dispatchRoute(controllers, cache, route, params, req, res, next);
    case 'handler':
      return invoke(route.target.handler, undefined, req, res, next);
    case 'redirect':
      return dispatchRedirect(route, params, req, res, next, () => context.redirectOrigin());
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
    private readonly defaults: () => UrlOptions,
  ) {
    this.script_name = req.baseUrl || undefined;
  }
  get request(): this {
    return this;
  }
  /** The `Host` header when it is a valid `host[:port]` (request/origin.ts); else `defaultUrlOptions` decide. */
  get host(): string | undefined {
    return requestHost(this.req.headers);
  }
  get invalidHost(): string | undefined {
    return invalidRequestHost(this.req.headers);
  }
  get protocol(): string {
    return protocol(constraintView(this.req));
  }
  /** Where a redirect's Location starts, by the one origin rule (request/origin.ts). */
  redirectOrigin(): RedirectOrigin | undefined {
    return redirectOrigin(this.protocol, this.req.headers, this.defaults());
  }
}
