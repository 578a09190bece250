/**
 * The example app: a small blog on Express 5, routed by railroute, its data in SQLite.
 *
 *   npm start            → http://localhost:3000 (PORT overrides)
 *   GET /posts.json      → JSON through respondTo
 *   POST /posts/1 with _method=delete → posts#destroy (signed in, with the page's token)
 *
 * sql.js loads SQLite's WebAssembly asynchronously, so the app is made by an async
 * function: `const app = await createApp()` (tests and the bench do this too).
 */
import path from 'node:path';
import express, { type Express } from 'express';
import { openDatabase, type Db } from './db';
import { errorPage } from './errors';
import { router } from './routes';
import { currentUser, flashMessages, sessions } from './session';
import { day } from './format';

export { router };

/** A new app with its own database (a fresh one unless `db` is given). */
export async function createApp(db?: Db): Promise<Express> {
  const app = express();
  app.locals.db = db ?? (await openDatabase());
  // Views are EJS templates in examples/views; `day` formats dates in all of them.
  app.set('views', path.join(__dirname, 'views'));
  app.set('view engine', 'ejs');
  app.locals.day = day;

  // The stylesheet and the icon. Mounted under /assets, so other requests never touch the disk.
  app.use('/assets', express.static(path.join(__dirname, 'public'), { maxAge: '1h' }));
  // Parse forms first: `post[title]` arrives in req.body, and the router does not read the body again.
  app.use(express.urlencoded({ extended: true }));
  // The session (user, flash, forgery protection's secret) in a signed cookie.
  app.use(sessions());
  app.use(currentUser(app.locals.db as Db), flashMessages);
  // Rails' /rails/info/routes: every route, searchable. Development only.
  if (app.get('env') !== 'production') app.get('/rails/info/routes', router.routesPage());
  app.use(router.middleware());
  app.use(errorPage);
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  createApp()
    .then((app) => app.listen(port, () => console.log(`railroute example on http://localhost:${port}`)))
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
