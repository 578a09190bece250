/**
 * `resources` expansion: the eight routes (update is PATCH then PUT) in Rails' order, their
 * names, controllers and paths, several names in one call, recognition and helpers.
 * Ported from Rails' resources_test.rb (test_default_restful_routes,
 * test_multiple_default_restful_routes, ...) and routing_test.rb (test_projects, ...).
 */
import { draw, params, resourcesRows, rows, target, type Block, type Row } from './support';

describe('declaration → routes, in order', () => {
  test.each<[string, Block, Row[]]>([
    ['resources photos', (r) => r.resources('photos'), resourcesRows('photos', 'photo')],
    [
      'several names share one call (test_multiple_default_restful_routes)',
      (r) => r.resources('messages', 'comments'),
      [...resourcesRows('messages', 'message'), ...resourcesRows('comments', 'comment')],
    ],
    [
      'several names share the options (test_multiple_resources_with_options)',
      (r) => r.resources('messages', 'comments', { controller: 'threads' }),
      [...resourcesRows('messages', 'message', 'threads'), ...resourcesRows('comments', 'comment', 'threads')],
    ],
    ['an irregular plural', (r) => r.resources('people'), resourcesRows('people', 'person')],
    [
      'an uncountable name takes _index (test_resources_for_uncountable_names)',
      (r) => r.resources('sheep'),
      resourcesRows('sheep', 'sheep'),
    ],
    [
      'the controller is never pluralized (test_resources_controller_name_is_not_pluralized)',
      (r) => r.resources('content'),
      resourcesRows('content', 'content'),
    ],
    [
      'taxis singularizes to taxi (test_resources_are_not_pluralized)',
      (r) => r.resources('taxis'),
      resourcesRows('taxis', 'taxi'),
    ],
    [
      'a controller option (test_projects)',
      (r) => r.resources('projects', { controller: 'project' }),
      resourcesRows('projects', 'project', 'project'),
    ],
  ])('%s', (_name, block, expected) => {
    expect(rows(draw(block))).toEqual(expected);
  });
});

describe('block routes come first, then the canonical ones', () => {
  test('a collection and a member route declared in the block precede index..destroy', () => {
    const router = draw((r) =>
      r.resources('photos', (r: any) => {
        r.get('search', { on: 'collection' });
        r.get('preview', { on: 'member' });
      }),
    );
    expect(router.routes.map((route) => route.action)).toEqual([
      'search',
      'preview',
      'index',
      'create',
      'new',
      'edit',
      'show',
      'update',
      'update',
      'destroy',
    ]);
  });

  test('nested resources precede the parent routes', () => {
    const router = draw((r) => r.resources('photos', (r: any) => r.resources('comments', { only: 'index' })));
    expect(router.routes.map((route) => `${route.controller}#${route.action}`)).toEqual([
      'comments#index',
      'photos#index',
      'photos#create',
      'photos#new',
      'photos#edit',
      'photos#show',
      'photos#update',
      'photos#update',
      'photos#destroy',
    ]);
  });

  test('a block route takes a name before the canonical route would', () => {
    // test_projects_with_post_action_and_new_path_on_collection. Rails' "new" there is a
    // String (a path); a bare word here reads as a Symbol (API.md Conventions), so '/new'.
    const router = draw((r) =>
      r.resources('projects', { controller: 'project' }, (r: any) =>
        r.post('/new', { action: 'new', on: 'collection', as: 'new' }),
      ),
    );
    expect(router.routes[0]).toMatchObject({
      name: 'new_projects',
      verb: 'POST',
      path: '/projects/new(.:format)',
      controller: 'project',
      action: 'new',
    });
    const h: any = router.helpers;
    expect(h.new_projects_path()).toBe('/projects/new');
    expect(h.new_project_path()).toBe('/projects/new');
  });
});

describe('recognition', () => {
  const router = draw((r) => {
    r.resources('photos');
    r.resources('sheep');
    r.namespace('transport', (r: any) => r.resources('taxis'));
  });

  test.each<[string, string, Record<string, unknown> | null]>([
    ['GET', '/photos', { controller: 'photos', action: 'index' }],
    ['GET', '/photos.json', { controller: 'photos', action: 'index', format: 'json' }],
    ['POST', '/photos', { controller: 'photos', action: 'create' }],
    ['GET', '/photos/new', { controller: 'photos', action: 'new' }],
    ['GET', '/photos/new.xml', { controller: 'photos', action: 'new', format: 'xml' }],
    ['GET', '/photos/1', { controller: 'photos', action: 'show', id: '1' }],
    ['GET', '/photos/1.xml', { controller: 'photos', action: 'show', id: '1', format: 'xml' }],
    ['GET', '/photos/1/edit', { controller: 'photos', action: 'edit', id: '1' }],
    ['GET', '/photos/1/edit.xml', { controller: 'photos', action: 'edit', id: '1', format: 'xml' }],
    ['PATCH', '/photos/1', { controller: 'photos', action: 'update', id: '1' }],
    ['PUT', '/photos/1', { controller: 'photos', action: 'update', id: '1' }],
    ['DELETE', '/photos/1', { controller: 'photos', action: 'destroy', id: '1' }],
    ['GET', '/photos/rails-rocks', { controller: 'photos', action: 'show', id: 'rails-rocks' }],
    ['GET', '/photos/', { controller: 'photos', action: 'index' }],
    // test_irregular_id_with_no_constraints_should_raise_error: a dot starts the format
    ['GET', '/photos/1.1.1', null],
    // test_should_not_allow_delete_or_patch_or_put_on_collection_path
    ['PATCH', '/photos', null],
    ['PUT', '/photos', null],
    ['DELETE', '/photos', null],
    ['POST', '/photos/new', null],
    ['GET', '/sheep', { controller: 'sheep', action: 'index' }],
    ['GET', '/sheep/1', { controller: 'sheep', action: 'show', id: '1' }],
    ['GET', '/transport/taxis/new', { controller: 'transport/taxis', action: 'new' }],
    ['DELETE', '/transport/taxis/1', { controller: 'transport/taxis', action: 'destroy', id: '1' }],
  ])('%s %s', (method, url, expected) => {
    expect(params(router, method, url)).toEqual(expected);
  });
});

