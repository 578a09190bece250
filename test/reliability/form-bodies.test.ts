/**
 * API.md Middleware §1: the router reads a form body only when a method override could
 * change the route, and then loses nothing (nested fields as express.urlencoded({ extended:
 * true }) gives them, req._body, req.rawBody byte for byte, Content-Encoding decoded, 413
 * instead of truncation). Bare node:http, Express 5 and Express 4.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { Router, type MiddlewareOptions } from '../../src';
import { EXPRESSES, json, listen, readAll, send, type Listening } from './support';

jest.setTimeout(30000);

const SECRET = 'whsec_test';
const hmac = (data: Buffer | string): string => crypto.createHmac('sha256', SECRET).update(data).digest('hex');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** What the route saw: method, body, the raw bytes the router kept, and whether it marked the body read. */
function echo(req: any, res: any): void {
  json(res, 200, {
    method: req.method,
    originalMethod: req.originalMethod ?? null,
    body: req.body ?? null,
    rawBody: Buffer.isBuffer(req.rawBody) ? req.rawBody.toString('base64') : null,
    marked: req._body === true,
  });
}

/** A webhook that verifies a signature over the raw stream (as Stripe's and GitHub's libraries do). */
async function webhook(req: any, res: any): Promise<void> {
  const data = await readAll(req);
  json(res, 200, {
    bytes: data.length,
    valid: hmac(data) === req.headers['x-signature'],
    routerRead: req._body === true,
  });
}

function makeRouter(later?: any): Router {
  return new Router().draw((r) => {
    r.post('hooks/stripe', { to: webhook });
    r.post('posts', { to: later ?? echo });
    r.match('posts/:id', { to: later ?? echo, via: ['patch', 'put', 'delete'] });
    r.match('any', { to: echo, via: 'all' });
  });
}

type Build = (options?: MiddlewareOptions) => any;

const SERVERS: Array<[string, Build]> = [
  ['bare node', (options) => makeRouter().middleware(options)],
  ...EXPRESSES.map(([label, express]): [string, Build] => [
    label,
    (options) => {
      const app = express();
      app.use(makeRouter().middleware(options));
      app.use((err: any, _req: any, res: any, _next: any) =>
        res
          .status(typeof err?.status === 'number' ? err.status : 500)
          .json({ status: err?.status ?? null, message: String(err?.message) }),
      );
      return app;
    },
  ]),
];

