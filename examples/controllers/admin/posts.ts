/**
 * `namespace('admin', ...)`: routes under `/admin`, helpers prefixed `admin_`, and the
 * controller registered by its full name, `admin/posts`.
 */
import { ApplicationController } from '../../helpers';
import { Posts } from '../../store';
import { deleteButton, esc, render } from '../../views';

export class AdminPostsController extends ApplicationController {
  index(): void {
    const rows = Posts.all()
      .map((post) => `<tr><td>${post.id}</td><td>${esc(post.title)}</td><td>${deleteButton(this.links.admin_post_path(post))}</td></tr>`)
      .join('\n');
    render(this.res, this.links, 'Admin: posts', `<table>\n<tr><th>id</th><th>title</th><th></th></tr>\n${rows}\n</table>`);
  }

  destroy(): void {
    Posts.destroy(Posts.find(this.params.id));
    this.redirectTo(this.links.admin_posts_path(), 303);
  }
}