describe('helpers', () => {
  const router = draw((r) => {
    r.resources('photos');
    r.resources('sheep', (r: any) => r.get('_it', { on: 'member' }));
    r.namespace('transport', (r: any) => r.resources('taxis'));
  });
  const h: any = router.helpers;

  test.each<[string, () => string, string]>([
    ['photos_path', () => h.photos_path(), '/photos'],
    ['photos_path with a format', () => h.photos_path({ format: 'xml' }), '/photos.xml'],
    ['new_photo_path', () => h.new_photo_path(), '/photos/new'],
    ['new_photo_path with a format', () => h.new_photo_path({ format: 'xml' }), '/photos/new.xml'],
    ['photo_path positional', () => h.photo_path(1), '/photos/1'],
    ['photo_path named', () => h.photo_path({ id: '1' }), '/photos/1'],
    ['photo_path with a positional format', () => h.photo_path(1, 'json'), '/photos/1.json'],
    ['edit_photo_path', () => h.edit_photo_path(1), '/photos/1/edit'],
    ['camelCase editPhotoPath', () => h.editPhotoPath(1), '/photos/1/edit'],
    ['sheep_index_path', () => h.sheep_index_path(), '/sheep'],
    ['sheep_path', () => h.sheep_path(1), '/sheep/1'],
    ['new_sheep_path', () => h.new_sheep_path(), '/sheep/new'],
    ['edit_sheep_path', () => h.edit_sheep_path(1), '/sheep/1/edit'],
    ['_it_sheep_path', () => h._it_sheep_path(1), '/sheep/1/_it'],
    ['transport_taxis_path', () => h.transport_taxis_path(), '/transport/taxis'],
    ['new_transport_taxi_path', () => h.new_transport_taxi_path(), '/transport/taxis/new'],
    ['edit_transport_taxi_path', () => h.edit_transport_taxi_path(1), '/transport/taxis/1/edit'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('create, update and destroy have no names of their own', () => {
    expect(
      router.routes
        .filter((route) => ['create', 'update', 'destroy'].includes(route.action ?? ''))
        .map((route) => route.name),
    ).toEqual(Array(12).fill(undefined));
  });

  test('url helpers use the default host', () => {
    const withHost = draw((r) => r.resources('photos'), { defaultUrlOptions: { host: 'example.com' } });
    const hh: any = withHost.helpers;
    expect(hh.photo_url(1)).toBe('http://example.com/photos/1');
    expect(hh.photos_url()).toBe('http://example.com/photos');
  });
});

describe('resources in namespaces (resources_test.rb)', () => {
  test.each<[string, Block, string, string, Record<string, string>]>([
    [
      'test_resources_in_namespace',
      (r) => r.namespace('backoffice', (r: any) => r.resources('products')),
      'backoffice/products',
      '/backoffice/products',
      { index: 'backoffice_products', show: 'backoffice_product' },
    ],
    [
      'test_resources_in_nested_namespace',
      (r) => r.namespace('backoffice', (r: any) => r.namespace('admin', (r: any) => r.resources('products'))),
      'backoffice/admin/products',
      '/backoffice/admin/products',
      {
        index: 'backoffice_admin_products',
        show: 'backoffice_admin_product',
        new: 'new_backoffice_admin_product',
        edit: 'edit_backoffice_admin_product',
      },
    ],
    [
      'test_resources_using_namespace (path: null, as: null)',
      (r) => r.namespace('backoffice', { path: null, as: null }, (r: any) => r.resources('products')),
      'backoffice/products',
      '/products',
      { index: 'products', show: 'product' },
    ],
    [
      'test_namespace_containing_numbers',
      (r) => r.namespace('v2', (r: any) => r.resources('subscriptions')),
      'v2/subscriptions',
      '/v2/subscriptions',
      { index: 'v2_subscriptions' },
    ],
  ])('%s', (_name, block, controller, base, expectedNames) => {
    const router = draw(block);
    const byAction = (action: string) => router.routes.find((route) => route.action === action);
    expect(byAction('index')).toMatchObject({ controller, path: `${base}(.:format)` });
    expect(byAction('edit')).toMatchObject({ controller, path: `${base}/:id/edit(.:format)` });
    for (const [action, name] of Object.entries(expectedNames)) expect(byAction(action)?.name).toBe(name);
    expect(target(router, 'GET', `${base}/1`)).toBe(`${controller}#show`);
  });
});
