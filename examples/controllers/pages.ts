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
    const items = latest.map((post) => `<li><a href="${h.post_path(post)}">${esc(post.title)}</a> <time>${day(post.created_at)}</time></li>`).join('\n');
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
