/**
 * `match` and the verb helpers of the block form: both argument forms, the rules of the
 * spec's `match` section, `via`, the format segment, optional segments, globs, defaults.
 * Ported (behaviour only) from the non-resource parts of Rails' routing tests.
 */
import { Router, redirect } from '../../src';
import { brief, type Brief } from '../support/router';

type Block = (r: any) => void;

const drawn = (block: Block): Router => new Router().draw(block);
const handler = (_req: unknown, _res: unknown, next: () => void): void => next();
const paramsOf = (block: Block, method: string, url: string): Record<string, unknown> | null =>
  drawn(block).recognize(method, url)?.params ?? null;

describe('argument forms', () => {
  test.each<[string, Block, Brief[]]>([
    [
      'path string and options',
      (r) => r.match('photos/:id', { to: 'photos#show', via: 'get' }),
      [['GET', '/photos/:id(.:format)', 'photos#show', '']],
    ],
    [
      'controller and action options instead of to',
      (r) => r.match('photos/:id', { controller: 'photos', action: 'show', via: 'get' }),
      [['GET', '/photos/:id(.:format)', 'photos#show', '']],
    ],
    [
      'hash form: the string key is the path, a value with # is `to`',
      (r) => r.match({ 'photos/:id': 'photos#show', via: 'get' }),
      [['GET', '/photos/:id(.:format)', 'photos#show', '']],
    ],
    [
      'hash form in a verb helper',
      (r) => r.get({ 'photos/search': 'photos#search' }),
      [['GET', '/photos/search(.:format)', 'photos#search', 'photos_search']],
    ],
    [
      'hash form: a plain string value is the controller, the action comes from the path',
      (r) => r.get({ lookup: 'finder' }),
      [['GET', '/lookup(.:format)', 'finder#lookup', 'lookup']],
    ],
    [
      'hash form: a path key equal to its controller value',
      (r) => r.get({ search: 'search' }),
      [['GET', '/search(.:format)', 'search#search', 'search']],
    ],
    [
      'hash form: a Symbol value names the action',
      (r) => r.controller('sessions', (r: any) => r.delete({ logout: Symbol.for('destroy') })),
      [['DELETE', '/logout(.:format)', 'sessions#destroy', 'logout']],
    ],
    [
      'hash form: two verbs on one path, the second stays unnamed',
      (r) =>
        r.controller('sessions', (r: any) => {
          r.get({ login: Symbol.for('new') });
          r.post({ login: Symbol.for('create') });
        }),
      [
        ['GET', '/login(.:format)', 'sessions#new', 'login'],
        ['POST', '/login(.:format)', 'sessions#create', ''],
      ],
    ],
    [
      'hash form: a handler value is `to`',
      (r) => r.get({ 'assets.js': handler }),
      [['GET', '/assets.js(.:format)', '', '']],
    ],
    [
      'hash form: a redirect value is `to`',
      (r) => r.get({ 'account/logout': redirect('/logout'), as: 'logout_redirect' }),
      [['GET', '/account/logout(.:format)', '', 'logout_redirect']],
    ],
    [
      'hash form with options beside the path',
      (r) => r.get({ '/info': 'projects#info', as: 'information' }),
      [['GET', '/info(.:format)', 'projects#info', 'information']],
    ],
    [
      'hash form: a RegExp-valued key is a constraint, not the path',
      (r) => r.get({ id: /\d+/, 'items/:id': 'items#show' }),
      [['GET', '/items/:id(.:format)', 'items#show', '']],
    ],
    [
      'a bare word is an action of the scope controller',
      (r) => r.controller('pages', (r: any) => r.get('about')),
      [['GET', '/about(.:format)', 'pages#about', 'about']],
    ],
    [
      'a bare word with a hyphen: path keeps it, action and name use _',
      (r) => r.controller('pages', (r: any) => r.get('contact-us')),
      [['GET', '/contact-us(.:format)', 'pages#contact_us', 'contact_us']],
    ],
    [
      'a path with a hyphen and a leading slash names the route without them',
      (r) => r.get('/contact-us', { to: 'pages#contact_us' }),
      [['GET', '/contact-us(.:format)', 'pages#contact_us', 'contact_us']],
    ],
    [
      'bare words with path: options in a scope',
      (r) =>
        r.scope('bookmark', { controller: 'bookmarks', as: 'bookmark' }, (r: any) => {
          r.get('new', { path: 'build' });
          r.post('create', { path: 'create', as: '' });
          r.put('update');
          r.get('remove', { action: 'destroy', as: 'remove' });
        }),
      [
        ['GET', '/bookmark/build(.:format)', 'bookmarks#new', 'bookmark_new'],
        ['POST', '/bookmark/create(.:format)', 'bookmarks#create', 'bookmark'],
        ['PUT', '/bookmark/update(.:format)', 'bookmarks#update', 'bookmark_update'],
        ['GET', '/bookmark/remove(.:format)', 'bookmarks#destroy', 'bookmark_remove'],
      ],
    ],
    [
      'path strings with action and as options in a scope',
      (r) =>
        r.scope('pagemark', { controller: 'pagemarks', as: 'pagemark' }, (r: any) => {
          r.get('build', { action: 'new', as: 'new' });
          r.post('create', { as: '' });
          r.get('', { action: 'show', as: 'show' });
        }),
      [
        ['GET', '/pagemark/build(.:format)', 'pagemarks#new', 'pagemark_new'],
        ['POST', '/pagemark/create(.:format)', 'pagemarks#create', 'pagemark'],
        ['GET', '/pagemark(.:format)', 'pagemarks#show', 'pagemark_show'],
      ],
    ],
    [
      'to wins over controller and action options',
      (r) => r.get('/projects', { controller: 'project_files', action: 'index', to: 'comments#index' }),
      [['GET', '/projects(.:format)', 'comments#index', 'projects']],
    ],
    [
      'to wins over a controller option',
      (r) => r.get('/projects', { controller: 'project_files', to: 'comments#index' }),
      [['GET', '/projects(.:format)', 'comments#index', 'projects']],
    ],
    [
      'to wins over an action option',
      (r) => r.get('/projects', { action: 'index', to: 'comments#index' }),
      [['GET', '/projects(.:format)', 'comments#index', 'projects']],
    ],
    [
      'to without # is the action of the scope controller',
      (r) => r.controller('foo', (r: any) => r.get('/foo/bar', { to: 'bar' })),
      [['GET', '/foo/bar(.:format)', 'foo#bar', 'foo_bar']],
    ],
    [
      'the enclosing scope sets controller and action: to defaults to them',
      (r) =>
        r.scope('/job', { controller: 'job' }, (r: any) =>
          r.scope(':id', { action: 'manage_applicant' }, (r: any) => r.get('/active')),
        ),
      [['GET', '/job/:id/active(.:format)', 'job#manage_applicant', 'active']],
    ],
  ])('%s', (_name, block, expected) => {
    expect(brief(block)).toEqual(expected);
  });
});

