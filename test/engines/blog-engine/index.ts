/**
 * The blog engine: a package that ships a Router with its own routes and controllers
 * (`isolate_namespace Blog`: controllers under `blog/`). An application mounts it where it
 * wants it, as often as it wants: `r.mount(blog, { at: 'blog' })`.
 */
import { Router } from '../../../src';
import { FeedController, PostsController } from './controllers/posts';

export const blog = new Router({ name: 'blog' });
blog.controllers.register('blog/posts', PostsController);
blog.controllers.register('blog/feed', FeedController);
blog.draw((r) => {
  r.root('blog/posts#index');
  r.resources('posts', { module: 'blog', only: ['index', 'show', 'create', 'destroy'] });
  r.get('feed', { to: 'blog/feed#show', as: 'feed' });
});
