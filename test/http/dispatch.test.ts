/**
 * Dispatch through real requests: registered controllers (by name, by class, namespaced),
 * one instance per request, req.params, errors to next(err), handler targets, redirects,
 * mounted apps, URL helpers in the request, the Controller base class and request
 * constraints.
 */
import request from 'supertest';
import { Controller, Router, redirect } from '../../src';
import { EXPRESSES, echoErrors } from './support';

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

class PhotosController extends Controller {
  static instances: PhotosController[] = [];

  constructor(req: any, res: any, next: (err?: unknown) => void) {
    super(req, res, next);
    PhotosController.instances.push(this);
  }

  index(...args: any[]): void {
    const [req, res, next] = args;
    res.json({
      argc: args.length,
      sameReq: req === this.req,
      sameRes: res === this.res,
      nextIsFunction: typeof next === 'function',
      params: req.params,
    });
  }

  show(req: any, res: any): void {
    res.json({ params: req.params, keys: Object.keys(req.params).sort(), hasFormat: 'format' in req.params });
  }

  preview(req: any, res: any): void {
    res.json({ params: req.params, keys: Object.keys(req.params).sort() });
  }

  merge(): void {
    this.res.json(this.params);
  }

  params_proto(): void {
    const params = this.params;
    const proto = Object.getPrototypeOf(params);
    this.res.json({ keys: Object.keys(params).sort(), plainProto: proto === Object.prototype || proto === null });
  }

  links(_req: any, res: any): void {
    const helpers = res.locals.helpers;
    res.json({
      path: helpers.photo_path(1),
      url: helpers.photo_url(1),
      camel: helpers.photoPath(2),
      index: helpers.photos_path(),
      fromThis: this.helpers.photo_path(3),
      query: helpers.photos_path({ page: 2 }),
    });
  }

  go(): void {
    this.redirectTo('/x');
  }

  go_moved(): void {
    this.redirectTo('/y', 301);
  }

  fmt(): void {
    this.respondTo({
      html: () => this.res.type('html').send('<p>html</p>'),
      json: () => this.res.json({ format: 'json' }),
    });
  }

  boom(): void {
    throw new Error('sync boom');
  }

  async later(): Promise<void> {
    await Promise.resolve();
    throw new Error('async boom');
  }
}

class CommentsController extends Controller {
  index(): void {
    this.res.json({ controller: 'comments', params: this.req.params });
  }
}

class AdminUsersController extends Controller {
  index(): void {
    this.res.json({ controller: 'admin_users', params: this.req.params });
  }
}

class AdminPhotosController extends Controller {
  show(): void {
    this.res.json({ admin: true, params: this.req.params });
  }
  index(): void {
    this.res.json({ admin: true, params: this.req.params });
  }
}

class ExplodingController extends Controller {
  constructor(req: any, res: any, next: (err?: unknown) => void) {
    super(req, res, next);
    throw new Error('constructor boom');
  }
  index(): void {
    this.res.json({ reached: true });
  }
}

class StaffConstraint {
  matches(req: any): boolean {
    return req.headers['x-staff'] === 'yes';
  }
}

const widgets = {
  index(this: unknown, _req: any, res: any) {
    res.json({ sameObject: this === widgets });
  },
};

function blogApp(express: any): any {
  const blog = express();
  blog.get('/', (req: any, res: any) => res.json({ url: req.url, baseUrl: req.baseUrl }));
  blog.get('/posts/:id', (req: any, res: any) =>
    res.json({ url: req.url, baseUrl: req.baseUrl, originalUrl: req.originalUrl, id: req.params.id }),
  );
  return blog;
}

