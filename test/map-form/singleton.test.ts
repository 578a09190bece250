/**
 * `map.resource`: six actions, no index, the controller named from the plural, create last.
 * Ported from Rails 2.3.18's resources_test.rb (test_should_create_singleton_resource_routes,
 * test_should_create_nested_singleton_resource_routes, test_singleton_resource_with_member_action,
 * test_should_nest_resources_in_singleton_resource*, test_singleton_resource_has_only_*, ...).
 */
import {
  SIX,
  allowedSingletonActions,
  call,
  check,
  mapped,
  only,
  params,
  resourceRows,
  resourcesRows,
  restful,
  rows,
  singleton,
  type MapBlock,
  type Row,
} from './support';

describe('declaration → routes', () => {
  test.each<[string, MapBlock, Row[]]>([
    ['map.resource account', (map) => map.resource('account'), resourceRows('account', 'accounts')],
    [
      'several singletons in one call (test_should_create_multiple_singleton_resource_routes)',
      (map) => map.resource('account', 'logo'),
      [...resourceRows('account', 'accounts'), ...resourceRows('logo', 'logos')],
    ],
    ['an irregular plural names the controller', (map) => map.resource('person'), resourceRows('person', 'people')],
    ['a controller option', (map) => map.resource('admin', { controller: 'admin' }), resourceRows('admin', 'admin')],
    [
      'a plural option names the controller (spec: plural)',
      (map) => map.resource('cactus', { plural: 'cactuses' }),
      resourceRows('cactus', 'cactuses'),
    ],
    [
      'the singular option does not apply to a singleton',
      (map) => map.resource('account', { singular: 'acct' }),
      resourceRows('account', 'accounts'),
    ],
    [
      'nested: the path uses only the singular name as prefix',
      (map) => map.resource('account', (account: any) => account.resource('profile')),
      [...resourceRows('profile', 'profiles', '/account', 'account_'), ...resourceRows('account', 'accounts')],
    ],
  ])('%s', (_name, block, expected) => {
    expect(rows(mapped(block))).toEqual(expected);
  });
});

describe('recognition and named routes (assert_singleton_restful_for)', () => {
  test('test_should_create_singleton_resource_routes', () => {
    check(
      mapped((map) => map.resource('account')),
      singleton('account'),
    );
  });

  test('test_should_create_multiple_singleton_resource_routes', () => {
    const router = mapped((map) => map.resource('account', 'logo'));
    check(router, singleton('account'));
    check(router, singleton('logo'));
  });

  test('test_should_create_nested_singleton_resource_routes', () => {
    const router = mapped((map) =>
      map.resource('admin', { controller: 'admin' }, (admin: any) => admin.resource('account')),
    );
    check(router, singleton('admin', { controller: 'admin' }));
    check(router, singleton('account', { namePrefix: 'admin_', pathPrefix: 'admin/' }));
  });

  test('test_should_nest_resources_in_singleton_resource', () => {
    const router = mapped((map) => map.resource('account', (account: any) => account.resources('messages')));
    check(router, singleton('account'));
    check(router, restful('messages', { namePrefix: 'account_', pathPrefix: 'account/' }));
  });

  test('test_should_nest_resources_in_singleton_resource_with_path_prefix', () => {
    const router = mapped((map) =>
      map.resource('account', { path_prefix: ':site_id' }, (account: any) => account.resources('messages')),
    );
    check(router, singleton('account', { pathPrefix: '7/', options: { site_id: '7' } }));
    check(router, restful('messages', { namePrefix: 'account_', pathPrefix: '7/account/', options: { site_id: '7' } }));
  });

  test('test_should_nest_singleton_resource_in_resources', () => {
    const router = mapped((map) =>
      map.resources('threads', (thread: any) => thread.resource('admin', { controller: 'admin' })),
    );
    check(router, restful('threads'));
    check(
      router,
      singleton('admin', {
        controller: 'admin',
        namePrefix: 'thread_',
        pathPrefix: 'threads/5/',
        options: { thread_id: '5' },
      }),
    );
  });

  test('a nested singleton under resources has rows under /threads/:thread_id', () => {
    const router = mapped((map) =>
      map.resources('threads', (thread: any) => thread.resource('admin', { controller: 'admin' })),
    );
    expect(rows(router).slice(0, 6)).toEqual(resourceRows('admin', 'admin', '/threads/:thread_id', 'thread_'));
    expect(rows(router).slice(6)).toEqual(resourcesRows('threads', 'thread'));
  });
});

