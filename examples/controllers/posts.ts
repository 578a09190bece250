/**
 * `resources('posts')`: the seven actions over the `posts` table, HTML through the EJS views
 * in views/posts (forms by `forms.formWith`/`forms.buttonTo`) and JSON through `respondTo`
 * (`/posts.json`, `/posts/1.json`). The form's fields are `post[title]` and `post[body]`,
 * read through `permitted(this, 'post', ...)`; every link is built from the plain row SQLite
 * returns (`post_path(row)`, `post_comments_path(row)`). index and show are public; the other
 * actions need a signed-in user (ApplicationController).
 */
import type { CommentRow, PostRow } from '../db';
import { flash } from '../session';
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permitted } from './application';

interface PostFields {
  title: string;
  body: string;
}

function validate(values: PostFields): string[] {
  return values.title === '' ? ["Title can't be blank"] : [];
}

export class PostsController extends ApplicationController<ControllerParams['posts']> {
  index(): void {
    const posts = this.db.all<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC');
    this.respondTo({
      html: () => this.res.render('posts/index', { posts }),
      json: () => this.res.json(posts),
    });
  }

  show(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    const comments = this.db.all<CommentRow>('SELECT * FROM comments WHERE post_id = ? ORDER BY id', [post.id]);
    this.respondTo({
      html: () => this.res.render('posts/show', { post, comments }),
      json: () => this.res.json({ ...post, comments }),
    });
  }

  new(): void {
    // `new_post_path({ post: { title: 'Draft' } })` links here with `?post[title]=Draft`: a prefilled form.
    const prefill = this.parameters.has('post') ? permitted(this, 'post', 'title', 'body') : { title: '', body: '' };
    postForm(this, undefined, prefill, []);
  }

  create(): void {
    const values = permitted(this, 'post', 'title', 'body');
    const errors = validate(values);
    if (errors.length > 0) return postForm(this, undefined, values, errors, 422);
    const post = this.db.get<PostRow>('INSERT INTO posts (title, body, user_id) VALUES (?, ?, ?) RETURNING *', [
      values.title,
      values.body,
      this.currentUser?.id ?? null,
    ]);
    flash(this.req, 'Post created.');
    // A plain row has no model name for polymorphic `redirectTo(post)`; its helper path does.
    this.redirectTo(this.links.post_path(post as PostRow), 303);
  }

  edit(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    postForm(this, post, post, []);
  }

  update(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    const values = permitted(this, 'post', 'title', 'body');
    const errors = validate(values);
    if (errors.length > 0) return postForm(this, post, values, errors, 422);
    this.db.run('UPDATE posts SET title = ?, body = ? WHERE id = ?', [values.title, values.body, post.id]);
    flash(this.req, 'Post updated.');
    this.redirectTo(this.links.post_path(post), 303);
  }

  destroy(): void {
    const post = this.db.find<PostRow>('posts', this.params.id);
    this.db.run('DELETE FROM posts WHERE id = ?', [post.id]); // comments go with it (ON DELETE CASCADE)
    flash(this.req, 'Post deleted.');
    this.redirectTo(this.links.posts_path(), 303);
  }
}

/**
 * The new/edit page (a function, not a method: every method of a controller class counts as
 * an action). A row is a plain object (no model name), so the view gives formWith the URL,
 * the verb and the `post` scope.
 */
function postForm(
  c: PostsController,
  post: PostRow | undefined,
  values: PostFields,
  errors: string[],
  status = 200,
): void {
  const url = post ? c.links.post_path(post) : c.links.posts_path();
  const title = post ? `Edit ${post.title}` : 'New post';
  c.res.status(status).render('posts/form', { title, post: values, url, persisted: post !== undefined, errors });
}
