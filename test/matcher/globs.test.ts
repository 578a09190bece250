/**
 * Globs in the trie (`files/*path`, `wiki/*page/edit`, `files/*path/:name`): the answers
 * Rails gives (ActionPack 6.1: a glob is lazy `.+?`, so the format takes the last dot of the
 * last segment whenever it can, and the segments after a glob are the path's last ones),
 * through `Router.recognize`, the matcher's general path, the URL as sent and the
 * middleware; and each answered in one walk.
 */
import request from 'supertest';
import { Router } from '../../src';
import type { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { countWalks } from '../support/counted-work';
import { EXPRESSES, echoErrors, echoRoute as echo } from '../http/support';

function draw(r: any, to: (name: string) => unknown): void {
  r.get('files/*path', { to: to('files#show') });
  r.get('wiki/*page/edit', { to: to('wiki#edit') });
  r.get('wiki/*page/history', { to: to('wiki#history') });
  r.get('wiki/:page', { to: to('wiki#show') });
  r.get('g/*p', { to: to('g#show'), format: false });
  r.get('docs/*path/:name', { to: to('docs#show'), constraints: { name: /[a-z]+/ } });
  r.get('docs/*path/v:n', { to: to('docs#version') });
  r.delete('files/*path', { to: to('files#destroy') });
  r.get('pdf/*path', { to: to('pdf#show'), format: /pdf/ });
  r.get('(:locale)/pages/*slug', { to: to('pages#show') });
  r.get('*anything', { to: to('catch#all') });
}

const router = new Router().draw((r) => draw(r, (name) => name));
const matcher = (router as unknown as { compiled(): { matcher: CompiledMatcher } }).compiled().matcher;

const HITS: Array<[string, string, Record<string, string>]> = [
  ['/files/a', 'files#show', { path: 'a' }],
  ['/files/a/b.c.json', 'files#show', { path: 'a/b.c', format: 'json' }],
  ['/files/.json', 'files#show', { path: '.json' }],
  ['/files/a.b/c', 'files#show', { path: 'a.b/c' }],
  ['/files/a/b.', 'files#show', { path: 'a/b.' }],
  ['/files/a%2Fb.json', 'files#show', { path: 'a/b', format: 'json' }],
  ['/files/a..json', 'files#show', { path: 'a.', format: 'json' }],
  ['/files/a/.json', 'files#show', { path: 'a/', format: 'json' }],
  ['/wiki/a/b/edit.json', 'wiki#edit', { page: 'a/b', format: 'json' }],
  ['/wiki/a.b/edit', 'wiki#edit', { page: 'a.b' }],
  ['/wiki/edit/history', 'wiki#history', { page: 'edit' }],
  ['/wiki/edit', 'wiki#show', { page: 'edit' }],
  ['/wiki/a/edit/x', 'catch#all', { anything: 'wiki/a/edit/x' }],
  ['/g/a.b/c.d', 'g#show', { p: 'a.b/c.d' }],
  ['/docs/a/b/readme', 'docs#show', { path: 'a/b', name: 'readme' }],
  ['/docs/a/readme.txt', 'docs#show', { path: 'a', name: 'readme', format: 'txt' }],
  ['/docs/a/v2', 'docs#version', { path: 'a', n: '2' }],
  ['/docs/a/V2', 'catch#all', { anything: 'docs/a/V2' }],
  ['/pdf/a/b.pdf', 'pdf#show', { path: 'a/b', format: 'pdf' }],
  ['/pdf/a/b.txt', 'pdf#show', { path: 'a/b.txt' }],
  ['/en/pages/a/b', 'pages#show', { locale: 'en', slug: 'a/b' }],
  ['/pages/a', 'pages#show', { slug: 'a' }],
  ['/x', 'catch#all', { anything: 'x' }],
  ['/x.json', 'catch#all', { anything: 'x', format: 'json' }],
  ['/.json', 'catch#all', { anything: '.json' }],
  ['/files', 'catch#all', { anything: 'files' }],
];

const paramsOf = (target: string, values: Record<string, string>): Record<string, string> => {
  const [controller, action] = target.split('#') as [string, string];
  return { controller, action, ...values };
};

describe('Router.recognize and the matcher', () => {
  test.each(HITS)('GET %s is %s', (path, target, values) => {
    const params = paramsOf(target, values);
    expect(router.recognize('GET', path)?.params).toStrictEqual(params);
    expect(matcher.recognize('GET', path)).toStrictEqual(expect.objectContaining({ kind: 'found', params }));
    expect(matcher.recognizeUrl('GET', `${path}?q=a/b.c`) ?? matcher.recognize('GET', path)).toStrictEqual(
      expect.objectContaining({ kind: 'found', params }),
    );
    expect(matcher.find(path)[0]?.route.info().controller).toBe(target.split('#')[0]);
  });

  // All but `docs/*path/v:n` (a program: two pieces in a segment) and `/.json` (a dot where
  // a route's format at the root could begin: the general path decides).
  test.each(HITS.filter(([path]) => path !== '/docs/a/v2' && path !== '/.json'))('GET %s: one walk', (path) => {
    expect(countWalks(() => router.recognize('GET', path))).toBe(1);
  });

  test('a miss among globs: one walk', () => {
    const globs = new Router().draw((r) => {
      r.get('files/*path', { to: 'files#show' });
      r.get('wiki/*page/edit', { to: 'wiki#edit' });
      r.get('docs/*path/:name', { to: 'docs#show', constraints: { name: /[a-z]+/ } });
    });
    for (const path of ['/wiki/a/b', '/wiki/edit', '/files', '/docs/a/B1', '/docs/readme', '/x/files/a'])
      expect([path, countWalks(() => expect(globs.recognize('GET', path)).toBeNull())]).toEqual([path, 1]);
  });

  test('verbs: DELETE, HEAD, 405 with Allow', () => {
    expect(router.recognize('DELETE', '/files/a/b')?.params).toStrictEqual(paramsOf('files#destroy', { path: 'a/b' }));
    expect(router.recognize('HEAD', '/wiki/a/edit')?.params).toStrictEqual(paramsOf('wiki#edit', { page: 'a' }));
    expect(matcher.recognize('POST', '/files/a/b')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD', 'DELETE'],
    });
    expect(matcher.recognize('GET', '/files/%zz')).toEqual({ kind: 'bad-request' });
  });

  test('a URL as sent that normalizing changes is answered as normalized', () => {
    for (const url of ['/files/a//b', '/files/a/b/', '/wiki//a/edit'])
      expect(matcher.recognizeUrl('GET', url)).toBeUndefined();
    expect(router.recognize('GET', '/files/a//b/')?.params).toStrictEqual(paramsOf('files#show', { path: 'a/b' }));
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

  test('405 with Allow; a malformed escape is a 400', async () => {
    const res = await request(app).post('/files/a/b');
    expect([res.status, res.headers.allow]).toEqual([405, 'GET, HEAD, DELETE']);
    expect((await request(app).get('/files/%zz')).status).toBe(400);
  });
});
