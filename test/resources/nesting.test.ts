/**
 * Nested resources: paths under `/<parents>/:<parent_singular>_<param>` to any depth, names
 * prefixed with each parent's singular, the parent's param constraint passed down,
 * `nested` blocks, bare routes in a resource block, namespaces inside a resource, and
 * `root` inside resources and namespaces. Ported from routing_test.rb and resources_test.rb.
 */
import { assertRecognizes, routingMatchers } from '../../src/testing';
import { draw, named, rows, target, type Block, type Row } from './support';

describe('nesting: names, paths, controllers', () => {
  test('a child of photos: photo_comments, new_photo_comment, edit_photo_comment, photo_comment', () => {
    const router = draw((r) => r.resources('photos', (r: any) => r.resources('comments')));
    const expected: Row[] = [
      ['photo_comments', 'GET', '/photos/:photo_id/comments(.:format)', 'comments#index'],
      [null, 'POST', '/photos/:photo_id/comments(.:format)', 'comments#create'],
      ['new_photo_comment', 'GET', '/photos/:photo_id/comments/new(.:format)', 'comments#new'],
      ['edit_photo_comment', 'GET', '/photos/:photo_id/comments/:id/edit(.:format)', 'comments#edit'],
      ['photo_comment', 'GET', '/photos/:photo_id/comments/:id(.:format)', 'comments#show'],
      [null, 'PATCH', '/photos/:photo_id/comments/:id(.:format)', 'comments#update'],
      [null, 'PUT', '/photos/:photo_id/comments/:id(.:format)', 'comments#update'],
      [null, 'DELETE', '/photos/:photo_id/comments/:id(.:format)', 'comments#destroy'],
    ];
    expect(rows(router).slice(0, 8)).toEqual(expected);
    expect(rows(router)[8]).toEqual(['photos', 'GET', '/photos(.:format)', 'photos#index']);
  });

  test.each<[string, Block, Array<[name: string, path: string, target: string]>]>([
    [
      'test_nested_restful_routes: three levels',
      (r) => r.resources('threads', (r: any) => r.resources('messages', (r: any) => r.resources('comments'))),
      [
        ['thread_messages', '/threads/:thread_id/messages(.:format)', 'messages#index'],
        ['thread_message', '/threads/:thread_id/messages/:id(.:format)', 'messages#show'],
        ['thread_message_comments', '/threads/:thread_id/messages/:message_id/comments(.:format)', 'comments#index'],
        [
          'new_thread_message_comment',
          '/threads/:thread_id/messages/:message_id/comments/new(.:format)',
          'comments#new',
        ],
        [
          'edit_thread_message_comment',
          '/threads/:thread_id/messages/:message_id/comments/:id/edit(.:format)',
          'comments#edit',
        ],
        ['thread_message_comment', '/threads/:thread_id/messages/:message_id/comments/:id(.:format)', 'comments#show'],
      ],
    ],
    [
      'four levels',
      (r) =>
        r.resources('a1s', (r: any) =>
          r.resources('b2s', (r: any) => r.resources('c3s', (r: any) => r.resources('d4s'))),
        ),
      [
        ['a1_b2_c3_d4s', '/a1s/:a1_id/b2s/:b2_id/c3s/:c3_id/d4s(.:format)', 'd4s#index'],
        ['edit_a1_b2_c3_d4', '/a1s/:a1_id/b2s/:b2_id/c3s/:c3_id/d4s/:id/edit(.:format)', 'd4s#edit'],
      ],
    ],
    [
      'test_projects_involvements: several children in one call',
      (r) => r.resources('projects', { controller: 'project' }, (r: any) => r.resources('involvements', 'attachments')),
      [
        ['project_involvements', '/projects/:project_id/involvements(.:format)', 'involvements#index'],
        ['new_project_involvement', '/projects/:project_id/involvements/new(.:format)', 'involvements#new'],
        ['project_involvement', '/projects/:project_id/involvements/:id(.:format)', 'involvements#show'],
        ['edit_project_involvement', '/projects/:project_id/involvements/:id/edit(.:format)', 'involvements#edit'],
        ['project_attachments', '/projects/:project_id/attachments(.:format)', 'attachments#index'],
        ['projects', '/projects(.:format)', 'project#index'],
      ],
    ],
    [
      'test_projects_companies: a singular resource two levels down',
      (r) =>
        r.resources('projects', { controller: 'project' }, (r: any) =>
          r.resources('companies', (r: any) => {
            r.resources('people');
            r.resource('avatar', { controller: 'avatar' });
          }),
        ),
      [
        ['project_companies', '/projects/:project_id/companies(.:format)', 'companies#index'],
        ['project_company_people', '/projects/:project_id/companies/:company_id/people(.:format)', 'people#index'],
        ['project_company_person', '/projects/:project_id/companies/:company_id/people/:id(.:format)', 'people#show'],
        ['project_company_avatar', '/projects/:project_id/companies/:company_id/avatar(.:format)', 'avatar#show'],
      ],
    ],
    [
      'test_projects_posts',
      (r) =>
        r.resources('projects', (r: any) =>
          r.resources('posts', (r: any) => {
            r.get('archive', { on: 'collection' });
            r.get('toggle_view', { on: 'collection' });
            r.post('preview', { on: 'member' });
            r.resource('subscription');
            r.resources('comments', (r: any) => r.post('preview', { on: 'collection' }));
          }),
        ),
      [
        ['project_posts', '/projects/:project_id/posts(.:format)', 'posts#index'],
        ['archive_project_posts', '/projects/:project_id/posts/archive(.:format)', 'posts#archive'],
        ['toggle_view_project_posts', '/projects/:project_id/posts/toggle_view(.:format)', 'posts#toggle_view'],
        ['preview_project_post', '/projects/:project_id/posts/:id/preview(.:format)', 'posts#preview'],
        [
          'project_post_subscription',
          '/projects/:project_id/posts/:post_id/subscription(.:format)',
          'subscriptions#show',
        ],
        ['project_post_comments', '/projects/:project_id/posts/:post_id/comments(.:format)', 'comments#index'],
        [
          'preview_project_post_comments',
          '/projects/:project_id/posts/:post_id/comments/preview(.:format)',
          'comments#preview',
        ],
      ],
    ],
    [
      'test_nested_resources_using_namespace',
      (r) => r.namespace('backoffice', (r: any) => r.resources('products', (r: any) => r.resources('images'))),
      [
        ['backoffice_product_images', '/backoffice/products/:product_id/images(.:format)', 'backoffice/images#index'],
        ['backoffice_product_image', '/backoffice/products/:product_id/images/:id(.:format)', 'backoffice/images#show'],
        [
          'new_backoffice_product_image',
          '/backoffice/products/:product_id/images/new(.:format)',
          'backoffice/images#new',
        ],
      ],
    ],
    [
      'test_nested_resources_in_nested_namespace',
      (r) =>
        r.namespace('backoffice', (r: any) =>
          r.namespace('admin', (r: any) => r.resources('products', (r: any) => r.resources('images'))),
        ),
      [
        [
          'backoffice_admin_product_images',
          '/backoffice/admin/products/:product_id/images(.:format)',
          'backoffice/admin/images#index',
        ],
        [
          'edit_backoffice_admin_product_image',
          '/backoffice/admin/products/:product_id/images/:id/edit(.:format)',
          'backoffice/admin/images#edit',
        ],
      ],
    ],
    [
      'test_forum_products: an empty path',
      (r) =>
        r.namespace('forum', (r: any) => r.resources('products', { path: '' }, (r: any) => r.resources('questions'))),
      [
        ['forum_products', '/forum(.:format)', 'forum/products#index'],
        ['forum_product', '/forum/:id(.:format)', 'forum/products#show'],
        ['forum_product_questions', '/forum/:product_id/questions(.:format)', 'forum/questions#index'],
        ['forum_product_question', '/forum/:product_id/questions/:id(.:format)', 'forum/questions#show'],
      ],
    ],
    [
      'test_multiple_with_path_segment_and_controller',
      (r) => {
        r.resources('products', (r: any) =>
          r.resources('product_reviews', { path: 'reviews', controller: 'messages' }),
        );
        r.resources('tutors', (r: any) => r.resources('tutor_reviews', { path: 'reviews', controller: 'comments' }));
      },
      [
        ['product_product_reviews', '/products/:product_id/reviews(.:format)', 'messages#index'],
        ['product_product_review', '/products/:product_id/reviews/:id(.:format)', 'messages#show'],
        ['tutor_tutor_reviews', '/tutors/:tutor_id/reviews(.:format)', 'comments#index'],
      ],
    ],
    [
      'a custom param names the nested param (test_custom_param)',
      (r) => r.resources('profiles', { param: 'username' }, (r: any) => r.resources('messages')),
      [
        ['profile_messages', '/profiles/:profile_username/messages(.:format)', 'messages#index'],
        ['profile_message', '/profiles/:profile_username/messages/:id(.:format)', 'messages#show'],
        ['profile', '/profiles/:username(.:format)', 'profiles#show'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    const router = draw(block);
    for (const [name, path, expectedTarget] of expected) {
      const route = named(router, name);
      expect(route && [route.path, `${route.controller}#${route.action}`]).toEqual([path, expectedTarget]);
    }
  });
});

describe('recognition and helpers of nested routes', () => {
  const router = draw((r) => {
    r.resources('threads', (r: any) => r.resources('messages', (r: any) => r.resources('comments')));
    r.resources('formats', (r: any) => r.resources('items'));
    r.resources('profiles', { param: 'username' }, (r: any) => {
      r.get('details', { on: 'member' });
      r.resources('messages');
    });
  });
  const h: any = router.helpers;

  test.each<[string, string, Record<string, unknown>]>([
    ['GET', '/threads/1/messages', { controller: 'messages', action: 'index', thread_id: '1' }],
    ['POST', '/threads/1/messages.xml', { controller: 'messages', action: 'create', thread_id: '1', format: 'xml' }],
    [
      'GET',
      '/threads/1/messages/2/comments/3',
      { controller: 'comments', action: 'show', thread_id: '1', message_id: '2', id: '3' },
    ],
    [
      'PUT',
      '/threads/1/messages/2/comments/3.xml',
      { controller: 'comments', action: 'update', thread_id: '1', message_id: '2', id: '3', format: 'xml' },
    ],
    ['DELETE', '/threads/1/messages/2', { controller: 'messages', action: 'destroy', thread_id: '1', id: '2' }],
    ['GET', '/formats/1/items.json', { controller: 'items', action: 'index', format_id: '1', format: 'json' }],
    [
      'GET',
      '/formats/1/items/2.json',
      { controller: 'items', action: 'show', format_id: '1', id: '2', format: 'json' },
    ],
    ['GET', '/profiles/bob', { controller: 'profiles', action: 'show', username: 'bob' }],
    ['GET', '/profiles/bob/details', { controller: 'profiles', action: 'details', username: 'bob' }],
    ['GET', '/profiles/bob/messages/34', { controller: 'messages', action: 'show', profile_username: 'bob', id: '34' }],
  ])('%s %s', (method, url, expected) => {
    assertRecognizes(router, expected, `${method} ${url}`);
  });

  test.each<[string, () => string, string]>([
    ['thread_messages_path', () => h.thread_messages_path(1), '/threads/1/messages'],
    [
      'thread_message_comment_path positional',
      () => h.thread_message_comment_path(1, 2, 3),
      '/threads/1/messages/2/comments/3',
    ],
    [
      'thread_message_comment_path named',
      () => h.thread_message_comment_path({ thread_id: 1, message_id: 2, id: 3 }),
      '/threads/1/messages/2/comments/3',
    ],
    [
      'edit_thread_message_comment_path',
      () => h.edit_thread_message_comment_path(1, 2, 3),
      '/threads/1/messages/2/comments/3/edit',
    ],
    [
      'new_thread_message_comment_path',
      () => h.new_thread_message_comment_path(1, 2),
      '/threads/1/messages/2/comments/new',
    ],
    [
      'format_items_path with a positional format (test_nested_routes_under_format_resource)',
      () => h.format_items_path(1, 'json'),
      '/formats/1/items.json',
    ],
    ['format_item_path with a positional format', () => h.format_item_path(1, 2, 'json'), '/formats/1/items/2.json'],
    ['profile_path with a custom param', () => h.profile_path('bob'), '/profiles/bob'],
    ['details_profile_path', () => h.details_profile_path('bob'), '/profiles/bob/details'],
    ['profile_message_path', () => h.profile_message_path('bob', 34), '/profiles/bob/messages/34'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });
});

describe("the parent's param constraint is passed down", () => {
  test('RouteInfo.requirements of nested routes include photo_id (API.md)', () => {
    const router = draw((r) => r.resources('photos', { id: /\d+/ }, (r: any) => r.resources('comments')));
    const nested = router.routes.filter((route) => route.controller === 'comments');
    expect(nested).toHaveLength(8);
    for (const route of nested) expect(route.requirements.photo_id).toEqual(/\d+/);
    expect(router.routes.find((route) => route.name === 'photo')?.requirements.id).toEqual(/\d+/);
    expect(target(router, 'GET', '/photos/1/comments')).toBe('comments#index');
    expect.extend(routingMatchers(router));
    expect({ get: '/photos/abc/comments' }).not.toBeRoutable();
    expect({ get: '/photos/abc' }).not.toBeRoutable();
  });

  test('constraints: { id } on the parent', () => {
    const router = draw((r) =>
      r.resources('photos', { constraints: { id: /\d+/ } }, (r: any) => r.resources('tags', { only: 'index' })),
    );
    expect(named(router, 'photo_tags')?.requirements).toMatchObject({ photo_id: /\d+/ });
  });

  test('three levels: every parent param is constrained', () => {
    const router = draw((r) =>
      r.resources('a1s', { id: /\d+/ }, (r: any) =>
        r.resources('b2s', (r: any) => r.resources('c3s', { only: 'index' })),
      ),
    );
    expect(named(router, 'a1_b2_c3s')?.requirements).toMatchObject({ a1_id: /\d+/, b2_id: /\d+/ });
  });

  test('test_nested_resource_constraints: a child constraint on its own id', () => {
    const router = draw((r) =>
      r.resources('lists', { id: /([A-Za-z0-9]{25})|default/ }, (r: any) => r.resources('todos', { id: /\d+/ })),
    );
    const h: any = router.helpers;
    expect(target(router, 'GET', '/lists/01234012340123401234fffff')).toBe('lists#show');
    assertRecognizes(
      router,
      { controller: 'todos', action: 'show', list_id: '01234012340123401234fffff', id: '1' },
      'GET /lists/01234012340123401234fffff/todos/1',
    );
    expect.extend(routingMatchers(router));
    expect({ get: '/lists/2/todos/1' }).not.toBeRoutable();
    expect(h.list_todo_path({ list_id: '01234012340123401234fffff', id: '1' })).toBe(
      '/lists/01234012340123401234fffff/todos/1',
    );
    expect(() => h.list_todo_path({ list_id: '2', id: '1' })).toThrow();
  });

  test('test_custom_param_constraint: the param constraint reaches member and nested routes', () => {
    const router = draw((r) =>
      r.resources('profiles', { param: 'username', username: /[a-z]+/ }, (r: any) => {
        r.get('details', { on: 'member' });
        r.resources('messages');
      }),
    );
    expect.extend(routingMatchers(router));
    expect({ get: '/profiles/bob1' }).not.toBeRoutable();
    expect({ get: '/profiles/bob1/details' }).not.toBeRoutable();
    expect({ get: '/profiles/bob1/messages/34' }).not.toBeRoutable();
    expect(target(router, 'GET', '/profiles/bob/messages/34')).toBe('messages#show');
    expect(named(router, 'profile_message')?.requirements).toMatchObject({ profile_username: /[a-z]+/ });
  });

  test('test_resource_constraints_are_pushed_to_scope', () => {
    const router = draw((r) =>
      r.namespace('wiki', (r: any) =>
        r.resources('articles', { id: /[^/]+/ }, (r: any) => r.resources('comments', { only: ['create', 'new'] })),
      ),
    );
    const h: any = router.helpers;
    assertRecognizes(
      router,
      { controller: 'wiki/articles', action: 'show', id: 'Ruby_on_Rails_3.0' },
      'GET /wiki/articles/Ruby_on_Rails_3.0',
    );
    assertRecognizes(
      router,
      { controller: 'wiki/comments', action: 'new', article_id: 'Ruby_on_Rails_3.0' },
      'GET /wiki/articles/Ruby_on_Rails_3.0/comments/new',
    );
    expect(target(router, 'POST', '/wiki/articles/Ruby_on_Rails_3.0/comments')).toBe('wiki/comments#create');
    expect(h.new_wiki_article_comment_path({ article_id: 'Ruby_on_Rails_3.0' })).toBe(
      '/wiki/articles/Ruby_on_Rails_3.0/comments/new',
    );
    expect(h.wiki_article_comments_path({ article_id: 'Ruby_on_Rails_3.0' })).toBe(
      '/wiki/articles/Ruby_on_Rails_3.0/comments',
    );
  });

  test('test_constraints_are_merged_from_scope', () => {
    const router = draw((r) =>
      r.scope({ constraints: { id: /\d{4}/ } }, (r: any) =>
        r.resources('movies', (r: any) => {
          r.resources('reviews');
          r.resource('trailer');
        }),
      ),
    );
    const h: any = router.helpers;
    expect(target(router, 'GET', '/movies/0001')).toBe('movies#show');
    expect.extend(routingMatchers(router));
    expect({ get: '/movies/00001' }).not.toBeRoutable();
    expect(target(router, 'GET', '/movies/0001/reviews')).toBe('reviews#index');
    expect({ get: '/movies/00001/reviews' }).not.toBeRoutable();
    expect(target(router, 'GET', '/movies/0001/reviews/0001')).toBe('reviews#show');
    expect({ get: '/movies/00001/reviews/0001' }).not.toBeRoutable();
    expect(target(router, 'GET', '/movies/0001/trailer')).toBe('trailers#show');
    expect({ get: '/movies/00001/trailer' }).not.toBeRoutable();
    expect(h.movie_path({ id: '0001' })).toBe('/movies/0001');
    expect(() => h.movie_path({ id: '00001' })).toThrow();
    expect(h.movie_trailer_path({ movie_id: '0001' })).toBe('/movies/0001/trailer');
    expect(() => h.movie_reviews_path({ movie_id: '00001' })).toThrow();
    expect(named(router, 'movie_trailer')?.requirements).toMatchObject({ movie_id: /\d{4}/ });
  });

  test('test_with_path_segment_path_prefix_constraints', () => {
    const router = draw((r) =>
      r.scope('/thread/:thread_id', { constraints: { thread_id: /[0-9]\.[0-9]\.[0-9]/ } }, (r: any) =>
        r.resources('messages', { path: 'comments' }),
      ),
    );
    assertRecognizes(
      router,
      { controller: 'messages', action: 'show', thread_id: '1.1.1', id: '1' },
      'GET /thread/1.1.1/comments/1',
    );
  });

  test('test_access_token_rooms', () => {
    const router = draw((r) =>
      r.scope(':access_token', { constraints: { access_token: /\w{5,5}/ } }, (r: any) => r.resources('rooms')),
    );
    expect(target(router, 'GET', '/12345/rooms')).toBe('rooms#index');
    expect(target(router, 'GET', '/12345/rooms/1')).toBe('rooms#show');
    expect(target(router, 'GET', '/12345/rooms/1/edit')).toBe('rooms#edit');
    expect.extend(routingMatchers(router));
    expect({ get: '/1234/rooms' }).not.toBeRoutable();
  });
});

describe('nested blocks and bare routes', () => {
  test.each<[string, Block, Array<[name: string, path: string, target: string]>]>([
    [
      'test_projects_people: nested + scope + singular resource',
      (r) =>
        r.resources('projects', (r: any) =>
          r.resources('people', (r: any) => {
            r.nested((r: any) => r.scope('/:access_token', (r: any) => r.resource('avatar')));
            r.member((r: any) => {
              r.put('accessible_projects');
              r.post('resend');
              r.post('generate_new_password');
            });
          }),
        ),
      [
        ['project_people', '/projects/:project_id/people(.:format)', 'people#index'],
        ['project_person', '/projects/:project_id/people/:id(.:format)', 'people#show'],
        [
          'project_person_avatar',
          '/projects/:project_id/people/:person_id/:access_token/avatar(.:format)',
          'avatars#show',
        ],
        [
          'accessible_projects_project_person',
          '/projects/:project_id/people/:id/accessible_projects(.:format)',
          'people#accessible_projects',
        ],
        ['resend_project_person', '/projects/:project_id/people/:id/resend(.:format)', 'people#resend'],
        [
          'generate_new_password_project_person',
          '/projects/:project_id/people/:id/generate_new_password(.:format)',
          'people#generate_new_password',
        ],
      ],
    ],
    [
      'a nested block with a bare route',
      (r) => r.resources('photos', (r: any) => r.nested((r: any) => r.get('stats'))),
      [['photo_stats', '/photos/:photo_id/stats(.:format)', 'photos#stats']],
    ],
    [
      'test_route_defined_in_resources_scope_level: a bare route in a resources block is nested',
      (r) => r.resources('customers', (r: any) => r.get('export')),
      [['customer_export', '/customers/:customer_id/export(.:format)', 'customers#export']],
    ],
    [
      'a bare route in a resource block is a member route',
      (r) => r.resource('account', (r: any) => r.get('login')),
      [['login_account', '/account/login(.:format)', 'accounts#login']],
    ],
    [
      'test_nested_route_in_nested_resource',
      (r) =>
        r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
          r.resources('comments', { except: 'destroy' }, (r: any) => r.get({ views: 'comments#views', as: 'views' })),
        ),
      [['post_comment_views', '/posts/:post_id/comments/:comment_id/views(.:format)', 'comments#views']],
    ],
    [
      'test_resource_routes_with_dashes_in_path: a bare hyphenated route',
      (r) => r.resources('photos', { only: ['show'] }, (r: any) => r.get('summary-text')),
      [['photo_summary_text', '/photos/:photo_id/summary-text(.:format)', 'photos#summary_text']],
    ],
    [
      'test_namespace_nested_in_resources: a namespace inside a resource is nested',
      (r) =>
        r.resources('clients', (r: any) =>
          r.namespace('google', (r: any) =>
            r.resource('account', (r: any) => r.namespace('secret', (r: any) => r.resource('info'))),
          ),
        ),
      [
        ['client_google_account', '/clients/:client_id/google/account(.:format)', 'google/accounts#show'],
        [
          'client_google_account_secret_info',
          '/clients/:client_id/google/account/secret/info(.:format)',
          'google/secret/infos#show',
        ],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    const router = draw(block);
    for (const [name, path, expectedTarget] of expected) {
      const route = named(router, name);
      expect(route && [route.path, `${route.controller}#${route.action}`]).toEqual([path, expectedTarget]);
    }
  });

  test('nested block helpers and recognition', () => {
    const router = draw((r) =>
      r.resources('projects', (r: any) =>
        r.resources('people', (r: any) =>
          r.nested((r: any) => r.scope('/:access_token', (r: any) => r.resource('avatar'))),
        ),
      ),
    );
    const h: any = router.helpers;
    expect(h.project_person_avatar_path({ project_id: '1', person_id: '1', access_token: '7a2dec8' })).toBe(
      '/projects/1/people/1/7a2dec8/avatar',
    );
    assertRecognizes(
      router,
      { controller: 'avatars', action: 'show', project_id: '1', person_id: '1', access_token: '7a2dec8' },
      'GET /projects/1/people/1/7a2dec8/avatar',
    );
  });

  test('client_google_account_path(1) (test_namespace_nested_in_resources)', () => {
    const router = draw((r) =>
      r.resources('clients', (r: any) => r.namespace('google', (r: any) => r.resource('account'))),
    );
    const h: any = router.helpers;
    expect(h.client_google_account_path(1)).toBe('/clients/1/google/account');
    expect(target(router, 'GET', '/clients/1/google/account')).toBe('google/accounts#show');
  });
});

describe('root inside resources and namespaces', () => {
  test.each<[string, Block, string, string, string, string]>([
    [
      'test_root_works_in_the_resources_scope',
      (r) => r.resources('products', (r: any) => r.root({ to: 'products#root' })),
      'products_root',
      '/products(.:format)',
      'products#root',
      '/products',
    ],
    [
      'test_namespaced_roots',
      (r) => r.namespace('account', (r: any) => r.root({ to: 'account#index' })),
      'account_root',
      '/account(.:format)',
      'account/account#index',
      '/account',
    ],
    [
      'a root inside a singular resource is a member route',
      (r) => r.resource('profile', { only: [] }, (r: any) => r.root({ to: 'profiles#home' })),
      'root_profile',
      '/profile(.:format)',
      'profiles#home',
      '/profile',
    ],
    [
      'admin_root',
      (r) => r.namespace('admin', (r: any) => r.root('dashboard#show')),
      'admin_root',
      '/admin(.:format)',
      'admin/dashboard#show',
      '/admin',
    ],
    [
      'test_namespace_with_options',
      (r) => r.namespace('users', { path: 'usuarios' }, (r: any) => r.root({ to: 'home#index' })),
      'users_root',
      '/usuarios(.:format)',
      'users/home#index',
      '/usuarios',
    ],
    [
      'test_root_in_deeply_nested_scope',
      (r) =>
        r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
          r.namespace('admin', (r: any) => r.root({ to: 'index#index' })),
        ),
      'post_admin_root',
      '/posts/:post_id/admin(.:format)',
      'admin/index#index',
      '/posts/1/admin',
    ],
  ])('%s', (_name, block, name, path, expectedTarget, url) => {
    const router = draw(block);
    const route = named(router, name);
    expect(route).toMatchObject({
      verb: 'GET',
      path,
      controller: expectedTarget.split('#')[0],
      action: expectedTarget.split('#')[1],
    });
    expect(target(router, 'GET', url)).toBe(expectedTarget);
  });

  test('products_root_path and post_admin_root_path', () => {
    const h: any = draw((r) => {
      r.resources('products', (r: any) => r.root({ to: 'products#root' }));
      r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
        r.namespace('admin', (r: any) => r.root({ to: 'index#index' })),
      );
    }).helpers;
    expect(h.products_root_path()).toBe('/products');
    expect(h.post_admin_root_path({ post_id: '1' })).toBe('/posts/1/admin');
  });

  test('test_resource_constraints: a root in a constrained resource comes before index', () => {
    const router = draw((r) => {
      r.resources('products', { constraints: { id: /\d{4}/ } }, (r: any) => {
        r.root({ to: 'products#root' });
        r.get('favorite', { on: 'collection' });
        r.resources('images');
      });
      r.resource('dashboard', { constraints: { ip: /192\.168\.1\.\d{1,3}/ } });
    });
    expect.extend(routingMatchers(router));
    expect({ get: '/products/1' }).not.toBeRoutable();
    expect(target(router, 'GET', '/products')).toBe('products#root');
    expect(target(router, 'GET', '/products/favorite')).toBe('products#favorite');
    expect(target(router, 'GET', '/products/0001')).toBe('products#show');
    expect({ get: '/products/1/images' }).not.toBeRoutable();
    expect(target(router, 'GET', '/products/0001/images')).toBe('images#index');
    expect(target(router, 'GET', '/products/0001/images/0001')).toBe('images#show');
    const at = (ip: string) =>
      router.recognize('GET', '/dashboard', {
        ip,
        headers: {},
        hostname: 'example.com',
        subdomains: [],
        protocol: 'http',
      });
    expect(at('10.0.0.100')).toBeNull();
    expect(at('192.168.1.100')?.params).toEqual({ controller: 'dashboards', action: 'show' });
  });
});

describe('what the nested names and params come from', () => {
  test.each<[string, Block, Array<[name: string, path: string, target: string]>]>([
    [
      'as on the parent names the nested param and prefix',
      (r) => r.resources('photos', { as: 'images' }, (r: any) => r.resources('comments', { only: 'index' })),
      [['image_comments', '/photos/:image_id/comments(.:format)', 'comments#index']],
    ],
    [
      'path on the parent changes only the path',
      (r) => r.resources('photos', { path: 'images' }, (r: any) => r.resources('comments', { only: 'index' })),
      [['photo_comments', '/images/:photo_id/comments(.:format)', 'comments#index']],
    ],
    [
      'as on a singular parent',
      (r) => r.resource('account', { as: 'profile' }, (r: any) => r.resources('posts', { only: 'index' })),
      [['profile_posts', '/account/posts(.:format)', 'posts#index']],
    ],
    [
      'a namespace inside a singular resource',
      (r) =>
        r.resource('profile', (r: any) => r.namespace('admin', (r: any) => r.resources('logs', { only: 'index' }))),
      [['profile_admin_logs', '/profile/admin/logs(.:format)', 'admin/logs#index']],
    ],
    [
      'a nested block in a singular resource',
      (r) => r.resource('profile', (r: any) => r.nested((r: any) => r.get('stats'))),
      [['profile_stats', '/profile/stats(.:format)', 'profiles#stats']],
    ],
    [
      'a collection block in a singular resource',
      (r) => r.resource('profile', (r: any) => r.collection((r: any) => r.get('search'))),
      [['search_profile', '/profile/search(.:format)', 'profiles#search']],
    ],
    [
      'several names with one block: each gets the children',
      (r) => r.resources('photos', 'books', (r: any) => r.resources('comments', { only: 'index' })),
      [
        ['photo_comments', '/photos/:photo_id/comments(.:format)', 'comments#index'],
        ['book_comments', '/books/:book_id/comments(.:format)', 'comments#index'],
      ],
    ],
    [
      'a module on the parent reaches the children',
      (r) => r.resources('photos', { module: 'media' }, (r: any) => r.resources('comments', { only: 'index' })),
      [['photo_comments', '/photos/:photo_id/comments(.:format)', 'media/comments#index']],
    ],
  ])('%s', (_name, block, expected) => {
    const router = draw(block);
    for (const [name, path, expectedTarget] of expected) {
      const route = named(router, name);
      expect(route && [route.path, `${route.controller}#${route.action}`]).toEqual([path, expectedTarget]);
    }
  });
});
