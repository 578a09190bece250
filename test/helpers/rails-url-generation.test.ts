/**
 * URL generation: each corner with the answer real Rails gives. Every expected
 * value below was produced by ActionPack 6.1 (`ActionDispatch::Routing::RouteSet.new.draw`,
 * `include rs.url_helpers`) with the same declarations, except the rows marked
 * "API.md", where the contract decides (Rails 7–8 behaviour or a deliberate choice).
 */
import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';
import { drawn } from '../support/router';

const draw = (r: any): void => {
  r.scope('(/:locale)', (r: any) => r.resources('descriptions', { only: ['index', 'show'] }));
  r.scope(':lang', (r: any) => r.get('about', { to: 'pages#about', as: 'about' }));
  r.resources('photos');
  r.get('avatar', { to: 'avatars#show', format: true, defaults: { format: 'jpeg' } });
  r.get('preview/:id(/:size)', { to: 'photos#preview', as: 'preview' });
  r.get('req/:a/:b', { to: 'photos#req', as: 'req' });
  r.get('sheep/:sheep_id/sheep/:sheep_id/statuses', { to: 'statuses#index', as: 'sheep_statuses' });
  r.get('hosted', { to: 'pages#hosted', host: 'api.example.org', as: 'hosted' });
  r.get('pooh', { to: 'pooh#index' });
  r.namespace('admin', (r: any) => {
    r.resources('users');
    r.resources('photos');
    r.get('pooh', { to: 'pooh#index' });
  });
  r.get('foo/bar', { to: 'foo/bar#index' });
  r.get(':controller(/:action(/:id))');
};

const router = drawn(draw, { defaultUrlOptions: { host: 'example.com' } });
const h: any = router.helpers;

type Case = [string, () => unknown, string];

