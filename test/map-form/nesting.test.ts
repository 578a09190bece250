/**
 * Nesting: blocks that receive the parent, has_many / has_one, shallow, namespaces,
 * name_prefix null, `as`, and what nested resources do not inherit. Ported from Rails
 * 2.3.18's resources_test.rb (test_nested_restful_routes*, test_shallow_*, test_resource_has_*,
 * test_resources_in_*namespace, test_*path_segment*, test_nested_resource_does_not_inherit_*).
 */
import {
  SEVEN,
  allowedActions,
  check,
  mapped,
  only,
  params,
  resourcesRows,
  restful,
  rows,
  singleton,
  names,
} from './support';

describe('nesting through blocks that receive the parent', () => {
  const router = mapped((map) =>
    map.resources('threads', (thread: any) => {
      thread.resources('messages', (message: any) => {
        message.resources('comments');
      });
    }),
  );

  test('rows: the innermost first, each level under :<parent>_id with <parent>_ names', () => {
    expect(rows(router)).toEqual([
      ...resourcesRows(
        'comments',
        'comment',
        'comments',
        '/threads/:thread_id/messages/:message_id',
        'thread_message_',
      ),
      ...resourcesRows('messages', 'message', 'messages', '/threads/:thread_id', 'thread_'),
      ...resourcesRows('threads', 'thread'),
    ]);
  });

  test('test_nested_restful_routes', () => {
    check(router, restful('threads'));
    check(
      router,
      restful('messages', { namePrefix: 'thread_', pathPrefix: 'threads/1/', options: { thread_id: '1' } }),
    );
    check(
      router,
      restful('comments', {
        namePrefix: 'thread_message_',
        pathPrefix: 'threads/1/messages/2/',
        options: { thread_id: '1', message_id: '2' },
      }),
    );
  });

  test('the parent ids are required', () => {
    expect(params(router, 'GET', '/messages')).toBeNull();
    expect(params(router, 'GET', '/threads/1/comments')).toBeNull();
    expect(params(router, 'GET', '/messages/2/comments')).toBeNull();
  });

  test('test_nested_restful_routes_with_overwritten_defaults: name_prefix null gives the generic names', () => {
    const r = mapped((map) =>
      map.resources('threads', (thread: any) => {
        thread.resources('messages', { name_prefix: null }, (message: any) => {
          message.resources('comments', { name_prefix: null });
        });
      }),
    );
    check(r, restful('threads'));
    check(r, restful('messages', { pathPrefix: 'threads/1/', options: { thread_id: '1' } }));
    check(
      r,
      restful('comments', { pathPrefix: 'threads/1/messages/2/', options: { thread_id: '1', message_id: '2' } }),
    );
  });

  test('namePrefix (camelCase) is the same option', () => {
    const r = mapped((map) =>
      map.resources('threads', (thread: any) => thread.resources('messages', { namePrefix: null, only: 'index' })),
    );
    expect(names(r)[0]).toBe('messages');
  });

  test('a nested singleton uses only the singular name as prefix', () => {
    const r = mapped((map) =>
      map.resources('threads', (thread: any) =>
        thread.resource('owner', (owner: any) => owner.resources('notes', { only: 'index' })),
      ),
    );
    expect(rows(r).slice(0, 1)).toEqual([
      ['thread_owner_notes', 'GET', '/threads/:thread_id/owner/notes(.:format)', 'notes#index'],
    ]);
    expect(params(r, 'GET', '/threads/1/owner/notes')).toEqual({
      controller: 'notes',
      action: 'index',
      thread_id: '1',
    });
  });
});

