/**
 * `namespace('admin', { middleware: requireAdmin }, ...)`: routes under `/admin`, helpers
 * prefixed `admin_`, the controller registered by its full name, `admin/posts`, and every
 * route guarded by the `requireAdmin` route middleware (session.ts) before it gets here.
 */
import type { PostRow } from '../../db';
import { deleteButton, esc, render } from '../../views';
import { flash } from '../../session';
import type { ControllerParams } from '../../route-helpers';
import { ApplicationController } from '../application';

interface PostWithCount extends PostRow {
  comment_count: number;
}

export class AdminPostsController extends ApplicationController<ControllerParams['admin/posts']> {
  index(): void {
    const posts = this.db.all<PostWithCount>(
      'SELECT posts.*, (SELECT count(*) FROM comments WHERE post_id = posts.id) AS comment_count FROM posts ORDER BY id',
    );
    const rows = posts
      .map(
        (post) =>
          `<tr><td>${post.id}</td><td><a href="${this.links.post_path(post)}">${esc(post.title)}</a></td><td>${post.comment_count}</td><td>${deleteButton(this.links.admin_post_path(post))}</td></tr>`,
      )
      .join('\n');
    render(
      this.res,
      this.links,
      'Admin: posts',
      `<table>\n<thead><tr><th>id</th><th>title</th><th>comments</th><th></th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`,
    );
  }

  destroy(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    this.db.run('DELETE FROM posts WHERE id = ?', [post.id]);
    flash(this.res, `Deleted “${post.title}”.`);
    this.redirectTo(this.links.admin_posts_path(), 303);
  }
}
