/**
 * API.md URL helpers (the request's host) and Block form (redirect), adversarially: generated
 * `Host` headers (userinfo, IPv6 literals, ports, spaces, paths, empty, duplicated headers,
 * printable noise) sent raw through every path that builds a URL from the request: a `_url`
 * helper in a controller, `res.locals.helpers`, an engine's helpers through its proxy,
 * `redirect(path)`, `redirect({ path })` and `redirect({ subdomain })`, on Express 4 and 5,
 * with and without `defaultUrlOptions`. The URL's host is what Express' `req.hostname` read
 * from a valid `host[:port]`, else the default host, else the answer is a 400; never userinfo.
 */
import fc from 'fast-check';
import { Controller, redirect, Router } from '../../src';
import { EXPRESSES, listen, sendRaw, type Listening } from './support';

jest.setTimeout(120000);

const DEFAULT_HOST = 'default.example';

class PagesController extends Controller {
  show(): void {
    this.res.setHeader('x-url', this.helpers.thing_url());
    this.res.end('ok');
  }
}

function router(withDefault: boolean): Router {
  const blog = new Router({ name: 'blog' }).draw((e) =>
    e.get('posts', { to: (_req: any, res: any) => res.end('posts'), as: 'posts' }),
  );
  const r = new Router(withDefault ? { defaultUrlOptions: { host: DEFAULT_HOST } } : {});
  r.controllers.register('pages', PagesController);
  return r.draw((m) => {
    m.get('thing', { to: (_req: any, res: any) => res.end('thing'), as: 'thing' });
    m.get('controller', { to: 'pages#show' });
    m.get('locals', {
      to: (_req: any, res: any) => (res.setHeader('x-url', res.locals.helpers.thing_url()), res.end('ok')),
    });
    m.get('engine', {
      to: (_req: any, res: any) => (res.setHeader('x-url', res.locals.helpers.blog.posts_url()), res.end('ok')),
    });
    m.get('path', { to: redirect('/thing') });
    m.get('options-path', { to: redirect({ path: '/thing' }) });
    m.get('options-subdomain', { to: redirect({ subdomain: 'www' }) });
    m.mount(blog, { at: 'blog' });
  });
}

const PATHS = ['/controller', '/locals', '/engine', '/path', '/options-path', '/options-subdomain'] as const;

