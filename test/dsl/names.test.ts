/**
 * Route names: the names Rails derives from the path or action and the scope's `as`, the
 * explicit `as` option, and the helpers and `inspect` table they produce.
 */
import { Router } from '../../src';

type Block = (r: any) => void;

const drawn = (block: Block, options: ConstructorParameters<typeof Router>[0] = {}): Router =>
  new Router(options).draw(block);
const names = (block: Block): Array<string | null> => drawn(block).routes.map((route) => route.name ?? null);

describe('derived names', () => {
  test.each<[string, Block, Array<string | null>]>([
    ['a shorthand path', (r) => r.get('account/overview'), ['account_overview']],
    ['a path with a leading slash', (r) => r.get('/account/nested/overview'), ['account_nested_overview']],
    ['a bare word', (r) => r.get('about', { to: 'pages#about' }), ['about']],
    ['hyphens become underscores', (r) => r.get('/contact-us', { to: 'pages#contact_us' }), ['contact_us']],
    ['a hyphenated shorthand', (r) => r.get('/about-us/index'), ['about_us_index']],
    ['a dynamic segment gives no name', (r) => r.get('photos/:id', { to: 'photos#show' }), [null]],
    ['an optional part gives no name', (r) => r.get('posts(/:year)', { to: 'posts#archive' }), [null]],
    ['a dot gives no name', (r) => r.get('robots.txt', { to: 'pages#robots' }), [null]],
    ['a trailing (.:format) gives no name', (r) => r.get('reports/daily(.:format)'), [null]],
    ['/ gives no name', (r) => r.get('/', { to: 'pages#home' }), [null]],
    [
      'the scope as is a prefix',
      (r) => r.scope({ as: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      ['admin_stats'],
    ],
    [
      'a namespace is a prefix',
      (r) => r.namespace('admin', (r: any) => r.get('stats', { to: 'stats#index' })),
      ['admin_stats'],
    ],
    [
      'a scope path is not a prefix',
      (r) => r.scope('admin', (r: any) => r.get('stats', { to: 'stats#index' })),
      ['stats'],
    ],
    [
      'a scope module is not a prefix',
      (r) => r.scope({ module: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index' })),
      ['stats'],
    ],
    ['a name starting with a digit is left out', (r) => r.get('2fa', { to: 'sessions#two_factor' }), [null]],
    [
      'a name already taken is left out, the first keeps it',
      (r) => {
        r.get('search', { to: 'search#index' });
        r.post('search', { to: 'search#create' });
      },
      ['search', null],
    ],
    [
      'a name taken by an explicit as is left out',
      (r) =>
        r.scope({ as: 'routes' }, (r: any) => {
          r.get('/c/:id', { as: 'collision', to: 'collision#show' });
          r.get('/collision', { to: 'collision#show' });
          r.get('/no_collision', { to: 'collision#show', as: null });
        }),
      ['routes_collision', null, null],
    ],
  ])('%s', (_name, block, expected) => {
    expect(names(block)).toEqual(expected);
  });
});

describe('explicit as', () => {
  test.each<[string, Block, Array<string | null>]>([
    [
      'on a dynamic path',
      (r) => r.get('people/:id/update', { to: 'people#update', as: 'update_person' }),
      ['update_person'],
    ],
    ['replaces the derived name', (r) => r.get('photos/search', { as: 'finder' }), ['finder']],
    ['in the hash form', (r) => r.get({ '/info': 'projects#info', as: 'info' }), ['info']],
    [
      'with the scope as',
      (r) => r.scope({ as: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index', as: 'numbers' })),
      ['admin_numbers'],
    ],
    [
      'empty, with the scope as',
      (r) => r.scope({ as: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index', as: '' })),
      ['admin'],
    ],
    ['hyphens become underscores', (r) => r.get('x', { to: 'a#x', as: 'my-route' }), ['my_route']],
    ['slashes become underscores', (r) => r.get('x', { to: 'a#x', as: 'admin/dashboard' }), ['admin_dashboard']],
    ['null leaves the route unnamed', (r) => r.get('photos/search', { as: null }), [null]],
    ['false leaves the route unnamed', (r) => r.get('photos/search', { as: false }), [null]],
    ['a root with as', (r) => r.root('pages#home', { as: 'home' }), ['home']],
    ['a mount with as', (r) => r.mount(() => undefined, { at: '/admin', as: 'admin_app' }), ['admin_app']],
  ])('%s', (_name, block, expected) => {
    expect(names(block)).toEqual(expected);
  });
});

describe('helpers of named routes', () => {
  const router = drawn(
    (r) => {
      r.root({ to: 'projects#index' });
      r.get('account/overview');
      r.get('people/:id/update', { to: 'people#update', as: 'update_person' });
      r.get('articles/:year/:month/:day/:title', { to: 'articles#show', as: 'article' });
      r.get({ '/info': 'projects#info', as: 'info' });
      r.get('/:segment', { to: 'pages#segment', as: 'segment', format: false });
      r.get('/files/*splat', { to: 'files#show', as: 'splat' });
      r.get('/purchases/:token/:filename', {
        to: 'purchases#fetch',
        token: /[a-z0-9]{10}/,
        filename: /(.+)/,
        as: 'purchase',
      });
      r.scope({ as: 'routes' }, (r: any) => r.get('/no_collision', { to: 'collision#show', as: null }));
    },
    { defaultUrlOptions: { host: 'rubyonrails.org' } },
  );
  const { helpers } = router;

  test.each<[string, () => unknown, unknown]>([
    ['root_path', () => helpers.root_path(), '/'],
    ['root_url', () => helpers.root_url(), 'http://rubyonrails.org/'],
    ['derived name', () => helpers.account_overview_path(), '/account/overview'],
    ['derived name, _url', () => helpers.account_overview_url(), 'http://rubyonrails.org/account/overview'],
    ['camelCase spelling', () => helpers.accountOverviewPath(), '/account/overview'],
    ['explicit as, positional', () => helpers.update_person_path(1), '/people/1/update'],
    [
      'several parameters by name',
      () => helpers.article_path({ year: 2009, month: 8, day: 18, title: 'rails-3' }),
      '/articles/2009/8/18/rails-3',
    ],
    ['hash form with as', () => helpers.info_path(), '/info'],
    ['a segment is escaped', () => helpers.segment_path({ segment: 'a b/c+d' }), '/a%20b%2Fc+d'],
    ['a glob keeps its slashes', () => helpers.splat_path({ splat: 'a b/c+d' }), '/files/a%20b/c+d'],
    [
      'constrained segments',
      () => helpers.purchase_path({ token: '315004be7e', filename: 'Ruby_on_Rails_3.pdf' }),
      '/purchases/315004be7e/Ruby_on_Rails_3.pdf',
    ],
    ['no helper for an unnamed route', () => (helpers as Record<string, unknown>).routes_no_collision_path, undefined],
  ])('%s', (_name, call, expected) => {
    expect(call()).toEqual(expected);
  });
});

describe('inspect', () => {
  test('lists prefix, verb, URI pattern and controller#action, prefix right-aligned', () => {
    const router = drawn((r) => {
      r.root('pages#home');
      r.get('photos/search');
      r.match('any/:id', { to: 'any#show', via: 'all' });
      r.namespace('admin', (r: any) => r.post('stats', { to: 'stats#create' }));
    });
    const lines = router
      .inspect()
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line !== '');
    expect(lines).toEqual([
      '       Prefix Verb URI Pattern              Controller#Action',
      '         root GET  /                        pages#home',
      'photos_search GET  /photos/search(.:format) photos#search',
      '                   /any/:id(.:format)       any#show',
      '  admin_stats POST /admin/stats(.:format)   admin/stats#create',
    ]);
  });
});
