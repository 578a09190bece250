/**
 * Declarations Rails accepts that railroute once refused or ignored. Each row
 * holds Rails' own answer, taken from ActionPack 6.1 (`RouteSet#draw`, the routes
 * inspector, `Rack::MockRequest`) and checked against Rails 8's source (rails/rails v8.1.3):
 * - `path: nil`: only a String path *and* a path option are ambiguous (routing/mapper.rb:2152-2153).
 * - `via`: a verb Journey does not know is `verb.to_s.dasherize.upcase` (journey/route.rb:62,
 *   the same in 6.1 and 7.2), so `version_control` and `version-control` are one verb.
 * - a constraint on a key that is not a path segment is a request condition when the request
 *   responds to it (mapper.rb:198-202, `build_conditions`), compared with `request.format`
 *   (http/mime_negotiation.rb:72-91).
 */
import request from 'supertest';
import { ArgumentError, Router } from '../../src';
import { drawn, rows, type Row } from '../support/router';
import { EXPRESSES } from '../http/support';
import { requestFormat } from '../../src/request/request-format';

type Block = (r: any) => void;
const echo =
  (body: string) =>
  (_req: unknown, res: any): void =>
    void res.end(body);

describe('`path: null` is no path (Rails: `path: nil`)', () => {
  test.each<[string, Block, Row[]]>([
    [
      'a path string with path: null',
      (r) => r.get('projects/:id/repository', { to: 'repositories#show', path: null }),
      [[null, 'GET', '/projects/:id/repository(.:format)', 'repositories#show']],
    ],
    [
      'a bare word with path: null takes its action segment',
      (r) => r.resources('photos', { only: [] }, (r: any) => r.member((r: any) => r.get('preview', { path: null }))),
      [['preview_photo', 'GET', '/photos/:id/preview(.:format)', 'photos#preview']],
    ],
    [
      'the hash form with path: null',
      (r) => r.get({ 'photos/search': 'photos#search', path: null }),
      [['photos_search', 'GET', '/photos/search(.:format)', 'photos#search']],
    ],
  ])('%s', (_title, block, expected) => {
    expect(rows(drawn(block))).toEqual(expected);
  });

  test('a path string with a path string is still ambiguous', () => {
    expect(() => drawn((r) => r.get('projects/:id', { to: 'projects#show', path: 'x' }))).toThrow(
      new ArgumentError('Ambiguous route definition. Both :path and the route path were specified as strings.'),
    );
  });
});

describe('extension methods in `via` are dasherized and upper-cased, as Journey does', () => {
  test.each<[string | string[], string]>([
    ['version_control', 'VERSION-CONTROL'],
    ['version-control', 'VERSION-CONTROL'],
    ['VERSION_CONTROL', 'VERSION-CONTROL'],
    [['get', 'propfind'], 'GET|PROPFIND'],
    ['m_search', 'M-SEARCH'],
    [['mkcol', 'get', 'mkcol'], 'MKCOL|GET'],
  ])('via: %j → %s', (via, verb) => {
    const router = drawn((r) => r.match('x', { to: 'a#b', via }));
    expect(router.routes.map((route) => route.verb)).toEqual([verb]);
    expect(router.recognize(verb.split('|')[0] as string, '/x')?.params).toEqual({ controller: 'a', action: 'b' });
    expect(router.allowedMethods('/x')).toEqual(verb.split('|').flatMap((v) => (v === 'GET' ? ['GET', 'HEAD'] : [v])));
  });

  test.each(['get post', 'get\r\n', '', 'g(e)t'])('a verb that is no HTTP token is refused: %j', (via) => {
    expect(() => drawn((r) => r.match('x', { to: 'a#b', via }))).toThrow(ArgumentError);
  });

  test('the middleware dispatches an extension method it is handed (VERSION-CONTROL cannot cross Node’s parser)', () => {
    const router = drawn((r) => r.match('x', { to: echo('vc'), via: 'version_control' }));
    const res: any = {
      body: '',
      end(body: string) {
        this.body = body;
      },
    };
    const errors: unknown[] = [];
    router.middleware()({ method: 'VERSION-CONTROL', url: '/x', headers: {} } as any, res, (err?: unknown) =>
      errors.push(err),
    );
    expect([res.body, errors]).toEqual(['vc', []]);
  });

  describe.each(EXPRESSES)('over HTTP, %s', (_name, express) => {
    const app = express();
    app.use(
      new Router()
        .draw((r) => {
          r.match('x', { to: echo('search'), via: 'm_search' });
          r.match('x', { to: echo('find'), via: 'propfind' });
        })
        .middleware(),
    );
    test.each<[string, number, string]>([
      ['m-search', 200, 'search'],
      ['propfind', 200, 'find'],
      ['get', 405, ''],
    ])('%s /x → %i', async (method, status, body) => {
      const res = await (request(app) as any)[method]('/x');
      expect(res.status).toBe(status);
      if (status === 200) expect(res.text).toBe(body);
      else expect(res.headers.allow).toBe('M-SEARCH, PROPFIND');
    });
  });
});

