/**
 * API.md § Middleware, 1. Method override: when the router reads a body and what it leaves
 * (`req.body`, `req._body`, `req.rawBody`, encodings, limits), `methodOverride: 'header'`,
 * `parameterLimit`; 2. Path: `slashes`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES, echoErrors, readStream } from '../http/support';

/** Answers what the request looks like once routed; reads the stream when nobody did. */
const inspectRequest = async (req: any, res: any): Promise<void> => {
  const consumed = req.readableEnded === true || req._body === true;
  const text = consumed ? null : await readStream(req);
  // Plain node API: this also runs under a bare http.createServer.
  res.setHeader('Content-Type', 'application/json');
  res.end(
    JSON.stringify({
      method: req.method,
      originalMethod: req.originalMethod ?? null,
      body: req.body ?? null,
      _body: req._body ?? null,
      rawBody: Buffer.isBuffer(req.rawBody) ? req.rawBody.toString('base64') : (req.rawBody ?? null),
      unread: text,
      params: { ...req.params },
      url: req.url,
    }),
  );
};

function build(): Router {
  return new Router().draw((r) => {
    // POST and the overriding verbs reach different routes: the case where the body is read.
    r.post('posts/:id', { to: inspectRequest });
    r.match('posts/:id', { to: inspectRequest, via: ['put', 'patch', 'delete'] });
    r.post('only_post', { to: inspectRequest });
    r.get('only_post', { to: inspectRequest });
    r.resources('photos', { only: ['index', 'show'], to: inspectRequest } as any);
    r.namespace('admin', (r) => r.get('users', { to: inspectRequest }));
  });
}

const FORM = 'application/x-www-form-urlencoded';

