/**
 * API.md § Middleware, 3.: handler targets are Express middleware (their `next` goes on to
 * the application), mounted apps see the mount path removed (restored afterwards), and
 * under a mount point of the router itself helpers and mounted apps include it.
 */
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';

describe.each(EXPRESSES)('%s', (_name, express) => {
  const router = new Router().draw((r) => {
    r.get('h', { to: (_q: any, _s: any, next: any) => next() });
    r.get('e', { to: (_q: any, _s: any, next: any) => next(new Error('handler err')) });
    r.mount(
      (req: any, _s: any, next: any) => {
        req.seenInside = [req.url, req.baseUrl];
        next();
      },
      { at: '/m' },
    );
    r.get('c', { to: 'c#go' });
    r.resources('photos', {
      only: ['index'],
      to: (_req: any, res: any) =>
        res.json({ path: res.locals.helpers.photo_path(1), url: res.locals.helpers.photos_url() }),
    } as any);
    r.resources('photos', { only: ['show'] });
    r.mount((req: any, res: any) => res.json([req.url, req.baseUrl, req.originalUrl]), { at: '/engine' });
  });
  router.controllers.register('c', { go: (_q: any, _s: any, next: any) => next() });
  const app = express();
  app.use(router.middleware());
  app.use((req: any, res: any) => res.json({ after: true, url: req.url, inside: req.seenInside ?? null }));
  app.use((err: any, _q: any, res: any, _n: any) => res.status(err.status ?? 500).json({ err: err.message }));

  test.each([
    [
      'a handler’s next() goes on to the next application middleware',
      '/h',
      200,
      { after: true, url: '/h', inside: null },
    ],
    // API.md: an action's next() goes on to the later routes, then the router's own 404.
    [
      'a controller action’s next(): no later route, the router’s 404',
      '/c',
      404,
      { err: 'No route matches [GET] "/c"' },
    ],
    ['a handler’s next(err) reaches the error handler', '/e', 500, { err: 'handler err' }],
    [
      'a mounted app saw the mount path removed; after it, req.url is whole again',
      '/m/x/y?q=1',
      200,
      { after: true, url: '/m/x/y?q=1', inside: ['/x/y?q=1', '/m'] },
    ],
  ])('%s', async (_label, url, status, body) => {
    const res = await request(app).get(url);
    expect([res.status, res.body]).toEqual([status, body]);
  });

  test('under app.use(mountPath, router.middleware()): helpers and mounted apps include the mount path', async () => {
    const outer = express();
    outer.use('/api', router.middleware());
    expect((await request(outer).get('/api/photos').set('Host', 'h.example').expect(200)).body).toEqual({
      path: '/api/photos/1',
      url: 'http://h.example/api/photos',
    });
    expect((await request(outer).get('/api/engine/x?q=1').expect(200)).body).toEqual([
      '/x?q=1',
      '/api/engine',
      '/api/engine/x?q=1',
    ]);
  });
});