describe('shorthand: `<segments>/<name>` targets `<segments>#<name>`', () => {
  test.each<[string, Block, Brief[]]>([
    [
      'two segments',
      (r) => r.get('photos/search'),
      [['GET', '/photos/search(.:format)', 'photos#search', 'photos_search']],
    ],
    [
      'leading slash dropped, nested controller',
      (r) => r.get('/account/nested/overview'),
      [['GET', '/account/nested/overview(.:format)', 'account/nested#overview', 'account_nested_overview']],
    ],
    [
      'hyphens become underscores in controller, action and name',
      (r) => r.get('/about-us/index'),
      [['GET', '/about-us/index(.:format)', 'about_us#index', 'about_us_index']],
    ],
    [
      'hyphen in the action segment',
      (r) => r.get('api/v1/user-stats'),
      [['GET', '/api/v1/user-stats(.:format)', 'api/v1#user_stats', 'api_v1_user_stats']],
    ],
    [
      'a trailing (.:format) is ignored for the shorthand (and the route is unnamed)',
      (r) => r.get('reports/daily(.:format)'),
      [['GET', '/reports/daily(.:format)', 'reports#daily', '']],
    ],
    [
      'via match with a list of verbs',
      (r) => r.match('questions/new', { via: ['get'] }),
      [['GET', '/questions/new(.:format)', 'questions#new', 'questions_new']],
    ],
    [
      'not used when `to` is given',
      (r) => r.get('photos/search', { to: 'finder#run' }),
      [['GET', '/photos/search(.:format)', 'finder#run', 'photos_search']],
    ],
    [
      'not used when `action` is given',
      (r) => r.get('photos/search', { controller: 'pictures', action: 'lookup' }),
      [['GET', '/photos/search(.:format)', 'pictures#lookup', 'photos_search']],
    ],
    [
      'inside a namespace, the module is prefixed',
      (r) => r.namespace('api', (r: any) => r.get('products/list')),
      [['GET', '/api/products/list(.:format)', 'api/products#list', 'api_products_list']],
    ],
    [
      'inside nested namespaces and a dynamic scope',
      (r) =>
        r.namespace('api', (r: any) =>
          r.namespace('v3', (r: any) => r.scope(':locale', (r: any) => r.get('products/list'))),
        ),
      [['GET', '/api/v3/:locale/products/list(.:format)', 'api/v3/products#list', 'api_v3_products_list']],
    ],
    [
      'inside an optional scope',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('registrations/new')),
      [['GET', '(/:locale)/registrations/new(.:format)', 'registrations#new', 'registrations_new']],
    ],
  ])('%s', (_name, block, expected) => {
    expect(brief(block)).toEqual(expected);
  });

  test.each<[string, Block, string, string, Record<string, unknown> | null]>([
    ['shorthand', (r) => r.get('photos/search'), 'GET', '/photos/search', { controller: 'photos', action: 'search' }],
    [
      'shorthand with format',
      (r) => r.get('photos/search'),
      'GET',
      '/photos/search.json',
      { controller: 'photos', action: 'search', format: 'json' },
    ],
    [
      'hyphenated shorthand',
      (r) => r.get('/about-us/index'),
      'GET',
      '/about-us/index',
      { controller: 'about_us', action: 'index' },
    ],
    [
      'shorthand inside a dynamic scope',
      (r) => r.scope(':locale', (r: any) => r.match('questions/new', { via: ['get'] })),
      'GET',
      '/de/questions/new',
      { controller: 'questions', action: 'new', locale: 'de' },
    ],
    [
      'optional scope left out',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('registrations/new')),
      'GET',
      '/registrations/new',
      { controller: 'registrations', action: 'new' },
    ],
    [
      'optional scope given',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('registrations/new')),
      'GET',
      '/en/registrations/new',
      { controller: 'registrations', action: 'new', locale: 'en' },
    ],
    [
      'dynamic segments are not a shorthand: :controller and :action come from the URL',
      (r) => r.get(':controller/:action/admin'),
      'GET',
      '/finances/overview/admin',
      { controller: 'finances', action: 'overview' },
    ],
  ])('%s: %s %s', (_name, block, method, url, expected) => {
    expect(paramsOf(block, method, url)).toEqual(expected);
  });
});

