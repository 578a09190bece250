/**
 * Redirect routes never leave the site and never inject (API.md: Block form `redirect`,
 * "Interpolation is safe for its place"), and Rails' options form keeps what it does not name.
 * Expected Locations of the options form are Rails 6.1's answers (ActionDispatch's
 * OptionRedirect run on the same requests), except where noted.
 */
import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { ArgumentError, Router, redirect } from '../../src';
import { EXPRESSES } from '../http/support';

const HOST = 'app.test';

function makeRouter(): Router {
  return new Router().draw((r) => {
    r.get('legacy/*path', { to: redirect('/%{path}') });
    r.get('n/:name', { to: redirect('/%{name}') });
    r.get('two/:a/:b', { to: redirect('/%{a}/%{b}') });
    r.get('rel/:name', { to: redirect('%{name}') });
    r.get('search/:q', { to: redirect('/search?q=%{q}#%{q}'), format: false, q: /[^/]+/ });
    r.get('glob-q/*path', { to: redirect('/files/%{path}?from=%{path}') });
    r.get('opt/*path', { to: redirect({ path: '/%{path}' }) });
    r.get('optrel/:name', { to: redirect({ path: '%{name}' }) });
    r.get('www/:name', { to: redirect({ subdomain: 'www' }) });
    r.get('amp', { to: redirect(`/a?x=1&y=<'2'>`) });
    // Rails 6.1's table (see the file comment).
    r.get('a/:id', { to: redirect({ path: '/way/%{id}' }) });
    r.get('b/:id', { to: redirect({ subdomain: 'www' }) });
    r.get('c/:id', { to: redirect({ host: 'other.com' }) });
    r.get('d/:id', { to: redirect({ domain: 'example.org' }) });
    r.get('e/:id', { to: redirect({ port: 8080 }) });
    r.get('f/:id', { to: redirect({ protocol: 'https' }) });
    r.get('g/:id', { to: redirect({ path: 'way/%{id}', status: 302 }) });
    r.get('i/:id', { to: redirect({ host: 'other.com', path: '/x/%{id}' }) });
    r.get('j/:id', { to: redirect({ protocol: 'https', port: 8443, subdomain: 'api', path: '/v/%{id}' }) });
    r.get('l/:id', { to: redirect({ subdomain: '' }) });
    r.get('m/:id', { to: redirect({ domain: 'example.org', subdomain: 'x' }) });
    r.get('o/:id', { to: redirect({ path: '' }) });
  });
}

describe('redirect(): declaration', () => {
  test.each([
    [{ path: '/x', sudomain: 'www' }, 'Unknown redirect option: sudomain'],
    [{ path: '/x', status: 200 }, 'Invalid redirect status: 200'],
    [{ host: 5 }, 'redirect option host must be a string'],
  ])('%j → ArgumentError', (options, message) => {
    expect(() => redirect(options as any)).toThrow(ArgumentError);
    expect(() => redirect(options as any)).toThrow(message);
  });

  test.each([
    ['/%{path}', { path: '/evil.example/x' }, ['path'], '/%2Fevil.example/x'],
    ['/%{path}', { path: 'a/b/' }, ['path'], '/a/b%2F'],
    ['/%{id}', { id: 'a/b' }, [], '/a%2Fb'],
    ['/%{a}/%{b}', { a: '', b: 'evil.example' }, [], '/evil.example'],
    ['/%{a}', { a: '\\evil.example' }, [], '/%5Cevil.example'],
    ['/s?q=%{q}#%{q}', { q: 'a&b=c #d+' }, [], '/s?q=a%26b%3Dc+%23d%2B#a%26b%3Dc+%23d%2B'],
    ['/%{x}', { x: 'a\r\nSet-Cookie: y' }, [], '/a%0D%0ASet-Cookie:%20y'],
    ['/%{missing}', {}, [], '/'],
  ])('pure: %s with %j, globs %j → %s', (template, params, globs, expected) => {
    expect(redirect(template).location(params, {} as any, new Set(globs))).toBe(expected);
  });

  test('status from the options or the second argument; 301 by default', () => {
    expect(redirect({ path: '/x' }).status).toBe(301);
    expect(redirect({ path: '/x', status: 302 }).status).toBe(302);
    expect(redirect({ path: '/x' }, { status: 307 }).status).toBe(307);
  });
});

