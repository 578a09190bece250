/**
 * The routes page in a real headless Chromium (Debian's `chromium`, driven by
 * playwright-core): the table renders, and the search box filters rows as you type, in the
 * page, with no request to the server.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Router } from '../../src';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const router = new Router().draw((r) => {
  r.root('pages#home');
  r.resources('photos', (r) => r.resources('comments', { only: ['index', 'show'] }));
  r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show'], constraints: { id: /\d+/ } }));
  r.get('files/*path', { to: 'files#show', as: 'file' });
});

describe('routesPage() in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let server: http.Server;
  let requests = 0;

  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (see .ci/run)`);
    const handler = router.routesPage();
    server = http.createServer((req, res) => {
      requests++;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // playwright gives the browser a fresh, empty profile of its own.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
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
        .map((row) => Array.from((row as unknown as { querySelectorAll(s: string): Array<{ textContent: string }> }).querySelectorAll('td')).slice(0, 2).map((cell) => cell.textContent).join('|')),
    );
  const visibleCount = async (): Promise<number> => page.$$eval('tbody tr', (rows) => rows.filter((row) => (row as unknown as { offsetParent: unknown }).offsetParent !== null).length);

  test('renders one row per route, with the route table columns', async () => {
    expect(await page.title()).toBe('Routes');
    expect(await page.$$eval('thead th', (cells) => cells.map((cell) => cell.textContent))).toEqual(['Prefix', 'Verb', 'URI Pattern', 'Controller#Action']);
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
  ])('typing %p filters the rows', async (text, rows) => {
    const before = requests;
    await page.fill('#search', '');
    await page.type('#search', text);
    expect(await visibleRows()).toEqual(rows);
    expect(requests).toBe(before);
  }, 30_000);

  test('clearing the box shows every route again', async () => {
    await page.fill('#search', '');
    expect(await visibleCount()).toBe(router.routes.length);
  });
});
