/**
 * Calls what a route points at: a controller action (one instance per request), an
 * Express handler or a mounted app (redirects: redirect-response.ts). Sync throws and rejected promises go to
 * `next(err)`.
 */
import { execRoute } from '../matcher/reference-matcher';
import { RoutingError } from '../errors';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { filterPlan } from '../controllers/filters';
import { runFiltered, trackedNext, type TrackedNext } from '../controllers/filter-runner';

type Next = (err?: unknown) => void;

/** Runs a handler; a throw or a rejection becomes `next(err)`. */
export function invoke(fn: (...args: any[]) => unknown, self: unknown, req: any, res: any, next: Next): void {
  let result: unknown;
  try {
    result = fn.call(self, req, res, next);
  } catch (err) {
    next(err);
    return;
  }
  if (result !== null && typeof result === 'object' && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(undefined, (err: unknown) => next(err ?? new Error('Action rejected')));
  }
}

export function dispatchController(registry: ControllerRegistry, params: Record<string, unknown>, req: any, res: any, next: Next): void {
  const controller = String(params.controller ?? '');
  const action = String(params.action ?? '');
  const target = registry.get(controller);
  if (target === undefined) {
    next(RoutingError.uninitializedController(controller, action));
    return;
  }
  const method = registry.action(controller, action);
  if (!method) {
    next(RoutingError.actionNotFound(controller, action));
    return;
  }
  // Filters: one cached lookup, and none at all until some class declares one. Asked only
  // for actions that exist, so a URL cannot grow the cache.
  const plan = typeof target === 'function' ? filterPlan(target, action) : undefined;
  const controllerNext = plan ? trackedNext(next) : next;
  let instance: unknown;
  if (typeof target === 'function') {
    try {
      instance = new (target as new (...args: any[]) => unknown)(req, res, controllerNext);
    } catch (err) {
      next(err);
      return;
    }
  } else instance = target;
  if (plan) runFiltered(plan, instance, method, req, res, controllerNext as TrackedNext);
  else invoke(method, instance, req, res, next);
}

/** A mounted app sees the path below the mount point; `req.baseUrl` grows by it. */
export function dispatchMount(route: Route, path: string, req: any, res: any, next: Next): void {
  if (route.target.kind !== 'mount') return;
  let matched = path.slice(0, execRoute(route, path)?.end ?? 0);
  if (matched.endsWith('/')) matched = matched.slice(0, -1);
  const savedUrl = req.url;
  const savedBase = req.baseUrl;
  const query = String(savedUrl).indexOf('?');
  req.url = (path.slice(matched.length) || '/') + (query === -1 ? '' : String(savedUrl).slice(query));
  req.baseUrl = `${savedBase ?? ''}${matched}`;
  invoke(route.target.app, undefined, req, res, (err?: unknown) => {
    req.url = savedUrl;
    req.baseUrl = savedBase;
    next(err);
  });
}
