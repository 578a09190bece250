/**
 * One canonical path for every middleware (API.md Middleware §2): the router never routes a
 * path that an earlier `app.use('/admin', guard)` saw differently. Repeated slashes get a 308
 * to the squeezed path (`slashes: 'route'` keeps Rails' squeezing); every other normalization
 * (trailing slash, escapes, case, `;`, dot segments, absolute-form targets) is checked against
 * what Express 4 and 5 mount matching sees; a `%`-encoded `:controller` never dispatches.
 */
import fc from 'fast-check';
import { Controller, Router, type MiddlewareOptions } from '../../src';
import { EXPRESSES, listen, send, sendRaw, type Listening } from './support';

jest.setTimeout(30000);

class Echo extends Controller {
  index(): void {
    this.res.json({
      c: this.params.controller,
      a: this.params.action,
      guarded: this.req.guarded === true,
      baseUrl: this.req.baseUrl ?? null,
    });
  }
  show(): void {
    this.index();
  }
  create(): void {
    this.index();
  }
}

function makeRouter(): Router {
  const router = new Router();
  for (const name of ['admin/users', 'admin', 'users', 'photos']) router.controllers.register(name, Echo);
  router.map((map) => map.connect('legacy/:controller/:action'));
  router.draw((r) => {
    r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show', 'create'] }));
    r.resources('photos', { only: ['index', 'show'] });
    r.get(':controller(/:action)', { action: 'index' });
  });
  return router;
}

