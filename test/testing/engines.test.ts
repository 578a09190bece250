/**
 * `railroute/testing` with engines (API.md "Engines", "Testing routes"): recognition goes
 * through the application's router all the way into a mounted engine; generation of an
 * engine's routes is asked of the engine's own router, as a Rails engine's tests set
 * `@routes = Blog::Engine.routes`.
 */
import { assertGenerates, assertRecognizes, assertRouting, routingMatchers } from '../../src/testing';
import { Router } from '../../src';
import { blog } from '../engines/blog-engine';

const app = new Router().draw((r) => {
  r.root({ to: () => undefined });
  r.mount(blog, { at: 'blog' });
  r.mount(blog, { at: ':locale/journal', as: 'journal' });
});

expect.extend(routingMatchers(app));

test('assertRecognizes through a mount: the mount path’s parameters beside the engine’s', () => {
  assertRecognizes(app, { controller: 'blog/posts', action: 'show', id: '1' }, 'GET /blog/posts/1');
  assertRecognizes(app, { locale: 'en', controller: 'blog/posts', action: 'destroy', id: '2' }, 'DELETE /en/journal/posts/2');
});

test('a wrong expectation inside an engine fails with the recognized options', () => {
  expect(() => assertRecognizes(app, { controller: 'blog/posts', action: 'index' }, 'GET /blog/posts/1')).toThrow(/The recognized options <.*action: 'show'.*> did not match/);
});

test('a verb the engine does not take: the failure names the verbs its path accepts', () => {
  expect(() => assertRecognizes(app, { controller: 'blog/posts', action: 'update', id: '1' }, 'PATCH /blog/posts/1')).toThrow(/GET, HEAD, DELETE/);
});

test('generation of an engine’s routes: the engine’s router, as Rails’ engine tests do', () => {
  assertGenerates(blog, '/posts/1', { controller: 'blog/posts', action: 'show', id: '1' });
  assertRouting(blog, 'GET /posts/1', { controller: 'blog/posts', action: 'show', id: '1' });
});

test('matchers through a mount', () => {
  expect({ get: '/blog/posts/1' }).toRouteTo('blog/posts#show', { id: '1' });
  expect({ patch: '/blog/posts/1' }).not.toBeRoutable();
});
