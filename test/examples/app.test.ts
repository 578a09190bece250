/**
 * A walk through the example blog (examples/app.ts), as a browser and an API client would:
 * signed out, signed in as a writer (grace) and as an admin (ada). Every test gets its own
 * app and SQLite database.
 */
import type { Express } from 'express';
import request from 'supertest';
import { createApp, router } from '../../examples/app';
import type { Db, PostRow } from '../../examples/db';

let app: Express;
let db: Db;

beforeEach(async () => {
  app = await createApp();
  db = app.locals.db as Db;
});

const ADA = 'session[name]=ada&session[password]=lovelace';
const GRACE = 'session[name]=grace&session[password]=hopper';

type Agent = ReturnType<typeof request.agent>;

/** The token a page gives the agent's session: its csrf-token meta tag (forgery protection). */
async function tokenOf(agent: Agent): Promise<string> {
  const page = await agent.get('/').expect(200);
  return /<meta name="csrf-token" content="([^"]+)"/.exec(page.text)?.[1] as string;
}

/** A supertest agent (it keeps cookies) sending its session's token in X-CSRF-Token, as a page's form or script does. */
async function visitor(): Promise<Agent> {
  const agent = request.agent(app);
  agent.set('X-CSRF-Token', await tokenOf(agent));
  return agent;
}

/** A visitor signed in through the sign-in form; signing in starts a new session, with a new token. */
async function signedIn(credentials = ADA): Promise<Agent> {
  const agent = await visitor();
  await agent.post('/session').type('form').send(credentials).expect(303);
  agent.set('X-CSRF-Token', await tokenOf(agent));
  return agent;
}

const snapshot = (): unknown[] => ['posts', 'comments', 'profile'].map((table) => db.all(`SELECT * FROM ${table}`));
const count = (table: string): number => Number(db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)?.n);

