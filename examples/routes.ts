/** The route set and the controllers it names. `npx ts-node --transpile-only examples/routes.ts` prints the table. */
import { Router, redirect, type Mapper } from '../src';
import { AdminPostsController } from './controllers/admin/posts';
import { CommentsController } from './controllers/comments';
import { PagesController } from './controllers/pages';
import { PostsController } from './controllers/posts';
import { ProfilesController } from './controllers/profiles';
import { SessionsController } from './controllers/sessions';
import { ArchiveController, TagsController } from './controllers/tags';
import { drawLegacyRoutes } from './legacy-routes';
import { requireAdmin } from './session';
import { help } from './engines/help';

export const router = new Router();

router.draw((r) => {
  r.root('pages#home');
  r.get('about', { to: 'pages#about' });
  r.get('links', { to: 'pages#links' }); // a page whose links are built in the browser (public/links.js)
  r.get('blog/:id', { to: redirect('/posts/%{id}') });

  // A concern: a group of routes any resource can take with `concerns: 'commentable'`.
  r.concern('commentable', (r) => {
    r.resources('comments', { only: ['index', 'create', 'show', 'destroy'] });
  });
  r.resources('posts', { shallow: true, concerns: 'commentable' });
  r.resource('profile', { only: ['show', 'edit', 'update'] });
  r.resource('session', { only: ['new', 'create', 'destroy'] }); // sign in and out

  // Route middleware: Express middleware that runs after an admin route matched, before its controller.
  r.namespace('admin', { middleware: requireAdmin }, (r: Mapper) => {
    r.resources('posts', { only: ['index', 'destroy'] });
  });

  // An engine (examples/engines/help): a Router of its own, mounted twice. Its helpers come
  // through route proxies: `helpers.help.article_path('writing')`, `helpers.localized_help.articles_path({ locale: 'fr' })`.
  r.mount(help, { at: 'help' });
  r.mount(help, { at: ':locale/help', as: 'localized_help', constraints: { locale: /[a-z]{2}/ } });
});

drawLegacyRoutes(router);

router.controllers
  .register(PagesController)
  .register(PostsController) // name from the class: `posts`
  .register(CommentsController)
  .register(ProfilesController)
  .register(SessionsController)
  .register('admin/posts', AdminPostsController)
  .register(TagsController)
  .register(ArchiveController);

if (require.main === module) console.log(router.inspect());