/** A POST of exact bytes (supertest re-serializes a Buffer sent as a form). */
async function postBytes(
  app: any,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: any }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : text });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  } finally {
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.each(EXPRESSES)('%s', (_name, express) => {
  const app = express();
  app.use(build().middleware());
  echoErrors(app);

  describe('when the router reads a body', () => {
    test('it reads only when an override could change the outcome: a path without PUT/PATCH/DELETE routes keeps its stream', async () => {
      const res = await request(app).post('/only_post').type('form').send('_method=put&a=1').expect(200);
      expect(res.body).toMatchObject({ method: 'POST', body: null, unread: '_method=put&a=1' });
    });

    test('when it reads, req.body holds the fields parsed as express.urlencoded({ extended: true })', async () => {
      const sent = '_method=patch&post%5Btitle%5D=Hi&post[tags][]=a&post[tags][]=b&n=1';
      const res = await request(app).post('/posts/1').type('form').send(sent).expect(200);
      const parser = express();
      parser.use(express.urlencoded({ extended: true }));
      parser.post('/', (req: any, r: any) => r.json(req.body));
      const expected = (await request(parser).post('/').type('form').send(sent)).body;
      expect(res.body.body).toEqual(expected);
      expect(res.body.body).toEqual({ _method: 'patch', post: { title: 'Hi', tags: ['a', 'b'] }, n: '1' });
      expect(res.body).toMatchObject({ method: 'PATCH', originalMethod: 'POST', _body: true });
    });

    test('nothing is lost when no override results: the handler POST reaches gets the body as sent', async () => {
      // Read to look for `_method`, none applied: the stream again, same bytes, nothing of the router's read.
      for (const sent of ['a=1&b[c]=2', '_method=get&a=1&b[c]=2']) {
        const res = await request(app).post('/posts/1').type('form').send(sent).expect(200);
        expect([sent, res.body.method, res.body.body, res.body.unread]).toEqual([sent, 'POST', null, sent]);
      }
    });

    test('req.rawBody holds the exact bytes as sent', async () => {
      const sent = Buffer.from('_method=put&sig=%2B%2F%3D&x=caf%C3%A9&&y', 'latin1');
      const res = await postBytes(app, '/posts/1', { 'content-type': FORM }, sent);
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('PUT');
      expect(Buffer.from(res.body.rawBody, 'base64').equals(sent)).toBe(true);
    });

    test('req._body is true, so body-parser does not read again (a route middleware body parser keeps what the router read)', async () => {
      const router = new Router().draw((r) =>
        r.put('x', { to: inspectRequest, middleware: express.urlencoded({ extended: true }) }),
      );
      const app2 = express();
      app2.use(router.middleware());
      echoErrors(app2);
      const res = await request(app2).post('/x').type('form').send('_method=put&a[b]=1').timeout(3000).expect(200);
      expect(res.body).toMatchObject({ method: 'PUT', _body: true, body: { _method: 'put', a: { b: '1' } } });
    });

    test.each([
      ['gzip', zlib.gzipSync],
      ['deflate', zlib.deflateSync],
      ['br', zlib.brotliCompressSync],
    ])('a Content-Encoding of %s is decoded for parsing', async (encoding, compress) => {
      const compressed = compress(Buffer.from('_method=delete&title=zipped'));
      const res = await postBytes(app, '/posts/1', { 'content-type': FORM, 'content-encoding': encoding }, compressed);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ method: 'DELETE', body: { _method: 'delete', title: 'zipped' } });
      expect(Buffer.from(res.body.rawBody, 'base64').equals(compressed)).toBe(true);
    });

    test('a body over bodyLimit is a 413, never cut short', async () => {
      const small = express();
      small.use(build().middleware({ bodyLimit: 100 }));
      echoErrors(small);
      // `_method=put` lies within the first 100 bytes: a router that cut the body short would override.
      const res = await request(small)
        .post('/posts/1')
        .type('form')
        .send(`_method=put&x=${'a'.repeat(200)}`);
      expect(res.status).toBe(413);
    });

    test('the limit applies to the decoded body: a small gzip that inflates past bodyLimit is a 413', async () => {
      const bomb = zlib.gzipSync(`_method=put&x=${'a'.repeat(300 * 1024)}`);
      expect(bomb.length).toBeLessThan(2048);
      const res = await postBytes(app, '/posts/1', { 'content-type': FORM, 'content-encoding': 'gzip' }, bomb);
      expect(res.status).toBe(413);
    });

    test('parameterLimit: default 1000 fields; more → 413', async () => {
      const fields = (n: number): string =>
        ['_method=put', ...Array.from({ length: n - 1 }, (_, i) => `f${i}=1`)].join('&');
      expect((await request(app).post('/posts/1').type('form').send(fields(1000))).status).toBe(200);
      expect((await request(app).post('/posts/1').type('form').send(fields(1001))).status).toBe(413);
    });

    test('parameterLimit: a number', async () => {
      const limited = express();
      limited.use(build().middleware({ parameterLimit: 3 }));
      echoErrors(limited);
      expect((await request(limited).post('/posts/1').type('form').send('_method=put&a=1&b=2')).status).toBe(200);
      expect((await request(limited).post('/posts/1').type('form').send('_method=put&a=1&b=2&c=3')).status).toBe(413);
    });
  });

  describe("methodOverride: 'header'", () => {
    const headerOnly = express();
    headerOnly.use(build().middleware({ methodOverride: 'header' }));
    echoErrors(headerOnly);

    test('never reads a body: _method in the form is not honoured and the stream is left whole', async () => {
      const res = await request(headerOnly).post('/posts/1').type('form').send('_method=put&a=1').expect(200);
      expect(res.body).toMatchObject({ method: 'POST', body: null, unread: '_method=put&a=1' });
    });

    test('the X-HTTP-Method-Override header still works; originalMethod keeps POST', async () => {
      const res = await request(headerOnly)
        .post('/posts/1')
        .set('X-HTTP-Method-Override', 'patch')
        .type('form')
        .send('a=1')
        .expect(200);
      expect(res.body).toMatchObject({ method: 'PATCH', originalMethod: 'POST', unread: 'a=1' });
    });
  });

  describe('slashes', () => {
    test("default 'redirect': a path that would match once squeezed → 308 to the squeezed path, query kept", async () => {
      const res = await request(app).get('//admin///users?a=1&b=2').expect(308);
      expect(res.headers.location).toBe('/admin/users?a=1&b=2');
    });

    test('any verb: a POST is answered with a 308 too (the method and body are kept by the client)', async () => {
      const res = await request(app).post('//posts//1?x=1').type('form').send('a=1').expect(308);
      expect(res.headers.location).toBe('/posts/1?x=1');
    });

    test('a path that would not match even squeezed is a 404, not a redirect', async () => {
      expect((await request(app).get('//nothing//here')).status).toBe(404);
    });

    test('the 308 keeps the mount path (req.baseUrl) and the query', async () => {
      const mounted = express();
      mounted.use('/api/v1', build().middleware());
      echoErrors(mounted);
      const res = await request(mounted).get('/api/v1//photos//7?x=1').expect(308);
      expect(res.headers.location).toBe('/api/v1/photos/7?x=1');
      const nested = express();
      const sub = express.Router();
      sub.use(build().middleware());
      nested.use('/outer', sub);
      const deep = await request(nested).get('/outer/admin//users?q=%20').expect(308);
      expect(deep.headers.location).toBe('/outer/admin/users?q=%20');
    });

    test("slashes: 'route' routes it as Rails does", async () => {
      const routed = express();
      routed.use(build().middleware({ slashes: 'route' }));
      echoErrors(routed);
      const res = await request(routed).get('//photos//7?x=1').expect(200);
      expect(res.body.params).toEqual({ id: '7' });
    });
  });
});

describe('bare node:http', () => {
  const handler = build().middleware();

  test('the router reads and overrides; res.locals.helpers is set for the target', async () => {
    const res = await postBytes(handler, '/posts/1', { 'content-type': FORM }, Buffer.from('_method=delete&a[b]=1'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      method: 'DELETE',
      originalMethod: 'POST',
      body: { _method: 'delete', a: { b: '1' } },
      _body: true,
    });
    const helpers = new Router().draw((r) =>
      r.get('h', {
        as: 'h',
        to: (_req: any, res: any) => res.end(JSON.stringify({ url: res.locals.helpers.h_url() })),
      }),
    );
    const got = await request(helpers.middleware()).get('/h').set('Host', 'bare.example').expect(200);
    expect(JSON.parse(got.text)).toEqual({ url: 'http://bare.example/h' });
  });

  test('413 over parameterLimit, answered by the middleware itself', async () => {
    const res = await postBytes(
      build().middleware({ parameterLimit: 2 }),
      '/posts/1',
      { 'content-type': FORM },
      Buffer.from('_method=put&a=1&b=2'),
    );
    expect(res.status).toBe(413);
  });

  test('308 for repeated slashes, query kept', async () => {
    const res = await request(handler).get('//admin//users?x=1').expect(308);
    expect(res.headers.location).toBe('/admin/users?x=1');
  });
});
