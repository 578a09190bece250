/**
 * API.md URL helpers, "The request's origin … is read once per request": the holes each
 * failed before that one reading existed — a forwarded scheme that is no scheme, a forwarded
 * host read one way by Express (and the `host:` constraint) and another by the URLs, a `Host`
 * sent twice, an engine's URLs on a bad `Host`, a `protocol` option that is no scheme.
 */
import request from 'supertest';
import { ArgumentError, redirect, Router } from '../../src';
import { EXPRESSES, listen, sendRaw } from '../reliability/support';

function app(express: any, trust: unknown, defaults?: { host: string }): any {
  const blog = new Router({ name: 'blog' }).draw((e) =>
    e.get('posts', {
      to: (_req: any, res: any) => res.json({ url: res.locals.helpers.posts_url() }),
      as: 'posts',
    }),
  );
  const router = new Router(defaults ? { defaultUrlOptions: defaults } : {}).draw((r) => {
    r.get('photos', {
      to: (_req: any, res: any) => res.json({ url: res.locals.helpers.photos_url({ token: 't' }) }),
      as: 'photos',
    });
    r.get('old', { to: redirect('/photos') });
    r.get('old-path', { to: redirect({ path: '/photos' }) });
    r.get('old-sub', { to: redirect({ subdomain: 'www' }) });
    r.get('admin', {
      to: (_req: any, res: any) => res.json({ url: res.locals.helpers.photos_url() }),
      constraints: { host: 'good.example' },
    });
    r.mount(blog, { at: 'blog' });
  });
  const a = express();
  a.set('trust proxy', trust);
  a.use(router.middleware());
  a.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).json({ message: err.message }));
  return a;
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  describe('a forwarded scheme counts only when it is http or https', () => {
    test.each(['//evil.example#', 'javascript', '//evil.example/?, https', 'https, http', 'ws'])(
      'X-Forwarded-Proto: %s is read as the connection’s scheme',
      async (proto) => {
        const a = app(express, true);
        const expected = proto === 'https, http' ? 'https' : 'http';
        for (const [path, location] of [
          ['/old', `${expected}://good.example/photos`],
          ['/old-path', `${expected}://good.example/photos`],
          ['/old-sub', `${expected}://www.good.example/old-sub`],
        ]) {
          const res = await request(a)
            .get(path as string)
            .set('Host', 'good.example')
            .set('X-Forwarded-Proto', proto);
          expect([path, res.status, res.headers.location]).toEqual([path, 301, location]);
        }
        const res = await request(a).get('/photos').set('Host', 'good.example').set('X-Forwarded-Proto', proto);
        expect(res.body.url).toBe(`${expected}://good.example/photos?token=t`);
      },
    );
  });

  test('Host: evil.example with X-Forwarded-Host: good.example under trust proxy: every URL names good.example, as req.hostname and the host constraint read it', async () => {
    const a = app(express, true);
    const send = (path: string): request.Test =>
      request(a).get(path).set('Host', 'evil.example').set('X-Forwarded-Host', 'good.example');
    expect((await send('/photos')).body.url).toBe('http://good.example/photos?token=t');
    expect((await send('/old')).headers.location).toBe('http://good.example/photos');
    expect((await send('/old-path')).headers.location).toBe('http://good.example/photos');
    expect((await send('/admin')).body.url).toBe('http://good.example/photos');
    expect((await send('/blog/posts')).body.url).toBe('http://good.example/blog/posts');
  });

  test('without trust proxy the forwarded headers count for nothing', async () => {
    const a = app(express, false);
    const res = await request(a)
      .get('/old')
      .set('Host', 'good.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers.location).toBe('http://good.example/photos');
    const admin = await request(a).get('/admin').set('Host', 'evil.example').set('X-Forwarded-Host', 'good.example');
    expect(admin.status).toBe(404);
  });

  test('a Host header sent twice is not used: the default host, else a 400', async () => {
    for (const defaults of [undefined, { host: 'default.example' }]) {
      const server = await listen(app(express, false, defaults));
      try {
        const { status, head } = await sendRaw(
          server.port,
          'GET /old HTTP/1.1\r\nHost: evil.example\r\nHost: good.example\r\nConnection: close\r\n\r\n',
        );
        if (defaults)
          expect([status, /\r\nlocation: ([^\r]*)/i.exec(head)?.[1]]).toEqual([301, 'http://default.example/photos']);
        else expect(status).toBe(400);
      } finally {
        await server.close();
      }
    }
  });

  test("inside an engine, a bad Host falls back to the application's defaultUrlOptions", async () => {
    const a = app(express, false, { host: 'default.example' });
    const res = await request(a).get('/blog/posts').set('Host', 'good.example:80@evil.example');
    expect([res.status, res.body.url]).toEqual([200, 'http://default.example/blog/posts']);
  });
});

describe('bare node:http: the trustProxy option', () => {
  test.each([
    [undefined, 'http://evil.example/photos'],
    [false, 'http://evil.example/photos'],
    [true, 'https://good.example/photos'],
    ['loopback', 'https://good.example/photos'],
    ['10.0.0.0/8', 'http://evil.example/photos'],
  ])('trustProxy %p', async (trustProxy, location) => {
    const router = new Router().draw((r) => r.get('old', { to: redirect('/photos') }));
    const server = await listen(router.middleware(trustProxy === undefined ? {} : { trustProxy }));
    try {
      const { head } = await sendRaw(
        server.port,
        'GET /old HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: good.example\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n',
      );
      expect(/\r\nlocation: ([^\r]*)/i.exec(head)?.[1]).toBe(location);
    } finally {
      await server.close();
    }
  });
});

describe('a protocol option is a scheme or //, else ArgumentError', () => {
  const BAD = ['//evil.example#', 'javascript:alert(1)//', 'https://evil.example', 'ht tp', '1http', 'https:/'];
  const GOOD: Array<[string | false, string]> = [
    ['https', 'https://example.com/photos'],
    ['https:', 'https://example.com/photos'],
    ['https://', 'https://example.com/photos'],
    ['HTTPS', 'HTTPS://example.com/photos'],
    ['//', '//example.com/photos'],
    [false, '//example.com/photos'],
  ];
  const router = new Router({ defaultUrlOptions: { host: 'example.com' } }).draw((r) =>
    r.get('photos', { to: 'photos#index', as: 'photos' }),
  );

  test.each(BAD)('%j in a helper call, redirect() and defaultUrlOptions', (protocol) => {
    const message = `Invalid protocol for a URL: ${JSON.stringify(protocol)}`;
    expect(() => router.helpers.photos_url({ protocol })).toThrow(ArgumentError);
    expect(() => router.helpers.photos_url({ protocol })).toThrow(message);
    expect(() => redirect({ path: '/x', protocol })).toThrow(message);
    expect(() => new Router({ defaultUrlOptions: { host: 'example.com', protocol } })).toThrow(message);
  });

  test.each(GOOD)('%j', (protocol, url) => {
    expect(router.helpers.photos_url({ protocol })).toBe(url);
  });
});
