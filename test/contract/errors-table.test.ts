/** API.md § Block form › Errors (exact `message`). */
import path from 'node:path';
import os from 'node:os';
import { ArgumentError, Router } from '../../src';

function thrown(block: (r: any) => void, options: any = {}): any {
  try {
    new Router(options).draw(block);
  } catch (err) {
    return err;
  }
  return undefined;
}

function expectArgumentError(block: (r: any) => void, message: string | RegExp, options: any = {}): void {
  const err = thrown(block, options);
  expect(err).toBeInstanceOf(ArgumentError);
  expect(err).toBeInstanceOf(TypeError);
  if (typeof message === 'string') expect(err.message).toBe(message);
  else expect(err.message).toMatch(message);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string): RegExp => new RegExp(`^${escape(text)}`);

describe('outside a resource scope', () => {
  test.each(['collection', 'member', 'nested', 'new'])('%s', (method) => {
    expectArgumentError((r) => r[method]((_r: any) => undefined), `can't use ${method} outside resource(s) scope`);
    expectArgumentError(
      (r) => r.namespace('admin', (r: any) => r[method]((_r: any) => undefined)),
      `can't use ${method} outside resource(s) scope`,
    );
  });
});

test('hash form with no string key → Route path not specified', () => {
  expectArgumentError((r) => r.match({ to: 'photos#index', via: 'get' }), 'Route path not specified');
  expectArgumentError((r) => r.get({ to: 'photos#index' }), 'Route path not specified');
});

test('more than one path with the hash form → Wrong number of arguments (expect 1, got N)', () => {
  expectArgumentError(
    (r) => r.match('a', 'b', { to: 'x#a', via: 'get' }),
    'Wrong number of arguments (expect 1, got 2)',
  );
  expectArgumentError((r) => r.get('a', 'b', 'c', { to: 'x#a' }), 'Wrong number of arguments (expect 1, got 3)');
});

test('on not new/collection/member → Unknown scope given to :on', () => {
  expectArgumentError(
    (r) => r.resources('photos', (r: any) => r.get('preview', { on: 'bogus' })),
    'Unknown scope given to :on',
  );
});

test('bad root argument → must be called with a path and/or options', () => {
  expectArgumentError((r) => r.root(42), 'must be called with a path and/or options');
  expectArgumentError((r) => r.root({ to: 'pages#home' }, { as: 'home' }), 'must be called with a path and/or options');
});

test('draw file missing → names the file and lists "* DIR" per directory searched', () => {
  const a = path.join(os.tmpdir(), 'railroute-contract-none-a');
  const b = path.join(os.tmpdir(), 'railroute-contract-none-b');
  expectArgumentError(
    (r) => r.draw('admin'),
    `Your router tried to #draw the external file admin, but the file was not found in:\n* ${a}\n* ${b}`,
    { routesPath: [a, b] },
  );
  expectArgumentError(
    (r) => r.draw('admin'),
    `Your router tried to #draw the external file admin, but the file was not found in:\n* ${a}`,
    { routesPath: a },
  );
});

test.each([
  ['^', /^\d+/, '/^\\d+/'],
  ['$', /\d+$/, '/\\d+$/'],
  /* eslint-disable no-useless-escape -- Ruby's anchors \A, \Z, \z, written as a Rails app would: the router must refuse them */
  ['\\A', /\A\d+/, '/\\A\\d+/'],
  ['\\Z', /\d+\Z/, '/\\d+\\Z/'],
  ['\\z', /\d+\z/, '/\\d+\\z/'],
  /* eslint-enable no-useless-escape */
])(
  'anchor %s in a segment constraint → Regexp anchor characters are not allowed in routing requirements: REGEXP',
  (_anchor, regexp, shown) => {
    expectArgumentError(
      (r) => r.get('photos/:id', { to: 'photos#show', constraints: { id: regexp } }),
      `Regexp anchor characters are not allowed in routing requirements: ${shown}`,
    );
    expectArgumentError(
      (r) => r.get('photos/:id', { to: 'photos#show', id: regexp }),
      `Regexp anchor characters are not allowed in routing requirements: ${shown}`,
    );
  },
);

test('unknown concern → No concern named NAME was found!', () => {
  expectArgumentError(
    (r) => r.resources('photos', { concerns: ['commentable'] }),
    'No concern named commentable was found!',
  );
  expectArgumentError(
    (r) => r.resources('photos', (r: any) => r.concerns('taggable')),
    'No concern named taggable was found!',
  );
});

