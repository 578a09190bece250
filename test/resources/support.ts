/**
 * Shared helpers for the resource tables: draw a router, read its routes as compact rows,
 * recognize a request, and catch a declaration error. Everything goes through the public
 * API (`router.routes`, `recognize`, `helpers`, `inspect`).
 */
import { Router, type RouterOptions } from '../../src';

export type Block = (r: any) => void;

export const draw = (block: Block, options: RouterOptions = {}): Router => new Router(options).draw(block);

/** One route as `[name | null, verb, path, controller#action]`. */
export type Row = [name: string | null, verb: string, path: string, target: string];

export const rows = (router: Router): Row[] =>
  router.routes.map((route) => [route.name ?? null, route.verb, route.path, `${route.controller}#${route.action}`]);

/** The names of the named routes, in route order. */
export const names = (router: Router): string[] =>
  router.routes.map((route) => route.name).filter((name): name is string => typeof name === 'string');

/** `recognize(...).params`, or null. */
export const params = (router: Router, method: string, url: string): Record<string, unknown> | null =>
  router.recognize(method, url)?.params ?? null;

/** `controller#action` of the route a request reaches, or null. */
export const target = (router: Router, method: string, url: string): string | null => {
  const found = router.recognize(method, url);
  return found ? `${found.params.controller}#${found.params.action}` : null;
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

/** The eight rows of `resources NAME` at the top level, with default names. */
export function resourcesRows(plural: string, singular: string, controller = plural, prefix = ''): Row[] {
  const base = `${prefix}/${plural}`;
  const collection = plural === singular ? `${plural}_index` : plural;
  return [
    [collection, 'GET', `${base}(.:format)`, `${controller}#index`],
    [null, 'POST', `${base}(.:format)`, `${controller}#create`],
    [`new_${singular}`, 'GET', `${base}/new(.:format)`, `${controller}#new`],
    [`edit_${singular}`, 'GET', `${base}/:id/edit(.:format)`, `${controller}#edit`],
    [singular, 'GET', `${base}/:id(.:format)`, `${controller}#show`],
    [null, 'PATCH', `${base}/:id(.:format)`, `${controller}#update`],
    [null, 'PUT', `${base}/:id(.:format)`, `${controller}#update`],
    [null, 'DELETE', `${base}/:id(.:format)`, `${controller}#destroy`],
  ];
}

/** The seven rows of `resource NAME` at the top level: create last, no index. */
export function resourceRows(name: string, controller: string, prefix = ''): Row[] {
  const base = `${prefix}/${name}`;
  return [
    [`new_${name}`, 'GET', `${base}/new(.:format)`, `${controller}#new`],
    [`edit_${name}`, 'GET', `${base}/edit(.:format)`, `${controller}#edit`],
    [name, 'GET', `${base}(.:format)`, `${controller}#show`],
    [null, 'PATCH', `${base}(.:format)`, `${controller}#update`],
    [null, 'PUT', `${base}(.:format)`, `${controller}#update`],
    [null, 'DELETE', `${base}(.:format)`, `${controller}#destroy`],
    [null, 'POST', `${base}(.:format)`, `${controller}#create`],
  ];
}
