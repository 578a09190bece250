/** The example blog's map-form module, concern, routes page and generated helper types. */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { app, router } from '../../examples/app';

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

test('comments come from the commentable concern, shallow under posts', () => {
  expect(router.routes.filter((route) => route.controller === 'comments').map((route) => `${route.verb} ${route.path}`)).toEqual([
    'GET /posts/:post_id/comments(.:format)',
    'POST /posts/:post_id/comments(.:format)',
    'GET /comments/:id(.:format)',
    'DELETE /comments/:id(.:format)',
  ]);
});

test('the routes page is served in development', async () => {
  const page = await request(app).get('/rails/info/routes').expect(200).expect('Content-Type', /text\/html/);
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
