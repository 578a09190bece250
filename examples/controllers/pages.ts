/**
 * Static pages. A controller need not be a class: a plain object's methods are its actions,
 * called as Express handlers `(req, res, next)`, with helpers in `res.locals.helpers`.
 */
import type { Request, Response } from 'express';
import { helpersOf } from '../helpers';
import { Posts } from '../store';
import { esc, render } from '../views';

export const pagesController = {
  home(_req: Request, res: Response): void {
    const h = helpersOf(res);
    const latest = Posts.all().slice(-3).reverse();
    const items = latest.map((post) => `<li><a href="${h.post_path(post)}">${esc(post.title)}</a></li>`).join('\n');
    render(
      res,
      h,
      'Welcome',
      `<p>A small blog routed by railroute.</p>
<h2>Latest posts</h2>
<ul>${items}</ul>
<p><a href="${h.new_post_path()}">Write a post</a> · <a href="${h.posts_path({ format: 'json' })}">posts as JSON</a></p>`,
    );
  },

  about(_req: Request, res: Response): void {
    const h = helpersOf(res);
    render(
      res,
      h,
      'About',
      `<p>This page is <code>get('about', { to: 'pages#about' })</code>.</p>
<p><a href="/blog/1">/blog/1</a> is a <code>redirect('/posts/%{id}')</code> route.</p>`,
    );
  },
};
