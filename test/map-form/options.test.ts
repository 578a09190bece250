/**
 * The option table of `map.resources`: collection / member / new maps (a verb, a list of
 * verbs, `any`), controller, singular, requirements, path_names (and the Router's
 * `resourcesPathNames`), only / except. Ported from Rails 2.3.18's resources_test.rb
 * (test_should_arrange_actions, test_override_paths_*, test_with_collection_actions*,
 * test_with_member_action*, test_array_as_collection_or_member_method_value,
 * test_with_new_action*, test_override_new_method, test_resource_has_only_*, ...).
 */
import { ArgumentError } from '../../src';
import {
  SEVEN,
  allowedActions,
  call,
  check,
  mapped,
  only,
  params,
  restful,
  rows,
  target,
  thrown,
  type Row,
} from './support';

describe('collection / member / new maps', () => {
  test('test_should_arrange_actions: one route per action and verb, grouped by verb', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        collection: { rss: 'get', reorder: 'post', csv: 'post' },
        member: { rss: 'get', atom: 'get', upload: 'post', fix: 'post' },
        new: { preview: 'get', draft: 'get' },
      }),
    );
    expect(rows(router)).toEqual<Row[]>([
      ['rss_messages', 'GET', '/messages/rss(.:format)', 'messages#rss'],
      ['reorder_messages', 'POST', '/messages/reorder(.:format)', 'messages#reorder'],
      ['csv_messages', 'POST', '/messages/csv(.:format)', 'messages#csv'],
      ['messages', 'GET', '/messages(.:format)', 'messages#index'],
      [null, 'POST', '/messages(.:format)', 'messages#create'],
      ['new_message', 'GET', '/messages/new(.:format)', 'messages#new'],
      ['preview_new_message', 'GET', '/messages/new/preview(.:format)', 'messages#preview'],
      ['draft_new_message', 'GET', '/messages/new/draft(.:format)', 'messages#draft'],
      ['edit_message', 'GET', '/messages/:id/edit(.:format)', 'messages#edit'],
      ['rss_message', 'GET', '/messages/:id/rss(.:format)', 'messages#rss'],
      ['atom_message', 'GET', '/messages/:id/atom(.:format)', 'messages#atom'],
      ['upload_message', 'POST', '/messages/:id/upload(.:format)', 'messages#upload'],
      ['fix_message', 'POST', '/messages/:id/fix(.:format)', 'messages#fix'],
      ['message', 'GET', '/messages/:id(.:format)', 'messages#show'],
      [null, 'PUT', '/messages/:id(.:format)', 'messages#update'],
      [null, 'DELETE', '/messages/:id(.:format)', 'messages#destroy'],
    ]);
  });

  test('test_with_collection_actions: get, put, post, delete', () => {
    const actions: Record<string, string> = { a: 'get', b: 'put', c: 'post', d: 'delete' };
    const router = mapped((map) => map.resources('messages', { collection: actions }));
    check(router, restful('messages'));
    for (const [action, verb] of Object.entries(actions)) {
      expect(params(router, verb, `/messages/${action}`)).toEqual({ controller: 'messages', action });
      expect(call(router, `${action}_messages_path`)).toBe(`/messages/${action}`);
    }
    expect(params(router, 'POST', '/messages/a')).toBeNull();
  });

  test('test_with_collection_actions_and_name_prefix (and formatted)', () => {
    const actions: Record<string, string> = { a: 'get', b: 'put', c: 'post', d: 'delete' };
    const router = mapped((map) =>
      map.resources('messages', { path_prefix: '/threads/:thread_id', name_prefix: 'thread_', collection: actions }),
    );
    check(
      router,
      restful('messages', { pathPrefix: 'threads/1/', namePrefix: 'thread_', options: { thread_id: '1' } }),
    );
    for (const [action, verb] of Object.entries(actions)) {
      expect(params(router, verb, `/threads/1/messages/${action}`)).toEqual({
        controller: 'messages',
        action,
        thread_id: '1',
      });
      expect(params(router, verb, `/threads/1/messages/${action}.xml`)).toEqual({
        controller: 'messages',
        action,
        thread_id: '1',
        format: 'xml',
      });
      expect(call(router, `${action}_thread_messages_path`, { thread_id: '1' })).toBe(`/threads/1/messages/${action}`);
      expect(call(router, `${action}_thread_messages_path`, { thread_id: '1', format: 'xml' })).toBe(
        `/threads/1/messages/${action}.xml`,
      );
    }
  });

  test('test_with_collection_actions_and_name_prefix_and_member_action_with_same_name', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        path_prefix: '/threads/:thread_id',
        name_prefix: 'thread_',
        collection: { a: 'get' },
        member: { a: 'get' },
      }),
    );
    expect(params(router, 'GET', '/threads/1/messages/a')).toEqual({
      controller: 'messages',
      action: 'a',
      thread_id: '1',
    });
    expect(params(router, 'GET', '/threads/1/messages/2/a')).toEqual({
      controller: 'messages',
      action: 'a',
      thread_id: '1',
      id: '2',
    });
    expect(call(router, 'a_thread_messages_path', { thread_id: '1' })).toBe('/threads/1/messages/a');
    expect(call(router, 'a_thread_message_path', { thread_id: '1', id: '2' })).toBe('/threads/1/messages/2/a');
  });

  test.each(['put', 'post'])('test_with_member_action (%s)', (verb) => {
    const router = mapped((map) => map.resources('messages', { member: { mark: verb } }));
    check(router, restful('messages'));
    expect(params(router, verb, '/messages/1/mark')).toEqual({ controller: 'messages', action: 'mark', id: '1' });
    expect(params(router, 'GET', '/messages/1/mark')).toBeNull();
    expect(call(router, 'mark_message_path', { id: '1' })).toBe('/messages/1/mark');
  });

  test.each(['put', 'post'])('test_with_two_member_actions_with_same_method (%s)', (verb) => {
    const router = mapped((map) => map.resources('messages', { member: { mark: verb, unmark: verb } }));
    for (const action of ['mark', 'unmark']) {
      expect(params(router, verb, `/messages/1/${action}`)).toEqual({ controller: 'messages', action, id: '1' });
      expect(call(router, `${action}_message_path`, { id: '1' })).toBe(`/messages/1/${action}`);
    }
  });

  test('test_array_as_collection_or_member_method_value', () => {
    const router = mapped((map) =>
      map.resources('messages', { collection: { search: ['get', 'post'] }, member: { toggle: ['get', 'post'] } }),
    );
    check(router, restful('messages'));
    for (const verb of ['GET', 'POST']) {
      expect(params(router, verb, '/messages/search')).toEqual({ controller: 'messages', action: 'search' });
      expect(params(router, verb, '/messages/1/toggle')).toEqual({ controller: 'messages', action: 'toggle', id: '1' });
    }
    // PUT is not among the verbs: the request falls to update with id 'search'.
    expect(target(router, 'PUT', '/messages/search')).toBe('messages#update');
    expect(
      router.routes.filter((route) => route.action === 'search').map((route) => [route.verb, route.name ?? null]),
    ).toEqual([
      ['GET', 'search_messages'],
      ['POST', null],
    ]);
  });

  test("'any' accepts every verb", () => {
    const router = mapped((map) =>
      map.resources('messages', { collection: { search: 'any' }, member: { touch: 'any' } }),
    );
    for (const verb of ['GET', 'POST', 'PUT', 'DELETE']) {
      expect(target(router, verb, '/messages/search')).toBe('messages#search');
      expect(target(router, verb, '/messages/1/touch')).toBe('messages#touch');
    }
    expect(router.routes.find((route) => route.action === 'search')?.verb).toBe('');
  });

  test('test_with_new_action', () => {
    const router = mapped((map) => map.resources('messages', { new: { preview: 'post' } }));
    check(router, restful('messages'));
    expect(params(router, 'POST', '/messages/new/preview')).toEqual({ controller: 'messages', action: 'preview' });
    expect(call(router, 'preview_new_message_path')).toBe('/messages/new/preview');
  });

  test('test_with_new_action_with_name_prefix (and formatted)', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        new: { preview: 'post' },
        path_prefix: '/threads/:thread_id',
        name_prefix: 'thread_',
      }),
    );
    check(
      router,
      restful('messages', { pathPrefix: 'threads/1/', namePrefix: 'thread_', options: { thread_id: '1' } }),
    );
    expect(params(router, 'POST', '/threads/1/messages/new/preview')).toEqual({
      controller: 'messages',
      action: 'preview',
      thread_id: '1',
    });
    expect(params(router, 'POST', '/threads/1/messages/new/preview.xml')).toEqual({
      controller: 'messages',
      action: 'preview',
      thread_id: '1',
      format: 'xml',
    });
    expect(call(router, 'preview_new_thread_message_path', { thread_id: '1' })).toBe('/threads/1/messages/new/preview');
    expect(call(router, 'preview_new_thread_message_path', { thread_id: '1', format: 'xml' })).toBe(
      '/threads/1/messages/new/preview.xml',
    );
  });

  test('test_new_style_named_routes_for_resource', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        collection: { search: 'get' },
        new: { preview: 'any' },
        name_prefix: 'thread_',
        path_prefix: '/threads/:thread_id',
      }),
    );
    check(
      router,
      restful('messages', { namePrefix: 'thread_', pathPrefix: 'threads/1/', options: { thread_id: '1' } }),
    );
    expect(call(router, 'search_thread_messages_path', { thread_id: '1' })).toBe('/threads/1/messages/search');
    expect(call(router, 'new_thread_message_path', { thread_id: '1' })).toBe('/threads/1/messages/new');
    expect(call(router, 'preview_new_thread_message_path', { thread_id: '1' })).toBe('/threads/1/messages/new/preview');
  });

  test('test_override_new_method: POST /messages/new is refused, unless new: { new: any }', () => {
    const plain = mapped((map) => map.resources('messages'));
    expect(params(plain, 'GET', '/messages/new')).toEqual({ controller: 'messages', action: 'new' });
    expect(params(plain, 'POST', '/messages/new')).toBeNull();
    expect(plain.allowedMethods('/messages/new')).not.toContain('POST');

    const any = mapped((map) => map.resources('messages', { new: { new: 'any' } }));
    check(any, restful('messages'));
    expect(params(any, 'POST', '/messages/new')).toEqual({ controller: 'messages', action: 'new' });
    expect(params(any, 'GET', '/messages/new')).toEqual({ controller: 'messages', action: 'new' });
    expect(any.allowedMethods('/messages/new')).toContain('POST');
  });

  // Rails 2.3's route builder raises ArgumentError for these (validate_route_conditions).
  test.each(['head', 'invalid'])('test_should_not_allow_%s_method_for_member_routes', (verb) => {
    expect(thrown(() => mapped((map) => map.resources('messages', { member: { something: verb } })))).toBeInstanceOf(
      ArgumentError,
    );
  });
});

