/**
 * Calls what a route points at: a controller action (one instance per request), an
 * Express handler or a mounted app (redirects: redirect-response.ts). Sync throws and rejected promises go to
 * `next(err)`.
 */
import type { RouterRequest, RouterResponse, NextFunction } from '../request/http-types';

/** A function called with the request, as actions and handlers are. */
type Callable = (this: unknown, ...args: never[]) => unknown;
import { execRoute } from '../matcher/programs/route-match';
import { RoutingError } from '../errors';
import { valueText } from '../url-rules/values';
import type { Route } from '../definition/route';
import type { ControllerRegistry, ControllerTarget } from '../controllers/registry';
import { filterPlan } from '../controllers/filters';
import { isControllerClass } from '../controllers/action-methods';
import { Controller, paramsProblem } from '../controllers/controller';
import { enterMount } from './mount-context';
import { runFiltered, trackedNext, type TrackedNext } from '../controllers/filter-runner';
import type { ControllerPreparation } from './controller-body';

/** Runs a handler; a throw or a rejection becomes `next(err)`. */
export function invoke(fn: Callable, self: unknown, req: RouterRequest, res: RouterResponse, next: NextFunction): void {
  let result: unknown;
  try {
    result = Reflect.apply(fn, self, [req, res, next]);
  } catch (err) {
    next(err);
    return;
  }
  if (result !== null && typeof result === 'object' && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(undefined, (err: unknown) => next(err ?? new Error('Action rejected')));
  }
}

/** What a controller route resolved to: asked of the registry once per route, not per request. */
interface Resolved {
  controller: string;
  action: string;
  target: ControllerTarget;
  method: Callable;
}

/**
 * The controller target and action method per route, for one compiled route set (a reload
 * makes new routes: the caller starts a new cache). Only successful lookups are kept (a
 * registered controller never changes), and the route's values are compared on each use, so
 * a `:controller`/`:action` route resolves anew whenever they differ.
 */
export type ControllerCache = Map<Route, Resolved>;

/** A controller action with the registry asked on every call (the middleware goes through `dispatchRoute`). */
export function dispatchController(
  registry: ControllerRegistry,
  params: Record<string, unknown>,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction,
): void {
  const resolved = resolve(registry, params, next);
  if (resolved) runAction(resolved, req, res, next);
}

/**
 * A controller route's action, the registry asked once per route (three Map lookups and two
 * String() a request less: the middleware's hits measured ×0.93–0.98 of their time, best
 * rounds −8 to −17%).
 */
export function dispatchRoute(
  registry: ControllerRegistry,
  cache: ControllerCache,
  route: Route,
  params: Record<string, unknown>,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction,
  prepare?: ControllerPreparation,
): void {
  let resolved = cache.get(route);
  if (resolved === undefined || resolved.controller !== params.controller || resolved.action !== params.action) {
    resolved = resolve(registry, params, next);
    if (!resolved) return;
    cache.set(route, resolved);
  }
  // The body is parsed once the action is known to exist (an unknown one is a 404, its body unread).
  if (prepare === undefined || prepare.ready(req)) return runAction(resolved, req, res, next);
  const action = resolved;
  prepare.read(req, (err) => (err ? next(err) : runAction(action, req, res, next)));
}

function resolve(
  registry: ControllerRegistry,
  params: Record<string, unknown>,
  next: NextFunction,
): Resolved | undefined {
  const controller = valueText(params.controller ?? '');
  const action = valueText(params.action ?? '');
  const target = registry.get(controller);
  if (target === undefined) {
    next(RoutingError.uninitializedController(controller, action));
    return undefined;
  }
  const method = registry.action(controller, action);
  if (!method) {
    next(RoutingError.actionNotFound(controller, action));
    return undefined;
  }
  return { controller, action, target, method };
}

function runAction(
  { target, action, method }: Resolved,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction,
): void {
  // Filters: one cached lookup, and none at all until some class declares one. Asked only
  // for actions that exist, so a URL cannot grow the cache.
  const plan = isControllerClass(target) ? filterPlan(target, action) : undefined;
  const controllerNext = plan ? trackedNext(next) : next;
  let instance: object;
  if (isControllerClass(target)) {
    try {
      instance = Reflect.construct(target, [req, res, controllerNext]) as object;
    } catch (err) {
      next(err);
      return;
    }
  } else instance = target;
  if (instance instanceof Controller) {
    const problem = paramsProblem(instance, req);
    if (problem !== undefined) return next(problem);
  }
  if (plan) runFiltered(plan, instance, method, req, res, controllerNext as TrackedNext);
  else invoke(method, instance, req, res, next);
}

/** A mounted app sees the path below the mount point; `req.baseUrl` grows by it. */
export function dispatchMount(
  route: Route,
  path: string,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction,
  defaultUrlOptions?: () => Record<string, unknown>,
): void {
  if (route.target.kind !== 'mount') return;
  let matched = path.slice(0, execRoute(route, path)?.end ?? 0);
  if (matched.endsWith('/')) matched = matched.slice(0, -1);
  const savedUrl = req.url;
  const savedBase = req.baseUrl;
  const query = String(savedUrl).indexOf('?');
  req.url = (path.slice(matched.length) || '/') + (query === -1 ? '' : String(savedUrl).slice(query));
  req.baseUrl = `${savedBase ?? ''}${matched}`;
  // An engine gets the mount path's parameters and the application's helpers of the request.
  const leave = route.target.engine
    ? enterMount(req, req.params ?? {}, res.locals?.helpers, defaultUrlOptions)
    : undefined;
  invoke(route.target.app, undefined, req, res, (err?: unknown) => {
    req.url = savedUrl;
    req.baseUrl = savedBase;
    leave?.();
    next(err);
  });
}
