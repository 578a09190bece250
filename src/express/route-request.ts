/**
 * One request through the router, after the method override: the steps in order, each a
 * function of its own.
 *
 * 1. `routeRequest`: the lookup over the URL as sent (no normalizing, no RegExp), which
 *    settles most requests; every error of the steps below goes to `fail`.
 * 2. `routeNormalized`: the rest, normalized first; a path that matches only once its
 *    slashes are squeezed is sent to the squeezed path (canonical-path.ts).
 * 3. `answerRecognition`: the matcher's answer — a match goes to `dispatchFound`, the rest
 *    are routing answers (400, 404, 405 and OPTIONS: routing-answers.ts), or `next()` where
 *    the application or an enclosing router may take the request.
 * 4. `dispatchFound`: the route's params, helpers, middleware and target (route-dispatch.ts),
 *    handed a `next` that brings a request the target passes back to step 5.
 * 5. `cascade`: Rails' cascade to the later routes for a request a route passed back.
 */
import type { NextFunction, RouterRequest, RouterResponse } from '../request/http-types';
import { constraintView } from '../request/constraint-view';
import { answerStarted } from '../request/answer-started';
import { RoutingError } from '../errors';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { normalizeRequestPath, normalizeVerb, squeezedTarget } from '../request/request-path';
import type { Matcher, Recognition } from '../matcher/types';
import { NOT_FOUND } from '../matcher/recognizer';
import { recognizeAfter } from '../engines/cascade';
import { allowedThroughMounts, recognizeInEngine } from '../engines/mount-recognition';
import { mountedEngine } from '../definition/engine';
import { answerError, answerNotFound, errorPath, fail, notAllowed } from './routing-answers';
import { encodedController, redirectCanonical } from './canonical-path';
import { mountContextOf } from './mount-context';
import { dispatchMatched } from './route-dispatch';
import type { ControllerCache } from './dispatch';
import type { ControllerPreparation } from './controller-body';
import type { CompiledRouter } from './middleware';

/** What one `router.middleware(options)` routes with: its router and options, read by every step. */
export interface Routing {
  readonly compiled: () => CompiledRouter;
  readonly controllers: ControllerRegistry;
  /** `fallthrough`: `next()` instead of a 404 when no route matches. */
  readonly fallthrough: boolean;
  readonly slashes: 'redirect' | 'route';
  /** Before a controller action's filters: its body parsed, its strong parameters' mode set. */
  readonly prepare: ControllerPreparation;
  /**
   * Controller lookups per route (dispatch.ts) for the matcher in use: a reload's matcher
   * starts a new cache, so the old routes are not kept alive by it.
   */
  cacheOwner: Matcher | undefined;
  cache: ControllerCache;
}

/** Step 1, and the error exit of every step: routing may run in a stream callback (after a form body was read), where a throw would be uncaught. */
export function routeRequest(
  routing: Routing,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction | undefined,
): void {
  try {
    const router = routing.compiled();
    const url = String(req.url ?? '/');
    const sent = req.method;
    // The walk over the URL as sent takes only the seven upper-case verbs by name: another
    // spelling is upper-cased by `routeNormalized`.
    const method = typeof sent === 'string' ? sent : 'GET';
    const result = router.matcher.recognizeUrl(method, url);
    if (result === undefined) return routeNormalized(routing, router, url, req, res, next);
    answerRecognition(routing, router, result, method, undefined, url, req, res, next);
  } catch (err) {
    fail(req, res, next, err);
  }
}

/** Step 2: the URL normalized, then recognized (its path is then needed only by a mount). */
function routeNormalized(
  routing: Routing,
  router: CompiledRouter,
  url: string,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction | undefined,
): void {
  const method = normalizeVerb(String(req.method ?? 'GET'));
  const path = normalizeRequestPath(url);
  if (path === null) return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
  // Request constraints read it as `RequestLike` (the same fields, by name).
  const result = router.matcher.recognize(method, path, constraintView(req));
  // `//admin/users` is not under `app.use('/admin', guard)`: send the client to the path
  // every middleware before us reads the same way, rather than route what they skipped.
  // `path === url` when normalizing changed nothing (no `//`): most requests skip the scan
  // (indexOf('//') measured ~10x a string compare here, 85 vs 7 ns under the shared load).
  if (
    routing.slashes === 'redirect' &&
    path !== url &&
    result.kind !== 'not-found' &&
    result.kind !== 'bad-request' &&
    url.indexOf('//') !== -1
  ) {
    const canonical = squeezedTarget(url);
    if (canonical !== null) return redirectCanonical(req, res, canonical);
  }
  answerRecognition(routing, router, result, method, path, url, req, res, next);
}

