/**
 * `resources('comments')` nested shallowly in posts: index and create live under
 * `/posts/:post_id/comments`, show and destroy under `/comments/:id`.
 */
import { ApplicationController } from '../helpers';
import { Comments, Posts } from '../store';
import { deleteButton, esc, field, render } from '../views';

export class CommentsController extends ApplicationController {
  index(): void {
    const post = Posts.find(this.params.post_id);
    const comments = Comments.forPost(post);
    this.respondTo({
      html: () => {
        const items = comments.map((c) => `<li><a href="${this.links.comment_path(c)}">${esc(c.body)}</a></li>`).join('\n');
        render(this.res, this.links, `Comments on ${post.title}`, `<ul>${items}</ul>`);
      },
      json: () => this.res.json(comments),
    });
  }

  create(): void {
    const post = Posts.find(this.params.post_id);
    const body = field(this.params.body);
    if (body !== '') Comments.create(post, body);
    this.redirectTo(post, 303);
  }

  show(): void {
    const comment = Comments.find(this.params.id);
    const post = Posts.find(comment.postId);
    this.respondTo({
      html: () =>
        render(
          this.res,
          this.links,
          'Comment',
          `<blockquote>${esc(comment.body)}</blockquote>
<p>On <a href="${this.links.post_path(post)}">${esc(post.title)}</a></p>
${deleteButton(this.links.comment_path(comment))}`,
        ),
      json: () => this.res.json(comment),
    });
  }

  destroy(): void {
    const comment = Comments.find(this.params.id);
    Comments.destroy(comment);
    this.redirectTo(this.links.post_path(comment.postId), 303);
  }
}
