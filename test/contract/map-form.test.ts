/** API.md § Map form — `router.map((map) => ...)` (Rails 2.3). */
import request from 'supertest';
import { Router } from '../../src';

const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

const map = (block: (m: any) => void, options: any = {}): Router => new Router(options).map(block);
const params = (router: Router, method: string, url: string): Record<string, unknown> | null =>
  router.recognize(method, url)?.params ?? null;
const rows = (router: Router): string[] =>
  router.routes.map((route) =>
    `${route.name ?? ''} ${route.verb} ${route.path.replace('(.:format)', '')} ${route.controller}#${route.action}`.trim(),
  );

describe('map.resources / map.resource', () => {
  test('map.resources(name): seven actions; update is PUT only', () => {
    const router = map((m) => m.resources('photos'));
    expect(rows(router).sort()).toEqual(
      [
        'photos GET /photos photos#index',
        'POST /photos photos#create',
        'new_photo GET /photos/new photos#new',
        'edit_photo GET /photos/:id/edit photos#edit',
        'photo GET /photos/:id photos#show',
        'PUT /photos/:id photos#update',
        'DELETE /photos/:id photos#destroy',
      ].sort(),
    );
    expect(router.routes.some((route) => route.verb.includes('PATCH'))).toBe(false);
    expect(params(router, 'PATCH', '/photos/1')).toBeNull();
    expect(params(router, 'PUT', '/photos/1')).toEqual({ controller: 'photos', action: 'update', id: '1' });
    expect(router.allowedMethods('/photos/1')).toEqual(['GET', 'HEAD', 'PUT', 'DELETE']);
  });

  test('map.resources(...names, options?)', () => {
    const router = map((m) => m.resources('photos', 'books', { only: ['index'] }));
    expect(rows(router)).toEqual(['photos GET /photos photos#index', 'books GET /books books#index']);
  });

  test('map.resource(name): six actions, no index, controller from the plural', () => {
    const router = map((m) => m.resource('account'));
    expect(rows(router).sort()).toEqual(
      [
        'new_account GET /account/new accounts#new',
        'POST /account accounts#create',
        'account GET /account accounts#show',
        'edit_account GET /account/edit accounts#edit',
        'PUT /account accounts#update',
        'DELETE /account accounts#destroy',
      ].sort(),
    );
  });

  test('map.resource(...names, options?)', () => {
    const router = map((m) => m.resource('account', 'profile', { only: ['show'] }));
    expect(rows(router)).toEqual(['account GET /account accounts#show', 'profile GET /profile profiles#show']);
  });

  test('the block receives the parent, on which resources/resource declare children', () => {
    const router = map((m) =>
      m.resources('posts', { only: [] }, (post: any) => {
        post.resources('comments', { only: ['index', 'show'] });
        post.resource('author', { only: ['show'] });
      }),
    );
    expect(router.helpers.post_comments_path(1)).toBe('/posts/1/comments');
    expect(router.helpers.post_comment_path(1, 2)).toBe('/posts/1/comments/2');
    expect(router.helpers.post_author_path(1)).toBe('/posts/1/author');
    expect(params(router, 'GET', '/posts/1/comments/2')).toEqual({
      controller: 'comments',
      action: 'show',
      post_id: '1',
      id: '2',
    });
    const singleton = map((m) =>
      m.resource('account', { only: [] }, (account: any) => account.resources('invoices', { only: ['index'] })),
    );
    expect(singleton.helpers.account_invoices_path()).toBe('/account/invoices');
  });
});