describe('path_names', () => {
  test('test_override_paths_for_member_and_collection_methods', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        collection: { rss: 'get', reorder: 'post', csv: 'post' },
        member: { rss: 'get', atom: 'get', upload: 'post', fix: 'post' },
        path_names: { new: 'nuevo', rss: 'canal', fix: 'corrigir' },
      }),
    );
    check(router, restful('messages', { newAction: 'nuevo' }));
    const member: Array<[string, string, string]> = [
      ['rss', 'get', 'canal'],
      ['atom', 'get', 'atom'],
      ['upload', 'post', 'upload'],
      ['fix', 'post', 'corrigir'],
    ];
    for (const [action, verb, segment] of member) {
      expect(params(router, verb, `/messages/1/${segment}`)).toEqual({ controller: 'messages', action, id: '1' });
      expect(call(router, `${action}_message_path`, { id: '1' })).toBe(`/messages/1/${segment}`);
    }
    const collection: Array<[string, string, string]> = [
      ['rss', 'get', 'canal'],
      ['reorder', 'post', 'reorder'],
      ['csv', 'post', 'csv'],
    ];
    for (const [action, verb, segment] of collection) {
      expect(params(router, verb, `/messages/${segment}`)).toEqual({ controller: 'messages', action });
      expect(call(router, `${action}_messages_path`)).toBe(`/messages/${segment}`);
    }
  });

  test('test_override_paths_for_default_restful_actions', () => {
    const router = mapped((map) => map.resources('messages', { path_names: { new: 'nuevo', edit: 'editar' } }));
    check(router, restful('messages', { newAction: 'nuevo', editAction: 'editar' }));
    expect(params(router, 'GET', '/messages/1/edit')).toBeNull();
  });

  test.each(['put', 'post'])('test_member_when_override_paths_for_default_restful_actions_with (%s)', (verb) => {
    const router = mapped((map) => map.resources('messages', { member: { mark: verb }, path_names: { new: 'nuevo' } }));
    check(router, restful('messages', { newAction: 'nuevo' }));
    expect(params(router, verb, '/messages/1/mark')).toEqual({ controller: 'messages', action: 'mark', id: '1' });
  });

  test('resourcesPathNames apply to member actions but not to collection actions (resources.rb)', () => {
    const router = mapped(
      (map) => map.resources('messages', { member: { preview: 'get' }, collection: { preview: 'get' } }),
      { resourcesPathNames: { preview: 'vista' } },
    );
    expect(call(router, 'preview_message_path', 1)).toBe('/messages/1/vista');
    expect(call(router, 'preview_messages_path')).toBe('/messages/preview');
  });

  test('pathNames (camelCase) is the same option', () => {
    const router = mapped((map) => map.resources('messages', { pathNames: { new: 'nuevo' } }));
    expect(call(router, 'new_message_path')).toBe('/messages/nuevo');
  });

  test('test_member_when_changed_default_restful_actions_and_path_names_not_specified: Router resourcesPathNames', () => {
    const router = mapped((map) => map.resources('messages'), { resourcesPathNames: { new: 'nuevo', edit: 'editar' } });
    check(router, restful('messages', { newAction: 'nuevo', editAction: 'editar' }));
    expect(params(router, 'GET', '/messages/nuevo')).toEqual({ controller: 'messages', action: 'new' });
    expect(params(router, 'GET', '/messages/1/editar')).toEqual({ controller: 'messages', action: 'edit', id: '1' });
  });

  test('resourcesPathNames applies to singletons and nested resources too; path_names on the resource win', () => {
    const router = mapped(
      (map) => {
        map.resource('account', (account: any) => account.resources('messages', { path_names: { new: 'neu' } }));
      },
      { resourcesPathNames: { new: 'nuevo', edit: 'editar' } },
    );
    expect(call(router, 'new_account_path')).toBe('/account/nuevo');
    expect(call(router, 'edit_account_path')).toBe('/account/editar');
    expect(call(router, 'new_account_message_path')).toBe('/account/messages/neu');
    expect(call(router, 'edit_account_message_path', 3)).toBe('/account/messages/3/editar');
  });
});