describe('a constraint on a key that is not a path segment is checked against the request', () => {
  // Rails: `get 'feed', to: ..., format: false, constraints: { format: /xml/ }` compares
  // `request.format` (a Mime::Type) with the constraint; a second `feed` route takes the rest.
  const block: Block = (r) => {
    r.get('feed', { to: echo('xml'), format: false, constraints: { format: /xml/ } });
    r.get('feed', { to: echo('other'), format: false });
    r.get('f2', { to: echo('string'), format: false, constraints: { format: 'xml' } });
    r.get('f2', { to: echo('other'), format: false });
    r.get('f3', { to: echo('list'), format: false, constraints: { format: ['xml', 'json'] } });
    r.get('f3', { to: echo('other'), format: false });
    r.get('f4', { to: echo('mime'), format: false, constraints: { format: 'application/xml' } });
    r.get('f4', { to: echo('other'), format: false });
  };
  // [url, headers, Rails' answer], from Rack::MockRequest against ActionPack 6.1.
  const cases: Array<[string, Record<string, string>, string]> = [
    ['/feed', {}, 'other'],
    ['/feed', { accept: 'application/xml' }, 'xml'],
    ['/feed?format=xml', {}, 'xml'],
    ['/feed?format=json', {}, 'other'],
    ['/feed', { accept: 'text/html,application/xml' }, 'other'],
    ['/feed', { accept: 'application/json, application/xml' }, 'other'],
    ['/feed', { accept: 'text/xml' }, 'xml'],
    ['/feed', { accept: 'application/rss+xml' }, 'xml'],
    ['/feed', { 'x-requested-with': 'XMLHttpRequest' }, 'other'],
    ['/feed?format=bogus', {}, 'other'],
    ['/feed', { accept: '*/*' }, 'other'],
    ['/feed', { accept: 'application/xml;q=0.5, application/json' }, 'other'],
    ['/feed', { accept: 'application/json;q=0.5, application/xml' }, 'xml'],
    ['/feed', { accept: 'text/html, application/xml, */*' }, 'other'],
    ['/f2?format=xml', {}, 'other'],
    ['/f2', { accept: 'application/xml' }, 'other'],
    ['/f3?format=xml', {}, 'list'],
    ['/f3?format=json', {}, 'list'],
    ['/f3?format=html', {}, 'other'],
    ['/f3', { accept: 'application/json' }, 'list'],
    ['/f3', { accept: 'text/x-json' }, 'list'],
    ['/f4?format=xml', {}, 'mime'],
  ];

  test.each(cases)('recognize %s %j → %s', (url, headers, expected) => {
    const router = drawn(block);
    const found = router.recognize('GET', url, { url, headers: { host: 'example.org', ...headers } });
    const routes = router.routes.filter((route) => route.path === found?.route.path);
    // The first route of the pair is the constrained one.
    expect(found?.route === routes[0] ? 'constrained' : 'other').toBe(expected === 'other' ? 'other' : 'constrained');
  });

  // Rails' recognize_path builds its request from the whole URL, query included.
  test.each(cases.filter(([url, headers]) => url.includes('?') && Object.keys(headers).length === 0))(
    'recognize %s without a request (headers %j) → %s',
    (url, _headers, expected) => {
      const router = drawn(block);
      const found = router.recognize('GET', url);
      const routes = router.routes.filter((route) => route.path === found?.route.path);
      expect(found?.route === routes[0] ? 'constrained' : 'other').toBe(expected === 'other' ? 'other' : 'constrained');
    },
  );

  describe.each(EXPRESSES)('over HTTP, %s', (_name, express) => {
    const app = express();
    app.use(new Router().draw(block).middleware());
    test.each(cases)('GET %s %j → %s', async (url, headers, expected) => {
      const res = await request(app).get(url).set(headers);
      expect([res.status, res.text]).toEqual([200, expected]);
    });
  });
});

