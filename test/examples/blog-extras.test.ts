/** The example blog's map-form module, concern, stylesheet, routes page and generated helper types. */
import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { createApp, router } from '../../examples/app';

let app: Express;
beforeAll(async () => {
  app = await createApp();
});

test('the map-form module routes tags and the archive', async () => {
  const index = await request(app).get('/tags').expect(200);
  expect(index.text).toContain('href="/tags/routing"');
  expect(index.text).toContain('href="/tags.json"');
  await request(app).get('/tags/routing').expect(200);
  await request(app).get('/tags/nope').expect(404);
  await request(app).post('/tags').expect(405).expect('Allow', 'GET, HEAD');
  expect((await request(app).get('/archive/2024').expect(200)).text).toContain('Archive 2024');
  await request(app).get('/archive/24').expect(404);
});

test('a tag links to a new post prefilled through nested query parameters', async () => {
  const tag = await request(app).get('/tags/routing').expect(200);
  expect(tag.text).toContain('<a href="/posts/1">Hello, railroute</a>');
  const href = /<a href="([^"]+)">Write about routing<\/a>/.exec(tag.text)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toMatch(/^\/posts\/new\?post%5Btitle%5D=On(\+|%20)routing$/);
  const agent = request.agent(app);
  // The sign-in form's token (forgery protection), as a browser sends it.
  const signIn = await agent.get('/session/new').expect(200);
  const token = /name="authenticity_token" value="([\w-]+)"/.exec(signIn.text)?.[1] as string;
  await agent
    .post('/session')
    .type('form')
    .send({ 'session[name]': 'grace', 'session[password]': 'hopper', authenticity_token: token })
    .expect(303);
  expect((await agent.get(href as string).expect(200)).text).toContain('value="On routing" name="post[title]"');
});

test('the stylesheet is one static file that every page links once', async () => {
  const css = await request(app)
    .get('/assets/app.css')
    .expect(200)
    .expect('Content-Type', /text\/css/);
  expect(css.text).toContain('font:');
  for (const path of ['/', '/posts/1', '/tags', '/session/new', '/nowhere']) {
    const page = await request(app).get(path);
    expect(page.text.split('<link rel="stylesheet" href="/assets/app.css">')).toHaveLength(2);
    expect(page.text).not.toContain('<style');
  }
});

test('comments come from the commentable concern, shallow under posts', () => {
  expect(
    router.routes.filter((route) => route.controller === 'comments').map((route) => `${route.verb} ${route.path}`),
  ).toEqual([
    'GET /posts/:post_id/comments(.:format)',
    'POST /posts/:post_id/comments(.:format)',
    'GET /comments/:id(.:format)',
    'DELETE /comments/:id(.:format)',
  ]);
});

test('the routes page is served in development', async () => {
  const page = await request(app)
    .get('/rails/info/routes')
    .expect(200)
    .expect('Content-Type', /text\/html/);
  expect(page.text).toContain('<input type="search"');
  expect(page.text).toContain('/posts/:post_id/comments(.:format)');
});

test('route-helpers.d.ts is what `railroute routes --types` prints today', () => {
  const committed = fs.readFileSync(path.resolve(__dirname, '../../examples/route-helpers.d.ts'), 'utf8');
  expect(committed).toBe(router.helperTypes());
});

test('every route resolves to a registered controller action', () => {
  expect(router.verify()).toEqual([]);
});
