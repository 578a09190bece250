/**
 * The example app's links page in a real headless Chromium (as routes-page.test.ts drives
 * it): its script imports the helpers from /assets/routes.js, the module `railroute routes
 * --client` wrote, as a browser ES module, and every link it builds is what the server's
 * helpers give for the same arguments, `_url` ones on the page's own host; typing in a field
 * rebuilds a link in the page with no request, and a value a constraint refuses shows the
 * server's error message.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, requireChromium } from './chromium';
import { createApp, router } from '../../examples/app';
import type { Db, PostRow } from '../../examples/db';

type Helper = (...args: unknown[]) => string;
const h = router.helpers as unknown as Record<string, Helper> &
  Record<'help' | 'localized_help', Record<string, Helper>>;

describe('the links page in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let server: http.Server;
  let base: string;
  let rows: PostRow[];
  const requested: string[] = [];

  beforeAll(async () => {
    requireChromium();
    const app = await createApp();
    rows = (app.locals.db as Db).all<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC LIMIT 3');
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}${h.links_path!()}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 10_000 }).catch(() => {
      throw new Error(`the page's script did not finish: ${errors.join('; ')}`);
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const href = (id: string): Promise<string | null> => page.getAttribute(`#${id}`, 'href');

  test('the script loads the generated module as an ES module', () => {
    expect(requested).toEqual(expect.arrayContaining(['/links', '/assets/links.js', '/assets/routes.js']));
    expect(rows.length).toBeGreaterThan(0);
  });

  test('every link is what the server builds for the same arguments', async () => {
    const expected: Array<[string, string]> = [
      ['posts', h.postsPath!()],
      ['posts-json', h.posts_url!({ format: 'json', host: base })],
      ['posts-page', h.postsPath!({ page: 2, q: { tag: 'a b' } })],
      ...rows.flatMap((row): Array<[string, string]> => [
        [`post-${row.id}`, h.post_path!({ id: row.id, title: row.title })],
        [`edit-post-${row.id}`, h.edit_post_path!({ id: row.id, title: row.title }, { anchor: 'form' })],
      ]),
      ['help-article', h.help.article_path!('writing')],
      ['help-fr', h.localized_help.articles_path!({ locale: 'fr' })],
      ['tag-link', h.tag_path!('express')],
      ['year-link', h.archive_path!('2024')],
    ];
    const actual = await Promise.all(expected.map(async ([id]) => [id, await href(id)]));
    expect(actual).toEqual(expected);
    expect(expected.find(([id]) => id === 'posts-page')?.[1]).toBe('/posts?page=2&q%5Btag%5D=a+b');
  });

  test.each(['a b/c?d#e', 'été 日本', '%2F', ''])(
    'typing %p in the tag field builds tag_path of it, in the page',
    async (text) => {
      const before = requested.length;
      await page.fill('#tag', text);
      const server = (() => {
        try {
          return h.tag_path!(text);
        } catch {
          return null;
        }
      })();
      expect(await href('tag-link')).toBe(server);
      expect(requested.length).toBe(before);
    },
    30_000,
  );

  test("a year the constraint refuses shows the server's error, and a good one a link again", async () => {
    await page.fill('#year', '24');
    expect(await href('year-link')).toBeNull();
    const message = (() => {
      try {
        h.archive_path!('24');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/possible unmatched constraints: \[year\]/);
    expect(await page.textContent('#year-error')).toBe(message);
    await page.fill('#year', '1999');
    expect(await href('year-link')).toBe(h.archive_path!('1999'));
    expect(await page.textContent('#year-error')).toBe('');
  }, 30_000);
});
