/** A walk through the example app (examples/app.ts), as a browser and an API client would. */
import request from 'supertest';
import { app, router } from '../../examples/app';

describe('example app', () => {
  it('serves the home page', async () => {
    const res = await request(app).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<a href="/posts">Posts</a>');
    expect(res.text).toContain('<a href="/posts/1">Hello, railroute</a>');
  });

  it('serves the about page and the redirect', async () => {
    await request(app).get('/about').expect(200, /pages#about/);
    await request(app).get('/blog/1').expect(301).expect('Location', /\/posts\/1$/);
  });

  it('lists posts with links built by helpers', async () => {
    const res = await request(app).get('/posts').expect(200);
    expect(res.text).toContain('<a href="/posts/1/edit">edit</a>');
    expect(res.text).toContain('<a href="/posts/new">New post</a>');
  });

  it('creates, edits and deletes a post through HTML forms', async () => {
    const form = await request(app).get('/posts/new').expect(200);
    expect(form.text).toContain('<form method="post" action="/posts">');

    const created = await request(app).post('/posts').type('form').send({ title: 'Routing', body: 'by hand' }).expect(303);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/posts\/\d+$/);
    const id = location.split('/').pop();

    const edit = await request(app).get(`${location}/edit`).expect(200);
    expect(edit.text).toContain(`<form method="post" action="/posts/${id}">`);
    expect(edit.text).toContain('<input type="hidden" name="_method" value="patch">');

    await request(app).post(location).type('form').send({ _method: 'patch', title: 'Routing, edited', body: 'x' }).expect(303).expect('Location', location);
    const shown = await request(app).get(location).expect(200);
    expect(shown.text).toContain('<h1>Routing, edited</h1>');
    expect(shown.text).toContain('<input type="hidden" name="_method" value="delete">');

    await request(app).post(location).type('form').send({ _method: 'delete' }).expect(303).expect('Location', '/posts');
    await request(app).get(location).expect(404);
  });

  it('re-renders the form for an invalid post', async () => {
    const res = await request(app).post('/posts').type('form').send({ title: '' }).expect(422);
    expect(res.text).toContain("Title can&#39;t be blank");
  });

  it('adds and deletes a comment on a shallow route', async () => {
    await request(app).post('/posts/1/comments').type('form').send({ body: 'Nice' }).expect(303).expect('Location', '/posts/1');
    const post = await request(app).get('/posts/1').expect(200);
    const match = /<a href="\/comments\/(\d+)">Nice<\/a>/.exec(post.text);
    expect(match).not.toBeNull();
    await request(app).post(`/comments/${match?.[1]}`).type('form').send({ _method: 'delete' }).expect(303).expect('Location', '/posts/1');
  });

  it('updates the singular profile', async () => {
    await request(app).post('/profile').type('form').send({ _method: 'patch', name: 'Grace', bio: 'Compilers.' }).expect(303).expect('Location', '/profile');
    const res = await request(app).get('/profile.json').expect(200);
    expect(res.body).toEqual({ name: 'Grace', bio: 'Compilers.' });
  });

  it('answers JSON by format', async () => {
    const list = await request(app).get('/posts.json').expect(200).expect('Content-Type', /json/);
    expect(list.body[0]).toMatchObject({ id: 1, title: 'Hello, railroute' });
    const one = await request(app).get('/posts/1.json').expect(200);
    expect(one.body).toMatchObject({ id: 1, comments: expect.any(Array) });
  });

  it('routes the admin namespace', async () => {
    const res = await request(app).get('/admin/posts').expect(200);
    expect(res.text).toContain('<form method="post" action="/admin/posts/1">');
  });

  it('shows a 404 page for an unknown path', async () => {
    const res = await request(app).get('/nowhere').expect(404).expect('Content-Type', /html/);
    expect(res.text).toContain('<p class="status">404</p>');
    expect(res.text).toContain('No route matches [GET] &#34;/nowhere&#34;');
  });

  it('shows a 404 page for a missing record, as JSON for .json', async () => {
    await request(app).get('/posts/999').expect(404, /Couldn&#39;t find Post/);
    const res = await request(app).get('/posts/999.json').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ status: 404, error: "Couldn't find Post with 'id'=999" });
  });

  it('shows a 405 page with Allow for a wrong verb', async () => {
    // `/posts/new` is also `/posts/:id`, so the PATCH/PUT/DELETE of `post` are allowed.
    const res = await request(app).post('/posts/new').expect(405).expect('Allow', 'GET, HEAD, PATCH, PUT, DELETE');
    expect(res.text).toContain('<p class="status">405</p>');
    expect(res.text).toContain('No route matches [POST] &#34;/posts/new&#34;');
    await request(app).delete('/posts').expect(405).expect('Allow', 'GET, HEAD, POST');
  });

  it('answers OPTIONS and rejects bad escapes', async () => {
    await request(app).options('/profile').expect(204).expect('Allow', 'GET, HEAD, PATCH, PUT');
    await request(app).get('/posts/%E0%A4%A').expect(400);
  });

  it('declares only routes whose controllers exist', () => {
    expect(router.verify()).toEqual([]);
  });
});
