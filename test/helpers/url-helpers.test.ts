import { Router, UrlGenerationError } from '../../src';
import { drawn } from '../support/router';

class Photo {
  constructor(
    readonly id: number | null,
    readonly slug?: string,
  ) {}
  toParam(): string | undefined {
    return this.slug ? `${this.id}-${this.slug}` : this.id === null ? undefined : String(this.id);
  }
}

const router = drawn(
  (r) => {
    r.root('pages#home');
    r.resources('photos');
    r.get('photos/:id/preview(/:size)', { to: 'photos#preview', as: 'preview' });
    r.scope('(/:locale)', (r) => r.resources('descriptions', { only: ['index', 'show'] }));
    r.get('files/*path', { to: 'files#show', as: 'file' });
    r.get('feeds/:id', { to: 'feeds#show', format: 'json', as: 'feed' });
    r.get('exports/:id', { to: 'exports#show', format: true, as: 'export' });
    r.get('raw/:id', { to: 'raw#show', format: false, as: 'raw' });
    r.get('users/:id', { to: 'users#show', as: 'user', constraints: { id: /\d+/ } });
    r.constraints({ subdomain: 'api' }, (r) => r.get('status', { to: 'status#show', as: 'api_status' }));
    r.direct('homepage', () => 'https://rubyonrails.org');
    r.direct('photo_search', (q: string) => ({ controller: 'photos', action: 'index', q }));
  },
  { defaultUrlOptions: { host: 'example.com' } },
);
// Helpers are looked up by name; `any` keeps the table short under noUncheckedIndexedAccess.
const h: any = router.helpers;

