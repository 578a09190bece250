/**
 * Routes with optional groups (`(/:locale)/posts(.:format)`, `archive(/:page)`,
 * `photos(/:year(/:month))`): the answers Rails gives, through `Router.recognize`, the
 * matcher's general path and the middleware. Names of an absent group are absent from the
 * params (no `undefined` key). Between two routes the earlier wins; between two ways one
 * route matches a path, Rails' regexp prefers an earlier group present (`x(/:a)(/:b)` on
 * `/x/1` is `a`). Expected values as ActionPack 6.1 answers them.
 */
import http from 'node:http';
import request from 'supertest';
import { Router } from '../../src';
import type { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { normalizeRequestPath } from '../../src/request/request-path';
import { countWalks } from '../support/counted-work';
import { EXPRESSES, echoErrors, echoRoute as echo } from '../http/support';

function draw(r: any, to: (name: string) => unknown): void {
  r.scope('(:locale)', (r: any) => {
    r.get('posts', { to: to('posts#index') });
    r.get('posts/:id', { to: to('posts#show') });
    r.post('posts', { to: to('posts#create') });
    r.get('about', { to: to('pages#about') });
  });
  r.get('archive(/:page)', { to: to('archive#index') });
  r.get('photos(/:year(/:month))', { to: to('photos#index') });
  r.get('x(/:a)(/:b)', { to: to('x#show') });
  r.get('c(/:n)', { to: to('c#number'), constraints: { n: /\d+/ } });
  r.get('c/:word', { to: to('c#word') });
  r.get('(:lang)/help', { to: to('help#show'), constraints: { lang: /en|fr/ } });
  r.get('feeds(/:kind)', { to: to('feeds#show'), format: false });
  r.match('any(/:id)', { to: to('any#show'), via: 'all' });
  r.get('head(/:id)', { to: to('head#show') });
  r.match('head(/:id)', { to: to('head#head'), via: 'head' });
}

const router = new Router().draw((r) => draw(r, (name) => name));
const matcher = (router as unknown as { compiled(): { matcher: CompiledMatcher } }).compiled().matcher;

/** [path, controller#action, path params] for GET. */
const HITS: Array<[string, string, Record<string, string>]> = [
  ['/posts', 'posts#index', {}],
  ['/en/posts', 'posts#index', { locale: 'en' }],
  ['/en/posts.json', 'posts#index', { locale: 'en', format: 'json' }],
  ['/posts.json', 'posts#index', { format: 'json' }],
  ['/posts/7', 'posts#show', { id: '7' }],
  ['/en/posts/7.xml', 'posts#show', { locale: 'en', id: '7', format: 'xml' }],
  // Two routes: `(/:locale)/posts` with locale `posts` comes first.
  ['/posts/posts', 'posts#index', { locale: 'posts' }],
  ['/about', 'pages#about', {}],
  ['/fr/about', 'pages#about', { locale: 'fr' }],
  ['/caf%C3%A9/about', 'pages#about', { locale: 'café' }],
  ['/archive', 'archive#index', {}],
  ['/archive/2', 'archive#index', { page: '2' }],
  ['/archive/2.json', 'archive#index', { page: '2', format: 'json' }],
  ['/archive.json', 'archive#index', { format: 'json' }],
  ['/photos', 'photos#index', {}],
  ['/photos/2020', 'photos#index', { year: '2020' }],
  ['/photos/2020/05', 'photos#index', { year: '2020', month: '05' }],
  ['/photos/2020/05.xml', 'photos#index', { year: '2020', month: '05', format: 'xml' }],
  // One route, two ways: the earlier group present.
  ['/x', 'x#show', {}],
  ['/x/1', 'x#show', { a: '1' }],
  ['/x/1/2', 'x#show', { a: '1', b: '2' }],
  ['/x/1.json', 'x#show', { a: '1', format: 'json' }],
  // A constraint that fails passes the path to the next route.
  ['/c', 'c#number', {}],
  ['/c/12', 'c#number', { n: '12' }],
  ['/c/twelve', 'c#word', { word: 'twelve' }],
  ['/help', 'help#show', {}],
  ['/fr/help', 'help#show', { lang: 'fr' }],
  ['/feeds/rss', 'feeds#show', { kind: 'rss' }],
  ['/any', 'any#show', {}],
  ['/any/3', 'any#show', { id: '3' }],
];

const MISSES = [
  '/de/help',
  '/x/1/2/3',
  '/photos/2020/05/01',
  '/en/fr/posts',
  '/feeds.json',
  '/feeds/rss.json',
  '/archive/2/3',
  '/en',
  '/en/',
];

const paramsOf = (target: string, values: Record<string, string>): Record<string, string> => {
  const [controller, action] = target.split('#') as [string, string];
  return { controller, action, ...values };
};

describe('Router.recognize', () => {
  test.each(HITS)('GET %s is %s', (path, target, values) => {
    expect(router.recognize('GET', path)?.params).toStrictEqual(paramsOf(target, values));
  });

  test.each(MISSES)('GET %s is a miss', (path) => {
    expect(router.recognize('GET', path)).toBeNull();
  });

  test('a malformed escape in a value is null (a 400 to the middleware)', () => {
    expect(router.recognize('GET', '/%zz/about')).toBeNull();
    expect(matcher.recognize('GET', '/%zz/about')).toEqual({ kind: 'bad-request' });
  });

  test('HEAD takes GET routes, and an explicit HEAD route', () => {
    expect(router.recognize('HEAD', '/en/posts')?.params).toStrictEqual(paramsOf('posts#index', { locale: 'en' }));
    expect(router.recognize('HEAD', '/head/1')?.params).toStrictEqual(paramsOf('head#head', { id: '1' }));
    expect(router.recognize('HEAD', '/head')?.params).toStrictEqual(paramsOf('head#head', {}));
    expect(router.recognize('POST', '/fr/posts')?.params).toStrictEqual(paramsOf('posts#create', { locale: 'fr' }));
    expect(router.recognize('DELETE', '/any/3')?.params).toStrictEqual(paramsOf('any#show', { id: '3' }));
  });
});

describe('the matcher', () => {
  test.each(HITS)('GET %s through the general path and the URL as sent', (path, target, values) => {
    const params = paramsOf(target, values);
    expect(matcher.recognize('GET', normalizeRequestPath(path) as string)).toStrictEqual(
      expect.objectContaining({ kind: 'found', params }),
    );
    expect(matcher.recognizeUrl('GET', `${path}?q=1`) ?? matcher.recognize('GET', path)).toStrictEqual(
      expect.objectContaining({ kind: 'found', params }),
    );
    expect(matcher.find(path)[0]?.route.info().controller).toBe(target.split('#')[0]);
  });

  test('405: Allow from the path routes', () => {
    expect(matcher.recognize('DELETE', '/en/about')).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'HEAD'] });
    expect(matcher.recognize('PUT', '/posts')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'POST'],
    });
    expect(matcher.recognize('PUT', '/de/posts')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'POST'],
    });
  });

  test('find lists each route once, in route order', () => {
    expect(matcher.find('/x/1').map((m) => m.route.info().controller)).toEqual(['x']);
    expect(matcher.find('/posts/posts').map((m) => `${m.route.info().controller}#${m.route.info().action}`)).toEqual([
      'posts#index',
      'posts#show',
      'posts#create',
    ]);
  });
});

