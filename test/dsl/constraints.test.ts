/**
 * Constraints in the block form: segment constraints (a RegExp in `constraints`, at the
 * parameter's key, or from a scope), request constraints (a hash of request attributes),
 * a function, an object with `matches(req)`, and the `_url` defaults that string request
 * constraints give.
 */
import { Router } from '../../src';

type Block = (r: any) => void;
type Request = Record<string, unknown>;

const drawn = (block: Block, options: ConstructorParameters<typeof Router>[0] = {}): Router =>
  new Router(options).draw(block);

/** A request-like object for `recognize`: `host` may carry a port. */
const request = (host: string, extra: Request = {}): Request => ({
  headers: { host },
  hostname: host.replace(/:\d+$/, ''),
  ip: '127.0.0.1',
  protocol: 'http',
  ...extra,
});

/** `controller#action` of the route reached, or null. */
const reached = (router: Router, url: string, req?: Request, method = 'GET'): string | null => {
  const found = router.recognize(method, url, req);
  if (!found) return null;
  const { controller, action } = found.params;
  return typeof controller === 'string' ? `${controller}#${String(action)}` : 'handler';
};

class IpRestrictor {
  matches(req: { ip?: string }): boolean {
    return /^192\.168\.1\.1\d\d$/.test(req.ip ?? '');
  }
}

class PageConstraint {
  constructor(
    private readonly key: string,
    private readonly pattern: RegExp,
  ) {}
  matches(req: { params?: Record<string, unknown> }): boolean {
    const value = req.params?.[this.key];
    return this.pattern.test(typeof value === 'string' ? value : '');
  }
}

