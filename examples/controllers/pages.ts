/**
 * Static pages. A controller need not be a class: a plain object's methods are its actions,
 * called as Express handlers `(req, res, next)`, with helpers in `res.locals.helpers`.
 */
import type { Request, Response } from 'express';
import type { Db, PostRow } from '../db';
import { helpersOf } from '../helpers';
import { day, esc, render } from '../views';

export const pagesController = {
  home(req: Request, res: Response): void {
    const h = helpersOf(res);
    const db = req.app.locals.db as Db;
    const latest = db.all<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC LIMIT 3');
    const items = latest
      .map(
        (post) => `<li><a href="${h.post_path(post)}">${esc(post.title)}</a> <time>${day(post.created_at)}</time></li>`,
      )
      .join('\n');
    render(
      res,
      h,
      'Welcome',
      `<p class="lead">A small blog on Express, routed by railroute, its posts in SQLite.</p>
<h2>Latest posts</h2>
<ul class="posts">\n${items}\n</ul>
<p><a class="button" href="${h.new_post_path()}">Write a post</a> <a href="${h.posts_path({ format: 'json' })}">posts as JSON</a></p>`,
    );
  },

  /**
   * Links built in the browser: the page's script imports the helpers from /assets/routes.js,
   * the module `railroute routes examples/routes.ts --client --exclude '^admin_'` writes
   * (a test checks it is current), and gets what these helpers give on the server.
   */
  links(req: Request, res: Response): void {
    const h = helpersOf(res);
    const db = req.app.locals.db as Db;
    const latest = db.all<PostRow>('SELECT id, title FROM posts ORDER BY created_at DESC, id DESC LIMIT 3');
    // JSON in a script element: `<` escaped, so no text of a post can close it.
    const data = JSON.stringify(latest).replace(/</g, '\\u003c');
    render(
      res,
      h,
      'Links',
      `<p>The links below are built in your browser by <code>/assets/routes.js</code>, the URL helpers as a
standalone module (<code>railroute routes examples/routes.ts --client --exclude '^admin_'</code>): the same
paths as the server's helpers, and no admin route in the bundle.</p>
<script type="application/json" id="latest">${data}</script>
<ul id="built"></ul>
<p><label>Tag <input id="tag" value="express"></label> → <a id="tag-link"></a></p>
<p><label>Archive year <input id="year" value="2024"></label> → <a id="year-link"></a> <span id="year-error" class="errors"></span></p>
<script type="module" src="/assets/links.js"></script>`,
    );
  },

  about(_req: Request, res: Response): void {
    const h = helpersOf(res);
    render(
      res,
      h,
      'About',
      `<p>This page is <code>get('about', { to: 'pages#about' })</code>.</p>
<p><a href="/blog/1">/blog/1</a> is a <code>redirect('/posts/%{id}')</code> route.</p>
<p>The admin pages sit behind <code>namespace('admin', { middleware: requireAdmin })</code>;
writing needs a sign-in, a <code>beforeAction</code> filter of <code>ApplicationController</code>.</p>`,
    );
  },
};
