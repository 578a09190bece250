/**
 * The middleware asks the controller registry once per route and keeps the answer.
 * What must not change: a `:controller`/`:action` route reaches whichever controller and
 * action each request names, a failed lookup is not kept (a controller registered later is
 * found), and a reload's new routes resolve afresh. Requests run in sequence on one app.
 */
import http from 'node:http';
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES, echoErrors } from './support';

class PhotosController extends Controller {
  show(): void {
    this.res.end(`photos#show ${String(this.params.id)}`);
  }
  edit(): void {
    this.res.end('photos#edit');
  }
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.controllers.register('items', {
    show: (_req: any, res: any) => res.end('items#show'),
    edit: (_req: any, res: any) => res.end('items#edit'),
  });
  router.draw((r) => {
    r.get('any/:controller/:action');
    r.get('pick/:controller', { action: 'show' });
  });
  return router;
}

// [path, status, body]: in this order, on the same app.
const SEQUENCE: Array<[string, number, string]> = [
  ['/any/photos/show', 200, 'photos#show undefined'],
  ['/any/photos/edit', 200, 'photos#edit'],
  ['/any/items/edit', 200, 'items#edit'],
  ['/any/items/show', 200, 'items#show'],
  ['/any/items/nope', 404, 'The action "nope" could not be found for controller "items"'],
  ['/any/photos/show', 200, 'photos#show undefined'],
  ['/pick/items', 200, 'items#show'],
  ['/pick/photos', 200, 'photos#show undefined'],
  ['/pick/ghosts', 404, 'uninitialized controller "ghosts" (for "ghosts#show")'],
  ['/pick/items', 200, 'items#show'],
];

const bodyOf = (res: any): string => (res.status === 200 ? res.text : (res.body?.message ?? res.text.trimEnd()));

describe.each([
  ...EXPRESSES.map(([name, express]): [string, (router: Router) => any] => [
    name,
    (router) => {
      const app = express();
      app.use(router.middleware());
      echoErrors(app);
      return app;
    },
  ]),
  ['bare node:http', (router: Router) => http.createServer(router.middleware() as http.RequestListener)],
])('%s: controller lookups kept per route', (_name, serve) => {
  test('each request reaches the controller and action it names, in sequence', async () => {
    const server = serve(makeRouter());
    const got: Array<[string, number, string]> = [];
    for (const [path] of SEQUENCE) {
      const res = await request(server).get(path);
      got.push([path, res.status, bodyOf(res)]);
    }
    expect(got).toEqual(SEQUENCE);
  });

  test('a controller registered after a failed lookup is found', async () => {
    const router = makeRouter();
    const server = serve(router);
    expect((await request(server).get('/pick/ghosts')).status).toBe(404);
    router.controllers.register('ghosts', { show: (_req: any, res: any) => res.end('ghosts#show') });
    const res = await request(server).get('/pick/ghosts');
    expect([res.status, res.text]).toEqual([200, 'ghosts#show']);
  });

  test('after a reload the new routes resolve', async () => {
    const router = makeRouter();
    const server = serve(router);
    expect((await request(server).get('/pick/items')).text).toBe('items#show');
    router.clear().draw((r) => r.get('pick/:controller', { action: 'edit' }));
    expect((await request(server).get('/pick/items')).text).toBe('items#edit');
    expect((await request(server).get('/pick/photos')).text).toBe('photos#edit');
  });
});
