/**
 * Calls what a route points at: a controller action (one instance per request), an
 * Express handler, a redirect or a mounted app. Sync throws and rejected promises go to
 * `next(err)`.
 */
import { execRoute } from '../matcher/reference-matcher';
import { RoutingError } from '../errors';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { protocol } from '../matcher/request-conditions';

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
    next(new RoutingError(`uninitialized controller '${controller}' (for ${controller}#${action})`, 404));
    return;
  }
  const method = registry.action(controller, action);
  if (!method) {
    next(new RoutingError(`The action '${action}' could not be found for controller '${controller}'`, 404));
    return;
  }
  let instance: unknown;
  if (typeof target === 'function') {
    try {
      instance = new (target as new (...args: any[]) => unknown)(req, res, next);
    } catch (err) {
      next(err);
      return;
    }
  } else instance = target;
  invoke(method, instance, req, res, next);
}

/** Rails' redirect: a relative location gets the mount point; every location gets scheme and host. */
export function dispatchRedirect(route: Route, params: Record<string, unknown>, req: any, res: any, next: Next): void {
  if (route.target.kind !== 'redirect') return;
  const { redirect } = route.target;
  let location: string;
  try {
    location = redirect.location(params, req);
  } catch (err) {
    next(err);
    return;
  }
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(location) && !location.startsWith('//')) {
    const scriptName = String(req.baseUrl ?? '');
    if (location === '') location = scriptName || '/';
    else if (!location.startsWith('/')) location = `${scriptName}/${location}`;
    const host = req.headers?.host;
    if (host) location = `${protocol(req)}://${host}${location}`;
  }
  try {
    res.statusCode = redirect.status;
    res.setHeader('Location', location);
  } catch (err) {
    next(err);
    return;
  }
  const escaped = location.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : `<html><body>Redirecting to <a href="${escaped}">${escaped}</a>.</body></html>`);
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