describe('via and the verb helpers', () => {
  test.each<[string, Block, string]>([
    ['get', (r) => r.get('ping', { to: 'health#ping' }), 'GET'],
    ['post', (r) => r.post('ping', { to: 'health#ping' }), 'POST'],
    ['put', (r) => r.put('ping', { to: 'health#ping' }), 'PUT'],
    ['patch', (r) => r.patch('ping', { to: 'health#ping' }), 'PATCH'],
    ['delete', (r) => r.delete('ping', { to: 'health#ping' }), 'DELETE'],
    ['options', (r) => r.options('ping', { to: 'health#ping' }), 'OPTIONS'],
    ['match via a verb', (r) => r.match('ping', { to: 'health#ping', via: 'post' }), 'POST'],
    ['match via a list', (r) => r.match('ping', { to: 'health#ping', via: ['get', 'post'] }), 'GET|POST'],
    ['match via all', (r) => r.match('ping', { to: 'health#ping', via: 'all' }), ''],
    [
      'match via from the scope',
      (r) => r.scope({ via: 'delete' }, (r: any) => r.match('ping', { to: 'health#ping' })),
      'DELETE',
    ],
    [
      'match via overrides the scope',
      (r) => r.scope({ via: 'delete' }, (r: any) => r.match('ping', { to: 'health#ping', via: 'put' })),
      'PUT',
    ],
    ['a verb helper overrides a via option', (r) => r.get('ping', { to: 'health#ping', via: 'post' }), 'GET'],
  ])('%s', (_name, block, verb) => {
    const [route] = drawn(block).routes;
    expect(route).toMatchObject({ verb, path: '/ping(.:format)', controller: 'health', action: 'ping' });
  });

  test.each<[string]>([['propfind'], ['mkcalendar'], ['search'], ['lock'], ['trace'], ['connect']])(
    'via %s matches that method',
    (verb) => {
      const router = drawn((r) => r.match('/', { to: 'dav#handle', via: verb }));
      expect(router.routes[0]?.verb).toBe(verb.toUpperCase());
      expect(router.recognize(verb.toUpperCase(), '/')?.params).toEqual({ controller: 'dav', action: 'handle' });
      expect(router.recognize('GET', '/')).toBeNull();
    },
  );

  test.each<[string, Block, string, boolean]>([
    ['GET route, GET', (r) => r.get('openid/login', { to: 'openid#login' }), 'GET', true],
    ['GET route, HEAD is recognized as GET', (r) => r.get('openid/login', { to: 'openid#login' }), 'HEAD', true],
    ['GET route, POST', (r) => r.get('openid/login', { to: 'openid#login' }), 'POST', false],
    ['via list, GET', (r) => r.match('openid/login', { via: ['get', 'post'], to: 'openid#login' }), 'GET', true],
    ['via list, POST', (r) => r.match('openid/login', { via: ['get', 'post'], to: 'openid#login' }), 'POST', true],
    ['via list, PUT', (r) => r.match('openid/login', { via: ['get', 'post'], to: 'openid#login' }), 'PUT', false],
    ['via all, DELETE', (r) => r.match('openid/login', { via: 'all', to: 'openid#login' }), 'DELETE', true],
    ['via all, QUERY', (r) => r.match('openid/login', { via: 'all', to: 'openid#login' }), 'QUERY', true],
    ['via all, PROPFIND', (r) => r.match('openid/login', { via: 'all', to: 'openid#login' }), 'PROPFIND', true],
    ['via query, QUERY', (r) => r.match('openid/login', { via: 'query', to: 'openid#login' }), 'QUERY', true],
    ['via query, GET', (r) => r.match('openid/login', { via: 'query', to: 'openid#login' }), 'GET', false],
    ['via query, POST', (r) => r.match('openid/login', { via: 'query', to: 'openid#login' }), 'POST', false],
    ['options helper, OPTIONS', (r) => r.options('openid/login', { to: 'openid#login' }), 'OPTIONS', true],
  ])('%s', (_name, block, method, found) => {
    const expected = found ? { controller: 'openid', action: 'login' } : null;
    expect(paramsOf(block, method, '/openid/login')).toEqual(expected);
  });
});

