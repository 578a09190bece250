/**
 * The routes page in a real headless Chromium (Debian's `chromium`, driven by
 * playwright-core; CHROMIUM_PATH points elsewhere): the table renders with helper and
 * source columns, the search box filters rows as you type, in the page, with no request to
 * the server; and the development routing-error page.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, requireChromium } from './chromium';
import express from 'express';
import { Router } from '../../src';

function requireAdmin(_req: unknown, _res: unknown, next: () => void): void {
  next();
}
const audit = [(_req: unknown, _res: unknown, next: () => void): void => next()];

const router = new Router().draw((r) => {
  r.root('pages#home');
  r.resources('photos', (r) => r.resources('comments', { only: ['index', 'show'] }));
  r.namespace('admin', { middleware: requireAdmin }, (r) =>
    r.resources('users', { only: ['index', 'show'], constraints: { id: /\d+/ }, middleware: audit }),
  );
  r.get('files/*path', { to: 'files#show', as: 'file' });
});

describe('routesPage() in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let server: http.Server;
  let requests = 0;

  beforeAll(async () => {
    requireChromium();
    const handler = router.routesPage();
    server = http.createServer((req, res) => {
      requests++;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // playwright gives the browser a fresh, empty profile of its own.
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/rails/info/routes`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  /** `prefix|verb` of every visible row, unnamed rows included. */
  const visibleRows = (): Promise<string[]> =>
    page.$$eval('tbody tr', (rows) =>
      rows
        .filter((row) => (row as unknown as { offsetParent: unknown }).offsetParent !== null)
        .map((row) =>
          Array.from(
            (row as unknown as { querySelectorAll(s: string): Array<{ textContent: string }> }).querySelectorAll('td'),
          )
            .slice(0, 2)
            .map((cell) => cell.textContent)
            .join('|'),
        ),
    );
  const visibleCount = async (): Promise<number> =>
    page.$$eval(
      'tbody tr',
      (rows) => rows.filter((row) => (row as unknown as { offsetParent: unknown }).offsetParent !== null).length,
    );

  test('renders one row per route, with the route table columns', async () => {
    expect(await page.title()).toBe('Routes');
    expect(await page.$$eval('thead th', (cells) => cells.map((cell) => cell.textContent))).toEqual([
      'Prefix',
      'Verb',
      'URI Pattern',
      'Controller#Action',
      'Middleware',
      'Helper (Path / Url)',
      'Source Location',
    ]);
    expect(await visibleCount()).toBe(router.routes.length);
    const screenshot = path.join(os.tmpdir(), 'railroute-routes-page.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(fs.statSync(screenshot).size).toBeGreaterThan(5_000);
  }, 30_000);

  test.each<[string, string[]]>([
    ['comments', ['photo_comments|GET', 'photo_comment|GET']],
    ['ADMIN/USERS#SHOW', ['admin_user|GET']],
    // A URL matches the patterns of every verb: the unnamed PATCH, PUT and DELETE rows too.
    ['/photos/12', ['photo|GET', '|PATCH', '|PUT', '|DELETE']],
    ['/photos/12/comments/3.json', ['photo_comment|GET']],
    ['/admin/users/abc', []],
    ['/admin/users/7/', ['admin_user|GET']],
    ['/files/a/b/c.pdf', ['file|GET']],
    ['no such text', []],
  ])(
    'typing %p filters the rows',
    async (text, rows) => {
      const before = requests;
      await page.fill('#search', '');
      await page.type('#search', text);
      expect(await visibleRows()).toEqual(rows);
      expect(requests).toBe(before);
    },
    30_000,
  );

  test('clearing the box shows every route again', async () => {
    await page.fill('#search', '');
    expect(await visibleCount()).toBe(router.routes.length);
  });

  const column = (name: string): Promise<string[]> =>
    page.$$eval(`tbody td.${name}`, (cells) => cells.map((cell) => cell.textContent ?? ''));

  test('the helper column shows _path helpers, and _url ones after a click on Url', async () => {
    const names = router.routes.map((route) => route.name);
    expect(await column('helper')).toEqual(names.map((name) => (name ? `${name}_path` : '')));
    await page.click('#helper-url');
    expect(await column('helper')).toEqual(names.map((name) => (name ? `${name}_url` : '')));
    await page.click('#helper-path');
    expect((await column('helper')).slice(0, 2)).toEqual(['root_path', 'photo_comments_path']);
  }, 30_000);

  test('the middleware column names each route middleware, outer scopes first', async () => {
    const cells = await column('middleware');
    expect(cells).toEqual(
      router.routes.map((route) => (route.path.startsWith('/admin') ? 'requireAdmin, anonymous' : '')),
    );
    expect(cells.filter((cell) => cell !== '')).toHaveLength(2);
  }, 30_000);

  test('the source column shows where each route was declared in this file', async () => {
    const lines = fs.readFileSync(__filename, 'utf8').split('\n');
    const at = (text: string): string =>
      `test/browser/routes-page.test.ts:${lines.findIndex((line) => line.includes(text)) + 1}`;
    const sources = await column('source');
    expect(sources[0]).toBe(at("r.root('pages#home');"));
    expect(sources[1]).toBe(at("r.resources('photos', (r) => r.resources('comments'"));
    expect(sources.at(-1)).toBe(at("r.get('files/*path'"));
  }, 30_000);
});

describe('developmentErrors() in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let server: http.Server;
  let base: string;
  let requests = 0;

  beforeAll(async () => {
    const app = express();
    app.use((_req, _res, next) => {
      requests++;
      next();
    });
    app.use(router.middleware());
    app.use(router.developmentErrors());
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  test('a 404 shows the status, the message, the nearest routes and the searchable table', async () => {
    const response = await page.goto(`${base}/photoz/12/coments`);
    expect(response?.status()).toBe(404);
    expect(await page.textContent('#routing-error')).toBe('Routing Error');
    expect(await page.textContent('#status')).toBe('Status: 404');
    expect(await page.textContent('#message')).toBe('No route matches [GET] "/photoz/12/coments"');
    const nearest = await page.$$eval('#nearest li', (items) => items.map((item) => item.textContent ?? ''));
    expect(nearest).toHaveLength(5);
    expect(nearest[0]).toMatch(
      /^GET \/photos\/:photo_id\/comments\(\.:format\) → photos\/comments#index|^GET \/photos\/:photo_id\/comments\(\.:format\) → comments#index/,
    );
    expect(await page.$$eval('tbody tr', (rows) => rows.length)).toBe(router.routes.length);
    const before = requests;
    await page.type('#search', '/admin/users/7');
    expect(
      await page.$$eval(
        'tbody tr',
        (rows) => rows.filter((row) => (row as unknown as { offsetParent: unknown }).offsetParent !== null).length,
      ),
    ).toBe(1);
    expect(requests).toBe(before);
  }, 30_000);

  test('a 405 shows its status and Allow header', async () => {
    const response = await page.request.post(`${base}/photos/1/comments/2`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
    expect(await response.text()).toContain('Method Not Allowed');
  }, 30_000);

  test('a URL with markup is shown as text', async () => {
    // Whatever reaches the message is escaped again by the page.
    const response = await page.request.get(`${base}/photos/<img src=x onerror=alert(1)>/x`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(404);
    await page.setContent(await response.text());
    expect(await page.$$('#message img')).toHaveLength(0);
    expect(await page.textContent('#message')).toContain('%3Cimg%20src=x%20onerror=alert(1)%3E');
  }, 30_000);
});
