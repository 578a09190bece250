/**
 * `map.connect`, `map.root` and `map.namespace` of the map form, and how the default
 * `:controller/:action/:id` routes sit beside resources. Rails 2.3.18 sources:
 * routing/route_set.rb (Mapper#connect, #root, #namespace), routing/builder.rb (optional
 * trailing :action / :id, HTTP method conditions), routing/route.rb (action defaults to
 * 'index'), routing_test.rb (test_named_route_root, test_root_map, ...).
 */
import { ArgumentError } from '../../src';
import { call, mapped, params, rows, target, thrown } from './support';

describe("map.connect(':controller/:action/:id')", () => {
  const router = mapped((map) => {
    map.connect(':controller/:action/:id.:format');
    map.connect(':controller/:action/:id');
  });

  test.each<[string, string, Record<string, unknown> | null]>([
    ['GET', '/messages', { controller: 'messages', action: 'index' }],
    ['GET', '/messages/list', { controller: 'messages', action: 'list' }],
    ['GET', '/messages/show/1', { controller: 'messages', action: 'show', id: '1' }],
    ['GET', '/messages/show/1.xml', { controller: 'messages', action: 'show', id: '1', format: 'xml' }],
    ['POST', '/messages/create', { controller: 'messages', action: 'create' }],
    ['DELETE', '/messages/destroy/1', { controller: 'messages', action: 'destroy', id: '1' }],
    ['PUT', '/messages/new', { controller: 'messages', action: 'new' }],
  ])('%s %s', (method, url, expected) => {
    expect(params(router, method, url)).toEqual(expected);
  });

  test('the routes accept any verb and are unnamed', () => {
    expect(router.routes.map((route) => [route.verb, route.name ?? null])).toEqual([
      ['', null],
      ['', null],
    ]);
    expect(router.allowedMethods('/messages/show/1')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
  });

  // routing_test.rb test_default_setup / test_action_expiry: the default action 'index' is
  // left out of a generated path.
  test('url_for generates through them, leaving out the default action', () => {
    expect(call(router, 'url_for', { controller: 'admin_user', action: 'show', id: 10 })).toBe('/admin_user/show/10');
    expect(call(router, 'url_for', { controller: 'messages', action: 'show', id: '1' })).toBe('/messages/show/1');
    expect(call(router, 'url_for', { controller: 'messages', action: 'index' })).toBe('/messages');
    expect(call(router, 'url_for', { controller: 'messages' })).toBe('/messages');
  });
});

describe('the catch-all after resources (Rails 2.3: it overrides the method restrictions)', () => {
  const router = mapped((map) => {
    map.resources('messages');
    map.connect(':controller/:action/:id');
  });

  test.each<[string, string, string]>([
    ['GET', '/messages/new', 'messages#new'],
    // refused by the resource routes, accepted by the catch-all
    ['POST', '/messages/new', 'messages#new'],
    ['PUT', '/messages/1/edit', 'messages#1'],
    ['PUT', '/messages', 'messages#index'],
    // still reached through the resource routes
    ['PUT', '/messages/1', 'messages#update'],
    ['DELETE', '/messages/1', 'messages#destroy'],
    ['GET', '/messages/1/edit', 'messages#edit'],
  ])('%s %s → %s', (method, url, expected) => {
    expect(target(router, method, url)).toBe(expected);
  });

  test('POST /messages/new reaches the catch-all with action new', () => {
    const found = router.recognize('POST', '/messages/new');
    expect(found?.params).toEqual({ controller: 'messages', action: 'new' });
    expect(found?.route.path).toBe('/:controller(/:action(/:id))');
  });
});

describe('map.connect with a fixed path', () => {
  const router = mapped((map) => {
    map.connect('about', { controller: 'pages', action: 'about' });
    map.connect('login', { controller: 'sessions', action: 'new', conditions: { method: 'get' } });
    map.connect('session', { controller: 'sessions', action: 'create', conditions: { method: ['post', 'put'] } });
    map.connect('photos/:id', { controller: 'photos', action: 'show', requirements: { id: /\d+/ } });
    map.connect('page/:year', { controller: 'page', action: 'archive', year: /\d{4}/ });
    map.connect('docs/:lang', { controller: 'docs', action: 'show', defaults: { lang: 'en' } });
    map.connect('feed', { controller: 'feeds', action: 'show', kind: 'rss' });
  });

  test.each<[string, string, Record<string, unknown> | null]>([
    ['GET', '/about', { controller: 'pages', action: 'about' }],
    ['POST', '/about', { controller: 'pages', action: 'about' }],
    ['GET', '/login', { controller: 'sessions', action: 'new' }],
    ['POST', '/login', null],
    ['POST', '/session', { controller: 'sessions', action: 'create' }],
    ['PUT', '/session', { controller: 'sessions', action: 'create' }],
    ['GET', '/session', null],
    ['GET', '/photos/12', { controller: 'photos', action: 'show', id: '12' }],
    ['GET', '/photos/abc', null],
    // builder.rb: :id is optional only without a requirement that rejects ''.
    ['GET', '/photos', null],
    ['GET', '/page/2009', { controller: 'page', action: 'archive', year: '2009' }],
    ['GET', '/page/09', null],
    // A RegExp among the options is a requirement, not a default: the segment stays required.
    ['GET', '/page', null],
    ['GET', '/docs', { controller: 'docs', action: 'show', lang: 'en' }],
    ['GET', '/docs/fr', { controller: 'docs', action: 'show', lang: 'fr' }],
    // A literal that is no segment is passed to the controller.
    ['GET', '/feed', { controller: 'feeds', action: 'show', kind: 'rss' }],
  ])('%s %s', (method, url, expected) => {
    expect(params(router, method, url)).toEqual(expected);
  });

  test('a connect route has no format segment unless the path has .:format', () => {
    expect(router.routes[0]?.path).toBe('/about');
    expect(params(router, 'GET', '/about.xml')).toBeNull();
  });

  test('the method condition sets the verbs (a list is one route, as in Rails 2.3)', () => {
    expect(router.routes.map((route) => route.verb)).toEqual(['', 'GET', 'POST|PUT', '', '', '', '']);
  });

  test('a RegExp option is a requirement: RouteInfo.requirements has it and the segment stays required', () => {
    expect(router.routes.find((route) => route.controller === 'photos')?.requirements).toEqual({ id: /\d+/ });
    expect(router.routes.find((route) => route.controller === 'page')?.path).toBe('/page/:year');
  });

  test('the HEAD method is invalid in route conditions (builder.rb validate_route_conditions)', () => {
    expect(
      thrown(() => mapped((map) => map.connect('x', { controller: 'x', action: 'y', conditions: { method: 'head' } }))),
    ).toBeInstanceOf(ArgumentError);
  });
});

describe('map.root', () => {
  test('test_named_route_root: named root, path /', () => {
    const router = mapped((map) => map.root({ controller: 'welcome', action: 'home' }), {
      defaultUrlOptions: { host: 'test.host' },
    });
    expect(rows(router)).toEqual([['root', '', '/', 'welcome#home']]);
    expect(params(router, 'GET', '/')).toEqual({ controller: 'welcome', action: 'home' });
    expect(call(router, 'root_path')).toBe('/');
    expect(call(router, 'root_url')).toBe('http://test.host/');
    expect(call(router, 'hash_for_root_path')).toEqual({
      controller: 'welcome',
      action: 'home',
      use_route: 'root',
      only_path: true,
    });
  });

  test("test_root_map: without an action, the action is 'index' (route.rb)", () => {
    const router = mapped((map) => map.root({ controller: 'people' }));
    expect(params(router, 'GET', '/')).toEqual({ controller: 'people', action: 'index' });
  });

  test('map.connect without an action also defaults to index', () => {
    const router = mapped((map) => map.connect('people', { controller: 'people' }));
    expect(params(router, 'GET', '/people')).toEqual({ controller: 'people', action: 'index' });
  });

  test('a second root is an error (the name is taken)', () => {
    const error = thrown(() =>
      mapped((map) => map.root({ controller: 'a', action: 'b' }).root({ controller: 'c', action: 'd' })),
    );
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error.message).toMatch(/^Invalid route name, already in use: 'root'/);
  });
});

