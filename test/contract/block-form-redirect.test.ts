/**
 * API.md § Block form: `redirect(...)` — the options form, and interpolation that is safe for
 * its place (path, query, fragment; a path template stays same-origin).
 */
import fc from 'fast-check';
import request from 'supertest';
import { Router, redirect } from '../../src';
import { EXPRESSES } from '../http/support';

function build(): Router {
  return new Router().draw((r) => {
    r.get('old/:id', { to: redirect({ path: '/way/%{id}' }) });
    r.get('sub', { to: redirect({ subdomain: 'www' }) });
    r.get('hosted', { to: redirect({ host: 'other.org' }) });
    r.get('secure', { to: redirect({ protocol: 'https' }) });
    r.get('ported', { to: redirect({ port: 8080 }) });
    r.get('domained', { to: redirect({ domain: 'example.org' }) });
    r.get('found/:id', { to: redirect({ path: '/f/%{id}', status: 302 }) });
    r.get('seg/:name', { to: redirect('/articles/%{name}') });
    r.get('glob/*rest', { to: redirect('/files/%{rest}') });
    r.get('q/:q', { to: redirect('/search?q=%{q}#%{q}') });
    r.get('root/:p', { to: redirect('/%{p}'), constraints: { p: /[^/]+/ } });
    r.get('rootglob/*p', { to: redirect('/%{p}') });
    r.get('mid/*p', { to: redirect('/a/%{p}/b?x=%{p}') });
    r.get('optglob/*p', { to: redirect({ path: '/%{p}' }) });
  });
}