describe('pages', () => {
  it('serves the home page from the database, with the one stylesheet', async () => {
    const res = await request(app).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<a href="/posts">Posts</a>');
    expect(res.text).toContain('<a href="/posts/1">Hello, railroute</a>');
    expect(res.text.match(/<link rel="stylesheet"/g)).toEqual(['<link rel="stylesheet"']);
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/app.css">');
    await request(app)
      .get('/assets/app.css')
      .expect(200)
      .expect('Content-Type', /text\/css/);
  });

  it('serves the about page and the redirect', async () => {
    await request(app)
      .get('/about')
      .expect(200, /pages#about/);
    await request(app)
      .get('/blog/1')
      .expect(301)
      .expect('Location', /\/posts\/1$/);
  });

  it('answers JSON by format, the rows as SQLite returns them', async () => {
    const list = await request(app).get('/posts.json').expect(200).expect('Content-Type', /json/);
    expect(list.body).toContainEqual({
      id: 1,
      title: 'Hello, railroute',
      body: expect.any(String),
      user_id: 1,
      created_at: '2026-01-05',
    });
    const one = await request(app).get('/posts/1.json').expect(200);
    expect(one.body).toMatchObject({ id: 1, comments: [{ id: 1, post_id: 1, body: 'First!' }] });
  });

  it('keeps each app’s data in its own database', async () => {
    const other = await createApp();
    await (await signedIn()).post('/posts').type('form').send('post[title]=Only+here').expect(303);
    expect(count('posts')).toBe(4);
    expect((other.locals.db as Db).all('SELECT * FROM posts')).toHaveLength(3);
  });
});

describe('links built from plain database rows', () => {
  it.each([
    ['/', false],
    ['/posts', false],
    ['/posts', true],
    ['/posts/1', false],
    ['/posts/1', true],
    ['/posts/1/comments', false],
    ['/comments/1', true],
    ['/admin/posts', true],
  ])('%s (signed in: %s) links without any column in the URL', async (path, signIn) => {
    const agent = signIn ? await signedIn() : request.agent(app);
    const res = await agent.get(path).expect(200);
    const urls = [...res.text.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls)
      expect(url).not.toMatch(/[?&](id|title|body|user_id|post_id|created_at|comment_count|password_hash)=/);
  });

  it('post_path(row), edit_post_path(row) and post_comments_path(row) on the show page', async () => {
    const res = await (await signedIn()).get('/posts/1').expect(200);
    expect(res.text).toContain('<a href="/posts/1/edit">Edit</a>');
    expect(res.text).toContain('<a href="/posts/1.json">JSON</a>');
    expect(res.text).toContain('<form action="/posts/1/comments" accept-charset="UTF-8" method="post">');
    expect(res.text).toContain('<a href="/comments/1">First!</a>');
  });
});

describe('the login filter (ApplicationController beforeAction, except index and show)', () => {
  it('lets visitors read', async () => {
    await request(app).get('/posts').expect(200);
    await request(app).get('/posts/1').expect(200);
    await request(app).get('/profile').expect(200);
    await request(app).get('/posts/1/comments').expect(200);
  });

  it.each([
    ['/posts/new', '/session/new?return_to=%2Fposts%2Fnew'],
    ['/posts/1/edit', '/session/new?return_to=%2Fposts%2F1%2Fedit'],
    ['/profile/edit', '/session/new?return_to=%2Fprofile%2Fedit'],
  ])('GET %s sends a visitor to sign in, with the way back', async (path, login) => {
    await request(app).get(path).expect(302).expect('Location', login);
    const form = await request(app).get(login).expect(200);
    expect(form.text).toContain(`<input type="hidden" name="return_to" value="${path}">`);
  });

  it.each([
    ['POST /posts', '', 'post[title]=x'],
    ['PATCH /posts/1', '_method=patch&', 'post[title]=x'],
    ['DELETE /posts/1', '_method=delete', ''],
    ['POST /posts/1/comments', '', 'comment[body]=x'],
    ['DELETE /comments/1', '_method=delete', ''],
    ['PATCH /profile', '_method=patch&', 'profile[name]=x'],
  ])('%s by a visitor redirects to sign in and changes nothing', async (what, override, fields) => {
    const path = what.split(' ')[1] as string;
    const before = snapshot();
    await (
      await visitor()
    )
      .post(path)
      .type('form')
      .send(`${override}${fields}`)
      .expect(302)
      .expect('Location', '/session/new');
    expect(snapshot()).toEqual(before);
  });
});

describe('signing in and out (resource session)', () => {
  it('shows a nested session[...] form', async () => {
    const res = await request(app).get('/session/new').expect(200);
    expect(res.text).toContain('<form action="/session" accept-charset="UTF-8" method="post">');
    expect(res.text).toMatch(/<input type="hidden" name="authenticity_token" value="[\w-]{86}" autocomplete="off" \/>/);
    expect(res.text).toContain('name="session[name]"');
    expect(res.text).toContain('<input type="password" name="session[password]" id="session_password" />');
  });

  it('refuses a wrong password with 422 and no cookie', async () => {
    const res = await (
      await visitor()
    )
      .post('/session')
      .type('form')
      .send('session[name]=ada&session[password]=nope')
      .expect(422);
    expect(res.text).toContain('Wrong name or password.');
    expect(res.headers['set-cookie']).toBeUndefined();
    await (await visitor()).post('/session').type('form').send('session[name]=nobody&session[password]=x').expect(422);
  });

  it('signs in with a signed (cookie-session), HttpOnly cookie and goes back where it was asked', async () => {
    const res = await (
      await visitor()
    )
      .post('/session')
      .type('form')
      .send(`${ADA}&return_to=%2Fposts%2Fnew`)
      .expect(303)
      .expect('Location', '/posts/new');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toEqual([
      expect.stringMatching(/^blog_session=[\w=]+; path=\/; samesite=lax; httponly$/),
      expect.stringMatching(/^blog_session\.sig=[\w-]+; path=\/; samesite=lax; httponly$/),
    ]);
    const page = await request(app)
      .get('/posts/new')
      .set('Cookie', cookies.map((c) => c.split(';')[0]).join('; '))
      .expect(200);
    expect(page.text).toContain('<span class="user">ada (admin)</span>');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', ' /posts', 'posts'])(
    'never returns to %s',
    async (target) => {
      await (
        await visitor()
      )
        .post('/session')
        .type('form')
        .send(`${ADA}&return_to=${encodeURIComponent(target)}`)
        .expect(303)
        .expect('Location', '/');
    },
  );

  it.each([
    // {"user_id":1} without the signature cookie-session checks, or with another's.
    ['no signature', 'blog_session=eyJ1c2VyX2lkIjoxfQ=='],
    ['a forged signature', 'blog_session=eyJ1c2VyX2lkIjoxfQ==; blog_session.sig=bm90LWEtc2lnbmF0dXJl'],
    ['a malformed escape', 'blog_session=%E0%A4%A'],
  ])('treats a cookie with %s as signed out', async (_what, cookie) => {
    await request(app).get('/posts/new').set('Cookie', cookie).expect(302);
  });

  it('shows a notice once, on the page after the redirect, escaped', async () => {
    const agent = await visitor();
    await agent.post('/session').type('form').send(ADA).expect(303);
    expect((await agent.get('/').expect(200)).text).toContain('<p class="notice">Signed in as ada.</p>');
    expect((await agent.get('/').expect(200)).text).not.toContain('class="notice"');
    // A notice is text: a post titled with markup shows it escaped in the flash.
    const writer = await signedIn();
    await writer.post('/posts').type('form').send('post[title]=<script>x</script>').expect(303);
    await writer.post('/admin/posts/4').type('form').send('_method=delete').expect(303);
    expect((await writer.get('/admin/posts').expect(200)).text).toContain(
      '<p class="notice">Deleted “&lt;script&gt;x&lt;/script&gt;”.</p>',
    );
  });

  it('signs out with DELETE /session', async () => {
    const agent = await signedIn();
    await agent.get('/posts/new').expect(200);
    const res = await agent.post('/session').type('form').send('_method=delete').expect(303).expect('Location', '/');
    // A new session holding only the notice: no user.
    const session = /^blog_session=([\w=]+);/.exec(String(res.headers['set-cookie']))?.[1] as string;
    expect(JSON.parse(Buffer.from(session, 'base64').toString())).toEqual({ flash: 'Signed out.' });
    await agent.get('/posts/new').expect(302);
  });
});

describe('writing posts through the nested post[...] form', () => {
  it('creates, edits and deletes a post', async () => {
    const agent = await signedIn(GRACE);
    const form = await agent.get('/posts/new').expect(200);
    expect(form.text).toContain('<form action="/posts" accept-charset="UTF-8" method="post">');
    expect(form.text).toContain('name="post[title]"');
    expect(form.text).toContain('<textarea rows="6" name="post[body]" id="post_body">');

    const created = await agent.post('/posts').type('form').send('post[title]=Routing&post[body]=by+hand').expect(303);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/posts\/\d+$/);
    const id = Number(location.split('/').pop());
    expect(db.get<PostRow>('SELECT * FROM posts WHERE id = ?', [id])).toMatchObject({
      title: 'Routing',
      body: 'by hand',
      user_id: 2,
    });

    const edit = await agent.get(`${location}/edit`).expect(200);
    expect(edit.text).toContain(`<form action="/posts/${id}" accept-charset="UTF-8" method="post">`);
    expect(edit.text).toContain('<input type="hidden" name="_method" value="patch" autocomplete="off" />');
    expect(edit.text).toContain('value="Routing"');

    await agent
      .post(location)
      .type('form')
      .send('_method=patch&post[title]=Routing,+edited&post[body]=x')
      .expect(303)
      .expect('Location', location);
    const shown = await agent.get(location).expect(200);
    expect(shown.text).toContain('<p class="notice">Post updated.</p>\n<h1>Routing, edited</h1>');
    expect(shown.text).toContain('<input type="hidden" name="_method" value="delete" autocomplete="off" />');

    await agent.post(location).type('form').send('_method=delete').expect(303).expect('Location', '/posts');
    await agent.get(location).expect(404);
  });

  it('re-renders the form for an invalid post, keeping what was typed', async () => {
    const res = await (await signedIn()).post('/posts').type('form').send('post[title]=&post[body]=kept').expect(422);
    expect(res.text).toContain('Title can&#39;t be blank');
    expect(res.text).toContain('>\nkept</textarea>');
    expect(count('posts')).toBe(3);
  });

  it('requires the post[...] hash: flat fields are a 400 (ParameterMissing), as Rails answers', async () => {
    const res = await (await signedIn()).post('/posts').type('form').send('title=Flat&body=x').expect(400);
    expect(res.text).toContain('param is missing or the value is empty: post');
  });

  it('prefills the new form from nested query parameters (?post[title]=...)', async () => {
    const res = await (await signedIn()).get('/posts/new?post%5Btitle%5D=Draft&post%5Bbody%5D=Start+here').expect(200);
    expect(res.text).toContain('value="Draft" name="post[title]"');
    expect(res.text).toContain('>\nStart here</textarea>');
  });
});

describe('comments, shallow under posts', () => {
  it('adds and deletes a comment', async () => {
    const agent = await signedIn(GRACE);
    await agent
      .post('/posts/1/comments')
      .type('form')
      .send('comment[body]=Nice')
      .expect(303)
      .expect('Location', '/posts/1');
    const post = await agent.get('/posts/1').expect(200);
    const match = /<a href="\/comments\/(\d+)">Nice<\/a>/.exec(post.text);
    expect(match).not.toBeNull();
    await agent
      .post(`/comments/${match?.[1]}`)
      .type('form')
      .send('_method=delete')
      .expect(303)
      .expect('Location', '/posts/1');
    expect(db.all('SELECT * FROM comments WHERE body = ?', ['Nice'])).toEqual([]);
  });

  it('offers visitors a sign-in link instead of the form', async () => {
    const res = await request(app).get('/posts/1').expect(200);
    expect(res.text).not.toContain('action="/posts/1/comments"');
    expect(res.text).toContain('<a href="/session/new?return_to=%2Fposts%2F1">Sign in</a> to comment.');
  });

  it('deletes a post’s comments with it', async () => {
    await (await signedIn()).post('/posts/1').type('form').send('_method=delete').expect(303);
    expect(count('comments')).toBe(0);
  });
});

describe('the singular profile', () => {
  it('updates through profile[...] when signed in', async () => {
    const agent = await signedIn();
    await agent
      .post('/profile')
      .type('form')
      .send('_method=patch&profile[name]=Grace&profile[bio]=Compilers.')
      .expect(303)
      .expect('Location', '/profile');
    const res = await request(app).get('/profile.json').expect(200);
    expect(res.body).toEqual({ name: 'Grace', bio: 'Compilers.' });
  });
});

describe('the admin namespace behind route middleware', () => {
  it('lists the middleware on the admin routes only', () => {
    const admin = router.routes.filter((route) => route.path.startsWith('/admin'));
    expect(admin.map((route) => `${route.verb} ${route.path} ${route.middleware.join(',')}`)).toEqual([
      'GET /admin/posts(.:format) requireAdmin',
      'DELETE /admin/posts/:id(.:format) requireAdmin',
    ]);
    expect(
      router.routes.filter((route) => !route.path.startsWith('/admin')).every((route) => route.middleware.length === 0),
    ).toBe(true);
  });

  it('sends a visitor to sign in, and back to the admin page after', async () => {
    await request(app).get('/admin/posts').expect(302).expect('Location', '/session/new?return_to=%2Fadmin%2Fposts');
    await (
      await visitor()
    )
      .post('/session')
      .type('form')
      .send(`${ADA}&return_to=%2Fadmin%2Fposts`)
      .expect(303)
      .expect('Location', '/admin/posts');
  });

  it('refuses a writer who is not an admin with a 403 page', async () => {
    const res = await (await signedIn(GRACE)).get('/admin/posts').expect(403).expect('Content-Type', /html/);
    expect(res.text).toContain('<p class="status">403</p>');
    expect(res.text).toContain('Only admins may see this page.');
  });

  it('lets an admin list and delete posts', async () => {
    const agent = await signedIn();
    const res = await agent.get('/admin/posts').expect(200);
    expect(res.text).toContain('<form class="button_to inline" method="post" action="/admin/posts/1">');
    expect(res.text).toMatch(/<td>1<\/td><td><a href="\/posts\/1">Hello, railroute<\/a><\/td><td>1<\/td>/);
    await agent
      .post('/admin/posts/1')
      .type('form')
      .send('_method=delete')
      .expect(303)
      .expect('Location', '/admin/posts');
    expect(count('posts')).toBe(2);
  });

  it.each([
    ['a visitor', undefined, 302],
    ['a writer', GRACE, 403],
  ])('stops %s before the controller, whatever the verb or slashes', async (_who, credentials, status) => {
    const agent = credentials ? await signedIn(credentials) : request.agent(app);
    await agent.post('/admin/posts/1').type('form').send('_method=delete').expect(status);
    await agent.delete('/admin/posts/1').expect(status);
    await agent.get('/admin/posts.json').expect(status);
    // Repeated slashes are answered with a redirect to the squeezed path, or guarded the same.
    const squeezed = await agent.get('//admin//posts');
    expect([308, status]).toContain(squeezed.status);
    expect(squeezed.text).not.toContain('Admin: posts');
    expect(count('posts')).toBe(3);
  });
});

describe('errors', () => {
  it('shows a 404 page for an unknown path', async () => {
    const res = await request(app).get('/nowhere').expect(404).expect('Content-Type', /html/);
    expect(res.text).toContain('<p class="status">404</p>');
    expect(res.text).toContain('No route matches [GET] &#34;/nowhere&#34;');
  });

  it('shows a 404 page for a missing row, as JSON for .json', async () => {
    await request(app)
      .get('/posts/999')
      .expect(404, /Couldn&#39;t find Post/);
    const res = await request(app).get('/posts/999.json').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ status: 404, error: "Couldn't find Post with 'id'=999" });
  });

  it('shows a 405 page with Allow for a wrong verb', async () => {
    // `/posts/new` is also `/posts/:id`, so the PATCH/PUT/DELETE of `post` are allowed.
    const res = await (await visitor()).post('/posts/new').expect(405).expect('Allow', 'GET, HEAD, PATCH, PUT, DELETE');
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

describe('forgery protection (ApplicationController protectFromForgery)', () => {
  it.each([
    ['no token', () => Promise.resolve({ 'X-CSRF-Token': '' })],
    ['another session’s token', async () => ({ 'X-CSRF-Token': await tokenOf(await visitor()) })],
    ['a foreign Origin', () => Promise.resolve({ Origin: 'http://evil.example' })],
  ])('a signed-in form POST with %s is a 422 that changes nothing', async (_what, spoiled) => {
    const agent = await signedIn();
    const before = snapshot();
    const headers = await spoiled();
    const res = await agent.post('/posts/1').set(headers).type('form').send('_method=delete').expect(422);
    expect(res.text).toContain('Can&#39;t verify CSRF token authenticity.');
    expect(snapshot()).toEqual(before);
  });

  it('gives every page the csrf meta tags, and every form the token field', async () => {
    const agent = await signedIn();
    const page = await agent.get('/posts/1').expect(200);
    expect(page.text).toMatch(
      /<meta name="csrf-param" content="authenticity_token" \/>\n<meta name="csrf-token" content="[\w-]{86}" \/>/,
    );
    const forms = page.text.match(/<form [^>]*method="post"[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(2);
    expect((page.text.match(/name="authenticity_token"/g) ?? []).length).toBe(forms.length);
  });
});

describe('the error page and the icon', () => {
  it.each([
    ['a .json URL no route matches', '/nowhere.json', {}],
    ['Accept: application/json where no route matches', '/nowhere', { Accept: 'application/json' }],
    ['a routed .json URL', '/posts/999.json', {}],
  ])('answers JSON for %s', async (_what, path, headers) => {
    const res = await request(app).get(path).set(headers).expect(404).expect('Content-Type', /json/);
    expect(res.body).toMatchObject({ status: 404, error: expect.any(String) });
  });

  it('answers HTML otherwise, and pages link the icon it serves (no /favicon.ico 404 in the log)', async () => {
    await request(app).get('/nowhere').expect(404).expect('Content-Type', /html/);
    const home = await request(app).get('/').expect(200);
    expect(home.text).toContain('<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">');
    await request(app).get('/assets/favicon.svg').expect(200).expect('Content-Type', /svg/);
  });
});