describe('format segment', () => {
  test.each<[string, Block, string]>([
    ['added by default', (r) => r.get('raw/:id', { to: 'raw#show' }), '/raw/:id(.:format)'],
    ['format: false leaves it out', (r) => r.get('raw/:id', { to: 'raw#show', format: false }), '/raw/:id'],
    ['format: true makes it required', (r) => r.get('raw/:id', { to: 'raw#show', format: true }), '/raw/:id.:format'],
    [
      "format: 'json' keeps it optional",
      (r) => r.get('raw/:id', { to: 'raw#show', format: 'json' }),
      '/raw/:id(.:format)',
    ],
    [
      'scope format: false',
      (r) => r.scope({ format: false }, (r: any) => r.get('raw/:id', { to: 'raw#show' })),
      '/raw/:id',
    ],
    [
      'a route format overrides the scope',
      (r) => r.scope({ format: false }, (r: any) => r.get('raw/:id', { to: 'raw#show', format: true })),
      '/raw/:id.:format',
    ],
    [
      'an explicit (.:format) is not doubled',
      (r) => r.get('raw/:id(.:format)', { to: 'raw#show' }),
      '/raw/:id(.:format)',
    ],
    [
      'an explicit .:format is kept as written',
      (r) => r.get('raw/:id.:format', { to: 'raw#show' }),
      '/raw/:id.:format',
    ],
    ['the root path has none', (r) => r.root('pages#home'), '/'],
  ])('%s', (_name, block, path) => {
    expect(drawn(block).routes[0]?.path).toBe(path);
  });

  test.each<[string, Block, string, Record<string, unknown> | null]>([
    [
      'default, without',
      (r) => r.get('raw/:id', { to: 'raw#show' }),
      '/raw/1',
      { controller: 'raw', action: 'show', id: '1' },
    ],
    [
      'default, with',
      (r) => r.get('raw/:id', { to: 'raw#show' }),
      '/raw/1.json',
      { controller: 'raw', action: 'show', id: '1', format: 'json' },
    ],
    [
      'false, without',
      (r) => r.get('raw/:id', { to: 'raw#show', format: false }),
      '/raw/1',
      { controller: 'raw', action: 'show', id: '1' },
    ],
    ['false, with', (r) => r.get('raw/:id', { to: 'raw#show', format: false }), '/raw/1.json', null],
    ['true, without', (r) => r.get('raw/:id', { to: 'raw#show', format: true }), '/raw/1', null],
    [
      'true, with',
      (r) => r.get('raw/:id', { to: 'raw#show', format: true }),
      '/raw/1.csv',
      { controller: 'raw', action: 'show', id: '1', format: 'csv' },
    ],
    [
      "'xml', without: the default",
      (r) => r.get('xml_only', { to: 'feeds#show', format: 'xml' }),
      '/xml_only',
      { controller: 'feeds', action: 'show', format: 'xml' },
    ],
    [
      "'xml', with .xml",
      (r) => r.get('xml_only', { to: 'feeds#show', format: 'xml' }),
      '/xml_only.xml',
      { controller: 'feeds', action: 'show', format: 'xml' },
    ],
    ["'xml', with .json", (r) => r.get('xml_only', { to: 'feeds#show', format: 'xml' }), '/xml_only.json', null],
    [
      'true plus a format constraint, .json',
      (r) => r.get('json_only', { to: 'feeds#show', format: true, constraints: { format: /json/ } }),
      '/json_only.json',
      { controller: 'feeds', action: 'show', format: 'json' },
    ],
    [
      'true plus a format constraint, .html',
      (r) => r.get('json_only', { to: 'feeds#show', format: true, constraints: { format: /json/ } }),
      '/json_only.html',
      null,
    ],
    [
      'true plus a format constraint, none',
      (r) => r.get('json_only', { to: 'feeds#show', format: true, constraints: { format: /json/ } }),
      '/json_only',
      null,
    ],
    [
      'string format constraint, none',
      (r) => r.get('string', { to: 'feeds#show', constraints: { format: 'json' } }),
      '/string',
      { controller: 'feeds', action: 'show' },
    ],
    [
      'string format constraint, .json',
      (r) => r.get('string', { to: 'feeds#show', constraints: { format: 'json' } }),
      '/string.json',
      { controller: 'feeds', action: 'show', format: 'json' },
    ],
    [
      'string format constraint, .html',
      (r) => r.get('string', { to: 'feeds#show', constraints: { format: 'json' } }),
      '/string.html',
      null,
    ],
    [
      'regexp format constraint, .json',
      (r) => r.get('regexp', { to: 'feeds#show', constraints: { format: /json/ } }),
      '/regexp.json',
      { controller: 'feeds', action: 'show', format: 'json' },
    ],
    [
      'regexp format constraint, .html',
      (r) => r.get('regexp', { to: 'feeds#show', constraints: { format: /json/ } }),
      '/regexp.html',
      null,
    ],
    [
      'scope format: false, with',
      (r) => r.scope({ format: false }, (r: any) => r.get('scoped/index')),
      '/scoped/index.html',
      null,
    ],
    [
      'scope format: false, without',
      (r) => r.scope({ format: false }, (r: any) => r.get('scoped/index')),
      '/scoped/index',
      { controller: 'scoped', action: 'index' },
    ],
  ])('%s: %s', (_name, block, url, expected) => {
    expect(paramsOf(block, 'GET', url)).toEqual(expected);
  });

  test('format: false turns a format argument into a query parameter', () => {
    const { helpers } = drawn((r) => {
      r.get('direct/index', { as: 'no_format_direct', format: false });
      r.scope({ format: false }, (r: any) => r.get('scoped/index', { as: 'no_format_scoped' }));
    });
    expect([
      helpers.no_format_direct_path(),
      helpers.no_format_direct_path({ format: 'html' }),
      helpers.no_format_scoped_path(),
      helpers.no_format_scoped_path({ format: 'html' }),
    ]).toEqual(['/direct/index', '/direct/index?format=html', '/scoped/index', '/scoped/index?format=html']);
  });

  test("format: 'json' is a default in RouteInfo", () => {
    const [route] = drawn((r) => r.get('feeds/:id', { to: 'feeds#show', format: 'json' })).routes;
    expect(route?.defaults).toEqual({ format: 'json' });
  });
});

