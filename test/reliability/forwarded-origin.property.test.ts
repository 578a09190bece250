/**
 * API.md URL helpers ("The request's origin … is read once per request"), adversarially:
 * generated `Host`, `X-Forwarded-Host` and `X-Forwarded-Proto` headers under each `trust
 * proxy` value, on Express 4, Express 5 and bare node:http (the middleware's `trustProxy`).
 * Every URL railroute builds from the request — a `_url` helper, `res.locals.helpers`, an
 * engine's proxy, `redirect(path)`, `redirect({ path })`, `redirect({ subdomain })` — names
 * the host Express reads (`req.hostname`, the same rule without Express) when that is a valid
 * `host[:port]`, else the default host, else the answer is a 400; its scheme is the one
 * Express reads when that is `http` or `https`, else the connection's (Rack's rule); and a
 * `host:` request constraint agrees with the URLs about the host.
 */
import fc from 'fast-check';
import { Controller, redirect, Router } from '../../src';
import { EXPRESSES, listen, sendRaw, type Listening } from './support';

jest.setTimeout(180000);

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
    // The host constraint and the URLs read one origin: when it lets the request in, its URL names that host.
    m.get('guarded', {
      to: (_req: any, res: any) => (res.setHeader('x-url', res.locals.helpers.thing_url()), res.end('guarded')),
      constraints: { host: 'good.example' },
    });
    m.get('guarded', { to: (_req: any, res: any) => res.end('other') });
    m.mount(blog, { at: 'blog' });
  });
}

const PATHS = [
  '/controller',
  '/locals',
  '/engine',
  '/path',
  '/options-path',
  '/options-subdomain',
  '/guarded',
] as const;

/** Express' `trust proxy` values, as the app setting and as the bare middleware's `trustProxy`. */
const TRUSTS: Array<[string, unknown, boolean]> = [
  ['false', false, false],
  ['true', true, true],
  ['1 hop', 1, true],
  ['loopback', 'loopback', true],
  ['another subnet', '10.0.0.0/8', false],
  ['a function', (address: string) => address === '127.0.0.1' || address === '::ffff:127.0.0.1', true],
];

const LABEL = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/);
const NAME = fc.oneof(
  fc.constantFrom('good.example', 'evil.example', 'a.b.good.example', '127.0.0.1', '[::1]'),
  fc.array(LABEL, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.')),
);
const HOST_VALUE = fc.oneof(
  NAME,
  fc.tuple(NAME, fc.constantFrom('80', '443', '8080', '99999', 'x')).map(([h, p]) => `${h}:${p}`),
  fc.constantFrom('good.example:80@evil.example', 'user@evil.example', '', 'a b.example', 'a.example/evil'),
  fc.tuple(NAME, NAME).map(([a, b]) => `${a}, ${b}`),
  fc.tuple(NAME, NAME).map(([a, b]) => `${a},${b}`),
);
const PROTO = fc.oneof(
  fc.constantFrom('http', 'https', 'HTTPS', 'Http', 'ws', 'wss', 'javascript', 'ftp', ''),
  fc.constantFrom('//evil.example#', '//evil.example/?, https', 'https, http', 'http,https', ' https ', 'https:'),
  fc.stringMatching(/^[\x21-\x7e]{1,16}$/),
);

interface Sent {
  host: string | undefined;
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
}
const SENT: fc.Arbitrary<Sent> = fc.record({
  host: fc.option(HOST_VALUE, { nil: undefined, freq: 6 }),
  forwardedHost: fc.option(HOST_VALUE, { nil: undefined, freq: 2 }),
  forwardedProto: fc.option(PROTO, { nil: undefined, freq: 2 }),
});

function header(head: string, name: string): string | undefined {
  return new RegExp(`\\r\\n${name}: ([^\\r]*)`, 'i').exec(head)?.[1];
}

const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*\.?)(?::(\d{0,5}))?$/;

/** What the origin should be, by Express' reading and the two rules on top (for the bare server). */
function expectedByRule(sent: Sent, trusted: boolean): { host: string | undefined; scheme: string } {
  const first = (value: string): string => value.split(',')[0]?.trim() ?? '';
  const raw = trusted && sent.forwardedHost ? first(sent.forwardedHost) : sent.host;
  const valid = raw !== undefined && AUTHORITY.test(raw) && Number(AUTHORITY.exec(raw)?.[2] ?? 0) <= 65535;
  const proto = trusted && sent.forwardedProto ? first(sent.forwardedProto).toLowerCase() : 'http';
  return {
    host: valid ? (AUTHORITY.exec(raw)?.[1] as string).toLowerCase() : undefined,
    scheme: proto === 'https' ? 'https' : 'http',
  };
}

function request(path: string, sent: Sent): string {
  const lines = [`GET ${path} HTTP/1.1`];
  if (sent.host !== undefined) lines.push(`Host: ${sent.host}`);
  if (sent.forwardedHost !== undefined) lines.push(`X-Forwarded-Host: ${sent.forwardedHost}`);
  if (sent.forwardedProto !== undefined) lines.push(`X-Forwarded-Proto: ${sent.forwardedProto}`);
  lines.push('Connection: close', '', '');
  return lines.join('\r\n');
}

type Servers = Record<string, Listening>;

async function expressServers(express: any): Promise<Servers> {
  const servers: Servers = {};
  for (const [label, trust] of TRUSTS) {
    for (const withDefault of [false, true]) {
      const app = express();
      app.set('trust proxy', trust);
      // What Express read, for the comparison.
      app.use((req: any, res: any, next: any) => {
        res.setHeader('x-express-hostname', encodeURIComponent(req.hostname ?? ''));
        res.setHeader('x-express-protocol', encodeURIComponent(req.protocol ?? ''));
        next();
      });
      app.use(router(withDefault).middleware());
      app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end(String(err.status)));
      servers[`${label}/${withDefault}`] = await listen(app);
    }
  }
  return servers;
}