describe('map.connect, map.root, map.namespace', () => {
  test('map.connect(path, options)', () => {
    const router = map((m) => m.connect('about', { controller: 'pages', action: 'about' }));
    expect(params(router, 'GET', '/about')).toEqual({ controller: 'pages', action: 'about' });
    expect(params(router, 'POST', '/about')).toEqual({ controller: 'pages', action: 'about' });
  });

  test(':controller/:action/:id default routes', () => {
    const router = map((m) => {
      m.connect(':controller/:action/:id');
      m.connect(':controller/:action/:id.:format');
    });
    expect(params(router, 'GET', '/photos/show/1')).toEqual({ controller: 'photos', action: 'show', id: '1' });
    expect(params(router, 'GET', '/photos/show/1.json')).toEqual({
      controller: 'photos',
      action: 'show',
      id: '1',
      format: 'json',
    });
    expect(params(router, 'GET', '/photos/list')).toEqual({ controller: 'photos', action: 'list' });
    expect(params(router, 'GET', '/photos')).toEqual({ controller: 'photos', action: 'index' });
    expect(params(router, 'POST', '/photos/create')).toEqual({ controller: 'photos', action: 'create' });
  });

  test('map.root(options)', () => {
    const router = map((m) => m.root({ controller: 'pages', action: 'home' }));
    expect(router.helpers.root_path()).toBe('/');
    expect(params(router, 'GET', '/')).toEqual({ controller: 'pages', action: 'home' });
  });

  test('map.namespace(name, block)', () => {
    const router = map((m) =>
      m.namespace('admin', (admin: any) => admin.resources('photos', { only: ['index', 'show'] })),
    );
    expect(router.helpers.admin_photos_path()).toBe('/admin/photos');
    expect(router.helpers.admin_photo_path(3)).toBe('/admin/photos/3');
    expect(params(router, 'GET', '/admin/photos/3')).toEqual({ controller: 'admin/photos', action: 'show', id: '3' });
  });
});

describe('collection / member / new maps', () => {
  const router = map((m) =>
    m.resources('photos', {
      only: [],
      collection: { search: 'get', bulk: ['post', 'put'], any_verb: 'any' },
      member: { preview: 'get' },
      new: { draft: 'get' },
    }),
  );

  test("collection { search: 'get', bulk: ['post', 'put'], any_verb: 'any' }", () => {
    expect(router.helpers.search_photos_path()).toBe('/photos/search');
    expect(params(router, 'GET', '/photos/search')).toEqual({ controller: 'photos', action: 'search' });
    expect(params(router, 'POST', '/photos/search')).toBeNull();
    expect(router.helpers.bulk_photos_path()).toBe('/photos/bulk');
    expect(params(router, 'POST', '/photos/bulk')).toEqual({ controller: 'photos', action: 'bulk' });
    expect(params(router, 'PUT', '/photos/bulk')).toEqual({ controller: 'photos', action: 'bulk' });
    expect(params(router, 'GET', '/photos/bulk')).toBeNull();
    expect(router.helpers.any_verb_photos_path()).toBe('/photos/any_verb');
    for (const verb of ['GET', 'POST', 'PUT', 'DELETE'])
      expect(params(router, verb, '/photos/any_verb')).toEqual({ controller: 'photos', action: 'any_verb' });
  });

  test('member and new maps', () => {
    expect(router.helpers.preview_photo_path(1)).toBe('/photos/1/preview');
    expect(params(router, 'GET', '/photos/1/preview')).toEqual({ controller: 'photos', action: 'preview', id: '1' });
    expect(router.helpers.draft_new_photo_path()).toBe('/photos/new/draft');
    expect(params(router, 'GET', '/photos/new/draft')).toEqual({ controller: 'photos', action: 'draft' });
  });

  test("a new entry keyed new with 'any' lets /photos/new accept any method", () => {
    const any = map((m) => m.resources('photos', { new: { new: 'any' } }));
    for (const verb of ['GET', 'POST', 'PUT'])
      expect(params(any, verb, '/photos/new')).toEqual({ controller: 'photos', action: 'new' });
  });
});

describe('requirements', () => {
  test("{ id: /[a-z]+/, extra: 'literal' }: a RegExp constrains, a literal is passed as a parameter", () => {
    const router = map((m) =>
      m.resources('photos', { only: ['show'], requirements: { id: /[a-z]+/, extra: 'literal' } }),
    );
    expect(params(router, 'GET', '/photos/abc')).toEqual({
      controller: 'photos',
      action: 'show',
      id: 'abc',
      extra: 'literal',
    });
    expect(params(router, 'GET', '/photos/123')).toBeNull();
  });
});