describe('optional segments and globs', () => {
  test.each<[string, Block, string, Record<string, unknown> | null]>([
    [
      'nested optionals, none',
      (r) => r.get('posts(/:year(/:month))', { to: 'posts#archive' }),
      '/posts',
      { controller: 'posts', action: 'archive' },
    ],
    [
      'nested optionals, one',
      (r) => r.get('posts(/:year(/:month))', { to: 'posts#archive' }),
      '/posts/2024',
      { controller: 'posts', action: 'archive', year: '2024' },
    ],
    [
      'nested optionals, both',
      (r) => r.get('posts(/:year(/:month))', { to: 'posts#archive' }),
      '/posts/2024/05',
      { controller: 'posts', action: 'archive', year: '2024', month: '05' },
    ],
    [
      'optional part of a segment, out',
      (r) => r.get('/star-trek(-tng)/:episode', { to: 'star_trek#show' }),
      '/star-trek/02-15',
      { controller: 'star_trek', action: 'show', episode: '02-15' },
    ],
    [
      'optional part of a segment, in',
      (r) => r.get('/star-trek(-tng)/:episode', { to: 'star_trek#show' }),
      '/star-trek-tng/05-02',
      { controller: 'star_trek', action: 'show', episode: '05-02' },
    ],
    [
      'optional prefix, in',
      (r) => r.get({ '(/:username)/followers': 'followers#index' }),
      '/bob/followers',
      { controller: 'followers', action: 'index', username: 'bob' },
    ],
    [
      'optional prefix, out',
      (r) => r.get({ '(/:username)/followers': 'followers#index' }),
      '/followers',
      { controller: 'followers', action: 'index' },
    ],
    [
      'optional static and dynamic suffix, in',
      (r) => r.get({ '/groups(/user/:username)': 'groups#index' }),
      '/groups/user/bob',
      { controller: 'groups', action: 'index', username: 'bob' },
    ],
    [
      'optional static and dynamic suffix, out',
      (r) => r.get({ '/groups(/user/:username)': 'groups#index' }),
      '/groups',
      { controller: 'groups', action: 'index' },
    ],
    [
      '(/:locale) written with its slash, in',
      (r) => r.get('(/:locale)/descriptions', { to: 'descriptions#index' }),
      '/en/descriptions',
      { controller: 'descriptions', action: 'index', locale: 'en' },
    ],
    [
      '(/:locale) written with its slash, out',
      (r) => r.get('(/:locale)/descriptions', { to: 'descriptions#index' }),
      '/descriptions',
      { controller: 'descriptions', action: 'index' },
    ],
    [
      'a (/:locale) scope, in',
      (r) =>
        r.scope('(/:locale)', { locale: /en|nl/ }, (r: any) => r.get('descriptions', { to: 'descriptions#index' })),
      '/nl/descriptions',
      { controller: 'descriptions', action: 'index', locale: 'nl' },
    ],
    [
      'a (/:locale) scope, not allowed',
      (r) =>
        r.scope('(/:locale)', { locale: /en|nl/ }, (r: any) => r.get('descriptions', { to: 'descriptions#index' })),
      '/fr/descriptions',
      null,
    ],
    [
      'optional root segments, out',
      (r) => r.get('/(page/:page)', { to: 'pages#index', as: 'root' }),
      '/',
      { controller: 'pages', action: 'index' },
    ],
    [
      'optional root segments, in',
      (r) => r.get('/(page/:page)', { to: 'pages#index', as: 'root' }),
      '/page/1',
      { controller: 'pages', action: 'index', page: '1' },
    ],
    ...(['/groups/discussions/messages', '/groups/messages', '/discussions/messages', '/messages'].map((url) => [
      `optional static scopes ${url}`,
      (r: any) =>
        r.scope('(groups)', (r: any) =>
          r.scope('(discussions)', (r: any) => r.get('messages', { to: 'messages#index' })),
        ),
      url,
      { controller: 'messages', action: 'index' },
    ]) as Array<[string, Block, string, Record<string, unknown>]>),
    [
      'glob',
      (r) => r.get('files/*path', { to: 'files#show' }),
      '/files/a/b/c',
      { controller: 'files', action: 'show', path: 'a/b/c' },
    ],
    [
      'glob with a format',
      (r) => r.get('files/*path', { to: 'files#show' }),
      '/files/a/b/c.pdf',
      { controller: 'files', action: 'show', path: 'a/b/c', format: 'pdf' },
    ],
    [
      'glob with format: false keeps the dot',
      (r) => r.get('files/*path', { to: 'files#show', format: false }),
      '/files/a/b/c.pdf',
      { controller: 'files', action: 'show', path: 'a/b/c.pdf' },
    ],
    [
      'glob in the middle',
      (r) => r.get('archive/*path/edit', { to: 'archive#edit', format: false }),
      '/archive/x/y/edit',
      { controller: 'archive', action: 'edit', path: 'x/y' },
    ],
    [
      'glob decoded',
      (r) => r.get('/*splat', { to: 'pages#show' }),
      '/a%20b/c+d',
      { controller: 'pages', action: 'show', splat: 'a b/c+d' },
    ],
    [
      'glob with a RegExp constraint',
      (r) => r.get('/:locale/*file.:format', { to: 'files#show', file: /path\/to\/existing\/file/ }),
      '/en/path/to/existing/file.html',
      { controller: 'files', action: 'show', locale: 'en', file: 'path/to/existing/file', format: 'html' },
    ],
    [
      'glob with a failing RegExp constraint',
      (r) => r.get('/:locale/*file.:format', { to: 'files#show', file: /path\/to\/existing\/file/ }),
      '/en/path/to/missing/file.html',
      null,
    ],
    [
      'optional glob, out',
      (r) => r.get('/countries/:country/(*other)', { to: 'countries#other' }),
      '/countries/UK',
      { controller: 'countries', action: 'other', country: 'UK' },
    ],
    [
      'optional glob, in',
      (r) => r.get('/countries/:country/(*other)', { to: 'countries#other' }),
      '/countries/UK/cities/all',
      { controller: 'countries', action: 'other', country: 'UK', other: 'cities/all' },
    ],
  ])('%s: %s', (_name, block, url, expected) => {
    expect(paramsOf(block, 'GET', url)).toEqual(expected);
  });

  test.each<[string, string, string]>([
    ['optional scope in front', '(/:locale)/registrations/new(.:format)', 'scope'],
    ['a (/:locale) scope', '(/:locale)/descriptions(.:format)', 'slash'],
    ['several optional scopes make an all-optional root', '/(:locale)(/:platform)(/:browser)(.:format)', 'root'],
  ])('%s: %s', (_name, path, kind) => {
    const router =
      kind === 'scope'
        ? drawn((r) => r.scope('(:locale)', (r: any) => r.get('registrations/new')))
        : kind === 'slash'
          ? drawn((r) => r.scope('(/:locale)', (r: any) => r.get('descriptions', { to: 'descriptions#index' })))
          : drawn((r) =>
              r.scope('(:locale)', (r: any) =>
                r.scope('(:platform)', (r: any) => r.scope('(:browser)', (r: any) => r.root({ to: 'projects#index' }))),
              ),
            );
    expect(router.routes[0]?.path).toBe(path);
  });

  test('a glob route with a constraint does not swallow other routes', () => {
    const router = drawn((r) => {
      r.get({ '/*id': redirect('/not_cars'), constraints: { id: /dummy/ } });
      r.get('/cars', { to: 'cars#index' });
    });
    expect([
      router.recognize('GET', '/dummy')?.route.path,
      router.recognize('GET', '/cars')?.params,
      router.recognize('GET', '/missing'),
    ]).toEqual(['/*id(.:format)', { controller: 'cars', action: 'index' }, null]);
  });
});

