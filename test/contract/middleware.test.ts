/** API.md § Middleware — `app.use(router.middleware(options?))`. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';

const echo = (req: any, res: any): void => {
  // Plain node API: this also runs under a bare http.createServer.
  res.setHeader('Content-Type', 'application/json');
  res.end(
    JSON.stringify({
      method: req.method,
      originalMethod: req.originalMethod ?? null,
      params: { ...req.params },
      body: req.body ?? null,
      url: req.url,
      baseUrl: req.baseUrl,
    }),
  );
};

function build(): Router {
  const router = new Router().draw((r) => {
    r.resources('photos');
    r.get('search', { to: 'photos#search', defaults: { page: '1' } });
    r.namespace('admin', (r: any) => r.resources('photos', { only: ['index'] }));
    r.get('handler/:id', {
      to: (req: any, res: any) =>
        res.json({ params: { ...req.params }, url: res.locals.helpers.photo_url(req.params.id) }),
    });
    r.get('boom', { to: 'photos#boom' });
    r.get('ghost', { to: 'ghosts#index' });
    r.get('noaction', { to: 'photos#missing' });
    r.match('dyn/:controller/:action', { via: 'get' });
    r.mount((req: any, res: any) => res.json({ url: req.url, baseUrl: req.baseUrl }), { at: '/engine' });
  });
  class PhotosController extends Controller {
    index(): void {
      echo(this.req, this.res);
    }
    show(): void {
      echo(this.req, this.res);
    }
    search(): void {
      echo(this.req, this.res);
    }
    update(): void {
      echo(this.req, this.res);
    }
    destroy(): void {
      echo(this.req, this.res);
    }
    create(): void {
      echo(this.req, this.res);
    }
    boom(): Promise<void> {
      return Promise.reject(new Error('rejected'));
    }
    _private(): void {
      this.res.send('private');
    }
  }
  router.controllers.register('photos', PhotosController);
  router.controllers.register('admin/photos', {
    index: (req: any, res: any, next: any) =>
      res.json({ args: [typeof req, typeof res, typeof next], name: 'admin/photos' }),
  });
  router.controllers.register('plain', { show: (_req: any, res: any) => res.send('plain#show') });
  return router;
}

describe.each(EXPRESSES)('%s', (_name, express) => {
  const router = build();
  const app = express();
  app.use(router.middleware());
  echoErrors(app);

  describe('1. method override', () => {
    test.each(['put', 'PATCH', 'Delete'])(
      'a _method=%s field in the form body becomes req.method; originalMethod keeps POST',
      async (verb) => {
        const res = await request(app).post('/photos/1').type('form').send(`_method=${verb}&title=x`).expect(200);
        expect(res.body.method).toBe(verb.toUpperCase());
        expect(res.body.originalMethod).toBe('POST');
      },
    );

    test('the X-HTTP-Method-Override header (any case)', async () => {
      const res = await request(app).post('/photos/1').set('X-HTTP-Method-Override', 'delete').expect(200);
      expect(res.body).toMatchObject({ method: 'DELETE', originalMethod: 'POST' });
    });

    test('other values are ignored', async () => {
      const res = await request(app).post('/photos').type('form').send('_method=get&title=x').expect(200);
      expect(res.body.method).toBe('POST');
      const header = await request(app).post('/photos').set('X-HTTP-Method-Override', 'OPTIONS').expect(200);
      expect(header.body.method).toBe('POST');
    });

    test('only on a POST', async () => {
      const res = await request(app).get('/photos/1').set('X-HTTP-Method-Override', 'DELETE').expect(200);
      expect(res.body.method).toBe('GET');
    });

    test('an unparsed urlencoded body it read is left parsed in req.body', async () => {
      const res = await request(app).post('/photos/1').type('form').send('_method=put&title=hello&n=1').expect(200);
      expect(res.body.body).toMatchObject({ title: 'hello', n: '1' });
    });

    test('a body already parsed is used as it is', async () => {
      const parsed = express();
      parsed.use(express.urlencoded({ extended: false }));
      parsed.use((req: any, _res: any, next: any) => {
        req.body.marker = 'kept';
        next();
      });
      parsed.use(router.middleware());
      const res = await request(parsed).post('/photos/1').type('form').send('_method=patch&title=x').expect(200);
      expect(res.body).toMatchObject({
        method: 'PATCH',
        originalMethod: 'POST',
        body: { _method: 'patch', title: 'x', marker: 'kept' },
      });
      const json = express();
      json.use(express.json());
      json.use(router.middleware());
      const viaJson = await request(json).post('/photos/1').send({ _method: 'delete' }).expect(200);
      expect(viaJson.body.method).toBe('DELETE');
    });

    test('methodOverride: false turns it off', async () => {
      const off = express();
      off.use(router.middleware({ methodOverride: false }));
      echoErrors(off);
      const res = await request(off).post('/photos/1').type('form').send('_method=put');
      expect(res.status).toBe(405);
    });
  });

  describe('bodyLimit', () => {
    test("default '100kb': a larger form body the router reads → 413", async () => {
      const big = `_method=put&x=${'a'.repeat(110 * 1024)}`;
      const res = await request(app).post('/photos/1').type('form').send(big);
      expect(res.status).toBe(413);
      const ok = await request(app)
        .post('/photos/1')
        .type('form')
        .send(`_method=put&x=${'a'.repeat(90 * 1024)}`);
      expect(ok.status).toBe(200);
    });

    test('a number or string limit', async () => {
      for (const limit of [64, '64b']) {
        const small = express();
        small.use(router.middleware({ bodyLimit: limit }));
        echoErrors(small);
        expect(
          (
            await request(small)
              .post('/photos/1')
              .type('form')
              .send(`_method=put&x=${'a'.repeat(100)}`)
          ).status,
        ).toBe(413);
        expect((await request(small).post('/photos/1').type('form').send('_method=put')).status).toBe(200);
      }
    });
  });

  describe('2. path', () => {
    test('relative to the mount point', async () => {
      const mounted = express();
      mounted.use('/api', router.middleware());
      echoErrors(mounted);
      const res = await request(mounted).get('/api/photos/7').expect(200);
      expect(res.body.params).toEqual({ controller: 'photos', action: 'show', id: '7' });
    });

    test('trailing slash ignored; repeated slashes: 308 to the squeezed path', async () => {
      expect((await request(app).get('/photos/7/').expect(200)).body.params.id).toBe('7');
      expect((await request(app).get('//photos//7?a=1').expect(308)).headers.location).toBe('/photos/7?a=1');
    });

    test('each segment percent-decoded', async () => {
      expect((await request(app).get('/photos/caf%C3%A9%20au%20lait').expect(200)).body.params.id).toBe('café au lait');
    });

    test('a malformed escape is a 400 error, not a crash', async () => {
      const res = await request(app).get('/photos/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, statusCode: 400, routing: true });
      await request(app).get('/photos/1').expect(200);
    });
  });

  describe('3. dispatch', () => {
    test('req.params holds the path parameters, defaults and format', async () => {
      expect((await request(app).get('/photos/7.json').expect(200)).body.params).toEqual({
        controller: 'photos',
        action: 'show',
        id: '7',
        format: 'json',
      });
      expect((await request(app).get('/search').expect(200)).body.params).toEqual({
        controller: 'photos',
        action: 'search',
        page: '1',
      });
    });

    test("res.locals.helpers, _url helpers defaulting to the request's host and protocol", async () => {
      const res = await request(app).get('/handler/5').set('Host', 'shop.example.com').expect(200);
      expect(res.body.url).toBe('http://shop.example.com/photos/5');
      const ported = await request(app).get('/handler/5').set('Host', 'shop.example.com:8080').expect(200);
      expect(ported.body.url).toBe('http://shop.example.com:8080/photos/5');
    });

    test('controllers are looked up by full name; the action receives (req, res, next)', async () => {
      const res = await request(app).get('/admin/photos').expect(200);
      expect(res.body).toEqual({ args: ['object', 'object', 'function'], name: 'admin/photos' });
    });

    test('a rejected promise goes to next(err)', async () => {
      const res = await request(app).get('/boom');
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('rejected');
    });

    test('handler targets are called as Express middleware', async () => {
      const res = await request(app).get('/handler/5').expect(200);
      expect(res.body.params).toEqual({ id: '5' });
    });

    test('mounted apps see req.url with the mount path removed and req.baseUrl set', async () => {
      expect((await request(app).get('/engine/a/b?x=1').expect(200)).body).toEqual({
        url: '/a/b?x=1',
        baseUrl: '/engine',
      });
      const sub = express();
      sub.get('/inner', (req: any, res: any) =>
        res.json({ url: req.url, baseUrl: req.baseUrl, originalUrl: req.originalUrl }),
      );
      const router2 = new Router().draw((r) => r.mount(sub, { at: '/sub' }));
      const outer = express();
      outer.use(router2.middleware());
      expect((await request(outer).get('/sub/inner').expect(200)).body).toEqual({
        url: '/inner',
        baseUrl: '/sub',
        originalUrl: '/sub/inner',
      });
    });
  });

  describe('4. routing errors', () => {
    test('no route → 404 RoutingError, No route matches [GET] "/photos/1/foo"', async () => {
      const res = await request(app).get('/photos/1/foo');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        status: 404,
        statusCode: 404,
        routing: true,
        message: 'No route matches [GET] "/photos/1/foo"',
      });
    });

    test('fallthrough: true → next() instead', async () => {
      const through = express();
      through.use(router.middleware({ fallthrough: true }));
      through.use((_req: any, res: any) => res.status(299).send('next'));
      await request(through).get('/photos/1/foo').expect(299, 'next');
    });

    test('wrong verb → 405; Allow set before next(err); err.allowed; message', async () => {
      const res = await request(app).post('/photos/new');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
      expect(res.body).toEqual({
        status: 405,
        statusCode: 405,
        routing: true,
        message: 'No route matches [POST] "/photos/new"',
        allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'],
        allow: 'GET, HEAD, PATCH, PUT, DELETE',
      });
      expect(res.body.allowed).toEqual(router.allowedMethods('/photos/new'));
    });

    test('OPTIONS with no OPTIONS route → 204 with the Allow header', async () => {
      const res = await request(app).options('/photos/1');
      expect(res.status).toBe(204);
      expect(res.headers.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
    });

    test('HEAD reaches the GET route; an OPTIONS route dispatches', async () => {
      await request(app).head('/photos/1').expect(200);
      const withOptions = new Router().draw((r) =>
        r.options('photos', { to: (_req: any, res: any) => res.status(200).send('options route') }),
      );
      const app2 = express();
      app2.use(withOptions.middleware());
      await request(app2).options('/photos').expect(200, 'options route');
    });

    test('controller not registered → 404, message naming both', async () => {
      const res = await request(app).get('/ghost');
      expect(res.status).toBe(404);
      expect(res.body.routing).toBe(true);
      expect(res.body.message).toContain('ghosts');
      expect(res.body.message).toContain('index');
    });

    test('no such action → 404, message naming both', async () => {
      const res = await request(app).get('/noaction');
      expect(res.status).toBe(404);
      expect(res.body.message).toContain('photos');
      expect(res.body.message).toContain('missing');
    });

    test('only action methods dispatch', async () => {
      await request(app).get('/dyn/photos/index').expect(200);
      await request(app).get('/dyn/plain/show').expect(200, 'plain#show');
      for (const action of [
        '_private',
        'constructor',
        'toString',
        'hasOwnProperty',
        '__proto__',
        'valueOf',
        'redirectTo',
        'respondTo',
        'isPrototypeOf',
      ]) {
        const res = await request(app).get(`/dyn/photos/${action}`);
        expect([action, res.status]).toEqual([action, 404]);
      }
      for (const action of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
        const res = await request(app).get(`/dyn/plain/${action}`);
        expect([action, res.status]).toEqual([action, 404]);
      }
    });

    test('a controller name from the URL that is not registered → 404, whatever its spelling', async () => {
      for (const action of ['%5F%5Fproto%5F%5F', '%63onstructor', 'to%53tring', '_%70rivate']) {
        const res = await request(app).get(`/dyn/photos/${action}`);
        expect([action, res.status]).toEqual([action, 404]);
      }
      for (const controller of [
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        'nobody',
        '%5F%5Fproto%5F%5F',
        '%63onstructor',
      ]) {
        const res = await request(app).get(`/dyn/${controller}/index`);
        expect([controller, res.status]).toEqual([controller, 404]);
      }
    });
  });
});

describe('bare http.createServer(router.middleware()): routing errors answered by the middleware', () => {
  let server: http.Server;
  let base: string;
  const router = build();

  beforeAll(async () => {
    server = http.createServer(router.middleware());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const call = async (
    method: string,
    path: string,
  ): Promise<{ status: number; allow: string | null; body: string }> => {
    const res = await fetch(base + path, { method });
    return { status: res.status, allow: res.headers.get('allow'), body: await res.text() };
  };

  test('a route dispatches', async () => {
    const res = await call('GET', '/photos/3');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).params).toEqual({ controller: 'photos', action: 'show', id: '3' });
  });

  test('404: status and a one-line text body', async () => {
    const res = await call('GET', '/photos/1/foo');
    expect(res.status).toBe(404);
    expect(res.body.trimEnd().split('\n')).toHaveLength(1);
    expect(res.body).toContain('No route matches [GET] "/photos/1/foo"');
  });

  test('405: status, Allow and a one-line text body', async () => {
    const res = await call('POST', '/photos/new');
    expect(res.status).toBe(405);
    expect(res.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
    expect(res.body.trimEnd().split('\n')).toHaveLength(1);
    expect(res.body).toContain('No route matches [POST] "/photos/new"');
  });

  test('OPTIONS → 204 with Allow', async () => {
    const res = await call('OPTIONS', '/photos');
    expect(res.status).toBe(204);
    expect(res.allow).toBe('GET, HEAD, POST');
  });

  test('400 for a malformed escape', async () => {
    const res = await call('GET', '/photos/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.trimEnd().split('\n')).toHaveLength(1);
  });

  test('controller not registered → 404', async () => {
    expect((await call('GET', '/ghost')).status).toBe(404);
  });
});

describe('Connect-style: called without next', () => {
  test('answers the routing error itself', async () => {
    const router = build();
    const mw = router.middleware() as any;
    const res = await request((req: any, res: any) => mw(req, res)).get('/nothing');
    expect(res.status).toBe(404);
    expect(res.text.trimEnd().split('\n')).toHaveLength(1);
  });
});