/**
 * Step 3, the one place that reads the matcher's answer (`Recognition`: its shape may
 * change). `path`: the normalized path, when the lookup needed it.
 */
function answerRecognition(
  routing: Routing,
  router: CompiledRouter,
  result: Recognition,
  method: string,
  path: string | undefined,
  url: string,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction | undefined,
): void {
  switch (result.kind) {
    case 'found':
      return dispatchFound(routing, router, result.route, result.params, method, path, url, req, res, next);
    case 'bad-request':
      return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
    case 'method-not-allowed':
      // Inside an engine, the application's router answers: its later routes may take it (Rails' cascade).
      if (next && mountContextOf(req)) return next();
      return notAllowed(req, res, next, method, url, result.allowed);
    case 'not-found':
      // Like Rails' X-Cascade: pass, a route whose constraints refused the request falls through too.
      if (next && (routing.fallthrough || mountContextOf(req))) return next();
      // Bare node:http answers the 404 itself: its text, with no error object to build.
      if (!next) return answerNotFound(req, res, method, errorPath(req, url));
      return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
  }
}

/** Step 4: a matched route dispatched, with the `next` its target may pass the request back through. */
function dispatchFound(
  routing: Routing,
  router: CompiledRouter,
  route: Route,
  params: Record<string, unknown>,
  method: string,
  path: string | undefined,
  url: string,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction | undefined,
): void {
  const { matcher } = router;
  if (encodedController(matcher, route, path ?? url))
    return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
  if (matcher !== routing.cacheOwner) {
    routing.cacheOwner = matcher;
    routing.cache = new Map();
  }
  // One closure a request: what can pass a request back (a mount, a handler, an action's
  // `this.next()`) gets the cascade's `next`; a redirect only ever hands on an error.
  const targetNext =
    route.target.kind !== 'redirect'
      ? (err?: unknown): void =>
          err === undefined || err === null
            ? cascade(routing, router, route, method, path, url, req, res, next)
            : fail(req, res, next, err)
      : (next ?? ((err?: unknown): void => answerError(req, res, err)));
  dispatchMatched(
    route,
    params,
    path,
    req,
    res,
    targetNext,
    router,
    routing.controllers,
    routing.cache,
    routing.prepare,
  );
}

/**
 * Step 5: the route passed the request back (`next()`): the later routes for it, Rails'
 * cascade. When none takes it, an engine's pass is answered as the whole path's (404, or 405
 * with every mount's verbs); an action's is the router's 404; a handler's or mounted app's
 * goes on to the next Express middleware, as their `next()` always did.
 */
function cascade(
  routing: Routing,
  router: CompiledRouter,
  passed: Route,
  method: string,
  path: string | undefined,
  url: string,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction | undefined,
): void {
  // A route that answered and still called next() passed nothing back: on, as before.
  if (answerStarted(res)) return next?.();
  const full = path ?? normalizeRequestPath(url);
  if (full === null) return fail(req, res, next, RoutingError.badRequest(errorPath(req, url)));
  const { matcher } = router;
  const matches = matcher.find(full);
  const later = recognizeAfter(matches, passed, method, full, constraintView(req));
  if (later.kind === 'found' || later.kind === 'bad-request')
    return answerRecognition(routing, router, later, method, full, url, req, res, next);
  // An action that passed (`this.next()`) with no later route for the request: the router's
  // own answer, as Rails' 404 for a path whose only route cascaded.
  if (passed.target.kind === 'controller') {
    if (next && (routing.fallthrough || mountContextOf(req))) return next();
    return fail(req, res, next, RoutingError.noRoute(method, errorPath(req, url)));
  }
  // A route that gave the request back itself (a handler's `next()`, in the engine too)
  // hands it on to the next Express middleware; an engine with no route for it leaves the
  // answer to the whole path's routes.
  if (!mountedEngine(passed) || recognizeInEngine(passed, {}, method, full, constraintView(req)))
    return next ? next() : answerError(req, res, undefined);
  const allowed = allowedThroughMounts(matches, full, constraintView(req));
  const answer: Recognition = allowed.length === 0 ? NOT_FOUND : { kind: 'method-not-allowed', allowed };
  answerRecognition(routing, router, answer, method, full, url, req, res, next);
}
