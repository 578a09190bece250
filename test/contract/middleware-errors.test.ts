/**
 * API.md § Middleware, 2. and 4.: routing errors carry no stack and quote URL values safely;
 * routes whose request constraints refuse a request do not count (404 for every verb,
 * OPTIONS too; 405/Allow from the accepting routes only); matching is linear in the path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Router, RoutingError } from '../../src';
import { EXPRESSES } from '../http/support';
import { countWork, nativeOverLongInput, pathLevelRegExps, type Work } from '../support/counted-work';

const ok = (_req: any, res: any): void => void res.end('ok');

function build(): Router {
  return new Router().draw((r) => {
    r.resources('photos', { only: ['index', 'show'], to: ok } as any);
    r.get('admin', { to: ok, constraints: { subdomain: 'admin' } });
    r.post('admin', { to: ok, constraints: { subdomain: 'admin' } });
    r.get('mixed', { to: ok });
    r.delete('mixed', { to: ok, constraints: { subdomain: 'admin' } });
    r.get('fn/:id', { to: ok, constraints: (req: any) => req.params.id !== 'no' });
  });
}

/** An Express app whose error handler reports what the error looked like. */
function appFor(express: any, router: Router): any {
  const app = express();
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => {
    res.status(err.status ?? 500).json({
      message: err.message,
      stack: err.stack ?? null,
      routing: err instanceof RoutingError,
      allow: res.getHeader('Allow') ?? null,
    });
  });
  return app;
}

/** One raw request (the path is sent exactly as given: supertest would re-encode `<`). */
async function raw(
  handler: any,
  method: string,
  path: string,
  host = 'www.example.com',
): Promise<{ status: number; body: string; allow: string | null }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method, path, headers: { host } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              allow: res.headers.allow ?? null,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.each(EXPRESSES)('%s', (_name, express) => {
  const app = appFor(express, build());

  describe('a RoutingError is quiet and safe to print', () => {
    test.each([
      ['GET', '/nothing/here', 404],
      ['POST', '/photos/1', 405],
      ['GET', '/photos/%E0%A4%A', 400],
    ])('%s %s (%d): err.stack is at most its first line', async (method, path, status) => {
      const res = await raw(app, method, path);
      expect(res.status).toBe(status);
      const body = JSON.parse(res.body);
      expect(body.routing).toBe(true);
      if (body.stack !== null) {
        expect(body.stack).not.toContain('\n');
        expect(body.stack).toBe(`RoutingError: ${body.message}`);
      }
    });

    test.each([
      ['/<script>alert(1)</script>', '/\\u003cscript\\u003ealert(1)\\u003c/script\\u003e'],
      ['/a&b"c', '/a\\u0026b\\"c'],
    ])('a value from the URL appears JSON-quoted with <, > and & escaped: %s', async (path, quoted) => {
      const res = await raw(app, 'GET', path);
      expect(res.status).toBe(404);
      const { message } = JSON.parse(res.body);
      expect(message).toBe(`No route matches [GET] "${quoted}"`);
      expect(message).not.toMatch(/[<>&]/);
    });

    test('the 405 message too', async () => {
      const res = await raw(app, 'POST', '/photos/<x>&');
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body).message).toBe('No route matches [POST] "/photos/\\u003cx\\u003e\\u0026"');
    });
  });

  describe('routes whose request constraints refuse the request do not count', () => {
    test.each(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'])(
      'every route of the path refuses it: %s → 404',
      async (method) => {
        const res = await raw(app, method, '/admin', 'www.example.com');
        expect([method, res.status, res.allow]).toEqual([method, 404, null]);
      },
    );

    test('the same path is served where the constraint accepts', async () => {
      expect((await raw(app, 'GET', '/admin', 'admin.example.com')).status).toBe(200);
      const options = await raw(app, 'OPTIONS', '/admin', 'admin.example.com');
      expect([options.status, options.allow]).toEqual([204, 'GET, HEAD, POST']);
    });

    test('a refused DELETE beside an accepted GET → 405 with Allow: GET, HEAD', async () => {
      const res = await raw(app, 'DELETE', '/mixed', 'www.example.com');
      expect(res.status).toBe(405);
      expect(res.allow).toBe('GET, HEAD');
      expect(JSON.parse(res.body).message).toBe('No route matches [DELETE] "/mixed"');
      const options = await raw(app, 'OPTIONS', '/mixed', 'www.example.com');
      expect([options.status, options.allow]).toEqual([204, 'GET, HEAD']);
      expect((await raw(app, 'DELETE', '/mixed', 'admin.example.com')).status).toBe(200);
    });

    test('a function constraint that refuses → 404, OPTIONS too', async () => {
      expect((await request(app).get('/fn/no')).status).toBe(404);
      expect((await request(app).options('/fn/no')).status).toBe(404);
      expect((await request(app).get('/fn/yes')).status).toBe(200);
    });
  });
});

