/**
 * Property: the walk over a request URL as sent (`recognizeUrl`, `lookupUrl`, the way
 * `Router.recognize` and the middleware ask first) answers exactly as normalizing the URL
 * and recognizing the path does, or leaves the URL to that (undefined). URLs are drawn with
 * what normalizing changes: a query or fragment, escapes (valid, lower-case, malformed),
 * repeated and trailing slashes, a target not starting with `/`, dots and formats.
 */
import fc from 'fast-check';
import { Router } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { normalizeRequestPath } from '../../src/request/request-path';
import type { Mapper } from '../../src/dsl/mapper';
import { routeSet } from '../reliability/route-shapes';
import { drawRoutes, routeArb, type RandomRoute } from './random-tables';

jest.setTimeout(60000);

const routesArb = fc.array(routeArb(['a', 'new', 'caf%C3%A9', 'a.b', ':x', ':y']), { minLength: 1, maxLength: 8 });

const CLEAN = [
  'a',
  'new',
  '1',
  'a.json',
  '1.json',
  'new.xml',
  'b.c.d',
  'a?q=1',
  '1.json#f',
  'a.b',
  'a.b.json',
  'a.b?x',
];
const CHANGED = [
  '',
  '%41',
  '%c3%a9',
  'caf%C3%A9',
  '%zz',
  '%',
  'x%2Fy',
  '?',
  '?q=1',
  '#f',
  'a?x=/b',
  '.json',
  'new#f',
  '1#f.json',
  'a#f?q=/b',
];
const wordArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CLEAN) },
  { weight: 1, arbitrary: fc.constantFrom(...CHANGED) },
);
const urlArb = fc
  .tuple(
    fc.array(wordArb, { minLength: 0, maxLength: 4 }),
    fc.constantFrom('/', '/', '/', '', 'http://h.test/', '//'),
    // A trailing slash after a dotted last segment (`/a.json/`) is that segment, format and all;
    // so are slashes before a query or fragment the walk has not met (`/a.json//?q`).
    fc.constantFrom('', '', '', '/', '//', '/?q=1', '//?q=1', '/#f', '//#f?q=/b', '?q=/b//c'),
  )
  .map(([words, lead, tail]) => `${lead}${words.join('/')}${tail}`);

const VERBS = ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PROPFIND'];

function tableOf(routes: readonly RandomRoute[]): (r: Mapper) => void {
  return (r) => drawRoutes(r, routes);
}

describe('the walk over a URL as sent agrees with normalizing first', () => {
  test('recognizeUrl: the same answer, or undefined', () => {
    let settled = 0;
    let left = 0;
    fc.assert(
      fc.property(routesArb, fc.array(urlArb, { minLength: 20, maxLength: 20 }), (routes, urls) => {
        const matcher = new CompiledMatcher(routeSet(tableOf(routes)).routes);
        for (const url of urls) {
          for (const verb of VERBS) {
            const quick = matcher.recognizeUrl(verb, url);
            if (quick === undefined) {
              left++;
              continue;
            }
            settled++;
            const path = normalizeRequestPath(url);
            const want = path === null ? { kind: 'bad-request' } : matcher.recognize(verb, path, undefined);
            expect([verb, url, quick]).toEqual([verb, url, want]);
          }
        }
      }),
      { seed: 2626, numRuns: 200 },
    );
    expect(settled).toBeGreaterThan(800);
    expect(left).toBeGreaterThan(1500);
  });

  test('Router.recognize answers as for the normalized path, query and all', () => {
    fc.assert(
      fc.property(routesArb, fc.array(urlArb, { minLength: 10, maxLength: 10 }), (routes, urls) => {
        const router = new Router();
        router.draw(tableOf(routes));
        for (const url of urls) {
          for (const verb of VERBS) {
            const path = normalizeRequestPath(url);
            const got = router.recognize(verb, url);
            const want = path === null ? null : router.recognize(verb, path);
            expect([verb, url, got]).toEqual([verb, url, want]);
          }
        }
      }),
      { seed: 2727, numRuns: 150 },
    );
  });
});