describe('request.format, as Rails 6.1 answers `request.format.to_s` (Rack::MockRequest)', () => {
  test.each<[string, Record<string, string>, string]>([
    ['/f', { accept: 'text/*' }, 'text/html'],
    ['/f', { accept: 'application/*' }, 'text/html'],
    ['/f', { accept: 'application/xml, application/rss+xml' }, 'application/rss+xml'],
    ['/f', { accept: 'text/xml, application/xml;q=0.5' }, 'application/xml'],
    ['/f', { accept: 'application/atom+xml;q=0.9, application/xml' }, 'application/xml'],
    ['/f', { accept: 'image/png' }, 'image/png'],
    ['/f', { accept: 'application/foo' }, ''],
    ['/f', { accept: 'application/foo, application/json' }, 'application/json'],
    ['/f', { accept: '*/*;q=0.1, application/json;q=0.5' }, 'application/json'],
    ['/f', { accept: 'text/html;level=1' }, 'text/html'],
    ['/f', { accept: 'application/json; charset=utf-8' }, 'application/json'],
    ['/f', { accept: 'text/plain, */*' }, 'text/html'],
    ['/f', { accept: ' ' }, 'text/html'],
    ['/f', { accept: 'application/xhtml+xml' }, 'text/html'],
    ['/f', { accept: 'audio/mp4' }, 'audio/aac'],
    ['/f?format=csv', {}, 'text/csv'],
    ['/f?format=', {}, ''],
    ['/f?format=jpg', { accept: 'application/json' }, 'image/jpeg'],
    ['/f', { 'x-requested-with': 'XMLHttpRequest' }, 'text/javascript'],
    ['/f', { 'x-requested-with': 'XMLHttpRequest', accept: 'text/html, */*' }, 'text/html'],
    ['/f?a=1&format=json', {}, 'application/json'],
    ['/f.pdf', {}, 'application/pdf'],
  ])('%s %j → %j', (url, headers, expected) => {
    expect(requestFormat({ url, headers })?.string ?? '').toBe(expected);
  });
});

