/**
 * API.md Middleware §4: routes inside engines, mounts and later application routes count
 * for 404/405/`Allow` as the application's own do, through the cascade too — a route whose
 * request constraints refuse the request counts neither for the match nor for `Allow`. Each
 * case failed before: the cascade answered from a list that ignored every request constraint.
 */
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../reliability/support';

const admin = (req: any): boolean => req.headers['x-admin'] === '1';
const ok = (_req: any, res: any): void => void res.end('ok');

function routers(): Router {
  const api = new Router({ name: 'api' }).draw((e) => {
    e.get('items/:id', { to: ok });
    e.delete('items/:id', { to: ok, constraints: admin });
    e.constraints(admin, (c) => c.patch('secrets/:id', { to: ok }));
  });
  const inner = new Router({ name: 'inner' }).draw((e) =>
    e.put('deep/:id', { to: ok, constraints: { subdomain: 'admin' } }),
  );
  return new Router().draw((r) => {
    r.mount(api, { at: 'api' });
    r.mount(inner, { at: 'api', constraints: admin });
    r.post('api/items/:id', { to: ok, constraints: { subdomain: 'admin' } });
  });
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  const app = (): any => {
    const a = express();
    a.use(routers().middleware());
    a.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ status: err.status, allow: res.getHeader('Allow') ?? null }),
    );
    return a;
  };

  test("an anonymous client's 405 names only the verbs it may use", async () => {
    const res = await request(app()).post('/api/items/1').set('Host', 'www.example.com');
    expect([res.status, res.body.allow]).toEqual([405, 'GET, HEAD']);
    const options = await request(app()).options('/api/items/1').set('Host', 'www.example.com');
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD']);
  });

  test('the admin sees the verbs its constraints let through, in the engine and after it', async () => {
    const res = await request(app()).put('/api/items/1').set('Host', 'admin.example.com').set('X-Admin', '1');
    expect([res.status, res.body.allow]).toEqual([405, 'GET, HEAD, DELETE, POST']);
  });

  test('a path every route refuses is a 404, whatever the verb', async () => {
    for (const verb of ['get', 'post', 'patch', 'delete', 'options'] as const) {
      const res = await request(app())[verb]('/api/secrets/1').set('Host', 'www.example.com');
      expect([verb, res.status]).toEqual([verb, 404]);
    }
    const deep = await request(app()).put('/api/deep/1').set('Host', 'www.example.com').set('X-Admin', '1');
    expect(deep.status).toBe(404);
  });
});

test('router.allowedMethods(url, request) leaves out routes whose constraints refuse the request', () => {
  const router = routers();
  const anonymous = { headers: { host: 'www.example.com' }, hostname: 'www.example.com', subdomains: ['www'] };
  const adminRequest = {
    headers: { host: 'admin.example.com', 'x-admin': '1' },
    hostname: 'admin.example.com',
    subdomains: ['admin'],
  };
  expect(router.allowedMethods('/api/items/1', anonymous)).toEqual(['GET', 'HEAD']);
  expect(router.allowedMethods('/api/items/1', adminRequest)).toEqual(['GET', 'HEAD', 'DELETE', 'POST']);
  expect(router.allowedMethods('/api/secrets/1', anonymous)).toEqual([]);
  expect(router.allowedMethods('/api/items/1')).toEqual(['GET', 'HEAD', 'DELETE', 'POST']);
});
