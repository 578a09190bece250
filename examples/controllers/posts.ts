/**
 * `resources('posts')`: the seven actions, HTML forms for create/update/destroy and JSON
 * through `respondTo` (`/posts.json`, `/posts/1.json`).
 */
import { ApplicationController, type AppHelpers } from '../helpers';
import { Comments, Posts, type Post } from '../store';
import { deleteButton, errorList, esc, field, form, render, textArea, textField } from '../views';

function postForm(h: AppHelpers, post: Post | undefined, values: { title: string; body: string }, errors: string[]): string {
  const fields = `${errorList(errors)}
  ${textField('title', 'Title', values.title)}
  ${textArea('body', 'Body', values.body)}`;
  return post ? form(h.post_path(post), 'patch', fields, 'Update post') : form(h.posts_path(), 'post', fields, 'Create post');
}

function validate(title: string): string[] {
  return title === '' ? ["Title can't be blank"] : [];
}

export class PostsController extends ApplicationController {
  index(): void {
    const h = this.links;
    const posts = Posts.all();
    this.respondTo({
      html: () => {
        const rows = posts
          .map((post) => `<li><a href="${h.post_path(post)}">${esc(post.title)}</a> (<a href="${h.edit_post_path(post)}">edit</a>)</li>`)
          .join('\n');
        render(this.res, h, 'Posts', `<ul>${rows}</ul>\n<p><a href="${h.new_post_path()}">New post</a></p>`);
      },
      json: () => this.res.json(posts),
    });
  }

  show(): void {
    const h = this.links;
    const post = Posts.find(this.params.id);
    const comments = Comments.forPost(post);
    this.respondTo({
      html: () => {
        const items = comments.map((c) => `<li><a href="${h.comment_path(c)}">${esc(c.body)}</a> ${deleteButton(h.comment_path(c))}</li>`).join('\n');
        render(
          this.res,
          h,
          post.title,
          `<p>${esc(post.body)}</p>
<p><a href="${h.edit_post_path(post)}">Edit</a> · <a href="${h.post_path(post, 'json')}">JSON</a></p>
${deleteButton(h.post_path(post), 'Delete post')}
<h2>Comments</h2>
<ul>${items}</ul>
${form(h.post_comments_path(post), 'post', textField('body', 'Comment'), 'Add comment')}`,
        );
      },
      json: () => this.res.json({ ...post, comments }),
    });
  }

  new(): void {
    render(this.res, this.links, 'New post', postForm(this.links, undefined, { title: '', body: '' }, []));
  }

  create(): void {
    const values = { title: field(this.params.title), body: field(this.params.body) };
    const errors = validate(values.title);
    if (errors.length > 0) return render(this.res, this.links, 'New post', postForm(this.links, undefined, values, errors), 422);
    const post = Posts.create(values.title, values.body);
    this.redirectTo(post, 303); // a record: its polymorphic path, /posts/:id
  }

  edit(): void {
    const post = Posts.find(this.params.id);
    render(this.res, this.links, `Edit ${post.title}`, postForm(this.links, post, post, []));
  }

  update(): void {
    const post = Posts.find(this.params.id);
    const values = { title: field(this.params.title), body: field(this.params.body) };
    const errors = validate(values.title);
    if (errors.length > 0) return render(this.res, this.links, `Edit ${post.title}`, postForm(this.links, post, values, errors), 422);
    Object.assign(post, values);
    this.redirectTo(this.links.post_path(post), 303);
  }

  destroy(): void {
    Posts.destroy(Posts.find(this.params.id));
    this.redirectTo(this.links.posts_path(), 303);
  }
}