describe.each(SERVERS)('%s', (label, build) => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(build());
  });
  afterAll(() => server.close());

  const post = async (
    path: string,
    body: Buffer | string,
    headers: Record<string, string> = FORM,
  ): Promise<{ status: number; body: any }> => {
    const res = await send(server.port, 'POST', path, { headers, body });
    return {
      status: res.status,
      body: res.headers['content-type']?.includes('json') ? JSON.parse(res.text) : res.text,
    };
  };

  describe('no override could change the route: the body stays unread', () => {
    test('a webhook verifies its signature over every byte', async () => {
      const body = `${'amount=100&'.repeat(300)}user%5Bname%5D=bob&_method=delete`;
      const res = await post('/hooks/stripe', body, { ...FORM, 'x-signature': hmac(body) });
      expect(res.body).toEqual({ bytes: Buffer.byteLength(body), valid: true, routerRead: false });
    });

    test('a POST to a path with only a POST route', async () => {
      const res = await send(server.port, 'POST', '/posts', { headers: FORM, body: '_method=put&a=1' });
      expect(JSON.parse(res.text)).toMatchObject({ method: 'POST', body: null, rawBody: null, marked: false });
    });
  });

  describe('an override could change the route: read, nothing lost', () => {
    test('nested like extended urlencoded, req._body, req.rawBody exact', async () => {
      const body = '_method=patch&post%5Btitle%5D=Hi+there&post%5Btags%5D%5B%5D=a&post%5Btags%5D%5B%5D=b&x=%E2%9C%93';
      const res = await post('/posts/1', body);
      expect(res.body).toEqual({
        method: 'PATCH',
        originalMethod: 'POST',
        body: { _method: 'patch', post: { title: 'Hi there', tags: ['a', 'b'] }, x: '✓' },
        rawBody: Buffer.from(body).toString('base64'),
        marked: true,
      });
    });

    test('the header override beside a body field: the field wins (Rack’s order)', async () => {
      const res = await post('/posts/1', '_method=delete', { ...FORM, 'x-http-method-override': 'PUT' });
      expect(res.body.method).toBe('DELETE');
    });

    test.each([
      ['1,000 fields (the limit) → read', 1000, 200],
      ['1,001 fields → 413, not cut short', 1001, 413],
      ['5,000 fields → 413', 5000, 413],
    ])('%s', async (_name, fields, status) => {
      const body = ['_method=put', ...Array.from({ length: fields - 1 }, (_, i) => `f${i}=${i}`)].join('&');
      const res = await post('/posts/1', body);
      expect(res.status).toBe(status);
      if (status === 200) expect(Object.keys(res.body.body)).toHaveLength(fields);
      else expect(String(res.body.message ?? res.body)).toMatch(/too many parameters/);
    });

    test.each([
      ['gzip', zlib.gzipSync],
      ['deflate', zlib.deflateSync],
      ['br', zlib.brotliCompressSync],
      ['GZIP', zlib.gzipSync],
    ])('Content-Encoding %s: decoded for parsing, rawBody as sent', async (encoding, compress) => {
      const body = `_method=put&user%5Bname%5D=bob&pad=${'x'.repeat(2000)}`;
      const sent = compress(Buffer.from(body));
      const res = await post('/posts/7', sent, { ...FORM, 'content-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        method: 'PUT',
        body: { user: { name: 'bob' } },
        rawBody: sent.toString('base64'),
        marked: true,
      });
    });

    test('an unknown Content-Encoding → 415, as body-parser answers', async () => {
      const res = await post('/posts/7', '_method=put', { ...FORM, 'content-encoding': 'compress' });
      expect(res.status).toBe(415);
    });

    test('a corrupt gzip body → 400', async () => {
      const res = await post('/posts/7', Buffer.from('not gzip at all'), { ...FORM, 'content-encoding': 'gzip' });
      expect(res.status).toBe(400);
    });

    test('a gzip bomb (small on the wire, over bodyLimit decoded) → 413', async () => {
      const sent = zlib.gzipSync(Buffer.from(`_method=put&a=${'a'.repeat(5 * 1024 * 1024)}`));
      expect(sent.length).toBeLessThan(100 * 1024);
      expect((await post('/posts/7', sent, { ...FORM, 'content-encoding': 'gzip' })).status).toBe(413);
    });

    test('bodyLimit: exactly the limit is read, one byte more → 413', async () => {
      const limit = 100 * 1024;
      const fill = (size: number): string => `_method=put&a=${'a'.repeat(size - '_method=put&a='.length)}`;
      expect((await post('/posts/7', fill(limit))).status).toBe(200);
      expect((await post('/posts/7', fill(limit + 1))).status).toBe(413);
    });

    test('charset=iso-8859-1 is decoded; another charset → 415', async () => {
      const latin = Buffer.concat([Buffer.from('_method=put&name='), Buffer.from([0xe9])]);
      const res = await post('/posts/7', latin, {
        'content-type': 'application/x-www-form-urlencoded; charset=ISO-8859-1',
      });
      expect(res.body.body).toEqual({ _method: 'put', name: 'é' });
      expect(
        (await post('/posts/7', '_method=put', { 'content-type': 'application/x-www-form-urlencoded; charset=koi8-r' }))
          .status,
      ).toBe(415);
    });

    test('a JSON body is never read by the router', async () => {
      const res = await post('/posts/7', '{"_method":"put"}', { 'content-type': 'application/json' });
      // No PUT by override: a POST to a path without a POST route.
      expect(res.status).toBe(405);
    });
  });

  test('property: any form the router reads arrives as express.urlencoded({ extended: true }) parses it, rawBody byte for byte', async () => {
    const express = (EXPRESSES[0] as [string, any])[1];
    // The oracle: body-parser itself, on a server of its own.
    const oracleApp = express();
    oracleApp.use(express.urlencoded({ extended: true }));
    oracleApp.use((req: any, res: any) => res.json({ body: req.body }));
    const oracle = await listen(oracleApp);
    const key = fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/),
      fc.constantFrom('a[b]', 'a[]', 'u[][n]', '__proto__', 'constructor[prototype]', 'p q', 'ä', 'x=y', '&'),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.constantFrom('%', '%zz', '+', '&', '=', '\u0000', '😀'),
    );
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 12 }), fc.boolean(), async (pairs, rawPercent) => {
          const text = pairs
            .map(
              ([k, v]) =>
                `${encodeURIComponent(k)}=${rawPercent ? v.replace(/[&#]/g, encodeURIComponent) : encodeURIComponent(v)}`,
            )
            .concat('_method=put')
            .join('&');
          const bytes = Buffer.from(text);
          const [mine, theirs] = await Promise.all([
            send(server.port, 'POST', '/posts/9', { headers: FORM, body: bytes }),
            send(oracle.port, 'POST', '/', { headers: FORM, body: bytes }),
          ]);
          expect(mine.status).toBe(theirs.status);
          if (theirs.status !== 200) return;
          const got = JSON.parse(mine.text);
          expect(got.body).toEqual(JSON.parse(theirs.text).body);
          expect(Buffer.from(got.rawBody, 'base64').equals(bytes)).toBe(true);
        }),
        { numRuns: label === 'bare node' ? 60 : 30 },
      );
    } finally {
      await oracle.close();
    }
  });
});