describe('shallow (inherited)', () => {
  test('test_shallow_nested_restful_routes', () => {
    const router = mapped((map) =>
      map.resources('threads', { shallow: true }, (thread: any) => {
        thread.resources('messages', (message: any) => message.resources('comments'));
      }),
    );
    check(router, restful('threads', { shallow: true }));
    check(
      router,
      restful('messages', {
        namePrefix: 'thread_',
        pathPrefix: 'threads/1/',
        shallow: true,
        options: { thread_id: '1' },
      }),
    );
    check(
      router,
      restful('comments', {
        namePrefix: 'message_',
        pathPrefix: 'messages/2/',
        shallow: true,
        options: { message_id: '2' },
      }),
    );
  });

  test('shallow rows: collection routes stay under the parent, member routes at the top with plain names', () => {
    const router = mapped((map) =>
      map.resources('threads', { shallow: true }, (thread: any) => thread.resources('messages')),
    );
    expect(rows(router).slice(0, 7)).toEqual([
      ['thread_messages', 'GET', '/threads/:thread_id/messages(.:format)', 'messages#index'],
      [null, 'POST', '/threads/:thread_id/messages(.:format)', 'messages#create'],
      ['new_thread_message', 'GET', '/threads/:thread_id/messages/new(.:format)', 'messages#new'],
      ['edit_message', 'GET', '/messages/:id/edit(.:format)', 'messages#edit'],
      ['message', 'GET', '/messages/:id(.:format)', 'messages#show'],
      [null, 'PUT', '/messages/:id(.:format)', 'messages#update'],
      [null, 'DELETE', '/messages/:id(.:format)', 'messages#destroy'],
    ]);
  });

  test('shallow member customs drop the prefix too; collection and new customs keep it', () => {
    const router = mapped((map) =>
      map.resources('threads', { shallow: true }, (thread: any) =>
        thread.resources('messages', {
          member: { mark: 'put' },
          collection: { search: 'get' },
          new: { preview: 'post' },
        }),
      ),
    );
    const byAction = (action: string) =>
      router.routes.find((route) => route.action === action && route.controller === 'messages');
    expect([byAction('mark')?.name, byAction('mark')?.path]).toEqual(['mark_message', '/messages/:id/mark(.:format)']);
    expect([byAction('search')?.name, byAction('search')?.path]).toEqual([
      'search_thread_messages',
      '/threads/:thread_id/messages/search(.:format)',
    ]);
    expect([byAction('preview')?.name, byAction('preview')?.path]).toEqual([
      'preview_new_thread_message',
      '/threads/:thread_id/messages/new/preview(.:format)',
    ]);
  });

  test('test_shallow_nested_restful_routes_with_namespaces', () => {
    const router = mapped((map) =>
      map.namespace('backoffice', (backoffice: any) =>
        backoffice.namespace('admin', (admin: any) =>
          admin.resources('products', { shallow: true }, (product: any) => product.resources('images')),
        ),
      ),
    );
    check(
      router,
      restful('products', {
        controller: 'backoffice/admin/products',
        namespace: 'backoffice/admin/',
        namePrefix: 'backoffice_admin_',
        pathPrefix: 'backoffice/admin/',
        shallow: true,
      }),
    );
    check(
      router,
      restful('images', {
        controller: 'backoffice/admin/images',
        namespace: 'backoffice/admin/',
        namePrefix: 'backoffice_admin_product_',
        pathPrefix: 'backoffice/admin/products/1/',
        shallow: true,
        options: { product_id: '1' },
      }),
    );
  });
});