describe('map.namespace', () => {
  test('prefixes path, names and controllers of resources and connect routes', () => {
    const router = mapped((map) =>
      map.namespace('admin', (admin: any) => {
        admin.resources('photos', { only: ['index', 'show'] });
        admin.connect('stats', { controller: 'stats', action: 'show' });
      }),
    );
    expect(rows(router)).toEqual([
      ['admin_photos', 'GET', '/admin/photos(.:format)', 'admin/photos#index'],
      ['admin_photo', 'GET', '/admin/photos/:id(.:format)', 'admin/photos#show'],
      [null, '', '/admin/stats', 'admin/stats#show'],
    ]);
    expect(params(router, 'GET', '/admin/photos/1')).toEqual({ controller: 'admin/photos', action: 'show', id: '1' });
    expect(call(router, 'admin_photo_path', 1)).toBe('/admin/photos/1');
  });

  test('nested namespaces join', () => {
    const router = mapped((map) =>
      map.namespace('api', (api: any) => api.namespace('v1', (v1: any) => v1.resources('users', { only: 'index' }))),
    );
    expect(rows(router)).toEqual([['api_v1_users', 'GET', '/api/v1/users(.:format)', 'api/v1/users#index']]);
  });

  test('a namespace needs a block', () => {
    expect(thrown(() => mapped((map) => map.namespace('admin', {})))).toBeInstanceOf(ArgumentError);
  });
});