describe('URLs the walk must leave to normalizing', () => {
  const router = new Router();
  router.draw((r) => {
    r.resources('posts');
  });
  const matcherOf = (of: Router): CompiledMatcher =>
    (of as unknown as { compiled(): { matcher: CompiledMatcher } }).compiled().matcher;
  const matcher = matcherOf(router);
  const escaped = new Router();
  escaped.draw((r) => {
    r.resources('posts');
    r.get('caf%C3%A9', { to: 'pages#cafe' });
  });

  test.each([
    ['/posts/', 'a trailing slash'],
    ['//posts', 'a repeated slash'],
    ['/posts//1', 'a repeated slash inside'],
    ['posts', 'no leading slash'],
    ['http://example.test/posts', 'the absolute form'],
  ])('%s: %s', (url) => {
    expect(matcher.recognizeUrl('GET', url)).toBeUndefined();
    expect(matcher.lookupUrl('GET', url)).toBeUndefined();
  });

  test('a miss is settled by the walk unless an escape could make it a 400', () => {
    expect(matcher.recognizeUrl('GET', '/nope')).toEqual({ kind: 'not-found' });
    expect(matcher.recognizeUrl('GET', '/nope?x=%zz')).toEqual({ kind: 'not-found' });
    // A malformed escape where no route is: normalizing makes it a 400, not a 404.
    expect(matcher.recognizeUrl('GET', '/%zz')).toBeUndefined();
    // Router.recognize answers both with null: the walk settles them.
    expect(matcher.lookupUrl('GET', '/nope')).toBeNull();
    expect(matcher.lookupUrl('GET', '/%zz')).toBeNull();
    expect(router.recognize('GET', '/%zz')).toBeNull();
  });

  test('a 405 across several tables is settled for Router.recognize, left to the general path for Allow', () => {
    // `/posts/new` reaches `new` (GET) and `:id` (GET, PATCH, PUT, DELETE).
    expect(matcher.lookupUrl('POST', '/posts/new')).toBeNull();
    expect(matcher.recognizeUrl('POST', '/posts/new')).toBeUndefined();
    expect(matcher.recognize('POST', '/posts/new')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'],
    });
  });

  test.each([
    ['/posts?page=2', { controller: 'posts', action: 'index' }],
    ['/posts/1.json?x=%zz', { controller: 'posts', action: 'show', id: '1', format: 'json' }],
    ['/posts/1#top', { controller: 'posts', action: 'show', id: '1' }],
    ['/posts/%31?page=%zz', { controller: 'posts', action: 'show', id: '1' }],
    ['/?q', null],
  ])('%s is settled by the walk', (url, params) => {
    const answer = matcher.lookupUrl('GET', url);
    if (params === null) expect(answer).toBeNull();
    else expect(answer?.params).toEqual(params);
  });

  test('a 405 on a path with a malformed escape is a 400, as after normalizing', () => {
    expect(matcher.recognizeUrl('POST', '/posts/1')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'],
    });
    expect(matcher.recognizeUrl('POST', '/posts/%zz')).toBeUndefined();
    expect(router.recognize('POST', '/posts/%zz')).toBeNull();
  });

  test('escaped values are decoded, lower-case hex too', () => {
    expect(matcher.lookupUrl('GET', '/posts/caf%c3%a9')?.params).toEqual({
      controller: 'posts',
      action: 'show',
      id: 'café',
    });
    expect(matcher.lookupUrl('GET', '/posts/%zz')).toBeNull();
  });

  test('a table with an escaped static name leaves every URL to normalizing (lower-case hex must match it)', () => {
    expect(matcherOf(escaped).lookupUrl('GET', '/posts')).toBeUndefined();
    expect(escaped.recognize('GET', '/caf%c3%a9')?.params).toEqual({ controller: 'pages', action: 'cafe' });
  });
});

describe('a trailing slash after a dotted last segment is that segment, format and all', () => {
  const table = (r: Mapper): void => {
    r.get('a', { to: 'a#show' });
    r.resources('posts', { only: ['index', 'show'] });
  };
  const router = new Router();
  router.draw(table);
  test.each([
    ['GET', '/a.json/', { controller: 'a', action: 'show', format: 'json' }],
    ['GET', '/a.json//', { controller: 'a', action: 'show', format: 'json' }],
    ['GET', '/posts.json/', { controller: 'posts', action: 'index', format: 'json' }],
    ['GET', '/posts.xml/?page=2', { controller: 'posts', action: 'index', format: 'xml' }],
    ['GET', '/posts/1.json/', { controller: 'posts', action: 'show', id: '1', format: 'json' }],
    // The walk finds the query or fragment where it meets them: slashes before them still
    // make the segment before the path's last, though no way of the walk got past it.
    ['GET', '/a.json//?q=1', { controller: 'a', action: 'show', format: 'json' }],
    ['GET', '/a.json/#f', { controller: 'a', action: 'show', format: 'json' }],
    ['GET', '/a.json///#f?q=/b', { controller: 'a', action: 'show', format: 'json' }],
    ['GET', '/posts/1.json//?x=/y', { controller: 'posts', action: 'show', id: '1', format: 'json' }],
    ['GET', '/posts?next=/posts/1', { controller: 'posts', action: 'index' }],
    ['GET', '/posts#a/b.c', { controller: 'posts', action: 'index' }],
    ['GET', '/posts/1?x=/a.b/c', { controller: 'posts', action: 'show', id: '1' }],
    ['GET', '/posts/1.json#f/g', { controller: 'posts', action: 'show', id: '1', format: 'json' }],
  ])('%s %s', (verb, url, params) => {
    expect(router.recognize(verb, url)?.params).toEqual(params);
  });

  test('a wrong verb there is a 405, not a 404', () => {
    const matcher = new CompiledMatcher(routeSet(table).routes);
    const path = normalizeRequestPath('/posts.json/') as string;
    expect(matcher.recognizeUrl('POST', '/posts.json/') ?? matcher.recognize('POST', path)).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD'],
    });
  });
});

describe('a static name with a dot in it is also the name before a format', () => {
  const router = new Router();
  router.draw((r) => {
    r.get('robots', { to: 'pages#robots' });
    r.get('robots.txt', { to: 'pages#robots_txt' });
    r.get('sitemap.xml', { to: 'pages#sitemap' });
    r.get('sitemap', { to: 'pages#sitemap_any' });
  });
  test.each([
    // An earlier route takes the name before the dot, the rest as its format (Rails' order).
    ['/robots.txt', { controller: 'pages', action: 'robots', format: 'txt' }],
    ['/robots.txt?x=1', { controller: 'pages', action: 'robots', format: 'txt' }],
    ['/sitemap.xml', { controller: 'pages', action: 'sitemap' }],
    ['/sitemap.xml.gz', { controller: 'pages', action: 'sitemap', format: 'gz' }],
    ['/sitemap.json', { controller: 'pages', action: 'sitemap_any', format: 'json' }],
  ])('%s', (url, params) => {
    expect(router.recognize('GET', url)?.params).toEqual(params);
    expect(router.recognize('GET', url)?.params).toEqual(
      router.recognize('GET', normalizeRequestPath(url) as string)?.params,
    );
  });
});
