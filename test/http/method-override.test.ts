/**
 * Method override through real requests: `_method` in a form body and the
 * `X-HTTP-Method-Override` header on a POST; the body the router reads stays available;
 * bodies it must not read stay untouched.
 */
import request from 'supertest';
import { Router, type MiddlewareOptions } from '../../src';
import { EXPRESSES, chunkedRequest, echoErrors, readStream } from './support';

function snapshot(req: any): Record<string, unknown> {
  return {
    method: req.method,
    originalMethod: req.originalMethod ?? null,
    action: req.params?.action ?? null,
    body: req.body === undefined ? null : req.body,
  };
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('echo', {
    handle(req: any, res: any) {
      res.json(snapshot(req));
    },
  });
  router.controllers.register('photos', {
    update(req: any, res: any) {
      res.json(snapshot(req));
    },
    destroy(req: any, res: any) {
      res.json(snapshot(req));
    },
    create(req: any, res: any) {
      res.json(snapshot(req));
    },
  });
  router.draw((r) => {
    // Two routes, so that an override changes the route a POST reaches (the one case the body is read).
    r.post('thing', { to: 'echo#handle' });
    r.match('thing', { to: 'echo#handle', via: ['get', 'put', 'patch', 'delete'] });
    // Reads the request stream itself and echoes it.
    r.match('raw', {
      via: 'all',
      to: async (req: any, res: any) => {
        const raw = await readStream(req);
        res.json({ method: req.method, raw, body: req.body === undefined ? null : req.body });
      },
    });
    // Passes the request on to the next Express middleware.
    const pass = (_req: any, _res: any, next: (err?: unknown) => void): void => next();
    r.post('pass', { to: pass });
    r.match('pass', { via: ['put', 'patch', 'delete'], to: pass });
    r.resources('photos', { only: ['create', 'update', 'destroy'] });
  });
  return router;
}