describe('has_many / has_one', () => {
  test('test_resource_has_many_should_become_nested_resources', () => {
    const router = mapped((map) => map.resources('messages', { has_many: ['comments', 'authors'] }));
    check(router, restful('messages'));
    check(
      router,
      restful('comments', { namePrefix: 'message_', pathPrefix: 'messages/1/', options: { message_id: '1' } }),
    );
    check(
      router,
      restful('authors', { namePrefix: 'message_', pathPrefix: 'messages/1/', options: { message_id: '1' } }),
    );
  });

  test('has_many with one name, nested routes first', () => {
    const router = mapped((map) => map.resources('messages', { has_many: 'comments' }));
    expect(rows(router)).toEqual([
      ...resourcesRows('comments', 'comment', 'comments', '/messages/:message_id', 'message_'),
      ...resourcesRows('messages', 'message'),
    ]);
  });

  test('hasMany (camelCase) is the same option', () => {
    const router = mapped((map) => map.resources('messages', { hasMany: 'comments', only: 'index' }));
    expect(names(router)).toContain('message_comments');
  });

  test('test_resources_has_many_hash_should_become_nested_resources', () => {
    const router = mapped((map) =>
      map.resources('threads', { has_many: { messages: ['comments', { authors: 'threads' }] } }),
    );
    check(router, restful('threads'));
    check(
      router,
      restful('messages', { namePrefix: 'thread_', pathPrefix: 'threads/1/', options: { thread_id: '1' } }),
    );
    check(
      router,
      restful('comments', {
        namePrefix: 'thread_message_',
        pathPrefix: 'threads/1/messages/1/',
        options: { thread_id: '1', message_id: '1' },
      }),
    );
    check(
      router,
      restful('authors', {
        namePrefix: 'thread_message_',
        pathPrefix: 'threads/1/messages/1/',
        options: { thread_id: '1', message_id: '1' },
      }),
    );
    check(
      router,
      restful('threads', {
        namePrefix: 'thread_message_author_',
        pathPrefix: 'threads/1/messages/1/authors/1/',
        options: { thread_id: '1', message_id: '1', author_id: '1' },
      }),
    );
  });

  test('test_shallow_resource_has_many_should_become_shallow_nested_resources', () => {
    const router = mapped((map) => map.resources('messages', { has_many: ['comments', 'authors'], shallow: true }));
    check(router, restful('messages', { shallow: true }));
    check(
      router,
      restful('comments', {
        namePrefix: 'message_',
        pathPrefix: 'messages/1/',
        shallow: true,
        options: { message_id: '1' },
      }),
    );
    check(
      router,
      restful('authors', {
        namePrefix: 'message_',
        pathPrefix: 'messages/1/',
        shallow: true,
        options: { message_id: '1' },
      }),
    );
  });

  test('test_resource_has_one_should_become_nested_resources', () => {
    const router = mapped((map) => map.resources('messages', { has_one: 'logo' }));
    check(router, restful('messages'));
    check(
      router,
      singleton('logo', { namePrefix: 'message_', pathPrefix: 'messages/1/', options: { message_id: '1' } }),
    );
  });

  test('has_one with a list', () => {
    const router = mapped((map) => map.resources('messages', { has_one: ['logo', 'author'] }));
    check(
      router,
      singleton('logo', { namePrefix: 'message_', pathPrefix: 'messages/1/', options: { message_id: '1' } }),
    );
    check(
      router,
      singleton('author', { namePrefix: 'message_', pathPrefix: 'messages/1/', options: { message_id: '1' } }),
    );
  });

  test('test_shallow_resource_has_one_should_become_shallow_nested_resources: a singleton stays under its parent', () => {
    const router = mapped((map) => map.resources('messages', { has_one: 'logo', shallow: true }));
    check(router, restful('messages', { shallow: true }));
    check(
      router,
      singleton('logo', {
        namePrefix: 'message_',
        pathPrefix: 'messages/1/',
        shallow: true,
        options: { message_id: '1' },
      }),
    );
  });

  test('has_many and a block together: associations first, then the block', () => {
    const router = mapped((map) =>
      map.resources('messages', { has_many: 'comments', only: 'index' }, (message: any) =>
        message.resources('tags', { only: 'index' }),
      ),
    );
    expect([...new Set(router.routes.map((route) => route.controller))]).toEqual(['comments', 'tags', 'messages']);
    // has_many children do not inherit `only`.
    expect(router.routes.filter((route) => route.controller === 'comments')).toHaveLength(7);
  });
});

