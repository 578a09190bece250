import { Router, redirect } from '../../src';
import { drawn, paramsOf } from '../support/router';

const handler = (_req: unknown, res: { end(): void }): void => res.end();

describe('router.routes', () => {
  test('RouteInfo for every route, one per verb, in match order', () => {
    const router = drawn((r) => {
      r.resources('photos', { only: ['show', 'update'], constraints: { id: /\d+/ } });
      r.get('feeds', { to: 'feeds#index', format: 'json' });
      r.get('ping', { to: handler });
      r.match('any', { to: 'any#show', via: 'all' });
    });
    expect(router.routes).toEqual([
      {
        name: 'photo',
        verb: 'GET',
        path: '/photos/:id(.:format)',
        controller: 'photos',
        action: 'show',
        requirements: { id: /\d+/ },
        defaults: {},
        middleware: [],
      },
      {
        verb: 'PATCH',
        path: '/photos/:id(.:format)',
        controller: 'photos',
        action: 'update',
        requirements: { id: /\d+/ },
        defaults: {},
        middleware: [],
      },
      {
        verb: 'PUT',
        path: '/photos/:id(.:format)',
        controller: 'photos',
        action: 'update',
        requirements: { id: /\d+/ },
        defaults: {},
        middleware: [],
      },
      {
        name: 'feeds',
        verb: 'GET',
        path: '/feeds(.:format)',
        controller: 'feeds',
        action: 'index',
        requirements: { format: /json/ },
        defaults: { format: 'json' },
        middleware: [],
      },
      { name: 'ping', verb: 'GET', path: '/ping(.:format)', requirements: {}, defaults: {}, middleware: [] },
      {
        name: 'any',
        verb: '',
        path: '/any(.:format)',
        controller: 'any',
        action: 'show',
        requirements: {},
        defaults: {},
        middleware: [],
      },
    ]);
  });

  test('nested requirements include the parent constraint', () => {
    const router = drawn((r) =>
      r.resources('photos', { id: /\d+/ }, (r) => r.resources('comments', { only: 'index' })),
    );
    expect(router.routes[0]).toMatchObject({ name: 'photo_comments', requirements: { photo_id: /\d+/ } });
  });
});

describe('router.recognize', () => {
  const router = drawn((r) => {
    r.resources('photos');
    r.get('ping', { to: handler });
    r.get('old/:id', { to: redirect('/photos/%{id}') });
    r.constraints({ subdomain: 'api' }, (r) => r.get('status', { to: 'api/status#show' }));
    r.get('status', { to: 'status#show' });
    r.get('admin', {
      to: 'admin#show',
      constraints: (req: { headers: Record<string, string> }) => req.headers['x-admin'] === '1',
    });
  });

  test.each<[string, string, Record<string, unknown> | null]>([
    ['GET', '/photos/1', { controller: 'photos', action: 'show', id: '1' }],
    ['get', '/photos/1?x=1', { controller: 'photos', action: 'show', id: '1' }],
    ['HEAD', '/photos', { controller: 'photos', action: 'index' }],
    ['GET', 'http://example.com/photos/2', { controller: 'photos', action: 'show', id: '2' }],
    ['POST', '/photos/1', null],
    ['GET', '/photos/%zz', null],
    ['GET', '/nothing', null],
    ['GET', '/ping', {}],
    ['GET', '/old/3', { id: '3' }],
    ['GET', '/status', { controller: 'status', action: 'show' }],
    ['GET', '/admin', null],
  ])('%s %s', (method, url, expected) => {
    expect(paramsOf(router, method, url)).toEqual(expected);
  });

  test('request constraints are checked against the given request', () => {
    const api = { headers: { host: 'api.example.com' }, hostname: 'api.example.com', subdomains: ['api'] };
    expect(router.recognize('GET', '/status', api)?.params).toEqual({ controller: 'api/status', action: 'show' });
    const withHeader = { headers: { 'x-admin': '1' } };
    expect(router.recognize('GET', '/admin', withHeader)?.params).toEqual({ controller: 'admin', action: 'show' });
  });

  test('the route is returned as RouteInfo', () => {
    expect(router.recognize('GET', '/photos/1')?.route).toMatchObject({
      name: 'photo',
      verb: 'GET',
      path: '/photos/:id(.:format)',
    });
  });

  test('parameter objects hold own properties only', () => {
    const params = paramsOf(router, 'GET', '/photos/__proto__') as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(params)).toContain('id');
    expect(params.id).toBe('__proto__');
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });
});

