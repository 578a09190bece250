/**
 * A `#` in a URL as sent ends its path, wherever it falls (in a static name, a value, a glob,
 * the format, before or after a `?`): the answer is the one for the path before it, through
 * the walk over the URL and through normalizing alike.
 */
import { Router } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';

describe('a `#` in a URL as sent ends its path', () => {
  const router = new Router();
  router.draw((r) => {
    r.resources('posts');
    r.get('files/*path', { to: 'files#show' });
    r.get(':slug', { to: 'pages#show' });
  });
  const matcher = (router as unknown as { compiled(): { matcher: CompiledMatcher } }).compiled().matcher;

  test.each([
    ['/posts#x', { controller: 'posts', action: 'index' }],
    ['/posts#x/1', { controller: 'posts', action: 'index' }],
    ['/posts/1#x', { controller: 'posts', action: 'show', id: '1' }],
    ['/posts/1#x/edit', { controller: 'posts', action: 'show', id: '1' }],
    ['/posts/1#a?b=c', { controller: 'posts', action: 'show', id: '1' }],
    ['/posts/1?b=#c', { controller: 'posts', action: 'show', id: '1' }],
    ['/posts/1.json#x', { controller: 'posts', action: 'show', id: '1', format: 'json' }],
    ['/posts/1.js#on', { controller: 'posts', action: 'show', id: '1', format: 'js' }],
    ['/posts/1#.json', { controller: 'posts', action: 'show', id: '1' }],
    ['/posts/new#x', { controller: 'posts', action: 'new' }],
    ['/files/a/b#c', { controller: 'files', action: 'show', path: 'a/b' }],
    ['/files/a/b#c/d.json', { controller: 'files', action: 'show', path: 'a/b' }],
    ['/about#team', { controller: 'pages', action: 'show', slug: 'about' }],
    ['/files#a/b', { controller: 'pages', action: 'show', slug: 'files' }],
  ])('GET %s', (url, params) => {
    expect(router.recognize('GET', url)?.params).toEqual(params);
  });

  test.each(['/#x', '/posts/1/edit/x#y', '/a/b#c'])('GET %s is no route', (url) => {
    expect(router.recognize('GET', url)).toBeNull();
  });

  test('a 405 on the path before the `#`', () => {
    expect(matcher.recognizeUrl('POST', '/posts/1#x') ?? matcher.recognize('POST', '/posts/1')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'],
    });
    expect(router.recognize('POST', '/posts/1#x')).toBeNull();
  });
});
