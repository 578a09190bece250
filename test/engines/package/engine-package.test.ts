/**
 * API.md "Engines": an engine package that resolves its own copy of railroute (linked, as
 * `npm install ../blog-engine` links it) works exactly as with one copy (packed: installed
 * from its tarball) — mount parameters, helpers and proxies, `main_app`, errors caught by the
 * application's handlers (`developmentErrors()` included) with the whole path, controllers,
 * `railroute/testing` through the mount, and every CLI output. The packages are real: made in
 * a temporary folder by engine-package.ts, the engine's railroute a built copy of this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ArgumentError, Router, RoutingError, UrlGenerationError } from '../../../src';
import { assertRecognizes, routingMatchers } from '../../../src/testing';
import { main } from '../../../src/cli/main';
import { EXPRESSES, echoErrors } from '../../http/support';
import { loadClient } from '../../client/load-client';
import { makeEngineWorld } from './engine-package';

const world = makeEngineWorld();
afterAll(() => world.cleanup());

type RailrouteModule = typeof import('../../../src');
const linkedEngine = require(path.join(world.linkedApp, 'node_modules', 'blog-engine')) as {
  blog: Router;
  railroute: string;
};
const packedEngine = require(path.join(world.packedApp, 'node_modules', 'blog-engine')) as {
  blog: Router;
  railroute: string;
};
const packedRailroute = require(path.join(world.packedApp, 'node_modules', 'railroute')) as RailrouteModule;
const engineRailroute = require(linkedEngine.railroute) as RailrouteModule;

test('the installs are what npm makes: linked, the engine resolves its own railroute; packed, the application’s', () => {
  expect(fs.lstatSync(path.join(world.linkedApp, 'node_modules', 'blog-engine')).isSymbolicLink()).toBe(true);
  expect(linkedEngine.railroute).toBe(path.join(world.engineCopy, 'dist', 'index.js'));
  expect(require(path.join(world.engineCopy, 'package.json')).version).not.toBe(
    require(path.join(world.appCopy, 'package.json')).version,
  );
  expect(packedEngine.railroute).toBe(require.resolve(path.join(world.packedApp, 'node_modules', 'railroute')));
});

/** The application, built with a given copy of railroute, mounting the blog at `/blog` and `/:locale/journal`. */
function application(railroute: { Router: typeof Router }, blog: Router): Router {
  const app = new railroute.Router({ defaultUrlOptions: { host: 'example.com' } });
  app.controllers.register('pages', { home: (_req: unknown, res: any) => res.send('home') });
  app.draw((r) => {
    r.root('pages#home');
    r.mount(blog, { at: 'blog' });
    r.mount(blog, { at: ':locale/journal', as: 'journal' });
    r.get('blog/about', { to: 'pages#home', as: 'about' });
  });
  return app;
}

const INSTALLS: Array<[string, () => Router]> = [
  ['linked (two copies)', () => application({ Router }, linkedEngine.blog)],
  ['packed (one copy)', () => application(packedRailroute, packedEngine.blog)],
];

