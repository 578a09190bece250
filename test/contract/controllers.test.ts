/** API.md § Controllers — `router.controllers`. */
import request from 'supertest';
import { Controller, Router } from '../../src';

const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

describe('the registry', () => {
  class PhotosController extends Controller {}
  class AdminUsersController extends Controller {}

  test('register(name, ControllerClass | object), get, has, names', () => {
    const router = new Router();
    const object = { index: () => undefined };
    router.controllers.register('photos', PhotosController);
    router.controllers.register('api/status', object);
    expect(router.controllers.get('photos')).toBe(PhotosController);
    expect(router.controllers.get('api/status')).toBe(object);
    expect(router.controllers.has('photos')).toBe(true);
    expect(router.controllers.has('nothing')).toBe(false);
    expect(router.controllers.get('nothing')).toBeUndefined();
    expect([...router.controllers.names()].sort()).toEqual(['api/status', 'photos']);
  });

  test('register(ControllerClass): PhotosController → photos, AdminUsersController → admin_users', () => {
    const router = new Router();
    router.controllers.register(PhotosController);
    router.controllers.register(AdminUsersController);
    expect(router.controllers.has('photos')).toBe(true);
    expect(router.controllers.has('admin_users')).toBe(true);
    expect(router.controllers.get('admin_users')).toBe(AdminUsersController);
    expect([...router.controllers.names()].sort()).toEqual(['admin_users', 'photos']);
  });

  test('registering a name twice throws', () => {
    const router = new Router();
    router.controllers.register('photos', PhotosController);
    expect(() => router.controllers.register('photos', { index: () => undefined })).toThrow();
    expect(() => router.controllers.register(PhotosController)).toThrow();
  });

  test('has/get do not see Object.prototype names', () => {
    const router = new Router();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(router.controllers.has(name)).toBe(false);
      expect(router.controllers.get(name)).toBeUndefined();
    }
  });
});

describe.each(EXPRESSES)('%s: instances and the Controller base class', (_name, express) => {
  const router = new Router().draw((r) => {
    r.resources('photos', { only: ['index', 'show', 'update'] }, (r: any) => {
      r.get('go', { on: 'member' });
      r.get('goRecord', { on: 'member', as: 'go_record' });
      r.get('moved', { on: 'member' });
      r.get('fmt', { on: 'member' });
      r.get('twice', { on: 'collection' });
    });
    r.get('obj', { to: 'objects#show' });
  });
  const seen: any[] = [];
  class Photo {
    constructor(public id: number) {}
  }
  class PhotosController extends Controller {
    readonly args: any[];
    constructor(req: any, res: any, next: any) {
      super(req, res, next);
      this.args = [req, res, next];
      seen.push(this);
    }
    index(): void {
      this.res.json({
        req: this.req === this.args[0],
        res: this.res === this.args[1],
        next: this.next === this.args[2] && typeof this.next === 'function',
        helpers: (this as any).helpers.photo_path(3),
      });
    }
    show(): void {
      this.res.json({ params: (this as any).params });
    }
    update(): void {
      this.res.json({ params: (this as any).params });
    }
    go(): void {
      this.redirectTo('/somewhere');
    }
    goRecord(): void {
      this.redirectTo(new Photo(8));
    }
    moved(): void {
      this.redirectTo('/elsewhere', 301);
    }
    fmt(): void {
      this.respondTo({ html: () => this.res.send('html'), json: () => this.res.json({ json: true }) });
    }
  }
  router.controllers.register('photos', PhotosController);
  const instance = { show: (_req: any, res: any) => res.send(String(instance === objectTarget)) };
  const objectTarget = instance;
  router.controllers.register('objects', objectTarget);
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(router.middleware());

  test('a class is instantiated once per request as new C(req, res, next)', async () => {
    seen.length = 0;
    const res = await request(app).get('/photos').expect(200);
    expect(seen).toHaveLength(1);
    expect(res.body).toEqual({ req: true, res: true, next: true, helpers: '/photos/3' });
    await request(app).get('/photos').expect(200);
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  test('an object is used as it is', async () => {
    await request(app).get('/obj').expect(200, 'true');
  });

  test('this.params: body, then query, then path parameters, later ones winning', async () => {
    const show = await request(app).get('/photos/5?id=9&q=x&controller=evil').expect(200);
    expect(show.body.params).toEqual({ id: '5', q: 'x', controller: 'photos', action: 'show' });
    const update = await request(app)
      .put('/photos/5?a=query&b=query')
      .type('form')
      .send('b=body&c=body&id=7')
      .expect(200);
    expect(update.body.params).toEqual({
      a: 'query',
      b: 'query',
      c: 'body',
      id: '5',
      controller: 'photos',
      action: 'update',
    });
  });

  test('this.redirectTo(path, status = 302)', async () => {
    const res = await request(app).get('/photos/1/go').expect(302);
    expect(String(res.headers.location)).toMatch(/^(https?:\/\/[^/]+)?\/somewhere$/);
    const moved = await request(app).get('/photos/1/moved').expect(301);
    expect(String(moved.headers.location)).toMatch(/^(https?:\/\/[^/]+)?\/elsewhere$/);
  });

  test('this.redirectTo(record)', async () => {
    const res = await request(app).get('/photos/1/goRecord').expect(302);
    expect(String(res.headers.location)).toMatch(/^(https?:\/\/[^/]+)?\/photos\/8$/);
  });

  test('this.respondTo by params.format', async () => {
    await request(app).get('/photos/1/fmt.json').expect(200, { json: true });
    await request(app).get('/photos/1/fmt.html').set('Accept', 'application/json').expect(200, 'html');
  });

  test('this.respondTo by the Accept header otherwise', async () => {
    await request(app).get('/photos/1/fmt').set('Accept', 'application/json').expect(200, { json: true });
    await request(app).get('/photos/1/fmt').set('Accept', 'text/html').expect(200, 'html');
  });
});
