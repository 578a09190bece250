/**
 * API.md § URL helpers: positional arguments and defaults, the record rule, the options hash,
 * `defaultUrlOptions`, route defaults and `host:`, `url_for` (path vs URL, relative
 * controllers), and § Block form: `direct`/`resolve` return values and their options.
 */
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES } from '../http/support';

const MISSING_HOST =
  'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true';

function build(options: any = {}): Router {
  return new Router(options).draw((r) => {
    r.resources('photos');
    r.scope('(/:locale)', { defaults: { locale: null } }, (r) => r.resources('invitations', { only: ['show'] }));
    r.get('(/:locale)/descriptions', { to: 'descriptions#index', as: 'descriptions' });
    r.resources('posts', { only: ['show'] }, (r) => r.resources('comments', { only: ['index', 'show'] }));
    r.get('avatar', { to: 'avatars#show', format: true, defaults: { format: 'jpeg' } });
    r.get('elsewhere', { to: 'x#elsewhere', host: 'other.org' });
  });
}
const h: any = build().helpers;

describe('positional arguments', () => {
  test("parameters that already have a value are left out first: invitation_path('1') under scope('(/:locale)', { defaults: { locale: null } })", () => {
    expect(h.invitation_path('1')).toBe('/invitations/1');
    expect(h.invitation_path('fr', '1')).toBe('/fr/invitations/1');
  });

  test('a defaultUrlOptions value is left out first too', () => {
    const router = new Router({ defaultUrlOptions: { locale: 'en' } }).draw((r) =>
      r.scope(':locale', (r) => r.resources('photos', { only: ['show'] })),
    );
    expect((router.helpers as any).photo_path('1')).toBe('/en/photos/1');
    expect((router.helpers as any).photo_path('de', '1')).toBe('/de/photos/1');
  });
});

