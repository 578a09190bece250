/**
 * API.md Middleware §1: a body is read only when POST and the overriding verb reach different
 * routes. A mount, a `via: 'all'` route and a route taking POST and PUT are the same route
 * either way: their bodies stay in the stream (a mounted app's own `express.urlencoded({ verify })`
 * checks its signature, a mounted proxy forwards every byte). `router.methodOverride()` overrides
 * before per-verb middleware (`app.delete(path, guard)`), and the router does not override again.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '../../src';
import { EXPRESSES, json, listen, readAll, send } from './support';

jest.setTimeout(30000);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SECRET = 'slack-signing-secret';
const sign = (body: string): string => `v0=${crypto.createHmac('sha256', SECRET).update(body).digest('hex')}`;

/** What a route saw of the request: its verb, and whether anyone read its body before it. */
async function reader(req: any, res: any): Promise<void> {
  const rest = req._body === true ? '' : (await readAll(req)).toString('utf8');
  json(res, 200, { method: req.method, routerRead: req._body === true, stream: rest });
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  /** A Slack-style app of its own: body parser with a signature check in `verify`. */
  function hooksApp(): any {
    const hooks = express();
    hooks.use(
      express.urlencoded({
        extended: true,
        verify: (req: any, _res: any, buf: Buffer) => {
          if (req.headers['x-signature'] !== sign(buf.toString('utf8')))
            throw Object.assign(new Error('bad signature'), { status: 403 });
        },
      }),
    );
    hooks.post('/slack', (req: any, res: any) => res.json({ ok: true, text: req.body.text }));
    hooks.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ error: err.message }),
    );
    return hooks;
  }

  function appFor(draw: (r: any) => void, before?: (app: any, router: Router) => void): any {
    const router = new Router().draw(draw);
    const app = express();
    before?.(app, router);
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).json({ error: err.message }));
    return app;
  }

  test('a mounted app verifies its own signature: forged → 403, signed → 200, the router read nothing', async () => {
    const server = await listen(appFor((r) => r.mount(hooksApp(), { at: '/webhooks' })));
    try {
      const body = 'text=hello&_method=delete';
      const forged = await send(server.port, 'POST', '/webhooks/slack', {
        headers: { ...FORM, 'x-signature': 'v0=forged' },
        body,
      });
      expect(forged.status).toBe(403);
      const signed = await send(server.port, 'POST', '/webhooks/slack', {
        headers: { ...FORM, 'x-signature': sign(body) },
        body,
      });
      expect({ status: signed.status, body: JSON.parse(signed.text) }).toEqual({
        status: 200,
        body: { ok: true, text: 'hello' },
      });
    } finally {
      await server.close();
    }
  });

  /**
   * Request constraints on a mount, in every form an application writes them; each accepts the
   * test's requests (Host: admin.example.com from 127.0.0.1 with x-ok: 1). POST and any
   * overriding verb reach the mount alike, so its body is never the router's to read.
   */
  const CONSTRAINED: Array<[string, (r: any, app: any, at: string) => void]> = [
    [
      'a function constraint',
      (r, app, at) => r.mount(app, { at, constraints: (req: any) => req.headers['x-ok'] === '1' }),
    ],
    ['host:', (r, app, at) => r.mount(app, { at, constraints: { host: 'admin.example.com' } })],
    ['subdomain:', (r, app, at) => r.mount(app, { at, constraints: { subdomain: 'admin' } })],
    ['ip:', (r, app, at) => r.mount(app, { at, constraints: { ip: /127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/ } })],
    ['r.constraints(...) around it', (r, app, at) => r.constraints({ subdomain: 'admin' }, () => r.mount(app, { at }))],
    [
      'a constrained engine mount around it',
      (r, app, at) =>
        r.mount(
          new Router({ name: 'hooks_engine' }).draw((e) => e.mount(app, { at })),
          { at: '/', constraints: (req: any) => req.headers['x-ok'] === '1' },
        ),
    ],
    [
      'a constrained mount beside a DELETE route of another path',
      (r, app, at) => (
        r.delete('elsewhere', { to: reader }),
        r.mount(app, { at, constraints: { subdomain: 'admin' } })
      ),
    ],
  ];
  const ADMIN = { host: 'admin.example.com', 'x-ok': '1' };

  test.each(CONSTRAINED)(
    'a mounted app under %s verifies its own signature: forged → 403, signed → 200',
    async (_name, mount) => {
      const server = await listen(appFor((r) => mount(r, hooksApp(), '/webhooks')));
      try {
        const body = 'text=hello&_method=delete';
        const forged = await send(server.port, 'POST', '/webhooks/slack', {
          headers: { ...FORM, ...ADMIN, 'x-signature': 'v0=forged' },
          body,
        });
        expect(forged.status).toBe(403);
        const signed = await send(server.port, 'POST', '/webhooks/slack', {
          headers: { ...FORM, ...ADMIN, 'x-signature': sign(body) },
          body,
        });
        expect({ status: signed.status, body: JSON.parse(signed.text) }).toEqual({
          status: 200,
          body: { ok: true, text: 'hello' },
        });
      } finally {
        await server.close();
      }
    },
  );

  test.each(CONSTRAINED)('a mounted proxy under %s gets the bytes as sent', async (_name, mount) => {
    const upstream = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      void readAll(req).then((data) =>
        json(res, 200, { length: req.headers['content-length'], received: data.toString('utf8') }),
      );
    });
    const proxy = (req: any, res: any): void => {
      const out = http.request(
        { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      req.pipe(out);
    };
    const server = await listen(appFor((r) => mount(r, proxy, '/api')));
    try {
      const body = '_method=put&a=1';
      const res = await send(server.port, 'POST', '/api/things', {
        headers: { ...FORM, ...ADMIN },
        body,
        timeout: 15000,
      });
      expect(JSON.parse(res.text)).toEqual({ length: String(body.length), received: body });
    } finally {
      await server.close();
      await upstream.close();
    }
  });

  test.each([
    [
      "a via: 'all' route with a function constraint",
      'DELETE',
      (r: any) => r.match('thing', { to: reader, via: 'all', constraints: (req: any) => req.headers['x-ok'] === '1' }),
    ],
    [
      'a route taking POST and PUT under host:',
      'PUT',
      (r: any) => r.match('thing', { to: reader, via: ['post', 'put'], constraints: { host: 'admin.example.com' } }),
    ],
    [
      'two constrained any-verb routes in a row',
      'PATCH',
      (r: any) => (
        r.match('thing', { to: reader, via: 'all', constraints: { subdomain: 'nope' } }),
        r.match('thing', { to: reader, via: 'all', constraints: { subdomain: 'admin' } })
      ),
    ],
  ])('%s: the same route either way, the body stays in the stream', async (_name, verb, draw) => {
    const server = await listen(appFor(draw));
    try {
      const res = await send(server.port, 'POST', '/thing', {
        headers: { ...FORM, ...ADMIN },
        body: `_method=${verb}&a=1`,
      });
      expect(JSON.parse(res.text)).toEqual({ method: 'POST', routerRead: false, stream: `_method=${verb}&a=1` });
    } finally {
      await server.close();
    }
  });

  test('a mounted proxy forwards Content-Length and every byte: no hang', async () => {
    const upstream = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      void readAll(req).then((data) =>
        json(res, 200, { length: req.headers['content-length'], received: data.toString('utf8') }),
      );
    });
    // A proxy as such apps write it: the request piped to the upstream, headers as they came.
    const proxy = (req: any, res: any): void => {
      const out = http.request(
        { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      req.pipe(out);
    };
    const server = await listen(appFor((r) => r.mount(proxy, { at: '/api' })));
    try {
      const body = '_method=put&a=1';
      const res = await send(server.port, 'POST', '/api/things', { headers: FORM, body, timeout: 3000 });
      expect(JSON.parse(res.text)).toEqual({ length: String(body.length), received: body });
    } finally {
      await server.close();
      await upstream.close();
    }
  });

  test.each([
    ["a via: 'all' route", 'DELETE', (r: any) => r.match('thing', { to: reader, via: 'all' })],
    ['a route taking POST and PUT', 'PUT', (r: any) => r.match('thing', { to: reader, via: ['post', 'put'] })],
    [
      'a route taking POST and DELETE after one taking GET',
      'DELETE',
      (r: any) => (r.get('thing', { to: reader }), r.match('thing', { to: reader, via: ['post', 'delete'] })),
    ],
    // Its constraint is decided before any body is read: it accepts, so POST and DELETE both end there.
    [
      'a constrained route taking POST and DELETE whose constraint accepts, then a POST route',
      'DELETE',
      (r: any) => (
        r.match('thing', {
          to: reader,
          via: ['post', 'delete'],
          constraints: (req: any) => req.headers['x-ok'] !== 'no',
        }),
        r.post('thing', { to: reader })
      ),
    ],
  ])('%s: the same route either way, the body stays in the stream', async (_name, verb, draw) => {
    const server = await listen(appFor(draw));
    try {
      const res = await send(server.port, 'POST', '/thing', { headers: FORM, body: `_method=${verb}&a=1` });
      expect(JSON.parse(res.text)).toEqual({ method: 'POST', routerRead: false, stream: `_method=${verb}&a=1` });
      // The header override needs no body, and still applies.
      const header = await send(server.port, 'POST', '/thing', {
        headers: { ...FORM, 'x-http-method-override': verb },
        body: 'a=1',
      });
      expect(JSON.parse(header.text)).toEqual({ method: verb, routerRead: false, stream: 'a=1' });
    } finally {
      await server.close();
    }
  });

  test.each([
    [
      'a DELETE route before an any-verb route',
      (r: any) => (r.delete('thing', { to: reader }), r.match('thing', { to: reader, via: 'all' })),
    ],
    [
      'a POST route with a request constraint, then a DELETE route',
      (r: any) => (
        r.post('thing', { to: reader, constraints: (req: any) => req.headers['x-ok'] === '1' }),
        r.delete('thing', { to: reader })
      ),
    ],
    [
      'a constrained any-verb route, then a DELETE route',
      (r: any) => (
        r.match('thing', { to: reader, via: 'all', constraints: (req: any) => req.headers['x-ok'] === '1' }),
        r.delete('thing', { to: reader })
      ),
    ],
    // The engine has no DELETE route for the path: DELETE passes it on to the mount (Rails' cascade), POST stays.
    [
      'an engine with a POST route only, then a mount',
      (r: any) => (
        r.mount(
          new Router({ name: 'posts_only' }).draw((e) => e.post('thing', { to: reader })),
          { at: '/' },
        ),
        r.mount(reader, { at: '/thing' })
      ),
    ],
  ])('%s: the override may change the route, the body is read', async (_name, draw) => {
    const server = await listen(appFor(draw));
    try {
      const res = await send(server.port, 'POST', '/thing', { headers: FORM, body: '_method=delete&a=1' });
      expect(JSON.parse(res.text)).toEqual({ method: 'DELETE', routerRead: true, stream: '' });
    } finally {
      await server.close();
    }
  });

  describe('router.methodOverride() before per-verb middleware', () => {
    const draw = (r: any): void => {
      r.resources('photos', { only: ['show', 'destroy'], to: reader });
      r.post('photos/:id', { to: reader });
    };
    const guarded = (): any =>
      appFor(draw, (app, router) => {
        app.use(router.methodOverride());
        app.delete('/photos/:id', (req: any, res: any, next: any) =>
          req.headers['x-admin'] === '1' ? next() : res.status(403).json({ error: 'admins only' }),
        );
      });

    test('POST _method=delete meets app.delete guard: 403 without, DELETE with the admin header', async () => {
      const server = await listen(guarded());
      try {
        expect((await send(server.port, 'POST', '/photos/1', { headers: FORM, body: '_method=delete' })).status).toBe(
          403,
        );
        const admin = await send(server.port, 'POST', '/photos/1', {
          headers: { ...FORM, 'x-admin': '1' },
          body: '_method=delete',
        });
        expect(JSON.parse(admin.text)).toEqual({ method: 'DELETE', routerRead: true, stream: '' });
      } finally {
        await server.close();
      }
    });

    test('the router does not override again: an overridden verb is final, a plain POST stays POST', async () => {
      const server = await listen(guarded());
      try {
        // The body said DELETE; a second look would find the same, but must not read or change anything.
        const post = await send(server.port, 'POST', '/photos/1', {
          headers: { ...FORM, 'x-admin': '1' },
          body: 'a=1',
        });
        // Read to look for `_method`, none found: the handler gets the body as sent, as after Rack's rewind.
        expect(JSON.parse(post.text)).toEqual({ method: 'POST', routerRead: false, stream: 'a=1' });
        const header = await send(server.port, 'POST', '/photos/1', {
          headers: { 'x-http-method-override': 'DELETE' },
        });
        expect(header.status).toBe(403);
      } finally {
        await server.close();
      }
    });

    test('a body over bodyLimit is a 413 from methodOverride() itself', async () => {
      const app = appFor(draw, (app, router) => app.use(router.methodOverride({ bodyLimit: 100 })));
      const server = await listen(app);
      try {
        expect(
          (await send(server.port, 'POST', '/photos/1', { headers: FORM, body: `_method=delete&x=${'y'.repeat(200)}` }))
            .status,
        ).toBe(413);
      } finally {
        await server.close();
      }
    });
  });
});

test('router.methodOverride() validates its options as the middleware does', () => {
  const router = new Router();
  expect(() => router.methodOverride({ methodOverride: 'yes' as never })).toThrow('Invalid methodOverride: yes');
  expect(() => router.methodOverride({ parameterLimit: 0 })).toThrow('Invalid parameterLimit: 0');
  expect(() => router.methodOverride({ bodyLimit: 'lots' })).toThrow('Invalid bodyLimit: lots');
});

test('router.methodOverride() under bare node:http: a 413 is answered, not thrown', async () => {
  const router = new Router().draw((r) => {
    r.post('x', { to: reader });
    r.delete('x', { to: reader });
  });
  const override = router.methodOverride({ bodyLimit: 10 });
  const server = http.createServer((req, res) => override(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await send((server.address() as AddressInfo).port, 'POST', '/x', {
      headers: FORM,
      body: '_method=delete&aaaaaaaaaaaaaaa',
    });
    expect(res.status).toBe(413);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