describe('match with no via, or via: []', () => {
  const prefix = 'You should not use the `match` method in your router without specifying an HTTP method.';
  test('no via', () => expectArgumentError((r) => r.match('photos', { to: 'photos#index' }), startsWith(prefix)));
  test('via: []', () =>
    expectArgumentError((r) => r.match('photos', { to: 'photos#index', via: [] }), startsWith(prefix)));
  test('a via in scope is enough', () => {
    expect(
      thrown((r) => r.scope({ via: 'get' }, (r: any) => r.match('photos', { to: 'photos#index' }))),
    ).toBeUndefined();
  });
});

test('no controller / action can be found → Missing :controller key / :action key', () => {
  expectArgumentError(
    (r) => r.get('photos/:id', { action: 'show' }),
    'Missing :controller key on routes definition, please check your routes.',
  );
  expectArgumentError(
    (r) => r.get('photos/:id', { controller: 'photos' }),
    'Missing :action key on routes definition, please check your routes.',
  );
});

test("param containing : → :param option can't contain colons", () => {
  expectArgumentError((r) => r.resources('photos', { param: 'id:x' }), ":param option can't contain colons");
});

describe('unknown action in only/except', () => {
  test('resources', () => {
    expectArgumentError(
      (r) => r.resources('products', { only: ['index', 'foo'] }),
      'Route `resources :products` - :only and :except must include only [:index, :create, :new, :show, :update, :destroy, :edit], but also included [:foo]',
    );
    expectArgumentError(
      (r) => r.resources('products', { except: 'foo' }),
      'Route `resources :products` - :only and :except must include only [:index, :create, :new, :show, :update, :destroy, :edit], but also included [:foo]',
    );
  });
  test('resource and its six actions', () => {
    expectArgumentError(
      (r) => r.resource('product', { only: ['foo'] }),
      'Route `resource :product` - :only and :except must include only [:show, :create, :update, :destroy, :new, :edit], but also included [:foo]',
    );
  });
});

test("an explicit as already taken → starts with Invalid route name, already in use: 'NAME'", () => {
  expectArgumentError((r) => {
    r.get('a', { to: 'x#a', as: 'thing' });
    r.get('b', { to: 'x#b', as: 'thing' });
  }, startsWith("Invalid route name, already in use: 'thing'"));
  expectArgumentError((r) => {
    r.resources('photos');
    r.get('x', { to: 'x#x', as: 'photos' });
  }, startsWith("Invalid route name, already in use: 'photos'"));
});

test("an invalid name → Invalid route name: 'NAME'", () => {
  expectArgumentError((r) => r.get('a', { to: 'x#a', as: '1abc' }), "Invalid route name: '1abc'");
  expectArgumentError((r) => r.get('a', { to: 'x#a', as: 'a b' }), "Invalid route name: 'a b'");
});

test('both a path string (not a bare word) and path: → Ambiguous route definition', () => {
  expectArgumentError(
    (r) => r.get('photos/search', { to: 'photos#search', path: 'other' }),
    'Ambiguous route definition. Both :path and the route path were specified as strings.',
  );
  expect(
    thrown((r) => r.resources('photos', (r: any) => r.get('preview', { on: 'member', path: 'vista' }))),
  ).toBeUndefined();
});

test.each(['direct', 'resolve'])(
  "%s inside a scope → The %s method can't be used inside a routes scope block",
  (method) => {
    const message = `The ${method} method can't be used inside a routes scope block`;
    const call = (r: any): void =>
      method === 'direct' ? r.direct('home', () => '/') : r.resolve('Basket', () => 'basket');
    expectArgumentError((r) => r.scope('admin', (r: any) => call(r)), message);
    expectArgumentError((r) => r.namespace('admin', (r: any) => call(r)), message);
    expectArgumentError((r) => r.resources('photos', (r: any) => call(r)), message);
  },
);

test('a constraint that is not a RegExp, string, function or { matches } → starts with Invalid constraint', () => {
  expectArgumentError((r) => r.get('photos/:id', { to: 'photos#show', constraints: 42 }), /^Invalid constraint/);
  expectArgumentError((r) => r.constraints(42, (r: any) => r.get('x', { to: 'x#x' })), /^Invalid constraint/);
});

test('a name a resource route would take by default but is already taken leaves it unnamed without error', () => {
  let router: Router | undefined;
  expect(() => {
    router = new Router().draw((r) => {
      r.get('special', { to: 'x#s', as: 'photo' });
      r.resources('photos');
    });
  }).not.toThrow();
  const show = router!.routes.find((route) => route.controller === 'photos' && route.action === 'show');
  expect(show?.name).toBeUndefined();
  for (const action of ['create', 'update', 'destroy']) {
    expect(router!.routes.filter((route) => route.action === action).every((route) => route.name === undefined)).toBe(
      true,
    );
  }
});