describe('dynamic segments', () => {
  test.each<[string, Block, string, Record<string, unknown> | null]>([
    [
      'a double colon: literal colon then a parameter',
      (r) => r.get('/sort::sort', { to: 'sessions#sort' }),
      '/sort:asc',
      { controller: 'sessions', action: 'sort', sort: 'asc' },
    ],
    [
      'a segment does not take a dot',
      (r) => r.get('photos/:id', { to: 'photos#show' }),
      '/photos/a.b',
      { controller: 'photos', action: 'show', id: 'a', format: 'b' },
    ],
    [
      'an encoded dot is part of the segment',
      (r) => r.get('photos/:id', { to: 'photos#show' }),
      '/photos/a%2Eb',
      { controller: 'photos', action: 'show', id: 'a.b' },
    ],
    [
      'segments are decoded',
      (r) => r.get('/:segment', { to: 'pages#show' }),
      '/a%20b%2Fc+d',
      { controller: 'pages', action: 'show', segment: 'a b/c+d' },
    ],
    [
      'a tilde in a static path',
      (r) => r.get('/~user', { to: 'users#tilde' }),
      '/~user',
      { controller: 'users', action: 'tilde' },
    ],
    [
      'a unicode static path',
      (r) => r.get('/ほげ', { to: 'pages#unicode' }),
      `/${encodeURIComponent('ほげ')}`,
      { controller: 'pages', action: 'unicode' },
    ],
    [
      'a parameter named like an option',
      (r) => r.get('/test_internal/:internal', { to: 'internal#internal' }),
      '/test_internal/123',
      { controller: 'internal', action: 'internal', internal: '123' },
    ],
    [
      'the same parameter twice',
      (r) => r.get({ '/downloads/:id/:id.tar': 'downloads#show', as: 'download', format: false }),
      '/downloads/1/1.tar',
      { controller: 'downloads', action: 'show', id: '1' },
    ],
    ...(
      [
        ['/songs/song-changes', { song: 'changes' }],
        ['/songs/changes-song', { song: 'changes' }],
        ['/david-bowie/song-changes', { artist: 'david-bowie', song: 'changes' }],
        ['/david-bowie/changes-song', { artist: 'david-bowie', song: 'changes' }],
        ['/optional/songs/song-changes', { song: 'changes' }],
        ['/optional/songs/changes-song', { song: 'changes' }],
        ['/optional/david-bowie/song-changes', { artist: 'david-bowie', song: 'changes' }],
        ['/optional/david-bowie/changes-song', { artist: 'david-bowie', song: 'changes' }],
      ] as Array<[string, Record<string, string>]>
    ).map(([url, values]): [string, Block, string, Record<string, unknown>] => [
      'partial dynamic segments',
      (r) => {
        r.get('/songs/song-:song', { to: 'songs#a' });
        r.get('/songs/:song-song', { to: 'songs#a' });
        r.get('/:artist/song-:song', { to: 'songs#a' });
        r.get('/:artist/:song-song', { to: 'songs#a' });
        r.get('/optional/songs(/song-:song)', { to: 'songs#a' });
        r.get('/optional/songs(/:song-song)', { to: 'songs#a' });
        r.get('/optional/:artist(/song-:song)', { to: 'songs#a' });
        r.get('/optional/:artist(/:song-song)', { to: 'songs#a' });
      },
      url,
      { controller: 'songs', action: 'a', ...values },
    ]),
  ])('%s: %s', (_name, block, url, expected) => {
    expect(paramsOf(block, 'GET', url)).toEqual(expected);
  });

  test('a repeated parameter is filled once or twice by the helper', () => {
    const { helpers } = drawn((r) =>
      r.get({ '/downloads/:id/:id.tar': 'downloads#show', as: 'download', format: false }),
    );
    expect([helpers.download_path('1'), helpers.download_path('1', '1')]).toEqual([
      '/downloads/1/1.tar',
      '/downloads/1/1.tar',
    ]);
  });

  test('a dynamic :action defaults to index and a :controller may hold slashes', () => {
    const router = drawn((r) => r.get('whatever/:controller(/:action(/:id))', { id: /\d+/ }));
    expect([
      router.recognize('GET', '/whatever/foo')?.params,
      router.recognize('GET', '/whatever/foo/bar')?.params,
      router.recognize('GET', '/whatever/foo/bar/show/1')?.params,
    ]).toEqual([
      { controller: 'foo', action: 'index' },
      { controller: 'foo', action: 'bar' },
      { controller: 'foo/bar', action: 'show', id: '1' },
    ]);
  });

  test('a dynamic :action within a controller block, next to static routes', () => {
    const router = drawn((r) =>
      r.controller('global', (r: any) => {
        r.get('global/hide_notice');
        r.get('global/export', { action: 'export', as: 'export_request' });
        r.get('/export/:id/:file', { action: 'export', as: 'export_download', constraints: { file: /.*/ } });
        r.get('global/:action');
      }),
    );
    expect([
      router.recognize('GET', '/global/dashboard')?.params,
      router.recognize('GET', '/global/export')?.params,
      router.recognize('GET', '/global/hide_notice')?.params,
      router.recognize('GET', '/export/123/foo.txt')?.params,
      router.helpers.export_request_path(),
      router.helpers.global_hide_notice_path(),
      router.helpers.export_download_path({ id: 123, file: 'foo.txt' }),
    ]).toEqual([
      { controller: 'global', action: 'dashboard' },
      { controller: 'global', action: 'export' },
      { controller: 'global', action: 'hide_notice' },
      { controller: 'global', action: 'export', id: '123', file: 'foo.txt' },
      '/global/export',
      '/global/hide_notice',
      '/export/123/foo.txt',
    ]);
  });

  test('a dynamic :action with a constraint inside a namespace', () => {
    const router = drawn((r) =>
      r.namespace('account', (r: any) =>
        r.get(':action/callback', { action: /twitter|github/, controller: 'callbacks', as: 'callback' }),
      ),
    );
    expect([
      router.helpers.account_callback_path('twitter'),
      router.recognize('GET', '/account/twitter/callback')?.params,
      router.recognize('GET', '/account/whatever/callback'),
    ]).toEqual(['/account/twitter/callback', { controller: 'account/callbacks', action: 'twitter' }, null]);
  });
});

