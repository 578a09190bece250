/**
 * What follows a match: the request's params (a mount's joined in), its URL helpers on
 * `res.locals.helpers`, the route's own middleware, then the route's target — a controller
 * action, an Express handler, a redirect or a mounted app or engine.
 */
import type { RouterRequest, RouterResponse } from '../request/http-types';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { normalizeRequestPath } from '../request/request-path';
import { dispatchRoute, dispatchMount, invoke, type ControllerCache } from './dispatch';
import { dispatchRedirect } from './redirect-response';
import { runRouteMiddleware } from './route-middleware';
import { mountContextOf } from './mount-context';
import { RequestContext } from './request-context';
import { replayBodyAsSent } from './body-replay';
import type { CompiledRouter } from './middleware';
import type { ControllerPreparation } from './controller-body';
import { requestForms } from '../forms/request-forms';

/** Dispatches a matched route (`path`: the normalized path, when the lookup needed it). */
export function dispatchMatched(
  route: Route,
  params: Record<string, unknown>,
  path: string | undefined,
  req: RouterRequest,
  res: RouterResponse,
  next: (err?: unknown) => void,
  router: CompiledRouter,
  controllers: ControllerRegistry,
  cache: ControllerCache,
  prepare?: ControllerPreparation,
): void {
  // Inside an engine, the mount path's parameters join the engine's (which win), and the
  // helpers know the application's as `main_app`.
  const mount = mountContextOf(req);
  if (mount) params = { ...mount.params, ...params };
  req.params = params;
  const context = new RequestContext(params, req, router.defaultUrlOptions, mount?.defaultUrlOptions);
  const helpers = router.helpersFor(context) as Record<string, unknown>;
  if (mount)
    Object.defineProperty(helpers, 'main_app', { value: mount.mainApp, enumerable: false, configurable: true });
  const forms = requestForms(req, res, helpers, controllers.secretKeyBase);
  // Bare node:http has no `res.locals`: made with both fields at once (one shape, no growth).
  const locals = res.locals;
  if (!locals) res.locals = { helpers, forms };
  else {
    locals.helpers = helpers;
    locals.forms = forms;
  }
  // The `middleware` option: one length check for routes without any.
  if (route.middleware.length !== 0) {
    return runRouteMiddleware(route.middleware, req, res, next, () =>
      dispatchTarget(route, path, req, res, next, controllers, cache, context, prepare),
    );
  }
  dispatchTarget(route, path, req, res, next, controllers, cache, context, prepare);
}

/**
 * Calls the route's target with the params its context holds (`context.recall`, the request's
 * `req.params`). `path`: the normalized path, when the lookup needed it (a mount's never
 * settles without).
 */
function dispatchTarget(
  route: Route,
  path: string | undefined,
  req: RouterRequest,
  res: RouterResponse,
  next: (err?: unknown) => void,
  controllers: ControllerRegistry,
  cache: ControllerCache,
  context: RequestContext,
  prepare: ControllerPreparation | undefined,
): void {
  switch (route.target.kind) {
    case 'controller':
      return dispatchRoute(controllers, cache, route, context.recall, req, res, next, prepare);
    case 'handler':
      replayBodyAsSent(req);
      return invoke(route.target.handler, undefined, req, res, next);
    case 'redirect':
      return dispatchRedirect(route, context.recall, req, res, next, () => context.redirectOrigin());
    case 'mount':
      // An engine is railroute: its own mounted apps and handlers get the body as sent, its controllers the fields.
      if (route.target.engine === undefined) replayBodyAsSent(req);
      return dispatchMount(
        route,
        path ?? (normalizeRequestPath(String(req.url ?? '/')) as string),
        req,
        res,
        next,
        context.outerUrlOptions,
      );
  }
}