describe('bare node:http: the same answers without Express', () => {
  const mw = build().middleware();
  test('refused everywhere → 404 (OPTIONS too); a value in the body is escaped', async () => {
    expect((await raw(mw, 'OPTIONS', '/admin')).status).toBe(404);
    const res = await raw(mw, 'GET', '/<b>');
    expect(res.status).toBe(404);
    expect(res.body).toContain('"/\\u003cb\\u003e"');
    expect(res.body).not.toMatch(/[<>]/);
  });
  test('refused DELETE beside accepted GET → 405, Allow: GET, HEAD', async () => {
    const res = await raw(mw, 'DELETE', '/mixed');
    expect([res.status, res.allow]).toEqual([405, 'GET, HEAD']);
  });
});

describe('matching and answering a path of up to 16 KB takes time linear in its length', () => {
  // Routes with every construct the default segment rules allow: globs, optional parts,
  // formats, several globs in one path, and linear constraints.
  const router = new Router().draw((r) => {
    r.resources('photos', (r) => r.resources('comments'));
    r.get('files/*path', { to: ok });
    r.get('a/*x/b/*y/c(.:format)', { to: ok });
    r.get('(/:locale)(/:a(/:b(/:c)))/deep', { to: ok });
    r.get('m/*x-*y-*z/end', { to: ok });
    r.get('k/:id', { to: ok, constraints: { id: /[a-z]+\d+/ } });
    r.get('(*all)/tail', { to: ok });
  });
  const shapes: Array<[string, (n: number) => string]> = [
    ['many segments, no match', (n) => '/a/' + 'b/'.repeat(n / 2)],
    ['glob pairs without the end', (n) => '/m/' + 'x-'.repeat(n / 2)],
    ['one long segment', (n) => '/k/' + 'a'.repeat(n)],
    ['dots', (n) => '/photos/' + '.'.repeat(n)],
    ['optional parts', (n) => '/' + 'x/'.repeat(n / 2)],
    ['percent escapes', (n) => '/files/' + '%41'.repeat(n / 3)],
  ];

  test.each(shapes)('%s: 16 KB does about 16 times the work of 1 KB, far from quadratic (counted)', (_label, make) => {
    const short = make(1024);
    const long = make(16 * 1024);
    const work = (path: string): Work => {
      router.recognize('GET', path);
      return countWork(() => void router.recognize('GET', path));
    };
    const small = work(short);
    const large = work(long);
    // Linear: 16 times the work for 16 times the length; quadratic: 256 times.
    expect(large.total).toBeLessThanOrEqual(32 * Math.max(small.total, short.length));
    // Native RegExps are uncounted (they may backtrack): over a 16 KB path only those a
    // plain path also runs (its normalization), never a route's.
    expect(nativeOverLongInput(large, pathLevelRegExps('GET', long))).toEqual([]);
  });

  test.each(EXPRESSES)('%s: answered over HTTP (404/308, never a hang or crash)', async (_name, express) => {
    const app = express();
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end());
    for (const [, make] of shapes) {
      const res = await raw(app, 'GET', make(15 * 1024));
      expect([200, 308, 404, 405]).toContain(res.status);
    }
  });
});
