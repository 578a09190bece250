/**
 * The example app: a small blog on Express 5, routed by railroute.
 *
 *   npm start            → http://localhost:3000 (PORT overrides)
 *   GET /posts.json      → JSON through respondTo
 *   POST /posts/1 with _method=delete → posts#destroy
 */
import express from 'express';
import { errorPage } from './errors';
import { router } from './routes';

export { router };
export const app = express();

// Parse forms first (the router would also read a form body itself to find `_method`).
app.use(express.urlencoded({ extended: false }));
// Rails' /rails/info/routes: every route, searchable. Development only.
if (app.get('env') !== 'production') app.get('/rails/info/routes', router.routesPage());
app.use(router.middleware());
app.use(errorPage);

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`railroute example on http://localhost:${port}`));
}
