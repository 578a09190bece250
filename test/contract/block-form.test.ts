/** API.md § Conventions and § Block form — `router.draw((r) => ...)`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ArgumentError, Router, redirect } from '../../src';

const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

const draw = (block: (r: any) => void, options: any = {}): Router => new Router(options).draw(block);
const params = (router: Router, method: string, url: string, req?: any): Record<string, unknown> | null =>
  router.recognize(method, url, req)?.params ?? null;
const table = (router: Router): string[] =>
  router.routes.map((route) =>
    `${route.name ?? ''} ${route.verb} ${route.path} ${route.controller ?? ''}#${route.action ?? ''}`.trim(),
  );
const req = (over: any = {}): any => ({
  headers: { host: 'www.example.com' },
  hostname: 'www.example.com',
  subdomains: ['www'],
  ip: '10.0.0.1',
  protocol: 'http',
  ...over,
});

describe('Conventions', () => {
  test("Ruby symbols become strings: only: ['index', 'show'], via: 'get'", () => {
    const router = draw((r) => {
      r.resources('photos', { only: ['index', 'show'] });
      r.match('ping', { to: 'health#ping', via: 'get' });
    });
    expect(table(router)).toEqual([
      'photos GET /photos(.:format) photos#index',
      'photo GET /photos/:id(.:format) photos#show',
      'ping GET /ping(.:format) health#ping',
    ]);
  });

  test('shallow_path ≡ shallowPath', () => {
    const snake = draw((r) =>
      r.resources('posts', { shallow: true, shallow_path: 'sekret' }, (r: any) =>
        r.resources('comments', { only: ['show'] }),
      ),
    );
    const camel = draw((r) =>
      r.resources('posts', { shallow: true, shallowPath: 'sekret' }, (r: any) =>
        r.resources('comments', { only: ['show'] }),
      ),
    );
    expect(snake.routes.find((route) => route.action === 'show' && route.controller === 'comments')?.path).toBe(
      '/sekret/comments/:id(.:format)',
    );
    expect(camel.routes).toEqual(snake.routes);
  });

  test('path_names ≡ pathNames', () => {
    const snake = draw((r) => r.resources('photos', { path_names: { new: 'make', edit: 'change' } }));
    const camel = draw((r) => r.resources('photos', { pathNames: { new: 'make', edit: 'change' } }));
    expect(snake.helpers.new_photo_path()).toBe('/photos/make');
    expect(snake.helpers.edit_photo_path(1)).toBe('/photos/1/change');
    expect(camel.routes).toEqual(snake.routes);
  });

  test('has_many ≡ hasMany (map form)', () => {
    const snake = new Router().map((map: any) => map.resources('posts', { has_many: 'comments' }));
    const camel = new Router().map((map: any) => map.resources('posts', { hasMany: 'comments' }));
    expect(snake.helpers.post_comments_path(1)).toBe('/posts/1/comments');
    expect(camel.routes).toEqual(snake.routes);
  });

  test('name_prefix ≡ namePrefix (map form)', () => {
    const snake = new Router().map((map: any) => map.resources('photos', { name_prefix: 'my_' }));
    const camel = new Router().map((map: any) => map.resources('photos', { namePrefix: 'my_' }));
    expect(snake.helpers.my_photos_path()).toBe('/photos');
    expect(camel.routes).toEqual(snake.routes);
  });

  test('resourcesPathNames and resources_path_names are both methods', () => {
    const a = draw((r) => {
      r.resourcesPathNames({ new: 'nuevo' });
      r.resources('photos', { only: ['new'] });
    });
    const b = draw((r) => {
      r.resources_path_names({ new: 'nuevo' });
      r.resources('photos', { only: ['new'] });
    });
    expect(a.helpers.new_photo_path()).toBe('/photos/nuevo');
    expect(b.routes).toEqual(a.routes);
  });

  test('a block is a callback that receives the mapper', () => {
    let seen: any;
    const router = draw((r) =>
      r.resources('photos', (inner: any) => {
        seen = inner;
        inner.get('preview', { on: 'member' });
      }),
    );
    expect(typeof seen.resources).toBe('function');
    expect(params(router, 'GET', '/photos/1/preview')).toEqual({ controller: 'photos', action: 'preview', id: '1' });
  });

  test("a bare word is an action name: r.get('preview')", () => {
    const router = draw((r) => r.resources('photos', { only: [] }, (r: any) => r.member((r: any) => r.get('preview'))));
    expect(table(router)).toEqual(['preview_photo GET /photos/:id/preview(.:format) photos#preview']);
  });

  test("a canonical action adds no segment: r.match('new', { on: 'new', via: 'get' })", () => {
    const router = draw((r) =>
      r.resources('photos', { only: [] }, (r: any) => r.match('new', { on: 'new', via: 'get' })),
    );
    expect(router.routes.map((route) => [route.verb, route.path, route.action])).toEqual([
      ['GET', '/photos/new(.:format)', 'new'],
    ]);
  });

  test('path_names apply to a bare-word action', () => {
    const router = draw((r) =>
      r.resources('photos', { only: [], path_names: { preview: 'vista' } }, (r: any) =>
        r.member((r: any) => r.get('preview')),
      ),
    );
    expect(router.routes.map((route) => [route.path, route.action])).toEqual([
      ['/photos/:id/vista(.:format)', 'preview'],
    ]);
  });

  test("'photos/search' is a path string (controller#action from the path)", () => {
    const router = draw((r) => r.get('photos/search'));
    expect(table(router)).toEqual(['photos_search GET /photos/search(.:format) photos#search']);
  });

  test("'/new' is a path string, not the new action", () => {
    const router = draw((r) =>
      r.resources('photos', { only: [] }, (r: any) => r.collection((r: any) => r.get('/new', { action: 'fresh' }))),
    );
    expect(router.routes.map((route) => [route.path, route.action])).toEqual([['/photos/new(.:format)', 'fresh']]);
    const bare = draw((r) => r.resources('photos', { only: [] }, (r: any) => r.collection((r: any) => r.get('new'))));
    expect(bare.routes.map((route) => [route.path, route.action])).toEqual([['/photos(.:format)', 'new']]);
  });

  test("'x/:id' is a path string", () => {
    const router = draw((r) => r.get('x/:id', { to: 'x#show' }));
    expect(router.routes[0]?.path).toBe('/x/:id(.:format)');
    expect(params(router, 'GET', '/x/4')).toEqual({ controller: 'x', action: 'show', id: '4' });
  });

  test("hash form: the key is a path string and a Symbol value names an action ({ logout: Symbol.for('destroy') })", () => {
    const router = draw((r) => r.controller('sessions', (r: any) => r.get({ logout: Symbol.for('destroy') })));
    expect(params(router, 'GET', '/logout')).toEqual({ controller: 'sessions', action: 'destroy' });
    const key = draw((r) => r.get({ new: 'pages#fresh' }));
    expect(key.routes[0]?.path).toBe('/new(.:format)');
  });

  test('inflection as Rails: resource :taxis → taxis, me → mes', () => {
    expect(draw((r) => r.resource('taxis', { only: ['show'] })).routes[0]?.controller).toBe('taxis');
    expect(draw((r) => r.resource('me', { only: ['show'] })).routes[0]?.controller).toBe('mes');
  });

  test('declaration errors are thrown synchronously as ArgumentError (extends TypeError)', () => {
    let thrown: unknown;
    try {
      draw((r) => r.collection(() => undefined));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ArgumentError);
    expect(thrown).toBeInstanceOf(TypeError);
  });
});

describe('resources / resource', () => {
  test('r.resources(...names, options?, block?)', () => {
    const router = draw((r) =>
      r.resources('photos', 'books', { only: ['index'] }, (r: any) => r.get('search', { on: 'collection' })),
    );
    expect(table(router)).toEqual([
      'search_photos GET /photos/search(.:format) photos#search',
      'photos GET /photos(.:format) photos#index',
      'search_books GET /books/search(.:format) books#search',
      'books GET /books(.:format) books#index',
    ]);
  });

  test('r.resource(...names, options?, block?)', () => {
    const router = draw((r) =>
      r.resource('profile', 'account', { only: ['show'] }, (r: any) => r.get('preview', { on: 'member' })),
    );
    expect(table(router)).toEqual([
      'preview_profile GET /profile/preview(.:format) profiles#preview',
      'profile GET /profile(.:format) profiles#show',
      'preview_account GET /account/preview(.:format) accounts#preview',
      'account GET /account(.:format) accounts#show',
    ]);
  });

  test('resource generates six routes, no index', () => {
    const router = draw((r) => r.resource('geocoder'));
    expect(router.routes.map((route) => `${route.verb} ${route.path} ${route.action}`)).toEqual([
      'GET /geocoder/new(.:format) new',
      'GET /geocoder/edit(.:format) edit',
      'GET /geocoder(.:format) show',
      'PATCH /geocoder(.:format) update',
      'PUT /geocoder(.:format) update',
      'DELETE /geocoder(.:format) destroy',
      'POST /geocoder(.:format) create',
    ]);
  });
});

describe('scopes', () => {
  test('namespace(name, options?, block)', () => {
    const router = draw((r) => {
      r.namespace('admin', (r: any) => r.resources('photos', { only: ['show'] }));
      r.namespace('api', { path: 'v1' }, (r: any) => r.resources('photos', { only: ['show'] }));
    });
    expect(table(router)).toEqual([
      'admin_photo GET /admin/photos/:id(.:format) admin/photos#show',
      'api_photo GET /v1/photos/:id(.:format) api/photos#show',
    ]);
  });

  test("scope(...paths, options?, block): r.scope('v3', 'admin', block) → /v3/admin", () => {
    const router = draw((r) => {
      r.scope('v3', 'admin', (r: any) => r.get('stats', { to: 'stats#index' }));
      r.scope('v4', 'admin', { as: 'four' }, (r: any) => r.get('stats', { to: 'stats#index' }));
    });
    expect(router.routes.map((route) => route.path)).toEqual([
      '/v3/admin/stats(.:format)',
      '/v4/admin/stats(.:format)',
    ]);
    expect(router.routes[1]?.name).toBe('four_stats');
  });

  test('controller(name, options?, block)', () => {
    const router = draw((r) => {
      r.controller('pages', (r: any) => r.get('about', { action: 'about' }));
      r.controller('pages', { path: 'p' }, (r: any) => r.get('help', { action: 'help' }));
    });
    expect(params(router, 'GET', '/about')).toEqual({ controller: 'pages', action: 'about' });
    expect(params(router, 'GET', '/p/help')).toEqual({ controller: 'pages', action: 'help' });
  });

  test('shallow(block)', () => {
    const router = draw((r) =>
      r.shallow((r: any) =>
        r.resources('posts', { only: [] }, (r: any) => r.resources('comments', { only: ['index', 'show'] })),
      ),
    );
    expect(table(router)).toEqual([
      'post_comments GET /posts/:post_id/comments(.:format) comments#index',
      'comment GET /comments/:id(.:format) comments#show',
    ]);
  });

  test('constraints(c, block)', () => {
    const router = draw((r) => r.constraints({ id: /\d+/ }, (r: any) => r.resources('photos', { only: ['show'] })));
    expect(params(router, 'GET', '/photos/12')).toEqual({ controller: 'photos', action: 'show', id: '12' });
    expect(params(router, 'GET', '/photos/ab')).toBeNull();
  });

  test('defaults(d, block)', () => {
    const router = draw((r) => r.defaults({ format: 'json' }, (r: any) => r.get('feed', { to: 'feed#index' })));
    expect(params(router, 'GET', '/feed')).toEqual({ controller: 'feed', action: 'index', format: 'json' });
  });

  test('member, collection, new, nested', () => {
    const router = draw((r) =>
      r.resources('photos', { only: [] }, (r: any) => {
        r.member((r: any) => r.get('preview'));
        r.collection((r: any) => r.get('search'));
        r.new((r: any) => r.get('draft'));
        r.nested((r: any) => r.get('stats'));
      }),
    );
    expect(table(router)).toEqual([
      'preview_photo GET /photos/:id/preview(.:format) photos#preview',
      'search_photos GET /photos/search(.:format) photos#search',
      'draft_new_photo GET /photos/new/draft(.:format) photos#draft',
      'photo_stats GET /photos/:photo_id/stats(.:format) photos#stats',
    ]);
  });
});

describe('match and the verb methods', () => {
  test('r.match(path, options) and r.match({ [path]: target, ...options })', () => {
    const router = draw((r) => {
      r.match('a', { to: 'x#a', via: 'get' });
      r.match({ b: 'x#b', via: 'post' });
    });
    expect(params(router, 'GET', '/a')).toEqual({ controller: 'x', action: 'a' });
    expect(params(router, 'POST', '/b')).toEqual({ controller: 'x', action: 'b' });
    expect(params(router, 'GET', '/b')).toBeNull();
  });

  test.each(['get', 'post', 'put', 'patch', 'delete', 'options'])(
    'r.%s takes the same arguments and sets via',
    (verb) => {
      const router = draw((r) => {
        r[verb]('one', { to: 'x#one' });
        r[verb]({ two: 'x#two' });
      });
      expect(router.routes.map((route) => route.verb)).toEqual([verb.toUpperCase(), verb.toUpperCase()]);
      expect(params(router, verb.toUpperCase(), '/two')).toEqual({ controller: 'x', action: 'two' });
    },
  );

  test("via: a verb, a list, or 'all'", () => {
    const router = draw((r) => {
      r.match('one', { to: 'x#one', via: 'put' });
      r.match('list', { to: 'x#list', via: ['get', 'post'] });
      r.match('any', { to: 'x#any', via: 'all' });
    });
    expect(params(router, 'PUT', '/one')).not.toBeNull();
    expect(params(router, 'GET', '/one')).toBeNull();
    expect(params(router, 'GET', '/list')).not.toBeNull();
    expect(params(router, 'POST', '/list')).not.toBeNull();
    expect(params(router, 'DELETE', '/list')).toBeNull();
    for (const verb of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(params(router, verb, '/any')).toEqual({ controller: 'x', action: 'any' });
  });

  test("a Symbol value in the hash form sets the action: { preview: Symbol.for('preview') }", () => {
    const inline = draw((r) =>
      r.resources('photos', { only: [] }, (r: any) => r.get({ preview: Symbol.for('preview'), on: 'member' })),
    );
    expect(params(inline, 'GET', '/photos/3/preview')).toEqual({ controller: 'photos', action: 'preview', id: '3' });
  });

  test('hash form: a String with # sets to, another String the controller, anything else (a handler) sets to', () => {
    const handler = (_req: any, res: any): void => res.end();
    const router = draw((r) => {
      r.get({ one: 'pages#one' });
      r.get({ two: 'pages', action: 'two' });
      r.get({ three: handler });
    });
    expect(params(router, 'GET', '/one')).toEqual({ controller: 'pages', action: 'one' });
    expect(params(router, 'GET', '/two')).toEqual({ controller: 'pages', action: 'two' });
    expect(params(router, 'GET', '/three')).toEqual({});
  });

  test.each(EXPRESSES)("%s: to: 'controller#action', an Express handler, or redirect(...)", async (_name, express) => {
    const router = draw((r) => {
      r.get('c', { to: 'pages#c' });
      r.get('h', { to: (_req: any, res: any) => res.send('handler') });
      r.get('r', { to: redirect('/c') });
    });
    router.controllers.register('pages', { c: (_req: any, res: any) => res.send('controller') });
    const app = express();
    app.use(router.middleware());
    await request(app).get('/c').expect(200, 'controller');
    await request(app).get('/h').expect(200, 'handler');
    const res = await request(app).get('/r').expect(301);
    expect(res.headers.location).toMatch(/^(https?:\/\/[^/]+)?\/c$/);
  });
});

describe('root, draw, mount', () => {
  test('r.root(target | options) and r.root(target, options)', () => {
    expect(table(draw((r) => r.root('pages#home')))).toEqual(['root GET / pages#home']);
    expect(table(draw((r) => r.root({ to: 'pages#home' })))).toEqual(['root GET / pages#home']);
    expect(table(draw((r) => r.root('pages#home', { as: 'home' })))).toEqual(['home GET / pages#home']);
  });

  test('root inside resources goes under the resource path', () => {
    const router = draw((r) => r.resources('photos', { only: [] }, (r: any) => r.root({ action: 'index' })));
    expect(router.routes.map((route) => [route.name, route.verb, route.controller, route.action])).toEqual([
      ['photos_root', 'GET', 'photos', 'index'],
    ]);
    expect(params(router, 'GET', '/photos')).toEqual({ controller: 'photos', action: 'index' });
  });

  test.each(EXPRESSES)('%s: r.mount(handler, { at, as?, via?, constraints? })', async (_name, express) => {
    const engine = (req: any, res: any): void => {
      res.end(`${req.method} ${req.baseUrl}|${req.url}`);
    };
    const router = draw((r) => {
      r.mount(engine, { at: '/engine', as: 'engine' });
      r.mount(engine, { at: '/getonly', via: 'get' });
      r.mount(engine, { at: '/api', constraints: { subdomain: 'api' } });
    });
    expect(router.helpers.engine_path()).toBe('/engine');
    const app = express();
    app.use(router.middleware());
    await request(app).get('/engine/deep/x?q=1').expect(200, 'GET /engine|/deep/x?q=1');
    await request(app).post('/engine').expect(200);
    await request(app).get('/getonly/a').expect(200);
    expect((await request(app).post('/getonly/a')).status).not.toBe(200);
    expect((await request(app).get('/api/a').set('Host', 'www.example.com')).status).toBe(404);
    await request(app).get('/api/a').set('Host', 'api.example.com').expect(200);
  });
});

describe('concerns', () => {
  test('r.concern(name, block), r.concerns(...names), and the concerns option', () => {
    const router = draw((r) => {
      r.concern('commentable', (r: any) => r.resources('comments', { only: ['index'] }));
      r.concern('imageable', (r: any) => r.resources('images', { only: ['index'] }));
      r.resources('posts', { only: [], concerns: ['commentable', 'imageable'] });
      r.resources('photos', { only: [] }, (r: any) => r.concerns('commentable', 'imageable'));
      r.resources('videos', { only: [], concerns: 'commentable' });
    });
    expect(router.routes.map((route) => route.path)).toEqual([
      '/posts/:post_id/comments(.:format)',
      '/posts/:post_id/images(.:format)',
      '/photos/:photo_id/comments(.:format)',
      '/photos/:photo_id/images(.:format)',
      '/videos/:video_id/comments(.:format)',
    ]);
  });

  test('a concern may be (mapper, options) => void; r.concerns(...names, options)', () => {
    const router = draw((r) => {
      r.concern('purgeable', (mapper: any, options: any) => mapper.collection((m: any) => m.post('purge', options)));
      r.resources('photos', { only: [] }, (r: any) => r.concerns('purgeable', { as: 'wipe' }));
    });
    expect(table(router)).toEqual(['wipe_photos POST /photos/purge(.:format) photos#purge']);
  });
});

describe('resolve, direct', () => {
  test('r.resolve(modelName, (record, options) => routeName | [routeName, ...args])', () => {
    const router = draw((r) => {
      r.resource('basket', { only: ['show'] });
      r.resources('photos', { only: ['show'] });
      r.resolve('Basket', () => 'basket');
      r.resolve('Picture', (record: any, options: any) => ['photo', record.id, options]);
    });
    class Basket {
      id = 1;
    }
    class Picture {
      id = 7;
    }
    expect(router.helpers.polymorphic_path(new Basket())).toBe('/basket');
    expect(router.helpers.polymorphic_path(new Picture(), { format: 'json' })).toBe('/photos/7.json');
  });

  test('r.direct(name, (...args) => string | object)', () => {
    const router = draw((r) => {
      r.resources('photos', { only: ['show'] });
      r.direct('homepage', () => 'https://rubyonrails.org');
      r.direct('pic', (id: any) => ({ controller: 'photos', action: 'show', id }));
    });
    expect(router.helpers.homepage_url()).toBe('https://rubyonrails.org');
    expect(router.helpers.pic_path(5)).toBe('/photos/5');
  });
});

describe('redirect', () => {
  test.each(EXPRESSES)(
    '%s: %{name} is replaced by the matched parameter; default status 301; { status }',
    async (_name, express) => {
      const router = draw((r) => {
        r.get('stories/:name', { to: redirect('/articles/%{name}') });
        r.get('temp/:id', { to: redirect('/photos/%{id}', { status: 302 }) });
        r.get('fn/:id', { to: redirect((p: any, rq: any) => `/photos/${p.id}?m=${rq.method}`) });
      });
      const app = express();
      app.use(router.middleware());
      const location = async (url: string, status: number): Promise<string> => {
        const res = await request(app).get(url).expect(status);
        return String(res.headers.location).replace(/^https?:\/\/[^/]+/, '');
      };
      expect(await location('/stories/hello', 301)).toBe('/articles/hello');
      expect(await location('/temp/9', 302)).toBe('/photos/9');
      expect(await location('/fn/4', 301)).toBe('/photos/4?m=GET');
    },
  );
});

describe('segment constraints', () => {
  test('constraints: { id: /\\d+/ }', () => {
    const router = draw((r) => r.resources('photos', { only: ['show'], constraints: { id: /\d+/ } }));
    expect(params(router, 'GET', '/photos/12')).not.toBeNull();
    expect(params(router, 'GET', '/photos/a12')).toBeNull();
  });

  test("a RegExp at the key of the parameter: r.get('photos/:id', { to: 'photos#show', id: /[A-Z]\\d{5}/ })", () => {
    const router = draw((r) => r.get('photos/:id', { to: 'photos#show', id: /[A-Z]\d{5}/ }));
    expect(params(router, 'GET', '/photos/A12345')).toEqual({ controller: 'photos', action: 'show', id: 'A12345' });
    expect(params(router, 'GET', '/photos/12345')).toBeNull();
    expect(params(router, 'GET', '/photos/A123456')).toBeNull();
    expect(router.routes[0]?.requirements).toEqual({ id: /[A-Z]\d{5}/ });
  });
});

describe('request constraints', () => {
  const router = draw((r) => {
    r.get('sub', { to: 'x#sub', constraints: { subdomain: 'api' } });
    r.get('subre', { to: 'x#subre', constraints: { subdomain: /^ap/ } });
    r.get('subarr', { to: 'x#subarr', constraints: { subdomain: ['api', 'www'] } });
    r.get('hasSub', { to: 'x#hasSub', constraints: { subdomain: true } });
    r.get('noSub', { to: 'x#noSub', constraints: { subdomain: false } });
    r.get('host', { to: 'x#host', constraints: { host: 'www.example.com' } });
    r.get('ip', { to: 'x#ip', constraints: { ip: /^192\.168\./ } });
    r.get('proto', { to: 'x#proto', constraints: { protocol: 'https' } });
    r.get('port', { to: 'x#port', constraints: { port: 8080 } });
    r.get('fn/:id', { to: 'x#fn', constraints: (rq: any) => rq.params.id === '1' });
    r.get('obj/:id', { to: 'x#obj', constraints: { matches: (rq: any) => rq.params.id === '2' } });
  });

  test('a string compared with the value', () => {
    expect(
      params(
        router,
        'GET',
        '/sub',
        req({ subdomains: ['api'], hostname: 'api.example.com', headers: { host: 'api.example.com' } }),
      ),
    ).toEqual({ controller: 'x', action: 'sub' });
    expect(params(router, 'GET', '/sub', req())).toBeNull();
    expect(params(router, 'GET', '/host', req())).not.toBeNull();
    expect(
      params(router, 'GET', '/host', req({ hostname: 'other.example.com', headers: { host: 'other.example.com' } })),
    ).toBeNull();
    expect(params(router, 'GET', '/proto', req({ protocol: 'https' }))).not.toBeNull();
    expect(params(router, 'GET', '/proto', req())).toBeNull();
  });

  test('a RegExp against the value as a string', () => {
    expect(params(router, 'GET', '/subre', req({ subdomains: ['apps'] }))).not.toBeNull();
    expect(params(router, 'GET', '/subre', req())).toBeNull();
    expect(params(router, 'GET', '/ip', req({ ip: '192.168.1.4' }))).not.toBeNull();
    expect(params(router, 'GET', '/ip', req())).toBeNull();
  });

  test('an array by membership', () => {
    expect(params(router, 'GET', '/subarr', req())).not.toBeNull();
    expect(params(router, 'GET', '/subarr', req({ subdomains: ['cdn'] }))).toBeNull();
  });

  test('true/false for present/absent', () => {
    expect(params(router, 'GET', '/hasSub', req())).not.toBeNull();
    expect(
      params(
        router,
        'GET',
        '/hasSub',
        req({ subdomains: [], hostname: 'example.com', headers: { host: 'example.com' } }),
      ),
    ).toBeNull();
    expect(
      params(
        router,
        'GET',
        '/noSub',
        req({ subdomains: [], hostname: 'example.com', headers: { host: 'example.com' } }),
      ),
    ).not.toBeNull();
    expect(params(router, 'GET', '/noSub', req())).toBeNull();
  });

  test('a string against the value as a string (port)', () => {
    const r3 = draw((r) => r.get('p', { to: 'x#p', constraints: { port: '8080' } }));
    expect(params(r3, 'GET', '/p', req({ headers: { host: 'www.example.com:8080' } }))).not.toBeNull();
    expect(params(r3, 'GET', '/p', req({ headers: { host: 'www.example.com:9090' } }))).toBeNull();
  });

  test('a number by equality (port)', () => {
    expect(params(router, 'GET', '/port', req({ headers: { host: 'www.example.com:8080' } }))).not.toBeNull();
    expect(params(router, 'GET', '/port', req({ headers: { host: 'www.example.com:8081' } }))).toBeNull();
  });

  test('a function (req) => boolean and an object with matches(req); req.params holds the path parameters', () => {
    expect(params(router, 'GET', '/fn/1', req())).toEqual({ controller: 'x', action: 'fn', id: '1' });
    expect(params(router, 'GET', '/fn/2', req())).toBeNull();
    expect(params(router, 'GET', '/obj/2', req())).toEqual({ controller: 'x', action: 'obj', id: '2' });
    expect(params(router, 'GET', '/obj/1', req())).toBeNull();
  });

  test.each(EXPRESSES)('%s: request constraints through the middleware', async (_name, express) => {
    if (!router.controllers.has('x')) router.controllers.register('x', { sub: (_q: any, res: any) => res.send('sub') });
    const app = express();
    app.use(router.middleware());
    await request(app).get('/sub').set('Host', 'api.example.com').expect(200, 'sub');
    await request(app).get('/sub').set('Host', 'www.example.com').expect(404);
  });

  test('string subdomain/host/port/protocol constraints are defaults for _url generation', () => {
    const r2 = draw(
      (r) => {
        r.get('a', { to: 'x#a', as: 'sub', constraints: { subdomain: 'api' } });
        r.get('b', { to: 'x#b', as: 'hosted', constraints: { host: 'other.org' } });
        r.get('c', { to: 'x#c', as: 'ported', constraints: { port: '8080' } });
        r.get('d', { to: 'x#d', as: 'secure', constraints: { protocol: 'https' } });
      },
      { defaultUrlOptions: { host: 'example.com' } },
    );
    expect(r2.helpers.sub_url()).toBe('http://api.example.com/a');
    expect(r2.helpers.hosted_url()).toBe('http://other.org/b');
    expect(r2.helpers.ported_url()).toBe('http://example.com:8080/c');
    expect(r2.helpers.secure_url()).toMatch(/^https:\/\/example\.com\/d$/);
  });
});

describe('path syntax', () => {
  const router = draw((r) => {
    r.get('files/*path', { to: 'files#show' });
    r.get('(/:locale)/descriptions', { to: 'descriptions#index' });
    r.get('items/:id', { to: 'items#show' });
    r.get('nofmt/:id', { to: 'x#nofmt', format: false });
    r.get('reqfmt/:id', { to: 'x#reqfmt', format: true });
    r.get('deffmt/:id', { to: 'x#deffmt', format: 'json' });
    r.get('dotty/:id', { to: 'x#dotty', constraints: { id: /[^/]+/ } });
  });

  test(':name parameter, *name glob, ( ... ) optional part, (.:format)', () => {
    expect(params(router, 'GET', '/files/a/b/c.txt')).toEqual({
      controller: 'files',
      action: 'show',
      path: 'a/b/c',
      format: 'txt',
    });
    expect(params(router, 'GET', '/descriptions')).toEqual({ controller: 'descriptions', action: 'index' });
    expect(params(router, 'GET', '/en/descriptions')).toEqual({
      controller: 'descriptions',
      action: 'index',
      locale: 'en',
    });
    expect(params(router, 'GET', '/items/3.xml')).toEqual({
      controller: 'items',
      action: 'show',
      id: '3',
      format: 'xml',
    });
  });

  test('a dynamic segment matches [^/.?]+ unless constrained', () => {
    expect(params(router, 'GET', '/items/a.b.c')).toBeNull();
    expect(params(router, 'GET', '/dotty/a.b')).toEqual({ controller: 'x', action: 'dotty', id: 'a.b' });
  });

  test('every route gets an optional (.:format) unless format: false', () => {
    expect(router.routes.find((route) => route.action === 'show' && route.controller === 'items')?.path).toBe(
      '/items/:id(.:format)',
    );
    expect(router.routes.find((route) => route.action === 'nofmt')?.path).toBe('/nofmt/:id');
    expect(params(router, 'GET', '/nofmt/1')).toEqual({ controller: 'x', action: 'nofmt', id: '1' });
    expect(params(router, 'GET', '/nofmt/1.json')).toBeNull();
  });

  test('format: true makes it required', () => {
    expect(params(router, 'GET', '/reqfmt/1')).toBeNull();
    expect(params(router, 'GET', '/reqfmt/1.json')).toEqual({
      controller: 'x',
      action: 'reqfmt',
      id: '1',
      format: 'json',
    });
  });

  test("format: 'json' makes it optional with a default", () => {
    expect(params(router, 'GET', '/deffmt/1')).toEqual({ controller: 'x', action: 'deffmt', id: '1', format: 'json' });
    expect(params(router, 'GET', '/deffmt/1.json')).toEqual({
      controller: 'x',
      action: 'deffmt',
      id: '1',
      format: 'json',
    });
  });
});

describe('draw(name)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-draw-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.mkdirSync(path.join(dir, 'b'));
    fs.writeFileSync(path.join(dir, 'a', 'js.js'), "module.exports = (r) => { r.get('from_js', { to: 'x#js' }); };\n");
    fs.writeFileSync(
      path.join(dir, 'a', 'esm.js'),
      "exports.default = (r) => { r.get('from_default', { to: 'x#default' }); };\n",
    );
    fs.writeFileSync(
      path.join(dir, 'b', 'cjs.cjs'),
      "module.exports = (r) => { r.get('from_cjs', { to: 'x#cjs' }); };\n",
    );
    fs.writeFileSync(
      path.join(dir, 'b', 'ts.ts'),
      "export default (r: any): void => { r.get('from_ts', { to: 'x#ts' }); };\n",
    );
    fs.writeFileSync(path.join(dir, 'b', 'js.js'), "module.exports = (r) => { r.get('from_b', { to: 'x#b' }); };\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('requires <dir>/<name>.js, .cjs or .ts from each routesPath dir in order; default export or module.exports', () => {
    const router = new Router({ routesPath: [path.join(dir, 'a'), path.join(dir, 'b')] }).draw((r) => {
      r.draw('js');
      r.draw('esm');
      r.draw('cjs');
      r.draw('ts');
    });
    expect(router.routes.map((route) => route.action)).toEqual(['js', 'default', 'cjs', 'ts']);
  });

  test('the drawn block runs in the current scope', () => {
    const router = new Router({ routesPath: path.join(dir, 'a') }).draw((r) =>
      r.namespace('admin', (r: any) => r.draw('js')),
    );
    expect(router.routes[0]?.path).toBe('/admin/from_js(.:format)');
  });
});