describe('path helpers', () => {
  test.each<[string, () => string, string]>([
    ['root', () => h.root_path(), '/'],
    ['collection', () => h.photos_path(), '/photos'],
    ['member positional', () => h.photo_path(1), '/photos/1'],
    ['member named', () => h.photo_path({ id: 7 }), '/photos/7'],
    ['edit', () => h.edit_photo_path(2), '/photos/2/edit'],
    ['new', () => h.new_photo_path(), '/photos/new'],
    ['camelCase alias', () => h.editPhotoPath(2), '/photos/2/edit'],
    ['record with toParam', () => h.photo_path(new Photo(3, 'sunset')), '/photos/3-sunset'],
    ['record with id only', () => h.photo_path({ id: 9 }, {}), '/photos/9'],
    ['format positional', () => h.photo_path(1, 'json'), '/photos/1.json'],
    ['format option', () => h.photo_path(1, { format: 'json' }), '/photos/1.json'],
    ['query string sorted', () => h.photos_path({ page: 2, by: 'date' }), '/photos?by=date&page=2'],
    [
      'query arrays and objects',
      () => h.photos_path({ tags: ['a', 'b'], q: { x: 1 } }),
      '/photos?q%5Bx%5D=1&tags%5B%5D=a&tags%5B%5D=b',
    ],
    ['query encoding', () => h.photos_path({ q: 'a b&c' }), '/photos?q=a+b%26c'],
    ['nil query values dropped', () => h.photos_path({ page: null }), '/photos'],
    ['anchor', () => h.photo_path(1, { anchor: 'comments' }), '/photos/1#comments'],
    ['segment encoding', () => h.photo_path('a b/c?d'), '/photos/a%20b%2Fc%3Fd'],
    ['segment keeps sub-delims', () => h.photo_path('a:b@c$d&e+f,g;h=i'), '/photos/a:b@c$d&e+f,g;h=i'],
    ['unicode', () => h.photo_path('café'), '/photos/caf%C3%A9'],
    ['glob keeps slashes', () => h.file_path('a/b c/d'), '/files/a/b%20c/d'],
    ['glob from array', () => h.file_path(['a', 'b']), '/files/a/b'],
    ['optional part given', () => h.preview_path(1, 'large'), '/photos/1/preview/large'],
    ['optional part left out', () => h.preview_path(1), '/photos/1/preview'],
    ['optional leading part', () => h.descriptions_path('en'), '/en/descriptions'],
    ['null leaves optional out', () => h.description_path(null, 4), '/descriptions/4'],
    ['named optional', () => h.description_path({ locale: 'nl', id: 4 }), '/nl/descriptions/4'],
    ['format default left out', () => h.feed_path(1, 'json'), '/feeds/1'],
    ['format other than default', () => h.feed_path(1, 'xml'), '/feeds/1.xml'],
    ['required format', () => h.export_path(1, 'csv'), '/exports/1.csv'],
    ['no format segment: format goes to query', () => h.raw_path(1, { format: 'json' }), '/raw/1?format=json'],
    ['_path ignores host', () => h.photo_path(1, { host: 'other.com', protocol: 'https', port: 8080 }), '/photos/1'],
    ['direct string', () => h.homepage_url(), 'https://rubyonrails.org'],
    ['direct hash', () => h.photo_search_path('cats'), '/photos?q=cats'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });
});

describe('url helpers', () => {
  test.each<[string, () => string, string]>([
    ['default host', () => h.photo_url(1), 'http://example.com/photos/1'],
    ['format', () => h.photo_url(1, { format: 'json' }), 'http://example.com/photos/1.json'],
    [
      'host, protocol, port',
      () => h.photo_url(1, { host: 'x.org', protocol: 'https', port: 8443 }),
      'https://x.org:8443/photos/1',
    ],
    ['protocol with ://', () => h.photo_url(1, { protocol: 'https://' }), 'https://example.com/photos/1'],
    ['standard port left out', () => h.photo_url(1, { protocol: 'https', port: 443 }), 'https://example.com/photos/1'],
    ['host with port', () => h.root_url({ host: 'localhost:3000' }), 'http://localhost:3000/'],
    ['only_path', () => h.photo_url(1, { only_path: true }), '/photos/1'],
    ['subdomain constraint is a default', () => h.api_status_url(), 'http://api.example.com/status'],
    ['explicit subdomain', () => h.photo_url(1, { subdomain: 'www' }), 'http://www.example.com/photos/1'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('missing host', () => {
    const bare = drawn((r) => r.resources('photos'));
    expect(() => bare.helpers.photo_url(1)).toThrow(
      new UrlGenerationError(
        'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true',
      ),
    );
    expect(bare.helpers.photo_url(1, { only_path: true })).toBe('/photos/1');
  });

  test('defaultUrlOptions can change after drawing', () => {
    const r = new Router().draw((m) => m.resources('photos'));
    r.defaultUrlOptions.host = 'late.example';
    expect(r.helpers.photos_url()).toBe('http://late.example/photos');
  });
});

describe('errors', () => {
  test('missing required key names the route and the key', () => {
    expect(() => h.photo_path()).toThrow(UrlGenerationError);
    expect(() => h.photo_path()).toThrow(/missing required keys: \[id\]/);
    expect(() => h.photo_path()).toThrow(/'photo'/);
    expect(() => h.edit_photo_path({ format: 'json' })).toThrow(/missing required keys: \[id\]/);
  });

  test('a value that breaks a constraint', () => {
    expect(() => h.user_path('abc')).toThrow(/possible unmatched constraints: \[id\]/);
    expect(h.user_path(12)).toBe('/users/12');
  });

  test('helpers are plain functions', () => {
    const { photo_path, editPhotoPath } = h;
    expect(photo_path(5)).toBe('/photos/5');
    expect(editPhotoPath(5)).toBe('/photos/5/edit');
  });
});

describe('inside a request (recall)', () => {
  const inRequest: any = router.helpersFor(
    { controller: 'descriptions', action: 'index', locale: 'en' },
    { host: 'req.test', protocol: 'https' },
  );

  test.each<[string, () => string, string]>([
    ['recalls the locale', () => inRequest.description_path(1), '/en/descriptions/1'],
    ['explicit value wins', () => inRequest.description_path({ locale: 'nl', id: 1 }), '/nl/descriptions/1'],
    ['null drops it', () => inRequest.description_path(null, 1), '/descriptions/1'],
    ['the request host wins over defaultUrlOptions', () => inRequest.photo_url(1), 'https://req.test/photos/1'],
    ['url_for with the current controller', () => inRequest.url_for({ action: 'show', id: 3 }), '/en/descriptions/3'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('request host when no defaultUrlOptions', () => {
    const r = drawn((m) => m.resources('photos'));
    expect(r.helpersFor({}, { host: 'req.test:8080', protocol: 'https' }).photo_url(2)).toBe(
      'https://req.test:8080/photos/2',
    );
    expect(r.helpersFor({}, { script_name: '/api' }).photo_path(2)).toBe('/api/photos/2');
  });
});

describe('url_for', () => {
  test.each<[string, unknown, string]>([
    ['controller and action', { controller: 'photos', action: 'show', id: 1 }, '/photos/1'],
    ['index', { controller: 'photos', action: 'index', page: 2 }, '/photos?page=2'],
    ['action defaults to index', { controller: 'photos' }, '/photos'],
    ['with host gives a URL', { controller: 'photos', action: 'index', host: 'h.test' }, 'http://h.test/photos'],
    ['only_path false', { controller: 'photos', action: 'index', only_path: false }, 'http://example.com/photos'],
    ['use_route', { use_route: 'photo', id: 4 }, '/photos/4'],
    ['a string is returned as is', '/somewhere', '/somewhere'],
  ])('%s', (_name, input, expected) => {
    expect(h.url_for(input)).toBe(expected);
  });

  test('no route', () => {
    expect(() => h.url_for({ controller: 'nope', action: 'x' })).toThrow(
      /No route matches \{action: "x", controller: "nope"\}/,
    );
  });
});

describe('positional arguments with recall', () => {
  const nested = drawn((r) => r.scope('(/:locale)', (r) => r.resources('photos', (r) => r.resources('comments'))));
  const onComment: any = nested.helpersFor({
    controller: 'comments',
    action: 'show',
    locale: 'en',
    photo_id: '1',
    id: '2',
  });

  test.each<[string, () => string, string]>([
    ['one argument fills :id, the rest is recalled', () => onComment.photo_comment_path(3), '/en/photos/1/comments/3'],
    ['two fill the parent and :id', () => onComment.photo_comment_path(7, 3), '/en/photos/7/comments/3'],
    ['all three', () => onComment.photo_comment_path('nl', 7, 3), '/nl/photos/7/comments/3'],
    [
      'a named key is skipped by the positional ones',
      () => onComment.photo_comment_path(3, { photo_id: 9 }),
      '/en/photos/9/comments/3',
    ],
    ['a different route recalls what it shares', () => onComment.photo_path(5), '/en/photos/5'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });
});

describe('options and records (review findings)', () => {
  class Photo {
    constructor(readonly id: number) {}
  }
  const r = drawn(
    (m) => {
      m.resources('photos');
      m.get('x/:constructor', { to: 'x#show', as: 'x' });
      m.get('y(/:toString)', { to: 'y#show', as: 'y' });
    },
    { defaultUrlOptions: { host: 'example.com' } },
  );
  const helpers: any = r.helpers;

  test.each<[string, () => unknown, unknown]>([
    ['onlyPath is only_path', () => helpers.photos_url({ onlyPath: true }), '/photos'],
    ['scriptName is script_name', () => helpers.photos_path({ scriptName: '/app' }), '/app/photos'],
    ['url_for(record) is a path', () => helpers.url_for(new Photo(3)), '/photos/3'],
    [
      'url_for with onlyPath false',
      () => helpers.url_for({ controller: 'photos', action: 'index', onlyPath: false }),
      'http://example.com/photos',
    ],
    ['a parameter named constructor is never inherited', () => helpers.x_path('c'), '/x/c'],
    [
      'a missing parameter named constructor is missing',
      () => {
        try {
          return helpers.x_path();
        } catch (e) {
          return (e as Error).message;
        }
      },
      expect.stringContaining('missing required keys: [constructor]'),
    ],
    ['an optional toString is left out', () => helpers.y_path(), '/y'],
    [
      'params with an own __proto__ key',
      () => helpers.photos_path({ params: JSON.parse('{"__proto__": {"x": 1}, "a": 2}') }),
      '/photos?__proto__%5Bx%5D=1&a=2',
    ],
  ])('%s', (_name, call, expected) => {
    expect(call()).toEqual(expected);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  test('a null-prototype record is a UrlGenerationError, not a TypeError', () => {
    expect(() => helpers.polymorphic_path(Object.create(null))).toThrow(UrlGenerationError);
  });
});