describe('segment constraints', () => {
  test.each<[string, Block, string, Record<string, unknown> | null]>([
    [
      'constraints option, passes',
      (r) => r.get('photos/:id', { to: 'photos#show', constraints: { id: /\d+/ } }),
      '/photos/12',
      { controller: 'photos', action: 'show', id: '12' },
    ],
    [
      'constraints option, fails',
      (r) => r.get('photos/:id', { to: 'photos#show', constraints: { id: /\d+/ } }),
      '/photos/ab',
      null,
    ],
    [
      'constraints option, the whole segment must match',
      (r) => r.get('photos/:id', { to: 'photos#show', constraints: { id: /\d+/ } }),
      '/photos/12ab',
      null,
    ],
    [
      'a RegExp at the key, passes',
      (r) => r.get('photos/:id', { to: 'photos#show', id: /[A-Z]\d{5}/ }),
      '/photos/A12345',
      { controller: 'photos', action: 'show', id: 'A12345' },
    ],
    [
      'a RegExp at the key, fails',
      (r) => r.get('photos/:id', { to: 'photos#show', id: /[A-Z]\d{5}/ }),
      '/photos/12345',
      null,
    ],
    [
      'a RegExp at the key in the hash form',
      (r) => r.get({ 'photos/:id': 'photos#show', id: /[A-Z]\d{5}/ }),
      '/photos/B54321',
      { controller: 'photos', action: 'show', id: 'B54321' },
    ],
    [
      'a constraint lets a segment take dots',
      (r) => r.get('photos/:id', { to: 'photos#show', id: /[^/]+/ }),
      '/photos/1.2.3',
      { controller: 'photos', action: 'show', id: '1.2.3' },
    ],
    [
      'a constraints block, passes',
      (r) => r.constraints({ id: /\d{4}/ }, (r: any) => r.get('products/:id', { to: 'products#show' })),
      '/products/0001',
      { controller: 'products', action: 'show', id: '0001' },
    ],
    [
      'a constraints block, fails',
      (r) => r.constraints({ id: /\d{4}/ }, (r: any) => r.get('products/:id', { to: 'products#show' })),
      '/products/1',
      null,
    ],
    [
      'a scope constraints option',
      (r) => r.scope({ constraints: { id: /\d{4}/ } }, (r: any) => r.get('products/:id', { to: 'products#show' })),
      '/products/12',
      null,
    ],
    [
      'a scope constraint on a parameter the route lacks is ignored',
      (r) =>
        r.scope({ constraints: { id: /\d+/ } }, (r: any) => r.get('/tickets', { to: 'tickets#index', as: 'tickets' })),
      '/tickets',
      { controller: 'tickets', action: 'index' },
    ],
    [
      'a case-insensitive RegExp',
      (r) => r.get('codes/:code', { to: 'codes#show', code: /[a-z]{3}/i }),
      '/codes/AbC',
      { controller: 'codes', action: 'show', code: 'AbC' },
    ],
    [
      'a character class with ^ inside is not an anchor',
      (r) => r.get('paths/:id', { to: 'paths#show', id: /[^/]+/ }),
      '/paths/x.y',
      { controller: 'paths', action: 'show', id: 'x.y' },
    ],
    [
      'a string constraint is literal',
      (r) => r.get('kinds/:kind', { to: 'kinds#show', constraints: { kind: 'fixed' } }),
      '/kinds/fixed',
      { controller: 'kinds', action: 'show', kind: 'fixed' },
    ],
    [
      'a string constraint is literal, fails',
      (r) => r.get('kinds/:kind', { to: 'kinds#show', constraints: { kind: 'fixed' } }),
      '/kinds/other',
      null,
    ],
    [
      'an array of values',
      (r) => r.get('/array/:idx', { to: 'arrays#show', constraints: { idx: ['first', 'last'] } }),
      '/array/last',
      { controller: 'arrays', action: 'show', idx: 'last' },
    ],
    [
      'an array of values, fails',
      (r) => r.get('/array/:idx', { to: 'arrays#show', constraints: { idx: ['first', 'last'] } }),
      '/array/middle',
      null,
    ],
  ])('%s', (_name, block, url, expected) => {
    expect(drawn(block).recognize('GET', url)?.params ?? null).toEqual(expected);
  });

  test.each<[string, Block, Record<string, RegExp | string>]>([
    [
      'the constraints option',
      (r) => r.get('photos/:id', { to: 'photos#show', constraints: { id: /\d+/ } }),
      { id: /\d+/ },
    ],
    ['a RegExp at the key', (r) => r.get('photos/:id', { to: 'photos#show', id: /\d+/ }), { id: /\d+/ }],
    [
      'a constraints block',
      (r) => r.constraints({ id: /\d+/ }, (r: any) => r.get('photos/:id', { to: 'photos#show' })),
      { id: /\d+/ },
    ],
    [
      'scope and route merge',
      (r) => r.scope(':locale', { locale: /en|nl/ }, (r: any) => r.get('photos/:id', { to: 'photos#show', id: /\d+/ })),
      { locale: /en|nl/, id: /\d+/ },
    ],
  ])('RouteInfo.requirements: %s', (_name, block, expected) => {
    expect(drawn(block).routes[0]?.requirements).toEqual(expected);
  });

  test('a constrained glob', () => {
    const router = drawn((r) =>
      r.get('/:locale/*file.:format', { to: 'files#show', file: /path\/to\/existing\/file/ }),
    );
    expect(reached(router, '/en/path/to/existing/file.html')).toBe('files#show');
    expect(reached(router, '/en/path/to/other/file.html')).toBeNull();
  });

  test('a hash constraint of one route does not reach the next one', () => {
    const router = drawn((r) => {
      r.get('/hash/:foo', { to: 'pages#show', constraints: { foo: /foo/ } });
      r.get('/hash/:bar', { to: 'pages#show', constraints: { bar: /bar/ } });
    });
    expect(router.recognize('GET', '/hash/bar')?.params).toEqual({ controller: 'pages', action: 'show', bar: 'bar' });
  });
});

