/**
 * Singular resources (`resource`): six actions (update twice), create declared last, no
 * index, no id, the controller named after the plural, the name never singularized.
 * Ported from resources_test.rb (test_should_create_singleton_resource_routes, ...) and
 * routing_test.rb (test_session_singleton_resource, test_singleton_resources_are_not_singularized, ...).
 */
import { assertRecognizes, routingMatchers } from '../../src/testing';
import { draw, resourceRows, rows, target, type Block, type Row } from './support';

describe('declaration → routes, in order', () => {
  test.each<[string, Block, Row[]]>([
    ['resource profile', (r) => r.resource('profile'), resourceRows('profile', 'profiles')],
    [
      'resource account (test_should_create_singleton_resource_routes)',
      (r) => r.resource('account'),
      resourceRows('account', 'accounts'),
    ],
    [
      'several names (test_should_create_multiple_singleton_resource_routes)',
      (r) => r.resource('account', 'product'),
      [...resourceRows('account', 'accounts'), ...resourceRows('product', 'products')],
    ],
    [
      'a plural name is not singularized (test_singleton_resource_name_is_not_singularized)',
      (r) => r.resource('products'),
      resourceRows('products', 'products'),
    ],
    [
      'taxis keeps its name; controller taxis (API.md inflection)',
      (r) => r.resource('taxis'),
      resourceRows('taxis', 'taxis'),
    ],
    ['me → controller mes (API.md inflection)', (r) => r.resource('me'), resourceRows('me', 'mes')],
    ['a controller option', (r) => r.resource('admin', { controller: 'admin' }), resourceRows('admin', 'admin')],
  ])('%s', (_name, block, expected) => {
    expect(rows(draw(block))).toEqual(expected);
  });
});

describe('test_singleton_resources_are_not_singularized: resource taxis in a namespace', () => {
  const router = draw((r) => r.namespace('medical', (r: any) => r.resource('taxis')));
  const h: any = router.helpers;

  test.each<[string, string, string]>([
    ['GET', '/medical/taxis/new', 'medical/taxis#new'],
    ['POST', '/medical/taxis', 'medical/taxis#create'],
    ['GET', '/medical/taxis', 'medical/taxis#show'],
    ['GET', '/medical/taxis/edit', 'medical/taxis#edit'],
    ['PUT', '/medical/taxis', 'medical/taxis#update'],
    ['PATCH', '/medical/taxis', 'medical/taxis#update'],
    ['DELETE', '/medical/taxis', 'medical/taxis#destroy'],
  ])('%s %s', (method, url, expected) => {
    expect(target(router, method, url)).toBe(expected);
  });

  test('helpers', () => {
    expect(h.new_medical_taxis_path()).toBe('/medical/taxis/new');
    expect(h.medical_taxis_path()).toBe('/medical/taxis');
    expect(h.edit_medical_taxis_path()).toBe('/medical/taxis/edit');
  });
});

describe('recognition', () => {
  const router = draw((r) => r.resource('account'));
  expect.extend(routingMatchers(router));
  test.each<[string, string, Record<string, unknown> | null]>([
    ['GET', '/account', { controller: 'accounts', action: 'show' }],
    ['GET', '/account.xml', { controller: 'accounts', action: 'show', format: 'xml' }],
    ['GET', '/account/new', { controller: 'accounts', action: 'new' }],
    ['GET', '/account/edit', { controller: 'accounts', action: 'edit' }],
    ['GET', '/account/edit.xml', { controller: 'accounts', action: 'edit', format: 'xml' }],
    ['POST', '/account', { controller: 'accounts', action: 'create' }],
    ['PATCH', '/account', { controller: 'accounts', action: 'update' }],
    ['PUT', '/account.xml', { controller: 'accounts', action: 'update', format: 'xml' }],
    ['DELETE', '/account', { controller: 'accounts', action: 'destroy' }],
    // no index and no id
    ['GET', '/accounts', null],
    ['GET', '/account/1', null],
  ])('%s %s', (method, url, expected) => {
    if (expected) assertRecognizes(router, expected, `${method} ${url}`);
    else expect({ [method.toLowerCase()]: url }).not.toBeRoutable();
  });
});