describe.each(EXPRESSES)('%s: redirects', (_label, express) => {
  const app = express();
  app.use(makeRouter().middleware());
  const mounted = express();
  mounted.use('/app', makeRouter().middleware());
  const location = async (path: string, host = HOST, on = app): Promise<string> => {
    const res = await request(on).get(path).set('Host', host);
    expect([path, res.status]).toEqual([path, expect.any(Number)]);
    expect(res.status >= 300 && res.status < 400).toBe(true);
    return String(res.headers.location);
  };

  test.each([
    ['/legacy/%2Fevil.example/x', `http://${HOST}/%2Fevil.example/x`],
    ['/legacy/%2F%2Fevil%2Eexample', `http://${HOST}/%2F%2Fevil.example`],
    ['/legacy/%5Cevil%2Eexample', `http://${HOST}/%5Cevil.example`],
    ['/legacy/a/b/c', `http://${HOST}/a/b/c`],
    ['/n/%2Fevil%2Eexample', `http://${HOST}/%2Fevil.example`],
    ['/n/a%2Fb', `http://${HOST}/a%2Fb`],
    ['/n/%5C%5Cevil%2Eexample', `http://${HOST}/%5C%5Cevil.example`],
    ['/n/https:%2F%2Fevil%2Eexample', `http://${HOST}/https:%2F%2Fevil.example`],
    ['/rel/%2F%2Fevil%2Eexample', `http://${HOST}/%2F%2Fevil.example`],
    ['/search/%26admin%3D1', `http://${HOST}/search?q=%26admin%3D1#%26admin%3D1`],
    ['/search/a%20b+c%23d', `http://${HOST}/search?q=a+b%2Bc%23d#a+b%2Bc%23d`],
    [
      '/glob-q/a/b%26c', // `&` is a path character (Journey's escape_path keeps it)
      `http://${HOST}/files/a/b&c?from=a%2Fb%26c`,
    ],
    ['/search/%0D%0ASet-Cookie:x=1', `http://${HOST}/search?q=%0D%0ASet-Cookie%3Ax%3D1#%0D%0ASet-Cookie%3Ax%3D1`],
  ])('%s → %s', async (path, expected) => {
    expect(await location(path)).toBe(expected);
  });

  test('an empty first parameter cannot make the path protocol-relative', async () => {
    // `/%{a}/%{b}` with a = '' would read `//b`.
    const router = new Router().draw((r) => r.get('e(/:a)/:b', { to: redirect('/%{a}/%{b}') }));
    const bare = express();
    bare.use(router.middleware());
    const res = await request(bare).get('/e/evil%2Eexample').set('Host', HOST);
    expect(res.headers.location).toBe(`http://${HOST}/evil.example`);
  });

  test.each([
    ['/a/1%20x?z=1&y=%26', 'blog.example.com:3000', 'http://blog.example.com:3000/way/1%20x?z=1&y=%26'], // Rails re-sorts the query (y before z); it is kept as sent here
    ['/b/1?z=1', 'blog.example.com', 'http://www.example.com/b/1?z=1'],
    ['/c/1?z=1', 'blog.example.com', 'http://other.com/c/1?z=1'],
    ['/d/1?z=1', 'blog.example.com', 'http://blog.example.org/d/1?z=1'],
    ['/e/1?z=1', 'blog.example.com', 'http://blog.example.com:8080/e/1?z=1'],
    ['/f/1?z=1', 'blog.example.com', 'https://blog.example.com/f/1?z=1'],
    ['/g/1?z=1', 'blog.example.com', 'http://blog.example.com/way/1?z=1'],
    ['/i/1?z=1', 'blog.example.com', 'http://other.com/x/1?z=1'],
    ['/j/1?z=1', 'blog.example.com', 'https://api.example.com:8443/v/1?z=1'],
    ['/l/1', 'a.blog.example.com', 'http://example.com/l/1'],
    ['/m/1', 'a.blog.example.com', 'http://x.example.org/m/1'],
    ['/o/1?q=2', 'blog.example.com', 'http://blog.example.com/?q=2'],
  ])("options form, Rails' answers: %s (Host %s) → %s", async (path, host, expected) => {
    expect(await location(path, host)).toBe(expected);
  });

  test("options form under a mount point: a relative or absent path keeps it (Rails' script_name)", async () => {
    expect(await location('/app/a/1?z=1', 'blog.example.com', mounted)).toBe('http://blog.example.com/way/1?z=1');
    expect(await location('/app/g/1?z=1', 'blog.example.com', mounted)).toBe('http://blog.example.com/app/way/1?z=1');
    expect(await location('/app/b/1?z=1', 'blog.example.com', mounted)).toBe('http://www.example.com/app/b/1?z=1');
  });

  test("the body's link escapes the Location as Rails' html_escape does (the Location encoded as Express' res.location)", async () => {
    const res = await request(app).get('/amp').set('Host', HOST);
    // `<` and `>` percent-encoded (locationHeader), `&` and `'` legal in a URL and kept.
    expect(res.headers.location).toBe(`http://${HOST}/a?x=1&y=%3C'2'%3E`);
    expect(res.text).toContain(`<a href="http://${HOST}/a?x=1&amp;y=%3C&#39;2&#39;%3E">`);
  });

  test('status from the options form', async () => {
    expect((await request(app).get('/g/1').set('Host', HOST)).status).toBe(302);
    expect((await request(app).get('/a/1').set('Host', HOST)).status).toBe(301);
  });
});

