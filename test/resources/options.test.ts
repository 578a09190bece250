/**
 * Options of `resources`/`resource`: only/except (and the scope's), param, as, controller,
 * module, path, path_names, resourcesPathNames (method and Router option), format,
 * constraints and RegExp values, defaults and extra keys. Ported from resources_test.rb
 * (test_resource_has_only_show_action, test_nested_resource_does_not_inherit_only_option, ...)
 * and routing_test.rb (test_only_should_be_read_from_scope, test_non_greedy_regexp, ...).
 */
import { assertRecognizes, routingMatchers } from '../../src/testing';
import { draw, named, names, rows, target, type Block, type Row } from './support';

const ALL = ['index', 'create', 'new', 'show', 'edit', 'update', 'destroy'];
const SINGULAR_ALL = ['new', 'create', 'show', 'edit', 'update', 'destroy'];

/** The actions a router routes for this controller, each once, in route order. */
const actionsOf = (block: Block, controller: string): string[] => [
  ...new Set(
    draw(block)
      .routes.filter((route) => route.controller === controller)
      .map((route) => route.action ?? ''),
  ),
];

/** Which of the canonical requests of `/products` reach their action. */
function reachable(block: Block, base: string, controller: string, singular = false): string[] {
  const router = draw(block);
  const member = singular ? base : `${base}/1`;
  const requests: Array<[string, string, string]> = singular
    ? [
        ['new', 'GET', `${base}/new`],
        ['create', 'POST', base],
        ['show', 'GET', base],
        ['edit', 'GET', `${base}/edit`],
        ['update', 'PUT', base],
        ['destroy', 'DELETE', base],
      ]
    : [
        ['index', 'GET', base],
        ['new', 'GET', `${base}/new`],
        ['create', 'POST', base],
        ['show', 'GET', member],
        ['edit', 'GET', `${member}/edit`],
        ['update', 'PUT', member],
        ['destroy', 'DELETE', member],
      ];
  const reached: string[] = [];
  for (const [action, method, url] of requests) {
    for (const suffix of ['', '.xml']) {
      if (target(router, method, url + suffix) === `${controller}#${action}`) reached.push(`${action}${suffix}`);
    }
  }
  return reached;
}
const withXml = (actions: string[]): string[] => actions.flatMap((action) => [action, `${action}.xml`]);