describe('the record rule for plain objects', () => {
  const row = { id: 1, title: 'Hello', password_hash: 'secret', created_at: '2024-01-01' };

  test.each([
    ['post_path(row)', () => h.post_path(row), '/posts/1'],
    ['post_comments_path(row)', () => h.post_comments_path(row), '/posts/1/comments'],
    ['post_path(row, { page: 2 })', () => h.post_path(row, { page: 2 }), '/posts/1?page=2'],
    ['post_path(row, { params: { page: 2 } })', () => h.post_path(row, { params: { page: 2 } }), '/posts/1?page=2'],
    [
      'a plain object as a positional argument is always a record',
      () => h.post_comment_path({ id: 1 }, 2),
      '/posts/1/comments/2',
    ],
    [
      'a plain object positional, even with route parameter keys',
      () => h.post_comment_path({ id: 3, post_id: 9 }, { id: 4, body: 'x' }),
      '/posts/3/comments/4',
    ],
    [
      'only parameters and URL options: the options hash',
      () => h.post_path({ id: 5, format: 'json' }),
      '/posts/5.json',
    ],
    ['a record with toParam', () => h.post_path({ toParam: () => 'slug', title: 'x' }), '/posts/slug'],
  ])('%s', (_label, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('no other field of the row ever reaches the URL', () => {
    for (const url of [h.post_path(row), h.post_comments_path(row), h.post_url(row, { host: 'example.com' })]) {
      expect(url).not.toMatch(/secret|Hello|password|title|created/);
    }
  });
});

describe('the options hash', () => {
  test.each([
    ['anchor', () => h.photo_path(1, { anchor: 'top' }), '/photos/1#top'],
    ['anchor: false → none', () => h.photo_path(1, { anchor: false }), '/photos/1'],
    ['anchor: null → none', () => h.photo_path(1, { anchor: null }), '/photos/1'],
    ['params: more query parameters', () => h.photo_path(1, { params: { page: 2, q: 'x' } }), '/photos/1?page=2&q=x'],
    ['trailing_slash', () => h.photos_path({ trailing_slash: true }), '/photos/'],
    ['script_name', () => h.photos_path({ script_name: '/app' }), '/app/photos'],
    [
      'host with scheme and port',
      () => h.photos_url({ host: 'https://example.com:8080' }),
      'https://example.com:8080/photos',
    ],
    ["protocol 'https'", () => h.photos_url({ host: 'example.com', protocol: 'https' }), 'https://example.com/photos'],
    [
      "protocol 'https:'",
      () => h.photos_url({ host: 'example.com', protocol: 'https:' }),
      'https://example.com/photos',
    ],
    [
      "protocol 'https://'",
      () => h.photos_url({ host: 'example.com', protocol: 'https://' }),
      'https://example.com/photos',
    ],
    [
      "protocol '//' (protocol-relative)",
      () => h.photos_url({ host: 'example.com', protocol: '//' }),
      '//example.com/photos',
    ],
    // API.md: "`false` for none"; Rails gives the protocol-relative form for false as for '//'.
    ['protocol false', () => h.photos_url({ host: 'example.com', protocol: false }), '//example.com/photos'],
    ['port', () => h.photos_url({ host: 'example.com', port: 3000 }), 'http://example.com:3000/photos'],
    ['subdomain', () => h.photos_url({ host: 'www.example.com', subdomain: 'api' }), 'http://api.example.com/photos'],
    ['domain', () => h.photos_url({ host: 'www.example.com', domain: 'example.org' }), 'http://www.example.org/photos'],
    ['only_path', () => h.photos_url({ host: 'example.com', only_path: true }), '/photos'],
    ['keys that are not parameters: query, sorted', () => h.photos_path({ z: 1, a: 2 }), '/photos?a=2&z=1'],
    [
      "nested keys in Rails' a[b]=c form",
      () => h.photos_path({ filter: { b: 1, a: 2 }, z: [1, 2] }),
      '/photos?filter%5Ba%5D=2&filter%5Bb%5D=1&z%5B%5D=1&z%5B%5D=2',
    ],
    // The query cases below are Rails 6.1's answers (Hash#to_query).
    [
      'query: null and empty arrays/hashes say nothing',
      () => h.photos_path({ q: null, s: [], t: {}, a: 1 }),
      '/photos?a=1',
    ],
    [
      'query: nested empties say nothing either',
      () => h.photos_path({ a: { s: [], t: {}, u: 1 } }),
      '/photos?a%5Bu%5D=1',
    ],
    [
      'query: an empty array inside an array says key[]=',
      () => h.photos_path({ a: [[], 1] }),
      '/photos?a%5B%5D%5B%5D=&a%5B%5D=1',
    ],
    [
      'query: null inside keeps its key',
      () => h.photos_path({ a: [null, 1], b: { c: null } }),
      '/photos?a%5B%5D=&a%5B%5D=1&b%5Bc%5D=',
    ],
    [
      'query: hashes under an array keep their order',
      () => h.photos_path({ a: [{ c: 2, b: 1 }, { b: 3 }] }),
      '/photos?a%5B%5D%5Bc%5D=2&a%5B%5D%5Bb%5D=1&a%5B%5D%5Bb%5D=3',
    ],
    [
      'query: nested hashes sorted',
      () => h.photos_path({ a: { z: 1, y: { x: 2, w: 3 } } }),
      '/photos?a%5By%5D%5Bw%5D=3&a%5By%5D%5Bx%5D=2&a%5Bz%5D=1',
    ],
    ['query: form encoding', () => h.photos_path({ q: 'a b&c=d/é' }), '/photos?q=a+b%26c%3Dd%2F%C3%A9'],
    ['anchor is escaped', () => h.photos_path({ anchor: 'a b#c' }), '/photos#a%20b%23c'],
    ['trailing_slash with a query', () => h.photos_path({ trailing_slash: true, page: 2 }), '/photos/?page=2'],
    [
      'subdomain leaves an IPv4 host alone',
      () => h.photos_url({ host: '127.0.0.1', subdomain: 'api' }),
      'http://127.0.0.1/photos',
    ],
    [
      'subdomain on localhost',
      () => h.photos_url({ host: 'localhost', subdomain: 'api' }),
      'http://api.localhost/photos',
    ],
    [
      'subdomain: true keeps the host’s own',
      () => h.photos_url({ host: 'a.example.com', subdomain: true, domain: 'x.org' }),
      'http://a.x.org/photos',
    ],
    [
      'subdomain: false drops it',
      () => h.photos_url({ host: 'a.example.com', subdomain: false }),
      'http://example.com/photos',
    ],
    [
      'subdomain with domain',
      () => h.photos_url({ host: 'a.example.com', domain: 'example.org', subdomain: 'b' }),
      'http://b.example.org/photos',
    ],
    [
      'host with a port, port option wins',
      () => h.photos_url({ host: 'example.com:8080', port: 9000 }),
      'http://example.com:9000/photos',
    ],
    [
      'protocol wins over the host’s scheme',
      () => h.photos_url({ host: 'http://example.com', protocol: 'https' }),
      'https://example.com/photos',
    ],
    ['script_name with a trailing slash', () => h.photos_path({ script_name: '/app/' }), '/app/photos'],
    [
      'script_name with a trailing slash (_url)',
      () => h.photos_url({ host: 'example.com', script_name: '/app/' }),
      'http://example.com/app/photos',
    ],
    ['{ id } alone on a route without :id is options: the query', () => h.photos_path({ id: 1 }), '/photos?id=1'],
    ['an empty value leaves an optional part out', () => h.descriptions_path({ locale: '' }), '/descriptions'],
    ['a blank value leaves an optional part out', () => h.descriptions_path({ locale: '  ' }), '/descriptions'],
    ['a required segment keeps an empty string', () => h.photo_path({ id: '' }), '/photos/'],
  ])('%s', (_label, call, expected) => {
    expect(call()).toBe(expected);
  });
});

describe('defaultUrlOptions, route defaults, host:', () => {
  test('host, protocol, port for _url; another key is a default for that path parameter', () => {
    const router = new Router({
      defaultUrlOptions: { host: 'example.com', protocol: 'https', port: 8443, locale: 'en' },
    }).draw((r) => {
      r.get('(/:locale)/descriptions', { to: 'descriptions#index', as: 'descriptions' });
      r.get(':locale/about', { to: 'pages#about', as: 'about' });
    });
    const helpers: any = router.helpers;
    expect(helpers.descriptions_path()).toBe('/en/descriptions');
    expect(helpers.about_path()).toBe('/en/about');
    expect(helpers.about_path({ locale: 'fr' })).toBe('/fr/about');
    expect(helpers.about_url()).toBe('https://example.com:8443/en/about');
    expect(helpers.about_path({ host: 'x.org' })).toBe('/en/about');
  });

  test("a required segment left out is filled from the route's own defaults: avatar_path() → /avatar.jpeg", () => {
    expect(h.avatar_path()).toBe('/avatar.jpeg');
    expect(h.avatar_path({ format: 'png' })).toBe('/avatar.png');
  });

  test('a route declared with host: uses it in its _url helper', () => {
    expect(h.elsewhere_url()).toBe('http://other.org/elsewhere');
    expect(build({ defaultUrlOptions: { host: 'example.com' } }).helpers.elsewhere_url()).toBe(
      'http://other.org/elsewhere',
    );
  });
});

describe('url_for', () => {
  const router = new Router({ defaultUrlOptions: { host: 'default.example' } }).draw((r) => {
    r.resources('photos', { only: ['index', 'show'] });
    r.resources('users', { only: ['index'] });
    r.namespace('admin', (r) => {
      r.resources('photos', { only: ['index'] });
      r.resources('users', { only: ['index'] });
    });
    r.match(':controller(/:action(/:id))', { via: 'get' });
  });
  const u: any = router.helpers;
  const bare: any = new Router().draw((r) => r.resources('photos', { only: ['index'] })).helpers;

  test.each([
    [
      'a path by default, even with defaultUrlOptions host',
      () => u.url_for({ controller: 'photos', action: 'index' }),
      '/photos',
    ],
    [
      'a URL when the options name a host',
      () => u.url_for({ controller: 'photos', action: 'show', id: 1, host: 'x.org' }),
      'http://x.org/photos/1',
    ],
    [
      'a URL when only_path: false (defaultUrlOptions host)',
      () => u.url_for({ controller: 'photos', action: 'index', only_path: false }),
      'http://default.example/photos',
    ],
    ['a leading slash is absolute', () => u.url_for({ controller: '/admin/photos', action: 'index' }), '/admin/photos'],
    [
      'a :controller segment keeps the slashes of a namespaced controller',
      () => u.url_for({ controller: 'admin/photos', action: 'edit', id: 3 }),
      '/admin/photos/edit/3',
    ],
  ])('%s', (_label, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('only_path: false without any host → the Missing host error', () => {
    expect(() => bare.url_for({ controller: 'photos', action: 'index', only_path: false })).toThrow(MISSING_HOST);
    expect(bare.url_for({ controller: 'photos', action: 'index' })).toBe('/photos');
  });

  test('url_for never changes the object it is given', () => {
    const options = {
      controller: 'photos',
      action: 'show',
      id: 1,
      params: { q: 'x' },
      host: 'x.org',
      only_path: false,
      anchor: 'a',
    };
    const copy = structuredClone(options);
    u.url_for(options);
    expect(options).toEqual(copy);
    expect(() => u.url_for(Object.freeze({ controller: 'photos', action: 'index' }))).not.toThrow();
  });

  test.each(EXPRESSES)(
    "%s: without a leading slash a controller is relative to the current request's controller module",
    async (_name, express) => {
      class AdminPhotosController extends Controller {
        index(): void {
          const helpers: any = this.helpers;
          this.res.json({
            relative: helpers.url_for({ controller: 'users', action: 'index' }),
            absolute: helpers.url_for({ controller: '/users', action: 'index' }),
            url: helpers.url_for({ controller: 'photos', action: 'index', only_path: false }),
          });
        }
      }
      if (!router.controllers.has('admin/photos')) router.controllers.register('admin/photos', AdminPhotosController);
      const app = express();
      app.use(router.middleware());
      const res = await request(app).get('/admin/photos').set('Host', 'req.example').expect(200);
      // _url defaults to the request's own host, before defaultUrlOptions.
      expect(res.body).toEqual({
        relative: '/admin/users',
        absolute: '/users',
        url: 'http://req.example/admin/photos',
      });
    },
  );
});

describe.each(EXPRESSES)(
  "%s: inside a request, _url helpers default to the request's host and protocol, before defaultUrlOptions",
  (_name, express) => {
    test('host from the request', async () => {
      const router = build({ defaultUrlOptions: { host: 'default.example', protocol: 'https' } });
      router.controllers.register('photos', {
        index: (_req: any, res: any) =>
          res.json({ url: res.locals.helpers.photo_url(1), path: res.locals.helpers.photo_path(1) }),
      });
      const app = express();
      app.use(router.middleware());
      const res = await request(app).get('/photos').set('Host', 'req.example:8080').expect(200);
      expect(res.body).toEqual({ url: 'http://req.example:8080/photos/1', path: '/photos/1' });
    });
  },
);

describe('direct and resolve: what the block returns', () => {
  class Photo {
    constructor(public id?: number) {}
  }
  class Basket {
    id = 1;
  }
  const router = new Router().draw((r) => {
    r.resources('photos', { only: ['index', 'show'] });
    r.resource('basket', { only: ['show'] });
    r.direct('main', () => 'photos');
    r.direct('ext', () => 'https://example.com/a/b?x=1#f');
    r.direct('rel', () => '/rel/path?q=1#h');
    r.direct('pic', (photo: any) => [photo, { format: 'json' }]);
    r.direct('opts', (id: any) => ({ controller: 'photos', action: 'show', id }));
    r.direct('top', { anchor: 'top' }, (options: any) => ({ controller: 'photos', action: 'index', ...options }));
    r.resolve('Basket', { anchor: 'items' }, (_record: any, options: any) => ['basket', options]);
  });
  const d: any = router.helpers;

  test.each([
    ['a bare word names a route', () => d.main_path(), '/photos'],
    ['any other string is a URL', () => d.ext_url(), 'https://example.com/a/b?x=1#f'],
    ['the _path helper keeps only its path, query and fragment', () => d.ext_path(), '/a/b?x=1#f'],
    ['a path string', () => d.rel_path(), '/rel/path?q=1#h'],
    ['a plain object is url_for options', () => d.opts_path(4), '/photos/4'],
    [
      'an array is polymorphic; a trailing plain object in it is options',
      () => d.pic_path(new Photo(3)),
      '/photos/3.json',
    ],
    ['direct options are defaults', () => d.top_path(), '/photos#top'],
    ["merged under the call's own options", () => d.top_path({ anchor: 'b' }), '/photos#b'],
    ['resolve options are defaults', () => d.polymorphic_path(new Basket()), '/basket#items'],
    [
      "resolve: merged under the call's own options",
      () => d.polymorphic_path(new Basket(), { anchor: 'x' }),
      '/basket#x',
    ],
  ])('%s', (_label, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('a bare word names a route (_url, with defaultUrlOptions; the call options go to the block only, as in Rails)', () => {
    const withHost: any = new Router({ defaultUrlOptions: { host: 'example.com' } }).draw((r) => {
      r.resources('photos', { only: ['index'] });
      r.direct('main', () => 'photos');
    }).helpers;
    expect(withHost.main_url()).toBe('http://example.com/photos');
  });
});