describe('hash_for_<name>_path / hash_for_<name>_url', () => {
  const router = map((m) => m.resources('photos'), { defaultUrlOptions: { host: 'example.com' } });

  test('return { controller, action, use_route, only_path, ...params }', () => {
    expect(router.helpers.hash_for_photo_path({ id: 1 })).toEqual({
      controller: 'photos',
      action: 'show',
      use_route: 'photo',
      only_path: true,
      id: 1,
    });
    expect(router.helpers.hash_for_photos_url()).toEqual({
      controller: 'photos',
      action: 'index',
      use_route: 'photos',
      only_path: false,
    });
    expect(router.helpers.hash_for_edit_photo_url({ id: 5 })).toEqual({
      controller: 'photos',
      action: 'edit',
      use_route: 'edit_photo',
      only_path: false,
      id: 5,
    });
  });

  test('and also *_path / *_url', () => {
    expect(router.helpers.photo_path(1)).toBe('/photos/1');
    expect(router.helpers.photo_path({ id: 1 })).toBe('/photos/1');
    expect(router.helpers.photo_url(1)).toBe('http://example.com/photos/1');
  });
});

describe('options of map.resources (the map-form document)', () => {
  test('controller', () => {
    expect(
      params(
        map((m) => m.resources('photos', { controller: 'images', only: ['index'] })),
        'GET',
        '/photos',
      ),
    ).toEqual({ controller: 'images', action: 'index' });
  });

  test('singular', () => {
    expect(
      map((m) => m.resources('people', { singular: 'individual', only: ['show'] })).helpers.individual_path(1),
    ).toBe('/people/1');
  });

  test('as replaces the resource name in the URL path', () => {
    const router = map((m) => m.resources('photos', { as: 'fotos', only: ['index'] }));
    expect(router.helpers.photos_path()).toBe('/fotos');
  });

  test('has_one / has_many', () => {
    const router = map((m) => m.resources('posts', { only: [], has_one: 'author', has_many: ['comments'] }));
    expect(router.helpers.post_author_path(1)).toBe('/posts/1/author');
    expect(router.helpers.post_comments_path(1)).toBe('/posts/1/comments');
  });

  test('path_names', () => {
    const router = map((m) => m.resources('photos', { path_names: { new: 'nuevo', edit: 'editar' } }));
    expect(router.helpers.new_photo_path()).toBe('/photos/nuevo');
    expect(router.helpers.edit_photo_path(1)).toBe('/photos/1/editar');
  });

  test('path_prefix and name_prefix', () => {
    const router = map((m) =>
      m.resources('photos', { path_prefix: '/users/:user_id', name_prefix: 'user_', only: ['index'] }),
    );
    expect(router.helpers.user_photos_path(7)).toBe('/users/7/photos');
    expect(params(router, 'GET', '/users/7/photos')).toEqual({ controller: 'photos', action: 'index', user_id: '7' });
  });

  test('shallow', () => {
    const router = map((m) =>
      m.resources('posts', { shallow: true, only: [] }, (post: any) =>
        post.resources('comments', { only: ['index', 'show'] }),
      ),
    );
    expect(router.helpers.post_comments_path(1)).toBe('/posts/1/comments');
    expect(router.helpers.comment_path(2)).toBe('/comments/2');
  });

  test('only / except', () => {
    expect(rows(map((m) => m.resources('photos', { only: 'index' })))).toEqual(['photos GET /photos photos#index']);
    expect(
      map((m) => m.resources('photos', { except: ['index', 'show', 'new', 'edit', 'create', 'update'] })).routes.map(
        (route) => route.action,
      ),
    ).toEqual(['destroy']);
    expect(map((m) => m.resources('photos', { only: 'none' })).routes).toEqual([]);
    expect(map((m) => m.resources('photos', { only: 'all' })).routes).toHaveLength(7);
  });
});

describe.each(EXPRESSES)('%s: map-form routes over HTTP', (_name, express) => {
  const router = map((m) => m.resources('photos'));
  router.controllers.register('photos', {
    update: (req: any, res: any) => res.send(`update ${req.params.id}`),
    new: (_req: any, res: any) => res.send('new'),
  });
  const app = express();
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).send(err.message));

  test('PUT updates; a POST with _method=put too', async () => {
    await request(app).put('/photos/3').expect(200, 'update 3');
    await request(app).post('/photos/3').type('form').send('_method=put').expect(200, 'update 3');
  });

  test('POST to the new-resource route raises a routing error', async () => {
    const res = await request(app).post('/photos/new');
    expect(res.status).toBe(405);
    expect(res.text).toBe('No route matches [POST] "/photos/new"');
  });
});