function makeRouter(express: any): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.controllers.register(CommentsController);
  router.controllers.register(AdminUsersController);
  router.controllers.register('admin/photos', AdminPhotosController);
  router.controllers.register('exploding', ExplodingController);
  router.controllers.register('widgets', widgets);
  router.draw((r) => {
    r.resources('photos', (r) => {
      r.collection((r) => {
        r.get('boom');
        r.get('later');
      });
      r.member((r) => {
        r.get('preview', { defaults: { size: 'large' } });
        r.post('merge');
        r.get('params_proto');
        r.get('links');
        r.get('go');
        r.get('go_moved');
        r.get('fmt');
      });
    });
    r.resources('comments', { only: ['index'] });
    r.resources('admin_users', { only: ['index'] });
    r.namespace('admin', (r) => r.resources('photos', { only: ['index', 'show'] }));
    r.resources('exploding', { only: ['index'] });
    r.resources('widgets', { only: ['index'] });
    r.get('ping', { to: (_req: any, res: any) => res.send('pong') });
    r.get('hello/:name', { to: (req: any, res: any) => res.json({ params: req.params }) });
    r.get('handler_throws', {
      to: () => {
        throw new Error('handler boom');
      },
    });
    r.get('stories/:id', { to: redirect('/articles/%{id}') });
    r.get('tales/:id', { to: redirect('/articles/%{id}', { status: 302 }) });
    r.get('fables/:id', {
      to: redirect((params, req) => `/articles/${String(params.id)}?host=${String(req.headers.host)}`),
    });
    r.mount(blogApp(express), { at: '/blog' });
    r.mount((req: any, res: any) => res.end(JSON.stringify({ url: req.url, baseUrl: req.baseUrl })), { at: '/raw' });
  });
  return router;
}

