/**
 * The example blog's routes (examples/routes.ts and legacy-routes.ts), tested as a Rails app
 * tests its routes: with railroute/testing's assertRouting (recognition and generation) and
 * the rspec-rails-style matchers. No server, no database: routing alone.
 */
import { router } from '../../examples/routes';
import { assertRecognizes, assertRouting, routingMatchers } from '../../src/testing';

expect.extend(routingMatchers(router));

describe('both ways: each request reaches its action, and its options generate its path', () => {
  test.each<[string, Record<string, unknown>]>([
    ['GET /', { controller: 'pages', action: 'home' }],
    ['GET /about', { controller: 'pages', action: 'about' }],
    ['GET /posts', { controller: 'posts', action: 'index' }],
    ['POST /posts', { controller: 'posts', action: 'create' }],
    ['GET /posts/new', { controller: 'posts', action: 'new' }],
    ['GET /posts/1', { controller: 'posts', action: 'show', id: '1' }],
    ['GET /posts/1.json', { controller: 'posts', action: 'show', id: '1', format: 'json' }],
    ['GET /posts/1/edit', { controller: 'posts', action: 'edit', id: '1' }],
    ['PATCH /posts/1', { controller: 'posts', action: 'update', id: '1' }],
    ['PUT /posts/1', { controller: 'posts', action: 'update', id: '1' }],
    ['DELETE /posts/1', { controller: 'posts', action: 'destroy', id: '1' }],
    // Shallow comments: collection routes under the post, member routes on their own.
    ['GET /posts/1/comments', { controller: 'comments', action: 'index', post_id: '1' }],
    ['POST /posts/1/comments', { controller: 'comments', action: 'create', post_id: '1' }],
    ['GET /comments/5', { controller: 'comments', action: 'show', id: '5' }],
    ['DELETE /comments/5', { controller: 'comments', action: 'destroy', id: '5' }],
    ['GET /profile', { controller: 'profiles', action: 'show' }],
    ['GET /profile/edit', { controller: 'profiles', action: 'edit' }],
    ['PATCH /profile', { controller: 'profiles', action: 'update' }],
    ['GET /session/new', { controller: 'sessions', action: 'new' }],
    ['POST /session', { controller: 'sessions', action: 'create' }],
    ['DELETE /session', { controller: 'sessions', action: 'destroy' }],
    ['GET /admin/posts', { controller: 'admin/posts', action: 'index' }],
    ['DELETE /admin/posts/3', { controller: 'admin/posts', action: 'destroy', id: '3' }],
    // The map-form routes of legacy-routes.ts.
    ['GET /tags', { controller: 'tags', action: 'index' }],
    ['GET /tags/ruby', { controller: 'tags', action: 'show', id: 'ruby' }],
    ['GET /posts?page=2', { controller: 'posts', action: 'index', page: '2' }],
  ])('%s', (request, options) => {
    assertRouting(router, request, options);
  });

  test('the archive takes every verb, for a four-digit year only', () => {
    assertRouting(
      router,
      { method: 'all', path: '/archive/2024' },
      { controller: 'archive', action: 'show', year: '2024' },
    );
    expect({ get: '/archive/24' }).not.toBeRoutable();
  });
});

describe('the matchers, as an rspec-rails routing spec reads', () => {
  test.each<[Record<string, string>, string, Record<string, unknown>]>([
    [{ get: '/posts/1' }, 'posts#show', { id: '1' }],
    [{ head: '/posts' }, 'posts#index', {}],
    [{ post: '/posts/1/comments' }, 'comments#create', { post_id: '1' }],
    [{ delete: '/admin/posts/3' }, 'admin/posts#destroy', { id: '3' }],
  ])('%o routes to %s', (request, target, params) => {
    expect(request).toRouteTo(target, params);
  });

  test('the redirect from the old blog URLs is routable and has no controller', () => {
    expect({ get: '/blog/7' }).toBeRoutable();
    assertRecognizes(router, { id: '7' }, 'GET /blog/7');
  });

  test.each<[Record<string, string>, string]>([
    [{ patch: '/comments/5' }, 'PATCH /comments/5: 405 Method Not Allowed; the path accepts GET, HEAD, DELETE'],
    [{ get: '/admin/posts/3' }, 'GET /admin/posts/3: 405 Method Not Allowed; the path accepts DELETE'],
    [{ post: '/profile' }, 'POST /profile: 405 Method Not Allowed; the path accepts GET, HEAD, PATCH, PUT'],
    [{ get: '/comments' }, 'GET /comments: 404 Not Found; no route matches this path with any verb'],
    [{ get: '/session' }, 'GET /session: 405 Method Not Allowed; the path accepts DELETE, POST'],
  ])('%o is not routable', (request, reason) => {
    expect(request).not.toBeRoutable();
    // The failure says what the request reached instead.
    expect(() => expect(request).toBeRoutable()).toThrow(` to be routable\n${reason}`);
  });
});
