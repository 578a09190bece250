/** API.md § Middleware › Details that tests rely on. */
import request from 'supertest';
import { Controller, Router, redirect } from '../../src';

const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

const readStream = (req: any): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

function build(): Router {
  const router = new Router().draw((r) => {
    r.resources('photos');
    r.get('x/:constructor/:prototype', { to: 'photos#index' });
    r.scope('(/:locale)', (r: any) => r.get('about', { to: 'photos#index' }));
    r.get('stories/:name', { to: redirect('/articles/%{name}') });
    r.post('raw', {
      to: async (req: any, res: any) => {
        const text = await readStream(req);
        res.json({ method: req.method, text });
      },
    });
  });
  class PhotosController extends Controller {
    private reply(): void {
      const p: any = this.params;
      this.res.json({
        method: this.req.method,
        params: { ...this.req.params },
        own: Object.keys(this.req.params),
        hasFormat: Object.prototype.hasOwnProperty.call(this.req.params, 'format'),
        thisParams: Object.fromEntries(Object.entries(p)),
        thisParamsProto:
          Object.getPrototypeOf(p) === null
            ? 'null'
            : Object.getPrototypeOf(p) === Object.prototype
              ? 'Object.prototype'
              : 'other',
        inherited: ['polluted'].filter((key) => key in p && !Object.prototype.hasOwnProperty.call(p, key)),
        pollutedGlobal: ({} as any).polluted ?? null,
      });
    }
    index(): void {
      this.reply();
    }
    show(): void {
      this.reply();
    }
    create(): void {
      this.reply();
    }
    update(): void {
      this.reply();
    }
  }
  router.controllers.register('photos', PhotosController);
  return router;
}

afterEach(() => {
  expect(({} as any).polluted).toBeUndefined();
});

describe('segments are matched encoded and decoded afterwards', () => {
  const router = build();
  test('/photos/a%2Fb → id: a/b', () => {
    expect(router.recognize('GET', '/photos/a%2Fb')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: 'a/b',
    });
  });
  test('/photos/a%2Eb → id: a.b', () => {
    expect(router.recognize('GET', '/photos/a%2Eb')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: 'a.b',
    });
  });
  test('/photos/a.b → no show route for id a.b (a dot starts the format)', () => {
    // As in Rails: `a` is the id and `b` the format; no route sees the id `a.b`.
    expect(router.recognize('GET', '/photos/a.b')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: 'a',
      format: 'b',
    });
  });

  test.each(EXPRESSES)('%s: the same through the middleware', async (_name, express) => {
    const app = express();
    app.use(build().middleware());
    expect((await request(app).get('/photos/a%2Fb').expect(200)).body.params.id).toBe('a/b');
    expect((await request(app).get('/photos/a%2Eb').expect(200)).body.params.id).toBe('a.b');
    const dotted = await request(app).get('/photos/a.b').expect(200);
    expect(dotted.body.params).toMatchObject({ id: 'a', format: 'b' });
  });
});

test('recognize never throws on a bad URL: a malformed escape gives null', () => {
  const router = build();
  for (const url of ['/photos/%', '/photos/%E0%A4%A', '/photos/%zz', '/%', '/photos/%C0%AF']) {
    let result: unknown = 'threw';
    expect(() => (result = router.recognize('GET', url))).not.toThrow();
    expect([url, result]).toEqual([url, null]);
  }
  expect(router.allowedMethods('/photos/%')).toEqual([]);
});

describe('parameters absent from the URL are absent from params', () => {
  const router = build();
  test('recognize: no format: undefined, no locale: undefined', () => {
    const show = router.recognize('GET', '/photos/1')!.params;
    expect(Object.keys(show).sort()).toEqual(['action', 'controller', 'id']);
    expect('format' in show).toBe(false);
    const about = router.recognize('GET', '/about')!.params;
    expect('locale' in about).toBe(false);
    expect('format' in about).toBe(false);
  });

  test.each(EXPRESSES)('%s: req.params', async (_name, express) => {
    const app = express();
    app.use(router.middleware());
    const res = await request(app).get('/photos/1').expect(200);
    expect(res.body.hasFormat).toBe(false);
    expect(res.body.own.sort()).toEqual(['action', 'controller', 'id']);
  });
});

describe.each(EXPRESSES)('%s: parameter objects hold own properties only', (_name, express) => {
  const router = build();
  const app = express();
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).json({ message: err.message }));

  test('__proto__, constructor, prototype as values from the URL', async () => {
    const res = await request(app).get('/photos/__proto__').expect(200);
    expect(res.body.params.id).toBe('__proto__');
    expect(res.body.thisParams.id).toBe('__proto__');
    const named = await request(app).get('/x/__proto__/constructor').expect(200);
    expect(named.body.params).toMatchObject({ constructor: '__proto__', prototype: 'constructor' });
    expect(named.body.own).toEqual(expect.arrayContaining(['constructor', 'prototype']));
  });

  test('as names (path parameter names) and query keys', async () => {
    const res = await request(app)
      .get('/x/a/b?__proto__[polluted]=1&constructor[prototype][polluted]=1&prototype=3&polluted2=1')
      .expect(200);
    expect(res.body.inherited).toEqual([]);
    expect(res.body.pollutedGlobal).toBeNull();
    expect(['null', 'Object.prototype']).toContain(res.body.thisParamsProto);
    expect(res.body.thisParams.constructor).toBe('a');
    expect(res.body.thisParams.prototype).toBe('b');
  });

  test('from a form body (read by the router: the path has PATCH routes)', async () => {
    const res = await request(app)
      .post('/photos/1')
      .type('form')
      .send('__proto__[polluted]=1&constructor[prototype][polluted]=1&title=x&_method=patch')
      .expect(200);
    expect(res.body.method).toBe('PATCH');
    expect(res.body.inherited).toEqual([]);
    expect(res.body.pollutedGlobal).toBeNull();
    expect(['null', 'Object.prototype']).toContain(res.body.thisParamsProto);
    expect(res.body.thisParams.title).toBe('x');
  });

  test('recognize: own properties only', () => {
    const params = router.recognize('GET', '/x/__proto__/prototype')!.params;
    expect(Object.prototype.hasOwnProperty.call(params, 'constructor')).toBe(true);
    expect(params.constructor).toBe('__proto__');
    expect(Object.prototype.hasOwnProperty.call(params, 'toString')).toBe(false);
  });
});