describe('only / except', () => {
  test.each<[string, Block, string, string, boolean, string[]]>([
    [
      'test_resource_has_only_show_action',
      (r) => r.resources('products', { only: ['show'] }),
      '/products',
      'products',
      false,
      ['show'],
    ],
    [
      'test_resource_has_only_show_action_with_string_value',
      (r) => r.resources('products', { only: 'show' }),
      '/products',
      'products',
      false,
      ['show'],
    ],
    [
      'test_singleton_resource_has_only_show_action',
      (r) => r.resource('account', { only: ['show'] }),
      '/account',
      'accounts',
      true,
      ['show'],
    ],
    [
      'test_singleton_resource_has_only_show_action_with_string_value',
      (r) => r.resource('account', { only: 'show' }),
      '/account',
      'accounts',
      true,
      ['show'],
    ],
    [
      'test_resource_does_not_have_destroy_action',
      (r) => r.resources('products', { except: 'destroy' }),
      '/products',
      'products',
      false,
      ['index', 'new', 'create', 'show', 'edit', 'update'],
    ],
    [
      'test_singleton_resource_does_not_have_destroy_action',
      (r) => r.resource('account', { except: 'destroy' }),
      '/account',
      'accounts',
      true,
      ['new', 'create', 'show', 'edit', 'update'],
    ],
    [
      'test_resource_has_show_action_but_does_not_have_destroy_action (except after only)',
      (r) => r.resources('products', { only: ['show', 'destroy'], except: 'destroy' }),
      '/products',
      'products',
      false,
      ['show'],
    ],
    [
      'test_singleton_resource_has_show_action_but_does_not_have_destroy_action',
      (r) => r.resource('account', { only: ['show', 'destroy'], except: 'destroy' }),
      '/account',
      'accounts',
      true,
      ['show'],
    ],
    [
      'test_resource_has_only_create_action_and_named_route',
      (r) => r.resources('products', { only: 'create' }),
      '/products',
      'products',
      false,
      ['create'],
    ],
    [
      'test_resource_has_only_update_action_and_named_route',
      (r) => r.resources('products', { only: 'update' }),
      '/products',
      'products',
      false,
      ['update'],
    ],
    [
      'test_resource_has_only_destroy_action_and_named_route',
      (r) => r.resources('products', { only: 'destroy' }),
      '/products',
      'products',
      false,
      ['destroy'],
    ],
    [
      'test_singleton_resource_has_only_create_action_and_named_route',
      (r) => r.resource('account', { only: 'create' }),
      '/account',
      'accounts',
      true,
      ['create'],
    ],
    [
      'test_singleton_resource_has_only_update_action_and_named_route',
      (r) => r.resource('account', { only: 'update' }),
      '/account',
      'accounts',
      true,
      ['update'],
    ],
    [
      'test_singleton_resource_has_only_destroy_action_and_named_route',
      (r) => r.resource('account', { only: 'destroy' }),
      '/account',
      'accounts',
      true,
      ['destroy'],
    ],
    ['an empty only', (r) => r.resources('products', { only: [] }), '/products', 'products', false, []],
    [
      'an empty except',
      (r) => r.resources('products', { except: [] }),
      '/products',
      'products',
      false,
      ['index', 'new', 'create', 'show', 'edit', 'update', 'destroy'],
    ],
    [
      'except a list',
      (r) => r.resources('products', { except: ['new', 'edit'] }),
      '/products',
      'products',
      false,
      ['index', 'create', 'show', 'update', 'destroy'],
    ],
  ])('%s', (_name, block, base, controller, singular, expected) => {
    expect(reachable(block, base, controller, singular)).toEqual(withXml(expected));
  });

  test.each<[string, Block, Row[]]>([
    [
      'only create: it takes the collection name (test_resource_has_only_create_action_and_named_route)',
      (r) => r.resources('products', { only: 'create' }),
      [['products', 'POST', '/products(.:format)', 'products#create']],
    ],
    [
      'only update: PATCH takes the member name',
      (r) => r.resources('products', { only: 'update' }),
      [
        ['product', 'PATCH', '/products/:id(.:format)', 'products#update'],
        [null, 'PUT', '/products/:id(.:format)', 'products#update'],
      ],
    ],
    [
      'only destroy',
      (r) => r.resources('products', { only: 'destroy' }),
      [['product', 'DELETE', '/products/:id(.:format)', 'products#destroy']],
    ],
    [
      'singular only create',
      (r) => r.resource('account', { only: 'create' }),
      [['account', 'POST', '/account(.:format)', 'accounts#create']],
    ],
    [
      'test_resources_routes_only_create_update_destroy',
      (r) => {
        r.resources('relationships', { only: ['create', 'destroy'] });
        r.resources('friendships', { only: ['update'] });
      },
      [
        ['relationships', 'POST', '/relationships(.:format)', 'relationships#create'],
        ['relationship', 'DELETE', '/relationships/:id(.:format)', 'relationships#destroy'],
        ['friendship', 'PATCH', '/friendships/:id(.:format)', 'friendships#update'],
        [null, 'PUT', '/friendships/:id(.:format)', 'friendships#update'],
      ],
    ],
    [
      'test_resource_routes_only_create_update_destroy',
      (r) => {
        r.resource('past', { only: 'destroy' });
        r.resource('present', { only: 'update' });
        r.resource('future', { only: 'create' });
      },
      [
        ['past', 'DELETE', '/past(.:format)', 'pasts#destroy'],
        ['present', 'PATCH', '/present(.:format)', 'presents#update'],
        [null, 'PUT', '/present(.:format)', 'presents#update'],
        ['future', 'POST', '/future(.:format)', 'futures#create'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    expect(rows(draw(block))).toEqual(expected);
  });

  test.each<[string, Block, string, string[]]>([
    [
      'test_nested_resource_does_not_inherit_only_option',
      (r) => r.resources('products', { only: 'show' }, (r: any) => r.resources('images', { except: 'destroy' })),
      'images',
      ['index', 'create', 'new', 'edit', 'show', 'update'],
    ],
    [
      'test_nested_resource_does_not_inherit_only_option_by_default',
      (r) => r.resources('products', { only: 'show' }, (r: any) => r.resources('images')),
      'images',
      ALL,
    ],
    [
      'test_nested_resource_does_not_inherit_except_option',
      (r) => r.resources('products', { except: 'show' }, (r: any) => r.resources('images', { only: 'destroy' })),
      'images',
      ['destroy'],
    ],
    [
      'test_nested_resource_does_not_inherit_except_option_by_default',
      (r) => r.resources('products', { except: 'show' }, (r: any) => r.resources('images')),
      'images',
      ALL,
    ],
    [
      'a singular child does not inherit only',
      (r) => r.resources('products', { only: 'index' }, (r: any) => r.resource('logo')),
      'logos',
      SINGULAR_ALL.slice().sort(),
    ],
  ])('%s', (_name, block, controller, expected) => {
    expect(actionsOf(block, controller).sort()).toEqual(expected.slice().sort());
  });

  test('test_resource_routes_with_only_and_except', () => {
    const router = draw((r) =>
      r.resources('posts', { only: ['index', 'show'] }, (r: any) => r.resources('comments', { except: 'destroy' })),
    );
    const h: any = router.helpers;
    expect(target(router, 'GET', '/posts')).toBe('posts#index');
    expect(target(router, 'GET', '/posts/1')).toBe('posts#show');
    expect(target(router, 'GET', '/posts/1/comments')).toBe('comments#index');
    expect.extend(routingMatchers(router));
    expect({ post: '/posts' }).not.toBeRoutable();
    expect({ put: '/posts/1' }).not.toBeRoutable();
    expect({ delete: '/posts/1' }).not.toBeRoutable();
    expect({ delete: '/posts/1/comments' }).not.toBeRoutable();
    expect({ delete: '/posts/1/comments/2' }).not.toBeRoutable();
    expect(h.posts_path()).toBe('/posts');
    expect(h.post_path({ id: 1 })).toBe('/posts/1');
    expect(h.post_comments_path({ post_id: 1 })).toBe('/posts/1/comments');
  });
});

describe("a scope's only / except applies to resources inside it", () => {
  test.each<[string, Block, Record<string, string[]>]>([
    [
      'test_resource_merges_options_from_scope',
      (r) => r.scope({ only: 'show' }, (r: any) => r.resource('account')),
      { accounts: ['show'] },
    ],
    [
      'test_resources_merges_options_from_scope',
      (r) =>
        r.scope({ only: ['index', 'show'] }, (r: any) => r.resources('products', (r: any) => r.resources('images'))),
      { products: ['index', 'show'], images: ['index', 'show'] },
    ],
    [
      'test_only_should_be_read_from_scope',
      (r) =>
        r.scope({ only: ['index', 'show'] }, (r: any) =>
          r.namespace('only', (r: any) =>
            r.resources('clubs', (r: any) => {
              r.resources('players');
              r.resource('chairman');
            }),
          ),
        ),
      { 'only/clubs': ['index', 'show'], 'only/players': ['index', 'show'], 'only/chairmen': ['show'] },
    ],
    [
      'test_except_should_be_read_from_scope',
      (r) =>
        r.scope({ except: ['new', 'create', 'edit', 'update', 'destroy'] }, (r: any) =>
          r.namespace('except', (r: any) =>
            r.resources('clubs', (r: any) => {
              r.resources('players');
              r.resource('chairman');
            }),
          ),
        ),
      { 'except/clubs': ['index', 'show'], 'except/players': ['index', 'show'], 'except/chairmen': ['show'] },
    ],
    [
      'test_only_option_should_override_scope',
      (r) =>
        r.scope({ only: 'show' }, (r: any) =>
          r.namespace('only', (r: any) => r.resources('sectors', { only: 'index' })),
        ),
      { 'only/sectors': ['index'] },
    ],
    [
      'test_only_option_should_not_inherit (the scope still applies to children)',
      (r) =>
        r.scope({ only: 'show' }, (r: any) =>
          r.namespace('only', (r: any) =>
            r.resources('sectors', { only: 'index' }, (r: any) => {
              r.resources('companies');
              r.resource('leader');
            }),
          ),
        ),
      { 'only/sectors': ['index'], 'only/companies': ['show'], 'only/leaders': ['show'] },
    ],
    [
      'test_except_option_should_override_scope',
      (r) =>
        r.scope({ except: 'index' }, (r: any) =>
          r.namespace('except', (r: any) => r.resources('sectors', { except: ['show', 'update', 'destroy'] })),
        ),
      { 'except/sectors': ['index', 'create', 'new', 'edit'] },
    ],
    [
      'test_except_option_should_not_inherit',
      (r) =>
        r.scope({ except: 'index' }, (r: any) =>
          r.namespace('except', (r: any) =>
            r.resources('sectors', { except: ['show', 'update', 'destroy'] }, (r: any) => {
              r.resources('companies');
              r.resource('leader');
            }),
          ),
        ),
      {
        'except/companies': ['create', 'new', 'edit', 'show', 'update', 'destroy'],
        'except/leaders': ['new', 'edit', 'show', 'update', 'destroy', 'create'],
      },
    ],
    [
      'test_except_option_should_override_scoped_only',
      (r) =>
        r.scope({ only: 'show' }, (r: any) =>
          r.namespace('only', (r: any) =>
            r.resources('sectors', { only: 'index' }, (r: any) =>
              r.resources('managers', { except: ['show', 'update', 'destroy'] }),
            ),
          ),
        ),
      { 'only/managers': ['index', 'create', 'new', 'edit'] },
    ],
    [
      'test_only_option_should_override_scoped_except',
      (r) =>
        r.scope({ except: 'index' }, (r: any) =>
          r.namespace('except', (r: any) =>
            r.resources('sectors', { except: ['show', 'update', 'destroy'] }, (r: any) =>
              r.resources('managers', { only: 'index' }),
            ),
          ),
        ),
      { 'except/managers': ['index'] },
    ],
    [
      'test_only_scope_should_override_parent_scope',
      (r) =>
        r.scope({ only: 'show' }, (r: any) =>
          r.namespace('only', (r: any) =>
            r.resources('sectors', { only: 'index' }, (r: any) =>
              r.resources('companies', (r: any) => r.scope({ only: 'index' }, (r: any) => r.resources('divisions'))),
            ),
          ),
        ),
      { 'only/divisions': ['index'], 'only/companies': ['show'] },
    ],
    [
      'test_except_scope_should_override_parent_scope',
      (r) =>
        r.scope({ except: 'index' }, (r: any) =>
          r.namespace('except', (r: any) =>
            r.resources('sectors', { except: ['show', 'update', 'destroy'] }, (r: any) =>
              r.resources('companies', (r: any) =>
                r.scope({ except: ['show', 'update', 'destroy'] }, (r: any) => r.resources('divisions')),
              ),
            ),
          ),
        ),
      { 'except/divisions': ['index', 'create', 'new', 'edit'] },
    ],
    [
      'test_except_scope_should_override_parent_only_scope',
      (r) =>
        r.scope({ only: 'show' }, (r: any) =>
          r.namespace('only', (r: any) =>
            r.resources('sectors', { only: 'index' }, (r: any) =>
              r.resources('companies', (r: any) =>
                r.scope({ except: ['show', 'update', 'destroy'] }, (r: any) => r.resources('departments')),
              ),
            ),
          ),
        ),
      { 'only/departments': ['index', 'create', 'new', 'edit'] },
    ],
    [
      'test_only_scope_should_override_parent_except_scope',
      (r) =>
        r.scope({ except: 'index' }, (r: any) =>
          r.namespace('except', (r: any) =>
            r.resources('sectors', { except: ['show', 'update', 'destroy'] }, (r: any) =>
              r.resources('companies', (r: any) => r.scope({ only: 'index' }, (r: any) => r.resources('departments'))),
            ),
          ),
        ),
      { 'except/departments': ['index'] },
    ],
    [
      'a scope only that names no singular action leaves a singular resource empty',
      (r) => r.scope({ only: 'index' }, (r: any) => r.resource('account')),
      { accounts: [] },
    ],
  ])('%s', (_name, block, expected) => {
    for (const [controller, actions] of Object.entries(expected)) {
      expect([controller, actionsOf(block, controller).sort()]).toEqual([controller, actions.slice().sort()]);
    }
  });

  test('test_only_should_be_read_from_scope: names and recognition', () => {
    const router = draw((r) =>
      r.scope({ only: ['index', 'show'] }, (r: any) =>
        r.namespace('only', (r: any) =>
          r.resources('clubs', (r: any) => {
            r.resources('players');
            r.resource('chairman');
          }),
        ),
      ),
    );
    const h: any = router.helpers;
    expect(h.only_clubs_path()).toBe('/only/clubs');
    expect(h.only_club_players_path({ club_id: '1' })).toBe('/only/clubs/1/players');
    expect(h.only_club_chairman_path({ club_id: '1' })).toBe('/only/clubs/1/chairman');
    expect(h.edit_only_club_path).toBeUndefined();
    expect(h.edit_only_club_player_path).toBeUndefined();
    expect(h.edit_only_club_chairman_path).toBeUndefined();
    expect.extend(routingMatchers(router));
    expect({ get: '/only/clubs/1/edit' }).not.toBeRoutable();
    expect(target(router, 'GET', '/only/clubs/1/chairman')).toBe('only/chairmen#show');
  });
});

describe('param', () => {
  test.each<[string, Block, Row[]]>([
    [
      'param: username',
      (r) => r.resources('profiles', { param: 'username', only: ['show', 'edit'] }),
      [
        ['edit_profile', 'GET', '/profiles/:username/edit(.:format)', 'profiles#edit'],
        ['profile', 'GET', '/profiles/:username(.:format)', 'profiles#show'],
      ],
    ],
    [
      'param on a member route',
      (r) => r.resources('profiles', { param: 'username', only: [] }, (r: any) => r.get('details', { on: 'member' })),
      [['details_profile', 'GET', '/profiles/:username/details(.:format)', 'profiles#details']],
    ],
    [
      'param in a shallow nested resource (test_shallow_custom_param)',
      (r) =>
        r.resources('orders', { only: [] }, (r: any) =>
          r.resources('downloads', { param: 'download', shallow: true, only: ['show'] }),
        ),
      [['download', 'GET', '/downloads/:download(.:format)', 'downloads#show']],
    ],
  ])('%s', (_name, block, expected) => {
    expect(rows(draw(block))).toEqual(expected);
  });

  test('test_custom_param: recognition', () => {
    const router = draw((r) => r.resources('profiles', { param: 'username' }));
    assertRecognizes(router, { controller: 'profiles', action: 'show', username: 'bob' }, 'GET /profiles/bob');
  });
});

describe('as, controller, module, path', () => {
  test.each<[string, Block, Row[]]>([
    [
      'as renames, the path stays (test_with_name_prefix)',
      (r) => r.resources('messages', { as: 'post_messages', only: ['index', 'new', 'show', 'edit'] }),
      [
        ['post_messages', 'GET', '/messages(.:format)', 'messages#index'],
        ['new_post_message', 'GET', '/messages/new(.:format)', 'messages#new'],
        ['edit_post_message', 'GET', '/messages/:id/edit(.:format)', 'messages#edit'],
        ['post_message', 'GET', '/messages/:id(.:format)', 'messages#show'],
      ],
    ],
    [
      'as on a singular resource',
      (r) => r.resource('account', { as: 'profile', only: ['show', 'new'] }),
      [
        ['new_profile', 'GET', '/account/new(.:format)', 'accounts#new'],
        ['profile', 'GET', '/account(.:format)', 'accounts#show'],
      ],
    ],
    [
      'empty as (test_resources_where_as_is_empty)',
      (r) => r.resources('posts', { as: '', only: ['new'] }),
      [['new', 'GET', '/posts/new(.:format)', 'posts#new']],
    ],
    [
      'empty as under a scope as',
      (r) => r.scope('posts', { as: 'posts' }, (r: any) => r.resources('comments', { as: '', only: ['new'] })),
      [['new_posts', 'GET', '/posts/comments/new(.:format)', 'comments#new']],
    ],
    [
      'path renames the path, the names stay (test_with_path_segment)',
      (r) => r.resources('messages', { path: 'reviews', only: ['index', 'show'] }),
      [
        ['messages', 'GET', '/reviews(.:format)', 'messages#index'],
        ['message', 'GET', '/reviews/:id(.:format)', 'messages#show'],
      ],
    ],
    [
      'test_resources_path_can_be_a_symbol',
      (r) => {
        r.resources('wiki_pages', { path: 'pages', only: ['index', 'show'] });
        r.resource('wiki_account', { path: 'my_account', only: ['show'] });
      },
      [
        ['wiki_pages', 'GET', '/pages(.:format)', 'wiki_pages#index'],
        ['wiki_page', 'GET', '/pages/:id(.:format)', 'wiki_pages#show'],
        ['wiki_account', 'GET', '/my_account(.:format)', 'wiki_accounts#show'],
      ],
    ],
    [
      'controller',
      (r) => r.resources('photos', { controller: 'images', only: ['index'] }),
      [['photos', 'GET', '/photos(.:format)', 'images#index']],
    ],
    [
      'a namespaced controller',
      (r) => r.resources('photos', { controller: 'admin/images', only: ['index'] }),
      [['photos', 'GET', '/photos(.:format)', 'admin/images#index']],
    ],
    [
      'module: admin keeps the path and names',
      (r) => r.resources('photos', { module: 'admin', only: ['index', 'show'] }),
      [
        ['photos', 'GET', '/photos(.:format)', 'admin/photos#index'],
        ['photo', 'GET', '/photos/:id(.:format)', 'admin/photos#show'],
      ],
    ],
    [
      'module and controller together',
      (r) => r.resources('photos', { module: 'admin', controller: 'images', only: ['index'] }),
      [['photos', 'GET', '/photos(.:format)', 'admin/images#index']],
    ],
    [
      'module inside a namespace',
      (r) => r.namespace('api', (r: any) => r.resources('photos', { module: 'v1', only: ['index'] })),
      [['api_photos', 'GET', '/api/photos(.:format)', 'api/v1/photos#index']],
    ],
  ])('%s', (_name, block, expected) => {
    expect(rows(draw(block))).toEqual(expected);
  });

  test('test_with_path_segment: recognition with and without a trailing slash', () => {
    const router = draw((r) => r.resources('messages', { path: 'reviews' }));
    assertRecognizes(router, { controller: 'messages', action: 'index' }, 'GET /reviews');
    assertRecognizes(router, { controller: 'messages', action: 'index' }, 'GET /reviews/');
    expect.extend(routingMatchers(router));
    expect({ get: '/messages' }).not.toBeRoutable();
  });
});

describe('path_names and resourcesPathNames', () => {
  const newEdit = (
    router: ReturnType<typeof draw>,
    newName = 'new_photo',
    editName = 'edit_photo',
  ): [string?, string?] => [named(router, newName)?.path, named(router, editName)?.path];

  test.each<[string, () => ReturnType<typeof draw>, [string?, string?]]>([
    [
      'path_names on the resource',
      () => draw((r) => r.resources('photos', { path_names: { new: 'nuevo', edit: 'editar' } })),
      ['/photos/nuevo(.:format)', '/photos/:id/editar(.:format)'],
    ],
    [
      'pathNames (camelCase)',
      () => draw((r) => r.resources('photos', { pathNames: { new: 'nuevo', edit: 'editar' } })),
      ['/photos/nuevo(.:format)', '/photos/:id/editar(.:format)'],
    ],
    [
      'only new is renamed; edit keeps its segment',
      () => draw((r) => r.resources('photos', { path_names: { new: 'nuevo' } })),
      ['/photos/nuevo(.:format)', '/photos/:id/edit(.:format)'],
    ],
    [
      'resourcesPathNames in the block',
      () =>
        draw((r) => {
          r.resourcesPathNames({ new: 'nuevo', edit: 'editar' });
          r.resources('photos');
        }),
      ['/photos/nuevo(.:format)', '/photos/:id/editar(.:format)'],
    ],
    [
      'resources_path_names in the block',
      () =>
        draw((r) => {
          r.resources_path_names({ new: 'nuevo', edit: 'editar' });
          r.resources('photos');
        }),
      ['/photos/nuevo(.:format)', '/photos/:id/editar(.:format)'],
    ],
    [
      'the Router option resourcesPathNames',
      () => draw((r) => r.resources('photos'), { resourcesPathNames: { new: 'nuevo', edit: 'editar' } }),
      ['/photos/nuevo(.:format)', '/photos/:id/editar(.:format)'],
    ],
    [
      'the resource option wins over the Router option',
      () =>
        draw((r) => r.resources('photos', { path_names: { new: 'neu' } }), {
          resourcesPathNames: { new: 'nuevo', edit: 'editar' },
        }),
      ['/photos/neu(.:format)', '/photos/:id/editar(.:format)'],
    ],
    [
      'a scope path_names',
      () => draw((r) => r.scope({ path_names: { new: 'nuevo' } }, (r: any) => r.resources('photos'))),
      ['/photos/nuevo(.:format)', '/photos/:id/edit(.:format)'],
    ],
  ])('%s', (_name, build, expected) => {
    expect(newEdit(build())).toEqual(expected);
  });

  test('path_names pass down to nested resources', () => {
    const router = draw((r) =>
      r.resources('albums', { path_names: { new: 'nuevo', edit: 'editar' } }, (r: any) => r.resources('photos')),
    );
    expect(newEdit(router, 'new_album_photo', 'edit_album_photo')).toEqual([
      '/albums/:album_id/photos/nuevo(.:format)',
      '/albums/:album_id/photos/:id/editar(.:format)',
    ]);
  });

  test('test_member_when_override_paths_for_default_restful_actions_with', () => {
    const router = draw((r) =>
      r.resources('messages', { path_names: { new: 'nuevo' } }, (r: any) => r.member((r: any) => r.post('mark'))),
    );
    assertRecognizes(router, { controller: 'messages', action: 'mark', id: '1' }, 'POST /messages/1/mark');
    assertRecognizes(router, { controller: 'messages', action: 'new' }, 'GET /messages/nuevo');
    expect((router.helpers as any).mark_message_path(1)).toBe('/messages/1/mark');
  });

  test('test_override_paths_for_member_and_collection_methods', () => {
    const router = draw((r) =>
      r.resources('messages', { path_names: { new: 'nuevo', rss: 'canal', fix: 'corrigir' } }, (r: any) => {
        r.collection((r: any) => {
          r.get('rss');
          r.post('reorder');
          r.post('csv');
        });
        r.member((r: any) => {
          r.get('rss');
          r.get('atom');
          r.post('upload');
          r.post('fix');
        });
      }),
    );
    const h: any = router.helpers;
    assertRecognizes(router, { controller: 'messages', action: 'rss' }, 'GET /messages/canal');
    assertRecognizes(router, { controller: 'messages', action: 'reorder' }, 'POST /messages/reorder');
    assertRecognizes(router, { controller: 'messages', action: 'rss', id: '1' }, 'GET /messages/1/canal');
    assertRecognizes(router, { controller: 'messages', action: 'fix', id: '1' }, 'POST /messages/1/corrigir');
    assertRecognizes(router, { controller: 'messages', action: 'new' }, 'GET /messages/nuevo');
    expect(h.rss_messages_path()).toBe('/messages/canal');
    expect(h.csv_messages_path()).toBe('/messages/csv');
    expect(h.rss_message_path(1)).toBe('/messages/1/canal');
    expect(h.fix_message_path(1)).toBe('/messages/1/corrigir');
    expect(h.atom_message_path(1)).toBe('/messages/1/atom');
    expect(h.new_message_path()).toBe('/messages/nuevo');
  });
});

describe('format', () => {
  test.each<[string, Block, string, Record<string, unknown>]>([
    ['format: false drops the segment', (r) => r.resources('posts', { format: false, only: ['index'] }), '/posts', {}],
    ['format: true requires it', (r) => r.resources('posts', { format: true, only: ['index'] }), '/posts.:format', {}],
    [
      'format: json keeps it optional with a default',
      (r) => r.resources('posts', { format: 'json', only: ['index'] }),
      '/posts(.:format)',
      { format: 'json' },
    ],
    [
      'a scope format: false (test_resources_with_format_false_from_scope)',
      (r) => r.scope({ format: false }, (r: any) => r.resources('posts', { only: ['index'] })),
      '/posts',
      {},
    ],
    [
      'a singular resource in a scope format: false',
      (r) => r.scope({ format: false }, (r: any) => r.resource('user', { only: ['show'] })),
      '/user',
      {},
    ],
  ])('%s', (_name, block, path, defaults) => {
    const [route] = draw(block).routes;
    expect(route?.path).toBe(path);
    expect(route?.defaults).toEqual(defaults);
  });

  test('test_resources_with_format_false_from_scope: recognition and helpers', () => {
    const router = draw((r) =>
      r.scope({ format: false }, (r: any) => {
        r.resources('posts');
        r.resource('user');
      }),
    );
    const h: any = router.helpers;
    expect(target(router, 'GET', '/posts')).toBe('posts#index');
    expect.extend(routingMatchers(router));
    expect({ get: '/posts.html' }).not.toBeRoutable();
    expect(h.posts_path()).toBe('/posts');
    expect(h.posts_path({ format: 'html' })).toBe('/posts?format=html');
    expect(target(router, 'GET', '/user')).toBe('users#show');
    expect({ get: '/user.html' }).not.toBeRoutable();
    expect(h.user_path({ format: 'html' })).toBe('/user?format=html');
  });

  test('format: true and format: json recognition', () => {
    const router = draw((r) => {
      r.resources('exports', { format: true, only: ['show'] });
      r.resources('feeds', { format: 'json', only: ['show'] });
    });
    expect.extend(routingMatchers(router));
    expect({ get: '/exports/1' }).not.toBeRoutable();
    assertRecognizes(router, { controller: 'exports', action: 'show', id: '1', format: 'csv' }, 'GET /exports/1.csv');
    assertRecognizes(router, { controller: 'feeds', action: 'show', id: '1', format: 'json' }, 'GET /feeds/1');
    assertRecognizes(router, { controller: 'feeds', action: 'show', id: '1', format: 'json' }, 'GET /feeds/1.json');
  });
});

describe('constraints and RegExp values', () => {
  test.each<[string, Block]>([
    ['constraints: { id }', (r) => r.resources('messages', { constraints: { id: /[0-9]\.[0-9]\.[0-9]/ } })],
    ['a RegExp at the key id', (r) => r.resources('messages', { id: /[0-9]\.[0-9]\.[0-9]/ })],
  ])('%s (test_irregular_id_with_constraints_should_pass)', (_name, block) => {
    const router = draw(block);
    assertRecognizes(router, { controller: 'messages', action: 'show', id: '1.1.1' }, 'GET /messages/1.1.1');
    expect.extend(routingMatchers(router));
    expect({ get: '/messages/1' }).not.toBeRoutable();
    for (const route of router.routes.filter((route) => route.path.includes(':id'))) {
      expect(route.requirements.id).toEqual(/[0-9]\.[0-9]\.[0-9]/);
    }
    expect(router.routes.find((route) => route.name === 'messages')?.requirements).toEqual({});
  });

  test('test_non_greedy_regexp: RegExp id and format among the options', () => {
    const router = draw((r) =>
      r.namespace('api', (r: any) =>
        r.scope(':version', { version: /.+/ }, (r: any) => r.resources('users', { id: /.+?/, format: /json|xml/ })),
      ),
    );
    const h: any = router.helpers;
    assertRecognizes(router, { controller: 'api/users', action: 'index', version: '1.0' }, 'GET /api/1.0/users');
    assertRecognizes(
      router,
      { controller: 'api/users', action: 'index', version: '1.0', format: 'json' },
      'GET /api/1.0/users.json',
    );
    assertRecognizes(
      router,
      { controller: 'api/users', action: 'show', version: '1.0', id: 'first.last' },
      'GET /api/1.0/users/first.last',
    );
    assertRecognizes(
      router,
      { controller: 'api/users', action: 'show', version: '1.0', id: 'first.last', format: 'xml' },
      'GET /api/1.0/users/first.last.xml',
    );
    expect(h.api_users_path({ version: '1.0' })).toBe('/api/1.0/users');
    expect(h.api_users_path({ version: '1.0', format: 'json' })).toBe('/api/1.0/users.json');
    expect(h.api_user_path({ version: '1.0', id: 'first.last', format: 'xml' })).toBe('/api/1.0/users/first.last.xml');
  });

  test('test_resource_does_not_modify_passed_options', () => {
    const options = { id: /.+?/, format: /json|xml/ };
    draw((r) => {
      r.resource('user', options);
      r.resources('users', options);
    });
    expect(options).toEqual({ id: /.+?/, format: /json|xml/ });
  });

  test('test_with_custom_conditions: a request constraint among the options', () => {
    const router = draw((r) => r.resources('messages', { constraints: { subdomain: 'app' } }));
    expect.extend(routingMatchers(router));
    assertRecognizes(
      router,
      { controller: 'messages', action: 'index' },
      { method: 'get', path: '/messages', host: 'app.example.com' },
    );
    expect({ get: '/messages', host: 'www.example.com' }).not.toBeRoutable();
  });
});

describe('defaults and extra keys', () => {
  test('defaults: { bucket_type } (TestRouteDefaults)', () => {
    const router = draw((r) => r.resources('projects', { defaults: { bucket_type: 'project' } }));
    for (const route of router.routes) expect(route.defaults).toEqual({ bucket_type: 'project' });
    assertRecognizes(
      router,
      { controller: 'projects', action: 'show', id: '1', bucket_type: 'project' },
      'GET /projects/1',
    );
    const h: any = router.helpers;
    expect(h.url_for({ controller: 'projects', action: 'show', id: 1, only_path: true })).toBe('/projects/1');
  });

  test('an extra key becomes a default (TestRouteDefaults)', () => {
    const router = draw((r) => r.resources('posts', { bucket_type: 'post' }));
    for (const route of router.routes) expect(route.defaults).toEqual({ bucket_type: 'post' });
    assertRecognizes(router, { controller: 'posts', action: 'index', bucket_type: 'post' }, 'GET /posts');
    assertRecognizes(router, { controller: 'posts', action: 'show', id: '1', bucket_type: 'post' }, 'GET /posts/1');
    const h: any = router.helpers;
    expect(h.post_path(1)).toBe('/posts/1');
  });

  test('test_route_options_are_required_for_url_for: an extra key must match for url_for', () => {
    const h: any = draw((r) => r.resources('posts', { bucket_type: 'post' })).helpers;
    expect(() => h.url_for({ controller: 'posts', action: 'show', id: 1, only_path: true })).toThrow();
    expect(h.url_for({ controller: 'posts', action: 'show', id: 1, bucket_type: 'post', only_path: true })).toBe(
      '/posts/1',
    );
  });

  test('defaults pass down to nested resources', () => {
    const router = draw((r) =>
      r.resources('projects', { defaults: { bucket_type: 'project' } }, (r: any) =>
        r.resources('tasks', { only: 'index' }),
      ),
    );
    expect(named(router, 'project_tasks')?.defaults).toEqual({ bucket_type: 'project' });
  });

  test('a defaults block around resources', () => {
    const router = draw((r) => r.defaults({ locale: 'en' }, (r: any) => r.resources('photos', { only: 'index' })));
    expect(router.routes[0]?.defaults).toEqual({ locale: 'en' });
  });
});

describe('camelCase option spellings (API.md Conventions)', () => {
  test('shallowPath, shallowPrefix and pathNames', () => {
    const router = draw((r) =>
      r.scope({ shallowPath: 'sekret', shallowPrefix: 'sekret' }, (r: any) =>
        r.resources('articles', { only: [] }, (r: any) =>
          r.resources('comments', { shallow: true, pathNames: { edit: 'change' }, only: ['edit', 'show'] }),
        ),
      ),
    );
    expect(names(router)).toEqual(['edit_sekret_comment', 'sekret_comment']);
    expect(named(router, 'edit_sekret_comment')?.path).toBe('/sekret/comments/:id/change(.:format)');
  });
});

describe('options that pass down and request constraints', () => {
  test('format: false on the parent reaches the children', () => {
    const router = draw((r) =>
      r.resources('posts', { format: false, only: [] }, (r: any) => r.resources('comments', { only: 'index' })),
    );
    expect(router.routes.map((route) => route.path)).toEqual(['/posts/:post_id/comments']);
  });

  test('defaults: { format: json }', () => {
    const router = draw((r) => r.resources('posts', { defaults: { format: 'json' }, only: 'index' }));
    expect(router.routes[0]?.defaults).toEqual({ format: 'json' });
    assertRecognizes(router, { controller: 'posts', action: 'index', format: 'json' }, 'GET /posts');
    assertRecognizes(router, { controller: 'posts', action: 'index', format: 'xml' }, 'GET /posts.xml');
  });

  test('a function as the constraints of a resource', () => {
    const router = draw((r) => {
      r.resources('photos', { only: 'index', constraints: (req: any) => req.ip === '10.0.0.1' });
      r.resources('photos', { only: 'index', controller: 'fallback' });
    });
    const request = (ip: string) =>
      ({ headers: {}, hostname: 'example.com', subdomains: [], ip, protocol: 'http' }) as any;
    expect(router.recognize('GET', '/photos', request('10.0.0.1'))?.params.controller).toBe('photos');
    expect(router.recognize('GET', '/photos', request('10.0.0.2'))?.params.controller).toBe('fallback');
  });
});
