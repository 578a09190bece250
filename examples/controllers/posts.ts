/**
 * `resources('posts')`: the seven actions over the `posts` table, HTML forms for
 * create/update/destroy and JSON through `respondTo` (`/posts.json`, `/posts/1.json`).
 * The form's fields are `post[title]` and `post[body]`, read as `this.params.post`; every
 * link is built from the plain row SQLite returns (`post_path(row)`, `post_comments_path(row)`).
 * index and show are public; the other actions need a signed-in user (ApplicationController).
 */
import type { CommentRow, PostRow } from '../db';
import type { AppHelpers } from '../helpers';
import { day, deleteButton, errorList, esc, form, render, textArea, textField } from '../views';
import { flash } from '../session';
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permit } from './application';

interface PostFields {
  title: string;
  body: string;
}

function postForm(h: AppHelpers, post: PostRow | undefined, values: PostFields, errors: string[]): string {
  const fields = `${errorList(errors)}
  ${textField('post[title]', 'Title', values.title)}
  ${textArea('post[body]', 'Body', values.body)}`;
  return post
    ? form(h.post_path(post), 'patch', fields, 'Update post')
    : form(h.posts_path(), 'post', fields, 'Create post');
}

function validate(values: PostFields): string[] {
  return values.title === '' ? ["Title can't be blank"] : [];
}

export class PostsController extends ApplicationController<ControllerParams['posts']> {
  index(): void {
    const h = this.links;
    const posts = this.db.all<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC');
    this.respondTo({
      html: () => {
        const rows = posts
          .map((post) => {
            const edit = this.currentUser ? ` <a class="muted" href="${h.edit_post_path(post)}">edit</a>` : '';
            return `<li><a href="${h.post_path(post)}">${esc(post.title)}</a> <time>${day(post.created_at)}</time>${edit}</li>`;
          })
          .join('\n');
        render(
          this.res,
          h,
          'Posts',
          `<ul class="posts">\n${rows}\n</ul>\n<p><a class="button" href="${h.new_post_path()}">New post</a></p>`,
        );
      },
      json: () => this.res.json(posts),
    });
  }

  show(): void {
    const h = this.links;
    const post = this.db.find<PostRow>('posts', this.params.id);
    const comments = this.db.all<CommentRow>('SELECT * FROM comments WHERE post_id = ? ORDER BY id', [post.id]);
    this.respondTo({
      html: () => {
        const items = comments
          .map(
            (c) =>
              `<li><a href="${h.comment_path(c)}">${esc(c.body)}</a>${this.currentUser ? ` ${deleteButton(h.comment_path(c))}` : ''}</li>`,
          )
          .join('\n');
        const owner = this.currentUser
          ? `<div class="actions"><a href="${h.edit_post_path(post)}">Edit</a> · <a href="${h.post_path(post, 'json')}">JSON</a> ${deleteButton(h.post_path(post), 'Delete post')}</div>`
          : `<p class="actions"><a href="${h.post_path(post, 'json')}">JSON</a></p>`;
        const commentForm = this.currentUser
          ? form(h.post_comments_path(post), 'post', textField('comment[body]', 'Comment'), 'Add comment')
          : `<p><a href="${h.new_session_path({ return_to: h.post_path(post) })}">Sign in</a> to comment.</p>`;
        render(
          this.res,
          h,
          post.title,
          `<p class="meta"><time>${day(post.created_at)}</time></p>
<div class="body"><p>${esc(post.body)}</p></div>
${owner}
<h2>Comments</h2>
<ul class="comments">${items || '<li class="muted">No comments yet.</li>'}</ul>
${commentForm}`,
        );
      },
      json: () => this.res.json({ ...post, comments }),
    });
  }

  new(): void {
    // `new_post_path({ post: { title: 'Draft' } })` links here with `?post[title]=Draft`: a prefilled form.
    const values = permit(this.params.post, 'title', 'body');
    render(this.res, this.links, 'New post', postForm(this.links, undefined, values, []));
  }

  create(): void {
    const values = permit(this.params.post, 'title', 'body');
    const errors = validate(values);
    if (errors.length > 0)
      return render(this.res, this.links, 'New post', postForm(this.links, undefined, values, errors), 422);
    const post = this.db.get<PostRow>('INSERT INTO posts (title, body, user_id) VALUES (?, ?, ?) RETURNING *', [
      values.title,
      values.body,
      this.currentUser?.id ?? null,
    ]);
    flash(this.res, 'Post created.');
    // A plain row has no model name for polymorphic `redirectTo(post)`; its helper path does.
    this.redirectTo(this.links.post_path(post as PostRow), 303);
  }

  edit(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    render(this.res, this.links, `Edit ${post.title}`, postForm(this.links, post, post, []));
  }

  update(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    const values = permit(this.params.post, 'title', 'body');
    const errors = validate(values);
    if (errors.length > 0)
      return render(this.res, this.links, `Edit ${post.title}`, postForm(this.links, post, values, errors), 422);
    this.db.run('UPDATE posts SET title = ?, body = ? WHERE id = ?', [values.title, values.body, post.id]);
    flash(this.res, 'Post updated.');
    this.redirectTo(this.links.post_path(post), 303);
  }

  destroy(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    this.db.run('DELETE FROM posts WHERE id = ?', [post.id]); // comments go with it (ON DELETE CASCADE)
    flash(this.res, 'Post deleted.');
    this.redirectTo(this.links.posts_path(), 303);
  }
}