describe('member and new actions', () => {
  test.each(['put', 'post'])('test_singleton_resource_with_member_action (%s)', (verb) => {
    const router = mapped((map) => map.resource('account', { member: { reset: verb } }));
    check(router, singleton('account'));
    expect(params(router, verb, '/account/reset')).toEqual({ controller: 'accounts', action: 'reset' });
    expect(call(router, 'reset_account_path')).toBe('/account/reset');
  });

  test.each(['put', 'post'])('test_singleton_resource_with_two_member_actions_with_same_method (%s)', (verb) => {
    const router = mapped((map) => map.resource('account', { member: { reset: verb, disable: verb } }));
    for (const action of ['reset', 'disable']) {
      expect(params(router, verb, `/account/${action}`)).toEqual({ controller: 'accounts', action });
      expect(call(router, `${action}_account_path`)).toBe(`/account/${action}`);
    }
  });

  test('test_new_style_named_routes_for_singleton_resource', () => {
    const router = mapped((map) =>
      map.resource('account', {
        member: { login: 'get' },
        new: { preview: 'any' },
        name_prefix: 'admin_',
        path_prefix: '/admin',
      }),
    );
    check(router, singleton('account', { namePrefix: 'admin_', pathPrefix: 'admin/' }));
    expect(call(router, 'login_admin_account_path')).toBe('/admin/account/login');
    expect(call(router, 'new_admin_account_path')).toBe('/admin/account/new');
    expect(call(router, 'preview_new_admin_account_path')).toBe('/admin/account/new/preview');
    expect(params(router, 'DELETE', '/admin/account/new/preview')).toEqual({
      controller: 'accounts',
      action: 'preview',
    });
  });

  test('a singleton member route has no :id', () => {
    const router = mapped((map) => map.resource('account', { member: { reset: 'put' }, requirements: { id: /\d+/ } }));
    expect(router.routes.find((route) => route.action === 'reset')?.path).toBe('/account/reset(.:format)');
    expect(router.routes.every((route) => !route.path.includes(':id'))).toBe(true);
  });
});

describe('only / except', () => {
  test.each<[string, Record<string, unknown>, string[]]>([
    ['test_singleton_resource_has_only_show_action', { only: 'show' }, ['show']],
    [
      'test_singleton_resource_does_not_have_destroy_action',
      { except: 'destroy' },
      ['new', 'create', 'show', 'edit', 'update'],
    ],
    ['test_singleton_resource_has_only_create_action_and_named_route', { only: 'create' }, ['create']],
    ['test_singleton_resource_has_only_update_action_and_named_route', { only: 'update' }, ['update']],
    ['test_singleton_resource_has_only_destroy_action_and_named_route', { only: 'destroy' }, ['destroy']],
    ['except all', { except: 'all' }, []],
    ['only none', { only: 'none' }, []],
    ['only all', { only: 'all' }, SIX],
    ['except none', { except: 'none' }, SIX],
    ['a list', { only: ['show', 'edit'] }, ['show', 'edit']],
  ])('%s', (_name, options, allowed) => {
    const router = mapped((map) => map.resource('account', options));
    expect(allowedSingletonActions(router, '/account')).toEqual(only(SIX, allowed));
    expect(allowedSingletonActions(router, '/account', '.xml')).toEqual(only(SIX, allowed));
  });

  test.each(['update', 'destroy', 'create'])('only %s keeps the named route account', (action) => {
    expect(
      mapped((map) => map.resource('account', { only: action })).routes.find((route) => route.name === 'account')
        ?.action,
    ).toBe(action);
  });

  test('test_singleton_resource_has_only_member_action', () => {
    const router = mapped((map) => map.resource('account', { except: 'all', member: { signup: 'get' } }));
    expect(allowedSingletonActions(router, '/account')).toEqual(only(SIX, []));
    expect(params(router, 'GET', '/account/signup')).toEqual({ controller: 'accounts', action: 'signup' });
    expect(params(router, 'GET', '/account/signup.xml')).toEqual({
      controller: 'accounts',
      action: 'signup',
      format: 'xml',
    });
  });
});