describe('controller, singular', () => {
  test('test_should_resource_controller_name_equal_controller_option', () => {
    const router = mapped((map) => map.resources('messages', { controller: 'posts' }));
    check(router, restful('messages', { controller: 'posts' }));
  });

  test('controller with a path_prefix: the path uses the resource name', () => {
    const router = mapped((map) =>
      map.resources('messages', { controller: 'posts', path_prefix: '/threads/:thread_id' }),
    );
    expect(params(router, 'GET', '/threads/1/messages/2')).toEqual({
      controller: 'posts',
      action: 'show',
      thread_id: '1',
      id: '2',
    });
  });

  test('singular names the member routes', () => {
    const router = mapped((map) => map.resources('people', { singular: 'persona' }));
    expect(router.routes.map((route) => route.name ?? null)).toEqual([
      'people',
      null,
      'new_persona',
      'edit_persona',
      'persona',
      null,
      null,
    ]);
    expect(call(router, 'persona_path', 1)).toBe('/people/1');
  });

  test('singular also names the nesting prefix', () => {
    const router = mapped((map) =>
      map.resources('people', { singular: 'persona' }, (p: any) => p.resources('notes', { only: 'index' })),
    );
    expect(rows(router)[0]).toEqual(['persona_notes', 'GET', '/people/:persona_id/notes(.:format)', 'notes#index']);
  });
});

