/**
 * `namespace('admin', { middleware: requireAdmin }, ...)`: routes under `/admin`, helpers
 * prefixed `admin_`, the controller registered by its full name, `admin/posts`, and every
 * route guarded by the `requireAdmin` route middleware (session.ts) before it gets here.
 */
import type { PostRow } from '../../db';
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
    this.res.render('admin/posts/index', { posts });
  }

  destroy(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    this.db.run('DELETE FROM posts WHERE id = ?', [post.id]);
    flash(this.req, `Deleted “${post.title}”.`);
    this.redirectTo(this.links.admin_posts_path(), 303);
  }
}