describe('namespaces', () => {
  test('test_resources_in_namespace', () => {
    const router = mapped((map) => map.namespace('backoffice', (backoffice: any) => backoffice.resources('products')));
    check(
      router,
      restful('products', { controller: 'backoffice/products', namePrefix: 'backoffice_', pathPrefix: 'backoffice/' }),
    );
    expect(rows(router)).toEqual(
      resourcesRows('products', 'product', 'backoffice/products', '/backoffice', 'backoffice_'),
    );
  });

  test('test_resource_has_many_in_namespace', () => {
    const router = mapped((map) =>
      map.namespace('backoffice', (backoffice: any) => backoffice.resources('products', { has_many: 'tags' })),
    );
    check(
      router,
      restful('products', { controller: 'backoffice/products', namePrefix: 'backoffice_', pathPrefix: 'backoffice/' }),
    );
    check(
      router,
      restful('tags', {
        controller: 'backoffice/tags',
        namePrefix: 'backoffice_product_',
        pathPrefix: 'backoffice/products/1/',
        options: { product_id: '1' },
      }),
    );
  });

  test('test_resource_has_one_in_namespace', () => {
    const router = mapped((map) =>
      map.namespace('backoffice', (backoffice: any) => backoffice.resources('products', { has_one: 'manufacturer' })),
    );
    check(
      router,
      restful('products', { controller: 'backoffice/products', namePrefix: 'backoffice_', pathPrefix: 'backoffice/' }),
    );
    check(
      router,
      singleton('manufacturer', {
        controller: 'backoffice/manufacturers',
        namePrefix: 'backoffice_product_',
        pathPrefix: 'backoffice/products/1/',
        options: { product_id: '1' },
      }),
    );
  });

  test('test_resources_in_nested_namespace', () => {
    const router = mapped((map) =>
      map.namespace('backoffice', (b: any) => b.namespace('admin', (admin: any) => admin.resources('products'))),
    );
    check(
      router,
      restful('products', {
        controller: 'backoffice/admin/products',
        namePrefix: 'backoffice_admin_',
        pathPrefix: 'backoffice/admin/',
      }),
    );
  });

  test('test_resources_using_namespace', () => {
    const router = mapped((map) => map.resources('products', { namespace: 'backoffice/' }));
    check(router, restful('products', { controller: 'backoffice/products' }));
  });

  test('test_nested_resources_using_namespace', () => {
    const router = mapped((map) =>
      map.namespace('backoffice', (b: any) => b.resources('products', (products: any) => products.resources('images'))),
    );
    check(
      router,
      restful('images', {
        controller: 'backoffice/images',
        namePrefix: 'backoffice_product_',
        pathPrefix: 'backoffice/products/1/',
        options: { product_id: '1' },
      }),
    );
  });

  test('test_nested_resources_in_nested_namespace', () => {
    const router = mapped((map) =>
      map.namespace('backoffice', (b: any) =>
        b.namespace('admin', (admin: any) =>
          admin.resources('products', (products: any) => products.resources('images')),
        ),
      ),
    );
    check(
      router,
      restful('images', {
        controller: 'backoffice/admin/images',
        namePrefix: 'backoffice_admin_product_',
        pathPrefix: 'backoffice/admin/products/1/',
        options: { product_id: '1' },
      }),
    );
  });

  test('a singleton in a namespace', () => {
    const router = mapped((map) => map.namespace('admin', (admin: any) => admin.resource('account')));
    check(router, singleton('account', { controller: 'admin/accounts', namePrefix: 'admin_', pathPrefix: 'admin/' }));
  });
});

describe('as: the path segment, not the name', () => {
  test('test_with_path_segment', () => {
    const router = mapped((map) => map.resources('messages', { as: 'reviews' }));
    check(router, restful('messages', { as: 'reviews' }));
    expect(params(router, 'GET', '/reviews/')).toEqual({ controller: 'messages', action: 'index' });
    expect(params(router, 'GET', '/messages')).toBeNull();
    expect(rows(router)[0]).toEqual(['messages', 'GET', '/reviews(.:format)', 'messages#index']);
  });

  test('test_multiple_with_path_segment_and_controller', () => {
    const router = mapped((map) => {
      map.resources('products', (products: any) =>
        products.resources('product_reviews', { as: 'reviews', controller: 'messages' }),
      );
      map.resources('tutors', (tutors: any) =>
        tutors.resources('tutor_reviews', { as: 'reviews', controller: 'comments' }),
      );
    });
    check(
      router,
      restful('product_reviews', {
        controller: 'messages',
        as: 'reviews',
        namePrefix: 'product_',
        pathPrefix: 'products/1/',
        options: { product_id: '1' },
      }),
    );
    check(
      router,
      restful('tutor_reviews', {
        controller: 'comments',
        as: 'reviews',
        namePrefix: 'tutor_',
        pathPrefix: 'tutors/1/',
        options: { tutor_id: '1' },
      }),
    );
  });

  test('test_with_path_segment_path_prefix_requirements', () => {
    const router = mapped((map) =>
      map.resources('messages', {
        as: 'comments',
        path_prefix: '/thread/:thread_id',
        requirements: { thread_id: /[0-9]\.[0-9]\.[0-9]/ },
      }),
    );
    expect(params(router, 'GET', '/thread/1.1.1/comments/1')).toEqual({
      controller: 'messages',
      action: 'show',
      thread_id: '1.1.1',
      id: '1',
    });
  });

  test('as applies to the nesting prefix; a nested resource has its own as', () => {
    const router = mapped((map) =>
      map.resources('messages', { as: 'notes' }, (message: any) =>
        message.resources('comments', { as: 'replies', only: 'index' }),
      ),
    );
    expect(rows(router)[0]).toEqual([
      'message_comments',
      'GET',
      '/notes/:message_id/replies(.:format)',
      'comments#index',
    ]);
  });
});