const LABEL = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,8}$/);
const NAME = fc.array(LABEL, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'));
const V6 = fc.constantFrom('[::1]', '[2001:db8::7]', '[::ffff:127.0.0.1]', '[fe80::1%25eth0]', '[::1', '::1', '[v1.x]');
const PORT = fc.oneof(
  fc.integer({ min: 0, max: 65535 }).map(String),
  fc.constantFrom('', '80', '443', '99999', '-1', 'x', '8080x', ' 80'),
);
const HOST: fc.Arbitrary<readonly string[]> = fc.oneof(
  NAME.map((h) => [h]),
  fc.tuple(NAME, PORT).map(([h, p]) => [`${h}:${p}`]),
  fc.tuple(V6, fc.option(PORT)).map(([h, p]) => [p === null ? h : `${h}:${p}`]),
  fc.tuple(NAME, PORT, NAME).map(([a, p, b]) => [`${a}:${p}@${b}`]),
  fc
    .tuple(NAME, NAME)
    .map(([a, b]) => [`${a}@${b}`, `user:pass@${b}`][a.length % 2] as string)
    .map((h) => [h]),
  fc.constantFrom(
    ['good.example:80@evil.example'],
    [''],
    [' '],
    ['a b.example'],
    ['a.example/evil'],
    ['a.example\\evil'],
    ['a.example?x'],
    ['a.example#x'],
    ['%65vil.example'],
    ['a.example,b.example'],
  ),
  fc.tuple(NAME, NAME).map(([a, b]) => [a, b]),
  fc.stringMatching(/^[\x21-\x7e ]{0,30}$/).map((h) => [h.trim()]),
);

function header(head: string, name: string): string | undefined {
  const match = new RegExp(`\\r\\n${name}: ([^\\r]*)`, 'i').exec(head);
  return match?.[1];
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  const servers: Record<string, Listening> = {};
  beforeAll(async () => {
    for (const withDefault of [false, true]) {
      const app = express();
      // What Express read of the Host header, for the comparison.
      app.use(
        (req: any, res: any, next: any) => (
          res.setHeader('x-express-hostname', encodeURIComponent(req.hostname ?? '')),
          next()
        ),
      );
      app.use(router(withDefault).middleware());
      app.use((err: any, _req: any, res: any, _next: any) =>
        res.status(err.status ?? 500).end(String(err.status ?? 500)),
      );
      servers[String(withDefault)] = await listen(app);
    }
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
  });

  test('every URL built from a hostile Host names the host Express read, or the default, or is a 400; never userinfo', async () => {
    const seen = { requestHost: 0, defaultHost: 0, refused: 0, v6: 0, userinfoSent: 0, duplicated: 0, nodeRefused: 0 };
    const perPath = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(HOST, fc.constantFrom(...PATHS), fc.boolean(), async (hosts, path, withDefault) => {
        const server = servers[String(withDefault)] as Listening;
        const lines = hosts.map((h) => `Host: ${h}\r\n`).join('');
        const { status, head } = await sendRaw(
          server.port,
          `GET ${path} HTTP/1.1\r\n${lines}Connection: close\r\n\r\n`,
          15000,
        );
        expect(status).toBeGreaterThan(0);
        expect(status).toBeLessThan(500);
        if (hosts.length > 1) seen.duplicated++;
        if (hosts.some((h) => h.includes('@'))) seen.userinfoSent++;
        const expressRead = header(head, 'x-express-hostname');
        if (expressRead === undefined) {
          // Node's own parser refused the request before Express (a 400).
          expect(status).toBe(400);
          seen.nodeRefused++;
          return;
        }
        const url = header(head, 'x-url') ?? header(head, 'location');
        if (url === undefined) {
          expect([path, status]).toEqual([path, 400]);
          expect(withDefault).toBe(false);
          seen.refused++;
          return;
        }
        // The URL's authority as written (a browser may read a numeric host as an IPv4
        // address, but the text is what an allow-list of `req.hostname` compares).
        const authority = /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1];
        expect([url, authority !== undefined && !authority.includes('@')]).toEqual([url, true]);
        const hostname = (authority as string).replace(/:\d*$/, '').toLowerCase();
        const read = decodeURIComponent(expressRead).toLowerCase();
        // Rails' subdomain rule: an IP address or localhost keeps its host, a name gets `www.` before its last two labels.
        const expected =
          path === '/options-subdomain'
            ? (name: string): string =>
                /^\d+\.\d+\.\d+\.\d+$|^\[/.test(name) || name === 'localhost'
                  ? name
                  : `www.${name.split('.').slice(-2).join('.')}`
            : (name: string): string => name;
        if (hostname === expected(read) && read !== DEFAULT_HOST) {
          seen.requestHost++;
          if (read.startsWith('[')) seen.v6++;
        } else {
          expect([url, hostname]).toEqual([url, expected(DEFAULT_HOST)]);
          expect(withDefault).toBe(true);
          seen.defaultHost++;
        }
        perPath.set(path, (perPath.get(path) ?? 0) + 1);
      }),
      // Two IPv6 hosts known to be read run first: random ones were read back as the host 9 to 25
      // times in 400 (mean 15.6) over 30 runs of each server, 2 or fewer about once in 50,000; with
      // these two, `v6 > 2` fails only when no random one is (about once in 5 million).
      {
        numRuns: 400,
        examples: [
          [['[::1]'], '/controller', false],
          [['[2001:db8::7]:8080'], '/options-subdomain', true],
        ],
      },
    );
    // Every outcome, on every path.
    expect(seen.requestHost).toBeGreaterThan(20);
    expect(seen.defaultHost).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
    expect(seen.v6).toBeGreaterThan(2);
    expect(seen.userinfoSent).toBeGreaterThan(20);
    expect(seen.duplicated).toBeGreaterThan(5);
    for (const path of PATHS) expect([path, (perPath.get(path) ?? 0) > 5]).toEqual([path, true]);
  });

  test('no Host at all (HTTP/1.0): a redirect stays relative, or takes the default host', async () => {
    for (const withDefault of [false, true]) {
      const server = servers[String(withDefault)] as Listening;
      const { status, head } = await sendRaw(server.port, 'GET /path HTTP/1.0\r\n\r\n', 15000);
      expect([withDefault, status, header(head, 'location')]).toEqual([
        withDefault,
        301,
        withDefault ? `http://${DEFAULT_HOST}/thing` : '/thing',
      ]);
    }
  });

  test.each([
    ['good.example:80@evil.example', 'good.example'],
    ['user:pw@evil.example', 'user'],
  ])('Host: %s, which Express reads as %s: no URL names evil.example', async (host) => {
    for (const withDefault of [false, true]) {
      const server = servers[String(withDefault)] as Listening;
      for (const path of PATHS) {
        const { status, head } = await sendRaw(
          server.port,
          `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
          15000,
        );
        const url = header(head, 'x-url') ?? header(head, 'location');
        if (withDefault)
          expect([path, /^http:\/\/([^/]*)\//.exec(url ?? '')?.[1]]).toEqual([
            path,
            path === '/options-subdomain' ? `www.${DEFAULT_HOST}` : DEFAULT_HOST,
          ]);
        else expect([path, status, url]).toEqual([path, 400, undefined]);
      }
    }
  });
});
