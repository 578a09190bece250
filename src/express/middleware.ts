/**
 * The Express/Connect middleware's request pipeline: method override (reading a form body
 * only when an override could change the route), one trip through the matcher over the URL
 * as sent or normalized, then dispatch (route-dispatch.ts), a 308 to the canonical path
 * (canonical-path.ts), Rails' cascade past a route that passes the request back, or a routing
 * error (400/404/405/413, automatic OPTIONS: routing-answers.ts). Without a `next` (bare
 * `http.createServer`) it answers routing errors itself. `router.methodOverride()` is
 * method-override-middleware.ts.
 */
import type { NextFunction, RouterRequest, RouterResponse } from '../request/http-types';
import { constraintView } from '../request/constraint-view';
import { RoutingError } from '../errors';
import { answerError, answerNotFound, errorPath, fail, notAllowed } from './routing-answers';
import type { UrlOptions } from '../helpers/url-options';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { normalizeRequestPath, normalizeVerb, squeezedTarget } from '../request/request-path';
import type { Matcher, Recognition } from '../matcher/types';
import { overrideStep, type MethodOverrideOptions } from './method-override';
import { overrideCouldReroute } from './override-decision';
import { createMethodOverride, overridableBy } from './method-override-middleware';
import type { ControllerCache } from './dispatch';
import { dispatchMatched } from './route-dispatch';
import { encodedController, redirectCanonical } from './canonical-path';
import { mountContextOf } from './mount-context';
import { recognizeAfter } from '../engines/cascade';
import { allowedThroughMounts, recognizeInEngine } from '../engines/mount-recognition';
import { mountedEngine } from '../definition/engine';
import { NOT_FOUND } from '../matcher/recognizer';
import { compileTrust, setTrust, type TrustProxy } from '../request/request-origin';
import { controllerPreparation, type ControllerBodyOptions } from './controller-body';
import { unpermittedModeOf } from '../controllers/parameters';

// Loaded through on-demand.ts as one module: the router asks it for these too.
export { overrideCouldReroute, createMethodOverride };

/** `router.middleware(options)`: the method override's options, and how unrouted paths are answered. */
export interface MiddlewareOptions extends MethodOverrideOptions, ControllerBodyOptions {
  /** Call `next()` instead of a 404 error when no route matches the path. */
  fallthrough?: boolean;
  /**
   * Repeated slashes: `'redirect'` (default) answers a path that matches only once squeezed
   * with a 308 to the squeezed path, so middleware before the router saw the same path;
   * `'route'` routes it, as Rails does.
   */
  slashes?: 'redirect' | 'route';
  /**
   * Without Express (bare node:http, Connect): which proxies' `X-Forwarded-Proto`,
   * `X-Forwarded-Host` and `X-Forwarded-For` count, with Express' `trust proxy` values
   * (default `false`: none). Under Express its own `trust proxy` setting rules instead.
   */
  trustProxy?: TrustProxy;
}

/** What the middleware needs from the router, rebuilt when routes change. */
export interface CompiledRouter {
  matcher: Matcher;
  /** The URL helpers for one request (`res.locals.helpers`), given its parameters and origin. */
  helpersFor(context: {
    recall: Record<string, unknown>;
    request: { host?: string; protocol?: string | false; port?: string | number; script_name?: string };
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
  unpermittedParameters?: unknown,
): Middleware {
  const fallthrough = options.fallthrough === true;
  const override = overrideStep(
    options,
    overridableBy(() => compiled().matcher),
  );
  const slashes = options.slashes ?? 'redirect';
  if (slashes !== 'redirect' && slashes !== 'route') throw new TypeError(`Invalid slashes option: ${String(slashes)}`);
  // A controller action's body is parsed (and its strong parameters set) just before its filters.
  const prepare = controllerPreparation(
    options,
    unpermittedParameters === undefined ? undefined : unpermittedModeOf(unpermittedParameters),
  );

  // Controller lookups per route (dispatch.ts), for the route set in use: a reload's matcher
  // starts a new cache, so the old routes are not kept alive by it.
  let cacheOwner: Matcher | undefined;
  let cache: ControllerCache = new Map();

  const trust = options.trustProxy === undefined ? undefined : compileTrust(options.trustProxy);

  return function railroute(req, res, next) {
    if (trust !== undefined) setTrust(req, trust);
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
        // Only what can pass a request back (a mount, a handler, an action's `this.next()`) pays for the cascade's `next`.
        const kind = route.target.kind;
        const targetNext =
          kind !== 'redirect'
            ? (err?: unknown) => (err === undefined || err === null ? cascade(route) : onward(err))
            : onward;
        return dispatchMatched(route, result.params, path, req, res, targetNext, router, controllers, cache, prepare);
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
        // Bare node:http answers the 404 itself: its text, with no error object to build.
        if (!next) return answerNotFound(req, res, method, errorPath(req, url));
        return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
    }

    /**
     * The route passed the request back (`next()`): the later routes for it, Rails' cascade.
     * When none takes it, an engine's pass is answered as the whole path's (404, or 405 with
     * every mount's verbs); an action's is the router's 404; a handler's or mounted app's goes
     * on to the next Express middleware, as their `next()` always did.
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
      // An action that passed (`this.next()`) with no later route for the request: the router's
      // own answer, as Rails' 404 for a path whose only route cascaded.
      if (passed.target.kind === 'controller') {
        if (next && (fallthrough || mountContextOf(req))) return next();
        return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
      }
      // A route that gave the request back itself (a handler's `next()`, in the engine too)
      // hands it on to the next Express middleware; an engine with no route for it leaves the
      // answer to the whole path's routes.
      if (!mountedEngine(passed) || recognizeInEngine(passed, {}, method, full, constraintView(req)))
        return next ? next() : answerError(req, res)();
      const allowed = allowedThroughMounts(matches, full, constraintView(req));
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