describe('one walk', () => {
  const small = new Router().draw((r) => {
    r.scope('(:locale)', (r) => {
      r.resources('posts', { only: ['index', 'show'] });
      r.get('about', { to: 'pages#about' });
    });
    r.get('photos(/:year(/:month))', { to: 'photos#index' });
  });
  test.each(['/en/about', '/about', '/en/posts/3.json', '/photos/2020/05'])('GET %s: a hit in one walk', (path) => {
    let answer: ReturnType<Router['recognize']> = null;
    expect(countWalks(() => (answer = small.recognize('GET', path)))).toBe(1);
    expect(answer).not.toBeNull();
  });
  test.each(['/en/fr/about', '/de', '/photos/2020/05/01', '/about/x'])('GET %s: a miss in one walk', (path) => {
    expect(countWalks(() => expect(small.recognize('GET', path)).toBeNull())).toBe(1);
  });
});

describe.each(EXPRESSES)('middleware, %s', (_name, express: any) => {
  const app = express();
  app.use(new Router().draw((r) => draw(r, echo)).middleware());
  echoErrors(app);

  test.each(HITS)('GET %s', async (path, target, values) => {
    const res = await request(app).get(path);
    expect([res.status, res.body]).toStrictEqual([200, { route: target, params: values }]);
  });

  test.each(MISSES)('GET %s: 404', async (path) => {
    expect((await request(app).get(path)).status).toBe(404);
  });

  test('405 with Allow, HEAD, a malformed escape', async () => {
    const res = await request(app).delete('/en/about');
    expect([res.status, res.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect((await request(app).head('/en/posts')).status).toBe(200);
    expect((await request(app).get('/%zz/about')).status).toBe(400);
  });
});

test('bare node:http', async () => {
  const server = http.createServer(new Router().draw((r) => draw(r, echo)).middleware() as http.RequestListener);
  const res = await request(server).get('/en/posts/7.json?x=1');
  expect([res.status, JSON.parse(res.text)]).toStrictEqual([
    200,
    { route: 'posts#show', params: { locale: 'en', id: '7', format: 'json' } },
  ]);
});

describe('a name repeated by an optional group: the last value given wins, escaped or not (ActionPack 6.1)', () => {
  const router = new Router().draw((r) => {
    r.get('(/locale/:locale)/locale/:locale', { to: 'l#show' });
    r.get('r/:id(/x/:id)', { to: 'r#show' });
  });
  test.each<[string, Record<string, string>]>([
    ['/locale/a%20b', { locale: 'a b' }],
    ['/locale/en/locale/a%20b', { locale: 'a b' }],
    ['/locale/a%2Fb', { locale: 'a/b' }],
    ['/locale/a%20b.json', { locale: 'a b', format: 'json' }],
    ['/locale/fr/locale/de', { locale: 'de' }],
    ['/r/a%20b', { id: 'a b' }],
    ['/r/a', { id: 'a' }],
    ['/r/a/x/b%20c', { id: 'b c' }],
    ['/r/a%20b/x/c', { id: 'c' }],
  ])('%s', (url, params) => {
    const { controller: _c, action: _a, ...values } = router.recognize('GET', url)?.params ?? {};
    expect(values).toEqual(params);
  });
});