describe('singular resources in blocks and scopes', () => {
  test.each<[string, Block, Array<[string, string, string, string]>]>([
    [
      'test_session_singleton_resource: bare routes in the block are member routes',
      (r) =>
        r.resource('session', (r: any) => {
          r.get('create');
          r.post('reset');
        }),
      [
        ['GET', '/session', 'sessions#create', 'session'],
        ['POST', '/session', 'sessions#create', ''],
        ['PUT', '/session', 'sessions#update', ''],
        ['DELETE', '/session', 'sessions#destroy', ''],
        ['GET', '/session/new', 'sessions#new', 'new_session'],
        ['GET', '/session/edit', 'sessions#edit', 'edit_session'],
        ['POST', '/session/reset', 'sessions#reset', 'reset_session'],
      ],
    ],
    [
      'test_session_info_nested_singleton_resource',
      (r) => r.resource('session', (r: any) => r.resource('info')),
      [['GET', '/session/info', 'infos#show', 'session_info']],
    ],
    [
      'test_member_on_resource',
      (r) => r.resource('session', (r: any) => r.member((r: any) => r.get('crush'))),
      [['GET', '/session/crush', 'sessions#crush', 'crush_session']],
    ],
    [
      'test_should_create_nested_singleton_resource_routes',
      (r) => r.resource('admin', { controller: 'admin' }, (r: any) => r.resource('account')),
      [
        ['GET', '/admin', 'admin#show', 'admin'],
        ['GET', '/admin/account', 'accounts#show', 'admin_account'],
        ['GET', '/admin/account/new', 'accounts#new', 'new_admin_account'],
        ['GET', '/admin/account/edit', 'accounts#edit', 'edit_admin_account'],
      ],
    ],
    [
      'test_should_nest_resources_in_singleton_resource',
      (r) => r.resource('account', (r: any) => r.resources('messages')),
      [
        ['GET', '/account/messages', 'messages#index', 'account_messages'],
        ['GET', '/account/messages/new', 'messages#new', 'new_account_message'],
        ['GET', '/account/messages/1', 'messages#show', 'account_message'],
        ['GET', '/account/messages/1/edit', 'messages#edit', 'edit_account_message'],
      ],
    ],
    [
      'test_should_nest_resources_in_singleton_resource_with_path_scope',
      (r) => r.scope(':site_id', (r: any) => r.resource('account', (r: any) => r.resources('messages'))),
      [
        ['GET', '/7/account', 'accounts#show', 'account'],
        ['GET', '/7/account/messages', 'messages#index', 'account_messages'],
        ['GET', '/7/account/messages/1', 'messages#show', 'account_message'],
      ],
    ],
    [
      'test_should_nest_singleton_resource_in_resources',
      (r) => r.resources('threads', (r: any) => r.resource('admin', { controller: 'admin' })),
      [
        ['GET', '/threads/5/admin', 'admin#show', 'thread_admin'],
        ['GET', '/threads/5/admin/new', 'admin#new', 'new_thread_admin'],
        ['GET', '/threads/5/admin/edit', 'admin#edit', 'edit_thread_admin'],
        ['POST', '/threads/5/admin', 'admin#create', ''],
      ],
    ],
    [
      'test_account_namespace: several singular names in a namespace',
      (r) => r.namespace('account', (r: any) => r.resource('subscription', 'credit', 'credit_card')),
      [
        ['GET', '/account/subscription', 'account/subscriptions#show', 'account_subscription'],
        ['GET', '/account/credit', 'account/credits#show', 'account_credit'],
        ['GET', '/account/credit_card', 'account/credit_cards#show', 'account_credit_card'],
      ],
    ],
    [
      'test_nested_namespace',
      (r) => r.namespace('account', (r: any) => r.namespace('admin', (r: any) => r.resource('subscription'))),
      [['GET', '/account/admin/subscription', 'account/admin/subscriptions#show', 'account_admin_subscription']],
    ],
    [
      'test_module_scope',
      (r) => r.resource('token', { module: 'api' }),
      [['GET', '/token', 'api/tokens#show', 'token']],
    ],
    [
      'test_path_scope',
      (r) =>
        r.scope({ path: 'api' }, (r: any) => {
          r.resource('me');
          r.get('/', { to: 'mes#index' });
        }),
      [
        ['GET', '/api/me', 'mes#show', 'me'],
        ['GET', '/api', 'mes#index', ''],
      ],
    ],
    [
      'test_symbol_scope',
      (r) =>
        r.scope({ path: 'api' }, (r: any) => {
          r.scope('v2', (r: any) => r.resource('me', { as: 'v2_me' }));
          r.scope('v3', 'admin', (r: any) => r.resource('me', { as: 'v3_me' }));
        }),
      [
        ['GET', '/api/v2/me', 'mes#show', 'v2_me'],
        ['GET', '/api/v3/admin/me', 'mes#show', 'v3_me'],
      ],
    ],
    [
      'test_project_manager: as renames a nested singular resource',
      (r) =>
        r.resources('projects', (r: any) => r.resource('manager', { as: 'super_manager' }, (r: any) => r.post('fire'))),
      [
        ['GET', '/projects/1/manager', 'managers#show', 'project_super_manager'],
        ['GET', '/projects/1/manager/new', 'managers#new', 'new_project_super_manager'],
        ['POST', '/projects/1/manager/fire', 'managers#fire', 'fire_project_super_manager'],
      ],
    ],
    [
      'test_new_style_named_routes_for_singleton_resource',
      (r) =>
        r.scope('/admin', (r: any) =>
          r.resource('account', { as: 'admin_account' }, (r: any) => {
            r.get('login', { on: 'member' });
            r.get('preview', { on: 'new' });
          }),
        ),
      [
        ['GET', '/admin/account/login', 'accounts#login', 'login_admin_account'],
        ['GET', '/admin/account/new', 'accounts#new', 'new_admin_account'],
        ['GET', '/admin/account/new/preview', 'accounts#preview', 'preview_new_admin_account'],
        ['GET', '/admin/account', 'accounts#show', 'admin_account'],
      ],
    ],
  ])('%s', (_name, block, expectations) => {
    const router = draw(block);
    for (const [method, url, expectedTarget, name] of expectations) {
      const found = router.recognize(method, url);
      expect(found && `${String(found.params.controller)}#${String(found.params.action)}`).toBe(expectedTarget);
      if (name) expect(found?.route.name).toBe(name);
    }
  });
});

