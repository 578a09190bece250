/**
 * Routing errors (400/404/405, automatic OPTIONS, HEAD) through Express' default error
 * handler and through an application's own `(err, req, res, next)`, plus `fallthrough`,
 * missing controllers/actions and names from URLs that must never reach a non-action.
 */
import request from 'supertest';
import { Controller, Router, type MiddlewareOptions } from '../../src';
import { EXPRESSES, echoErrors } from './support';

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const ACTIONS = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'];

function photosRouter(): Router {
  const router = new Router();
  const target: Record<string, unknown> = {};
  for (const action of ACTIONS) {
    target[action] = (req: any, res: any) => {
      res.set('X-Action', action);
      res.json({ action, params: req.params });
    };
  }
  router.controllers.register('photos', target);
  router.draw((r) => {
    r.resources('photos');
    r.get('ghosts', { to: 'ghosts#index' });
    r.get('photo_missing', { to: 'photos#missing' });
    r.options('photos', { to: (_req: any, res: any) => res.status(200).send('explicit options') });
  });
  return router;
}

class BasePhotos extends Controller {
  inherited(): void {
    this.res.json({ action: 'inherited' });
  }
}

class GenericPhotosController extends BasePhotos {
  static create(): void {}
  index(): void {
    this.res.json({ action: 'index' });
  }
  show(): void {
    this.res.json({ action: 'show', id: this.params.id });
  }
  _private(): void {
    this.res.json({ leaked: '_private' });
  }
  get secret(): any {
    this.res.json({ leaked: 'getter' });
    return () => this.res.json({ leaked: 'getter result' });
  }
}

class PlainController {
  index(_req: any, res: any): void {
    res.json({ action: 'index' });
  }
}

function genericRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', GenericPhotosController);
  router.controllers.register(PlainController);
  router.controllers.register('objects', {
    list(_req: any, res: any) {
      res.json({ action: 'list' });
    },
    _hidden(_req: any, res: any) {
      res.json({ leaked: '_hidden' });
    },
    data: 5,
  });
  router.draw((r) => {
    r.get(':controller(/:action(/:id))');
  });
  return router;
}

