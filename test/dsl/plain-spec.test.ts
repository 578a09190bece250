/**
 * Routes with nothing but a path, verbs, controller and action are built by a shortcut
 * (src/dsl/route-builder.ts `plainSpec`). Each block here is drawn twice: as it is, and
 * inside a constraint on a key that is neither a parameter nor a request attribute (which
 * Rails, and the general build, leave out), so every route takes the general build. Both
 * draws must give the same routes, field by field.
 */
import { Router } from '../../src';
import type { Route } from '../../src/definition/route';

type Block = (r: any) => void;

const auth = function auth(_req: unknown, _res: unknown, next: () => void): void {
  next();
};

function fields(route: Route): Record<string, unknown> {
  return {
    name: route.name,
    verbs: route.verbs,
    path: route.path,
    controller: route.controller,
    action: route.action,
    target: route.target,
    defaults: { ...route.defaults },
    requirements: { ...route.requirements },
    conditions: { ...route.conditions },
    blocks: route.blocks,
    anchored: route.anchored,
    requiredDefaults: route.requiredDefaults,
    urlDefaults: { ...route.urlDefaults },
    listedDefaults: route.listedDefaults,
    scopeOptionKeys: route.scopeOptionKeys,
    mapForm: route.mapForm,
    middleware: route.middleware,
    nestedDefaults: route.nestedDefaults,
    unconditional: route.unconditional,
    checks: { ...route.checks },
    params: { ...route.baseParams },
  };
}

function drawn(block: Block): Array<Record<string, unknown>> {
  const router = new Router({ sourceLocations: false }).draw(block);
  return (router as unknown as { set: { routes: Route[] } }).set.routes.map(fields);
}

const blocks: Array<[string, Block]> = [
  [
    'resources with nesting, member, collection and new routes',
    (r) =>
      r.resources('photos', () => {
        r.resources('comments');
        r.member(() => r.get('preview'));
        r.collection(() => r.post('search'));
        r.new(() => r.get('draft'));
      }),
  ],
  ['a singular resource', (r) => r.resource('profile', () => r.get('avatar'))],
  ['a namespace', (r) => r.namespace('admin', () => r.resources('users', { only: ['index', 'show'] }))],
  [
    'scope with module, as and path',
    (r) => r.scope('v1', { module: 'api', as: 'api' }, () => r.get('status', { to: 'health#show' })),
  ],
  ['a controller scope', (r) => r.controller('pages', () => r.get('about'))],
  ['shallow nesting', (r) => r.resources('posts', { shallow: true }, () => r.resources('notes'))],
  ['an absolute controller in a namespace', (r) => r.namespace('admin', () => r.get('home', { to: '/pages#home' }))],
  ['match with via', (r) => r.match('a/:id/b', { to: 'a#b', via: ['get', 'post'] })],
  ['format: false', (r) => r.get('feed', { to: 'feed#show', format: false })],
  ['a root route', (r) => r.root('pages#home')],
  ['route middleware', (r) => r.get('secret', { to: 'vault#show', middleware: [auth] })],
  ['a path with a dash action', (r) => r.resources('items', () => r.collection(() => r.get('top-rated')))],
  ['a glob and an optional part', (r) => r.get('files/*path(/:version)', { to: 'files#show' })],
];

describe('routes built by the shortcut equal the general build', () => {
  test.each(blocks)('%s', (_name, block) => {
    const plain = drawn(block);
    const general = drawn((r) => r.constraints({ unrelated_key: /x/ }, () => block(r)));
    expect(plain.length).toBeGreaterThan(0);
    expect(plain).toEqual(general);
  });
});