describe('params built per shape', () => {
  // Routes with the same keys share one params builder: each must still give its own values.
  const router = drawn((r) => {
    r.get('a/:id', { to: 'a#show', defaults: { kind: 'x' } });
    r.get('b/:id', { to: 'b#show', defaults: { kind: 'y' } });
    r.get('c/:id(/:page)', { to: 'c#show', defaults: { kind: 'z' } });
    r.get('d/:id(/:page)', { to: 'd#show' });
  });

  test.each<[string, Record<string, unknown> | null]>([
    ['/a/1', { controller: 'a', action: 'show', kind: 'x', id: '1' }],
    ['/b/2', { controller: 'b', action: 'show', kind: 'y', id: '2' }],
    ['/b/caf%C3%A9', { controller: 'b', action: 'show', kind: 'y', id: 'café' }],
    ['/b/%E0%A4%A', null],
    ['/c/3', { controller: 'c', action: 'show', kind: 'z', id: '3' }],
    ['/c/3/4', { controller: 'c', action: 'show', kind: 'z', id: '3', page: '4' }],
    ['/d/5/6', { controller: 'd', action: 'show', id: '5', page: '6' }],
  ])('GET %s', (url, expected) => {
    expect(paramsOf(router, 'GET', url)).toEqual(expected);
  });

  test('a badly escaped value in a shared shape is a 400 for that request only', () => {
    expect(paramsOf(router, 'GET', '/a/%C3%28')).toBeNull();
    expect(paramsOf(router, 'GET', '/a/7')).toEqual({ controller: 'a', action: 'show', kind: 'x', id: '7' });
  });

  test.each(['get', 'Get', 'GET'])('the method %s is read case-insensitively', (method) => {
    expect(paramsOf(router, method, '/a/1')).toMatchObject({ controller: 'a' });
  });
});

describe('router.allowedMethods', () => {
  const router = drawn((r) => {
    r.resources('photos');
    r.match('any', { to: 'any#show', via: 'all' });
  });
  test.each<[string, string[]]>([
    ['/photos', ['GET', 'HEAD', 'POST']],
    ['/photos/new', ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']],
    ['/photos/1', ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']],
    ['/any', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
    ['/nothing', []],
    ['/photos/%zz', []],
  ])('%s', (url, verbs) => {
    expect(router.allowedMethods(url)).toEqual(verbs);
  });
});

describe('drawing more than once', () => {
  test('routes append and the matcher and helpers are rebuilt', () => {
    const router = new Router();
    router.draw((r) => r.resources('photos', { only: 'index' }));
    expect(router.recognize('GET', '/photos')).not.toBeNull();
    expect(router.recognize('GET', '/users')).toBeNull();
    router.draw((r) => r.resources('users', { only: 'index' }));
    expect(router.recognize('GET', '/users')?.params).toEqual({ controller: 'users', action: 'index' });
    expect(router.helpers.users_path()).toBe('/users');
    expect(router.routes.map((route) => route.name)).toEqual(['photos', 'users']);
  });
});

describe('shared state (review findings)', () => {
  test('nested defaults are copied per recognition and frozen in RouteInfo', () => {
    const router = drawn((r) =>
      r.get('search', { to: 'search#index', defaults: { filter: { tags: [] as string[] } } }),
    );
    const first = paramsOf(router, 'GET', '/search') as { filter: { tags: string[] } };
    first.filter.tags.push('mutated');
    expect((paramsOf(router, 'GET', '/search') as { filter: { tags: string[] } }).filter.tags).toEqual([]);
    expect(() => (router.routes[0]?.defaults.filter as { tags: string[] }).tags.push('x')).toThrow(TypeError);
  });

  test('resourcesPathNames at the top level holds for later draws and the map form', () => {
    const router = new Router();
    router.draw((r) => r.resourcesPathNames({ new: 'nuevo' }));
    router.draw((r) => r.resources('photos', { only: 'new' }));
    router.map((map) => map.resources('videos', { only: 'new' }));
    expect(router.routes.map((route) => route.path)).toEqual(['/photos/nuevo(.:format)', '/videos/nuevo(.:format)']);
  });
});