describe.each(INSTALLS)('%s', (_install, makeApp) => {
  const app = makeApp();

  test('recognize, allowedMethods and the cascade through the mount', () => {
    expect(app.recognize('GET', '/fr/journal/posts/1')).toMatchObject({
      params: { locale: 'fr', controller: 'blog/posts', action: 'show', id: '1' },
      engine: 'journal',
    });
    expect(app.allowedMethods('/blog/posts/1')).toEqual(['GET', 'HEAD', 'DELETE']);
    expect(app.recognize('GET', '/blog/about')).toMatchObject({ params: { controller: 'pages', action: 'home' } });
  });

  test('route proxies, main_app and the engine’s own helpers', () => {
    expect(app.helpers.blog.post_path(1)).toBe('/blog/posts/1');
    expect(app.helpers.journal.post_url(2, { locale: 'de' })).toBe('http://example.com/de/journal/posts/2');
    expect(app.helpers.journal.main_app.root_path()).toBe('/');
    expect(() => app.helpers.journal.posts_path()).toThrow(UrlGenerationError);
  });

  test('railroute/testing through the mount', () => {
    assertRecognizes(
      app,
      { locale: 'en', controller: 'blog/posts', action: 'destroy', id: '2' },
      'DELETE /en/journal/posts/2',
    );
    const matchers = routingMatchers(app) as any;
    expect(
      matchers.toRouteTo.call({ isNot: false }, { get: '/blog/posts/3' }, 'blog/posts#show', { id: '3' }).pass,
    ).toBe(true);
    expect(matchers.toBeRoutable.call({ isNot: false }, { get: '/blog/nope' }).pass).toBe(false);
  });

  describe.each(EXPRESSES)('%s', (_label, express) => {
    function server(): any {
      const e = express();
      e.use(app.middleware());
      echoErrors(e);
      return e;
    }

    test('mount parameters in params and req.params, helpers prefixed, main_app the application’s', async () => {
      const res = await request(server()).get('/fr/journal/posts/1');
      expect(res.body).toEqual({
        params: { locale: 'fr', controller: 'blog/posts', action: 'show', id: '1' },
        reqParams: { locale: 'fr', controller: 'blog/posts', action: 'show', id: '1' },
        self: '/fr/journal/posts/1',
        home: '/',
      });
      expect((await request(server()).get('/blog')).body).toEqual({
        where: '/blog',
        params: { controller: 'blog/posts', action: 'index' },
        first: '/blog/posts/1',
        home: '/',
      });
    });

    test('an error raised by the engine’s railroute is a RoutingError to the application, naming the whole path', async () => {
      const res = await request(server()).get('/de/journal/broken');
      expect(res.body).toMatchObject({
        status: 404,
        routing: true,
        message: 'uninitialized controller "blog/missing" (for "blog/missing#show")',
      });
      const miss = await request(server()).get('/fr/journal/nope');
      expect(miss.body).toMatchObject({
        status: 404,
        routing: true,
        message: 'No route matches [GET] "/fr/journal/nope"',
      });
      const verb = await request(server()).patch('/blog/posts/1');
      expect(verb.body).toMatchObject({
        status: 405,
        routing: true,
        allow: 'GET, HEAD, DELETE',
        message: 'No route matches [PATCH] "/blog/posts/1"',
      });
    });

    test('developmentErrors() answers the engine’s errors', async () => {
      const e = express();
      e.use(app.middleware());
      e.use(app.developmentErrors({ enabled: true }));
      e.use((_err: unknown, _req: unknown, res: any, _next: unknown) => res.status(599).send('not caught'));
      for (const [url, status] of [
        ['/blog/broken', 404],
        ['/fr/journal/nope', 404],
      ] as const) {
        const res = await request(e).get(url).set('Accept', 'text/html');
        expect(res.status).toBe(status);
        expect(res.text).toContain('Routing Error');
        expect(res.text).toContain(url);
      }
    });

    test('a path under the mount the engine does not route goes on to the application’s later routes', async () => {
      expect((await request(server()).get('/blog/about')).text).toBe('home');
    });
  });
});

test('errors of either copy are instances of the other’s classes', () => {
  expect(engineRailroute.RoutingError).not.toBe(RoutingError);
  expect(engineRailroute.RoutingError.noRoute('GET', '/x')).toBeInstanceOf(RoutingError);
  expect(RoutingError.noRoute('GET', '/x')).toBeInstanceOf(engineRailroute.RoutingError);
  expect(() => new engineRailroute.Router({ name: 'bad name' })).toThrow(ArgumentError);
  expect(new engineRailroute.UrlGenerationError('x')).toBeInstanceOf(UrlGenerationError);
  // Not every error: the brand says which class.
  expect(new engineRailroute.UrlGenerationError('x')).not.toBeInstanceOf(RoutingError);
  expect(new Error('x')).not.toBeInstanceOf(RoutingError);
});

