/**
 * `router.middleware(options)`: the Express/Connect middleware. A request's steps, in order:
 * which proxies count (`trustProxy`, without Express), the method override (a POST's form
 * body read only when an override could change the route), then `routeRequest`
 * (route-request.ts: the lookup, dispatch, Rails' cascade, or a routing error: 400, 404,
 * 405, 413, automatic OPTIONS). Without a `next` (bare `http.createServer`) it answers
 * routing errors itself. `router.methodOverride()` is method-override-middleware.ts.
 */
import type { NextFunction, RouterRequest, RouterResponse } from '../request/http-types';
import type { UrlOptions } from '../helpers/url-options';
import type { ControllerRegistry } from '../controllers/registry';
import type { Matcher } from '../matcher/types';
import { fail } from './routing-answers';
import { overrideStep, type MethodOverrideOptions } from './method-override';
import { overrideCouldReroute } from './override-decision';
import { createMethodOverride, overridableBy } from './method-override-middleware';
import { routeRequest, type Routing } from './route-request';
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
  const override = overrideStep(
    options,
    overridableBy(() => compiled().matcher),
  );
  const slashes = options.slashes ?? 'redirect';
  if (slashes !== 'redirect' && slashes !== 'route') throw new TypeError(`Invalid slashes option: ${String(slashes)}`);
  const routing: Routing = {
    compiled,
    controllers,
    fallthrough: options.fallthrough === true,
    slashes,
    // A controller action's body is parsed (and its strong parameters set) just before its filters.
    prepare: controllerPreparation(
      options,
      unpermittedParameters === undefined ? undefined : unpermittedModeOf(unpermittedParameters),
    ),
    cacheOwner: undefined,
    cache: new Map(),
  };
  const trust = options.trustProxy === undefined ? undefined : compileTrust(options.trustProxy);

  return function railroute(req, res, next) {
    if (trust !== undefined) setTrust(req, trust);
    if (override === undefined || req.method !== 'POST') return routeRequest(routing, req, res, next);
    override(req, (err) => (err ? fail(req, res, next, err) : routeRequest(routing, req, res, next)));
  };
}
