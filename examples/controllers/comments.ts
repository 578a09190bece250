/**
 * `resources('comments')` nested shallowly in posts: index and create live under
 * `/posts/:post_id/comments`, show and destroy under `/comments/:id`. Links come from the
 * rows: `comment_path(commentRow)`, `post_path(commentRow.post_id)`.
 */
import type { CommentRow, PostRow } from '../db';
import { flash } from '../session';
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permitted } from './application';

export class CommentsController extends ApplicationController<ControllerParams['comments']> {
  index(): void {
    const post = this.db.find<PostRow>('posts', this.params.post_id);
    const comments = this.db.all<CommentRow>('SELECT * FROM comments WHERE post_id = ? ORDER BY id', [post.id]);
    this.respondTo({
      html: () => this.res.render('comments/index', { post, comments }),
      json: () => this.res.json(comments),
    });
  }

  create(): void {
    const post = this.db.find<PostRow>('posts', this.params.post_id);
    const { body } = permitted(this, 'comment', 'body');
    if (body !== '') {
      this.db.run('INSERT INTO comments (post_id, body) VALUES (?, ?)', [post.id, body]);
      flash(this.req, 'Comment added.');
    }
    this.redirectTo(this.links.post_path(post), 303);
  }

  show(): void {
    const comment = this.db.find<CommentRow>('comments', this.params.id);
    const post = this.db.find<PostRow>('posts', comment.post_id);
    this.respondTo({
      html: () => this.res.render('comments/show', { comment, post }),
      json: () => this.res.json(comment),
    });
  }

  destroy(): void {
    const comment = this.db.find<CommentRow>('comments', this.params.id);
    this.db.run('DELETE FROM comments WHERE id = ?', [comment.id]);
    flash(this.req, 'Comment deleted.');
    this.redirectTo(this.links.post_path(comment.post_id), 303);
  }
}
