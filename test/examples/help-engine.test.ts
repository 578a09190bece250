/**
 * The example app's help pages (examples/engines/help), an engine mounted twice: at `/help`
 * and at `/:locale/help`. Through HTTP: links within the mount the request came through, the
 * way back to the blog through `main_app`, the mount's constraint, route proxies from the app.
 */
import type { Express } from 'express';
import request from 'supertest';
import { createApp, router } from '../../examples/app';

let app: Express;
beforeAll(async () => {
  app = await createApp();
});

test('the blog links to the help through a route proxy', async () => {
  const res = await request(app).get('/about').expect(200);
  expect(res.text).toContain('<a href="/help/">Help</a>');
});

test('GET /help lists the articles, linked within /help, and links back to the blog', async () => {
  const res = await request(app).get('/help').expect(200).expect('Content-Type', /html/);
  expect(res.text).toContain('<a href="/help/articles/writing">Writing a post</a>');
  expect(res.text).toContain('<a href="/">Back to the blog</a>');
});

test('GET /fr/help/articles/comments: the same engine under the locale, its links keep the locale', async () => {
  const res = await request(app).get('/fr/help/articles/comments').expect(200);
  expect(res.text).toContain('<html lang="fr">');
  expect(res.text).toContain('<a href="/fr/help/articles">All help</a>');
});

test('the mount’s constraint: /english/help is not the help', async () => {
  await request(app).get('/english/help').expect(404);
});

test('an unknown article is the engine’s own 404 page; an unknown path under the mount a routing 404', async () => {
  await request(app).get('/help/articles/nothing').expect(404);
  const res = await request(app).get('/help/nothing/at/all').expect(404);
  expect(res.text).toContain('/help/nothing/at/all');
});

test('a 405 inside the mount names the engine’s verbs', async () => {
  const res = await request(app).delete('/help/articles/writing').expect(405);
  expect(res.headers.allow).toBe('GET, HEAD');
});

test('route proxies from the app and recognition name the engine', () => {
  expect(router.helpers.help.article_path('writing')).toBe('/help/articles/writing');
  expect(router.helpers.localized_help.articles_path({ locale: 'de' })).toBe('/de/help/articles');
  expect(router.recognize('GET', '/de/help/articles/writing')).toMatchObject({
    params: { locale: 'de', controller: 'help/articles', action: 'show', id: 'writing' },
    engine: 'localized_help',
  });
});
