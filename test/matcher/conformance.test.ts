/**
 * One conformance table, run against every matcher: the judge (one regular expression
 * per route) and the compiled trie must give the same answer on every row, and the answer
 * the table expects.
 */
import { RouteSet } from '../../src/definition/route-set';
import { Mapper } from '../../src/dsl/mapper';
import type { Mapper as MapperType } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { Judge } from '../support/judge';
import { recognizeAmong, allowedVerbs } from '../../src/matcher/recognizer';
import { normalizeRequestPath } from '../../src/request/request-path';
import { defaultRequest } from '../../src/request/request-conditions';
import type { Matcher } from '../../src/matcher/types';

function routeSet(block: (r: MapperType) => void): RouteSet {
  const set = new RouteSet();
  block(new Mapper({ set, concerns: new Map(), routesPaths: [], pathNames: {} }));
  return set;
}

type Expected = Record<string, unknown> | null | { allowed: string[] } | 'bad';

function answer(matcher: Matcher, method: string, url: string): Expected {
  const path = normalizeRequestPath(url);
  if (path === null) return 'bad';
  const result = matcher.recognize(method, path, defaultRequest(method, url));
  // The one-step answer must be the general one (find, then pick the verb).
  expect(result).toEqual(recognizeAmong(matcher.find(path), method, defaultRequest(method, url)));
  if (result.kind === 'found') return result.params;
  if (result.kind === 'method-not-allowed') return { allowed: result.allowed };
  if (result.kind === 'bad-request') return 'bad';
  return null;
}

const table = routeSet((r) => {
  r.root('pages#home');
  r.get('photos/search');
  r.get('robots.txt', { to: 'pages#robots' });
  r.resources('photos');
  r.resources('users', { constraints: { id: /\d+/ } });
  r.resources('articles', { id: /[^/]+/ });
  r.get('exports/:id', { to: 'exports#show', format: true });
  r.get('feeds/:id', { to: 'feeds#show', format: 'json' });
  r.get('raw/:id', { to: 'raw#show', format: false });
  r.get('files/*path', { to: 'files#show' });
  r.get('archive/*path/edit', { to: 'archive#edit', format: false });
  r.scope('(/:locale)', { locale: /en|nl/ }, (r) => r.get('descriptions', { to: 'descriptions#index' }));
  r.get('posts(/:year(/:month))', { to: 'posts#archive' });
  r.get(':slug-:page', { to: 'pages#slugged', format: false });
  r.match('any/:id', { to: 'any#show', via: 'all' });
  r.match('both', { to: 'both#go', via: ['get', 'post'] });
  r.get('codes/:code', { to: 'codes#show', code: /[a-z]{3}/i });
  r.get('docs/:id', { to: 'docs#show', format: true, id: /[^/]+/ });
});