describe('options nested resources do not inherit', () => {
  const nested = (parent: Record<string, unknown>, child: Record<string, unknown>) =>
    mapped((map) => map.resources('products', parent, (product: any) => product.resources('images', child)));

  test.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    [
      'test_nested_resource_does_not_inherit_only_option',
      { only: 'show' },
      { except: 'destroy' },
      ['index', 'new', 'create', 'show', 'edit', 'update'],
    ],
    ['test_nested_resource_does_not_inherit_only_option_by_default', { only: 'show' }, {}, SEVEN],
    ['test_nested_resource_does_not_inherit_except_option', { except: 'show' }, { only: 'destroy' }, ['destroy']],
    ['test_nested_resource_does_not_inherit_except_option_by_default', { except: 'show' }, {}, SEVEN],
    [
      'test_nested_resource_has_only_show_and_member_action',
      { only: ['index', 'show'] },
      { member: { thumbnail: 'get' }, only: 'show' },
      ['show'],
    ],
  ])('%s', (_name, parent, child, allowed) => {
    const router = nested(parent, child);
    expect(allowedActions(router, '/products/1/images', '2', { product_id: '1' })).toEqual(only(SEVEN, allowed));
    expect(allowedActions(router, '/products/1/images', '2', { product_id: '1', format: 'xml' }, '.xml')).toEqual(
      only(SEVEN, allowed),
    );
  });

  test('test_nested_resource_has_only_show_and_member_action: the member action', () => {
    const router = nested({ only: ['index', 'show'] }, { member: { thumbnail: 'get' }, only: 'show' });
    expect(params(router, 'GET', '/products/1/images/2/thumbnail')).toEqual({
      controller: 'images',
      action: 'thumbnail',
      product_id: '1',
      id: '2',
    });
    expect(params(router, 'GET', '/products/1/images/2/thumbnail.jpg')).toEqual({
      controller: 'images',
      action: 'thumbnail',
      product_id: '1',
      id: '2',
      format: 'jpg',
    });
  });

  test('the controller and requirements of the parent are not inherited', () => {
    const router = mapped((map) =>
      map.resources('products', { controller: 'items', requirements: { id: /\d+/ } }, (product: any) =>
        product.resources('images', { only: 'show' }),
      ),
    );
    expect(params(router, 'GET', '/products/1/images/abc')).toEqual({
      controller: 'images',
      action: 'show',
      product_id: '1',
      id: 'abc',
    });
  });

  test('name_prefix and path_prefix of the parent carry over into the nesting prefixes', () => {
    const router = mapped((map) =>
      map.resources('messages', { path_prefix: '/threads/:thread_id', name_prefix: 'thread_' }, (message: any) =>
        message.resources('comments', { only: 'index' }),
      ),
    );
    expect(rows(router)[0]).toEqual([
      'thread_message_comments',
      'GET',
      '/threads/:thread_id/messages/:message_id/comments(.:format)',
      'comments#index',
    ]);
  });
});