function app(express: any, options: MiddlewareOptions = {}, mount?: string): any {
  const a = express();
  a.use('/admin', (req: any, _res: any, next: any) => {
    req.guarded = true;
    next();
  });
  if (mount) a.use(mount, makeRouter().middleware(options));
  else a.use(makeRouter().middleware(options));
  a.use((err: any, _req: any, res: any, _next: any) =>
    res.status(typeof err?.status === 'number' ? err.status : 500).json({ message: String(err?.message) }),
  );
  return a;
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  let server: Listening;
  let routeServer: Listening;
  let mounted: Listening;
  beforeAll(async () => {
    server = await listen(app(express));
    routeServer = await listen(app(express, { slashes: 'route' }));
    mounted = await listen(app(express, {}, '/api'));
  });
  afterAll(async () => {
    await Promise.all([server.close(), routeServer.close(), mounted.close()]);
  });

  test.each([
    ['//admin/users', '/admin/users'],
    ['//admin//users//?x=1&y=//', '/admin/users/?x=1&y=//'],
    ['/admin///users/1', '/admin/users/1'],
    ['http://h.example//admin/users?q', '/admin/users?q'],
    ['//photos//1.json', '/photos/1.json'],
  ])('%s → 308 to %s', async (path, location) => {
    const res = await send(server.port, 'GET', path);
    expect([res.status, res.headers.location]).toEqual([308, location]);
  });

  test('a POST is redirected with 308 (method and body kept by the client)', async () => {
    const res = await send(server.port, 'POST', '//admin/users', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([res.status, res.headers.location]).toEqual([308, '/admin/users']);
  });

  test('the Location keeps the mount point (req.baseUrl) and the query', async () => {
    const res = await send(mounted.port, 'GET', '/api//admin//users?page=2');
    expect([res.status, res.headers.location]).toEqual([308, '/api/admin/users?page=2']);
    const followed = JSON.parse((await send(mounted.port, 'GET', String(res.headers.location))).text);
    expect(followed).toMatchObject({ c: 'admin/users', baseUrl: '/api' });
  });

  test("slashes: 'route' routes repeated slashes as Rails squeezes them", async () => {
    const res = await send(routeServer.port, 'GET', '//admin//users');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ c: 'admin/users', a: 'index' });
  });

  test.each([
    ['/admin%2Fusers', 404],
    ['/admin%2fusers/index', 404],
    ['/%61dmin/users', 404],
    ['/legacy/admin%2Fusers/index', 404],
    ['/legacy/admin/users/index', 200],
  ])('a %%-encoded :controller never reaches a namespaced controller: %s → %d', async (path, status) => {
    const res = await send(server.port, 'GET', path);
    expect([path, res.status]).toEqual([path, status]);
    // Map form (Rails 2.3): a :controller written with real slashes names a namespaced controller.
    if (status === 200) expect(JSON.parse(res.text).c).toBe('admin/users');
  });

  test('a request target without a leading slash never reaches the router (Node answers 400)', async () => {
    expect((await sendRaw(server.port, 'GET admin/users HTTP/1.1\r\nHost: x\r\n\r\n')).status).toBe(400);
  });

  test('property: whatever spelling of an admin path, an admin controller answers only after the guard ran', async () => {
    const segment = (text: string): fc.Arbitrary<string> =>
      fc
        .tuple(
          fc.oneof(
            { arbitrary: fc.constant('plain'), weight: 6 },
            {
              arbitrary: fc.constantFrom(
                'upper',
                'capital',
                'escape-first',
                'escape-all',
                'semicolon',
                'dot-json',
                'encoded-slash-after',
              ),
              weight: 4,
            },
          ),
          fc.constantFrom('', '', '', '/', '//'),
        )
        .map(([how, slashes]) => {
          const spelled =
            how === 'upper'
              ? text.toUpperCase()
              : how === 'capital'
                ? text[0]?.toUpperCase() + text.slice(1)
                : how === 'escape-first'
                  ? `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`
                  : how === 'escape-all'
                    ? [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')
                    : how === 'semicolon'
                      ? `${text};x`
                      : how === 'dot-json'
                        ? `${text}.json`
                        : how === 'encoded-slash-after'
                          ? `${text}%2F`
                          : text;
          return `${slashes}${spelled}`;
        });
    const target = fc
      .tuple(
        fc.constantFrom('', '', '', 'http://h.example', '/.', '/x/..'),
        fc.constantFrom('/', '//', '///'),
        segment('admin'),
        fc.constantFrom('/', '//', '/./'),
        segment('users'),
        fc.constantFrom('', '/', '/1', '//1/', '/index'),
        fc.constantFrom('', '?q=1', '?x=//admin'),
      )
      .map(([prefix, lead, admin, mid, users, tail, query]) =>
        `${prefix}${lead}${admin}${mid}${users}${tail}${query}`.replace(/^\/\.\//, '/./'),
      );
    let adminAnswers = 0;
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        for (const port of [server.port, mounted.port]) {
          const full = port === mounted.port && !path.startsWith('http') ? `/api${path}` : path;
          let res = await send(port, 'GET', full);
          if (res.status === 308) {
            const location = String(res.headers.location);
            expect(location.startsWith('/')).toBe(true);
            expect(location.startsWith('//')).toBe(false);
            res = await send(port, 'GET', location);
          }
          expect([full, res.status]).not.toEqual([full, 500]);
          if (res.status !== 200) continue;
          const body = JSON.parse(res.text);
          if (typeof body.c === 'string' && body.c.startsWith('admin')) {
            adminAnswers++;
            // Under /api the guard at /admin never applies: only the direct server is judged.
            if (port === server.port) expect([full, body.guarded]).toEqual([full, true]);
          }
        }
      }),
      { numRuns: 250 },
    );
    expect(adminAnswers).toBeGreaterThan(20);
  });
});

describe('bare node:http', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(makeRouter().middleware());
  });
  afterAll(() => server.close());

  test('a path that does not match even squeezed is a 404, not a redirect', async () => {
    const photos = await listen(new Router().draw((r) => r.resources('photos')).middleware());
    try {
      expect((await send(photos.port, 'GET', '//nothing//here')).status).toBe(404);
    } finally {
      await photos.close();
    }
  });

  test('repeated slashes: 308 to the squeezed path, query kept', async () => {
    const res = await send(server.port, 'GET', '//photos//1?a=b');
    expect([res.status, res.headers.location]).toEqual([308, '/photos/1?a=b']);
  });

  test('a backslash after squeezing never reads as a new host', async () => {
    const router = new Router().draw((r) =>
      r.get('*path', { to: (req: any, res: any) => res.end(String(req.params.path)) }),
    );
    const glob = await listen(router.middleware());
    try {
      const res = await sendRaw(glob.port, 'GET //\\evil.example/x HTTP/1.1\r\nHost: app.test\r\n\r\n');
      expect(res.status).toBe(308);
      const location = /\r\nlocation: ([^\r]*)/i.exec(res.head)?.[1];
      expect(location).toBe('/%5Cevil.example/x');
      expect(new URL(location as string, 'http://app.test/').host).toBe('app.test');
    } finally {
      await glob.close();
    }
  });
});
