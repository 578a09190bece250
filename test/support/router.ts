/** Shared readers for the route tables: everything through the public API. */
import { Router, type Mapper, type RouterOptions } from '../../src';

/** A router with the given routes drawn. */
export function drawn(block: (r: Mapper) => void, options: RouterOptions = {}): Router {
  return new Router(options).draw(block);
}

/** `recognize(...).params`, or null. */
export function paramsOf(router: Router, method: string, url: string): Record<string, unknown> | null {
  return router.recognize(method, url)?.params ?? null;
}

/** One route as `[name | null, verb, path, controller#action]`. */
export type Row = [name: string | null, verb: string, path: string, target: string];

export const rows = (router: Router): Row[] =>
  router.routes.map((route) => [route.name ?? null, route.verb, route.path, `${route.controller}#${route.action}`]);

/** The names of the named routes, in route order. */
export const names = (router: Router): string[] =>
  router.routes.map((route) => route.name).filter((name): name is string => typeof name === 'string');

/** `controller#action` of the route a request reaches, or null. */
export const target = (router: Router, method: string, url: string): string | null => {
  const found = router.recognize(method, url);
  return found ? `${String(found.params.controller)}#${String(found.params.action)}` : null;
};

/** The route named NAME. */
export const named = (router: Router, name: string) => router.routes.find((route) => route.name === name);

/** The error a function throws, or undefined. */
export function thrown(fn: () => unknown): any {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** `[verb, Rails path, 'controller#action' ('' when the target is not a controller), name ('' when unnamed)]`. */
export type Brief = [string, string, string, string];

export const brief = (block: (r: Mapper) => void): Brief[] =>
  drawn(block).routes.map((route) => [
    route.verb,
    route.path,
    route.controller === undefined ? '' : `${route.controller}#${route.action ?? ''}`,
    route.name ?? '',
  ]);