describe('a copy that speaks another engine protocol cannot be mounted', () => {
  const ENGINE = Symbol.for('railroute.engine');
  test.each([
    [
      'a newer protocol',
      { protocol: 2, home: '/elsewhere/node_modules/railroute' },
      /from the railroute at \/elsewhere\/node_modules\/railroute \(engine protocol 2\)/,
    ],
    [
      'a copy older than protocols',
      {},
      /from the railroute at a copy of railroute older than engine protocol 1 \(engine protocol none\)/,
    ],
  ])('%s', (_label, view, theirs) => {
    const foreign = { [ENGINE]: view };
    const mount = () => new Router().draw((r) => r.mount(foreign, { at: 'blog' }));
    expect(mount).toThrow(ArgumentError);
    expect(mount).toThrow(theirs);
    expect(mount).toThrow(
      `this application's railroute at ${path.resolve(__dirname, '../../..')} speaks engine protocol 1`,
    );
    expect(mount).toThrow(/peerDependencies/);
  });
});

describe('the command line, the routes page and the types through a linked engine', () => {
  const APP = `const { Router } = require('railroute');
const { blog } = require('blog-engine');
module.exports = new Router().draw((r) => { r.mount(blog, { at: 'blog' }); r.mount(blog, { at: ':locale/journal', as: 'journal' }); });
`;
  beforeAll(() => fs.writeFileSync(path.join(world.linkedApp, 'app.js'), APP));

  async function routes(...args: string[]): Promise<string> {
    let out = '';
    let err = '';
    const code = await main(['routes', 'app.js', ...args], {
      out: (t) => (out += t),
      err: (t) => (err += t),
      cwd: world.linkedApp,
    });
    expect([code, err]).toEqual([0, '']);
    return out;
  }

  test('routes: the "Routes for blog:" block; --json: full paths', async () => {
    expect(await routes()).toContain('\nRoutes for blog:\n');
    const listed = JSON.parse(await routes('--json')) as Array<{ name?: string; path: string; engine?: string }>;
    expect(listed.filter((route) => route.name === 'post').map((route) => [route.path, route.engine])).toEqual([
      ['/blog/posts/:id(.:format)', 'blog'],
      ['/:locale/journal/posts/:id(.:format)', 'journal'],
    ]);
  });

  test('-g URL: the routes that URL reaches, the engine’s by their full paths', async () => {
    const reached = await routes('-g', '/de/journal/posts/1');
    expect(reached).toMatch(/journal +\/:locale\/journal +Engine \(blog\)/);
    expect(reached).toMatch(/\nRoutes for blog:\n[\s\S]*post GET +\/posts\/:id\(\.:format\) +blog\/posts#show/);
    expect(await routes('-g', '/posts/1')).toBe('No routes were found for this grep pattern.\n');
  });

  test('--client: the proxies’ helpers give what the server’s give', async () => {
    const client = loadClient(await routes('--client')) as any;
    const app = application({ Router }, linkedEngine.blog);
    expect(client.blog.post_path(1)).toBe(app.helpers.blog.post_path(1));
    expect(client.journal.post_path(2, { locale: 'it' })).toBe('/it/journal/posts/2');
  });

  test('--openapi: the engine’s operations at their full paths', async () => {
    const doc = JSON.parse(await routes('--openapi')) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/blog/posts/{id}', '/{locale}/journal/posts/{id}']),
    );
  });

  test('--types and the routes page', async () => {
    expect(await routes('--types')).toContain('  journal: BlogEngineHelpers;');
    const e = EXPRESSES[0]![1]();
    e.get('/routes', application({ Router }, linkedEngine.blog).routesPage({ enabled: true }));
    expect((await request(e).get('/routes')).text).toContain(
      '<td class="path">/:locale/journal/posts/:id(.:format)</td>',
    );
  });
});
