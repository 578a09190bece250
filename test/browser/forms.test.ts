/**
 * The example blog's forms in a real headless Chromium (launched as routes-page.test.ts does):
 * signing in, editing and deleting through the `formWith`/`buttonTo` forms the EJS views
 * print, each carrying its page's token; a form served by another origin (a second server on
 * another port, same site for the browser, so the session cookie goes along) posting to the
 * app gets a 422 and changes nothing; a `fetch` that sends the `csrf-token` meta tag's token
 * in `X-CSRF-Token` works, and one without it does not.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, requireChromium } from './chromium';
import { createApp } from '../../examples/app';
import type { Db, PostRow } from '../../examples/db';

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the example blog’s forms in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let app: http.Server;
  let evil: http.Server;
  let base: string;
  let evilBase: string;
  let db: Db;
  const post = (id: number) => db.get<PostRow>('SELECT * FROM posts WHERE id = ?', [id]);

  beforeAll(async () => {
    requireChromium();
    const express = await createApp();
    db = express.locals.db as Db;
    app = http.createServer(express);
    base = await listen(app);
    // Another origin: a page whose form deletes post 1 on the blog, as a forged form would.
    evil = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<!doctype html><form method="post" action="${base}/posts/1"><input type="hidden" name="_method" value="delete"><button>Win a prize</button></form>`,
      );
    });
    evilBase = await listen(evil);
    browser = await launchChromium();
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(
      [app, evil].map((s) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))),
    );
  });

  it('signs in through the sign-in form', async () => {
    await page.goto(`${base}/session/new`);
    await page.fill('#session_name', 'ada');
    await page.fill('#session_password', 'lovelace');
    await Promise.all([page.waitForURL(`${base}/`), page.click('input[type="submit"][value="Sign in"]')]);
    expect(await page.textContent('.user')).toBe('ada (admin)');
    expect(await page.textContent('.notice')).toBe('Signed in as ada.');
  }, 30_000);

  it('edits a post through its formWith form (PATCH by _method, with the token)', async () => {
    await page.goto(`${base}/posts/1/edit`);
    expect(await page.getAttribute('form[action="/posts/1"] input[name="_method"]', 'value')).toBe('patch');
    await page.fill('#post_title', 'Edited in Chromium');
    await Promise.all([page.waitForURL(`${base}/posts/1`), page.click('input[type="submit"][value="Update post"]')]);
    expect(await page.textContent('h1')).toBe('Edited in Chromium');
    expect(post(1)?.title).toBe('Edited in Chromium');
  }, 30_000);

  it('deletes a post through its buttonTo button (DELETE by _method, with the token)', async () => {
    expect(post(3)).toBeDefined();
    await page.goto(`${base}/posts/3`);
    await Promise.all([page.waitForURL(`${base}/posts`), page.click('form.button_to button:has-text("Delete post")')]);
    expect(await page.textContent('.notice')).toBe('Post deleted.');
    expect(post(3)).toBeUndefined();
  }, 30_000);

  it('answers a form from another origin with 422, and changes nothing', async () => {
    const before = post(1);
    await page.goto(evilBase);
    const [response] = await Promise.all([page.waitForResponse(`${base}/posts/1`), page.click('button')]);
    expect(response.status()).toBe(422);
    expect(post(1)).toEqual(before);
    // The session was there all along (same site): it is the token and the Origin that failed.
    await page.goto(`${base}/`);
    expect(await page.textContent('.user')).toBe('ada (admin)');
  }, 30_000);

  it('lets a fetch with the csrf-token meta tag through, and not one without', async () => {
    await page.goto(`${base}/posts/2`);
    // The page's script reads the meta tag, as `document.querySelector('meta[name="csrf-token"]')` would.
    const token = await page.getAttribute('meta[name="csrf-token"]', 'content');
    expect(token).toMatch(/^[\w-]{86}$/);
    const send = (withToken: boolean) =>
      page.evaluate(
        async (header: Record<string, string>) => {
          const response = await fetch('/posts/2', {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...header },
            body: 'post[title]=Fetched&post[body]=by+script',
          });
          return response.status;
        },
        (withToken ? { 'X-CSRF-Token': token as string } : {}) as Record<string, string>,
      );
    expect(await send(false)).toBe(422);
    expect(post(2)?.title).not.toBe('Fetched');
    expect(await send(true)).toBe(200); // the 303 to /posts/2, followed
    expect(post(2)).toMatchObject({ title: 'Fetched', body: 'by script' });
  }, 30_000);
});
