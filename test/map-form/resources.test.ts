/**
 * `map.resources`: the seven actions (update is PUT only), their names, order and
 * recognition. Ported from Rails 2.3.18's resources_test.rb (test_default_restful_routes,
 * test_multiple_default_restful_routes, test_irregular_id_*, test_restful_routes_dont_generate_duplicates,
 * test_should_not_allow_delete_or_put_on_collection_path, ...) and the map-form spec.
 */
import {
  check,
  mapped,
  params,
  resourceRows,
  resourcesRows,
  restful,
  rows,
  target,
  type MapBlock,
  type Row,
} from './support';

describe('declaration → routes, in Rails 2.3 order', () => {
  test.each<[string, MapBlock, Row[]]>([
    [
      'map.resources messages (test_default_restful_routes)',
      (map) => map.resources('messages'),
      resourcesRows('messages', 'message'),
    ],
    [
      'several names in one call (test_multiple_default_restful_routes)',
      (map) => map.resources('messages', 'comments'),
      [...resourcesRows('messages', 'message'), ...resourcesRows('comments', 'comment')],
    ],
    [
      'several names share the options (test_multiple_with_path_prefix)',
      (map) => map.resources('messages', 'comments', { path_prefix: '/thread/:thread_id' }),
      [
        ...resourcesRows('messages', 'message', 'messages', '/thread/:thread_id'),
        ...resourcesRows('comments', 'comment', 'comments', '/thread/:thread_id'),
      ],
    ],
    [
      'several names share a controller',
      (map) => map.resources('messages', 'comments', { controller: 'threads' }),
      [...resourcesRows('messages', 'message', 'threads'), ...resourcesRows('comments', 'comment', 'threads')],
    ],
    ['an irregular plural', (map) => map.resources('people'), resourcesRows('people', 'person')],
    [
      'an uncountable name takes _index (resource.uncountable?)',
      (map) => map.resources('sheep'),
      resourcesRows('sheep', 'sheep'),
    ],
    [
      'map.resource account: six actions, controller from the plural, create last',
      (map) => map.resource('account'),
      resourceRows('account', 'accounts'),
    ],
  ])('%s', (_name, block, expected) => {
    expect(rows(mapped(block))).toEqual(expected);
  });

  test('the full Rails 2.3 order: nested, collection customs, index/create, new (+customs), edit (+member customs), show, update, destroy', () => {
    const router = mapped((map) =>
      map.resources(
        'threads',
        { collection: { search: 'get', sort: 'post' }, member: { preview: 'get', lock: 'put' }, new: { draft: 'get' } },
        (thread: any) => thread.resources('messages', { only: 'index' }),
      ),
    );
    expect(router.routes.map((route) => `${route.verb} ${route.controller}#${route.action}`)).toEqual([
      'GET messages#index',
      'GET threads#search',
      'POST threads#sort',
      'GET threads#index',
      'POST threads#create',
      'GET threads#new',
      'GET threads#draft',
      'GET threads#edit',
      'GET threads#preview',
      'PUT threads#lock',
      'GET threads#show',
      'PUT threads#update',
      'DELETE threads#destroy',
    ]);
  });

  // Member actions are grouped by verb in first-seen order (arrange_actions_by_methods on an
  // ordered Hash); edit joins the `get` group, or starts one after the others.
  test('a singleton: nested, new (+customs), member customs by verb group, show, update, destroy, then create', () => {
    const router = mapped((map) =>
      map.resource('account', { member: { reset: 'put' }, new: { preview: 'get' } }, (account: any) =>
        account.resources('messages', { only: 'show' }),
      ),
    );
    expect(router.routes.map((route) => `${route.verb} ${route.controller}#${route.action}`)).toEqual([
      'GET messages#show',
      'GET accounts#new',
      'GET accounts#preview',
      'PUT accounts#reset',
      'GET accounts#edit',
      'GET accounts#show',
      'PUT accounts#update',
      'DELETE accounts#destroy',
      'POST accounts#create',
    ]);
  });

  test('update is PUT only: no PATCH route', () => {
    const router = mapped((map) => map.resources('messages'));
    expect(router.routes.filter((route) => route.verb === 'PATCH')).toEqual([]);
    expect(params(router, 'PATCH', '/messages/1')).toBeNull();
    expect(params(router, 'PUT', '/messages/1')).toEqual({ controller: 'messages', action: 'update', id: '1' });
  });

  test('no duplicate routes (test_restful_routes_dont_generate_duplicates)', () => {
    const router = mapped((map) => map.resources('messages'));
    const keys = router.routes.map((route) => `${route.verb} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('the map form records into the same route set as the block form, in order', () => {
    const router = mapped((map) => map.resources('messages', { only: 'index' }));
    router.draw((r) => r.resources('photos', { only: 'index' }));
    router.map((map) => map.resources('comments', { only: 'index' }));
    expect(rows(router)).toEqual([
      ['messages', 'GET', '/messages(.:format)', 'messages#index'],
      ['photos', 'GET', '/photos(.:format)', 'photos#index'],
      ['comments', 'GET', '/comments(.:format)', 'comments#index'],
    ]);
  });
});

describe('recognition and named routes (assert_simply_restful_for)', () => {
  test('test_default_restful_routes', () => {
    check(
      mapped((map) => map.resources('messages')),
      restful('messages'),
    );
  });

  test('test_multiple_default_restful_routes', () => {
    const router = mapped((map) => map.resources('messages', 'comments'));
    check(router, restful('messages'));
    check(router, restful('comments'));
  });

  test('test_with_path_prefix', () => {
    const router = mapped((map) => map.resources('messages', { path_prefix: '/thread/:thread_id' }));
    check(router, restful('messages', { pathPrefix: 'thread/5/', options: { thread_id: '5' } }));
  });

  test('test_multiple_with_path_prefix', () => {
    const router = mapped((map) => map.resources('messages', 'comments', { path_prefix: '/thread/:thread_id' }));
    check(router, restful('messages', { pathPrefix: 'thread/5/', options: { thread_id: '5' } }));
    check(router, restful('comments', { pathPrefix: 'thread/5/', options: { thread_id: '5' } }));
  });

  test('a path_prefix without the leading slash', () => {
    const router = mapped((map) => map.resources('messages', { path_prefix: 'thread/:thread_id' }));
    expect(params(router, 'GET', '/thread/5/messages/1')).toEqual({
      controller: 'messages',
      action: 'show',
      thread_id: '5',
      id: '1',
    });
  });

  test('test_with_name_prefix', () => {
    check(
      mapped((map) => map.resources('messages', { name_prefix: 'post_' })),
      restful('messages', { namePrefix: 'post_' }),
    );
  });

  test('a trailing slash is ignored (test_with_path_segment)', () => {
    const router = mapped((map) => map.resources('messages'));
    expect(params(router, 'GET', '/messages/')).toEqual({ controller: 'messages', action: 'index' });
  });
});

describe('ids and the method restrictions', () => {
  const router = mapped((map) => map.resources('messages'));

  test.each<[string, string, string | null]>([
    // test_irregular_id_with_no_requirements_should_raise_error: a dot starts the format.
    ['GET', '/messages/1.1.1', null],
    ['GET', '/messages/1.xml', 'messages#show'],
    // test_should_not_allow_delete_or_put_on_collection_path
    ['PUT', '/messages', null],
    ['DELETE', '/messages', null],
    ['POST', '/messages/1', null],
    ['POST', '/messages/new', null],
    ['PUT', '/messages/1/edit', null],
    ['HEAD', '/messages/1', 'messages#show'],
  ])('%s %s → %s', (method, url, expected) => {
    expect(target(router, method, url)).toBe(expected);
  });

  test('allowedMethods lists the verbs of each path', () => {
    expect(router.allowedMethods('/messages')).toEqual(['GET', 'HEAD', 'POST']);
    expect(router.allowedMethods('/messages/1')).toEqual(['GET', 'HEAD', 'PUT', 'DELETE']);
    expect(router.allowedMethods('/messages/1/edit')).toEqual(['GET', 'HEAD']);
    // `new` is also an id for show/update/destroy.
    expect(router.allowedMethods('/messages/new')).toEqual(['GET', 'HEAD', 'PUT', 'DELETE']);
    expect(router.allowedMethods('/nothing')).toEqual([]);
  });

  test('test_irregular_id_with_requirements_should_pass', () => {
    const r = mapped((map) => map.resources('messages', { requirements: { id: /[0-9]\.[0-9]\.[0-9]/ } }));
    expect(params(r, 'GET', '/messages/1.1.1')).toEqual({ controller: 'messages', action: 'show', id: '1.1.1' });
  });

  test('test_irregular_id_requirements_should_get_passed_to_member_actions', () => {
    const r = mapped((map) =>
      map.resources('messages', { member: { custom: 'get' }, requirements: { id: /[0-9]\.[0-9]\.[0-9]/ } }),
    );
    expect(params(r, 'GET', '/messages/1.1.1/custom')).toEqual({
      controller: 'messages',
      action: 'custom',
      id: '1.1.1',
    });
  });

  test('test_with_member_action_and_requirement', () => {
    const r = mapped((map) =>
      map.resources('messages', { requirements: { id: /[0-9]\.[0-9]\.[0-9]/ }, member: { mark: 'get' } }),
    );
    expect(params(r, 'GET', '/messages/1.1.1/mark')).toEqual({ controller: 'messages', action: 'mark', id: '1.1.1' });
  });

  test('test_with_path_prefix_requirements', () => {
    const r = mapped((map) =>
      map.resources('messages', {
        path_prefix: '/thread/:thread_id',
        requirements: { thread_id: /[0-9]\.[0-9]\.[0-9]/ },
      }),
    );
    expect(params(r, 'GET', '/thread/1.1.1/messages/1')).toEqual({
      controller: 'messages',
      action: 'show',
      thread_id: '1.1.1',
      id: '1',
    });
  });
});

describe('names only where still free', () => {
  test('index takes the plural name; create, update and destroy stay unnamed', () => {
    const router = mapped((map) => map.resources('messages'));
    expect(router.routes.map((route) => [route.action, route.name ?? null])).toEqual([
      ['index', 'messages'],
      ['create', null],
      ['new', 'new_message'],
      ['edit', 'edit_message'],
      ['show', 'message'],
      ['update', null],
      ['destroy', null],
    ]);
  });

  test('a name already taken leaves the later route unnamed, without error', () => {
    const router = mapped((map) => {
      map.resource('message');
      map.resources('messages');
    });
    const show = router.routes.find((route) => route.path === '/messages/:id(.:format)' && route.action === 'show');
    expect(show?.name).toBeUndefined();
    expect(router.routes.find((route) => route.name === 'message')?.path).toBe('/message(.:format)');
    expect(router.routes.find((route) => route.name === 'edit_message')?.path).toBe('/message/edit(.:format)');
    expect(router.routes.find((route) => route.name === 'messages')?.path).toBe('/messages(.:format)');
  });

  test('declaring the same resources twice names only the first set', () => {
    const router = mapped((map) => map.resources('messages').resources('messages', { path_prefix: '/v2' }));
    expect(router.routes.filter((route) => route.path.startsWith('/v2')).map((route) => route.name ?? null)).toEqual(
      Array(7).fill(null),
    );
  });

  test('a singleton create (last) leaves the name to show (test_default_singleton_restful_route_uses_get)', () => {
    const router = mapped((map) => map.resource('product'));
    expect(router.routes.find((route) => route.name === 'product')?.verb).toBe('GET');
  });

  test('a singleton with only create still names its route (test_singleton_resource_has_only_create_action_and_named_route)', () => {
    const router = mapped((map) => map.resource('account', { only: 'create' }));
    expect(rows(router)).toEqual([['account', 'POST', '/account(.:format)', 'accounts#create']]);
  });

  test.each<[string, Row[]]>([
    ['create', [['products', 'POST', '/products(.:format)', 'products#create']]],
    ['update', [['product', 'PUT', '/products/:id(.:format)', 'products#update']]],
    ['destroy', [['product', 'DELETE', '/products/:id(.:format)', 'products#destroy']]],
  ])('only %s: the route takes the free name (test_resource_has_only_*_action_and_named_route)', (action, expected) => {
    expect(rows(mapped((map) => map.resources('products', { only: action })))).toEqual(expected);
  });
});

describe('conditions (test_with_custom_conditions)', () => {
  const router = mapped((map) => map.resources('messages', { conditions: { subdomain: 'app' } }));
  const on = (host: string) => ({
    headers: { host },
    hostname: host,
    subdomains: host.split('.').slice(0, -2).reverse(),
  });

  test('a request condition restricts every route', () => {
    expect(router.recognize('GET', '/messages', on('app.example.com'))?.params).toEqual({
      controller: 'messages',
      action: 'index',
    });
    expect(router.recognize('GET', '/messages', on('www.example.com'))).toBeNull();
    expect(router.recognize('PUT', '/messages/1', on('app.example.com'))?.params).toEqual({
      controller: 'messages',
      action: 'update',
      id: '1',
    });
  });

  test('the method condition is still set per route', () => {
    expect(router.recognize('POST', '/messages/1', on('app.example.com'))).toBeNull();
    expect(router.routes.map((route) => route.verb)).toEqual(['GET', 'POST', 'GET', 'GET', 'GET', 'PUT', 'DELETE']);
  });

  test('a method among the conditions does not override the per-route verbs', () => {
    const r = mapped((map) => map.resources('messages', { conditions: { method: 'post' } }));
    expect(r.routes.map((route) => route.verb)).toEqual(['GET', 'POST', 'GET', 'GET', 'GET', 'PUT', 'DELETE']);
  });
});

describe('router.inspect()', () => {
  test("the map-form guide's example (docs/map-form.md)", () => {
    const router = mapped((map) => {
      map.root({ controller: 'threads', action: 'index' });
      map.resources('threads', { collection: { search: 'get' }, member: { close: 'put' } }, (thread: any) => {
        thread.resources('messages', { only: ['index', 'create', 'show'] });
      });
      map.resource('account', { except: 'destroy' });
      map.namespace('admin', (admin: any) => admin.resources('users', { only: 'index' }));
      map.connect(':controller/:action/:id');
    });
    expect(router.inspect().trimEnd()).toBe(
      [
        '         Prefix Verb   URI Pattern                                Controller#Action',
        '           root        /                                          threads#index',
        'thread_messages GET    /threads/:thread_id/messages(.:format)     messages#index',
        '                POST   /threads/:thread_id/messages(.:format)     messages#create',
        ' thread_message GET    /threads/:thread_id/messages/:id(.:format) messages#show',
        ' search_threads GET    /threads/search(.:format)                  threads#search',
        '        threads GET    /threads(.:format)                         threads#index',
        '                POST   /threads(.:format)                         threads#create',
        '     new_thread GET    /threads/new(.:format)                     threads#new',
        '   close_thread PUT    /threads/:id/close(.:format)               threads#close',
        '    edit_thread GET    /threads/:id/edit(.:format)                threads#edit',
        '         thread GET    /threads/:id(.:format)                     threads#show',
        '                PUT    /threads/:id(.:format)                     threads#update',
        '                DELETE /threads/:id(.:format)                     threads#destroy',
        '    new_account GET    /account/new(.:format)                     accounts#new',
        '   edit_account GET    /account/edit(.:format)                    accounts#edit',
        '        account GET    /account(.:format)                         accounts#show',
        '                PUT    /account(.:format)                         accounts#update',
        '                POST   /account(.:format)                         accounts#create',
        '    admin_users GET    /admin/users(.:format)                     admin/users#index',
        '                       /:controller(/:action(/:id))               :controller#:action',
      ].join('\n'),
    );
    const h = router.helpers as any;
    expect(h.url_for(h.hash_for_thread_path({ id: 1 }))).toBe('/threads/1');
  });

  test('grep filters map-form routes too', () => {
    const router = mapped((map) => map.resources('messages', 'comments'));
    expect(router.inspect({ controller: 'comments' })).not.toContain('messages#');
    expect(router.inspect({ grep: 'new_message' })).toContain('/messages/new(.:format)');
  });
});
