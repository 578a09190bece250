/**
 * Rails' cascade (`X-Cascade: pass`, checked against Rails 6.1): a path under a mount that the
 * engine routes nothing for, and a mounted app or handler that calls `next()` without an
 * error, go on to the router's later routes; a 404 only when none takes the path. Through
 * `recognize` and over HTTP (Express 5 and 4, bare node:http).
 */
import http from 'node:http';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';

/** Answers JSON without Express' `res.json` (bare node:http has none). */
const say = (text: string) => (req: any, res: any) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ text, params: req.params ?? null }));
};
const pass = (_req: unknown, _res: unknown, next: (err?: unknown) => void): void => next();

function engine(): Router {
  const blog = new Router({ name: 'blog' });
  blog.controllers.register('blog/posts', { show: say('engine show') });
  blog.draw((r) => r.get('posts/:id', { to: 'blog/posts#show' }));
  return blog;
}

/** Rails' own example, as run through Rails 6.1: `mount Blog => "/blog"` first, app routes after it. */
function application(): Router {
  const app = new Router();
  app.controllers.register('pages', { archive: say('app archive'), patch: say('app patch'), second: say('second h') });
  const files = (req: any, res: any, next: (err?: unknown) => void) =>
    req.url === '/known' ? res.json({ text: 'files app' }) : next();
  app.draw((r) => {
    r.mount(engine(), { at: 'blog' });
    r.get('blog/archive', { to: 'pages#archive' });
    r.patch('blog/posts/:id', { to: 'pages#patch' });
    r.post('blog/drafts', { to: 'pages#archive' });
    r.get('h', { to: pass });
    r.get('h', { to: 'pages#second' });
    r.mount(files, { at: 'files' });
    r.get('files/other', { to: 'pages#archive' });
    r.get('only_pass', { to: pass });
  });
  return app;
}

describe('recognize: an engine that routes nothing for the rest of the path passes it on', () => {
  const app = application();
  test.each([
    ['GET', '/blog/posts/1', { controller: 'blog/posts', action: 'show', id: '1' }, 'blog'],
    ['GET', '/blog/archive', { controller: 'pages', action: 'archive' }, undefined],
    ['PATCH', '/blog/posts/1', { controller: 'pages', action: 'patch', id: '1' }, undefined],
    ['POST', '/blog/drafts', { controller: 'pages', action: 'archive' }, undefined],
  ])('%s %s', (method, path, params, engineName) => {
    const found = app.recognize(method, path);
    expect(found?.params).toEqual(params);
    expect(found?.engine).toBe(engineName);
  });

  test.each([
    ['GET', '/blog/nope'],
    ['DELETE', '/blog/posts/1'],
    ['GET', '/blog/drafts'],
  ])('%s %s: no route takes it', (method, path) => {
    expect(app.recognize(method, path)).toBeNull();
  });

  test('allowedMethods names every route of the path, the engine’s and the later ones', () => {
    expect(app.allowedMethods('/blog/posts/1')).toEqual(['GET', 'HEAD', 'PATCH']);
    expect(app.allowedMethods('/blog/drafts')).toEqual(['POST']);
  });
});

describe.each(EXPRESSES)('%s: the cascade over HTTP', (_label, express) => {
  function server(options = {}): any {
    const e = express();
    e.use(application().middleware(options));
    e.use((req: any, res: any) => res.json({ after: true, url: req.url }));
    echoErrors(e);
    return e;
  }

  test.each([
    ['get', '/blog/posts/1', 200, 'engine show'],
    ['get', '/blog/archive', 200, 'app archive'],
    ['patch', '/blog/posts/1', 200, 'app patch'],
    ['get', '/h', 200, 'second h'],
    ['get', '/files/known', 200, 'files app'],
    ['get', '/files/other', 200, 'app archive'],
  ])('%s %s → %s (%s)', async (method, path, status, text) => {
    const res = await (request(server()) as any)[method](path);
    expect([res.status, res.body.text]).toEqual([status, text]);
  });

  test('a path no later route takes is a 404 naming the whole path', async () => {
    const res = await request(server()).get('/blog/nope');
    expect(res.body).toMatchObject({ status: 404, message: 'No route matches [GET] "/blog/nope"', routing: true });
  });

  test('a verb neither the engine nor a later route takes: 405 with every route’s verbs', async () => {
    const res = await request(server()).delete('/blog/posts/1');
    expect(res.body).toMatchObject({
      status: 405,
      message: 'No route matches [DELETE] "/blog/posts/1"',
      allow: 'GET, HEAD, PATCH',
    });
    const options = await request(server()).options('/blog/posts/1');
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD, PATCH']);
  });

  test('a path under the engine that only a later route has, with another verb: 405 with its verbs', async () => {
    const res = await request(server()).get('/blog/drafts');
    expect(res.body).toMatchObject({ status: 405, allow: 'POST' });
  });

  test('with fallthrough, an engine’s pass that no route takes goes on to the next middleware', async () => {
    const res = await request(server({ fallthrough: true })).get('/blog/nope');
    expect(res.body).toEqual({ after: true, url: '/blog/nope' });
  });

  test('a handler’s or mounted app’s next() that no later route takes goes on to the next middleware, as before', async () => {
    expect((await request(server()).get('/only_pass')).body).toEqual({ after: true, url: '/only_pass' });
    expect((await request(server()).get('/files/none')).body).toEqual({ after: true, url: '/files/none' });
  });

  test('a handler that answered and still calls next() passes nothing back: no later route answers again', async () => {
    let later = 0;
    const app = new Router().draw((r) => {
      r.get('twice', { to: (_q: unknown, res: any, next: () => void) => (res.send('first'), next()) });
      r.get('twice', { to: (_q: unknown, res: any) => (later++, res.send('second')) });
    });
    const e = express();
    e.use(app.middleware());
    e.use((_req: any, _res: any, next: () => void) => next());
    const res = await request(e).get('/twice');
    expect([res.status, res.text, later]).toEqual([200, 'first', 0]);
  });

  test('a handler’s next(err) is not a pass: the error reaches the handlers', async () => {
    const app = new Router().draw((r) => {
      r.get('e', { to: (_q: unknown, _s: unknown, next: (err?: unknown) => void) => next(new Error('boom')) });
      r.get('e', { to: say('never') });
    });
    const e = express();
    e.use(app.middleware());
    echoErrors(e);
    expect((await request(e).get('/e')).body).toMatchObject({ status: null, message: 'boom' });
  });
});

