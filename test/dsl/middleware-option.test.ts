/**
 * The `middleware` option in the DSL: where it is accepted, how scopes pass it down (outer
 * first, then declaration order), what `RouteInfo.middleware` shows, and the declaration
 * errors. Running it is tested through HTTP in test/http/route-middleware.test.ts.
 */
import { ArgumentError, Router } from '../../src';
import type { Mapper } from '../../src';

function auth(_req: any, _res: any, next: () => void): void {
  next();
}
function audit(_req: any, _res: any, next: () => void): void {
  next();
}
function log(_req: any, _res: any, next: () => void): void {
  next();
}
const handler = (_req: any, res: any): void => res.end('ok');

const table = (block: (r: Mapper) => void): string[] =>
  new Router().draw(block).routes.map((route) => `${route.verb} ${route.path} ${route.middleware.join(',')}`);

describe('the middleware option', () => {
  test.each<[string, (r: Mapper) => void, string[]]>([
    ['on a verb helper', (r) => r.get('stats', { to: 'stats#index', middleware: auth }), ['GET /stats(.:format) auth']],
    [
      'an array, in order',
      (r) => r.post('stats', { to: 'stats#create', middleware: [auth, audit] }),
      ['POST /stats(.:format) auth,audit'],
    ],
    [
      'on match',
      (r) => r.match('stats', { to: 'stats#index', via: ['get', 'post'], middleware: log }),
      ['GET|POST /stats(.:format) log'],
    ],
    [
      'in the hash form',
      (r) => r.get({ 'stats/today': 'stats#today', middleware: auth }),
      ['GET /stats/today(.:format) auth'],
    ],
    ['on root', (r) => r.root('pages#home', { middleware: auth }), ['GET / auth']],
    ['on root with options only', (r) => r.root({ to: 'pages#home', middleware: [auth] }), ['GET / auth']],
    ['on mount', (r) => r.mount(handler, { at: '/admin', middleware: auth }), [' /admin auth']],
    [
      'on scope, before the route’s own',
      (r) => r.scope('admin', { middleware: auth }, (r) => r.get('stats', { to: 'stats#index', middleware: log })),
      ['GET /admin/stats(.:format) auth,log'],
    ],
    [
      'on namespace, nested scopes outer first',
      (r) =>
        r.namespace('admin', { middleware: auth }, (r) =>
          r.scope({ middleware: [audit] }, (r) => r.get('stats', { middleware: log })),
        ),
      ['GET /admin/stats(.:format) auth,audit,log'],
    ],
    [
      'on controller',
      (r) => r.controller('stats', { middleware: auth }, (r) => r.get('today')),
      ['GET /today(.:format) auth'],
    ],
    [
      'on resources: every route, nested resources too',
      (r) =>
        r.resources('posts', { only: ['index', 'show'], middleware: auth }, (r) =>
          r.resources('comments', { only: ['index'], middleware: log }),
        ),
      ['GET /posts/:post_id/comments(.:format) auth,log', 'GET /posts(.:format) auth', 'GET /posts/:id(.:format) auth'],
    ],
    [
      'on a singular resource and its member routes',
      (r) => r.resource('profile', { only: ['show'], middleware: auth }, (r) => r.member((r) => r.get('preview'))),
      ['GET /profile/preview(.:format) auth', 'GET /profile(.:format) auth'],
    ],
    [
      'only where declared: siblings outside the scope have none',
      (r) => {
        r.scope('admin', { middleware: auth }, (r) => r.get('stats', { to: 'stats#index' }));
        r.get('about', { to: 'pages#about' });
      },
      ['GET /admin/stats(.:format) auth', 'GET /about(.:format) '],
    ],
    [
      'by routes a concern declares where it is used',
      (r) => {
        r.concern('commentable', (r) => r.resources('comments', { only: ['index'] }));
        r.resources('posts', { only: [], concerns: 'commentable', middleware: auth });
        r.resources('photos', { only: [] }, (r) => r.concerns('commentable'));
      },
      ['GET /posts/:post_id/comments(.:format) auth', 'GET /photos/:photo_id/comments(.:format) '],
    ],
    [
      'anonymous functions',
      (r) => r.get('x', { to: 'x#y', middleware: [(_req: any, _res: any, next: () => void) => next()] }),
      ['GET /x(.:format) anonymous'],
    ],
    ['an empty array: none', (r) => r.get('x', { to: 'x#y', middleware: [] }), ['GET /x(.:format) ']],
  ])('%s', (_name, block, expected) => {
    expect(table(block)).toEqual(expected);
  });

  test('never becomes a default or a constraint', () => {
    const router = new Router().draw((r) =>
      r.scope({ middleware: auth }, (r) => r.resources('posts', { only: ['show'], middleware: log })),
    );
    const [route] = router.routes;
    expect(route?.defaults).toEqual({});
    expect(route?.requirements).toEqual({});
    expect(router.recognize('GET', '/posts/1')?.params).toEqual({ controller: 'posts', action: 'show', id: '1' });
  });

  test('routes without middleware list none', () => {
    expect(new Router().draw((r) => r.resources('posts')).routes.every((route) => route.middleware.length === 0)).toBe(
      true,
    );
  });

  test('the plain listing keeps Rails’ columns', () => {
    const plain = new Router().draw((r) => r.get('stats', { to: 'stats#index' }));
    const guarded = new Router().draw((r) => r.get('stats', { to: 'stats#index', middleware: auth }));
    expect(guarded.inspect()).toBe(plain.inspect());
  });

  test.each<[string, unknown]>([
    ['a string', 'auth'],
    ['an object', { handle: auth }],
    ['null inside an array', [auth, null]],
    ['a number', 1],
  ])('%s is an ArgumentError naming the option', (_name, value) => {
    const declare = (r: Mapper): unknown => r.get('x', { to: 'x#y', middleware: value as any });
    expect(() => new Router().draw(declare)).toThrow(ArgumentError);
    expect(() => new Router().draw(declare)).toThrow(/^Invalid middleware: .+ must be an Express middleware function/);
    expect(() =>
      new Router().draw((r) => r.scope({ middleware: value as any }, (r) => r.get('x', { to: 'x#y' }))),
    ).toThrow(/^Invalid middleware/);
    expect(() => new Router().draw((r) => r.resources('posts', { middleware: value as any }))).toThrow(
      /^Invalid middleware/,
    );
  });

  test('to: [auth, handler] points to the middleware option', () => {
    expect(() => new Router().draw((r) => r.get('x', { to: [auth, handler] as any }))).toThrow(ArgumentError);
    expect(() => new Router().draw((r) => r.get('x', { to: [auth, handler] as any }))).toThrow(/`middleware` option/);
  });
});