describe.each(EXPRESSES)('%s', (_name, express) => {
  const router = build();
  const app = express();
  app.use(router.middleware());
  const get = (url: string, host = 'api.example.com'): request.Test => request(app).get(url).set('Host', host);

  describe("Rails' options form keeps the parts of the request URL it does not name, the query string included", () => {
    test.each([
      ['/old/5?q=1', 301, 'http://api.example.com/way/5?q=1'],
      ['/sub?x=1', 301, 'http://www.example.com/sub?x=1'],
      ['/hosted?x=1', 301, 'http://other.org/hosted?x=1'],
      ['/secure?x=1', 301, 'https://api.example.com/secure?x=1'],
      ['/ported', 301, 'http://api.example.com:8080/ported'],
      ['/domained', 301, 'http://api.example.org/domained'],
      ['/found/7', 302, 'http://api.example.com/f/7'],
    ])('GET %s → %d %s', async (url, status, location) => {
      const res = await get(url).expect(status);
      expect(res.headers.location).toBe(location);
    });

    test("under a mount path (req.baseUrl): the request's path keeps it; a relative path gets it; an absolute path does not, as in Rails", async () => {
      const mounted = express();
      mounted.use(
        '/api',
        new Router()
          .draw((r) => {
            r.get('sub', { to: redirect({ subdomain: 'www' }) });
            r.get('way', { to: redirect({ path: '/way' }) });
            r.get('relway', { to: redirect({ path: 'way' }) });
            r.get('abs', { to: redirect('/x') });
            r.get('rel', { to: redirect('x') });
          })
          .middleware(),
      );
      const at = async (url: string): Promise<string> =>
        String((await request(mounted).get(url).set('Host', 'api.example.com').expect(301)).headers.location);
      expect(await at('/api/sub?q=1')).toBe('http://www.example.com/api/sub?q=1');
      expect(await at('/api/way?q=1')).toBe('http://api.example.com/way?q=1');
      expect(await at('/api/relway')).toBe('http://api.example.com/api/way');
      expect(await at('/api/abs')).toBe('http://api.example.com/x');
      expect(await at('/api/rel')).toBe('http://api.example.com/api/x');
    });

    test('the request port is kept when the options do not name one', async () => {
      const res = await get('/old/5', 'api.example.com:3000').expect(301);
      expect(res.headers.location).toBe('http://api.example.com:3000/way/5');
    });
  });

  describe('interpolation is safe for its place', () => {
    const pathOf = (location: string): string => location.replace(/^https?:\/\/[^/]+/, '');

    test.each([
      // In the path part a value is percent-encoded as a path.
      ['/seg/a%2Fb', '/articles/a%2Fb'],
      ['/seg/a%20b%3Fc', '/articles/a%20b%3Fc'],
      // A glob keeps its inner slashes.
      ['/glob/a/b%20c/d', '/files/a/b%20c/d'],
      // In the query and fragment as a query value: &, =, #, + encoded.
      ['/q/a%26b%3Dc%23d%2Be', '/search?q=a%26b%3Dc%23d%2Be#a%26b%3Dc%23d%2Be'],
    ])('GET %s → %s', async (url, location) => {
      const res = await get(url).expect(301);
      expect(pathOf(String(res.headers.location))).toBe(location);
    });

    const sameOrigin = (location: string, host: string): void => {
      expect(location).not.toMatch(/^\/[/\\]/);
      expect(location).not.toMatch(/[\r\n]/);
      const url = new URL(location, `http://${host}`);
      expect([location, url.origin]).toEqual([location, `http://${host}`]);
      // As a client resolves it (dot segments removed, `%2E` counting as a dot): never `//…`.
      expect([location, url.pathname]).not.toEqual([location, expect.stringMatching(/^\/[/\\]/)]);
      if (!/^https?:/.test(location)) expect(location.startsWith('/')).toBe(true);
      else expect(pathOf(location)).not.toMatch(/^\/[/\\]/);
    };

    test.each([
      '/root/%2Fevil.com',
      '/root/%5Cevil.com',
      '/root/%2F%2Fevil.com',
      '/rootglob/%2Fevil.com',
      '/rootglob/%5C%5Cevil.com/x',
      '/rootglob/http:%2F%2Fevil.com',
      '/rootglob/%2F%5Cevil.com',
      '/rootglob/.%2F%2Fevil.com',
      '/rootglob/%2E%2F%2Fevil',
      '/rootglob/x%2F..%2F..%2F%2Fevil',
      '/rootglob/.%2F%2F%20',
      '/root/%2E%2E',
      '/mid/..%2F..%2F%2Fevil',
      '/optglob/.%2F%2Fevil.com',
      '/optglob/%2F%2Fevil',
    ])('a path template answers a same-origin Location: %s', async (url) => {
      const res = await get(url, 'app.test').expect(301);
      sameOrigin(String(res.headers.location), 'app.test');
    });

    test('property: any value in a segment or a glob keeps the Location same-origin and in its place', async () => {
      let answered = 0;
      const value = fc.string({
        unit: fc.constantFrom('/', '\\', '.', ':', '?', '#', '&', '=', '+', '%', ' ', 'a', 'é', '@', '\r', '\n'),
        minLength: 1,
        maxLength: 8,
      });
      await fc.assert(
        fc.asyncProperty(value, async (v) => {
          const encoded = v
            .split('/')
            .map((part) => encodeURIComponent(part))
            .join('%2F');
          for (const url of [`/root/${encoded}`, `/rootglob/${encoded}`, `/mid/${encoded}`, `/optglob/${encoded}`]) {
            const res = await get(url, 'app.test');
            if (res.status !== 301) continue; // not every value is a matching path (e.g. `.` starts a format)
            answered += 1;
            const location = String(res.headers.location);
            sameOrigin(location, 'app.test');
            if (url.startsWith('/mid/')) {
              // The path part never opens a query or a fragment; the query holds the value as a query value.
              const parsed = new URL(location, 'http://app.test');
              expect([...parsed.searchParams.keys()]).toEqual(['x']);
              expect(parsed.searchParams.get('x')).toBe(router.recognize('GET', url)?.params.p);
              expect(parsed.hash).toBe('');
            }
          }
        }),
        { numRuns: 40 },
      );
      expect(answered).toBeGreaterThan(40);
    }, 30_000);
  });
});