describe('a route declared with a default for its required format', () => {
  test.each<Case>([
    ['avatar_path()', () => h.avatar_path(), '/avatar.jpeg'],
    ['avatar_path({ format: "png" })', () => h.avatar_path({ format: 'png' }), '/avatar.png'],
    ['avatar_path("png")', () => h.avatar_path('png'), '/avatar.png'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('a segment name repeated by nesting', () => {
  test.each<Case>([
    // Two required :sheep_id: two arguments fill both, the last winning (Rails without
    // default_url_options; with them Rails takes 'json' as the format: docs/coming-from-rails.md, Differences).
    ['sheep_statuses_path(1, "json")', () => h.sheep_statuses_path(1, 'json'), '/sheep/json/sheep/json/statuses'],
    [
      'sheep_statuses_path(1, { format: "json" })',
      () => h.sheep_statuses_path(1, { format: 'json' }),
      '/sheep/1/sheep/1/statuses.json',
    ],
    ['sheep_statuses_path(1)', () => h.sheep_statuses_path(1), '/sheep/1/sheep/1/statuses'],
    ['sheep_statuses_path({ sheep_id: 1 })', () => h.sheep_statuses_path({ sheep_id: 1 }), '/sheep/1/sheep/1/statuses'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('host, protocol and port', () => {
  test.each<Case>([
    [
      'host with scheme and standard port',
      () => h.photo_url(1, { host: 'https://example.com:443' }),
      'https://example.com/photos/1',
    ],
    [
      'host with scheme and another port',
      () => h.photo_url(1, { host: 'https://example.com:8080' }),
      'https://example.com:8080/photos/1',
    ],
    ['http and port 80', () => h.photo_url(1, { host: 'http://example.com:80' }), 'http://example.com/photos/1'],
    [
      'an explicit protocol wins over the host scheme',
      () => h.photo_url(1, { host: 'https://example.com', protocol: 'http' }),
      'http://example.com/photos/1',
    ],
    [
      'an explicit port wins over the host port',
      () => h.photo_url(1, { host: 'example.com:3000', port: 4000 }),
      'http://example.com:4000/photos/1',
    ],
    ['protocol "//"', () => h.photo_url(1, { protocol: '//' }), '//example.com/photos/1'],
    ['protocol false', () => h.photo_url(1, { protocol: false }), '//example.com/photos/1'],
    [
      'protocol-relative keeps a port',
      () => h.photo_url(1, { protocol: '//', port: 443 }),
      '//example.com:443/photos/1',
    ],
    ['protocol "https:"', () => h.photo_url(1, { protocol: 'https:' }), 'https://example.com/photos/1'],
    ['protocol "https://"', () => h.photo_url(1, { protocol: 'https://' }), 'https://example.com/photos/1'],
    ['protocol null', () => h.photo_url(1, { protocol: null }), 'http://example.com/photos/1'],
    ["a route's own host: option", () => h.hosted_url(), 'http://api.example.org/hosted'],
    ["the call's host wins over the route's", () => h.hosted_url({ host: 'x.org' }), 'http://x.org/hosted'],
    ["_path ignores the route's host", () => h.hosted_path(), '/hosted'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('trailing_slash', () => {
  test.each<Case>([
    ['a member', () => h.photo_path(1, { trailing_slash: true }), '/photos/1/'],
    ['before the query', () => h.photos_path({ trailing_slash: true, page: 2 }), '/photos/?page=2'],
    ['not after a format', () => h.photo_path(1, { format: 'json', trailing_slash: true }), '/photos/1.json'],
    ['before the anchor', () => h.photo_path(1, { trailingSlash: true, anchor: 'a' }), '/photos/1/#a'],
    ['_url', () => h.photo_url(1, { trailing_slash: true }), 'http://example.com/photos/1/'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('anchor', () => {
  test.each<Case>([
    ['false: none', () => h.photo_path(1, { anchor: false }), '/photos/1'],
    ['null: none', () => h.photo_path(1, { anchor: null }), '/photos/1'],
    ["'': an empty fragment", () => h.photo_path(1, { anchor: '' }), '/photos/1#'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('blank values', () => {
  test.each<Case>([
    ["'' leaves an optional part out", () => h.preview_path(1, { size: '' }), '/preview/1'],
    ["'' positional", () => h.preview_path(1, ''), '/preview/1'],
    // API.md (Rails 7–8): whitespace is blank too; Rails 6.1 wrote /preview/1/%20.
    ["' ' leaves an optional part out (API.md)", () => h.preview_path(1, { size: ' ' }), '/preview/1'],
    ['a required segment keeps an empty string', () => h.req_path('', 'x'), '/req//x'],
    ['a required segment keeps it by name', () => h.req_path({ a: '', b: 'x' }), '/req//x'],
    [
      "url_for: '' drops an optional group",
      () => h.url_for({ controller: 'photos', action: 'preview', id: 1, size: '' }),
      '/preview/1',
    ],
    [
      "url_for: '' drops a leading group",
      () => h.url_for({ controller: 'descriptions', action: 'index', locale: '' }),
      '/descriptions',
    ],
    [
      'url_for: whitespace drops it (API.md)',
      () => h.url_for({ controller: 'descriptions', action: 'index', locale: '  ' }),
      '/descriptions',
    ],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('defaultUrlOptions parameters', () => {
  const withLocale = drawn(draw, { defaultUrlOptions: { host: 'example.com', locale: 'en', lang: 'fr' } });
  const d: any = withLocale.helpers;
  test.each<Case>([
    ['fills an optional (/:locale)', () => d.descriptions_path(), '/en/descriptions?lang=fr'],
    ['fills a required :lang', () => d.about_path(), '/fr/about?locale=en'],
    ['positional wins', () => d.about_path('es'), '/es/about?locale=en'],
    ['named wins', () => d.description_path(4, { locale: 'nl' }), '/nl/descriptions/4?lang=fr'],
    ['all positional', () => d.description_path('de', 4), '/de/descriptions/4?lang=fr'],
    // API.md: a parameter with a default is skipped by fewer positional arguments (Rails 6.1 raised).
    ['fewer positional skip the defaulted one (API.md)', () => d.description_path(4), '/en/descriptions/4?lang=fr'],
    ['_url', () => d.descriptions_url(), 'http://example.com/en/descriptions?lang=fr'],
    [
      'url_for too',
      () => d.url_for({ controller: 'descriptions', action: 'show', id: 2 }),
      '/en/descriptions/2?lang=fr',
    ],
    ['null drops it', () => d.descriptions_path({ locale: null }), '/descriptions?lang=fr'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('fewer positional arguments skip parameters that already have a value (API.md)', () => {
  const scoped = drawn((r: any) => {
    r.scope('(/:locale)', { defaults: { locale: null } }, (r: any) => r.resources('invitations', { only: ['show'] }));
    r.scope(':region', { defaults: { region: 'eu' } }, (r: any) => r.resources('offices', { only: ['show'] }));
  });
  const s: any = scoped.helpers;
  test.each<Case>([
    ['a null route default', () => s.invitation_path('1'), '/invitations/1'],
    ['both given', () => s.invitation_path('en', '1'), '/en/invitations/1'],
    ['a required segment with a route default', () => s.office_path(3), '/eu/offices/3'],
    ['both given, required', () => s.office_path('us', 3), '/us/offices/3'],
  ])('%s', (_n, call, expected) => expect(call()).toBe(expected));
});

describe('url_for: controllers', () => {
  const inAdmin: any = router.helpersFor({ controller: 'admin/photos', action: 'index' });
  test.each<Case>([
    ['relative to the current module', () => inAdmin.url_for({ controller: 'users', action: 'index' }), '/admin/users'],
    ['relative pooh', () => inAdmin.url_for({ controller: 'pooh', action: 'index' }), '/admin/pooh'],
    ['a leading slash is absolute', () => inAdmin.url_for({ controller: '/pooh', action: 'index' }), '/pooh'],
    ['absolute without a request', () => h.url_for({ controller: '/pooh', action: 'index' }), '/pooh'],
    [
      'a two-part name replaces two parts',
      () => inAdmin.url_for({ controller: 'foo/bar', action: 'index' }),
      '/foo/bar',
    ],
    [
      'the same controller',
      () => inAdmin.url_for({ controller: 'admin/photos', action: 'show', id: 1 }),
      '/admin/photos/1',
    ],
    [
      'a :controller segment keeps slashes',
      () => h.url_for({ controller: 'x/y', action: 'show', id: 1 }),
      '/x/y/show/1',
    ],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));
});

describe('url_for: path or URL, and its argument', () => {
  test.each<Case>([
    // API.md: a path unless a host or only_path: false (Rails' bare url_for gives a URL).
    ['a path by default (API.md)', () => h.url_for({ controller: 'photos', action: 'index' }), '/photos'],
    [
      'a URL with a host',
      () => h.url_for({ controller: 'photos', action: 'index', host: 'h.test' }),
      'http://h.test/photos',
    ],
    [
      'a URL with only_path: false',
      () => h.url_for({ controller: 'photos', action: 'index', only_path: false }),
      'http://example.com/photos',
    ],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));

  test('never changes the object it is given', () => {
    const input = { controller: '/pooh', action: 'index', only_path: true, params: { a: 1 } };
    const copy = structuredClone(input);
    expect(h.url_for(input)).toBe('/pooh?a=1');
    expect(h.url_for({ use_route: 'photo', id: 1 })).toBe('/photos/1');
    expect(input).toEqual(copy);
  });

  test('only_path: false without any host throws the Missing host error', () => {
    const bare = new Router().draw((r) => r.resources('photos'));
    expect(() => bare.helpers.url_for({ controller: 'photos', action: 'index', only_path: false })).toThrow(
      /^Missing host to link to!/,
    );
  });
});

describe('direct and resolve', () => {
  class Basket {
    constructor(readonly id: number) {}
  }
  const custom = drawn(
    (r: any) => {
      r.resources('photos');
      r.resource('basket');
      r.direct('homepage', () => 'https://rubyonrails.org/about?x=1#top');
      r.direct('site', () => 'https://rubyonrails.org');
      r.direct('photos_page', () => ['photos', { page: 2 }]);
      r.direct('photo_link', { anchor: 'main', page: 1 }, (photo: unknown, opts: any) => [
        'photo',
        { id: photo, ...opts },
      ]);
      r.direct('sym', () => 'photos');
      r.direct('opts_echo', { a: 1 }, (opts: any) => ({ controller: 'photos', action: 'index', ...opts }));
      r.resolve('Basket', { anchor: 'items' }, (_basket: unknown, opts: any) => ['basket', opts]);
    },
    { defaultUrlOptions: { host: 'example.com' } },
  );
  const c: any = custom.helpers;
  test.each<Case>([
    ['_path keeps path, query and fragment of a URL', () => c.homepage_path(), '/about?x=1#top'],
    ['_url keeps the URL', () => c.homepage_url(), 'https://rubyonrails.org/about?x=1#top'],
    ['_path of a bare origin is /', () => c.site_path(), '/'],
    ['a trailing object in an array is options', () => c.photos_page_path(), '/photos?page=2'],
    ['direct(name, options, block): defaults', () => c.photo_link_path(3), '/photos/3?page=1#main'],
    ["the call's options win", () => c.photo_link_path(3, { anchor: 'x' }), '/photos/3?page=1#x'],
    ['a bare word names a route', () => c.sym_path(), '/photos'],
    ['defaults reach a url_for hash', () => c.opts_echo_path(), '/photos?a=1'],
    ['over them, the call', () => c.opts_echo_path({ a: 2, b: 3 }), '/photos?a=2&b=3'],
    ['resolve(model, options, block)', () => c.polymorphic_path(new Basket(1)), '/basket#items'],
    ['resolve: the call wins', () => c.polymorphic_path(new Basket(1), { anchor: 'x' }), '/basket#x'],
  ])('%s', (_n, call, rails) => expect(call()).toBe(rails));

  test('resolve registers the model by name, not the options object', () => {
    class Odd {
      static modelName = '[object Object]';
      id = 1;
    }
    const r = new Router().draw((m: any) => {
      m.resource('basket');
      m.resolve('Basket', { anchor: 'a' }, () => ['basket']);
    });
    expect(r.helpers.polymorphic_path(new Basket(1))).toBe('/basket');
    expect(() => r.helpers.polymorphic_path(new Odd())).toThrow(/undefined method/);
  });
});

describe.each(EXPRESSES)('inside a request through %s', (_label, express) => {
  class PagesController extends Controller {
    show(): void {
      this.res.json({
        url: this.helpers.photo_url(1),
        forced: this.helpers.photo_url(1, { host: 'https://cdn.test:443' }),
        pooh: this.helpers.url_for({ controller: '/pooh', action: 'index' }),
        sibling: this.helpers.url_for({ controller: 'users', action: 'index' }),
        hosted: this.helpers.hosted_url(),
      });
    }
  }
  const app = express();
  const server = drawn(
    (r: any) => {
      r.namespace('admin', (r: any) => r.get('pages/:id', { to: 'pages#show' }));
      draw(r);
    },
    { defaultUrlOptions: { host: 'configured.example', protocol: 'https' } },
  );
  server.controllers.register('admin/pages', PagesController);
  app.use(server.middleware());
  echoErrors(app);

  test("_url uses the request's host before defaultUrlOptions; url_for controllers resolve", async () => {
    const res = await request(app).get('/admin/pages/1').set('Host', 'req.test:8080');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: 'http://req.test:8080/photos/1',
      forced: 'https://cdn.test/photos/1',
      pooh: '/pooh',
      sibling: '/admin/users',
      hosted: 'http://api.example.org/hosted',
    });
  });
});

describe('inside a request through bare node:http', () => {
  const server = drawn(
    (r) => {
      r.resources('photos');
      r.get('here', {
        to: (_req: any, res: any) => {
          res.setHeader('Content-Type', 'text/plain');
          res.end(`${res.locals.helpers.photo_url(1)} ${res.locals.helpers.photo_url(2, { protocol: false })}`);
        },
      });
    },
    { defaultUrlOptions: { host: 'configured.example' } },
  );

  test("_url helpers use the request's Host", async () => {
    const res = await request(http.createServer(server.middleware())).get('/here').set('Host', 'bare.test:9000');
    expect(res.text).toBe('http://bare.test:9000/photos/1 //bare.test:9000/photos/2');
  });
});

describe('host normalisation (property)', () => {
  test('a host with a scheme and port gives the scheme, and the port unless it is the standard one', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        (scheme, labels, port) => {
          const host = labels.join('.');
          const given = `${scheme}://${host}${port === null ? '' : `:${port}`}`;
          const standard = port === null || (scheme === 'http' && port === 80) || (scheme === 'https' && port === 443);
          expect(h.photo_url(1, { host: given })).toBe(`${scheme}://${host}${standard ? '' : `:${port}`}/photos/1`);
          // An explicit protocol wins over the host's scheme; protocol-relative keeps any port.
          expect(h.photo_url(1, { host: given, protocol: false })).toBe(
            `//${host}${port === null ? '' : `:${port}`}/photos/1`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