describe.each(EXPRESSES)('%s: beside body-parser', (_label, express) => {
  test('the router did not need the body: a later express.urlencoded({ extended: true, verify }) nests and verifies', async () => {
    const seen: Buffer[] = [];
    const later = (req: any, res: any, next: any): void =>
      express.urlencoded({
        extended: true,
        verify: (_req: any, _res: any, buf: Buffer) => seen.push(Buffer.from(buf)),
      })(req, res, (err: any) => (err ? next(err) : echo(req, res)));
    const app = express();
    app.use(makeRouter(later).middleware());
    const server = await listen(app);
    try {
      const body = 'user%5Bname%5D=bob&_method=delete';
      const res = JSON.parse((await send(server.port, 'POST', '/posts', { headers: FORM, body })).text);
      expect(res).toMatchObject({ method: 'POST', body: { user: { name: 'bob' }, _method: 'delete' }, rawBody: null });
      expect(seen.map(String)).toEqual([body]);
    } finally {
      await server.close();
    }
  });

  test('the router read the body: a later body parser neither reads again nor waits', async () => {
    let verified = 0;
    const app = express();
    app.use(
      makeRouter((req: any, res: any, next: any) =>
        express.urlencoded({ extended: true, verify: () => verified++ })(req, res, (err: any) =>
          err ? next(err) : echo(req, res),
        ),
      ).middleware(),
    );
    const server = await listen(app);
    try {
      const res = JSON.parse(
        (await send(server.port, 'POST', '/posts/3', { headers: FORM, body: '_method=patch&a%5Bb%5D=1' })).text,
      );
      expect(res).toMatchObject({ method: 'PATCH', body: { _method: 'patch', a: { b: '1' } }, marked: true });
      expect(verified).toBe(0);
    } finally {
      await server.close();
    }
  });

  test('a body already parsed upstream is used as it is', async () => {
    const app = express();
    app.use(express.urlencoded({ extended: false }));
    app.use(makeRouter().middleware());
    const server = await listen(app);
    try {
      const res = JSON.parse(
        (await send(server.port, 'POST', '/posts/3', { headers: FORM, body: '_method=put&a%5Bb%5D=1' })).text,
      );
      expect(res).toMatchObject({ method: 'PUT', body: { _method: 'put', 'a[b]': '1' }, rawBody: null });
    } finally {
      await server.close();
    }
  });

  test('a stream consumed upstream counts as read: no hang, stays POST', async () => {
    const app = express();
    app.use((req: any, _res: any, next: (err?: unknown) => void) => {
      readAll(req).then(() => next(), next);
    });
    app.use(makeRouter().middleware());
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.message }),
    );
    const server = await listen(app);
    try {
      const res = await send(server.port, 'POST', '/posts/3', { headers: FORM, body: '_method=put', timeout: 3000 });
      expect(res.status).toBe(405);
    } finally {
      await server.close();
    }
  });

  test("methodOverride: 'header' never reads a body; the header still overrides", async () => {
    const app = express();
    app.use(makeRouter().middleware({ methodOverride: 'header' }));
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.message }),
    );
    const server = await listen(app);
    try {
      expect((await send(server.port, 'POST', '/posts/3', { headers: FORM, body: '_method=put' })).status).toBe(405);
      const res = JSON.parse(
        (
          await send(server.port, 'POST', '/posts/3', {
            headers: { ...FORM, 'x-http-method-override': 'put' },
            body: 'a=1',
          })
        ).text,
      );
      expect(res).toMatchObject({ method: 'PUT', originalMethod: 'POST', body: null, marked: false });
    } finally {
      await server.close();
    }
  });

  test('parameterLimit option: more fields → 413', async () => {
    const app = express();
    app.use(makeRouter().middleware({ parameterLimit: 3 }));
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.message }),
    );
    const server = await listen(app);
    try {
      expect((await send(server.port, 'POST', '/posts/3', { headers: FORM, body: '_method=put&a=1&b=2' })).status).toBe(
        200,
      );
      expect(
        (await send(server.port, 'POST', '/posts/3', { headers: FORM, body: '_method=put&a=1&b=2&c=3' })).status,
      ).toBe(413);
    } finally {
      await server.close();
    }
  });
});