const rows: Array<[method: string, url: string, expected: Expected]> = [
  ['GET', '/', { controller: 'pages', action: 'home' }],
  ['GET', '/photos', { controller: 'photos', action: 'index' }],
  ['GET', '/photos/', { controller: 'photos', action: 'index' }],
  ['GET', '//photos//', { controller: 'photos', action: 'index' }],
  ['GET', '/photos?page=2', { controller: 'photos', action: 'index' }],
  ['GET', '/photos.json', { controller: 'photos', action: 'index', format: 'json' }],
  ['POST', '/photos', { controller: 'photos', action: 'create' }],
  ['GET', '/photos/new', { controller: 'photos', action: 'new' }],
  ['GET', '/photos/search', { controller: 'photos', action: 'search' }],
  ['GET', '/photos/1', { controller: 'photos', action: 'show', id: '1' }],
  ['GET', '/photos/1.json', { controller: 'photos', action: 'show', id: '1', format: 'json' }],
  ['GET', '/photos/1.tar.gz', null],
  ['GET', '/photos/a%2Fb', { controller: 'photos', action: 'show', id: 'a/b' }],
  ['GET', '/photos/a%2Eb', { controller: 'photos', action: 'show', id: 'a.b' }],
  ['GET', '/photos/a.b', { controller: 'photos', action: 'show', id: 'a', format: 'b' }],
  ['GET', '/photos/caf%c3%a9', { controller: 'photos', action: 'show', id: 'café' }],
  ['GET', '/photos/1/edit', { controller: 'photos', action: 'edit', id: '1' }],
  ['PATCH', '/photos/1', { controller: 'photos', action: 'update', id: '1' }],
  ['PUT', '/photos/1', { controller: 'photos', action: 'update', id: '1' }],
  ['DELETE', '/photos/1', { controller: 'photos', action: 'destroy', id: '1' }],
  ['HEAD', '/photos/1', { controller: 'photos', action: 'show', id: '1' }],
  ['POST', '/photos/new', { allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'] }],
  ['POST', '/photos/1', { allowed: ['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE'] }],
  ['DELETE', '/photos', { allowed: ['GET', 'HEAD', 'POST'] }],
  ['GET', '/photos/1/edit/more', null],
  ['GET', '/photos/%E0%A4%A', 'bad'],
  ['GET', '/photos/%zz', 'bad'],
  ['GET', '/robots.txt', { controller: 'pages', action: 'robots' }],
  ['GET', '/robots.txt.json', { controller: 'pages', action: 'robots', format: 'json' }],
  ['GET', '/users/12', { controller: 'users', action: 'show', id: '12' }],
  ['GET', '/users/12.xml', { controller: 'users', action: 'show', id: '12', format: 'xml' }],
  ['GET', '/users/abc', null],
  ['GET', '/articles/1.2.3', { controller: 'articles', action: 'show', id: '1.2.3' }],
  ['GET', '/exports/1.csv', { controller: 'exports', action: 'show', id: '1', format: 'csv' }],
  ['GET', '/exports/1', null],
  ['GET', '/feeds/1', { controller: 'feeds', action: 'show', id: '1', format: 'json' }],
  ['GET', '/feeds/1.json', { controller: 'feeds', action: 'show', id: '1', format: 'json' }],
  ['GET', '/feeds/1.xml', null],
  ['GET', '/raw/1', { controller: 'raw', action: 'show', id: '1' }],
  ['GET', '/raw/1.json', null],
  ['GET', '/files/a/b/c.pdf', { controller: 'files', action: 'show', path: 'a/b/c', format: 'pdf' }],
  ['GET', '/files/a%2Fb', { controller: 'files', action: 'show', path: 'a/b' }],
  ['GET', '/archive/x/y/edit', { controller: 'archive', action: 'edit', path: 'x/y' }],
  ['GET', '/descriptions', { controller: 'descriptions', action: 'index' }],
  ['GET', '/en/descriptions', { controller: 'descriptions', action: 'index', locale: 'en' }],
  ['GET', '/fr/descriptions', null],
  ['GET', '/posts', { controller: 'posts', action: 'archive' }],
  ['GET', '/posts/2024', { controller: 'posts', action: 'archive', year: '2024' }],
  ['GET', '/posts/2024/05', { controller: 'posts', action: 'archive', year: '2024', month: '05' }],
  ['GET', '/hello-2', { controller: 'pages', action: 'slugged', slug: 'hello', page: '2' }],
  ['PROPFIND', '/any/1', { controller: 'any', action: 'show', id: '1' }],
  ['POST', '/both', { controller: 'both', action: 'go' }],
  ['DELETE', '/both', { allowed: ['GET', 'HEAD', 'POST'] }],
  ['POST', '/nothing/here/at/all/x', null],
  ['GET', '/codes/AbC', { controller: 'codes', action: 'show', code: 'AbC' }],
  ['GET', '/codes/AbCd', null],
  ['GET', '/docs/1.json', { controller: 'docs', action: 'show', id: '1', format: 'json' }],
  ['GET', '/docs/a.b.c', { controller: 'docs', action: 'show', id: 'a.b', format: 'c' }],
  ['GET', '/docs/1', null],
];

describe.each<[string, Matcher]>([
  ['judge', new Judge(table.routes)],
  ['compiled matcher', new CompiledMatcher(table.routes)],
])('%s', (_name, matcher) => {
  test.each(rows)('%s %s', (method, url, expected) => {
    expect(answer(matcher, method, url)).toEqual(expected);
  });
});

/** Rails' generic route: `:controller` may span slashes (`admin/users`), lazily. */
const generic = routeSet((r) => {
  r.resources('photos', { only: 'show' });
  r.get(':controller(/:action(/:id))');
});

const genericRows: Array<[method: string, url: string, expected: Expected]> = [
  ['GET', '/admin', { controller: 'admin', action: 'index' }],
  ['GET', '/admin/users/3', { controller: 'admin', action: 'users', id: '3' }],
  ['GET', '/admin/users/3/edit', { controller: 'admin/users', action: '3', id: 'edit' }],
  ['GET', '/photos/1', { controller: 'photos', action: 'show', id: '1' }],
  ['GET', '/photos/1/edit.json', { controller: 'photos', action: '1', id: 'edit', format: 'json' }],
  ['POST', '/photos', { allowed: ['GET', 'HEAD'] }],
];

describe.each<[string, Matcher]>([
  ['judge', new Judge(generic.routes)],
  ['compiled matcher', new CompiledMatcher(generic.routes)],
])('%s with a generic route', (_name, matcher) => {
  test.each(genericRows)('%s %s', (method, url, expected) => {
    expect(answer(matcher, method, url)).toEqual(expected);
  });
});

describe('compiled matcher against the judge', () => {
  const reference = new Judge(table.routes);
  const compiled = new CompiledMatcher(table.routes);
  const segments = [
    'photos',
    'users',
    '1',
    '12',
    'a.b',
    'new',
    'edit',
    'x.json',
    'files',
    'en',
    'descriptions',
    'hello-2',
    'robots.txt',
    '',
  ];

  test('agree on every path built from the table words (all verbs)', () => {
    let checked = 0;
    for (const a of segments) {
      for (const b of segments) {
        for (const c of ['', ...segments.slice(0, 6)]) {
          const path = normalizeRequestPath(`/${a}/${b}/${c}`) as string;
          const want = reference.find(path).map((m) => [m.route.index, m.values]);
          expect([path, compiled.find(path).map((m) => [m.route.index, m.values])]).toEqual([path, want]);
          expect(allowedVerbs(compiled.find(path))).toEqual(allowedVerbs(reference.find(path)));
          for (const verb of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
            expect([verb, path, compiled.recognize(verb, path, undefined)]).toEqual([
              verb,
              path,
              reference.recognize(verb, path, undefined),
            ]);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

/**
 * Corners where the matchers disagreed, answers checked against Rails 6.1's
 * Journey (`router.recognize`): a root format, two `/.:format` routes, a dotted alternation
 * beside the format, a dotted format after a dotted name, several parameters in a segment,
 * greedy classes that take dots.
 */
const corners = routeSet((r) => {
  r.get('/(.:format)', { to: 'root#show' });
  r.get('/.:format', { to: 'dots#first' });
  r.get('/.:format', { to: 'dots#second' });
  r.get('v/:id', { to: 'v#show', id: /\d+|\d+\.\d+/ });
  r.get('x.y', { to: 'x#y', format: /[a-z.]+/ });
  r.get('archive/:year-:month-:day', { to: 'archive#day' });
  r.get('files/*path', { to: 'files#show' });
  r.get('w/:id', { to: 'w#show', id: /[\w.-]+/ });
  r.resources('users', { id: /[^/]+/, only: 'show' });
});

const cornerRows: Array<[method: string, url: string, expected: Expected]> = [
  ['GET', '/', { controller: 'root', action: 'show' }],
  ['GET', '/.json', { controller: 'root', action: 'show', format: 'json' }],
  ['POST', '/.json', { allowed: ['GET', 'HEAD'] }],
  ['GET', '/v/1.2', { controller: 'v', action: 'show', id: '1', format: '2' }],
  ['GET', '/v/1', { controller: 'v', action: 'show', id: '1' }],
  ['GET', '/v/1.2.3', { controller: 'v', action: 'show', id: '1.2', format: '3' }],
  ['GET', '/x.y..xml', { controller: 'x', action: 'y', format: '.xml' }],
  ['GET', '/x.y.xml', { controller: 'x', action: 'y', format: 'xml' }],
  ['GET', '/x.y', { controller: 'x', action: 'y' }],
  ['GET', '/archive/2024-01-02', { controller: 'archive', action: 'day', year: '2024', month: '01', day: '02' }],
  [
    'GET',
    '/archive/a-b-c-d.json',
    { controller: 'archive', action: 'day', year: 'a-b', month: 'c', day: 'd', format: 'json' },
  ],
  ['GET', '/files/a.b.c', { controller: 'files', action: 'show', path: 'a.b', format: 'c' }],
  ['GET', '/files/a/b.c/d.pdf', { controller: 'files', action: 'show', path: 'a/b.c/d', format: 'pdf' }],
  // A greedy class that takes dots: the whole segment when it can, else up to the last dot.
  ['GET', '/w/a.b.c~d', { controller: 'w', action: 'show', id: 'a.b', format: 'c~d' }],
  ['GET', '/w/a.b~c.json', null],
  ['GET', '/w/a.b.json', { controller: 'w', action: 'show', id: 'a.b.json' }],
  ['GET', '/users/1.2.3', { controller: 'users', action: 'show', id: '1.2.3' }],
  ['GET', '/users/1.json', { controller: 'users', action: 'show', id: '1.json' }],
];

describe.each<[string, Matcher]>([
  ['judge', new Judge(corners.routes)],
  ['compiled matcher', new CompiledMatcher(corners.routes)],
])('%s on the corners Rails resolves', (_name, matcher) => {
  test.each(cornerRows)('%s %s', (method, url, expected) => {
    expect(answer(matcher, method, url)).toEqual(expected);
  });

  test('two /.:format routes: the first declared answers', () => {
    const set = routeSet((r) => {
      r.get('/.:format', { to: 'dots#first' });
      r.get('/.:format', { to: 'dots#second' });
    });
    for (const each of [new Judge(set.routes), new CompiledMatcher(set.routes)]) {
      expect(answer(each, 'GET', '/.json')).toEqual({ controller: 'dots', action: 'first', format: 'json' });
    }
  });
});
