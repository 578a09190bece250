/** Tags and the yearly archive: the routes that come from the map form (legacy-routes.ts). */
import type { Request, Response } from 'express';
import type { Db, PostRow } from '../db';
import { helpersOf } from '../helpers';
import { esc, render } from '../views';

const TAGS = ['routing', 'rails', 'express'];

function postsMentioning(db: Db, word: string): PostRow[] {
  return db.all<PostRow>("SELECT * FROM posts WHERE lower(title || ' ' || body) LIKE ? ORDER BY id", [`%${word}%`]);
}

export const tagsController = {
  index(_req: Request, res: Response): void {
    const h = helpersOf(res);
    const items = TAGS.map((tag) => `<li><a href="${h.tag_path(tag)}">#${esc(tag)}</a></li>`).join('\n');
    render(
      res,
      h,
      'Tags',
      `<ul class="tags">${items}</ul><p><a href="${h.url_for(h.hash_for_tags_path({ format: 'json' }))}">as JSON</a></p>`,
    );
  },

  show(req: Request, res: Response): void {
    const h = helpersOf(res);
    const tag = String(req.params.id);
    if (!TAGS.includes(tag)) {
      render(res, h, 'Not found', `<p>No tag ${esc(tag)}.</p>`, 404);
      return;
    }
    const items = postsMentioning(req.app.locals.db as Db, tag)
      .map((post) => `<li><a href="${h.post_path(post)}">${esc(post.title)}</a></li>`)
      .join('\n');
    // Nested query parameters: `?post[title]=...`, which PostsController#new reads as params.post.title.
    const write = h.new_post_path({ post: { title: `On ${tag}` } });
    render(
      res,
      h,
      `#${tag}`,
      `<ul class="posts">${items || '<li class="muted">No posts yet.</li>'}</ul>\n<p><a href="${esc(write)}">Write about ${esc(tag)}</a></p>`,
    );
  },
};

export const archiveController = {
  show(req: Request, res: Response): void {
    const h = helpersOf(res);
    render(
      res,
      h,
      `Archive ${String(req.params.year)}`,
      `<p>Every post of ${esc(req.params.year)}: <a href="${h.posts_path()}">all posts</a>.</p>`,
    );
  },
};
