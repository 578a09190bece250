/** A walk through the map-form example app (examples/map-app.ts), as a browser would. */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { app, router } from '../../examples/map-app';

describe('map-form example app', () => {
  it('resolves every route to a registered controller action', () => {
    expect(router.verify()).toEqual([]);
  });

  it('types its helpers with what `railroute routes --types` prints today (map-app-helpers.d.ts)', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../../examples/map-app-helpers.d.ts'), 'utf8');
    expect(committed).toBe(router.helperTypes());
  });

  it('serves the root (map.root) with links built by helpers', async () => {
    const res = await request(app).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<a href="/forums/1">Routing</a>');
    expect(res.text).toContain('<a href="/forums/new">New forum</a>');
    expect(res.text).toContain('<a href="/forums/search">Search</a>');
  });

  it('searches through a collection route, linking with url_for(hash_for_forum_path(...))', async () => {
    const res = await request(app).get('/forums/search?q=rout').expect(200);
    expect(res.text).toContain('<a href="/forums/1">Routing</a>');
  });

  it('shows a forum with member and nested links, and buttonTo forms (one with a _method)', async () => {
    const res = await request(app).get('/forums/1').expect(200);
    expect(res.text).toContain('<a href="/forums/1/topics">Topics</a>');
    expect(res.text).toContain('<a href="/forums/1/edit">Edit</a>');
    expect(res.text).toContain(
      '<form class="button_to" method="post" action="/forums/1/subscribe"><button type="submit">Subscribe</button></form>',
    );
    expect(res.text).toContain(
      '<form class="button_to" method="post" action="/forums/1"><input type="hidden" name="_method" value="delete" autocomplete="off" /><button type="submit">Delete</button></form>',
    );
  });

  it('posts to a member route; GET there is a 405', async () => {
    await request(app).post('/forums/1/subscribe').expect(303).expect('Location', '/forums/1');
    expect((await request(app).get('/forums/1')).text).toContain('1 subscribers');
    const res = await request(app).get('/forums/1/subscribe').expect(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('lists and creates nested topics', async () => {
    const list = await request(app).get('/forums/1/topics').expect(200);
    expect(list.text).toContain('<a href="/forums/1/topics/1">map.resources</a>');
    const created = await request(app).post('/forums/1/topics').type('form').send({ title: 'has_many' }).expect(303);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/forums\/1\/topics\/\d+$/);
    await request(app)
      .get(location)
      .expect(200, /has_many/);
    // topics has no `new` route: this is show with id 'new', which the controller does not find.
    await request(app).get('/forums/1/topics/new').expect(404);
  });

  it('creates, edits (PUT through _method, in a formWith form) and deletes a forum', async () => {
    const blank = await request(app).get('/forums/new').expect(200);
    expect(blank.text).toContain('<form action="/forums" accept-charset="UTF-8" method="post">');
    expect(blank.text).toContain('<input value="" type="text" name="name" id="name" />');
    const refused = await request(app).post('/forums').type('form').send({ name: ' ' }).expect(422);
    expect(refused.text).toContain('<p>Name can&#39;t be blank</p>');
    const created = await request(app).post('/forums').type('form').send({ name: 'Express' }).expect(303);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/forums\/\d+$/);
    const edit = await request(app).get(`${location}/edit`).expect(200);
    expect(edit.text).toContain(
      `<form action="${location}" accept-charset="UTF-8" method="post"><input type="hidden" name="_method" value="put" autocomplete="off" />`,
    );
    expect(edit.text).toContain('<input value="Express" type="text" name="name" id="name" />');
    await request(app)
      .post(location)
      .type('form')
      .send({ _method: 'put', name: 'Express 5' })
      .expect(303)
      .expect('Location', location);
    await request(app)
      .get(location)
      .expect(200, /<h1>Express 5<\/h1>/);
    // update is PUT only in the map form
    await request(app).post(location).type('form').send({ _method: 'patch', name: 'x' }).expect(405);
    await request(app)
      .post(location)
      .type('form')
      .send({ _method: 'delete' })
      .expect(303)
      .expect('Location', '/forums');
    await request(app).get(location).expect(404);
  });

  it('escapes what a user typed on every page and in the edit form', async () => {
    const name = '<b>"Tom" & \'Jerry\'</b>';
    const created = await request(app).post('/forums').type('form').send({ name }).expect(303);
    const location = created.headers.location as string;
    const show = await request(app).get(location).expect(200);
    expect(show.text).toContain('<h1>&lt;b&gt;&#34;Tom&#34; &amp; &#39;Jerry&#39;&lt;/b&gt;</h1>');
    expect(show.text).not.toContain(name);
    const edit = await request(app).get(`${location}/edit`).expect(200);
    expect(edit.text).toContain('value="&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;"');
    expect((await request(app).get('/').expect(200)).text).not.toContain(name);
    await request(app).post(location).type('form').send({ _method: 'delete' }).expect(303);
  });

  it('refuses POST /forums/new with 405 and an Allow header', async () => {
    const res = await request(app).post('/forums/new').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(res.text).toContain('Allowed: GET, HEAD, PUT, DELETE');
  });

  it('signs in and out through the singleton session', async () => {
    await request(app)
      .get('/session/new')
      .expect(200, /<form class="button_to" method="post" action="\/session">/);
    await request(app).post('/session').expect(303).expect('Location', '/');
    await request(app)
      .get('/admin/forums')
      .expect(200, /Signed in: true/);
    await request(app).post('/session').type('form').send({ _method: 'delete' }).expect(303).expect('Location', '/');
    await request(app)
      .get('/admin/forums')
      .expect(200, /Signed in: false/);
    await request(app).get('/session').expect(405);
  });

  it('serves the connect route (GET only) and 404s unknown paths', async () => {
    const res = await request(app).get('/about').expect(200);
    // url_for picks the first route that serves forums#index: the root.
    expect(res.text).toContain('<a href="/">Forums</a>');
    await request(app).post('/about').expect(405);
    await request(app).get('/nowhere').expect(404);
  });
});
