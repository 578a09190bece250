/**
 * Declaration errors of the non-resource block form: every row of API.md's "Errors" table
 * that a `match`, verb helper, `root`, `scope`, `namespace`, `controller`, `constraints`,
 * `concerns`, `draw`, `direct` or `resolve` declaration can raise, with its exact message.
 */
import { ArgumentError, Router } from '../../src';

type Block = (r: any) => void;

const draw = (block: Block, options: ConstructorParameters<typeof Router>[0] = {}): Router =>
  new Router(options).draw(block);

/** The error a declaration throws, or undefined. */
function thrown(block: Block, options: ConstructorParameters<typeof Router>[0] = {}): unknown {
  try {
    draw(block, options);
  } catch (error) {
    return error;
  }
  return undefined;
}

const VIA_MESSAGE_START = 'You should not use the `match` method in your router without specifying an HTTP method.';
/** "starts with" the text above. */
const VIA_MESSAGE = new RegExp(`^${VIA_MESSAGE_START.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Rows: name, declaration, exact message (string) or a RegExp for "starts with". */
const rows: Array<[string, Block, string | RegExp]> = [
  // collection / member / nested / new outside a resource scope
  [
    'collection at the top level',
    (r) => r.collection(() => undefined),
    "can't use collection outside resource(s) scope",
  ],
  ['member at the top level', (r) => r.member(() => undefined), "can't use member outside resource(s) scope"],
  ['nested at the top level', (r) => r.nested(() => undefined), "can't use nested outside resource(s) scope"],
  ['new at the top level', (r) => r.new(() => undefined), "can't use new outside resource(s) scope"],
  [
    'collection in a namespace',
    (r) => r.namespace('admin', (r: any) => r.collection(() => undefined)),
    "can't use collection outside resource(s) scope",
  ],
  [
    'member in a scope',
    (r) => r.scope('admin', (r: any) => r.member(() => undefined)),
    "can't use member outside resource(s) scope",
  ],
  [
    'new in a controller block',
    (r) => r.controller('photos', (r: any) => r.new(() => undefined)),
    "can't use new outside resource(s) scope",
  ],
  [
    'on: member outside a resource',
    (r) => r.get('preview', { to: 'photos#preview', on: 'member' }),
    "can't use member outside resource(s) scope",
  ],
  [
    'on: collection outside a resource',
    (r) => r.get('search', { to: 'photos#search', on: 'collection' }),
    "can't use collection outside resource(s) scope",
  ],
  [
    'on: new outside a resource',
    (r) => r.get('draft', { to: 'photos#draft', on: 'new' }),
    "can't use new outside resource(s) scope",
  ],

  // hash form with no string key
  ['hash form with only options', (r) => r.get({ to: 'photos#search' }), 'Route path not specified'],
  [
    'match hash form with only options',
    (r) => r.match({ to: 'photos#search', via: 'get' }),
    'Route path not specified',
  ],
  [
    'hash form whose only other key is a RegExp constraint',
    (r) => r.get({ id: /\d+/, to: 'photos#show' }),
    'Route path not specified',
  ],
  [
    'hash form with a Symbol key',
    (r) => r.get({ [Symbol.for('photos')]: 'photos#index', as: 'photos' }),
    'Route path not specified',
  ],

  // more than one path
  [
    'three paths',
    (r) => r.get('get/first', 'get/second', 'get/third', { to: 'get#show' }),
    'Wrong number of arguments (expect 1, got 3)',
  ],
  [
    'two bare words',
    (r) => r.namespace('proposals', (r: any) => r.put('activate', 'inactivate')),
    'Wrong number of arguments (expect 1, got 2)',
  ],
  ['two paths to match', (r) => r.match('a/b', 'c/d', { via: 'get' }), 'Wrong number of arguments (expect 1, got 2)'],
  [
    'two paths and a hash-form key',
    (r) => r.get('a', 'b', { 'c/d': 'c#d' }),
    'Wrong number of arguments (expect 1, got 2)',
  ],

  // on
  [
    'on: an unknown scope',
    (r) => r.get('preview', { to: 'photos#preview', on: 'bogus' }),
    'Unknown scope given to :on',
  ],
  [
    'on: an unknown scope with match',
    (r) => r.match('preview', { to: 'photos#preview', via: 'get', on: 'members' }),
    'Unknown scope given to :on',
  ],

  // root
  ['root with a number', (r) => r.root(42), 'must be called with a path and/or options'],
  ['root with nothing', (r) => r.root(), 'must be called with a path and/or options'],
  ['root with an array', (r) => r.root(['pages#home']), 'must be called with a path and/or options'],
  [
    'root with two option objects',
    (r) => r.root({ to: 'pages#home' }, { as: 'home' }),
    'must be called with a path and/or options',
  ],

  // anchors in segment constraints
  [
    '^ in a constraints option',
    (r) => r.get('photos/:id', { to: 'photos#show', constraints: { id: /^\d+/ } }),
    'Regexp anchor characters are not allowed in routing requirements: /^\\d+/',
  ],
  [
    '$ at the key',
    (r) => r.get('photos/:id', { to: 'photos#show', id: /\d+$/ }),
    'Regexp anchor characters are not allowed in routing requirements: /\\d+$/',
  ],
  [
    '\\A at the key',
    // eslint-disable-next-line no-useless-escape -- Ruby's \A anchor, as a Rails app writes it: the router must refuse it
    (r) => r.get('photos/:id', { to: 'photos#show', id: /\A\d+/ }),
    'Regexp anchor characters are not allowed in routing requirements: /\\A\\d+/',
  ],
  [
    '\\Z at the key',
    // eslint-disable-next-line no-useless-escape -- Ruby's \Z anchor, as a Rails app writes it: the router must refuse it
    (r) => r.get('photos/:id', { to: 'photos#show', id: /\d+\Z/ }),
    'Regexp anchor characters are not allowed in routing requirements: /\\d+\\Z/',
  ],
  [
    '\\z at the key',
    // eslint-disable-next-line no-useless-escape -- Ruby's \z anchor, as a Rails app writes it: the router must refuse it
    (r) => r.get('photos/:id', { to: 'photos#show', id: /\d+\z/ }),
    'Regexp anchor characters are not allowed in routing requirements: /\\d+\\z/',
  ],
  [
    'an anchor in a constraints block',
    (r) => r.constraints({ id: /^\d+$/ }, (r: any) => r.get('photos/:id', { to: 'photos#show' })),
    'Regexp anchor characters are not allowed in routing requirements: /^\\d+$/',
  ],
  [
    'an anchor from a scope',
    (r) => r.scope(':locale', { locale: /^en|nl$/ }, (r: any) => r.get('x', { to: 'a#x' })),
    'Regexp anchor characters are not allowed in routing requirements: /^en|nl$/',
  ],

  // unknown concern
  ['an unknown concern at the top level', (r) => r.concerns('commentable'), 'No concern named commentable was found!'],
  [
    'an unknown concern in a namespace',
    (r) => r.namespace('posts', (r: any) => r.concerns('taggable')),
    'No concern named taggable was found!',
  ],

  // via
  ['match without via', (r) => r.match('/foo/bar', { to: 'files#show' }), VIA_MESSAGE],
  ['match with an empty via', (r) => r.match('/foo/bar', { to: 'files#show', via: [] }), VIA_MESSAGE],
  ['match hash form without via', (r) => r.match({ '/foo/bar': 'files#show' }), VIA_MESSAGE],
  [
    'match without via in a scope without via',
    (r) => r.scope('admin', (r: any) => r.match('x', { to: 'a#x' })),
    VIA_MESSAGE,
  ],

  // missing controller / action
  [
    'an action without a controller',
    (r) => r.get('/foo/bar', { action: 'index' }),
    'Missing :controller key on routes definition, please check your routes.',
  ],
  [
    'a to without # and no controller',
    (r) => r.get('/foo/bar', { to: 'foo' }),
    'Missing :controller key on routes definition, please check your routes.',
  ],
  [
    'a dynamic path that is no shorthand',
    (r) => r.get('photos/:id/preview'),
    'Missing :controller key on routes definition, please check your routes.',
  ],
  [
    'a single-segment path string with a dot',
    (r) => r.get('robots.txt'),
    'Missing :controller key on routes definition, please check your routes.',
  ],
  [
    'a to with nothing after #',
    (r) => r.get('/foo/bar', { to: 'foo#' }),
    'Missing :action key on routes definition, please check your routes.',
  ],
  [
    'a controller without an action on a dynamic path',
    (r) => r.get('/foo/:id', { controller: 'foo' }),
    'Missing :action key on routes definition, please check your routes.',
  ],

  // route names
  [
    'an explicit as already taken',
    (r) => {
      r.get('/collision', { to: 'collision#show', as: 'collision' });
      r.get('/duplicate', { to: 'duplicate#show', as: 'collision' });
    },
    /^Invalid route name, already in use: 'collision'/,
  ],
  [
    'an explicit as taken by a derived name',
    (r) => {
      r.get('photos/search');
      r.get('finder', { to: 'finder#index', as: 'photos_search' });
    },
    /^Invalid route name, already in use: 'photos_search'/,
  ],
  [
    'two roots',
    (r) => {
      r.root('pages#index', { constraints: { host: 'www.example.com' } });
      r.root('admin/pages#index', { constraints: { host: 'admin.example.com' } });
    },
    /^Invalid route name, already in use: 'root'/,
  ],
  [
    'an explicit as taken in a scope',
    (r) => {
      r.get('admin_stats', { to: 'stats#index' });
      r.scope({ as: 'admin' }, (r: any) => r.get('stats', { to: 'stats#index', as: 'stats' }));
    },
    /^Invalid route name, already in use: 'admin_stats'/,
  ],
  [
    'a trailing space',
    (r) => r.get('/products', { to: 'products#index', as: 'products ' }),
    "Invalid route name: 'products '",
  ],
  [
    'a leading space',
    (r) => r.get('/products', { to: 'products#index', as: ' products' }),
    "Invalid route name: ' products'",
  ],
  ['a !', (r) => r.get('/products', { to: 'products#index', as: 'products!' }), "Invalid route name: 'products!'"],
  [
    'a space inside',
    (r) => r.get('/products', { to: 'products#index', as: 'products index' }),
    "Invalid route name: 'products index'",
  ],
  [
    'a leading digit',
    (r) => r.get('/products', { to: 'products#index', as: '1products' }),
    "Invalid route name: '1products'",
  ],
  [
    'an invalid name with the scope prefix',
    (r) => r.scope({ as: 'admin' }, (r: any) => r.get('/products', { to: 'products#index', as: 'all!' })),
    "Invalid route name: 'admin_all!'",
  ],

  // ambiguous path
  [
    'a path string and path:',
    (r) => r.get('photos/:id', { to: 'photos#show', path: 'pictures/:id' }),
    'Ambiguous route definition. Both :path and the route path were specified as strings.',
  ],
  [
    'a hash-form path and path:',
    (r) => r.get({ 'photos/:id': 'photos#show', path: 'pictures/:id' }),
    'Ambiguous route definition. Both :path and the route path were specified as strings.',
  ],

  // direct / resolve inside a scope
  [
    'direct in a scope',
    (r) => r.scope('admin', (r: any) => r.direct('homepage', () => 'https://rubyonrails.org')),
    "The direct method can't be used inside a routes scope block",
  ],
  [
    'direct in a namespace',
    (r) => r.namespace('admin', (r: any) => r.direct('homepage', () => 'https://rubyonrails.org')),
    "The direct method can't be used inside a routes scope block",
  ],
  [
    'direct in a controller block',
    (r) => r.controller('pages', (r: any) => r.direct('homepage', () => 'https://rubyonrails.org')),
    "The direct method can't be used inside a routes scope block",
  ],
  [
    'resolve in a scope',
    (r) => r.scope('admin', (r: any) => r.resolve('Basket', () => 'basket')),
    "The resolve method can't be used inside a routes scope block",
  ],
  [
    'resolve in a namespace',
    (r) => r.namespace('admin', (r: any) => r.resolve('Basket', () => 'basket')),
    "The resolve method can't be used inside a routes scope block",
  ],
  [
    'resolve in a constraints block',
    (r) => r.constraints({ subdomain: 'api' }, (r: any) => r.resolve('Basket', () => 'basket')),
    "The resolve method can't be used inside a routes scope block",
  ],

  // invalid constraints
  [
    'an object without matches on a route',
    (r) => r.get('/test', { to: 'tests#show', constraints: new (class Plain {})() }),
    /^Invalid constraint/,
  ],
  [
    'a number as the constraints of a route',
    (r) => r.get('/test', { to: 'tests#show', constraints: 42 }),
    /^Invalid constraint/,
  ],
  [
    'an object without matches as a block',
    (r) => r.constraints(new (class Plain {})(), (r: any) => r.get('/test', { to: 'tests#show' })),
    /^Invalid constraint/,
  ],
  [
    'an object without matches in a scope',
    (r) => r.scope({ constraints: new (class Plain {})() }, (r: any) => r.get('/test', { to: 'tests#show' })),
    /^Invalid constraint/,
  ],
  [
    'a Date as a segment constraint',
    (r) => r.get('/test/:id', { to: 'tests#show', constraints: { id: new Date(0) } }),
    /^Invalid constraint/,
  ],
  [
    'an object as a request constraint',
    (r) => r.get('/test', { to: 'tests#show', constraints: { subdomain: new (class Plain {})() } }),
    /^Invalid constraint/,
  ],
];

describe('declaration errors', () => {
  test.each(rows)('%s', (_name, block, message) => {
    const error = thrown(block);
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error).toBeInstanceOf(TypeError);
    if (typeof message === 'string') expect((error as Error).message).toBe(message);
    else expect((error as Error).message).toMatch(message);
  });
});

describe('the via message', () => {
  test('is thrown in full', () => {
    expect(() => draw((r) => r.match('/foo/bar', { to: 'files#show' }))).toThrow(ArgumentError);
    const message = (thrown((r) => r.match('/foo/bar', { to: 'files#show' })) as Error).message;
    expect(message.startsWith(VIA_MESSAGE_START)).toBe(true);
  });
});

describe('draw with a missing file', () => {
  test('names the file and lists each directory searched', () => {
    const error = thrown((r) => r.draw('admin'), {
      routesPath: ['/nonexistent/railroute/routes-a', '/nonexistent/railroute/routes-b'],
    });
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as Error).message).toBe(
      'Your router tried to #draw the external file admin, but the file was not found in:\n' +
        '* /nonexistent/railroute/routes-a\n' +
        '* /nonexistent/railroute/routes-b',
    );
  });
});

/** Declarations Rails rejects whose text API.md does not fix: an ArgumentError is enough. */
describe('other declaration errors (type only)', () => {
  test.each<[string, Block]>([
    [
      ':controller segment in a namespace',
      (r) => r.namespace('admin', (r: any) => r.get('/:controller(/:action(/:id(.:format)))')),
    ],
    [
      'a controller name with a leading slash and no module (to)',
      (r) => r.get('/feeds/:service', { to: '/feeds#show' }),
    ],
    [
      'a controller name with a leading slash and no module (controller)',
      (r) => r.get('/feeds/:service', { controller: '/feeds', action: 'show' }),
    ],
    [
      'a nested controller name with a leading slash and no module',
      (r) => r.get('/api/feeds/:service', { to: '/api/feeds#show' }),
    ],
    ['a controller name in constant syntax', (r) => r.get('/files', { controller: 'StorageFiles', action: 'index' })],
    ['a controller name with ::', (r) => r.get('/files', { controller: 'Admin::StorageFiles', action: 'index' })],
    [
      'a capitalized controller name in a namespace',
      (r) => r.namespace('admin', (r: any) => r.get('/files', { controller: 'StorageFiles', action: 'index' })),
    ],
    ['anchor given to scope', (r) => r.scope({ anchor: false }, (r: any) => r.get('x', { to: 'a#x' }))],
    ['a to that is neither a string nor a function', (r) => r.get('/foo/bar', { to: 42 })],
  ])('%s', (_name, block) => {
    expect(() => draw(block)).toThrow(ArgumentError);
  });

  test.each<[string, Block]>([
    ['a bare word with path:', (r) => r.get('new', { path: 'build', to: 'bookmarks#new' })],
    [
      'an anchored RegExp on a request attribute',
      (r) => r.get('lan', { to: 'lan#show', constraints: { ip: /^192\.168\./ } }),
    ],
    ['a character class with ^', (r) => r.get('paths/:id', { to: 'paths#show', id: /[^/]+/ })],
    ['match with via from the scope', (r) => r.scope({ via: 'get' }, (r: any) => r.match('x', { to: 'a#x' }))],
    [
      'a scope constraint on a parameter the route lacks',
      (r) => r.scope({ constraints: { id: /\d+/ } }, (r: any) => r.get('/tickets', { to: 'tickets#index' })),
    ],
    [
      'an explicit as equal to a name taken later by derivation',
      (r) => {
        r.get('x', { to: 'a#x', as: 'photos_search' });
        r.get('photos/search');
      },
    ],
    ['direct at the top level', (r) => r.direct('homepage', () => 'https://rubyonrails.org')],
    ['resolve at the top level', (r) => r.resolve('Basket', () => 'basket')],
  ])('no error: %s', (_name, block) => {
    expect(() => draw(block)).not.toThrow();
  });
});
