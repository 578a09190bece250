/** The blog's posts: links through its own helpers (prefixed with where it is mounted) and back to the app. */
import { Controller } from '../../../../src';

const POSTS = [
  { id: 1, title: 'Hello' },
  { id: 2, title: 'Engines' },
];

export class PostsController extends Controller {
  index(): void {
    this.res.json({
      where: this.req.baseUrl,
      params: this.params,
      posts: POSTS.map((post) => ({ title: post.title, href: this.helpers.post_path(post.id) })),
      home: this.helpers.main_app.root_path(),
      feed: this.helpers.feed_url(),
    });
  }

  show(): void {
    const post = POSTS.find((p) => String(p.id) === this.params.id);
    if (!post) return void this.res.status(404).json({ error: 'no such post' });
    this.res.json({
      title: post.title,
      params: this.params,
      self: this.helpers.post_path(post),
      index: this.helpers.posts_path(),
      appRoot: this.helpers.main_app.root_path(),
    });
  }

  create(): void {
    this.res.status(201).json({ created: this.params.post ?? null, method: this.req.method });
  }

  destroy(): void {
    this.res.json({ destroyed: this.params.id });
  }
}

export class FeedController extends Controller {
  show(): void {
    this.res.type('application/atom+xml').send(`<feed><link href="${this.helpers.posts_url()}"/></feed>`);
  }
}
