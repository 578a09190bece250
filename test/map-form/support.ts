/**
 * Shared pieces of the map-form tables (Rails 2.3's `map.resources`), through the public
 * API only: `router.routes`, `recognize`, `allowedMethods`, `helpers`. The `restful` and
 * `singleton` expectations port resources_test.rb's `assert_simply_restful_for` and
 * `assert_singleton_restful_for`: recognition of every action (plain and `.xml`),
 * generation through `url_for` (`assert_routing`), and the named routes.
 */
import { Router, type RouterOptions } from '../../src';
import { paramsOf as params, type Row } from '../support/router';

export type MapBlock = (map: any) => void;

export const mapped = (block: MapBlock, options: RouterOptions = {}): Router => new Router(options).map(block);

export { rows, names, target, thrown, type Row } from '../support/router';
export { paramsOf as params } from '../support/router';

/** Calls a helper; an error becomes `Error: message` so a table shows it. */
export function call(router: Router, helper: string, ...args: unknown[]): unknown {
  const fn = (router.helpers as any)[helper];
  if (typeof fn !== 'function') return `no helper ${helper}`;
  try {
    return fn(...args);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

/** The seven rows of `map.resources PLURAL` in Rails 2.3's order (update is PUT only). */
export function resourcesRows(
  plural: string,
  singular: string,
  controller = plural,
  prefix = '',
  namePrefix = '',
): Row[] {
  const base = `${prefix}/${plural}`;
  const collection = `${namePrefix}${plural}${plural === singular ? '_index' : ''}`;
  return [
    [collection, 'GET', `${base}(.:format)`, `${controller}#index`],
    [null, 'POST', `${base}(.:format)`, `${controller}#create`],
    [`new_${namePrefix}${singular}`, 'GET', `${base}/new(.:format)`, `${controller}#new`],
    [`edit_${namePrefix}${singular}`, 'GET', `${base}/:id/edit(.:format)`, `${controller}#edit`],
    [`${namePrefix}${singular}`, 'GET', `${base}/:id(.:format)`, `${controller}#show`],
    [null, 'PUT', `${base}/:id(.:format)`, `${controller}#update`],
    [null, 'DELETE', `${base}/:id(.:format)`, `${controller}#destroy`],
  ];
}

/** The six rows of `map.resource NAME`: no index, create last. */
export function resourceRows(name: string, controller: string, prefix = '', namePrefix = ''): Row[] {
  const base = `${prefix}/${name}`;
  return [
    [`new_${namePrefix}${name}`, 'GET', `${base}/new(.:format)`, `${controller}#new`],
    [`edit_${namePrefix}${name}`, 'GET', `${base}/edit(.:format)`, `${controller}#edit`],
    [`${namePrefix}${name}`, 'GET', `${base}(.:format)`, `${controller}#show`],
    [null, 'PUT', `${base}(.:format)`, `${controller}#update`],
    [null, 'DELETE', `${base}(.:format)`, `${controller}#destroy`],
    [null, 'POST', `${base}(.:format)`, `${controller}#create`],
  ];
}

export interface RestfulOptions {
  controller?: string;
  singular?: string;
  /** The path segment (`as`). */
  as?: string;
  /** `'threads/1/'` as in resources_test.rb. */
  pathPrefix?: string;
  namePrefix?: string;
  shallow?: boolean;
  /** With `shallow`: `'backoffice/admin/'`. */
  namespace?: string;
  /** Parameters the prefix carries: `{ thread_id: '1' }`. */
  options?: Record<string, string>;
  newAction?: string;
  editAction?: string;
}

type Recognition = [method: string, path: string, params: Record<string, unknown> | null];
type Generation = [helper: string, args: Record<string, unknown>, path: string];

export interface Expectations {
  recognitions: Recognition[];
  generations: Generation[];
  named: Generation[];
}

/** `assert_simply_restful_for(plural, options)`. */
export function restful(plural: string, o: RestfulOptions = {}): Expectations {
  const singular = o.singular ?? plural.replace(/s$/, '');
  const controller = o.controller ?? plural;
  const options = { controller, ...(o.options ?? {}) };
  const shallowOptions = o.shallow ? { controller } : options;
  const segment = o.as ?? plural;
  const collectionPath = `/${o.pathPrefix ?? ''}${segment}`;
  const shallowPath = `/${(o.shallow ? o.namespace : o.pathPrefix) ?? ''}${segment}`;
  const memberPath = `${shallowPath}/1`;
  const newPath = `${collectionPath}/${o.newAction ?? 'new'}`;
  const editPath = `${memberPath}/${o.editAction ?? 'edit'}`;
  const xml = { format: 'xml' };

  const recognitions: Recognition[] = [];
  for (const format of [{}, xml]) {
    const ext = 'format' in format ? '.xml' : '';
    recognitions.push(
      ['GET', `${collectionPath}${ext}`, { ...options, action: 'index', ...format }],
      ['GET', `${newPath}${ext}`, { ...options, action: 'new', ...format }],
      ['POST', `${collectionPath}${ext}`, { ...options, action: 'create', ...format }],
      ['GET', `${memberPath}${ext}`, { ...shallowOptions, action: 'show', id: '1', ...format }],
      ['GET', `${editPath}${ext}`, { ...shallowOptions, action: 'edit', id: '1', ...format }],
      ['PUT', `${memberPath}${ext}`, { ...shallowOptions, action: 'update', id: '1', ...format }],
      ['DELETE', `${memberPath}${ext}`, { ...shallowOptions, action: 'destroy', id: '1', ...format }],
    );
  }

  // assert_routing: url_for(options) generates the path back.
  const generations: Generation[] = [
    ['url_for', { ...options, action: 'index' }, collectionPath],
    ['url_for', { ...options, action: 'new' }, newPath],
    ['url_for', { ...options, action: 'index', ...xml }, `${collectionPath}.xml`],
    ['url_for', { ...options, action: 'new', ...xml }, `${newPath}.xml`],
    ['url_for', { ...shallowOptions, action: 'show', id: '1' }, memberPath],
    ['url_for', { ...shallowOptions, action: 'edit', id: '1' }, editPath],
    ['url_for', { ...shallowOptions, action: 'show', id: '1', ...xml }, `${memberPath}.xml`],
    ['url_for', { ...shallowOptions, action: 'edit', id: '1', ...xml }, `${editPath}.xml`],
  ];

  const namePrefix = o.namePrefix ?? '';
  const shallowPrefix = o.shallow ? (o.namespace ?? '').replace(/\//g, '_') : namePrefix;
  const { controller: _c, ...params } = options;
  const { controller: _s, ...shallowParams } = shallowOptions;
  const named: Generation[] = [
    [`${namePrefix}${plural}_path`, params, collectionPath],
    [`${namePrefix}${plural}_path`, { ...params, ...xml }, `${collectionPath}.xml`],
    [`${shallowPrefix}${singular}_path`, { ...shallowParams, id: '1' }, memberPath],
    [`${shallowPrefix}${singular}_path`, { ...shallowParams, id: '1', ...xml }, `${memberPath}.xml`],
    [`new_${namePrefix}${singular}_path`, params, newPath],
    [`new_${namePrefix}${singular}_path`, { ...params, ...xml }, `${newPath}.xml`],
    [`edit_${shallowPrefix}${singular}_path`, { ...shallowParams, id: '1' }, editPath],
    [`edit_${shallowPrefix}${singular}_path`, { ...shallowParams, id: '1', ...xml }, `${editPath}.xml`],
  ];
  return { recognitions, generations, named };
}

/** `assert_singleton_restful_for(name, options)`: the controller is the plural. */
export function singleton(name: string, o: RestfulOptions = {}): Expectations {
  const controller = o.controller ?? `${name}s`;
  const options = { controller, ...(o.options ?? {}) };
  const fullPath = `/${o.pathPrefix ?? ''}${o.as ?? name}`;
  const newPath = `${fullPath}/new`;
  const editPath = `${fullPath}/edit`;
  const xml = { format: 'xml' };
  const recognitions: Recognition[] = [];
  for (const format of [{}, xml]) {
    const ext = 'format' in format ? '.xml' : '';
    recognitions.push(
      ['GET', `${fullPath}${ext}`, { ...options, action: 'show', ...format }],
      ['GET', `${newPath}${ext}`, { ...options, action: 'new', ...format }],
      ['GET', `${editPath}${ext}`, { ...options, action: 'edit', ...format }],
      ['POST', `${fullPath}${ext}`, { ...options, action: 'create', ...format }],
      ['PUT', `${fullPath}${ext}`, { ...options, action: 'update', ...format }],
      ['DELETE', `${fullPath}${ext}`, { ...options, action: 'destroy', ...format }],
    );
  }
  const generations: Generation[] = [
    ['url_for', { ...options, action: 'show' }, fullPath],
    ['url_for', { ...options, action: 'new' }, newPath],
    ['url_for', { ...options, action: 'edit' }, editPath],
    ['url_for', { ...options, action: 'show', ...xml }, `${fullPath}.xml`],
    ['url_for', { ...options, action: 'new', ...xml }, `${newPath}.xml`],
    ['url_for', { ...options, action: 'edit', ...xml }, `${editPath}.xml`],
  ];
  const namePrefix = o.namePrefix ?? '';
  const { controller: _c, ...params } = options;
  const named: Generation[] = [
    [`${namePrefix}${name}_path`, params, fullPath],
    [`${namePrefix}${name}_path`, { ...params, ...xml }, `${fullPath}.xml`],
    [`new_${namePrefix}${name}_path`, params, newPath],
    [`new_${namePrefix}${name}_path`, { ...params, ...xml }, `${newPath}.xml`],
    [`edit_${namePrefix}${name}_path`, params, editPath],
    [`edit_${namePrefix}${name}_path`, { ...params, ...xml }, `${editPath}.xml`],
  ];
  return { recognitions, generations, named };
}

/** Runs expectations against a router; each list is compared whole, so a diff shows every miss. */
export function check(router: Router, expected: Expectations): void {
  const recognized = expected.recognitions.map(([method, path]): Recognition => [
    method,
    path,
    params(router, method, path),
  ]);
  expect(recognized).toEqual(expected.recognitions);
  const generated = expected.generations.map(([helper, args]): Generation => [
    helper,
    args,
    call(router, helper, args) as string,
  ]);
  expect(generated).toEqual(expected.generations);
  const named = expected.named.map(([helper, args]): Generation => [
    helper,
    args,
    call(router, helper, args) as string,
  ]);
  expect(named).toEqual(expected.named);
}

/**
 * `assert_resource_allowed_routes`: each of the seven action requests is recognized as
 * that action when allowed, and does not reach it when not.
 */
export function allowedActions(
  router: Router,
  base: string,
  id: string,
  extra: Record<string, string> = {},
  ext = '',
): Record<string, boolean> {
  const requests: Array<[string, string, string]> = [
    ['index', 'GET', `${base}${ext}`],
    ['new', 'GET', `${base}/new${ext}`],
    ['create', 'POST', `${base}${ext}`],
    ['show', 'GET', `${base}/${id}${ext}`],
    ['edit', 'GET', `${base}/${id}/edit${ext}`],
    ['update', 'PUT', `${base}/${id}${ext}`],
    ['destroy', 'DELETE', `${base}/${id}${ext}`],
  ];
  const out: Record<string, boolean> = {};
  for (const [action, method, url] of requests) {
    const found = params(router, method, url);
    out[action] = found !== null && found.action === action && Object.entries(extra).every(([k, v]) => found[k] === v);
  }
  return out;
}

/** The same for a singleton (no index). */
export function allowedSingletonActions(router: Router, base: string, ext = ''): Record<string, boolean> {
  const requests: Array<[string, string, string]> = [
    ['new', 'GET', `${base}/new${ext}`],
    ['create', 'POST', `${base}${ext}`],
    ['show', 'GET', `${base}${ext}`],
    ['edit', 'GET', `${base}/edit${ext}`],
    ['update', 'PUT', `${base}${ext}`],
    ['destroy', 'DELETE', `${base}${ext}`],
  ];
  const out: Record<string, boolean> = {};
  for (const [action, method, url] of requests) out[action] = params(router, method, url)?.action === action;
  return out;
}

/** `{ index: true, ... }` for the listed actions, false for the others. */
export function only(all: string[], allowed: string[]): Record<string, boolean> {
  return Object.fromEntries(all.map((action) => [action, allowed.includes(action)]));
}

export const SEVEN = ['index', 'new', 'create', 'show', 'edit', 'update', 'destroy'];
export const SIX = ['new', 'create', 'show', 'edit', 'update', 'destroy'];
