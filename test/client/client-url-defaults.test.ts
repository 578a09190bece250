/**
 * Where the browser module's `_url` helpers point: what `configureUrlOptions()` set, else the
 * page's `location`; the router's `defaultUrlOptions` (which may name internal hosts) are in
 * the module only when written with `--default-url-options`, and then the helpers give what
 * the server's give. `globalThis.location` is stood in for by a plain object, as a page has.
 */
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { generateClientModule, type ClientModuleOptions } from '../../src/generators/client-module';
import { loadClient, outcome } from './load-client';

type Helper = (...args: unknown[]) => string;
type Configure = (options?: unknown) => void;

const blog = new Router({ name: 'blog', defaultUrlOptions: { host: 'blog.internal' } }).draw((r) =>
  r.resources('articles', { only: ['show'] }),
);
const router = new Router({ defaultUrlOptions: { host: 'app.internal:3000', protocol: 'https', locale: 'en' } }).draw(
  (r) => {
    r.scope('(/:locale)', (r) => r.resources('posts', { only: ['show'] }));
    r.mount(blog, { at: 'blog', as: 'blog' });
  },
);

function moduleOf(options: ClientModuleOptions = {}): { js: string; dts: string; helpers: Record<string, unknown> } {
  const engine = engineOf(router)!;
  const { js, dts } = generateClientModule(
    { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() },
    options,
  );
  return { js, dts, helpers: loadClient(js) };
}

const page = globalThis as { location?: { host: string; protocol: string } };
afterEach(() => {
  delete page.location;
});

test("without --default-url-options, nothing of the router's defaultUrlOptions is in the module", () => {
  const { js, dts, helpers } = moduleOf();
  for (const internal of ['app.internal', 'blog.internal', '"en"'])
    expect({ internal, written: js.includes(internal) || dts.includes(internal) }).toEqual({
      internal,
      written: false,
    });
  // Outside a page, with nothing configured, a _url helper has no host, as the server's without defaultUrlOptions.
  expect(outcome(() => (helpers.post_url as Helper)(1))).toEqual({
    error: 'UrlGenerationError',
    message: expect.stringMatching(/^Missing host to link to!/),
  });
  expect((helpers.post_path as Helper)(1)).toBe('/posts/1');
});

test('with --default-url-options, the helpers give what the server gives', () => {
  const { helpers } = moduleOf({ defaultUrlOptions: true });
  const server = router.helpers as unknown as Record<string, Helper> & { blog: Record<string, Helper> };
  expect((helpers.post_url as Helper)(1)).toBe(server.post_url!(1));
  expect((helpers.post_url as Helper)(1)).toBe('https://app.internal:3000/en/posts/1');
  expect(((helpers.blog as Record<string, Helper>).article_url as Helper)(2)).toBe(server.blog.article_url!(2));
});

test('on a page, _url helpers use its host, port and protocol', () => {
  const { helpers } = moduleOf();
  page.location = { host: '127.0.0.1:8080', protocol: 'http:' };
  expect((helpers.post_url as Helper)(1)).toBe('http://127.0.0.1:8080/posts/1');
  expect(((helpers.blog as Record<string, Helper>).article_url as Helper)(2)).toBe(
    'http://127.0.0.1:8080/blog/articles/2',
  );
  page.location = { host: 'shop.example', protocol: 'https:' };
  expect((helpers.postUrl as Helper)({ id: 1, anchor: 'top' })).toBe('https://shop.example/posts/1#top');
});

test.each<[string, Record<string, unknown>, string]>([
  ['a host (its protocol http, as on the server, unless given)', { host: 'api.example' }, 'http://api.example/posts/1'],
  [
    'a host, protocol and port',
    { host: 'api.example', protocol: 'https', port: 8443 },
    'https://api.example:8443/posts/1',
  ],
  ['a host carrying its scheme and port', { host: 'https://api.example:8443' }, 'https://api.example:8443/posts/1'],
  ["a protocol only: the page's host", { protocol: 'https' }, 'https://127.0.0.1:8080/posts/1'],
  ["a port only: the page's host name", { port: 3000 }, 'http://127.0.0.1:3000/posts/1'],
  ['a protocol-relative origin', { host: 'cdn.example', protocol: '//' }, '//cdn.example/posts/1'],
  ['nothing: the page again', {}, 'http://127.0.0.1:8080/posts/1'],
])('configureUrlOptions with %s', (_name, options, url) => {
  const { helpers } = moduleOf();
  page.location = { host: '127.0.0.1:8080', protocol: 'http:' };
  (helpers.configureUrlOptions as Configure)({ host: 'earlier.example', protocol: 'ftp' });
  // Each call replaces the one before.
  (helpers.configureUrlOptions as Configure)(options);
  expect((helpers.post_url as Helper)(1)).toBe(url);
  // An engine's helpers point where the application's do (their path behind the mount).
  expect(((helpers.blog as Record<string, Helper>).article_url as Helper)(2)).toBe(
    url.replace('/posts/1', '/blog/articles/2'),
  );
  // A call's own options still win; _path helpers ignore all of it.
  expect((helpers.post_url as Helper)({ id: 1, host: 'call.example', protocol: 'https' })).toBe(
    'https://call.example/posts/1',
  );
  expect((helpers.post_path as Helper)(1)).toBe('/posts/1');
});

test("configureUrlOptions outside a page; over the module's defaultUrlOptions; and what it refuses", () => {
  const { helpers } = moduleOf();
  (helpers.configureUrlOptions as Configure)({ host: 'api.example', protocol: 'https' });
  expect((helpers.post_url as Helper)(1)).toBe('https://api.example/posts/1');
  const baked = moduleOf({ defaultUrlOptions: true }).helpers;
  (baked.configureUrlOptions as Configure)({ host: 'public.example' });
  // The configured host replaces the default's (and its port); the default's protocol and locale stay.
  expect((baked.post_url as Helper)(1)).toBe('https://public.example/en/posts/1');
  expect(() => (helpers.configureUrlOptions as Configure)({ locale: 'fr' })).toThrow(
    new TypeError('configureUrlOptions takes host, protocol and port, not locale'),
  );
});

test.each<[string, Record<string, unknown>]>([
  ['a configured host', {}],
  ["a call's host", { host: 'good.example:80@evil.example' }],
  ['a subdomain', { host: 'example.com', subdomain: 'me@evil' }],
])("userinfo from %s is refused with the server's ArgumentError, never built", (_name, options) => {
  const { helpers } = moduleOf();
  (helpers.configureUrlOptions as Configure)({ host: 'user:pw@evil.example' });
  const result = outcome(() => (helpers.post_url as Helper)({ id: 1, ...options }));
  // The server's one host rule (url-rules/origin.ts), its error and text.
  expect(result).toEqual({
    error: 'ArgumentError',
    message: expect.stringMatching(
      /^Invalid host for a URL: "[^"]*@evil[^"]*" \(expected host\[:port\], with no userinfo\)$/,
    ),
  });
  // A host with a path is no host[:port] either, on the server as here.
  expect(outcome(() => (helpers.post_url as Helper)({ id: 1, host: 'good.example/x@y' }))).toEqual({
    error: 'ArgumentError',
    message: 'Invalid host for a URL: "good.example/x@y" (expected host[:port], with no userinfo)',
  });
});
