/**
 * The Express/Connect middleware: method override, path normalization, one trip through
 * the matcher, then dispatch or a routing error (400/404/405, automatic OPTIONS). Without a
 * `next` (bare `http.createServer`) it answers routing errors itself.
 */
import { RoutingError } from '../errors';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { normalizeRequestPath, normalizeVerb } from '../matcher/request-path';
import type { Matcher } from '../matcher/types';
import { applyMethodOverride } from './method-override';
import { parseByteLimit } from './form-body';
import { dispatchController, dispatchMount, dispatchRedirect, invoke } from './dispatch';
import { protocol } from '../matcher/request-conditions';
import { runRouteMiddleware } from './route-middleware';

export interface MiddlewareOptions {
  /** Call `next()` instead of a 404 error when no route matches the path. */
  fallthrough?: boolean;
  /** Honour `_method` / `X-HTTP-Method-Override` on POST (default true). */
  methodOverride?: boolean;
  /** Largest form body the router reads itself to find `_method` (default `'100kb'`). */
  bodyLimit?: string | number;
}

/** What the middleware needs from the router, rebuilt when routes change. */
export interface CompiledRouter {
  matcher: Matcher;
  /** The URL helpers for one request (`res.locals.helpers`), given its parameters and origin. */
  helpersFor(context: { recall: Record<string, unknown>; request: { host?: string; protocol?: string; script_name?: string } }): unknown;
}

export type Middleware = (req: any, res: any, next?: (err?: unknown) => void) => void;

export function createMiddleware(compiled: () => CompiledRouter, controllers: ControllerRegistry, options: MiddlewareOptions = {}): Middleware {
  const fallthrough = options.fallthrough === true;
  const methodOverride = options.methodOverride !== false;
  const limit = parseByteLimit(options.bodyLimit ?? '100kb');

  return function railroute(req, res, next) {
    const done = next ?? answerError(req, res);
    if (!methodOverride) return route(req, res, done, next);
    req.originalMethod ??= req.method;
    if (req.method === 'POST') applyMethodOverride(req, limit, (err) => (err ? done(err) : route(req, res, done, next)));
    else route(req, res, done, next);
  };

  function route(req: any, res: any, done: (err?: unknown) => void, next: ((err?: unknown) => void) | undefined): void {
    // Routing may run in a stream callback (after a form body was read), where a throw from a
    // request constraint would be an uncaught exception: every error goes to `done`.
    try {
      routeOrThrow(req, res, done, next);
    } catch (err) {
      done(err);
    }
  }

  function routeOrThrow(req: any, res: any, done: (err?: unknown) => void, next: ((err?: unknown) => void) | undefined): void {
    const { matcher, helpersFor } = compiled();
    const url = String(req.url ?? '/');
    // Only error messages name the raw path: work it out when one is raised.
    const rawPath = (): string => url.split('?')[0] as string;
    const method = normalizeVerb(String(req.method ?? 'GET'));
    const path = normalizeRequestPath(url);
    if (path === null) return done(RoutingError.badRequest(rawPath()));
    const result = matcher.recognize(method, path, req);

    switch (result.kind) {
      case 'found':
        return dispatch(result.route, result.params, path, req, res, done, helpersFor, controllers);
      case 'bad-request':
        return done(RoutingError.badRequest(rawPath()));
      case 'method-not-allowed': {
        const allow = result.allowed.join(', ');
        if (method === 'OPTIONS') {
          res.statusCode = 204;
          res.setHeader('Allow', allow);
          res.end();
          return;
        }
        res.setHeader('Allow', allow);
        return done(RoutingError.methodNotAllowed(method, rawPath(), result.allowed));
      }
      case 'not-found':
        // Like Rails' X-Cascade: pass, a route whose constraints refused the request falls through too.
        if (fallthrough && next) return next();
        return done(RoutingError.noRoute(method, rawPath()));
    }
  }
}

function dispatch(
  route: Route,
  params: Record<string, unknown>,
  path: string,
  req: any,
  res: any,
  next: (err?: unknown) => void,
  helpersFor: CompiledRouter['helpersFor'],
  controllers: ControllerRegistry,
): void {
  req.params = params;
  res.locals ??= {};
  res.locals.helpers = helpersFor({ recall: params, request: new RequestOrigin(req) });
  // The `middleware` option: one length check for routes without any.
  if (route.middleware.length !== 0) {
    return runRouteMiddleware(route.middleware, req, res, next, () => dispatchTarget(route, params, path, req, res, next, controllers));
  }
  dispatchTarget(route, params, path, req, res, next, controllers);
}

function dispatchTarget(route: Route, params: Record<string, unknown>, path: string, req: any, res: any, next: (err?: unknown) => void, controllers: ControllerRegistry): void {
  switch (route.target.kind) {
    case 'controller':
      return dispatchController(controllers, params, req, res, next);
    case 'handler':
      return invoke(route.target.handler, undefined, req, res, next);
    case 'redirect':
      return dispatchRedirect(route, params, req, res, next);
    case 'mount':
      return dispatchMount(route, path, req, res, next);
  }
}

/**
 * Where a request's `_url` helpers point by default. Read only when a helper builds a URL:
 * Express' `req.protocol` getter weighs proxies and headers, and most requests build none.
 */
class RequestOrigin {
  constructor(private readonly req: any) {}
  get host(): string | undefined {
    return this.req.headers?.host;
  }
  get protocol(): string {
    return protocol(this.req);
  }
  get script_name(): string | undefined {
    return this.req.baseUrl || undefined;
  }
}

/** For bare node:http: routing errors answered with their status, others with a 500. */
function answerError(req: any, res: any): (err?: unknown) => void {
  return (err?: unknown) => {
    if (res.headersSent) {
      res.destroy?.();
      return;
    }
    const routing = err instanceof RoutingError;
    const status = routing ? err.status : err === undefined ? 404 : 500;
    const message = routing ? err.message : err === undefined ? `No route matches [${req.method}] ${JSON.stringify(String(req.url ?? '').split('?')[0])}` : 'Internal Server Error';
    res.statusCode = status;
    if (routing && err.allowed) res.setHeader('Allow', err.allowed.join(', '));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : `${message}\n`);
  };
}