describe.each(EXPRESSES)('%s: routing errors', (_label, express) => {
  function customApp(router: Router, options: MiddlewareOptions = {}): any {
    const app = express();
    app.use(router.middleware(options));
    echoErrors(app);
    return app;
  }

  function defaultApp(router: Router, options: MiddlewareOptions = {}): any {
    const app = express();
    app.use(router.middleware(options));
    return app;
  }

  describe('through a custom error handler', () => {
    const app = customApp(photosRouter());

    test('404: no route for the path', async () => {
      const res = await request(app).get('/photos/1/foo');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        status: 404,
        statusCode: 404,
        message: 'No route matches [GET] "/photos/1/foo"',
        allowed: null,
        routing: true,
        allow: null,
      });
    });

    test('a malformed escape in the query string is not a routing error', async () => {
      const res = await request(app).get('/photos?q=%zz');
      expect(res.status).toBe(200);
      expect(res.body.action).toBe('index');
    });

    test('405 after method override names the overridden verb', async () => {
      // The header: a `_method` field is not read where no route could take the override.
      const res = await request(app).post('/photos').set('X-HTTP-Method-Override', 'DELETE').type('form').send('a=1');
      expect(res.status).toBe(405);
      expect(res.body.message).toBe('No route matches [DELETE] "/photos"');
      expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    });

    test('404: the query string is not part of the message', async () => {
      const res = await request(app).get('/photos/1/foo?x=1');
      expect(res.body.message).toBe('No route matches [GET] "/photos/1/foo"');
    });

    test('405: POST /photos/new', async () => {
      const res = await request(app).post('/photos/new');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
      expect(res.body).toEqual({
        status: 405,
        statusCode: 405,
        message: 'No route matches [POST] "/photos/new"',
        allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'],
        routing: true,
        allow: 'GET, HEAD, PATCH, PUT, DELETE',
      });
    });

    test.each([
      ['delete', '/photos', ['GET', 'HEAD', 'POST', 'OPTIONS']],
      ['post', '/photos/1', ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']],
      ['put', '/photos/1/edit', ['GET', 'HEAD']],
    ] as Array<[string, string, string[]]>)('405: %s %s', async (verb, path, allowed) => {
      const res = await (request(app) as any)[verb](path);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe(allowed.join(', '));
      expect(res.body.allowed).toEqual(allowed);
      expect(res.body.message).toBe(`No route matches [${verb.toUpperCase()}] "${path}"`);
    });

    test.each([['/photos/%zz'], ['/photos/%E0%A4%A'], ['/photos/%'], ['/photos/%E0%A4']])(
      '400: malformed escape %s',
      async (path) => {
        const res = await request(app).get(path);
        expect(res.status).toBe(400);
        expect(res.body.status).toBe(400);
        expect(res.body.routing).toBe(true);
      },
    );

    test('unregistered controller → 404 naming controller and action', async () => {
      const res = await request(app).get('/ghosts');
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
      expect(res.body.message).toContain('ghosts');
      expect(res.body.message).toContain('index');
    });

    test('missing action → 404 naming controller and action', async () => {
      const res = await request(app).get('/photo_missing');
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
      expect(res.body.message).toContain('photos');
      expect(res.body.message).toContain('missing');
    });
  });

  describe("through Express' default error handler", () => {
    const app = defaultApp(photosRouter());

    test('404 with the message in the page', async () => {
      const res = await request(app).get('/photos/1/foo');
      expect(res.status).toBe(404);
      expect(res.text).toContain('No route matches [GET] &quot;/photos/1/foo&quot;');
    });

    test('405 with the Allow header', async () => {
      const res = await request(app).post('/photos/new');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
      expect(res.text).toContain('No route matches [POST] &quot;/photos/new&quot;');
    });

    test.each([['/photos/%zz'], ['/photos/%E0%A4%A']])('400 for %s', async (path) => {
      expect((await request(app).get(path)).status).toBe(400);
    });

    test('unregistered controller → 404', async () => {
      expect((await request(app).get('/ghosts')).status).toBe(404);
    });

    test('missing action → 404', async () => {
      expect((await request(app).get('/photo_missing')).status).toBe(404);
    });
  });

  describe('OPTIONS and HEAD', () => {
    const app = customApp(photosRouter());

    test('an explicit OPTIONS route answers instead', async () => {
      const res = await request(app).options('/photos');
      expect(res.status).toBe(200);
      expect(res.text).toBe('explicit options');
    });

    test.each([
      ['/photos/1', 'GET, HEAD, PATCH, PUT, DELETE'],
      ['/photos/1', 'GET, HEAD, PATCH, PUT, DELETE'],
      ['/photos/new', 'GET, HEAD, PATCH, PUT, DELETE'],
      ['/photos/1/edit', 'GET, HEAD'],
    ])('OPTIONS %s → 204 + Allow: %s', async (path, allow) => {
      const res = await request(app).options(path);
      expect(res.status).toBe(204);
      expect(res.headers.allow).toBe(allow);
      expect(res.text ?? '').toBe('');
    });

    test('OPTIONS on a path with no routes → 404', async () => {
      const res = await request(app).options('/nothing');
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
    });

    test('HEAD runs the GET route, no body', async () => {
      const res = await request(app).head('/photos/1');
      expect(res.status).toBe(200);
      expect(res.headers['x-action']).toBe('show');
      expect(res.text ?? '').toBe('');
    });

    test('HEAD on a path with no GET route → 405', async () => {
      const app2 = express();
      const router = new Router();
      router.controllers.register('things', { create: (_req: any, res: any) => res.send('x') });
      router.draw((r) => r.post('things', { to: 'things#create' }));
      app2.use(router.middleware());
      echoErrors(app2);
      const res = await request(app2).head('/things');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
    });
  });

  describe('fallthrough: true', () => {
    function app(): any {
      const a = express();
      a.use(photosRouter().middleware({ fallthrough: true }));
      a.use((req: any, res: any) => res.status(200).json({ fallback: true, url: req.url, method: req.method }));
      echoErrors(a);
      return a;
    }

    test.each([['/nothing'], ['/photos/1/foo']])('GET %s → the next middleware answers', async (path) => {
      const res = await request(app()).get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ fallback: true, url: path, method: 'GET' });
    });

    test('a matching route still dispatches', async () => {
      const res = await request(app()).get('/photos/1');
      expect(res.body.action).toBe('show');
    });

    test('the path has routes, none for the verb: still 405', async () => {
      const res = await request(app()).post('/photos/new');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
    });

    test('without fallthrough the next middleware is not reached', async () => {
      const a = express();
      a.use(photosRouter().middleware());
      a.use((_req: any, res: any) => res.status(200).send('fallback'));
      echoErrors(a);
      const res = await request(a).get('/nothing');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No route matches [GET] "/nothing"');
    });
  });

  describe('names from URLs through :controller(/:action(/:id))', () => {
    const app = customApp(genericRouter());

    test.each([
      ['/photos/index', 'index'],
      ['/photos/show/3', 'show'],
      ['/photos/inherited', 'inherited'],
      ['/plain/index', 'index'],
      ['/objects/list', 'list'],
    ])('GET %s dispatches to %s', async (path, action) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.body.action).toBe(action);
    });

    test('GET /photos/show/3 gets its id', async () => {
      expect((await request(app).get('/photos/show/3')).body).toEqual({ action: 'show', id: '3' });
    });

    const actionNames = [
      '__proto__',
      'constructor',
      'toString',
      'valueOf',
      'hasOwnProperty',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      '__defineGetter__',
      '__lookupGetter__',
      '_private',
      'secret',
      'redirectTo',
      'respondTo',
      'negotiate',
      'params',
      'helpers',
      'req',
      'res',
      'next',
      'create',
      'prototype',
      'missing',
    ];
    test.each(actionNames.map((name) => [`/photos/${name}`]))('GET %s → 404, never a non-action', async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
      expect(res.body.leaked).toBeUndefined();
    });

    test.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'].map((name) => [`/plain/${name}`]))(
      'GET %s (class without base) → 404',
      async (path) => {
        const res = await request(app).get(path);
        expect(res.status).toBe(404);
        expect(res.body.routing).toBe(true);
      },
    );

    test.each(
      ['toString', 'valueOf', 'hasOwnProperty', '__proto__', 'constructor', '_hidden', 'data', 'isPrototypeOf'].map(
        (name) => [`/objects/${name}`],
      ),
    )('GET %s (object controller) → 404', async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
      expect(res.body.leaked).toBeUndefined();
    });

    test.each(
      ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'Object', 'nothere'].map(
        (name) => [`/${name}/index`],
      ),
    )('GET %s (controller name) → 404', async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
    });

    test.each([
      ['/photos/%5F%5Fproto%5F%5F'],
      ['/photos/%5Fprivate'],
      ['/%5F%5Fproto%5F%5F/index'],
      ['/photos/to%53tring'],
    ])('percent-encoded %s → 404', async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
    });

    test('Object.prototype is untouched afterwards', () => {
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
      expect(({} as any).id).toBeUndefined();
      expect(({} as any).action).toBeUndefined();
    });

    test('through the default error handler these are 404 too', async () => {
      const plain = defaultApp(genericRouter());
      for (const path of [
        '/photos/__proto__',
        '/photos/constructor',
        '/photos/redirectTo',
        '/__proto__/index',
        '/photos/secret',
      ]) {
        expect([path, (await request(plain).get(path)).status]).toEqual([path, 404]);
      }
    });
  });
});
