/**
 * Shared helpers for the resource tables: draw a router, read its routes as compact rows,
 * recognize a request, and catch a declaration error. Everything goes through the public
 * API (`router.routes`, `recognize`, `helpers`, `inspect`).
 */
import { Router, type RouterOptions } from '../../src';
import type { Row } from '../support/router';

export type Block = (r: any) => void;

export const draw = (block: Block, options: RouterOptions = {}): Router => new Router(options).draw(block);

export { rows, names, target, named, thrown, type Row } from '../support/router';
export { paramsOf as params } from '../support/router';

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