describe.each(EXPRESSES)('%s: _method and bodies', (_name, express) => {
  const router = build();
  const app = express();
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).json({ message: err.message }));

  test('a _method that is not one string naming PUT, PATCH or DELETE is ignored', async () => {
    for (const body of [
      '_method=put&_method=delete',
      '_method[]=put',
      '_method[x]=put',
      '_method=put%20',
      '_method=get',
      '_method=',
    ]) {
      const res = await request(app).post('/photos/1').type('form').send(body);
      expect([body, res.status]).toEqual([body, 405]);
    }
    for (const header of ['PUT, DELETE', 'PUTS', 'GET']) {
      const res = await request(app).post('/photos/1').set('X-HTTP-Method-Override', header);
      expect([header, res.status]).toEqual([header, 405]);
    }
  });

  test('a body counts as already read when the request stream has been consumed', async () => {
    const consumed = express();
    consumed.use(async (req: any, _res: any, next: any) => {
      await readStream(req);
      next();
    });
    consumed.use(router.middleware());
    consumed.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.message }),
    );
    const res = await request(consumed).post('/photos/1').type('form').send('_method=put').timeout(3000);
    expect(res.status).toBe(405);
  });

  test('the router never reads a body whose type is not application/x-www-form-urlencoded', async () => {
    for (const type of ['text/plain', 'application/json', 'multipart/form-data; boundary=x']) {
      const res = await request(app).post('/raw').set('Content-Type', type).send('_method=put&keep=1').expect(200);
      expect([type, res.body]).toEqual([type, { method: 'POST', text: '_method=put&keep=1' }]);
      const override = await request(app).post('/photos/1').set('Content-Type', type).send('_method=put');
      expect([type, override.status]).toEqual([type, 405]);
    }
  });

  test('%{name} in a redirect path is filled with the percent-encoded parameter (no CR/LF in a header)', async () => {
    const res = await request(app).get('/stories/a%0D%0ASet-Cookie:%20x=1').expect(301);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(String(res.headers.location)).not.toMatch(/[\r\n]/);
    expect(String(res.headers.location)).toMatch(/\/articles\/a%0D%0ASet-Cookie:%20x=1$/);
    const spaced = await request(app).get('/stories/caf%C3%A9%20x').expect(301);
    expect(String(spaced.headers.location)).toMatch(/\/articles\/caf%C3%A9%20x$/);
  });
});

describe('the last helper argument: a plain object is the options hash unless it is a record by the record rule, any other object a record', () => {
  const router = build();
  const h: any = router.helpers;
  test('prototype Object.prototype: options when its keys are parameters and URL options', () => {
    expect(h.photo_path({ id: 3 })).toBe('/photos/3');
    expect(h.photo_path({ id: 3, format: 'json', anchor: 'a' })).toBe('/photos/3.json#a');
    expect(h.photos_path({ page: 2, title: 'x' })).toBe('/photos?page=2&title=x');
  });
  test('prototype Object.prototype: a record when it has an id and another key', () => {
    expect(h.photo_path({ id: 3, toParam: 'q' })).toBe('/photos/3');
    expect(h.photo_path({ id: 3, title: 'x', password_hash: 'secret' })).toBe('/photos/3');
  });
  test('prototype null: the same rule', () => {
    const row = Object.assign(Object.create(null), { id: 4, page: 2 });
    expect(h.photo_path(row)).toBe('/photos/4');
    const options = Object.assign(Object.create(null), { id: 4, format: 'xml' });
    expect(h.photo_path(options)).toBe('/photos/4.xml');
  });
  test('any other object: a record', () => {
    class Photo {
      id = 5;
    }
    expect(h.photo_path(new Photo())).toBe('/photos/5');
    const derived = Object.create({ kind: 'photo' });
    derived.id = 6;
    expect(h.photo_path(derived)).toBe('/photos/6');
    expect(h.photo_path(new Photo(), { page: 1 })).toBe('/photos/5?page=1');
  });
});

test("RouteInfo.requirements includes constraints inherited from parents (photo_id under resources('photos', { id: /\\d+/ }))", () => {
  const router = new Router().draw((r) => r.resources('photos', { id: /\d+/ }, (r: any) => r.resources('comments')));
  const comments = router.routes.filter((route) => route.controller === 'comments');
  expect(comments.length).toBeGreaterThan(0);
  for (const route of comments) expect([route.path, route.requirements.photo_id]).toEqual([route.path, /\d+/]);
  const photo = router.routes.find((route) => route.name === 'photo');
  expect(photo?.requirements).toEqual({ id: /\d+/ });
  const scoped = new Router().draw((r) =>
    r.resources('photos', { constraints: { id: /\d+/ } }, (r: any) => r.resources('comments', { only: ['index'] })),
  );
  expect(scoped.routes.find((route) => route.controller === 'comments')?.requirements.photo_id).toEqual(/\d+/);
});
