/** API.md § Router. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Controller, Router, redirect } from '../../src';

const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

describe('the example at the top of § Router', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-router-'));
    fs.mkdirSync(path.join(dir, 'config', 'routes'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'config', 'routes', 'extra.js'),
      "module.exports = (r) => { r.get('extra', { to: 'pages#extra' }); };\n",
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  class PhotosController extends Controller {
    index(): void {
      (this as any).res.send('photos#index');
    }
  }
  const pages = { home: (_req: any, res: any) => res.send('pages#home') };

  function build(): Router {
    const router = new Router({
      routesPath: path.join(dir, 'config', 'routes'),
      defaultUrlOptions: { host: 'example.com' },
      resourcesPathNames: { new: 'nuevo' },
    });
    router.controllers.register('photos', PhotosController);
    router.controllers.register('pages', pages);
    router.draw((r) => {
      r.root('pages#home');
      r.resources('photos');
    });
    return router;
  }

  test.each(EXPRESSES)('%s: app.use(router.middleware()) serves the routes', async (_name, express) => {
    const router = build();
    const app = express();
    app.use(router.middleware());
    await request(app).get('/').expect(200, 'pages#home');
    await request(app).get('/photos').expect(200, 'photos#index');
  });

  test('routesPath is where draw(name) looks (string)', () => {
    const router = build();
    router.draw((r) => r.draw('extra'));
    expect(router.recognize('GET', '/extra')?.params).toEqual({ controller: 'pages', action: 'extra' });
  });

  test('routesPath may be a string[]', () => {
    const router = new Router({ routesPath: [path.join(dir, 'nowhere'), path.join(dir, 'config', 'routes')] });
    router.draw((r) => r.draw('extra'));
    expect(router.recognize('GET', '/extra')?.params).toEqual({ controller: 'pages', action: 'extra' });
  });

  test('defaultUrlOptions host is used by *_url helpers', () => {
    expect(build().helpers.photos_url()).toBe('http://example.com/photos');
  });

  test('defaultUrlOptions protocol and port too', () => {
    const router = new Router({ defaultUrlOptions: { host: 'example.com', protocol: 'https', port: 8443 } });
    router.draw((r) => r.resources('photos'));
    expect(router.helpers.photos_url()).toBe('https://example.com:8443/photos');
  });

  test('resourcesPathNames applies to the block form', () => {
    const router = build();
    expect(router.helpers.new_photo_path()).toBe('/photos/nuevo');
    expect(router.recognize('GET', '/photos/nuevo')?.params).toEqual({ controller: 'photos', action: 'new' });
  });

  test('resourcesPathNames applies to the map form', () => {
    const router = new Router({ resourcesPathNames: { new: 'nuevo' } });
    router.map((map) => map.resources('photos'));
    expect(router.helpers.new_photo_path()).toBe('/photos/nuevo');
  });
});

describe('draw / map append to one route set, in order', () => {
  test('draw and map may be called any number of times', () => {
    const router = new Router();
    router.draw((r) => r.get('a', { to: 'x#a' }));
    router.map((map) => map.connect('b', { controller: 'x', action: 'b' }));
    router.draw((r) => r.get('c', { to: 'x#c' }));
    router.map((map) => map.connect('d', { controller: 'x', action: 'd' }));
    expect(router.routes.map((route) => route.action)).toEqual(['a', 'b', 'c', 'd']);
    expect(router.recognize('GET', '/d')?.params).toMatchObject({ controller: 'x', action: 'd' });
  });
});

describe('router.routes', () => {
  const router = new Router().draw((r) => {
    r.resources('photos');
    r.namespace('admin', (r) => r.resources('photos', { only: ['edit'] }));
    r.match('x', { to: 'a#b', via: ['get', 'post'] });
    r.match('y', { to: 'a#c', via: 'all' });
    r.get('z/:id', { to: 'a#d', constraints: { id: /\d+/ }, defaults: { page: '1' } });
  });

  test('every route in match order; update is two routes, PATCH then PUT', () => {
    const photos = router.routes.filter((route) => route.controller === 'photos');
    expect(photos.map((route) => [route.verb, route.path, route.action])).toEqual([
      ['GET', '/photos(.:format)', 'index'],
      ['POST', '/photos(.:format)', 'create'],
      ['GET', '/photos/new(.:format)', 'new'],
      ['GET', '/photos/:id/edit(.:format)', 'edit'],
      ['GET', '/photos/:id(.:format)', 'show'],
      ['PATCH', '/photos/:id(.:format)', 'update'],
      ['PUT', '/photos/:id(.:format)', 'update'],
      ['DELETE', '/photos/:id(.:format)', 'destroy'],
    ]);
  });

  test('a name belongs to the first route declared with it; later ones stay unnamed', () => {
    const photos = router.routes.filter((route) => route.controller === 'photos');
    expect(photos.map((route) => route.name)).toEqual([
      'photos',
      undefined,
      'new_photo',
      'edit_photo',
      'photo',
      undefined,
      undefined,
      undefined,
    ]);
    const r2 = new Router().draw((r) => {
      r.get('one', { to: 'a#one', as: 'thing' });
      r.resources('things', { only: ['index'] });
      r.resources('things', { only: ['index'], path: 'other' });
    });
    expect(r2.routes.map((route) => route.name)).toEqual(['thing', 'things', undefined]);
  });

  test('RouteInfo example values', () => {
    const edit = router.routes.find((route) => route.name === 'edit_photo');
    expect(edit).toEqual({
      name: 'edit_photo',
      verb: 'GET',
      path: '/photos/:id/edit(.:format)',
      controller: 'photos',
      action: 'edit',
      requirements: {},
      defaults: {},
      middleware: [],
    });
    const admin = router.routes.find((route) => route.name === 'edit_admin_photo');
    expect(admin?.controller).toBe('admin/photos');
  });

  test("verb 'GET|POST' and '' when any verb matches", () => {
    expect(router.routes.find((route) => route.action === 'b')?.verb).toBe('GET|POST');
    expect(router.routes.find((route) => route.action === 'c')?.verb).toBe('');
  });

  test('requirements hold segment constraints; defaults exclude controller and action', () => {
    const z = router.routes.find((route) => route.action === 'd');
    expect(z?.requirements).toEqual({ id: /\d+/ });
    expect(z?.defaults).toEqual({ page: '1' });
    expect(z?.defaults).not.toHaveProperty('controller');
    expect(z?.defaults).not.toHaveProperty('action');
  });
});

describe('router.recognize', () => {
  const handler = (_req: any, res: any): void => res.end('h');
  const mounted = (_req: any, res: any): void => res.end('m');
  const router = new Router().draw((r) => {
    r.resources('photos');
    r.get('handler', { to: handler });
    r.get('old', { to: redirect('/new') });
    r.mount(mounted, { at: '/engine' });
    r.get('search', { to: 'search#index', defaults: { page: '1' } });
    r.get('api', { to: 'api#index', constraints: { subdomain: 'api' } });
    r.match('only_head', { to: 'h#head', via: 'head' });
    r.get('only_head', { to: 'h#get' });
  });

  test("returns { params, route } with params as Rails' recognize_path", () => {
    const result = router.recognize('GET', '/photos/1.json');
    expect(result?.params).toEqual({ controller: 'photos', action: 'show', id: '1', format: 'json' });
    expect(result?.route).toMatchObject({ name: 'photo', verb: 'GET', path: '/photos/:id(.:format)' });
  });

  test('null when no route', () => {
    expect(router.recognize('GET', '/nothing')).toBeNull();
    expect(router.recognize('POST', '/photos/new')).toBeNull();
  });

  test('path parameters decoded', () => {
    expect(router.recognize('GET', '/photos/caf%C3%A9')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: 'café',
    });
  });

  test('defaults merged', () => {
    expect(router.recognize('GET', '/search')?.params).toEqual({ controller: 'search', action: 'index', page: '1' });
  });

  test('controller/action absent for handler, redirect and mount targets', () => {
    for (const url of ['/handler', '/old', '/engine', '/engine/deep']) {
      const params = router.recognize('GET', url)?.params;
      expect(params).toBeDefined();
      expect(params).not.toHaveProperty('controller');
      expect(params).not.toHaveProperty('action');
    }
  });

  test('query string is ignored', () => {
    expect(router.recognize('GET', '/photos/1?x=2&id=5')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: '1',
    });
  });

  test('trailing and repeated slashes, percent-decoding, normalized as the middleware does', () => {
    expect(router.recognize('GET', '/photos/1/')?.params).toEqual({ controller: 'photos', action: 'show', id: '1' });
    expect(router.recognize('GET', '//photos///1')?.params).toEqual({ controller: 'photos', action: 'show', id: '1' });
    expect(router.recognize('GET', '/photos/a%20b')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: 'a b',
    });
  });

  test('HEAD is recognized as GET where no HEAD route exists', () => {
    expect(router.recognize('HEAD', '/photos/1')?.params).toEqual({ controller: 'photos', action: 'show', id: '1' });
    expect(router.recognize('HEAD', '/only_head')?.params).toEqual({ controller: 'h', action: 'head' });
  });

  test('request is what request-based constraints are checked against', () => {
    expect(router.recognize('GET', '/api')).toBeNull();
    const req = {
      headers: { host: 'api.example.com' },
      hostname: 'api.example.com',
      subdomains: ['api'],
      ip: '127.0.0.1',
      protocol: 'http',
    };
    expect(router.recognize('GET', '/api', req as any)?.params).toEqual({ controller: 'api', action: 'index' });
    const other = { ...req, hostname: 'www.example.com', subdomains: ['www'], headers: { host: 'www.example.com' } };
    expect(router.recognize('GET', '/api', other as any)).toBeNull();
  });
});

describe('router.allowedMethods', () => {
  const router = new Router().draw((r) => {
    r.resources('photos');
    r.post('only_post', { to: 'a#b' });
  });

  test('upper case, in route order, HEAD added where GET is present', () => {
    // API.md's own 405 example: POST /photos/new → Allow: GET, HEAD, PATCH, PUT, DELETE.
    expect(router.allowedMethods('/photos/new')).toEqual(['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']);
    expect(router.allowedMethods('/photos/1/edit')).toEqual(['GET', 'HEAD']);
    expect(router.allowedMethods('/photos/1')).toEqual(['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']);
    expect(router.allowedMethods('/photos')).toEqual(['GET', 'HEAD', 'POST']);
    expect(router.allowedMethods('/only_post')).toEqual(['POST']);
    expect(router.allowedMethods('/photos/1?x=1')).toEqual(['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']);
    expect(router.allowedMethods('/photos/1/')).toEqual(['GET', 'HEAD', 'PATCH', 'PUT', 'DELETE']);
  });

  test('empty when no route matches the path with any verb', () => {
    expect(router.allowedMethods('/nothing/here')).toEqual([]);
  });
});

describe('router.helpers, router.controllers, router.middleware', () => {
  const router = new Router().draw((r) => r.resources('photos'));
  test('are there', () => {
    expect(router.helpers.photos_path()).toBe('/photos');
    expect(typeof router.controllers.register).toBe('function');
    expect(typeof router.middleware()).toBe('function');
  });
});

describe('router.inspect', () => {
  const router = new Router().draw((r) => {
    r.root('pages#home');
    r.resources('photos', { only: ['index', 'show'] });
    r.namespace('admin', (r) => r.resources('users', { only: ['index'] }));
  });

  test('columns Prefix, Verb, URI Pattern, Controller#Action, right-aligned prefix', () => {
    expect(router.inspect()).toBe(
      [
        '     Prefix Verb URI Pattern            Controller#Action',
        '       root GET  /                      pages#home',
        '     photos GET  /photos(.:format)      photos#index',
        '      photo GET  /photos/:id(.:format)  photos#show',
        'admin_users GET  /admin/users(.:format) admin/users#index',
        '',
      ].join('\n'),
    );
  });

  test('filter grep', () => {
    const out = router.inspect({ grep: 'photos' });
    expect(out).toContain('photos#index');
    expect(out).toContain('photos#show');
    expect(out).not.toContain('pages#home');
    expect(out).not.toContain('admin/users#index');
  });

  test('filter controller', () => {
    const out = router.inspect({ controller: 'admin/users' });
    expect(out).toContain('admin/users#index');
    expect(out).not.toContain('photos#');
    expect(out).not.toContain('pages#home');
  });
});

describe('router.routesPage()', () => {
  const router = new Router().draw((r) => {
    r.root('pages#home');
    r.resources('photos', { only: ['index', 'show'] });
    r.resources('comments', { only: ['index'] });
  });

  test.each(EXPRESSES)(
    '%s: an Express handler serving a <table> with one <tbody> row per route and a search input',
    async (_name, express) => {
      const app = express();
      app.get('/rails/info/routes', router.routesPage());
      const res = await request(app).get('/rails/info/routes').expect(200);
      const html = res.text;
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(html).toContain('<table');
      expect(html).toMatch(/<input[^>]*type="search"/);
      const tbody = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
      expect((tbody.match(/<tr[\s>]/g) ?? []).length).toBe(router.routes.length);
      for (const text of ['root', 'GET', '/photos/:id(.:format)', 'photos#show', 'pages#home'])
        expect(tbody).toContain(text);
    },
  );

  const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  (fs.existsSync(CHROMIUM) ? test : test.skip)(
    'the search input filters rows in the page, with no request to the server',
    async () => {
      const { chromium } = require('playwright-core');
      const handler = router.routesPage();
      const urls: string[] = [];
      const server = http.createServer((req, res) => {
        urls.push(String(req.url));
        handler(req, res);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        const before = urls.filter((url) => url !== '/favicon.ico').length;
        const visible = (): Promise<string[]> =>
          page.$$eval('tbody tr', (rows: any[]) =>
            rows.filter((row) => row.offsetParent !== null).map((row) => row.textContent.replace(/\s+/g, ' ').trim()),
          );
        expect(await visible()).toHaveLength(4);
        // Text starting with `/` is matched as a URL against the route patterns.
        await page.fill('input[type="search"]', '/photos/17');
        let rows = await visible();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain('photos#show');
        await page.fill('input[type="search"]', '/');
        rows = await visible();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain('pages#home');
        // Other text is a substring of the row.
        await page.fill('input[type="search"]', 'comments#');
        rows = await visible();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain('comments#index');
        await page.fill('input[type="search"]', '');
        expect(await visible()).toHaveLength(4);
        expect(urls.filter((url) => url !== '/favicon.ico')).toHaveLength(before);
      } finally {
        await browser.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
    30_000,
  );
});

describe('router.verify()', () => {
  test('one line per route whose controller is not registered or whose action the controller lacks', () => {
    const router = new Router().draw((r) => {
      r.resources('photos', { only: ['index', 'show'] });
      r.resources('users', { only: ['index'] });
    });
    router.controllers.register('photos', { index: () => undefined });
    const lines = router.verify();
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.includes('show'))).toContain('photos');
    expect(lines.find((line) => line.includes('users'))).toBeDefined();
  });

  test('empty when all resolve', () => {
    const router = new Router().draw((r) => r.resources('photos', { only: ['index', 'show'] }));
    router.controllers.register(
      'photos',
      class {
        index(): void {}
        show(): void {}
      },
    );
    expect(router.verify()).toEqual([]);
  });
});
