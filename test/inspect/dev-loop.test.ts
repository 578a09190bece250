/**
 * The development loop: `router.reload()`, `router.clear()`, `router.watch()` and the
 * `developmentErrors()` routing-error page, through the API and over HTTP (Express 4 and 5).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { redirect, Router, RoutingError } from '../../src';
import { nearestRoutes, renderRoutingError } from '../../src/inspect/routing-error-page';
import { EXPRESSES } from '../http/support';

const paths = (router: Router): string[] => router.routes.map((route) => `${route.verb} ${route.path}`);

describe('reload()', () => {
  test('runs every draw and map block again, in order, without duplicating', () => {
    let prefix = 'v1';
    const router = new Router()
      .draw((r) => r.scope(prefix, (r) => r.resources('photos', { only: 'index' })))
      .map((map) => map.resources('things', { only: 'index' } as never))
      .draw((r) => {
        r.concern('c', (r) => r.get('x'));
        r.resources('posts', { only: 'index', concerns: 'c' });
      });
    const before = paths(router);
    expect(before).toEqual([
      'GET /v1/photos(.:format)',
      'GET /things(.:format)',
      'GET /posts/:post_id/x(.:format)',
      'GET /posts(.:format)',
    ]);
    expect(paths(router.reload())).toEqual(before);
    prefix = 'v2';
    router.reload();
    expect(paths(router)[0]).toBe('GET /v2/photos(.:format)');
    expect(router.helpers.photos_path()).toBe('/v2/photos');
    expect(router.recognize('GET', '/v2/photos')?.params).toEqual({ controller: 'photos', action: 'index' });
    expect(router.recognize('GET', '/v1/photos')).toBeNull();
  });

  test('a block that throws leaves the old table in place and rethrows', () => {
    let fail = false;
    const router = new Router().draw((r) => {
      r.resources('photos', { only: 'index' });
      if (fail) r.collection(() => undefined);
    });
    const helpers = router.helpers;
    fail = true;
    expect(() => router.reload()).toThrow("can't use collection outside resource(s) scope");
    expect(paths(router)).toEqual(['GET /photos(.:format)']);
    expect(router.helpers).toBe(helpers);
    expect(router.recognize('GET', '/photos')).not.toBeNull();
  });

  describe.each(EXPRESSES)('over HTTP with %s', (_name, express) => {
    test('a request in flight finishes on the table it started with', async () => {
      let prefix = 'old';
      let release: () => void = () => undefined;
      let started: () => void = () => undefined;
      const startedPromise = new Promise<void>((resolve) => (started = resolve));
      const router = new Router().draw((r) => {
        r.scope(prefix, (r) => r.resources('photos', { only: ['index', 'show'] }));
      });
      router.controllers.register('photos', {
        async index(
          _req: unknown,
          res: { locals: { helpers: Record<string, (id: number) => string> }; send(body: string): void },
        ) {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          res.send(res.locals.helpers.photo_path?.(1) ?? 'none');
        },
        show(_req: unknown, res: { send(body: string): void }) {
          res.send('show');
        },
      });
      const app = express();
      app.use(router.middleware());
      const inFlight = request(app)
        .get('/old/photos')
        .then((response) => response);
      await startedPromise;
      prefix = 'new';
      router.reload();
      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(response.text).toBe('/old/photos/1');
      expect((await request(app).get('/new/photos/1')).text).toBe('show');
      expect((await request(app).get('/old/photos/1')).status).toBe(404);
    });
  });
});

describe('clear()', () => {
  test('empties the route set; drawing again starts from nothing, and reload() reruns only what came after', () => {
    const router = new Router().draw((r) => r.resources('photos', { only: 'index' }));
    router.clear();
    expect(router.routes).toEqual([]);
    expect(router.recognize('GET', '/photos')).toBeNull();
    expect(router.inspect()).toBe("You don't have any routes defined!\n");
    router.draw((r) => r.resources('photos', { only: 'index' }));
    expect(paths(router)).toEqual(['GET /photos(.:format)']);
    expect(paths(router.reload())).toEqual(['GET /photos(.:format)']);
    expect(router.helpers.photos_path()).toBe('/photos');
  });
});

describe('draw(name) files and watch()', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-watch-'));
    fs.mkdirSync(path.join(dir, 'routes'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Node's own require cache (jest keeps a module registry of its own): a child process.
  test('reload() re-reads the files draw(name) loaded; watch() reloads on change and rewrites the types', () => {
    const src = JSON.stringify(path.resolve(__dirname, '../../src/index.ts'));
    const jiti = JSON.stringify(require.resolve('jiti'));
    fs.writeFileSync(
      path.join(dir, 'routes', 'extra.js'),
      "module.exports = (r) => { r.get('one', { to: 'a#one' }); };\n",
    );
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      `const fs = require('node:fs');
const path = require('node:path');
const write = (name) => fs.writeFileSync(path.join(__dirname, 'routes', 'extra.js'), "module.exports = (r) => { r.get('" + name + "', { to: 'a#" + name + "' }); };\\n");
require(${jiti}).createJiti(__filename).import(${src}).then(({ Router }) => {
  const router = new Router({ routesPath: path.join(__dirname, 'routes') }).draw((r) => { r.root('a#b'); r.draw('extra'); });
  const seen = [router.routes.map((x) => x.path).join(' ')];
  write('two');
  router.reload();
  seen.push(router.routes.map((x) => x.path).join(' '));
  const types = path.join(__dirname, 'types', 'routes.d.ts');
  const watcher = router.watch({
    typesPath: types,
    onReload() {
      seen.push(router.routes.map((x) => x.path).join(' '));
      seen.push(fs.readFileSync(types, 'utf8').includes('three_path<O extends UrlOptions>(options?: O'));
      watcher.close();
      process.stdout.write(JSON.stringify(seen));
    },
  });
  seen.push(fs.readFileSync(types, 'utf8').includes('two_path<O extends UrlOptions>(options?: O'));
  setTimeout(() => write('three'), 50);
});
`,
    );
    const out = execFileSync(process.execPath, [path.join(dir, 'main.js')], { timeout: 30_000 }).toString();
    expect(JSON.parse(out)).toEqual(['/ /one(.:format)', '/ /two(.:format)', true, '/ /three(.:format)', true]);
  }, 40_000);

  test('a reload that throws goes to onError and keeps the table (in-process, with the routes directory watched)', async () => {
    let fail = false;
    const router = new Router({ routesPath: path.join(dir, 'routes') }).draw((r) => {
      r.root('a#b');
      if (fail) throw new Error('broken routes');
    });
    const errors: string[] = [];
    let reloaded = 0;
    await new Promise<void>((resolve) => {
      const watcher = router.watch({
        debounce: 10,
        onReload: () => reloaded++,
        onError: (error) => {
          errors.push((error as Error).message);
          watcher.close();
          resolve();
        },
      });
      fail = true;
      setTimeout(() => fs.writeFileSync(path.join(dir, 'routes', 'other.js'), 'module.exports = () => {};\n'), 20);
    });
    expect(errors).toEqual(['broken routes']);
    expect(reloaded).toBe(0);
    expect(paths(router)).toEqual(['GET /']);
  }, 20_000);
});

describe('developmentErrors()', () => {
  const router = new Router().draw((r) => {
    r.root('pages#home');
    r.resources('photos', { only: ['index', 'show'] }, (r) => r.resources('comments', { only: 'index' }));
    r.namespace('admin', (r) => r.resources('users', { only: 'index' }));
    r.get('about', { to: 'pages#about' });
  });
  router.controllers.register('pages', {
    home(_req: unknown, res: { send(t: string): void }) {
      res.send('home');
    },
  });

  test('nearest routes: by segments, a parameter taking any segment, spelling counting', () => {
    const set = (router as unknown as { set: { routes: Parameters<typeof nearestRoutes>[1] } }).set.routes;
    const near = (url: string, count = 2): string[] => nearestRoutes(url, set, count).map((route) => route.path);
    expect(near('/photoz/1/coments')).toEqual(['/photos/:photo_id/comments(.:format)', '/photos/:id(.:format)']);
    expect(near('/admin/user')).toEqual(['/admin/users(.:format)', '/photos/:id(.:format)']);
    expect(near('/abut', 1)).toEqual(['/about(.:format)']);
    expect(near('/' + 'a/'.repeat(5000), 1)).toHaveLength(1);
  });

  test('escapes what it prints', () => {
    const html = renderRoutingError(new RoutingError('No route matches [GET] "<b>x</b>"', 404), '/<b>', []);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  // Found by test/adversarial/development-pages.property.test.ts: the pages printed a route's
  // text raw, so a NUL vanished, a lone surrogate became U+FFFD, CR LF a space, and a
  // bidirectional override reordered the cell; `routes -E` shows each as its escape.
  test('both pages show each route as `routes -E` does: controls, overrides and lone surrogates as escapes', () => {
    const named = (name: string) => Object.defineProperty(() => undefined, 'name', { value: name });
    const hostile = new Router().draw((r) => {
      r.get('go', { to: redirect('/x\r\n\u0000\ud800'), middleware: named('mw\u202e\t') });
      r.get('feed', { to: 'pages#feed', defaults: { title: 'a\u2028\u202eb' } });
      r.mount(named('app\u0085'), { at: 'app' });
    });
    const actions = [
      'redirect(301, /x\\u000d\\u000a\\u0000\\ud800)',
      'pages#feed {title: &quot;a\\u2028\\u202eb&quot;}',
      'Mounted app (app\\u0085)',
    ];
    const listed = hostile.inspect({ expanded: true });
    for (const text of [...actions, 'mw\\u202e\\u0009']) expect(listed).toContain(text.replace(/&quot;/g, '"'));
    const answer = (): { body: string; res: any } => {
      const out = { body: '', res: undefined as any };
      out.res = { statusCode: 0, setHeader: () => undefined, end: (body: string) => (out.body = body) };
      return out;
    };
    const page = answer();
    hostile.routesPage()({}, page.res);
    const error = answer();
    hostile.developmentErrors()(RoutingError.noRoute('GET', '/x'), { url: '/x', headers: {} }, error.res, () => {});
    for (const body of [page.body, error.body]) {
      for (const text of actions) expect(body).toContain(`<td class="action">${text}</td>`);
      expect(body).toContain('<td class="middleware">mw\\u202e\\u0009</td>');
      expect(body).not.toMatch(/[\0\r\u2028\u202e\u0085]|\t|[\ud800-\udfff]/);
    }
    // The nearest routes, on the error page, too.
    for (const text of actions) expect(error.body).toContain(`<code>${text}</code>`);
  });

  describe.each(EXPRESSES)('with %s', (_name, express) => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('not a routing error');
    });
    app.use(router.middleware());
    app.use(router.developmentErrors());
    app.use((err: Error, _req: unknown, res: { status(n: number): { send(t: string): void } }, _next: unknown) =>
      res.status(500).send(`next: ${err.message}`),
    );

    test('answers a 404 with the status, the message, the nearest routes and the table', async () => {
      const response = await request(app).get('/photoz/1').set('Accept', 'text/html');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<h1 id="routing-error">Routing Error</h1>');
      expect(response.text).toContain('No route matches [GET] &quot;/photoz/1&quot;');
      expect(response.text).toContain('<ul id="nearest">');
      expect(response.text).toContain('<input type="search" id="search"');
      expect(response.text.match(/<tr data-regexp=/g)).toHaveLength(router.routes.length);
    });

    test('a 405 keeps its Allow header; JSON clients get JSON', async () => {
      const response = await request(app).delete('/photos').set('Accept', 'application/json');
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body).toEqual({ status: 405, error: 'No route matches [DELETE] "/photos"' });
    });

    // The request's format as routing and respondTo read it (Rails' `request.format`), not
    // a page rule of its own: a format parameter or extension counts, the first type by quality.
    test.each([
      ['application/json', '/photoz/1', 'json'],
      ['text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8', '/photoz/1', 'html'],
      ['application/json, text/html;q=0.5', '/photoz/1', 'json'],
      ['text/html', '/photoz/1?format=json', 'json'],
      ['text/html,*/*;q=0.8', '/photoz/1.json', 'json'],
      ['application/xml', '/photoz/1', 'html'],
    ])('Accept %j on %s: answered as %s', async (accept, url, format) => {
      const response = await request(app).get(url).set('Accept', accept);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe(
        format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      );
    });

    test('other errors and answered requests pass through', async () => {
      expect((await request(app).get('/boom')).text).toBe('next: not a routing error');
      expect((await request(app).get('/')).text).toBe('home');
    });
  });
});
