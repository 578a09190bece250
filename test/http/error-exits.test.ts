/**
 * Every way a request leaves the middleware with an error, through both faces: under Express
 * (4 and 5) the error reaches `next(err)` as the same `RoutingError` (status, message, Allow)
 * or as the thrown error itself; under bare node:http the middleware answers it with the
 * status and a one-line body. Pins the single error exit of the request path.
 */
import http from 'node:http';
import request from 'supertest';
import { RoutingError, Router } from '../../src';
import { EXPRESSES } from './support';

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('items', { show: (_req: any, res: any) => res.end('item') });
  router.draw((r) => {
    r.resources('items', { only: ['show'] });
    r.get('checked/:id', {
      to: 'items#show',
      constraints: () => {
        throw new Error('constraint failed');
      },
    });
    r.get('dyn/:controller', { action: 'show' });
    r.get('ghost', { to: 'ghosts#index' });
    r.get('void', { to: 'items#missing' });
  });
  return router;
}

// [method, path, status, message, Allow header]
const CASES: Array<[string, string, number, string, string | undefined]> = [
  ['get', '/nothing/here?x=1', 404, 'No route matches [GET] "/nothing/here"', undefined],
  ['delete', '/items/1', 405, 'No route matches [DELETE] "/items/1"', 'GET, HEAD'],
  ['get', '/items/%zz', 400, 'Invalid path encoding: "/items/%zz"', undefined],
  ['get', '/dyn/%69tems', 404, 'No route matches [GET] "/dyn/%69tems"', undefined],
  ['get', '/ghost', 404, 'uninitialized controller "ghosts" (for "ghosts#index")', undefined],
  ['get', '/void', 404, 'The action "missing" could not be found for controller "items"', undefined],
  ['get', '/nothing/a&b', 404, 'No route matches [GET] "/nothing/a\\u0026b"', undefined],
];

describe.each(EXPRESSES)('%s: routing errors reach next(err)', (_name, express) => {
  const app = express();
  app.use(makeRouter().middleware());
  app.use((err: any, _req: any, res: any, _next: any) => {
    res.status(299).json({
      routing: err instanceof RoutingError,
      status: err.status ?? null,
      message: err.message,
      allowed: err.allowed ?? null,
      allow: res.getHeader('Allow') ?? null,
    });
  });

  test.each(CASES)('%s %s → %i', async (method, path, status, message, allow) => {
    const res = await (request(app) as any)[method](path);
    expect(res.status).toBe(299);
    expect(res.body).toEqual({
      routing: true,
      status,
      message,
      allowed: allow ? allow.split(', ') : null,
      allow: allow ?? null,
    });
  });

  test('a throwing constraint reaches next(err) as itself', async () => {
    const res = await request(app).get('/checked/1');
    expect(res.body).toEqual({
      routing: false,
      status: null,
      message: 'constraint failed',
      allowed: null,
      allow: null,
    });
  });
});

describe('bare node:http: routing errors answered by the middleware', () => {
  const server = http.createServer(makeRouter().middleware() as http.RequestListener);

  test.each(CASES)('%s %s → %i', async (method, path, status, message, allow) => {
    const res = await (request(server) as any)[method](path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers.allow).toBe(allow);
    expect(res.text).toBe(`${message}\n`);
  });

  test('a throwing constraint → 500 without its message', async () => {
    const res = await request(server).get('/checked/1');
    expect(res.status).toBe(500);
    expect(res.text).toBe('Internal Server Error\n');
  });
});