describe('defaults', () => {
  test.each<[string, Block, string, Record<string, unknown>]>([
    [
      'an extra string option',
      (r) => r.get('inline_pages/(:id)', { to: 'pages#show', id: 'home' }),
      '/inline_pages',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'the defaults option',
      (r) => r.get('default_pages/(:id)', { to: 'pages#show', defaults: { id: 'home' } }),
      '/default_pages',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'a defaults block',
      (r) => r.defaults({ id: 'home' }, (r: any) => r.get('scoped_pages/(:id)', { to: 'pages#show' })),
      '/scoped_pages',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'a URL value wins over a default',
      (r) => r.get('inline_pages/(:id)', { to: 'pages#show', id: 'home' }),
      '/inline_pages/about',
      { controller: 'pages', action: 'show', id: 'about' },
    ],
    [
      'an integer extra option',
      (r) => r.get('inline_pages/(:page)', { to: 'pages#show', page: 1 }),
      '/inline_pages',
      { controller: 'pages', action: 'show', page: 1 },
    ],
    [
      'an integer defaults option',
      (r) => r.get('default_pages/(:page)', { to: 'pages#show', defaults: { page: 1 } }),
      '/default_pages',
      { controller: 'pages', action: 'show', page: 1 },
    ],
    [
      'an integer defaults block',
      (r) => r.defaults({ page: 1 }, (r: any) => r.get('scoped_pages/(:page)', { to: 'pages#show' })),
      '/scoped_pages',
      { controller: 'pages', action: 'show', page: 1 },
    ],
    [
      'match / with defaults',
      (r) => r.match('/', { to: 'pages#show', via: 'get', defaults: { id: 'home' } }),
      '/',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'match / with an extra option',
      (r) => r.match('/', { to: 'pages#show', via: 'get', id: 'home' }),
      '/',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'root with defaults',
      (r) => r.root({ to: 'pages#show', defaults: { id: 'home' } }),
      '/',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'root with an extra option',
      (r) => r.root({ to: 'pages#show', id: 'home' }),
      '/',
      { controller: 'pages', action: 'show', id: 'home' },
    ],
    [
      'a default that is not a path parameter',
      (r) => r.get('bucket', { to: 'posts#index', bucket_type: 'post' }),
      '/bucket',
      { controller: 'posts', action: 'index', bucket_type: 'post' },
    ],
    [
      'a default format',
      (r) => r.get('feed', { to: 'feeds#show', defaults: { format: 'rss' } }),
      '/feed',
      { controller: 'feeds', action: 'show', format: 'rss' },
    ],
    [
      'defaults blocks merge',
      (r) => r.defaults({ a: '1' }, (r: any) => r.defaults({ b: '2' }, (r: any) => r.get('ab', { to: 'x#y' }))),
      '/ab',
      { controller: 'x', action: 'y', a: '1', b: '2' },
    ],
    [
      'scope defaults option',
      (r) => r.scope({ defaults: { locale: 'en' } }, (r: any) => r.get('(:locale)/home', { to: 'home#index' })),
      '/home',
      { controller: 'home', action: 'index', locale: 'en' },
    ],
  ])('%s', (_name, block, url, expected) => {
    expect(paramsOf(block, 'GET', url)).toEqual(expected);
  });

  test('RouteInfo.defaults holds the defaults without controller and action', () => {
    const routes = drawn((r) => {
      r.get('inline_pages/(:id)', { to: 'pages#show', id: 'home' });
      r.defaults({ page: 1 }, (r: any) => r.get('scoped_pages/(:page)', { to: 'pages#show', defaults: { per: 20 } }));
    }).routes;
    expect(routes.map((route) => route.defaults)).toEqual([{ id: 'home' }, { page: 1, per: 20 }]);
  });

  test('a defaults block does not leak to the following routes', () => {
    const router = drawn((r) => {
      r.defaults({ id: 'home' }, (r: any) => r.get('a/(:id)', { to: 'pages#show' }));
      r.get('b/(:id)', { to: 'pages#show' });
    });
    expect(router.recognize('GET', '/b')?.params).toEqual({ controller: 'pages', action: 'show' });
  });
});

