/**
 * `scope`, `namespace`, `controller` blocks and `root`: how each option of the enclosing
 * scope shapes the routes declared in the block.
 */
import { Router, redirect } from '../../src';
import { brief, type Brief } from '../support/router';

type Block = (r: any) => void;

const drawn = (block: Block): Router => new Router().draw(block);

describe('scope', () => {
  test.each<[string, Block, Brief[]]>([
    [
      'a path',
      (r) => r.scope('admin', (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'stats#index', 'stats']],
    ],
    [
      'a path with a leading slash',
      (r) => r.scope('/admin', (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'stats#index', 'stats']],
    ],
    [
      'the path option',
      (r) => r.scope({ path: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'stats#index', 'stats']],
    ],
    [
      'several paths join with /',
      (r) => r.scope('v3', 'admin', (r: any) => r.get('me', { to: 'mes#show' })),
      [['GET', '/v3/admin/me(.:format)', 'mes#show', 'me']],
    ],
    [
      'several paths inside a path scope',
      (r) => r.scope({ path: 'api' }, (r: any) => r.scope('v3', 'admin', (r: any) => r.get('me', { to: 'mes#show' }))),
      [['GET', '/api/v3/admin/me(.:format)', 'mes#show', 'me']],
    ],
    [
      'nested scopes join their paths',
      (r) => r.scope('api', (r: any) => r.scope('v2', (r: any) => r.get('me', { to: 'mes#show' }))),
      [['GET', '/api/v2/me(.:format)', 'mes#show', 'me']],
    ],
    [
      "the scope's own path: get('/')",
      (r) => r.scope({ path: 'api' }, (r: any) => r.get({ '/': 'mes#index' })),
      [['GET', '/api(.:format)', 'mes#index', '']],
    ],
    [
      'a module',
      (r) => r.scope({ module: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/stats(.:format)', 'admin/stats#index', 'stats']],
    ],
    [
      'nested modules',
      (r) =>
        r.scope({ module: 'admin' }, (r: any) =>
          r.scope({ module: 'reports' }, (r: any) => r.get('daily', { to: 'sales#daily' })),
        ),
      [['GET', '/daily(.:format)', 'admin/reports/sales#daily', 'daily']],
    ],
    [
      'a module and a controller with a leading slash',
      (r) => r.scope({ module: 'admin' }, (r: any) => r.get('home', { to: '/pages#home' })),
      [['GET', '/home(.:format)', 'pages#home', 'home']],
    ],
    [
      'as',
      (r) => r.scope({ as: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/stats(.:format)', 'stats#index', 'admin_stats']],
    ],
    [
      'nested as',
      (r) =>
        r.scope({ as: 'admin' }, (r: any) => r.scope({ as: 'v1' }, (r: any) => r.get('stats', { to: 'stats#index' }))),
      [['GET', '/stats(.:format)', 'stats#index', 'admin_v1_stats']],
    ],
    [
      'an empty as',
      (r) => r.scope('post', { as: '' }, (r: any) => r.get('comments', { to: 'comments#index' })),
      [['GET', '/post/comments(.:format)', 'comments#index', 'comments']],
    ],
    [
      'path, module and as together',
      (r) => r.scope('admin', { module: 'admin', as: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'admin/stats#index', 'admin_stats']],
    ],
    [
      'a controller',
      (r) => r.scope({ controller: 'photos' }, (r: any) => r.get('gallery')),
      [['GET', '/gallery(.:format)', 'photos#gallery', 'gallery']],
    ],
    [
      'a controller and an action: every route goes there',
      (r) => r.scope({ controller: 'photos', action: 'show' }, (r: any) => r.get('gallery/:id')),
      [['GET', '/gallery/:id(.:format)', 'photos#show', '']],
    ],
    [
      'the innermost controller wins',
      (r) => r.scope({ controller: 'a' }, (r: any) => r.scope({ controller: 'b' }, (r: any) => r.get('x'))),
      [['GET', '/x(.:format)', 'b#x', 'x']],
    ],
    [
      'format: false',
      (r) => r.scope({ format: false }, (r: any) => r.get('x', { to: 'a#x' })),
      [['GET', '/x', 'a#x', 'x']],
    ],
    [
      'format: true',
      (r) => r.scope({ format: true }, (r: any) => r.get('x', { to: 'a#x' })),
      [['GET', '/x.:format', 'a#x', 'x']],
    ],
    [
      'via',
      (r) => r.scope({ via: 'post' }, (r: any) => r.match('x', { to: 'a#x' })),
      [['POST', '/x(.:format)', 'a#x', 'x']],
    ],
    [
      'via list',
      (r) => r.scope({ via: ['get', 'post'] }, (r: any) => r.match('x', { to: 'a#x' })),
      [['GET|POST', '/x(.:format)', 'a#x', 'x']],
    ],
    [
      'path_names rename a bare word action',
      (r) => r.scope({ path_names: { preview: 'vista' } }, (r: any) => r.get('preview', { to: 'photos#preview' })),
      [['GET', '/vista(.:format)', 'photos#preview', 'preview']],
    ],
    [
      'pathNames (camelCase) is the same option',
      (r) => r.scope({ pathNames: { preview: 'vista' } }, (r: any) => r.get('preview', { to: 'photos#preview' })),
      [['GET', '/vista(.:format)', 'photos#preview', 'preview']],
    ],
    [
      'path_names do not touch a path string',
      (r) => r.scope({ path_names: { preview: 'vista' } }, (r: any) => r.get('photos/preview')),
      [['GET', '/photos/preview(.:format)', 'photos#preview', 'photos_preview']],
    ],
    [
      'path_names of nested scopes merge',
      (r) =>
        r.scope({ path_names: { a: 'uno' } }, (r: any) =>
          r.scope({ path_names: { b: 'dos' } }, (r: any) =>
            r.controller('x', (r: any) => {
              r.get('a');
              r.get('b');
            }),
          ),
        ),
      [
        ['GET', '/uno(.:format)', 'x#a', 'a'],
        ['GET', '/dos(.:format)', 'x#b', 'b'],
      ],
    ],
    [
      'options do not leak out of the block',
      (r) => {
        r.scope('admin', { module: 'admin', as: 'admin', format: false }, (r: any) =>
          r.get('stats', { to: 'stats#index' }),
        );
        r.get('stats', { to: 'stats#index' });
      },
      [
        ['GET', '/admin/stats', 'admin/stats#index', 'admin_stats'],
        ['GET', '/stats(.:format)', 'stats#index', 'stats'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    expect(brief(block)).toEqual(expected);
  });

  test.each<[string, Block, string, Record<string, unknown> | null]>([
    [
      'segment constraint, passes',
      (r) =>
        r.scope(':access_token', { constraints: { access_token: /\w{5}/ } }, (r: any) =>
          r.get('rooms', { to: 'rooms#index' }),
        ),
      '/12345/rooms',
      { controller: 'rooms', action: 'index', access_token: '12345' },
    ],
    [
      'segment constraint, fails',
      (r) =>
        r.scope(':access_token', { constraints: { access_token: /\w{5}/ } }, (r: any) =>
          r.get('rooms', { to: 'rooms#index' }),
        ),
      '/1234/rooms',
      null,
    ],
    [
      'a RegExp option of the scope constrains',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('about', { to: 'pages#about' })),
      '/pl/about',
      { controller: 'pages', action: 'about', locale: 'pl' },
    ],
    [
      'a RegExp option of the scope constrains, fails',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('about', { to: 'pages#about' })),
      '/de/about',
      null,
    ],
    [
      'defaults',
      (r) => r.scope({ defaults: { format: 'json' } }, (r: any) => r.get('feed', { to: 'feeds#show' })),
      '/feed',
      { controller: 'feeds', action: 'show', format: 'json' },
    ],
    [
      "format: 'json'",
      (r) => r.scope({ format: 'json' }, (r: any) => r.get('feed', { to: 'feeds#show' })),
      '/feed',
      { controller: 'feeds', action: 'show', format: 'json' },
    ],
    [
      "format: 'json', other format",
      (r) => r.scope({ format: 'json' }, (r: any) => r.get('feed', { to: 'feeds#show' })),
      '/feed.xml',
      null,
    ],
    [
      'a string option of the scope is a default',
      (r) => r.scope({ bucket: 'photos' }, (r: any) => r.get('feed', { to: 'feeds#show' })),
      '/feed',
      { controller: 'feeds', action: 'show', bucket: 'photos' },
    ],
    [
      'a constrained scope segment before a non-greedy one',
      (r) =>
        r.namespace('api', (r: any) =>
          r.scope(':version', { version: /.+/ }, (r: any) =>
            r.get('users/:id', { to: 'users#show', id: /.+?/, format: /json|xml/ }),
          ),
        ),
      '/api/1.0/users/first.last.xml',
      { controller: 'api/users', action: 'show', version: '1.0', id: 'first.last', format: 'xml' },
    ],
    [
      'a non-greedy segment without a format',
      (r) =>
        r.namespace('api', (r: any) =>
          r.scope(':version', { version: /.+/ }, (r: any) =>
            r.get('users/:id', { to: 'users#show', id: /.+?/, format: /json|xml/ }),
          ),
        ),
      '/api/1.0/users/first.last',
      { controller: 'api/users', action: 'show', version: '1.0', id: 'first.last' },
    ],
  ])('%s', (_name, block, url, expected) => {
    expect(drawn(block).recognize('GET', url)?.params ?? null).toEqual(expected);
  });

  test('scope constraints are RouteInfo requirements', () => {
    const [route] = drawn((r) =>
      r.scope(':access_token', { constraints: { access_token: /\w{5}/ } }, (r: any) =>
        r.get('rooms', { to: 'rooms#index' }),
      ),
    ).routes;
    expect(route?.requirements).toEqual({ access_token: /\w{5}/ });
  });

  test('optional scopes fill from positional helper arguments', () => {
    const { helpers } = drawn((r) =>
      r.scope('(:locale)', { locale: /en|pl/ }, (r: any) =>
        r.get('descriptions', { to: 'descriptions#index', as: 'descriptions' }),
      ),
    );
    expect([helpers.descriptions_path('en'), helpers.descriptions_path(null), helpers.descriptions_path()]).toEqual([
      '/en/descriptions',
      '/descriptions',
      '/descriptions',
    ]);
  });

  test('a (/:locale) scope: positional helper arguments, null leaves it out', () => {
    const { helpers } = drawn((r) =>
      r.scope('(/:locale)', (r: any) => r.get('descriptions', { to: 'descriptions#index', as: 'descriptions' })),
    );
    expect([
      helpers.descriptions_path('en'),
      helpers.descriptions_path(null),
      helpers.descriptions_path({ locale: 'nl' }),
    ]).toEqual(['/en/descriptions', '/descriptions', '/nl/descriptions']);
  });

  test('a format: false scope with positional helper arguments', () => {
    const { helpers } = drawn((r) =>
      r.scope(':locale', { format: false }, (r: any) =>
        r.get('/posts/:year/:month/:day', { to: 'posts#archive', as: 'archived_posts' }),
      ),
    );
    expect(helpers.archived_posts_path('en', 2014, 12, 13)).toBe('/en/posts/2014/12/13');
  });
});

describe('namespace', () => {
  test.each<[string, Block, Brief[]]>([
    [
      'path, module and name prefix',
      (r) => r.namespace('admin', (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'admin/stats#index', 'admin_stats']],
    ],
    [
      'a name with digits',
      (r) => r.namespace('v2', (r: any) => r.get('subscriptions', { to: 'subscriptions#index' })),
      [['GET', '/v2/subscriptions(.:format)', 'v2/subscriptions#index', 'v2_subscriptions']],
    ],
    [
      'nested namespaces',
      (r) =>
        r.namespace('account', (r: any) =>
          r.namespace('admin', (r: any) => r.get('subscription', { to: 'subscriptions#show' })),
        ),
      [
        [
          'GET',
          '/account/admin/subscription(.:format)',
          'account/admin/subscriptions#show',
          'account_admin_subscription',
        ],
      ],
    ],
    [
      'the path option',
      (r) => r.namespace('users', { path: 'usuarios' }, (r: any) => r.get('list', { to: 'home#list' })),
      [['GET', '/usuarios/list(.:format)', 'users/home#list', 'users_list']],
    ],
    [
      'the as option',
      (r) => r.namespace('admin', { as: 'staff' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'admin/stats#index', 'staff_stats']],
    ],
    [
      'the module option',
      (r) => r.namespace('admin', { module: 'backoffice' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      [['GET', '/admin/stats(.:format)', 'backoffice/stats#index', 'admin_stats']],
    ],
    [
      'all three options',
      (r) =>
        r.namespace('admin', { path: 'gestion', as: 'staff', module: 'backoffice' }, (r: any) =>
          r.get('stats', { to: 'stats#index' }),
        ),
      [['GET', '/gestion/stats(.:format)', 'backoffice/stats#index', 'staff_stats']],
    ],
    [
      'a bare word without a controller: the module is the controller',
      (r) => r.namespace('account', (r: any) => r.get('shorthand')),
      [['GET', '/account/shorthand(.:format)', 'account#shorthand', 'account_shorthand']],
    ],
    [
      'a bare word with action and as, no controller',
      (r) => r.namespace('account', (r: any) => r.get('description', { action: 'description', as: 'description' })),
      [['GET', '/account/description(.:format)', 'account#description', 'account_description']],
    ],
    [
      'an absolute controller ignores the module',
      (r) => r.namespace('foo', (r: any) => r.get('/', { to: '/bar#index', as: 'root' })),
      [['GET', '/foo(.:format)', 'bar#index', 'foo_root']],
    ],
    [
      'a to with the same name as the namespace is still prefixed',
      (r) => r.namespace('private', (r: any) => r.get('index', { to: 'private#index' })),
      [['GET', '/private/index(.:format)', 'private/private#index', 'private_index']],
    ],
    [
      'a namespace holding a controller block',
      (r) => r.namespace('admin', (r: any) => r.controller('users', (r: any) => r.get('list'))),
      [['GET', '/admin/list(.:format)', 'admin/users#list', 'admin_list']],
    ],
    [
      'several levels of namespaces in a hash-form route',
      (r) => r.namespace('foo', (r: any) => r.namespace('bar', (r: any) => r.get({ baz: 'baz#index' }))),
      [['GET', '/foo/bar/baz(.:format)', 'foo/bar/baz#index', 'foo_bar_baz']],
    ],
    [
      'an optional scope inside a namespace',
      (r) =>
        r.namespace('admin', (r: any) =>
          r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('descriptions', { to: 'descriptions#index' })),
        ),
      [['GET', '/admin(/:locale)/descriptions(.:format)', 'admin/descriptions#index', 'admin_descriptions']],
    ],
  ])('%s', (_name, block, expected) => {
    expect(brief(block)).toEqual(expected);
  });

  test('an optional scope inside a namespace recognizes with and without the segment', () => {
    const router = drawn((r) =>
      r.namespace('admin', (r: any) =>
        r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.get('descriptions', { to: 'descriptions#index' })),
      ),
    );
    expect([
      router.recognize('GET', '/admin/en/descriptions')?.params,
      router.recognize('GET', '/admin/descriptions')?.params,
      router.helpers.admin_descriptions_path('en'),
      router.helpers.admin_descriptions_path(null),
    ]).toEqual([
      { controller: 'admin/descriptions', action: 'index', locale: 'en' },
      { controller: 'admin/descriptions', action: 'index' },
      '/admin/en/descriptions',
      '/admin/descriptions',
    ]);
  });

  test('a dynamic segment named controller is fine in a namespace', () => {
    const router = drawn((r) =>
      r.namespace('admin', (r: any) => r.get('hello/:controllers/:action', { controller: 'hello' })),
    );
    expect(router.recognize('GET', '/admin/hello/foo/new')?.params).toEqual({
      controller: 'admin/hello',
      action: 'new',
      controllers: 'foo',
    });
  });
});

describe('controller blocks', () => {
  test.each<[string, Block, Brief[]]>([
    [
      'bare words and hash forms take the controller',
      (r) =>
        r.controller('sessions', (r: any) => {
          r.get({ login: Symbol.for('new') });
          r.post({ login: Symbol.for('create') });
          r.delete({ logout: Symbol.for('destroy') });
          r.get('status');
        }),
      [
        ['GET', '/login(.:format)', 'sessions#new', 'login'],
        ['POST', '/login(.:format)', 'sessions#create', ''],
        ['DELETE', '/logout(.:format)', 'sessions#destroy', 'logout'],
        ['GET', '/status(.:format)', 'sessions#status', 'status'],
      ],
    ],
    [
      'a to with # still wins',
      (r) => r.controller('sessions', (r: any) => r.get('ping', { to: 'health#ping' })),
      [['GET', '/ping(.:format)', 'health#ping', 'ping']],
    ],
    [
      'a controller option still wins',
      (r) => r.controller('sessions', (r: any) => r.get('ping', { controller: 'health' })),
      [['GET', '/ping(.:format)', 'health#ping', 'ping']],
    ],
    [
      'a path with the controller scope: path string action',
      (r) =>
        r.controller('articles', (r: any) =>
          r.scope('/articles', { as: 'article' }, (r: any) =>
            r.scope({ path: '/:title', title: /[a-z]+/, as: 'with_title' }, (r: any) =>
              r.get('/:id', { action: 'with_id', as: '' }),
            ),
          ),
        ),
      [['GET', '/articles/:title/:id(.:format)', 'articles#with_id', 'article_with_title']],
    ],
    [
      'the controller does not leak out of the block',
      (r) => {
        r.controller('sessions', (r: any) => r.get('a'));
        r.get('b', { to: 'other#b' });
      },
      [
        ['GET', '/a(.:format)', 'sessions#a', 'a'],
        ['GET', '/b(.:format)', 'other#b', 'b'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    expect(brief(block)).toEqual(expected);
  });

  test('a scoped path with a constrained segment: recognition and helper', () => {
    const router = drawn((r) =>
      r.controller('articles', (r: any) =>
        r.scope('/articles', { as: 'article' }, (r: any) =>
          r.scope({ path: '/:title', title: /[a-z]+/, as: 'with_title' }, (r: any) =>
            r.get('/:id', { action: 'with_id', as: '' }),
          ),
        ),
      ),
    );
    expect([
      router.recognize('GET', '/articles/rails/1')?.params,
      router.recognize('GET', '/articles/123/1'),
      router.helpers.article_with_title_path({ title: 'rails', id: 1 }),
    ]).toEqual([{ controller: 'articles', action: 'with_id', title: 'rails', id: '1' }, null, '/articles/rails/1']);
  });
});

describe('root', () => {
  test.each<[string, Block, Brief[]]>([
    ['a string', (r) => r.root('pages#home'), [['GET', '/', 'pages#home', 'root']]],
    ['an options object', (r) => r.root({ to: 'pages#home' }), [['GET', '/', 'pages#home', 'root']]],
    [
      'controller and action options',
      (r) => r.root({ controller: 'pages', action: 'home' }),
      [['GET', '/', 'pages#home', 'root']],
    ],
    ['a string and options', (r) => r.root('pages#home', { as: 'home' }), [['GET', '/', 'pages#home', 'home']]],
    [
      'an options object with as',
      (r) => r.root({ to: 'pages#home', as: 'home' }),
      [['GET', '/', 'pages#home', 'home']],
    ],
    [
      'inside a namespace',
      (r) => r.namespace('admin', (r: any) => r.root('dashboard#show')),
      [['GET', '/admin(.:format)', 'admin/dashboard#show', 'admin_root']],
    ],
    [
      'inside a namespace with a path',
      (r) => r.namespace('users', { path: 'usuarios' }, (r: any) => r.root({ to: 'home#index' })),
      [['GET', '/usuarios(.:format)', 'users/home#index', 'users_root']],
    ],
    [
      'inside a scope with as',
      (r) => r.scope('admin', { as: 'admin' }, (r: any) => r.root('dashboard#show')),
      [['GET', '/admin(.:format)', 'dashboard#show', 'admin_root']],
    ],
    [
      'inside a scope without as',
      (r) => r.scope('admin', (r: any) => r.root('dashboard#show')),
      [['GET', '/admin(.:format)', 'dashboard#show', 'root']],
    ],
    [
      'inside an optional scope',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.root({ to: 'projects#index' })),
      [['GET', '/(:locale)(.:format)', 'projects#index', 'root']],
    ],
    [
      'a redirect',
      (r) => r.namespace('private', (r: any) => r.root({ to: redirect('/private/index') })),
      [['GET', '/private(.:format)', '', 'private_root']],
    ],
    [
      'one root per namespace and one at the top',
      (r) => {
        r.namespace('foo', (r: any) => r.root('test#index'));
        r.root('test#index');
        r.namespace('bar', (r: any) => r.root('test#index'));
      },
      [
        ['GET', '/foo(.:format)', 'foo/test#index', 'foo_root'],
        ['GET', '/', 'test#index', 'root'],
        ['GET', '/bar(.:format)', 'bar/test#index', 'bar_root'],
      ],
    ],
    [
      'two roots told apart by host, the second with its own name',
      (r) => {
        r.root('pages#index', { constraints: { host: 'www.example.com' } });
        r.root('admin/pages#index', { constraints: { host: 'admin.example.com' }, as: 'admin_root' });
      },
      [
        ['GET', '/', 'pages#index', 'root'],
        ['GET', '/', 'admin/pages#index', 'admin_root'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    expect(brief(block)).toEqual(expected);
  });

  test.each<[string, Block, string, Record<string, unknown>]>([
    ['root', (r) => r.root({ to: 'projects#index' }), '/', { controller: 'projects', action: 'index' }],
    [
      'optional scope, out',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.root({ to: 'projects#index' })),
      '/',
      { controller: 'projects', action: 'index' },
    ],
    [
      'optional scope, in',
      (r) => r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.root({ to: 'projects#index' })),
      '/en',
      { controller: 'projects', action: 'index', locale: 'en' },
    ],
    [
      'namespaced root',
      (r) => r.namespace('account', (r: any) => r.root({ to: 'account#index' })),
      '/account',
      { controller: 'account/account', action: 'index' },
    ],
  ])('recognizes: %s', (_name, block, url, expected) => {
    expect(drawn(block).recognize('GET', url)?.params).toEqual(expected);
  });

  test('root helpers', () => {
    const { helpers } = drawn((r) => {
      r.root({ to: 'projects#index' });
      r.namespace('account', (r: any) => r.root({ to: 'account#index' }));
    });
    expect([helpers.root_path(), helpers.account_root_path()]).toEqual(['/', '/account']);
  });

  test('root helpers in an optional scope', () => {
    const { helpers } = drawn((r) =>
      r.scope('(:locale)', { locale: /en|pl/ }, (r: any) => r.root({ to: 'projects#index', as: 'projects' })),
    );
    expect([helpers.projects_path({ locale: 'en' }), helpers.projects_path('en'), helpers.projects_path()]).toEqual([
      '/en',
      '/en',
      '/',
    ]);
  });

  test('root helpers in nested optional scopes', () => {
    const { helpers } = drawn((r) =>
      r.scope('(:locale)', (r: any) =>
        r.scope('(:platform)', (r: any) => r.scope('(:browser)', (r: any) => r.root({ to: 'projects#index' }))),
      ),
    );
    expect([
      helpers.root_path(),
      helpers.root_path({ locale: 'en' }),
      helpers.root_path({ locale: 'en', platform: 'osx' }),
      helpers.root_path({ locale: 'en', platform: 'osx', browser: 'chrome' }),
    ]).toEqual(['/', '/en', '/en/osx', '/en/osx/chrome']);
  });

  test('nested optional scopes recognize at every depth', () => {
    const router = drawn((r) =>
      r.scope('(:locale)', (r: any) =>
        r.scope('(:platform)', (r: any) => r.scope('(:browser)', (r: any) => r.root({ to: 'projects#index' }))),
      ),
    );
    expect(['/', '/en', '/en/osx', '/en/osx/chrome'].map((url) => router.recognize('GET', url)?.params)).toEqual([
      { controller: 'projects', action: 'index' },
      { controller: 'projects', action: 'index', locale: 'en' },
      { controller: 'projects', action: 'index', locale: 'en', platform: 'osx' },
      { controller: 'projects', action: 'index', locale: 'en', platform: 'osx', browser: 'chrome' },
    ]);
  });

  test('optional scopes with static parts: helpers and recognition', () => {
    const router = drawn((r) =>
      r.scope('(:locale)', (r: any) =>
        r.scope('(p/:platform)', (r: any) => r.scope('(b/:browser)', (r: any) => r.root({ to: 'projects#index' }))),
      ),
    );
    const { helpers } = router;
    expect([
      helpers.root_path({ locale: 'en' }),
      helpers.root_path({ platform: 'osx' }),
      helpers.root_path({ locale: 'en', platform: 'osx' }),
      helpers.root_path({ browser: 'chrome' }),
      helpers.root_path({ locale: 'en', browser: 'chrome' }),
      helpers.root_path({ platform: 'osx', browser: 'chrome' }),
      helpers.root_path({ locale: 'en', platform: 'osx', browser: 'chrome' }),
    ]).toEqual(['/en', '/p/osx', '/en/p/osx', '/b/chrome', '/en/b/chrome', '/p/osx/b/chrome', '/en/p/osx/b/chrome']);
    expect(router.recognize('GET', '/en/p/osx/b/chrome')?.params).toEqual({
      controller: 'projects',
      action: 'index',
      locale: 'en',
      platform: 'osx',
      browser: 'chrome',
    });
    expect(router.recognize('GET', '/p/osx')?.params).toEqual({
      controller: 'projects',
      action: 'index',
      platform: 'osx',
    });
  });

  test('roots told apart by host', () => {
    const router = drawn((r) => {
      r.namespace('foo', (r: any) => {
        r.root('pages#index', { constraints: { host: 'www.example.com' } });
        r.root('admin/pages#index', { constraints: { host: 'admin.example.com' }, as: 'admin_root' });
      });
      r.root('pages#index', { constraints: { host: 'www.example.com' } });
      r.root('admin/pages#index', { constraints: { host: 'admin.example.com' }, as: 'admin_root' });
    });
    const at = (host: string, url: string): unknown => {
      const params = router.recognize('GET', url, {
        headers: { host },
        hostname: host,
        ip: '127.0.0.1',
        protocol: 'http',
      })?.params;
      return params && `${String(params.controller)}#${String(params.action)}`;
    };
    expect([
      at('www.example.com', '/foo'),
      at('admin.example.com', '/foo'),
      at('www.example.com', '/'),
      at('admin.example.com', '/'),
    ]).toEqual(['foo/pages#index', 'foo/admin/pages#index', 'pages#index', 'admin/pages#index']);
  });
});
