/**
 * The Security promise "Prototype safety and action methods" (README,
 * docs/middleware-and-security.md), as the guide states it, over HTTP with Express 4 and 5:
 * `__proto__`, `constructor` and `prototype` from a URL, query or body never reach a prototype
 * (parameter objects hold own properties only), and a name from a URL only ever reaches an
 * action method — never a filter method, a method of an abstract class or its ancestors, of a
 * built-in, of a Node core class or of the package's own classes (each a 404).
 * The full suites: test/reliability/dispatch-safety.test.ts, test/controllers/action-methods.test.ts.
 */
import { EventEmitter } from 'node:events';
import request from 'supertest';
import { Controller, Router } from '../../../src';
import { EXPRESSES, expectNoPollution } from '../support';

class ApplicationController extends Controller {
  static abstract = true;
  shared(): void {
    this.res.send('shared ran');
  }
}

class PhotosController extends ApplicationController {
  static {
    this.beforeAction('requireLogin');
  }
  requireLogin(): void {
    // a filter: runs before actions, is none itself
  }
  index(): void {
    const params = this.params;
    const own = (value: unknown): boolean =>
      value === null ||
      typeof value !== 'object' ||
      [Object.prototype, null].includes(Object.getPrototypeOf(value)) ||
      Array.isArray(value);
    this.res.json({ keys: Object.keys(params).sort(), plain: Object.values(params).every(own) });
  }
}

/** A controller that is also a Node core class: its `emit` and `on` are not actions. */
const Emitting = Object.assign(Object.create(EventEmitter.prototype), { index(): void {} });

function app(express: any): any {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.controllers.register('emitting', Emitting);
  router.draw((r) => r.match(':controller(/:action(/:id))', { via: ['get', 'post'] }));
  const a = express();
  a.use(express.json());
  a.use(router.middleware());
  a.use((err: any, _req: any, res: any, _next: any) =>
    res.status(err.status ?? 500).send(err.expose ? err.message : 'hidden'),
  );
  return a;
}

test('Prototype safety and action methods', async () => {
  for (const [, express] of EXPRESSES) {
    const server = app(express);
    expect((await request(server).get('/photos/index')).status).toBe(200);
    // Only action methods: never a filter, an abstract ancestor's method, a built-in, a core
    // class's or the package's own (Controller's) methods.
    for (const name of [
      'requireLogin',
      'shared',
      'constructor',
      'toString',
      'hasOwnProperty',
      '__proto__',
      'prototype',
      'render',
      'redirectTo',
    ])
      expect([name, (await request(server).get(`/photos/${name}`)).status]).toEqual([name, 404]);
    for (const name of ['emit', 'on', 'constructor'])
      expect([name, (await request(server).get(`/emitting/${name}`)).status]).toEqual([name, 404]);
    // Names from the URL, query and body: own properties of plain objects, no prototype reached.
    const res = await request(server)
      .post('/photos/index/__proto__?__proto__[polluted]=1&constructor[prototype][x]=1&prototype=1')
      .send({ ['__proto__']: { y: 1 }, constructor: { prototype: { isAdmin: true } } });
    expect(res.status).toBe(200);
    expect(res.body.plain).toBe(true);
    expect(res.body.keys).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'prototype', 'id']));
    expectNoPollution();
  }
});