describe('camelCase option spellings', () => {
  test('pathPrefix, namePrefix, hasOne', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        pathPrefix: '/threads/:thread_id',
        namePrefix: 'thread_',
        hasOne: 'logo',
        only: 'index',
      }),
    );
    expect(
      rows(router)
        .map(([name, , path]) => [name, path])
        .filter(([name]) => name !== null),
    ).toEqual([
      ['new_thread_message_logo', '/threads/:thread_id/messages/:message_id/logo/new(.:format)'],
      ['edit_thread_message_logo', '/threads/:thread_id/messages/:message_id/logo/edit(.:format)'],
      ['thread_message_logo', '/threads/:thread_id/messages/:message_id/logo(.:format)'],
      ['thread_messages', '/threads/:thread_id/messages(.:format)'],
    ]);
  });
});

describe('requirements', () => {
  const router = mapped((map) => map.resources('messages', { requirements: { id: /[a-z]+/, extra: 'literal' } }));

  test('a RegExp constrains the member routes', () => {
    expect(target(router, 'GET', '/messages/abc')).toBe('messages#show');
    expect(target(router, 'GET', '/messages/123')).toBeNull();
    expect(target(router, 'GET', '/messages/123/edit')).toBeNull();
    expect(router.routes.find((route) => route.action === 'show')?.requirements).toEqual({ id: /[a-z]+/ });
  });

  test('a literal becomes a parameter of every route', () => {
    expect(params(router, 'GET', '/messages/abc')).toEqual({
      controller: 'messages',
      action: 'show',
      id: 'abc',
      extra: 'literal',
    });
    expect(params(router, 'GET', '/messages')).toEqual({ controller: 'messages', action: 'index', extra: 'literal' });
    expect(params(router, 'POST', '/messages')).toEqual({ controller: 'messages', action: 'create', extra: 'literal' });
  });

  test('the id requirement does not apply to collection routes', () => {
    expect(router.routes.find((route) => route.action === 'index')?.requirements).toEqual({});
  });
});

