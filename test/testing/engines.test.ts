/**
 * `railroute/testing` with engines (API.md "Engines", "Testing routes"): recognition goes
 * through the application's router all the way into a mounted engine; generation of an
 * engine's routes is asked of the engine's own router, as a Rails engine's tests set
 * `@routes = Blog::Engine.routes`.
 */
import fs from 'node:fs';
import path from 'node:path';
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
  assertRecognizes(
    app,
    { locale: 'en', controller: 'blog/posts', action: 'destroy', id: '2' },
    'DELETE /en/journal/posts/2',
  );
});

test('a wrong expectation inside an engine fails with the recognized options', () => {
  expect(() => assertRecognizes(app, { controller: 'blog/posts', action: 'index' }, 'GET /blog/posts/1')).toThrow(
    /The recognized options <.*action: 'show'.*> did not match/,
  );
});

test('a verb the engine does not take: the failure names the verbs its path accepts', () => {
  expect(() =>
    assertRecognizes(app, { controller: 'blog/posts', action: 'update', id: '1' }, 'PATCH /blog/posts/1'),
  ).toThrow(/GET, HEAD, DELETE/);
});

test('generation of an engine’s routes: the engine’s router, as Rails’ engine tests do', () => {
  assertGenerates(blog, '/posts/1', { controller: 'blog/posts', action: 'show', id: '1' });
  assertRouting(blog, 'GET /posts/1', { controller: 'blog/posts', action: 'show', id: '1' });
});

test('matchers through a mount', () => {
  expect({ get: '/blog/posts/1' }).toRouteTo('blog/posts#show', { id: '1' });
  expect({ patch: '/blog/posts/1' }).not.toBeRoutable();
});

test('a failure names the engine route reached, by `<mount>.<name>` and the engine’s own pattern and declaration', () => {
  const declared = `test/engines/blog-engine/index.ts:${lineOf('test/engines/blog-engine/index.ts', "r.resources('posts'")}`;
  expect(() =>
    assertRecognizes(app, { locale: 'en', controller: 'blog/posts', action: 'index' }, 'GET /en/journal/posts/1'),
  ).toThrow(
    `\nGET /en/journal/posts/1 reached journal.post: GET /posts/:id(.:format) → blog/posts#show, declared at ${declared}`,
  );
});

/** The 1-based line of a file (relative to the checkout) that holds `text`. */
function lineOf(file: string, text: string): number {
  return (
    fs
      .readFileSync(path.resolve(__dirname, '../..', file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}