describe.each(EXPRESSES)('%s: method override', (_label, express) => {
  function appWith(options: MiddlewareOptions = {}, before: any[] = []): any {
    const app = express();
    for (const middleware of before) app.use(middleware);
    app.use(makeRouter().middleware(options));
    echoErrors(app);
    return app;
  }

  describe('_method in an urlencoded body on a POST', () => {
    test.each([
      ['_method=PUT', 'PUT'],
      ['_method=put', 'PUT'],
      ['_method=Put', 'PUT'],
      ['_method=PATCH', 'PATCH'],
      ['_method=patch', 'PATCH'],
      ['_method=DELETE', 'DELETE'],
      ['_method=delete', 'DELETE'],
      ['_method=dElEtE', 'DELETE'],
      ['title=x&_method=PATCH', 'PATCH'],
    ])('%s → %s', async (body, method) => {
      const res = await request(appWith()).post('/thing').type('form').send(body);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe(method);
      expect(res.body.originalMethod).toBe('POST');
    });

    test.each([
      ['_method=GET'],
      ['_method=get'],
      ['_method=POST'],
      ['_method=HEAD'],
      ['_method=OPTIONS'],
      ['_method=FOO'],
      ['_method='],
      ['_method%5B%5D=DELETE'],
      ['_method%5Bx%5D=DELETE'],
      ['_method=PUT&_method=DELETE'],
      ['_method=DELETE&_method=DELETE'],
      ['method=DELETE'],
    ])('%s is ignored (stays POST)', async (body) => {
      const res = await request(appWith()).post('/thing').type('form').send(body);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('POST');
    });

    test('a charset parameter on the content type still counts as a form', async () => {
      const res = await request(appWith())
        .post('/thing')
        .set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8')
        .send('_method=DELETE');
      expect(res.body.method).toBe('DELETE');
    });

    test('the overridden verb picks the route: POST /photos/1 + _method=delete → photos#destroy', async () => {
      const res = await request(appWith()).post('/photos/1').type('form').send('_method=delete');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ method: 'DELETE', originalMethod: 'POST', action: 'destroy' });
    });

    test('POST /photos/1 + _method=patch → photos#update with PATCH', async () => {
      const res = await request(appWith()).post('/photos/1').type('form').send('_method=patch&photo%5Btitle%5D=x');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ method: 'PATCH', action: 'update' });
    });

    test('an ignored _method leaves the POST route: POST /photos + _method=GET → photos#create', async () => {
      const res = await request(appWith()).post('/photos').type('form').send('_method=GET');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ method: 'POST', action: 'create' });
    });

    test('_method on a GET is ignored', async () => {
      const res = await request(appWith()).get('/thing').type('form').send('_method=DELETE');
      expect(res.body.method).toBe('GET');
    });

    test('_method on a PUT is ignored', async () => {
      const res = await request(appWith()).put('/thing').type('form').send('_method=DELETE');
      expect(res.body.method).toBe('PUT');
    });
  });

  describe('X-HTTP-Method-Override header', () => {
    test.each([
      ['PUT', 'PUT'],
      ['patch', 'PATCH'],
      ['Delete', 'DELETE'],
      ['GET', 'POST'],
      ['FOO', 'POST'],
      ['POST', 'POST'],
      ['PUT, DELETE', 'POST'],
    ])('POST with header %s → %s', async (header, method) => {
      const res = await request(appWith()).post('/thing').set('X-HTTP-Method-Override', header);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe(method);
      expect(res.body.originalMethod).toBe('POST');
    });

    test('the header on a GET is ignored', async () => {
      const res = await request(appWith()).get('/thing').set('X-HTTP-Method-Override', 'DELETE');
      expect(res.body.method).toBe('GET');
    });

    test('the header picks the route: POST /photos/7 + header PUT → photos#update', async () => {
      const res = await request(appWith()).post('/photos/7').set('X-HTTP-Method-Override', 'PUT');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ method: 'PUT', action: 'update' });
    });
  });

  describe('the body the router reads stays in req.body', () => {
    test('all fields, _method included, reach the action', async () => {
      const res = await request(appWith())
        .post('/thing')
        .type('form')
        .send('_method=PUT&title=Hello+World&tag=a&tag=b&empty=');
      expect(res.body.method).toBe('PUT');
      expect(res.body.body).toEqual({ _method: 'PUT', title: 'Hello World', tag: ['a', 'b'], empty: '' });
    });

    test('a form POST with no _method keeps its fields', async () => {
      const res = await request(appWith()).post('/thing').type('form').send('a=1&b=%C3%A9');
      expect(res.body.method).toBe('POST');
      expect(res.body.body).toEqual({ a: '1', b: 'é' });
    });

    test('__proto__ in the form body does not pollute Object.prototype', async () => {
      const res = await request(appWith()).post('/thing').type('form').send('__proto__=x&constructor=y&_method=PUT');
      expect(res.body.method).toBe('PUT');
      expect(({} as any).x).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'x')).toBe(false);
    });
  });

  describe('express.urlencoded() before the router', () => {
    test.each([[false], [true]])('extended: %s — the parsed body is used, fields intact', async (extended) => {
      const app = appWith({}, [express.urlencoded({ extended })]);
      const res = await request(app).post('/thing').type('form').send('_method=patch&title=x');
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('PATCH');
      expect(res.body.originalMethod).toBe('POST');
      expect(res.body.body).toEqual({ _method: 'patch', title: 'x' });
    });

    test.each([['_method%5B%5D=DELETE'], ['_method%5Ba%5D=DELETE'], ['_method=PUT&_method=DELETE']])(
      'extended parser, %s (not one string) is ignored',
      async (body) => {
        const app = appWith({}, [express.urlencoded({ extended: true })]);
        const res = await request(app).post('/thing').type('form').send(body);
        expect(res.status).toBe(200);
        expect(res.body.method).toBe('POST');
      },
    );

    test('the already-parsed body is used as it is (the stream is not read again)', async () => {
      const rewrite = (req: any, _res: any, next: () => void) => {
        req.body._method = 'DELETE';
        next();
      };
      const app = appWith({}, [express.urlencoded({ extended: false }), rewrite]);
      const res = await request(app).post('/thing').type('form').send('_method=PUT&a=1');
      expect(res.body.method).toBe('DELETE');
      expect(res.body.body).toEqual({ _method: 'DELETE', a: '1' });
    });

    test('express.json() before the router leaves a form body to the router', async () => {
      const app = appWith({}, [express.json()]);
      const res = await request(app).post('/thing').type('form').send('_method=DELETE&a=1').timeout(2000);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('DELETE');
      expect(res.body.body).toEqual({ _method: 'DELETE', a: '1' });
    });

    test('an empty form body does not hang', async () => {
      const res = await request(appWith()).post('/thing').type('form').send('').timeout(2000);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('POST');
    });

    test('a large body parsed upstream is not subject to bodyLimit', async () => {
      const app = appWith({ bodyLimit: '1kb' }, [express.urlencoded({ extended: false, limit: '1mb' })]);
      const res = await request(app)
        .post('/thing')
        .type('form')
        .send(`_method=PUT&big=${'x'.repeat(5 * 1024)}`);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('PUT');
    });
  });

  describe('express.urlencoded() after the router', () => {
    test('fallthrough to a later parser: no hang, body kept', async () => {
      const app = express();
      app.use(makeRouter().middleware({ fallthrough: true }));
      app.use(express.urlencoded({ extended: false }));
      app.all('/after', (req: any, res: any) => res.json(snapshot(req)));
      echoErrors(app);
      const res = await request(app).post('/after').type('form').send('a=1&b=2').timeout(2000);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('POST');
      expect(res.body.body).toEqual({ a: '1', b: '2' });
    });

    test('overridden request passed on by a handler route: no hang, body kept', async () => {
      const app = express();
      app.use(makeRouter().middleware());
      app.use(express.urlencoded({ extended: false }));
      app.all('/pass', (req: any, res: any) => res.json(snapshot(req)));
      echoErrors(app);
      const res = await request(app).post('/pass').type('form').send('_method=DELETE&a=1').timeout(2000);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('DELETE');
      expect(res.body.originalMethod).toBe('POST');
      expect(res.body.body).toEqual({ _method: 'DELETE', a: '1' });
    });
  });

  describe('bodies the router never reads', () => {
    test('express.json() before the router: the JSON body reaches the action intact', async () => {
      const app = appWith({}, [express.json()]);
      const res = await request(app)
        .post('/thing')
        .send({ a: 1, nested: { b: [1, 2] } });
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('POST');
      expect(res.body.body).toEqual({ a: 1, nested: { b: [1, 2] } });
    });

    test('an unparsed JSON body (with _method inside) is left in the stream for the action', async () => {
      const payload = JSON.stringify({ _method: 'DELETE', a: 1 });
      const res = await request(appWith())
        .post('/raw')
        .set('Content-Type', 'application/json')
        .send(payload)
        .timeout(2000);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('POST');
      expect(res.body.raw).toBe(payload);
    });

    test('a text/plain body that looks like a form is not read', async () => {
      const res = await request(appWith())
        .post('/raw')
        .set('Content-Type', 'text/plain')
        .send('_method=DELETE')
        .timeout(2000);
      expect(res.body.method).toBe('POST');
      expect(res.body.raw).toBe('_method=DELETE');
    });

    test('a multipart body is not read', async () => {
      const body = '--XX\r\nContent-Disposition: form-data; name="_method"\r\n\r\nDELETE\r\n--XX--\r\n';
      const res = await request(appWith())
        .post('/raw')
        .set('Content-Type', 'multipart/form-data; boundary=XX')
        .send(body)
        .timeout(2000);
      expect(res.body.method).toBe('POST');
      expect(res.body.raw).toBe(body);
    });
  });

  describe('bodyLimit', () => {
    test("bodyLimit '1kb', a 5kb form body → 413 (custom error handler)", async () => {
      const res = await request(appWith({ bodyLimit: '1kb' }))
        .post('/thing')
        .type('form')
        .send(`_method=PUT&big=${'x'.repeat(5 * 1024)}`);
      expect(res.status).toBe(413);
      expect(res.body.status).toBe(413);
    });

    test("bodyLimit '1kb', a 5kb form body → 413 (Express' default handler)", async () => {
      const app = express();
      app.use(makeRouter().middleware({ bodyLimit: '1kb' }));
      const res = await request(app)
        .post('/thing')
        .type('form')
        .send(`big=${'x'.repeat(5 * 1024)}`);
      expect(res.status).toBe(413);
    });

    test("bodyLimit '1kb', a 512-byte body passes", async () => {
      const res = await request(appWith({ bodyLimit: '1kb' }))
        .post('/thing')
        .type('form')
        .send(`_method=PUT&big=${'x'.repeat(500)}`);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('PUT');
    });

    test('a numeric bodyLimit is in bytes', async () => {
      const app = appWith({ bodyLimit: 100 });
      expect(
        (
          await request(app)
            .post('/thing')
            .type('form')
            .send(`a=${'x'.repeat(200)}`)
        ).status,
      ).toBe(413);
      expect((await request(app).post('/thing').type('form').send('a=x')).status).toBe(200);
    });

    test("the default limit is '100kb'", async () => {
      const app = appWith();
      expect(
        (
          await request(app)
            .post('/thing')
            .type('form')
            .send(`a=${'x'.repeat(150 * 1024)}`)
        ).status,
      ).toBe(413);
      expect(
        (
          await request(app)
            .post('/thing')
            .type('form')
            .send(`a=${'x'.repeat(50 * 1024)}`)
        ).status,
      ).toBe(200);
    });

    test('a chunked body (no Content-Length) above the limit → 413', async () => {
      const app = appWith({ bodyLimit: '1kb' });
      const chunk = 'x'.repeat(1024);
      const res = await chunkedRequest(
        app,
        { method: 'POST', path: '/thing', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        ['a=', chunk, chunk, chunk, chunk, chunk],
      );
      expect(res.status).toBe(413);
    });

    test('a chunked body under the limit is read', async () => {
      const app = appWith({ bodyLimit: '1kb' });
      const res = await chunkedRequest(
        app,
        { method: 'POST', path: '/thing', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        ['_method=', 'DELETE', '&a=1'],
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ method: 'DELETE', body: { _method: 'DELETE', a: '1' } });
    });
  });

  describe('methodOverride: false', () => {
    test('_method in the body is ignored', async () => {
      const res = await request(appWith({ methodOverride: false }))
        .post('/thing')
        .type('form')
        .send('_method=DELETE');
      expect(res.body.method).toBe('POST');
    });

    test('the header is ignored', async () => {
      const res = await request(appWith({ methodOverride: false }))
        .post('/thing')
        .set('X-HTTP-Method-Override', 'DELETE');
      expect(res.body.method).toBe('POST');
    });

    test('the form body is not read: the action gets the raw stream', async () => {
      const res = await request(appWith({ methodOverride: false }))
        .post('/raw')
        .type('form')
        .send('_method=DELETE&a=1')
        .timeout(2000);
      expect(res.body.method).toBe('POST');
      expect(res.body.raw).toBe('_method=DELETE&a=1');
    });

    test('POST /photos/1 + _method=delete → 405 (no POST route there)', async () => {
      const res = await request(appWith({ methodOverride: false }))
        .post('/photos/1')
        .type('form')
        .send('_method=delete');
      expect(res.status).toBe(405);
    });
  });
});