describe('singular resource helpers', () => {
  test.each<[string, Block, (h: any) => string, string]>([
    ['session_path', (r) => r.resource('session', (r: any) => r.get('create')), (h) => h.session_path(), '/session'],
    [
      'reset_session_path',
      (r) => r.resource('session', (r: any) => r.post('reset')),
      (h) => h.reset_session_path(),
      '/session/reset',
    ],
    ['new_session_path', (r) => r.resource('session'), (h) => h.new_session_path(), '/session/new'],
    ['edit_session_path', (r) => r.resource('session'), (h) => h.edit_session_path(), '/session/edit'],
    [
      'edit_session_path with a format',
      (r) => r.resource('session'),
      (h) => h.edit_session_path({ format: 'xml' }),
      '/session/edit.xml',
    ],
    ['a positional format', (r) => r.resource('session'), (h) => h.session_path('json'), '/session.json'],
    [
      'reset_account_path (test_singleton_resource_with_member_action)',
      (r) => r.resource('account', (r: any) => r.match('reset', { on: 'member', via: 'patch' })),
      (h) => h.reset_account_path(),
      '/account/reset',
    ],
    [
      'two member actions with the same verb',
      (r) =>
        r.resource('account', (r: any) => {
          r.match('reset', { on: 'member', via: 'post' });
          r.match('disable', { on: 'member', via: 'post' });
        }),
      (h) => `${h.reset_account_path()} ${h.disable_account_path()}`,
      '/account/reset /account/disable',
    ],
    [
      'the route in a nested singular resource',
      (r) => r.resources('threads', (r: any) => r.resource('admin', { controller: 'admin' })),
      (h) => h.thread_admin_path(5),
      '/threads/5/admin',
    ],
    [
      'empty as (test_resource_where_as_is_empty)',
      (r) => r.resource('post', { as: '' }),
      (h) => h.new_path(),
      '/post/new',
    ],
    [
      'empty as under a scope as (test_resource_where_as_is_empty)',
      (r) => r.scope('post', { as: 'post' }, (r: any) => r.resource('comment', { as: '' })),
      (h) => h.new_post_path(),
      '/post/comment/new',
    ],
    [
      'empty scope as (test_scope_where_as_is_empty)',
      (r) => r.scope('post', { as: '' }, (r: any) => r.resource('user')),
      (h) => h.new_user_path(),
      '/post/user/new',
    ],
  ])('%s', (_name, block, call, expected) => {
    expect(call(draw(block).helpers)).toBe(expected);
  });
});

describe('test_default_singleton_restful_route_uses_get', () => {
  test('GET /product reaches show of the plural controller', () => {
    expect(
      target(
        draw((r) => r.resource('product')),
        'GET',
        '/product',
      ),
    ).toBe('products#show');
  });
});
