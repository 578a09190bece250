/** Tags and the yearly archive: the routes that come from the map form (legacy-routes.ts). */
import type { Request, Response } from 'express';
import { helpersOf } from '../helpers';
import { Posts } from '../store';
import { esc, render } from '../views';

const TAGS = ['routing', 'rails', 'express'];

function postsMentioning(word: string): ReturnType<typeof Posts.all> {
  return Posts.all().filter((post) => `${post.title} ${post.body}`.toLowerCase().includes(word));
}

export const tagsController = {
  index(_req: Request, res: Response): void {
    const h = helpersOf(res);
    const items = TAGS.map((tag) => `<li><a href="${h.tag_path(tag)}">${esc(tag)}</a></li>`).join('\n');
    render(res, h, 'Tags', `<ul>${items}</ul><p><a href="${h.url_for(h.hash_for_tags_path({ format: 'json' }))}">as JSON</a></p>`);
  },

  show(req: Request, res: Response): void {
    const h = helpersOf(res);
    const tag = String(req.params.id);
    if (!TAGS.includes(tag)) {
      render(res, h, 'Not found', `<p>No tag ${esc(tag)}.</p>`, 404);
      return;
    }
    const items = postsMentioning(tag).map((post) => `<li><a href="${h.post_path(post)}">${esc(post.title)}</a></li>`).join('\n');
    render(res, h, `Tag: ${tag}`, `<ul>${items || '<li>No posts yet.</li>'}</ul>`);
  },
};

export const archiveController = {
  show(req: Request, res: Response): void {
    const h = helpersOf(res);
    render(res, h, `Archive ${esc(req.params.year)}`, `<p>Every post of ${esc(req.params.year)}: <a href="${h.posts_path()}">all posts</a>.</p>`);
  },
};