describe('request constraints', () => {
  test.each<[string, Block, string, Request | undefined, string | null]>([
    [
      'ip RegExp in a constraints block, passes',
      (r) => r.constraints({ ip: /192\.168\.1\.\d\d\d/ }, (r: any) => r.get({ admin: 'queenbee#index' })),
      '/admin',
      request('www.example.com', { ip: '192.168.1.100' }),
      'queenbee#index',
    ],
    [
      'ip RegExp in a constraints block, fails',
      (r) => r.constraints({ ip: /192\.168\.1\.\d\d\d/ }, (r: any) => r.get({ admin: 'queenbee#index' })),
      '/admin',
      request('www.example.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'an anchored RegExp on a request attribute is allowed',
      (r) => r.get('lan', { to: 'lan#show', constraints: { ip: /^192\.168\./ } }),
      '/lan',
      request('www.example.com', { ip: '192.168.0.9' }),
      'lan#show',
    ],
    [
      'subdomain string, passes',
      (r) => r.constraints({ subdomain: 'admin' }, (r: any) => r.get('/', { to: 'admin#home' })),
      '/',
      request('admin.example.com'),
      'admin#home',
    ],
    [
      'subdomain string, fails',
      (r) => r.constraints({ subdomain: 'admin' }, (r: any) => r.get('/', { to: 'admin#home' })),
      '/',
      request('www.example.com'),
      null,
    ],
    [
      'subdomain string, no request given',
      (r) => r.constraints({ subdomain: 'admin' }, (r: any) => r.get('/', { to: 'admin#home' })),
      '/',
      undefined,
      null,
    ],
    [
      'subdomain on the route',
      (r) => r.get('dash', { to: 'dash#show', constraints: { subdomain: 'admin' } }),
      '/dash',
      request('admin.example.com'),
      'dash#show',
    ],
    [
      'subdomain RegExp',
      (r) => r.get('dash', { to: 'dash#show', constraints: { subdomain: /^(admin|staff)$/ } }),
      '/dash',
      request('staff.example.com'),
      'dash#show',
    ],
    [
      'subdomain array, member',
      (r) => r.get('dash', { to: 'dash#show', constraints: { subdomain: ['admin', 'staff'] } }),
      '/dash',
      request('staff.example.com'),
      'dash#show',
    ],
    [
      'subdomain array, not a member',
      (r) => r.get('dash', { to: 'dash#show', constraints: { subdomain: ['admin', 'staff'] } }),
      '/dash',
      request('www.example.com'),
      null,
    ],
    [
      'subdomain false: absent',
      (r) => r.get('/search', { to: 'search#index', constraints: { subdomain: false } }),
      '/search',
      request('example.com'),
      'search#index',
    ],
    [
      'subdomain false: present',
      (r) => r.get('/search', { to: 'search#index', constraints: { subdomain: false } }),
      '/search',
      request('api.example.com'),
      null,
    ],
    [
      'subdomain true: present',
      (r) => r.get('/logs', { to: 'logs#index', constraints: { subdomain: true } }),
      '/logs',
      request('api.example.com'),
      'logs#index',
    ],
    [
      'subdomain true: absent',
      (r) => r.get('/logs', { to: 'logs#index', constraints: { subdomain: true } }),
      '/logs',
      request('example.com'),
      null,
    ],
    [
      'host string',
      (r) => r.get('h', { to: 'h#show', constraints: { host: 'admin.example.com' } }),
      '/h',
      request('admin.example.com'),
      'h#show',
    ],
    [
      'host string, fails',
      (r) => r.get('h', { to: 'h#show', constraints: { host: 'admin.example.com' } }),
      '/h',
      request('www.example.com'),
      null,
    ],
    [
      'port number, passes',
      (r) => r.get('/integer', { to: 'ports#show', constraints: { port: 8080 } }),
      '/integer',
      request('www.example.com:8080'),
      'ports#show',
    ],
    [
      'port number, fails',
      (r) => r.get('/integer', { to: 'ports#show', constraints: { port: 8080 } }),
      '/integer',
      request('www.example.com'),
      null,
    ],
    [
      'port string, passes',
      (r) => r.get('/string', { to: 'ports#show', constraints: { port: '8080' } }),
      '/string',
      request('www.example.com:8080'),
      'ports#show',
    ],
    [
      'port string, fails',
      (r) => r.get('/string', { to: 'ports#show', constraints: { port: '8080' } }),
      '/string',
      request('www.example.com'),
      null,
    ],
    [
      'port array, passes',
      (r) => r.get('/array', { to: 'ports#show', constraints: { port: [8080] } }),
      '/array',
      request('www.example.com:8080'),
      'ports#show',
    ],
    [
      'port array, fails',
      (r) => r.get('/array', { to: 'ports#show', constraints: { port: [8080] } }),
      '/array',
      request('www.example.com'),
      null,
    ],
    [
      'port RegExp, passes',
      (r) => r.get('/regexp', { to: 'ports#show', constraints: { port: /8080/ } }),
      '/regexp',
      request('www.example.com:8080'),
      'ports#show',
    ],
    [
      'port RegExp, fails',
      (r) => r.get('/regexp', { to: 'ports#show', constraints: { port: /8080/ } }),
      '/regexp',
      request('www.example.com'),
      null,
    ],
    [
      'protocol in a scope',
      (r) => r.scope({ constraints: { protocol: 'https://' } }, (r: any) => r.get('/', { to: 'secure#home' })),
      '/',
      request('www.example.com', { protocol: 'https' }),
      'secure#home',
    ],
    [
      'protocol in a scope, fails',
      (r) => r.scope({ constraints: { protocol: 'https://' } }, (r: any) => r.get('/', { to: 'secure#home' })),
      '/',
      request('www.example.com'),
      null,
    ],
    [
      'request and segment constraints together',
      (r) => r.get('/array/:idx', { to: 'arrays#show', constraints: { port: [8080], idx: /first|last/ } }),
      '/array/first',
      request('www.example.com:8080'),
      'arrays#show',
    ],
    [
      'request and segment constraints together, segment fails',
      (r) => r.get('/array/:idx', { to: 'arrays#show', constraints: { port: [8080], idx: /first|last/ } }),
      '/array/middle',
      request('www.example.com:8080'),
      null,
    ],
    [
      'a failing request constraint falls through to the next route',
      (r) => {
        r.get('/', { to: 'x#header', constraints: { subdomain: 'api' } });
        r.get('/', { to: 'x#plain' });
      },
      '/',
      request('www.example.com'),
      'x#plain',
    ],
    [
      'a mount with hash constraints',
      (r) => r.mount(() => undefined, { at: '/app', constraints: { subdomain: 'admin' } }),
      '/app',
      request('admin.example.com'),
      'handler',
    ],
    [
      'a mount with hash constraints, fails',
      (r) => r.mount(() => undefined, { at: '/app', constraints: { subdomain: 'admin' } }),
      '/app',
      request('www.example.com'),
      null,
    ],
    [
      'a mount inside a constraints block',
      (r) => r.constraints({ subdomain: 'admin' }, (r: any) => r.mount(() => undefined, { at: '/app' })),
      '/app',
      request('admin.example.com'),
      'handler',
    ],
    [
      'a mount inside a constraints block, fails',
      (r) => r.constraints({ subdomain: 'admin' }, (r: any) => r.mount(() => undefined, { at: '/app' })),
      '/app',
      request('www.example.com'),
      null,
    ],
  ])('%s', (_name, block, url, req, expected) => {
    expect(reached(drawn(block), url, req)).toBe(expected);
  });

  test.each<[string, Block, string]>([
    [
      'subdomain from a constraints block',
      (r) => r.constraints({ subdomain: 'admin' }, (r: any) => r.get('/', { to: 'admin#home', as: 'admin_root' })),
      'http://admin.example.com/',
    ],
    [
      'protocol from a scope constraints hash',
      (r) =>
        r.scope({ constraints: { protocol: 'https://' } }, (r: any) =>
          r.get('/', { to: 'secure#home', as: 'secure_root' }),
        ),
      'https://www.example.com/',
    ],
    [
      'port from a route constraints hash',
      (r) => r.get('/', { to: 'alt#home', as: 'alternate_root', constraints: { port: 8080 } }),
      'http://www.example.com:8080/',
    ],
  ])('a string request constraint is a _url default: %s', (_name, block, expected) => {
    const router = drawn(block, { defaultUrlOptions: { host: 'www.example.com' } });
    const [route] = router.routes;
    expect((router.helpers as any)[`${route?.name}_url`]()).toBe(expected);
  });
});

describe('function and { matches } constraints', () => {
  const lan = (req: { ip?: string }): boolean => /^192\.168\.1\.1\d\d$/.test(req.ip ?? '');
  test.each<[string, Block, string, Request, string | null]>([
    [
      'a function on the route, passes',
      (r) => r.get('admin/passwords', { to: 'queenbee#passwords', constraints: lan }),
      '/admin/passwords',
      request('x.com', { ip: '192.168.1.100' }),
      'queenbee#passwords',
    ],
    [
      'a function on the route, fails',
      (r) => r.get('admin/passwords', { to: 'queenbee#passwords', constraints: lan }),
      '/admin/passwords',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a function block, passes',
      (r) => r.constraints(lan, (r: any) => r.get({ 'admin/accounts': 'queenbee#accounts' })),
      '/admin/accounts',
      request('x.com', { ip: '192.168.1.100' }),
      'queenbee#accounts',
    ],
    [
      'a function block, fails',
      (r) => r.constraints(lan, (r: any) => r.get({ 'admin/accounts': 'queenbee#accounts' })),
      '/admin/accounts',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a class instance with matches, on the route',
      (r) => r.get('admin', { to: 'queenbee#index', constraints: new IpRestrictor() }),
      '/admin',
      request('x.com', { ip: '192.168.1.100' }),
      'queenbee#index',
    ],
    [
      'a class instance with matches, on the route, fails',
      (r) => r.get('admin', { to: 'queenbee#index', constraints: new IpRestrictor() }),
      '/admin',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a class instance with matches, as a block',
      (r) => r.constraints(new IpRestrictor(), (r: any) => r.get('admin', { to: 'queenbee#index' })),
      '/admin',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a plain object with matches, on the route, passes',
      (r) => r.get('admin', { to: 'queenbee#index', constraints: { matches: lan } }),
      '/admin',
      request('x.com', { ip: '192.168.1.100' }),
      'queenbee#index',
    ],
    [
      'a plain object with matches, on the route, fails',
      (r) => r.get('admin', { to: 'queenbee#index', constraints: { matches: lan } }),
      '/admin',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a plain object with matches, as a block, passes',
      (r) => r.constraints({ matches: lan }, (r: any) => r.get('admin', { to: 'queenbee#index' })),
      '/admin',
      request('x.com', { ip: '192.168.1.100' }),
      'queenbee#index',
    ],
    [
      'a plain object with matches, as a block, fails',
      (r) => r.constraints({ matches: lan }, (r: any) => r.get('admin', { to: 'queenbee#index' })),
      '/admin',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a plain object with matches, as a scope option, fails',
      (r) => r.scope({ constraints: { matches: lan } }, (r: any) => r.get('admin', { to: 'queenbee#index' })),
      '/admin',
      request('x.com', { ip: '10.0.0.100' }),
      null,
    ],
    [
      'a function scope constraint, fails',
      (r) =>
        r.scope(
          '/countries/:country',
          { constraints: (req: any) => ['all', 'France'].includes(req.params.country) },
          (r: any) => r.get('/', { to: 'countries#index' }),
        ),
      '/countries/UK',
      request('x.com'),
      null,
    ],
    [
      'a function scope constraint sees the path parameters',
      (r) =>
        r.scope(
          '/countries/:country',
          { constraints: (req: any) => ['all', 'France'].includes(req.params.country) },
          (r: any) => r.get('/cities', { to: 'countries#cities' }),
        ),
      '/countries/France/cities',
      request('x.com'),
      'countries#cities',
    ],
    [
      'a function returning false',
      (r) => r.get('hi', { to: 'x#hi', constraints: () => false }),
      '/hi',
      request('x.com'),
      null,
    ],
    [
      'a function returning true',
      (r) => r.get('hi', { to: 'x#hi', constraints: () => true }),
      '/hi',
      request('x.com'),
      'x#hi',
    ],
  ])('%s', (_name, block, url, req, expected) => {
    expect(reached(drawn(block), url, req)).toBe(expected);
  });

  test('a function constraint sees only the parameters of its own route', () => {
    const router = drawn((r) => {
      r.get('/:foo', { to: 'pages#foo', constraints: (req: any) => req.params.foo === 'foo' });
      r.get('/:bar', { to: 'pages#bar' });
    });
    expect(router.recognize('GET', '/bar')?.params).toEqual({ controller: 'pages', action: 'bar', bar: 'bar' });
    expect(router.recognize('GET', '/foo')?.params).toEqual({ controller: 'pages', action: 'foo', foo: 'foo' });
  });

  test.each<[string, Block]>([
    [
      'functions',
      (r) => {
        r.get('/proc/:foo', { to: 'pages#show', constraints: (req: any) => /foo/.test(req.params.foo) });
        r.get('/proc/:bar', { to: 'pages#show', constraints: (req: any) => /bar/.test(req.params.bar) });
      },
    ],
    [
      'objects with matches',
      (r) => {
        r.get('/proc/:foo', { to: 'pages#show', constraints: new PageConstraint('foo', /foo/) });
        r.get('/proc/:bar', { to: 'pages#show', constraints: new PageConstraint('bar', /bar/) });
      },
    ],
  ])('%s do not leak parameters between routes', (_name, block) => {
    expect(drawn(block).recognize('GET', '/proc/bar')?.params).toEqual({
      controller: 'pages',
      action: 'show',
      bar: 'bar',
    });
  });

  test('a constraint on one route is not carried to the following routes', () => {
    const router = drawn((r) =>
      r.scope('/italians', (r: any) => {
        r.get('/writers', { to: 'italians#writers', constraints: new IpRestrictor() });
        r.get('/sculptors', { to: 'italians#sculptors' });
        r.get('/painters/:painter', { to: 'italians#painters', constraints: { painter: /michelangelo/ } });
      }),
    );
    const req = request('x.com', { ip: '10.0.0.1' });
    expect([
      reached(router, '/italians/writers', req),
      reached(router, '/italians/sculptors', req),
      reached(router, '/italians/painters/botticelli', req),
      reached(router, '/italians/painters/michelangelo', req),
    ]).toEqual([null, 'italians#sculptors', null, 'italians#painters']);
  });

  test('a constraints block does not leak out', () => {
    const router = drawn((r) => {
      r.constraints(
        () => false,
        (r: any) => r.get('a', { to: 'x#a' }),
      );
      r.get('b', { to: 'x#b' });
    });
    expect([reached(router, '/a', request('x.com')), reached(router, '/b', request('x.com'))]).toEqual([null, 'x#b']);
  });
});
