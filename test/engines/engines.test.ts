/**
 * API.md "Engines — a Router mounted in a Router": an engine package (test/engines/blog-engine:
 * its own package.json, routes and controllers) mounted twice in an application, at `/blog`
 * and at `/:locale/journal`. Through the pure API (recognize, allowedMethods, helpers and route
 * proxies, the listings) and through Express 5 and 4 (dispatch, req.params, req.baseUrl,
 * this.helpers prefixed by the mount, main_app, 404/405/Allow/OPTIONS inside a mount, the
 * method override reaching an engine's routes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { main } from '../../src/cli/main';
import { Router, UrlGenerationError } from '../../src';
import { EXPRESSES } from '../http/support';
import { blog } from './blog-engine';

function application(): Router {
  const app = new Router({ defaultUrlOptions: { host: 'example.com' } });
  app.controllers.register('pages', { home: (_req: unknown, res: any) => res.send('home') });
  app.draw((r) => {
    r.root('pages#home');
    r.mount(blog, { at: 'blog' });
    r.mount(blog, { at: ':locale/journal', as: 'journal' });
    r.get('blog_archive', { to: 'pages#home' });
  });
  return app;
}

describe('recognition through engines', () => {
  const app = application();

  test.each([
    ['GET', '/blog', { controller: 'blog/posts', action: 'index' }, 'blog'],
    ['GET', '/blog/posts/1', { controller: 'blog/posts', action: 'show', id: '1' }, 'blog'],
    ['GET', '/blog/posts/1.json', { controller: 'blog/posts', action: 'show', id: '1', format: 'json' }, 'blog'],
    ['DELETE', '/blog/posts/2', { controller: 'blog/posts', action: 'destroy', id: '2' }, 'blog'],
    ['GET', '/en/journal/posts/2', { locale: 'en', controller: 'blog/posts', action: 'show', id: '2' }, 'journal'],
    ['POST', '/fr/journal/posts', { locale: 'fr', controller: 'blog/posts', action: 'create' }, 'journal'],
    ['HEAD', '/blog/feed', { controller: 'blog/feed', action: 'show' }, 'blog'],
  ])('%s %s', (method, path, params, engine) => {
    const found = app.recognize(method, path);
    expect(found?.params).toEqual(params);
    expect(found?.engine).toBe(engine);
  });

  test('the engine route is named as in the engine, its path as the engine declares it', () => {
    expect(app.recognize('GET', '/blog/posts/1')?.route).toMatchObject({
      name: 'post',
      path: '/posts/:id(.:format)',
      controller: 'blog/posts',
      action: 'show',
    });
  });

  test.each([
    ['GET', '/blog/nothing'],
    ['PATCH', '/blog/posts/1'],
    ['GET', '/en/journal/nothing'],
  ])('%s %s: no route', (method, path) => {
    expect(app.recognize(method, path)).toBeNull();
  });

  test('application routes beside the mounts are the application’s', () => {
    expect(app.recognize('GET', '/blog_archive')).toMatchObject({ params: { controller: 'pages', action: 'home' } });
    expect(app.recognize('GET', '/blog_archive')?.engine).toBeUndefined();
  });

  test('allowedMethods answers for the engine’s routes below a mount', () => {
    expect(app.allowedMethods('/blog/posts/1')).toEqual(['GET', 'HEAD', 'DELETE']);
    expect(app.allowedMethods('/en/journal/posts')).toEqual(['GET', 'HEAD', 'POST']);
    expect(app.allowedMethods('/blog/nothing')).toEqual([]);
  });
});

describe('route proxies and the engine’s own helpers', () => {
  const app = application();
  const helpers = app.helpers;

  test.each<[string, () => string, string]>([
    ['blog.posts_path()', () => helpers.blog.posts_path(), '/blog/posts'],
    ['blog.post_path(1)', () => helpers.blog.post_path(1), '/blog/posts/1'],
    ['blog.postPath(1, { format: "json" })', () => helpers.blog.postPath(1, { format: 'json' }), '/blog/posts/1.json'],
    ['blog.root_path()', () => helpers.blog.root_path(), '/blog/'],
    ['blog.post_url(3)', () => helpers.blog.post_url(3), 'http://example.com/blog/posts/3'],
    [
      'journal.post_path(1, { locale: "en" })',
      () => helpers.journal.post_path(1, { locale: 'en' }),
      '/en/journal/posts/1',
    ],
    [
      'journal.posts_path({ locale: "fr", page: 2 })',
      () => helpers.journal.posts_path({ locale: 'fr', page: 2 }),
      '/fr/journal/posts?page=2',
    ],
    [
      'journal.post_path({ id: 2, locale: "de" })',
      () => helpers.journal.post_path({ id: 2, locale: 'de' }),
      '/de/journal/posts/2',
    ],
    [
      'blog.url_for({ controller: "blog/posts", action: "show", id: 5 })',
      () => helpers.blog.url_for({ controller: 'blog/posts', action: 'show', id: 5 }),
      '/blog/posts/5',
    ],
    [
      'blog.polymorphic_path(record)',
      () => helpers.blog.polymorphic_path(Object.assign(new (class Post {})(), { id: 7 })),
      '/blog/posts/7',
    ],
    ['blog_path() (the mount’s own route)', () => helpers.blog_path(), '/blog'],
    ['main_app.root_path()', () => helpers.main_app.root_path(), '/'],
    ['blog.main_app.root_path()', () => helpers.blog.main_app.root_path(), '/'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('a dynamic mount path with no value anywhere: UrlGenerationError naming the mount', () => {
    expect(() => helpers.journal.posts_path()).toThrow(UrlGenerationError);
    expect(() => helpers.journal.posts_path()).toThrow('missing required keys: [locale]');
  });

  test('outside any mount an engine’s helpers give unprefixed paths', () => {
    expect(blog.helpers.posts_path()).toBe('/posts');
    expect(blog.helpers.post_path(1)).toBe('/posts/1');
  });

  test('a request’s own values fill the mount path: helpersFor with a locale in recall', () => {
    expect(app.helpersFor({ locale: 'it' }).journal.post_path(4)).toBe('/it/journal/posts/4');
  });

  test('the proxy is a plain object: its helpers can be destructured', () => {
    const { post_path: postPath } = helpers.blog;
    expect(postPath(9)).toBe('/blog/posts/9');
  });
});

describe('listings', () => {
  const app = application();

  test('inspect: the application, then one "Routes for blog:" block', () => {
    const text = app.inspect();
    expect(text).toContain('        blog      /blog                   Engine (blog)');
    expect(text).toContain('     journal      /:locale/journal        Engine (blog)');
    expect(text.split('\nRoutes for ')).toHaveLength(2);
    const block = text.slice(text.indexOf('Routes for blog:'));
    expect(block).toContain('post GET    /posts/:id(.:format) blog/posts#show');
  });

  test('verify() looks into engines, naming the engine', () => {
    const broken = new Router({ name: 'broken' }).draw((r) => r.get('x', { to: 'nowhere#index' }));
    const app2 = new Router().draw((r) => r.mount(broken, { at: 'b' }));
    expect(app2.verify()).toEqual(["broken: GET /x(.:format) → nowhere#index: controller 'nowhere' is not registered"]);
    expect(app2.inspect({ unused: true })).toContain('Routes for broken:\nFound 1 unused route:');
  });

  test('helperTypes: RouteHelpers["blog"] is the engine’s helper interface', () => {
    const types = app.helperTypes();
    expect(types).toContain('  blog: BlogEngineHelpers;');
    expect(types).toContain('  journal: BlogEngineHelpers;');
    expect(types).toMatch(/export interface BlogEngineHelpers \{[^}]*post_path</);
  });

  test('reload() of the application reloads its mounted engines', () => {
    let drawn = 0;
    const engine = new Router({ name: 'counter' }).draw((r) => {
      drawn++;
      r.get('count', { to: () => undefined });
    });
    const app2 = new Router().draw((r) => r.mount(engine, { at: 'c' }));
    expect(drawn).toBe(1);
    app2.reload();
    expect(drawn).toBe(2);
  });

  test('an engine mounted twice without `as` takes its name twice: the name error, as Rails raises it', () => {
    expect(() => new Router().draw((r) => (r.mount(blog, { at: 'a' }), r.mount(blog, { at: 'b' })))).toThrow(
      "Invalid route name, already in use: 'blog'",
    );
  });

  test('an invalid engine name is refused', () => {
    expect(() => new Router({ name: 'not a name' })).toThrow("Invalid engine name: 'not a name'");
  });
});

describe('engines in engines', () => {
  const comments = new Router({ name: 'comments' });
  comments.controllers.register('comments', {
    index: (req: any, res: any) =>
      res.json({
        params: req.params,
        base: req.baseUrl,
        link: res.locals.helpers.comments_path(),
        home: res.locals.helpers.main_app.root_path(),
      }),
  });
  comments.draw((r) => r.resources('comments', { only: ['index'] }));
  const forum = new Router({ name: 'forum' }).draw((r) => r.mount(comments, { at: 'threads/:thread_id' }));
  const app = new Router().draw((r) => {
    r.root({ to: (_req: unknown, res: any) => res.send('home') });
    r.mount(forum, { at: ':locale/forum' });
  });

  test('recognized with every mount’s parameters', () => {
    expect(app.recognize('GET', '/en/forum/threads/3/comments')).toMatchObject({
      params: { locale: 'en', thread_id: '3', controller: 'comments', action: 'index' },
      engine: 'comments',
    });
  });

  test('proxies compose', () => {
    expect(app.helpers.forum.comments.comments_path({ locale: 'en', thread_id: 3 })).toBe(
      '/en/forum/threads/3/comments',
    );
  });

  test.each(EXPRESSES)(
    '%s: dispatched with every parameter, helpers prefixed, main_app the outermost',
    async (_label, express) => {
      const server = express();
      server.use(app.middleware());
      const res = await request(server).get('/en/forum/threads/3/comments');
      expect(res.body).toEqual({
        params: { locale: 'en', thread_id: '3', controller: 'comments', action: 'index' },
        base: '/en/forum/threads/3',
        link: '/en/forum/threads/3/comments',
        home: '/',
      });
    },
  );
});

describe.each(EXPRESSES)('%s: requests under the mounts', (_label, express) => {
  function server(): any {
    const e = express();
    e.use(application().middleware());
    e.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.message, allow: res.getHeader('Allow') ?? null }),
    );
    return e;
  }

  test('GET /blog: the engine’s root, its helpers prefixed with /blog, main_app the application’s', async () => {
    const res = await request(server()).get('/blog');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      where: '/blog',
      params: { controller: 'blog/posts', action: 'index' },
      posts: [
        { title: 'Hello', href: '/blog/posts/1' },
        { title: 'Engines', href: '/blog/posts/2' },
      ],
      home: '/',
    });
    expect(res.body.feed).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/feed$/);
  });

  test('GET /de/journal/posts/2: the mount path’s locale in req.params beside the engine’s', async () => {
    const res = await request(server()).get('/de/journal/posts/2');
    expect(res.body).toEqual({
      title: 'Engines',
      params: { locale: 'de', controller: 'blog/posts', action: 'show', id: '2' },
      self: '/de/journal/posts/2',
      index: '/de/journal/posts',
      appRoot: '/',
    });
  });

  test('404 inside a mount names the whole path', async () => {
    const res = await request(server()).get('/blog/nothing');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No route matches [GET] "/blog/nothing"');
  });

  test('405 inside a mount with the engine’s Allow; OPTIONS answers it', async () => {
    const res = await request(server()).patch('/blog/posts/1');
    expect(res.status).toBe(405);
    expect(res.body.allow).toBe('GET, HEAD, DELETE');
    const options = await request(server()).options('/en/journal/posts/1');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, DELETE');
  });

  test('POST _method=delete reaches the engine’s destroy: the override looks into the engine', async () => {
    const res = await request(server()).post('/en/journal/posts/1').type('form').send('_method=delete');
    expect(res.body).toEqual({ destroyed: '1' });
  });

  test('a form POST to the engine’s create is left to the app’s body parser, and reaches the action', async () => {
    const e = express();
    e.use(express.urlencoded({ extended: true }));
    e.use(application().middleware());
    const res = await request(e).post('/blog/posts').type('form').send('post[title]=New');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: { title: 'New' }, method: 'POST' });
  });
});

describe('the routes page, the error page and --json list engines’ routes at their full paths', () => {
  test('routes page: engine rows once per mount, with the proxy helper', async () => {
    const express = EXPRESSES[0]![1];
    const e = express();
    e.get('/routes', application().routesPage());
    const page = (await request(e).get('/routes')).text;
    expect(page).toContain('<td class="path">/blog/posts/:id(.:format)</td>');
    expect(page).toContain('<td class="path">/:locale/journal/posts/:id(.:format)</td>');
    expect(page).toContain('data-name="journal.post">journal.post_path</td>');
  });

  test('error page: the nearest routes include the engine’s', async () => {
    const express = EXPRESSES[0]![1];
    const app = application();
    const e = express();
    e.use(app.middleware());
    e.use(app.developmentErrors());
    const page = (await request(e).get('/blog/post/1').set('Accept', 'text/html')).text;
    expect(page).toMatch(/<ul id="nearest">[\s\S]*\/blog\/posts\/:id\(\.:format\)/);
  });

  test('railroute routes --json: each engine route with its full path and the mount it goes through', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-engines-'));
    try {
      const src = JSON.stringify(path.resolve(__dirname, '../../src'));
      const engine = JSON.stringify(path.resolve(__dirname, 'blog-engine'));
      fs.writeFileSync(
        path.join(dir, 'app.ts'),
        `import { Router } from ${src};\nimport { blog } from ${engine};\nexport default new Router().draw((r) => { r.mount(blog, { at: 'blog' }); r.mount(blog, { at: ':locale/journal', as: 'journal' }); });\n`,
      );
      let out = '';
      expect(
        await main(['routes', 'app.ts', '--json'], { out: (t) => (out += t), err: () => undefined, cwd: dir }),
      ).toBe(0);
      const listed = JSON.parse(out) as Array<{ name?: string; path: string; engine?: string; verb: string }>;
      expect(listed.filter((route) => route.name === 'post').map((route) => [route.path, route.engine])).toEqual([
        ['/blog/posts/:id(.:format)', 'blog'],
        ['/:locale/journal/posts/:id(.:format)', 'journal'],
      ]);
      expect(listed.find((route) => route.name === 'journal')).toMatchObject({ path: '/:locale/journal', verb: '' });
      let text = '';
      expect(await main(['routes', 'app.ts'], { out: (t) => (text += t), err: () => undefined, cwd: dir })).toBe(0);
      expect(text).toContain('\nRoutes for blog:\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