describe.each(EXPRESSES)('%s: dispatch', (_label, express) => {
  const router = makeRouter(express);
  const app = express();
  app.use(router.middleware());
  app.use((req: any, res: any) => res.status(299).json({ fallback: true, url: req.url, baseUrl: req.baseUrl }));
  echoErrors(app);

  describe('controllers', () => {
    test('the action receives (req, res, next) and the instance was built with the same req/res', async () => {
      const res = await request(app).get('/photos');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        argc: 3,
        sameReq: true,
        sameRes: true,
        nextIsFunction: true,
        params: { controller: 'photos', action: 'index' },
      });
    });

    test('one new instance per request', async () => {
      PhotosController.instances.length = 0;
      await request(app).get('/photos');
      await request(app).get('/photos');
      expect(PhotosController.instances).toHaveLength(2);
      expect(PhotosController.instances[0]).toBeInstanceOf(PhotosController);
      expect(PhotosController.instances[0]).not.toBe(PhotosController.instances[1]);
    });

    test('register(CommentsController) is reached as comments', async () => {
      const res = await request(app).get('/comments');
      expect(res.status).toBe(200);
      expect(res.body.controller).toBe('comments');
    });

    test('register(AdminUsersController) is reached as admin_users', async () => {
      const res = await request(app).get('/admin_users');
      expect(res.status).toBe(200);
      expect(res.body.controller).toBe('admin_users');
    });

    test("namespaced: 'admin/photos' through r.namespace('admin')", async () => {
      const res = await request(app).get('/admin/photos/3');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ admin: true, params: { controller: 'admin/photos', action: 'show', id: '3' } });
    });

    test('an object target is used as it is', async () => {
      const res = await request(app).get('/widgets');
      expect(res.body).toEqual({ sameObject: true });
    });
  });

  describe('req.params', () => {
    test('path params + controller/action', async () => {
      const res = await request(app).get('/photos/5');
      expect(res.body.params).toEqual({ controller: 'photos', action: 'show', id: '5' });
      expect(res.body.hasFormat).toBe(false);
    });

    test('format from the URL', async () => {
      const res = await request(app).get('/photos/5.json');
      expect(res.body.params).toEqual({ controller: 'photos', action: 'show', id: '5', format: 'json' });
    });

    test('defaults are merged', async () => {
      const res = await request(app).get('/photos/5/preview.json');
      expect(res.body.params).toEqual({
        controller: 'photos',
        action: 'preview',
        id: '5',
        size: 'large',
        format: 'json',
      });
    });

    test('absent parameters are absent (no format key)', async () => {
      const res = await request(app).get('/photos/5/preview');
      expect(res.body.keys).toEqual(['action', 'controller', 'id', 'size']);
    });

    test.each([
      ['/photos/a%2Fb', 'a/b'],
      ['/photos/a%2Eb', 'a.b'],
      ['/photos/caf%C3%A9', 'café'],
      ['/photos/a%20b', 'a b'],
    ])('%s → id %j', async (path, id) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.body.params.id).toBe(id);
    });

    test('trailing and repeated slashes are ignored', async () => {
      expect((await request(app).get('/photos/5/')).body.params.id).toBe('5');
      const squeezed = await request(app).get('//photos//5?x=1');
      expect([squeezed.status, squeezed.headers.location]).toEqual([308, '/photos/5?x=1']);
    });
  });

  describe('errors reach next(err)', () => {
    test.each([
      ['/photos/boom', 'sync boom'],
      ['/photos/later', 'async boom'],
      ['/exploding', 'constructor boom'],
      ['/handler_throws', 'handler boom'],
    ])('GET %s → error handler sees %j', async (path, message) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(500);
      expect(res.body.message).toBe(message);
      expect(res.body.routing).toBe(false);
    });

    test("through Express' default handler: 500", async () => {
      const plain = express();
      plain.use(makeRouter(express).middleware());
      expect((await request(plain).get('/photos/later')).status).toBe(500);
      expect((await request(plain).get('/photos/boom')).status).toBe(500);
    });
  });

  describe('handler targets', () => {
    test('GET /ping → pong', async () => {
      const res = await request(app).get('/ping');
      expect(res.status).toBe(200);
      expect(res.text).toBe('pong');
    });

    test('a handler sees req.params', async () => {
      const res = await request(app).get('/hello/bob.txt');
      expect(res.body.params).toEqual({ name: 'bob', format: 'txt' });
    });
  });

  describe('redirect targets', () => {
    test("redirect('/articles/%{id}') → 301", async () => {
      const res = await request(app).get('/stories/5');
      expect(res.status).toBe(301);
      expect(res.headers.location).toMatch(/\/articles\/5$/);
    });

    test('{ status: 302 }', async () => {
      const res = await request(app).get('/tales/5');
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/\/articles\/5$/);
    });

    test('function form gets params and req', async () => {
      const res = await request(app).get('/fables/7').set('Host', 'example.org');
      expect(res.status).toBe(301);
      expect(res.headers.location).toMatch(/\/articles\/7\?host=example\.org$/);
    });

    test('CR/LF in a parameter is percent-encoded in Location (no header injection)', async () => {
      const res = await request(app).get('/stories/a%0D%0AX-Evil:%201');
      expect(res.status).toBe(301);
      expect(res.headers['x-evil']).toBeUndefined();
      expect(res.headers.location).not.toMatch(/[\r\n]/);
      expect(res.headers.location).toContain('%0D%0A');
      expect(res.headers.location).toMatch(/\/articles\/a%0D%0AX-Evil:%201$/);
    });

    test('a non-ASCII parameter is percent-encoded', async () => {
      const res = await request(app).get('/stories/caf%C3%A9');
      expect(res.headers.location).toMatch(/\/articles\/caf%C3%A9$/);
    });
  });

  describe('mounted apps', () => {
    test('an express() sub-app sees req.url without /blog and req.baseUrl /blog', async () => {
      const res = await request(app).get('/blog/posts/3?x=1');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ url: '/posts/3?x=1', baseUrl: '/blog', originalUrl: '/blog/posts/3?x=1', id: '3' });
    });

    test('the mount point itself is /', async () => {
      const res = await request(app).get('/blog');
      expect(res.body).toEqual({ url: '/', baseUrl: '/blog' });
    });

    test('a plain handler mounted', async () => {
      const res = await request(app).get('/raw/a/b?q=1');
      expect(JSON.parse(res.text)).toEqual({ url: '/a/b?q=1', baseUrl: '/raw' });
    });

    test('a sub-app that does not answer passes on with req.url restored', async () => {
      const res = await request(app).get('/blog/nothing/here');
      expect(res.status).toBe(299);
      expect(res.body).toEqual({ fallback: true, url: '/blog/nothing/here', baseUrl: '' });
    });

    test("under app.use('/api'), baseUrl is /api/blog", async () => {
      const api = express();
      api.use('/api', makeRouter(express).middleware());
      const res = await request(api).get('/api/blog/posts/4');
      expect(res.body).toMatchObject({ url: '/posts/4', baseUrl: '/api/blog', id: '4' });
    });
  });

  describe('URL helpers in the request', () => {
    test('res.locals.helpers and this.helpers, _url from the Host header', async () => {
      const res = await request(app).get('/photos/9/links').set('Host', 'example.org');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        path: '/photos/1',
        url: 'http://example.org/photos/1',
        camel: '/photos/2',
        index: '/photos',
        fromThis: '/photos/3',
        query: '/photos?page=2',
      });
    });

    test('a Host header with a port is kept', async () => {
      const res = await request(app).get('/photos/9/links').set('Host', 'example.org:8080');
      expect(res.body.url).toBe('http://example.org:8080/photos/1');
    });

    test("mounted with app.use('/api', ...) helpers produce /api paths", async () => {
      const api = express();
      api.use('/api', makeRouter(express).middleware());
      const res = await request(api).get('/api/photos/9/links').set('Host', 'example.org');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        path: '/api/photos/1',
        url: 'http://example.org/api/photos/1',
        index: '/api/photos',
        fromThis: '/api/photos/3',
      });
    });

    test("recall: under r.scope('(/:locale)'), /en/photos → photo_path(1) is /en/photos/1", async () => {
      const scoped = new Router();
      scoped.controllers.register('photos', {
        index(_req: any, res: any) {
          res.json({
            path: res.locals.helpers.photo_path(1),
            fr: res.locals.helpers.photo_path({ id: 2, locale: 'fr' }),
          });
        },
      });
      scoped.draw((r) => r.scope('(/:locale)', (r) => r.resources('photos', { only: ['index', 'show'] })));
      const a = express();
      a.use(scoped.middleware());
      echoErrors(a);
      const res = await request(a).get('/en/photos');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ path: '/en/photos/1', fr: '/fr/photos/2' });
    });
  });

  describe('the Controller base class', () => {
    test('this.params: a form POST to an action has its body parsed before the action (no override: no PUT/PATCH/DELETE route); query over body, path over both', async () => {
      const res = await request(app)
        .post('/photos/5/merge?id=query&a=query&b=query')
        .type('form')
        .send('id=body&b=body&c=body&_method=delete');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        controller: 'photos',
        action: 'merge',
        id: '5',
        a: 'query',
        b: 'query',
        c: 'body',
        _method: 'delete',
      });
    });

    test('this.params with express.urlencoded() before the router', async () => {
      const a = express();
      a.use(express.urlencoded({ extended: false }));
      a.use(makeRouter(express).middleware());
      echoErrors(a);
      const res = await request(a)
        .post('/photos/5/merge?id=query&a=query&b=query')
        .type('form')
        .send('id=body&b=body&c=body');
      expect(res.body).toEqual({ controller: 'photos', action: 'merge', id: '5', a: 'query', b: 'query', c: 'body' });
    });

    test('this.params includes a JSON body parsed upstream', async () => {
      const a = express();
      a.use(express.json());
      a.use(makeRouter(express).middleware());
      echoErrors(a);
      const res = await request(a).post('/photos/5/merge?a=query').send({ a: 'body', id: 'body', n: 1 });
      expect(res.body).toEqual({ controller: 'photos', action: 'merge', id: '5', a: 'query', n: 1 });
    });

    test('this.params holds own properties only; __proto__ from the query pollutes nothing', async () => {
      const res = await request(app).get('/photos/5/params_proto?__proto__=x&constructor=y&q=1');
      expect(res.status).toBe(200);
      expect(res.body.plainProto).toBe(true);
      expect(res.body.keys).toEqual(expect.arrayContaining(['action', 'controller', 'id', 'q']));
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
      expect(({} as any).x).toBeUndefined();
    });

    test("this.redirectTo('/x') → 302", async () => {
      const res = await request(app).get('/photos/5/go');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/x');
    });

    test("this.redirectTo('/y', 301) → 301", async () => {
      const res = await request(app).get('/photos/5/go_moved');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/y');
    });

    test.each([
      ['/photos/5/fmt.json', undefined, 200, 'json'],
      ['/photos/5/fmt.html', undefined, 200, 'html'],
      ['/photos/5/fmt.json', 'text/html', 200, 'json'],
      ['/photos/5/fmt', 'application/json', 200, 'json'],
      ['/photos/5/fmt', 'text/html', 200, 'html'],
      ['/photos/5/fmt', '*/*', 200, 'html'],
      ['/photos/5/fmt', 'application/json;q=0.5, text/html', 200, 'html'],
      ['/photos/5/fmt', 'text/html;q=0.1, application/json', 200, 'json'],
      ['/photos/5/fmt.xml', undefined, 406, null],
      ['/photos/5/fmt', 'application/xml', 406, null],
    ] as Array<[string, string | undefined, number, string | null]>)(
      'respondTo: GET %s Accept %s → %d %s',
      async (path, accept, status, format) => {
        let req = request(app).get(path);
        if (accept) req = req.set('Accept', accept);
        const res = await req;
        expect(res.status).toBe(status);
        if (format === 'json') expect(res.body).toEqual({ format: 'json' });
        if (format === 'html') expect(res.text).toBe('<p>html</p>');
      },
    );
  });

  describe('request constraints', () => {
    let seenParams: Record<string, unknown> | undefined;
    const constrained = new Router();
    constrained.controllers.register('status', {
      api: (_req: any, res: any) => res.send('api'),
      www: (_req: any, res: any) => res.send('www'),
      admin: (req: any, res: any) => res.json({ admin: true, params: req.params }),
      staff: (_req: any, res: any) => res.send('staff'),
    });
    constrained.draw((r) => {
      r.constraints({ subdomain: 'api' }, (r) => r.get('status', { to: 'status#api' }));
      r.get('status', { to: 'status#www' });
      r.constraints(
        (req: any) => {
          seenParams = { ...req.params };
          return req.headers['x-admin'] === '1';
        },
        (r) => r.get('admin/:id', { to: 'status#admin' }),
      );
      r.constraints({ matches: (req: any) => req.headers['x-staff'] === 'yes' }, (r) =>
        r.get('staff', { to: 'status#staff' }),
      );
      r.constraints(new StaffConstraint(), (r) => r.get('staff2', { to: 'status#staff' }));
      r.get('staff3', { to: 'status#staff', constraints: { matches: (req: any) => req.headers['x-staff'] === 'yes' } });
    });
    const capp = express();
    capp.use(constrained.middleware());
    echoErrors(capp);

    test.each([
      ['api.example.com', 'api'],
      ['www.example.com', 'www'],
      ['example.com', 'www'],
      ['api.example.com:8080', 'api'],
    ])('Host %s → %s', async (host, body) => {
      const res = await request(capp).get('/status').set('Host', host);
      expect(res.status).toBe(200);
      expect(res.text).toBe(body);
    });

    test('a function constraint that passes, with req.params holding the path params', async () => {
      seenParams = undefined;
      const res = await request(capp).get('/admin/7').set('X-Admin', '1');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ admin: true, params: { controller: 'status', action: 'admin', id: '7' } });
      expect(seenParams).toMatchObject({ id: '7' });
    });

    test('a function constraint that fails → 404', async () => {
      const res = await request(capp).get('/admin/7');
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
    });

    test.each([
      ['/staff', 'r.constraints(plain object literal)'],
      ['/staff2', 'r.constraints(class instance)'],
      ['/staff3', 'route-level constraints: option'],
    ])('an object with matches(req): %s (%s)', async (path) => {
      expect((await request(capp).get(path).set('X-Staff', 'yes')).text).toBe('staff');
      expect((await request(capp).get(path)).status).toBe(404);
    });
  });
});