/** Hostile values, as they would arrive in a URL segment (percent-encoded by the client). */
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '\\\\',
        '/\\',
        ':',
        '@',
        '?',
        '#',
        '&',
        '=',
        '+',
        '%',
        '%2F',
        '.',
        '..',
        '\r',
        '\n',
        '\r\nSet-Cookie: a=b',
        'evil.example',
        'https:',
        'javascript:',
        '\t',
        ' ',
        '\u0000',
        'é',
        '😀',
        '<',
        '"',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('property: generated hostile parameters never give an off-site Location or a header injection', () => {
  const server = http.createServer(makeRouter().middleware());
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[] }> =>
    new Promise((resolve, reject) => {
      const { port } = server.address() as { port: number };
      const req = http.request({ host: '127.0.0.1', port, path, headers: { host: HOST }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders }));
      });
      req.on('error', reject);
      req.end();
    });

  const encode = (value: string): string => encodeURIComponent(value);
  const CASES: Array<[string, (v: string) => string, (url: URL, v: string) => void]> = [
    ['glob /%{path}', (v) => `/legacy/x/${encode(v)}`, () => undefined],
    ['glob with inner slashes', (v) => `/legacy/${v.split('/').map(encode).join('/')}`, () => undefined],
    ['param /%{name}', (v) => `/n/${encode(v)}`, () => undefined],
    ['two params /%{a}/%{b}', (v) => `/two/${encode(v)}/${encode(v)}`, () => undefined],
    ['relative %{name}', (v) => `/rel/${encode(v)}`, () => undefined],
    [
      'query and fragment',
      (v) => `/search/${encode(v)}`,
      (url, v) => {
        expect([...url.searchParams.keys()]).toEqual(['q']);
        expect(url.searchParams.get('q')).toBe(v);
      },
    ],
    ['options path', (v) => `/opt/${encode(v)}`, () => undefined],
    ['options relative path', (v) => `/optrel/${encode(v)}`, () => undefined],
    ['options subdomain', (v) => `/www/${encode(v)}?${encode(v)}`, () => undefined],
  ];

  test.each(CASES)('%s', async (_name, pathFor, check) => {
    let redirects = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        const res = await get(pathFor(value));
        // Either a redirect, or the request never matched (a segment the route refuses).
        if (res.status < 300 || res.status > 399) {
          expect([400, 404]).toContain(res.status);
          return;
        }
        redirects++;
        const location = String(res.headers.location);
        expect(location).not.toMatch(/[\r\n\0]/);
        expect(res.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'set-cookie')).toEqual([]);
        const url = new URL(location, `http://${HOST}/`);
        expect(url.host).toBe(_name === 'options subdomain' ? `www.${HOST}` : HOST);
        expect(url.protocol).toBe('http:');
        expect(url.pathname.startsWith('//')).toBe(false);
        check(url, value);
      }),
      { numRuns: 150 },
    );
    // Not vacuous: most generated values reach the redirect.
    expect(redirects).toBeGreaterThan(75);
  });
});