describe('only / except (resources)', () => {
  test.each<[string, Record<string, unknown>, string[]]>([
    ['test_resource_has_only_show_action', { only: 'show' }, ['show']],
    [
      'test_resource_does_not_have_destroy_action',
      { except: 'destroy' },
      ['index', 'new', 'create', 'show', 'edit', 'update'],
    ],
    ['test_resource_has_only_create_action_and_named_route', { only: 'create' }, ['create']],
    ['test_resource_has_only_update_action_and_named_route', { only: 'update' }, ['update']],
    ['test_resource_has_only_destroy_action_and_named_route', { only: 'destroy' }, ['destroy']],
    ['only a list', { only: ['index', 'show'] }, ['index', 'show']],
    ['except a list', { except: ['new', 'edit'] }, ['index', 'create', 'show', 'update', 'destroy']],
    ["only 'all'", { only: 'all' }, SEVEN],
    ["only 'none'", { only: 'none' }, []],
    ["except 'all'", { except: 'all' }, []],
    ["except 'none'", { except: 'none' }, SEVEN],
  ])('%s', (_name, options, allowed) => {
    const router = mapped((map) => map.resources('products', options));
    expect(allowedActions(router, '/products', '1')).toEqual(only(SEVEN, allowed));
    expect(allowedActions(router, '/products', '1', { format: 'xml' }, '.xml')).toEqual(only(SEVEN, allowed));
    expect(router.routes).toHaveLength(allowed.length);
  });

  test('test_resource_has_only_collection_action', () => {
    const router = mapped((map) => map.resources('products', { except: 'all', collection: { sale: 'get' } }));
    expect(allowedActions(router, '/products', '1')).toEqual(only(SEVEN, []));
    expect(params(router, 'GET', '/products/sale')).toEqual({ controller: 'products', action: 'sale' });
    expect(params(router, 'GET', '/products/sale.xml')).toEqual({
      controller: 'products',
      action: 'sale',
      format: 'xml',
    });
  });

  test('test_resource_has_only_member_action', () => {
    const router = mapped((map) => map.resources('products', { except: 'all', member: { preview: 'get' } }));
    expect(allowedActions(router, '/products', '1')).toEqual(only(SEVEN, []));
    expect(params(router, 'GET', '/products/1/preview')).toEqual({
      controller: 'products',
      action: 'preview',
      id: '1',
    });
    expect(params(router, 'GET', '/products/1/preview.xml')).toEqual({
      controller: 'products',
      action: 'preview',
      id: '1',
      format: 'xml',
    });
  });

  test('a refused action leaves the method restriction: PUT /products/1 with only show', () => {
    const router = mapped((map) => map.resources('products', { only: 'show' }));
    expect(router.allowedMethods('/products/1')).toEqual(['GET', 'HEAD']);
    expect(router.allowedMethods('/products')).toEqual([]);
  });
});
