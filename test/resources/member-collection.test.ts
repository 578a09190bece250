/**
 * Extra routes on a resource: `member`, `collection` and `new` blocks and the `on:` option,
 * with names (`preview_photo`, `search_photos`, `preview_new_photo`), `path:` on such a
 * route, the hash form, path names, and verbs. Ported from resources_test.rb
 * (test_with_collection_actions, test_with_member_action, test_with_new_action, ...) and
 * routing_test.rb (test_custom_resource_routes_are_scoped, test_path_option_override, ...).
 */
import { draw, named, params, target, type Block } from './support';

type Expect = [name: string, verb: string, path: string, target: string];

function check(block: Block, expected: Expect[]): void {
  const router = draw(block);
  for (const [name, verb, path, expectedTarget] of expected) {
    const route = named(router, name);
    expect(route && [route.verb, route.path, `${route.controller}#${route.action}`]).toEqual([
      verb,
      path,
      expectedTarget,
    ]);
  }
}

describe('blocks and on:', () => {
  test.each<[string, Block, Expect[]]>([
    [
      'member, collection and new blocks',
      (r) =>
        r.resources('photos', (r: any) => {
          r.member((r: any) => r.get('preview'));
          r.collection((r: any) => r.get('search'));
          r.new((r: any) => r.get('preview'));
        }),
      [
        ['preview_photo', 'GET', '/photos/:id/preview(.:format)', 'photos#preview'],
        ['search_photos', 'GET', '/photos/search(.:format)', 'photos#search'],
        ['preview_new_photo', 'GET', '/photos/new/preview(.:format)', 'photos#preview'],
      ],
    ],
    [
      'the on: option',
      (r) =>
        r.resources('photos', (r: any) => {
          r.get('preview', { on: 'member' });
          r.get('search', { on: 'collection' });
          r.post('preview', { on: 'new' });
        }),
      [
        ['preview_photo', 'GET', '/photos/:id/preview(.:format)', 'photos#preview'],
        ['search_photos', 'GET', '/photos/search(.:format)', 'photos#search'],
        ['preview_new_photo', 'POST', '/photos/new/preview(.:format)', 'photos#preview'],
      ],
    ],
    [
      'test_with_collection_actions: every verb on the collection',
      (r) =>
        r.resources('messages', (r: any) => {
          r.get('a', { on: 'collection' });
          r.put('b', { on: 'collection' });
          r.post('c', { on: 'collection' });
          r.delete('d', { on: 'collection' });
          r.patch('e', { on: 'collection' });
        }),
      [
        ['a_messages', 'GET', '/messages/a(.:format)', 'messages#a'],
        ['b_messages', 'PUT', '/messages/b(.:format)', 'messages#b'],
        ['c_messages', 'POST', '/messages/c(.:format)', 'messages#c'],
        ['d_messages', 'DELETE', '/messages/d(.:format)', 'messages#d'],
        ['e_messages', 'PATCH', '/messages/e(.:format)', 'messages#e'],
      ],
    ],
    [
      'test_with_collection_actions_and_name_prefix',
      (r) =>
        r.scope('/threads/:thread_id', (r: any) =>
          r.resources('messages', { as: 'thread_messages' }, (r: any) => {
            r.get('a', { on: 'collection' });
            r.delete('d', { on: 'collection' });
          }),
        ),
      [
        ['a_thread_messages', 'GET', '/threads/:thread_id/messages/a(.:format)', 'messages#a'],
        ['d_thread_messages', 'DELETE', '/threads/:thread_id/messages/d(.:format)', 'messages#d'],
        ['thread_messages', 'GET', '/threads/:thread_id/messages(.:format)', 'messages#index'],
        ['thread_message', 'GET', '/threads/:thread_id/messages/:id(.:format)', 'messages#show'],
      ],
    ],
    [
      'test_with_collection_actions_and_name_prefix_and_member_action_with_same_name',
      (r) =>
        r.scope('/threads/:thread_id', (r: any) =>
          r.resources('messages', { as: 'thread_messages' }, (r: any) => {
            r.get('a', { on: 'collection' });
            r.get('a', { on: 'member' });
          }),
        ),
      [
        ['a_thread_messages', 'GET', '/threads/:thread_id/messages/a(.:format)', 'messages#a'],
        ['a_thread_message', 'GET', '/threads/:thread_id/messages/:id/a(.:format)', 'messages#a'],
      ],
    ],
    [
      'test_with_member_action: patch, put and post members',
      (r) =>
        r.resources('messages', (r: any) =>
          r.member((r: any) => {
            r.match('mark', { via: 'patch' });
            r.match('unmark', { via: 'post' });
          }),
        ),
      [
        ['mark_message', 'PATCH', '/messages/:id/mark(.:format)', 'messages#mark'],
        ['unmark_message', 'POST', '/messages/:id/unmark(.:format)', 'messages#unmark'],
      ],
    ],
    [
      'test_array_as_collection_or_member_method_value',
      (r) =>
        r.resources('messages', (r: any) => {
          r.collection((r: any) => r.match('search', { via: ['post', 'get'] }));
          r.member((r: any) => r.match('toggle', { via: ['post', 'get'] }));
        }),
      [
        ['search_messages', 'POST|GET', '/messages/search(.:format)', 'messages#search'],
        ['toggle_message', 'POST|GET', '/messages/:id/toggle(.:format)', 'messages#toggle'],
      ],
    ],
    [
      'test_new_style_named_routes_for_resource',
      (r) =>
        r.scope('/threads/:thread_id', (r: any) =>
          r.resources('messages', { as: 'thread_messages' }, (r: any) => {
            r.get('search', { on: 'collection' });
            r.get('preview', { on: 'new' });
          }),
        ),
      [
        ['search_thread_messages', 'GET', '/threads/:thread_id/messages/search(.:format)', 'messages#search'],
        ['new_thread_message', 'GET', '/threads/:thread_id/messages/new(.:format)', 'messages#new'],
        ['preview_new_thread_message', 'GET', '/threads/:thread_id/messages/new/preview(.:format)', 'messages#preview'],
      ],
    ],
    [
      'test_projects_participants: on: collection in a nested resource',
      (r) =>
        r.resources('projects', { controller: 'project' }, (r: any) =>
          r.resources('participants', (r: any) => r.put('update_all', { on: 'collection' })),
        ),
      [
        [
          'update_all_project_participants',
          'PUT',
          '/projects/:project_id/participants/update_all(.:format)',
          'participants#update_all',
        ],
      ],
    ],
    [
      'test_project_images: a member route of a renamed nested resource',
      (r) =>
        r.resources('projects', (r: any) =>
          r.resources('images', { as: 'funny_images' }, (r: any) => r.post('revise', { on: 'member' })),
        ),
      [
        ['project_funny_images', 'GET', '/projects/:project_id/images(.:format)', 'images#index'],
        ['new_project_funny_image', 'GET', '/projects/:project_id/images/new(.:format)', 'images#new'],
        ['revise_project_funny_image', 'POST', '/projects/:project_id/images/:id/revise(.:format)', 'images#revise'],
      ],
    ],
    [
      'test_resource_new_actions: new blocks with path names',
      (r) => {
        r.resources('replies', (r: any) => r.new((r: any) => r.post('preview')));
        r.scope('pt', { as: 'pt' }, (r: any) => {
          r.resources('projects', { path_names: { new: 'novo' }, path: 'projetos' }, (r: any) =>
            r.post('preview', { on: 'new' }),
          );
          r.resource('admin', { path_names: { new: 'novo' }, path: 'administrador' }, (r: any) =>
            r.post('preview', { on: 'new' }),
          );
          r.resources('products', { path_names: { new: 'novo' } }, (r: any) => r.new((r: any) => r.post('preview')));
        });
        r.resource('profile', (r: any) => r.new((r: any) => r.post('preview')));
      },
      [
        ['preview_new_reply', 'POST', '/replies/new/preview(.:format)', 'replies#preview'],
        ['preview_new_pt_project', 'POST', '/pt/projetos/novo/preview(.:format)', 'projects#preview'],
        ['preview_new_pt_admin', 'POST', '/pt/administrador/novo/preview(.:format)', 'admins#preview'],
        ['preview_new_pt_product', 'POST', '/pt/products/novo/preview(.:format)', 'products#preview'],
        ['preview_new_profile', 'POST', '/profile/new/preview(.:format)', 'profiles#preview'],
      ],
    ],
    [
      'test_path_option_override: path: on member and new routes',
      (r) =>
        r.scope('pt', { as: 'pt' }, (r: any) =>
          r.resources('projects', { path_names: { new: 'novo' }, path: 'projetos' }, (r: any) => {
            r.put('close', { on: 'member', path: 'fechar' });
            r.get('open', { on: 'new', path: 'abrir' });
          }),
        ),
      [
        ['close_pt_project', 'PUT', '/pt/projetos/:id/fechar(.:format)', 'projects#close'],
        ['open_new_pt_project', 'GET', '/pt/projetos/novo/abrir(.:format)', 'projects#open'],
      ],
    ],
    [
      'test_path_names: a path name for a member action of a singular resource',
      (r) =>
        r.scope('pt', { as: 'pt' }, (r: any) => {
          r.resources('projects', { path_names: { edit: 'editar', new: 'novo' }, path: 'projetos' });
          r.resource('admin', { path_names: { new: 'novo', activate: 'ativar' }, path: 'administrador' }, (r: any) =>
            r.put('activate', { on: 'member' }),
          );
        }),
      [
        ['pt_projects', 'GET', '/pt/projetos(.:format)', 'projects#index'],
        ['edit_pt_project', 'GET', '/pt/projetos/:id/editar(.:format)', 'projects#edit'],
        ['new_pt_project', 'GET', '/pt/projetos/novo(.:format)', 'projects#new'],
        ['pt_admin', 'GET', '/pt/administrador(.:format)', 'admins#show'],
        ['new_pt_admin', 'GET', '/pt/administrador/novo(.:format)', 'admins#new'],
        ['activate_pt_admin', 'PUT', '/pt/administrador/ativar(.:format)', 'admins#activate'],
      ],
    ],
    [
      'test_projects_with_resources_path_names: a path name for a collection action',
      (r) => {
        r.resources_path_names({ correlation_indexes: 'info_about_correlation_indexes' });
        r.resources('projects', (r: any) => r.get('correlation_indexes', { on: 'collection' }));
      },
      [
        [
          'correlation_indexes_projects',
          'GET',
          '/projects/info_about_correlation_indexes(.:format)',
          'projects#correlation_indexes',
        ],
      ],
    ],
    [
      'test_custom_resource_routes_are_scoped',
      (r) => {
        r.resources('customers', (r: any) => {
          r.get('recent', { on: 'collection' });
          r.get('profile', { on: 'member' });
          r.get({ 'secret/profile': 'customers#secret', on: 'member' });
          r.post({ preview: 'customers#preview', as: 'another_preview', on: 'new' });
          r.resource('avatar', (r: any) => r.get({ thumbnail: 'avatars#thumbnail', as: 'thumbnail', on: 'member' }));
          r.resources('invoices', (r: any) => {
            r.get({ outstanding: 'invoices#outstanding', on: 'collection' });
            r.get('overdue', { action: 'overdue', on: 'collection' });
            r.get({ print: 'invoices#print', as: 'print', on: 'member' });
            r.post({ preview: 'invoices#preview', as: 'preview', on: 'new' });
          });
        });
        r.namespace('api', (r: any) =>
          r.resources('customers', (r: any) => {
            r.get({ recent: 'customers#recent', as: 'recent', on: 'collection' });
            r.get({ profile: 'customers#profile', as: 'profile', on: 'member' });
            r.post({ preview: 'customers#preview', as: 'preview', on: 'new' });
          }),
        );
      },
      [
        ['recent_customers', 'GET', '/customers/recent(.:format)', 'customers#recent'],
        ['profile_customer', 'GET', '/customers/:id/profile(.:format)', 'customers#profile'],
        ['secret_profile_customer', 'GET', '/customers/:id/secret/profile(.:format)', 'customers#secret'],
        ['another_preview_new_customer', 'POST', '/customers/new/preview(.:format)', 'customers#preview'],
        ['thumbnail_customer_avatar', 'GET', '/customers/:customer_id/avatar/thumbnail(.:format)', 'avatars#thumbnail'],
        [
          'outstanding_customer_invoices',
          'GET',
          '/customers/:customer_id/invoices/outstanding(.:format)',
          'invoices#outstanding',
        ],
        ['overdue_customer_invoices', 'GET', '/customers/:customer_id/invoices/overdue(.:format)', 'invoices#overdue'],
        ['print_customer_invoice', 'GET', '/customers/:customer_id/invoices/:id/print(.:format)', 'invoices#print'],
        [
          'preview_new_customer_invoice',
          'POST',
          '/customers/:customer_id/invoices/new/preview(.:format)',
          'invoices#preview',
        ],
        ['recent_api_customers', 'GET', '/api/customers/recent(.:format)', 'api/customers#recent'],
        ['profile_api_customer', 'GET', '/api/customers/:id/profile(.:format)', 'api/customers#profile'],
        ['preview_new_api_customer', 'POST', '/api/customers/new/preview(.:format)', 'api/customers#preview'],
      ],
    ],
    [
      'test_custom_resource_actions_defined_using_string',
      (r) =>
        r.resources('customers', (r: any) => {
          r.resources('invoices', (r: any) => r.get('aged/:months', { on: 'collection', action: 'aged', as: 'aged' }));
          r.get('inactive', { on: 'collection' });
          r.post('deactivate', { on: 'member' });
          r.get('old', { on: 'collection', as: 'stale' });
        }),
      [
        ['inactive_customers', 'GET', '/customers/inactive(.:format)', 'customers#inactive'],
        ['deactivate_customer', 'POST', '/customers/:id/deactivate(.:format)', 'customers#deactivate'],
        ['stale_customers', 'GET', '/customers/old(.:format)', 'customers#old'],
        ['aged_customer_invoices', 'GET', '/customers/:customer_id/invoices/aged/:months(.:format)', 'invoices#aged'],
      ],
    ],
    [
      'test_resource_routes_with_dashes_in_path',
      (r) =>
        r.resources('photos', { only: ['show'] }, (r: any) => {
          r.get('user-favorites', { on: 'collection' });
          r.get('preview-photo', { on: 'member' });
        }),
      [
        ['user_favorites_photos', 'GET', '/photos/user-favorites(.:format)', 'photos#user_favorites'],
        ['preview_photo_photo', 'GET', '/photos/:id/preview-photo(.:format)', 'photos#preview_photo'],
        ['photo', 'GET', '/photos/:id(.:format)', 'photos#show'],
      ],
    ],
    [
      'as and to on member routes',
      (r) =>
        r.resources('photos', { only: [] }, (r: any) => {
          r.get('preview', { on: 'member', as: 'look' });
          r.get('thumb', { on: 'member', to: 'images#thumb' });
          r.get('crop', { on: 'member', controller: 'images' });
        }),
      [
        ['look_photo', 'GET', '/photos/:id/preview(.:format)', 'photos#preview'],
        ['thumb_photo', 'GET', '/photos/:id/thumb(.:format)', 'images#thumb'],
        ['crop_photo', 'GET', '/photos/:id/crop(.:format)', 'images#crop'],
      ],
    ],
    [
      'test_resource_has_only_collection_action',
      (r) => r.resources('products', { only: [] }, (r: any) => r.get('sale', { on: 'collection' })),
      [['sale_products', 'GET', '/products/sale(.:format)', 'products#sale']],
    ],
    [
      'test_resource_has_only_member_action',
      (r) => r.resources('products', { only: [] }, (r: any) => r.get('preview', { on: 'member' })),
      [['preview_product', 'GET', '/products/:id/preview(.:format)', 'products#preview']],
    ],
    [
      'test_singleton_resource_has_only_member_action',
      (r) => r.resource('account', { only: [] }, (r: any) => r.member((r: any) => r.get('signup'))),
      [['signup_account', 'GET', '/account/signup(.:format)', 'accounts#signup']],
    ],
    [
      'test_nested_resource_has_only_show_and_member_action',
      (r) =>
        r.resources('products', { only: ['index', 'show'] }, (r: any) =>
          r.resources('images', { only: 'show' }, (r: any) => r.get('thumbnail', { on: 'member' })),
        ),
      [
        ['thumbnail_product_image', 'GET', '/products/:product_id/images/:id/thumbnail(.:format)', 'images#thumbnail'],
        ['product_image', 'GET', '/products/:product_id/images/:id(.:format)', 'images#show'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    check(block, expected);
  });
});

describe('recognition of extra routes', () => {
  test.each<[string, Block, string, string, Record<string, unknown> | null]>([
    [
      'a collection route',
      (r) => r.resources('messages', (r: any) => r.get('a', { on: 'collection' })),
      'GET',
      '/messages/a',
      { controller: 'messages', action: 'a' },
    ],
    [
      'a collection route with a format',
      (r) => r.resources('messages', (r: any) => r.put('b', { on: 'collection' })),
      'PUT',
      '/messages/b.xml',
      { controller: 'messages', action: 'b', format: 'xml' },
    ],
    [
      'a member route',
      (r) => r.resources('messages', (r: any) => r.post('mark', { on: 'member' })),
      'POST',
      '/messages/1/mark',
      { controller: 'messages', action: 'mark', id: '1' },
    ],
    [
      'a member route with the wrong verb',
      (r) => r.resources('messages', (r: any) => r.post('mark', { on: 'member' })),
      'GET',
      '/messages/1/mark',
      null,
    ],
    [
      'a new route',
      (r) => r.resources('messages', (r: any) => r.post('preview', { on: 'new' })),
      'POST',
      '/messages/new/preview',
      { controller: 'messages', action: 'preview' },
    ],
    [
      'test_with_formatted_new_action_with_name_prefix',
      (r) =>
        r.scope('/threads/:thread_id', (r: any) =>
          r.resources('messages', { as: 'thread_messages' }, (r: any) => r.post('preview', { on: 'new' })),
        ),
      'POST',
      '/threads/1/messages/new/preview.xml',
      { controller: 'messages', action: 'preview', thread_id: '1', format: 'xml' },
    ],
    [
      'test_override_new_method: POST /messages/new',
      (r) => r.resources('messages', (r: any) => r.match('new', { via: ['post', 'get'], on: 'new' })),
      'POST',
      '/messages/new',
      { controller: 'messages', action: 'new' },
    ],
    [
      'test_override_new_method: GET /messages/new',
      (r) => r.resources('messages', (r: any) => r.match('new', { via: ['post', 'get'], on: 'new' })),
      'GET',
      '/messages/new',
      { controller: 'messages', action: 'new' },
    ],
    [
      'without the override, POST /messages/new is not routed',
      (r) => r.resources('messages'),
      'POST',
      '/messages/new',
      null,
    ],
    [
      'test_replies: an action option on a member route',
      (r) =>
        r.resources('replies', (r: any) =>
          r.member((r: any) => {
            r.put('answer', { action: 'mark_as_answer' });
            r.delete('answer', { action: 'unmark_as_answer' });
          }),
        ),
      'PUT',
      '/replies/1/answer',
      { controller: 'replies', action: 'mark_as_answer', id: '1' },
    ],
    [
      'test_replies: the same path, another verb',
      (r) =>
        r.resources('replies', (r: any) =>
          r.member((r: any) => {
            r.put('answer', { action: 'mark_as_answer' });
            r.delete('answer', { action: 'unmark_as_answer' });
          }),
        ),
      'DELETE',
      '/replies/1/answer',
      { controller: 'replies', action: 'unmark_as_answer', id: '1' },
    ],
    [
      'test_greedy_resource_id_regexp_doesnt_match_edit_and_custom_action: edit',
      (r) => r.resources('sections', { id: /.+/ }, (r: any) => r.get('preview', { on: 'member' })),
      'GET',
      '/sections/1/edit',
      { controller: 'sections', action: 'edit', id: '1' },
    ],
    [
      'test_greedy_resource_id_regexp_doesnt_match_edit_and_custom_action: preview',
      (r) => r.resources('sections', { id: /.+/ }, (r: any) => r.get('preview', { on: 'member' })),
      'GET',
      '/sections/1/preview',
      { controller: 'sections', action: 'preview', id: '1' },
    ],
    [
      'test_irregular_id_constraints_should_get_passed_to_member_actions',
      (r) =>
        r.resources('messages', { constraints: { id: /[0-9]\.[0-9]\.[0-9]/ } }, (r: any) =>
          r.get('custom', { on: 'member' }),
        ),
      'GET',
      '/messages/1.1.1/custom',
      { controller: 'messages', action: 'custom', id: '1.1.1' },
    ],
    [
      'test_custom_resource_actions_defined_using_string: a dynamic collection path',
      (r) =>
        r.resources('customers', (r: any) =>
          r.resources('invoices', (r: any) => r.get('aged/:months', { on: 'collection', action: 'aged', as: 'aged' })),
        ),
      'GET',
      '/customers/1/invoices/aged/3',
      { controller: 'invoices', action: 'aged', customer_id: '1', months: '3' },
    ],
    [
      'test_dynamically_generated_helpers_on_collection_do_not_clobber_resources_url_helper',
      (r) =>
        r.resources('replies', (r: any) =>
          r.collection((r: any) => {
            r.get({ 'page/:page': 'replies#index', page: /\d+/ });
            r.get({ ':page': 'replies#index', page: /\d+/ });
          }),
        ),
      'GET',
      '/replies/page/2',
      { controller: 'replies', action: 'index', page: '2' },
    ],
  ])('%s', (_name, block, method, url, expected) => {
    expect(params(draw(block), method, url)).toEqual(expected);
  });

  test('test_dynamically_generated_helpers_on_collection_do_not_clobber_resources_url_helper: replies_path', () => {
    const h: any = draw((r) =>
      r.resources('replies', (r: any) =>
        r.collection((r: any) => {
          r.get({ 'page/:page': 'replies#index', page: /\d+/ });
          r.get({ ':page': 'replies#index', page: /\d+/ });
        }),
      ),
    ).helpers;
    expect(h.replies_path()).toBe('/replies');
  });
});

describe('helpers of extra routes', () => {
  const router = draw(
    (r) => {
      r.resources('photos', (r: any) => {
        r.get('preview', { on: 'member' });
        r.get('search', { on: 'collection' });
        r.post('preview', { on: 'new' });
      });
      r.resources('customers', (r: any) => {
        r.get('profile', { on: 'member' });
        r.resource('avatar', (r: any) => r.get({ thumbnail: 'avatars#thumbnail', as: 'thumbnail', on: 'member' }));
      });
      r.scope('pt', { as: 'pt' }, (r: any) =>
        r.resources('projects', { path_names: { new: 'novo' }, path: 'projetos' }, (r: any) => {
          r.put('close', { on: 'member', path: 'fechar' });
          r.get('open', { on: 'new', path: 'abrir' });
        }),
      );
    },
    { defaultUrlOptions: { host: 'test.host' } },
  );
  const h: any = router.helpers;

  test.each<[string, () => string, string]>([
    ['preview_photo_path', () => h.preview_photo_path(1), '/photos/1/preview'],
    ['search_photos_path', () => h.search_photos_path(), '/photos/search'],
    ['search_photos_path with a query', () => h.search_photos_path({ q: 'cat' }), '/photos/search?q=cat'],
    ['preview_new_photo_path', () => h.preview_new_photo_path(), '/photos/new/preview'],
    ['profile_customer_path', () => h.profile_customer_path({ id: '1' }), '/customers/1/profile'],
    [
      'profile_customer_url (test_named_route_with_no_side_effects)',
      () => h.profile_customer_url('customer_model', { host: 'test.host' }),
      'http://test.host/customers/customer_model/profile',
    ],
    [
      'thumbnail_customer_avatar_path with a format',
      () => h.thumbnail_customer_avatar_path({ customer_id: '1', format: 'jpg' }),
      '/customers/1/avatar/thumbnail.jpg',
    ],
    ['close_pt_project_path', () => h.close_pt_project_path(1), '/pt/projetos/1/fechar'],
    ['open_new_pt_project_path', () => h.open_new_pt_project_path(), '/pt/projetos/novo/abrir'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('the options hash is left unchanged', () => {
    const options = { host: 'test.host' };
    h.profile_customer_url('customer_model', options);
    expect(options).toEqual({ host: 'test.host' });
  });

  test('recognition with path: on a member route', () => {
    expect(target(router, 'PUT', '/pt/projetos/1/fechar')).toBe('projects#close');
    expect(target(router, 'GET', '/pt/projetos/novo/abrir')).toBe('projects#open');
  });
});