async function bareServers(): Promise<Servers> {
  const servers: Servers = {};
  for (const [label, trust] of TRUSTS) {
    for (const withDefault of [false, true]) {
      servers[`${label}/${withDefault}`] = await listen(router(withDefault).middleware({ trustProxy: trust as never }));
    }
  }
  return servers;
}

interface Outcome {
  status: number;
  url: string | undefined;
  body: string;
}

function check(
  outcome: Outcome,
  path: string,
  expected: { host: string | undefined; scheme: string },
  withDefault: boolean,
): void {
  const { status, url } = outcome;
  expect([path, status < 500]).toEqual([path, true]);
  if (path === '/guarded' && url === undefined) {
    // The constraint refused: the request named another host (or none valid).
    expect([path, expected.host === 'good.example']).toEqual([path, false]);
    return;
  }
  if (url === undefined) {
    // A URL needed a host, and the request named no valid one: a 400 without a default host.
    expect([path, status, withDefault, expected.host]).toEqual([path, 400, false, undefined]);
    return;
  }
  const parts = /^([a-z][a-z\d+.-]*):\/\/([^/?#]*)/i.exec(url);
  expect([url, parts !== null]).toEqual([url, true]);
  const [, scheme, authority] = parts as RegExpExecArray;
  expect([url, (authority as string).includes('@')]).toEqual([url, false]);
  const hostname = (authority as string).replace(/:\d*$/, '').toLowerCase();
  const own =
    path === '/options-subdomain' && expected.host !== undefined
      ? /^\d+\.\d+\.\d+\.\d+$|^\[/.test(expected.host) || expected.host === 'localhost'
        ? expected.host
        : `www.${expected.host.split('.').slice(-2).join('.')}`
      : expected.host;
  if (expected.host !== undefined) {
    expect([url, hostname]).toEqual([url, own]);
    expect([url, scheme]).toEqual([url, expected.scheme]);
  } else {
    expect([url, withDefault, hostname]).toEqual([
      url,
      true,
      path === '/options-subdomain' ? `www.${DEFAULT_HOST}` : DEFAULT_HOST,
    ]);
    expect([url, ['http', 'https'].includes(scheme as string)]).toEqual([url, true]);
  }
  if (path === '/guarded') expect([url, hostname]).toEqual([url, 'good.example']);
}

describe.each(EXPRESSES)('%s: the origin is what Express reads, under every trust proxy value', (_label, express) => {
  let servers: Servers;
  beforeAll(async () => {
    servers = await expressServers(express);
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
  });

  test('generated forwarded headers: host as Express reads it (valid only), scheme http/https only', async () => {
    const seen = { forwardedUsed: 0, badScheme: 0, refused: 0, defaulted: 0 };
    await fc.assert(
      fc.asyncProperty(
        SENT,
        fc.constantFrom(...PATHS),
        fc.constantFrom(...TRUSTS),
        fc.boolean(),
        async (sent, path, [trustLabel, , trusted], withDefault) => {
          const server = servers[`${trustLabel}/${withDefault}`] as Listening;
          const { status, head } = await sendRaw(server.port, request(path, sent), 15000);
          const expressHost = header(head, 'x-express-hostname');
          if (expressHost === undefined) return expect(status).toBe(400); // node refused the request itself
          const expressProto = decodeURIComponent(header(head, 'x-express-protocol') ?? '').toLowerCase();
          const byRule = expectedByRule(sent, trusted);
          // Express and the rule agree on the scheme whenever Express read http or https.
          if (expressProto === 'http' || expressProto === 'https') expect(byRule.scheme).toBe(expressProto);
          else seen.badScheme++;
          if (byRule.host !== undefined) expect(byRule.host).toBe(decodeURIComponent(expressHost).toLowerCase());
          if (trusted && sent.forwardedHost) seen.forwardedUsed++;
          const url = header(head, 'x-url') ?? header(head, 'location');
          if (url === undefined && status === 400) seen.refused++;
          if (byRule.host === undefined && url !== undefined) seen.defaulted++;
          check({ status, url, body: '' }, path, byRule, withDefault);
        },
      ),
      { numRuns: 300 },
    );
    expect(seen.forwardedUsed).toBeGreaterThan(10);
    expect(seen.badScheme).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(5);
    expect(seen.defaulted).toBeGreaterThan(5);
  });
});

describe('bare node:http: the trustProxy option reads forwarded headers as Express would', () => {
  let servers: Servers;
  beforeAll(async () => {
    servers = await bareServers();
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
  });

  test('generated forwarded headers under each trustProxy value', async () => {
    await fc.assert(
      fc.asyncProperty(
        SENT,
        fc.constantFrom(...PATHS),
        fc.constantFrom(...TRUSTS),
        fc.boolean(),
        async (sent, path, [trustLabel, , trusted], withDefault) => {
          const server = servers[`${trustLabel}/${withDefault}`] as Listening;
          const { status, head } = await sendRaw(server.port, request(path, sent), 15000);
          if (status === 400 && !/\r\nx-url:|\r\nlocation:/i.test(head) && header(head, 'content-type') === undefined)
            return; // node refused the request itself
          const url = header(head, 'x-url') ?? header(head, 'location');
          check({ status, url, body: '' }, path, expectedByRule(sent, trusted), withDefault);
        },
      ),
      { numRuns: 300 },
    );
  });
});
