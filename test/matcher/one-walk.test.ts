/**
 * A request with constrained routes is answered by one walk over its path: the trie checks
 * each route's constraints at the terminal and, when they fail, carries on to the next
 * route in route order. Counted in walks (`runStats.walks`: the quick walk and the full
 * trie walk each count one), never timed.
 */
import { Router } from '../../src';
import { countWalks } from '../support/counted-work';
import type { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { normalizeRequestPath } from '../../src/request/request-path';

const router = new Router();
router.draw((r) => {
  r.get('photos/:id', { to: 'photos#show', constraints: { id: /\d+/ } });
  r.get('photos/:slug', { to: 'photos#by_slug', constraints: { slug: /[a-z-]+/ } });
  r.get('photos/:code(.:format)', { to: 'photos#by_code', constraints: { code: /[A-Z]+/, format: /json|xml/ } });
  r.delete('photos/:id', { to: 'photos#destroy', constraints: { id: /\d+/ } });
  r.resources('albums');
});
const matcher = (router as unknown as { compiled(): { matcher: CompiledMatcher } }).compiled().matcher;

describe('a constrained hit is one walk', () => {
  test.each([
    ['/photos/12', { controller: 'photos', action: 'show', id: '12' }],
    ['/photos/summer-trip', { controller: 'photos', action: 'by_slug', slug: 'summer-trip' }],
    ['/photos/ABC.json', { controller: 'photos', action: 'by_code', code: 'ABC', format: 'json' }],
    ['/photos/ABC', { controller: 'photos', action: 'by_code', code: 'ABC' }],
  ])('Router.recognize GET %s', (url, params) => {
    let answer: ReturnType<Router['recognize']> = null;
    expect(countWalks(() => (answer = router.recognize('GET', url)))).toBe(1);
    expect(answer).not.toBeNull();
    expect(answer!.params).toEqual(params);
  });

  test('the middleware and the normalized path walk once too', () => {
    expect(countWalks(() => matcher.recognizeUrl('GET', '/photos/summer-trip?x=1'))).toBe(1);
    expect(matcher.recognizeUrl('GET', '/photos/summer-trip?x=1')).toMatchObject({
      kind: 'found',
      params: { action: 'by_slug' },
    });
    expect(countWalks(() => matcher.recognize('GET', '/photos/12'))).toBe(1);
    expect(countWalks(() => matcher.recognize('DELETE', '/photos/12'))).toBe(1);
    expect(matcher.recognize('DELETE', '/photos/12')).toMatchObject({ kind: 'found', params: { action: 'destroy' } });
  });

  test('values no constraint takes are a miss, in one walk', () => {
    expect(countWalks(() => expect(router.recognize('GET', '/photos/Mixed_1')).toBeNull())).toBe(1);
    expect(countWalks(() => expect(router.recognize('GET', '/photos/ABC.html')).toBeNull())).toBe(1);
    expect(
      countWalks(() => expect(matcher.recognizeUrl('GET', '/photos/Mixed_1')).toEqual({ kind: 'not-found' })),
    ).toBe(1);
  });

  test('a 405 among constrained routes: null for Router.recognize in one walk; Allow from the routes whose checks held', () => {
    expect(countWalks(() => expect(router.recognize('POST', '/photos/12')).toBeNull())).toBe(1);
    expect(matcher.recognize('POST', '/photos/12')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'DELETE'],
    });
    expect(matcher.recognize('POST', '/photos/summer-trip')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD'],
    });
  });

  test.each([
    '/albums?page=2',
    '/albums/1?x=a.b',
    '/albums/1.json?x=1',
    '/albums/1.5?x',
    '/albums/new#top',
    '/?q',
    '/photos/12?x=%zz',
    '/albums?next=/albums/1/edit',
    '/albums#a/b',
  ])('%s: the walk ends the path at the query or fragment, in one walk', (url) => {
    const path = normalizeRequestPath(url) as string;
    let answer: ReturnType<Router['recognize']> = null;
    expect(countWalks(() => (answer = router.recognize('GET', url)))).toBe(1);
    expect(answer).toEqual(router.recognize('GET', path));
  });

  test('a query with a slash after a static name: the earlier route still wins', () => {
    const table = new Router().draw((r) => {
      r.get('a/b', { to: 'static#show' });
      r.get(':x/:y', { to: 'params#show' });
    });
    expect(table.recognize('GET', '/a/b?n=/z')?.params).toEqual({ controller: 'static', action: 'show' });
    expect(table.recognize('GET', '/a/c?n=/z')?.params).toEqual({
      controller: 'params',
      action: 'show',
      x: 'a',
      y: 'c',
    });
  });

  test('an unconstrained hit is one walk', () => {
    expect(countWalks(() => router.recognize('GET', '/albums/1.json'))).toBe(1);
    expect(countWalks(() => router.recognize('GET', '/albums/new'))).toBe(1);
  });
});
