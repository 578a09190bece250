/**
 * The Security promise "One canonical path" (README, docs/middleware-and-security.md), as the
 * guide states it, over HTTP with Express 4 and 5: repeated slashes get a 308 to the squeezed
 * path; static segments are compared as sent (no decoding, no case folding, `;` is data); a
 * `:controller` written with an escape (`admin%2Fusers`) is a 404; and a guard mounted before
 * the router (`app.use(prefix, guard)`) sees every path the router routes under its prefix.
 * The full suite: test/reliability/canonical-paths.test.ts.
 */
import { Controller, Router } from '../../../src';
import { EXPRESSES, listen, send } from '../support';

class Echo extends Controller {
  index(): void {
    this.res.json({
      route: `${String(this.params.controller)}#${String(this.params.action)}`,
      guarded: this.req.guarded === true,
    });
  }
  show(): void {
    this.index();
  }
}

function app(express: any): any {
  const router = new Router();
  for (const name of ['admin/users', 'photos']) router.controllers.register(name, Echo);
  router.draw((r) => {
    r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show'] }));
    r.resources('photos', { only: ['index', 'show'] });
    r.get(':controller(/:action)', { action: 'index' });
  });
  const a = express();
  a.use('/admin', (req: any, _res: any, next: any) => {
    req.guarded = true;
    next();
  });
  a.use(router.middleware());
  return a;
}

test('One canonical path', async () => {
  for (const [, express] of EXPRESSES) {
    const server = await listen(app(express));
    try {
      const answer = async (path: string): Promise<[number, string | undefined]> => {
        const res = await send(server.port, 'GET', path);
        return [res.status, res.headers.location ?? (res.status === 200 ? res.text : undefined)];
      };
      // Repeated slashes: a 308 to the squeezed path, never routed as they are.
      expect(await answer('//admin//users///1')).toEqual([308, '/admin/users/1']);
      // The guard saw the path the router routes.
      expect(await answer('/admin/users/1')).toEqual([
        200,
        JSON.stringify({ route: 'admin/users#show', guarded: true }),
      ]);
      // Static segments as sent: no decoding, no case folding, `;` is data.
      expect((await answer('/ph%6Ftos'))[0]).toBe(404);
      expect((await answer('/PHOTOS'))[0]).toBe(404);
      expect((await answer('/photos;x'))[0]).toBe(404);
      expect((await answer('/%61dmin/users'))[0]).toBe(404);
      // A `:controller` written with an escape never dispatches.
      expect((await answer('/admin%2Fusers'))[0]).toBe(404);
      expect(await answer('/photos')).toEqual([200, JSON.stringify({ route: 'photos#index', guarded: false })]);
    } finally {
      await server.close();
    }
  }
});