describe.each(EXPRESSES)('%s: a route inside an engine that gives the request back', (_label, express) => {
  const inner = new Router({ name: 'inner' });
  inner.controllers.register('inner', { skip: (_q: unknown, _s: unknown, next: () => void) => next() });
  inner.draw((r) => {
    r.get('handled', { to: pass });
    r.get('acted', { to: 'inner#skip' });
  });
  const outer = new Router({ name: 'outer' }).draw((r) => r.mount(inner, { at: 'in' }));
  const app = new Router().draw((r) => {
    r.mount(outer, { at: 'out' });
    r.get('out/in/acted', { to: say('app route after the engines') });
  });

  test.each([
    // No later route: on to the next Express middleware, as a handler's next() always went.
    ['/out/in/handled', { after: true, url: '/out/in/handled' }],
    // A later route of the application takes it.
    ['/out/in/acted', { text: 'app route after the engines', params: {} }],
  ])('GET %s', async (path, body) => {
    const e = express();
    e.use(app.middleware());
    e.use((req: any, res: any) => res.json({ after: true, url: req.url }));
    echoErrors(e);
    const res = await request(e).get(path);
    expect(res.body).toEqual(body);
  });
});

describe('engines in engines pass outwards, level by level', () => {
  const comments = new Router({ name: 'comments' });
  comments.controllers.register('comments', { index: say('comments') });
  comments.draw((r) => r.get('comments', { to: 'comments#index' }));
  const forum = new Router({ name: 'forum' });
  forum.controllers.register('forum', { about: say('forum about') });
  forum.draw((r) => {
    r.mount(comments, { at: 'threads/:thread_id' });
    r.get('threads/:thread_id/about', { to: 'forum#about' });
  });
  const app = new Router();
  app.controllers.register('pages', { extra: say('app extra') });
  app.draw((r) => {
    r.mount(forum, { at: ':locale/forum' });
    r.get(':locale/forum/threads/:thread_id/extra', { to: 'pages#extra' });
  });

  test.each([
    [
      '/en/forum/threads/3/comments',
      'comments',
      { locale: 'en', thread_id: '3', controller: 'comments', action: 'index' },
    ],
    [
      '/en/forum/threads/3/about',
      'forum about',
      { locale: 'en', thread_id: '3', controller: 'forum', action: 'about' },
    ],
    ['/en/forum/threads/3/extra', 'app extra', { locale: 'en', thread_id: '3', controller: 'pages', action: 'extra' }],
  ])('GET %s → %s', async (path, text, params) => {
    expect(app.recognize('GET', path)?.params).toEqual(params);
    const e = EXPRESSES[0]![1]();
    e.use(app.middleware());
    echoErrors(e);
    expect((await request(e).get(path)).body).toEqual({ text, params });
  });

  test('nothing at any level: the application’s 404 with the whole path', async () => {
    expect(app.recognize('GET', '/en/forum/threads/3/nope')).toBeNull();
    const e = EXPRESSES[1]![1]();
    e.use(app.middleware());
    echoErrors(e);
    expect((await request(e).get('/en/forum/threads/3/nope')).body).toMatchObject({
      status: 404,
      message: 'No route matches [GET] "/en/forum/threads/3/nope"',
    });
  });
});

test('bare node:http: the cascade, and its 404, without Express', async () => {
  const server = http.createServer(application().middleware());
  expect((await request(server).get('/blog/archive')).body.text).toBe('app archive');
  const miss = await request(server).get('/blog/nope');
  expect([miss.status, miss.text]).toEqual([404, 'No route matches [GET] "/blog/nope"\n']);
});