describe('handler, redirect and mount targets', () => {
  test.each<[string, Block, string, string, Record<string, unknown> | null]>([
    [
      'a handler route has no controller or action',
      (r) => r.get({ 'sprockets.js': handler }),
      'GET',
      '/sprockets.js',
      {},
    ],
    ['a handler via to', (r) => r.get('/:segment', { to: handler }), 'GET', '/abc', { segment: 'abc' }],
    ['a redirect route', (r) => r.get('account/login', { to: redirect('/login') }), 'GET', '/account/login', {}],
    [
      'a mounted app takes the rest of the path',
      (r) => r.mount(handler, { at: '/app' }),
      'GET',
      '/app/anything/here',
      {},
    ],
    ['a mounted app takes any verb', (r) => r.mount(handler, { at: '/app' }), 'DELETE', '/app', {}],
    ['a mounted app needs the mount path', (r) => r.mount(handler, { at: '/app' }), 'GET', '/application', null],
    ['a mounted app at / takes every path', (r) => r.mount(handler, { at: '/' }), 'GET', '/foobar', {}],
    ['a mounted app at / takes /', (r) => r.mount(handler, { at: '/' }), 'GET', '/', {}],
  ])('%s', (_name, block, method, url, expected) => {
    expect(paramsOf(block, method, url)).toEqual(expected);
  });

  test('a mount is named with as and has no verb', () => {
    const [route] = drawn((r) => r.mount(handler, { at: '/admin', as: 'admin_app' })).routes;
    expect(route).toMatchObject({ name: 'admin_app', verb: '', path: '/admin' });
  });

  test('a GET route wins over a mount at / for HEAD', () => {
    const router = drawn((r) => {
      r.get({ '/home': 'test#index' });
      r.mount(handler, { at: '/' });
    });
    expect(router.recognize('HEAD', '/home')?.params).toEqual({ controller: 'test', action: 'index' });
    expect(router.recognize('HEAD', '/foobar')?.params).toEqual({});
  });

  test('routes drawn earlier win; draw appends', () => {
    const router = new Router();
    router.draw((r: any) => r.get('/hello', { to: 'first#hello' }));
    router.draw((r: any) => {
      r.get('/hello', { to: 'second#hello' });
      r.get('/goodbye', { to: 'second#goodbye' });
    });
    expect([
      router.recognize('GET', '/hello')?.params,
      router.recognize('GET', '/goodbye')?.params,
      router.recognize('GET', '/random'),
    ]).toEqual([{ controller: 'first', action: 'hello' }, { controller: 'second', action: 'goodbye' }, null]);
  });
});

// The builder keeps the last route's path as built (src/dsl/route-builder.ts `lastPath`): a
// run of routes on one path shares it; a route on the same path with another format option,
// right after, must still get its own.
describe('consecutive routes on one path', () => {
  test.each<[string, Block, string[]]>([
    [
      'format: false, then the default',
      (r) => {
        r.get('photos', { to: 'photos#a', format: false });
        r.get('photos', { to: 'photos#b' });
        r.get('photos', { to: 'photos#c', format: true });
        r.get('photos', { to: 'photos#d', format: 'json' });
      },
      ['/photos', '/photos(.:format)', '/photos.:format', '/photos(.:format)'],
    ],
    [
      'the same path after a scope and inside it',
      (r) => {
        r.get('a', { to: 'x#a' });
        r.scope('v1', () => r.get('a', { to: 'x#b' }));
        r.get('a', { to: 'x#c', format: false });
      },
      ['/a(.:format)', '/v1/a(.:format)', '/a'],
    ],
  ])('%s', (_name, block, paths) => {
    expect(drawn(block).routes.map((route) => route.path)).toEqual(paths);
  });

  test('a path that does not parse leaves the next route its own path', () => {
    const router = new Router();
    router.draw((r: any) => r.get('ok', { to: 'x#a' }));
    expect(() => router.draw((r: any) => r.get('bad(', { to: 'x#b' }))).toThrow();
    router.draw((r: any) => r.get('ok', { to: 'x#c', format: false }));
    expect(router.routes.map((route) => route.path)).toEqual(['/ok(.:format)', '/ok']);
  });
});