describe('routing_test.rb (Rails 2.3.18): connect, namespaces and generation', () => {
  test('test_namespace: a connect route in a namespace prefixes path and controller', () => {
    const router = mapped((map) =>
      map.namespace('api', (api: any) => api.connect('inventory', { controller: 'products', action: 'inventory' })),
    );
    expect(params(router, 'GET', '/api/inventory')).toEqual({ controller: 'api/products', action: 'inventory' });
  });

  test('test_namespaced_root_map (with an explicit action): the root of a namespace', () => {
    const router = mapped((map) =>
      map.namespace('api', (api: any) => api.root({ controller: 'products', action: 'index' })),
    );
    expect(params(router, 'GET', '/api')).toEqual({ controller: 'api/products', action: 'index' });
    expect(rows(router)).toEqual([['api_root', '', '/api', 'api/products#index']]);
  });

  test('test_namespace_with_path_prefix', () => {
    const router = mapped((map) =>
      map.namespace('api', { path_prefix: 'prefix' }, (api: any) =>
        api.connect('inventory', { controller: 'products', action: 'inventory' }),
      ),
    );
    expect(params(router, 'GET', '/prefix/inventory')).toEqual({ controller: 'api/products', action: 'inventory' });
  });

  test('test_namespace_with_blank_path_prefix', () => {
    const router = mapped((map) =>
      map.namespace('api', { path_prefix: '' }, (api: any) =>
        api.connect('inventory', { controller: 'products', action: 'inventory' }),
      ),
    );
    expect(params(router, 'GET', '/inventory')).toEqual({ controller: 'api/products', action: 'inventory' });
  });

  test('test_generate / test_generate_with_path_prefix: extra keys go to the query string', () => {
    const args = { controller: 'foo', action: 'bar', id: '7', x: 'y' };
    expect(
      call(
        mapped((map) => map.connect(':controller/:action/:id')),
        'url_for',
        args,
      ),
    ).toBe('/foo/bar/7?x=y');
    expect(
      call(
        mapped((map) => map.connect(':controller/:action/:id', { path_prefix: 'my' })),
        'url_for',
        args,
      ),
    ).toBe('/my/foo/bar/7?x=y');
    expect(
      call(
        mapped((map) => map.connect(':controller/:action/:id', { path_prefix: '' })),
        'url_for',
        args,
      ),
    ).toBe('/foo/bar/7?x=y');
  });

  test('test_generate_finds_best_fit: a literal default must match', () => {
    const router = mapped((map) => {
      map.connect('/people', { controller: 'people', action: 'index' });
      map.connect('/ws/people', { controller: 'people', action: 'index', ws: true });
    });
    expect(call(router, 'url_for', { controller: 'people', action: 'index', ws: true })).toBe('/ws/people');
    expect(call(router, 'url_for', { controller: 'people', action: 'index' })).toBe('/people');
  });

  test('test_use_static_path_when_possible', () => {
    const router = mapped((map) => {
      map.connect('about', { controller: 'welcome', action: 'about' });
      map.connect(':controller/:action/:id');
    });
    expect(call(router, 'url_for', { controller: 'welcome', action: 'about' })).toBe('/about');
  });

  test('test_named_route_with_path_prefix (through connect)', () => {
    const router = mapped((map) =>
      map.connect('page', { controller: 'content', action: 'show_page', path_prefix: 'my' }),
    );
    expect(params(router, 'GET', '/my/page')).toEqual({ controller: 'content', action: 'show_page' });
  });
});