describe('a Ruby String bare-word path is written as the bare word with `path:` of the same word', () => {
  // Rails: `post 'new'` inside `collection` is /wiki/new (a String is a path); `r.post('new')`
  // is Rails' `post :new` (/wiki). `r.post('new', { path: 'new' })` gives what the String gives.
  const WORDS = ['new', 'edit', 'index', 'show', 'create', 'foo-bar', 'preview'];
  const LEVELS = ['collection', 'member', 'new', 'nested'] as const;
  // [level, word, Rails' name, Rails' path, Rails' action] for `post '<word>'` (a Ruby String)
  // under `resources :wiki, only: [], path_names: { new: 'nuevo', edit: 'editar' }`.
  const RAILS: Record<string, [string, string]> = {
    'collection new': ['wiki_index', '/wiki/new(.:format)'],
    'member new': ['wiki', '/wiki/:id/new(.:format)'],
    'new new': ['new_wiki', '/wiki/nuevo/new(.:format)'],
    'nested new': ['wiki_new', '/wiki/:wiki_id/new(.:format)'],
    'collection edit': ['edit_wiki_index', '/wiki/edit(.:format)'],
    'member edit': ['edit_wiki', '/wiki/:id/edit(.:format)'],
    'new edit': ['edit_new_wiki', '/wiki/nuevo/edit(.:format)'],
    'nested edit': ['wiki_edit', '/wiki/:wiki_id/edit(.:format)'],
    'collection index': ['wiki_index', '/wiki/index(.:format)'],
    'member index': ['wiki', '/wiki/:id/index(.:format)'],
    'new index': ['new_wiki', '/wiki/nuevo/index(.:format)'],
    'nested index': ['wiki_index', '/wiki/:wiki_id/index(.:format)'],
    'collection show': ['wiki_index', '/wiki/show(.:format)'],
    'member show': ['wiki', '/wiki/:id/show(.:format)'],
    'new show': ['new_wiki', '/wiki/nuevo/show(.:format)'],
    'nested show': ['wiki_show', '/wiki/:wiki_id/show(.:format)'],
    'collection create': ['wiki_index', '/wiki/create(.:format)'],
    'member create': ['wiki', '/wiki/:id/create(.:format)'],
    'new create': ['new_wiki', '/wiki/nuevo/create(.:format)'],
    'nested create': ['wiki_create', '/wiki/:wiki_id/create(.:format)'],
    'collection foo-bar': ['foo_bar_wiki_index', '/wiki/foo-bar(.:format)'],
    'member foo-bar': ['foo_bar_wiki', '/wiki/:id/foo-bar(.:format)'],
    'new foo-bar': ['foo_bar_new_wiki', '/wiki/nuevo/foo-bar(.:format)'],
    'nested foo-bar': ['wiki_foo_bar', '/wiki/:wiki_id/foo-bar(.:format)'],
    'collection preview': ['preview_wiki_index', '/wiki/preview(.:format)'],
    'member preview': ['preview_wiki', '/wiki/:id/preview(.:format)'],
    'new preview': ['preview_new_wiki', '/wiki/nuevo/preview(.:format)'],
    'nested preview': ['wiki_preview', '/wiki/:wiki_id/preview(.:format)'],
  };
  const cases = LEVELS.flatMap((level) => WORDS.map((word) => [level, word] as const));
  test.each(cases)('%s { post %j }', (level, word) => {
    const router = drawn((r) =>
      r.resources('wiki', { only: [], path_names: { new: 'nuevo', edit: 'editar' } }, (r: any) => {
        const add = (r: any): void => r.post(word, { path: word });
        if (level === 'nested') add(r);
        else r[level](add);
      }),
    );
    const [name, path] = RAILS[`${level} ${word}`] as [string, string];
    expect(rows(router)).toEqual([[name, 'POST', path, `wiki#${word.replace(/-/g, '_')}`]]);
  });

  test('the bare word alone is the Symbol form: /wiki, no segment for a canonical action', () => {
    const router = drawn((r) => r.resources('wiki', { only: [] }, (r: any) => r.collection((r: any) => r.post('new'))));
    expect(rows(router)).toEqual([['wiki_index', 'POST', '/wiki(.:format)', 'wiki#new']]);
  });

  test('outside a resource: `get "new", to: "a#b"` in Rails is /new, named new', () => {
    expect(rows(drawn((r) => r.get('new', { path: 'new', to: 'a#b' })))).toEqual([
      ['new', 'GET', '/new(.:format)', 'a#b'],
    ]);
  });
});
