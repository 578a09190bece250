/**
 * API.md Router: `routesPage()` and `developmentErrors()` are development tools. With
 * NODE_ENV=production they pass every request on, serving nothing (the route table, hidden
 * admin routes, constraint RegExps and middleware names stay private) unless `{ enabled: true }`;
 * source locations on them are relative to the working directory.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';

const saved = process.env.NODE_ENV;
afterEach(() => {
  if (saved === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = saved;
});

function secretRouter(): Router {
  return new Router().draw((r) => {
    r.namespace('hidden_admin', (r) => r.resources('payouts', { id: /[A-Z]{3}\d+/ }));
  });
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  function app(router: Router, options?: { enabled?: boolean }): any {
    const app = express();
    app.get('/rails/info/routes', router.routesPage(options));
    app.use(router.middleware());
    app.use(router.developmentErrors(options));
    return app;
  }

  test('in production the routes page passes the request on: no table', async () => {
    process.env.NODE_ENV = 'production';
    const res = await request(app(secretRouter())).get('/rails/info/routes');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('payouts');
  });

  test('in production a routing error goes on to the next handler: no page, no table', async () => {
    process.env.NODE_ENV = 'production';
    const res = await request(app(secretRouter())).get('/nothing').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('hidden_admin');
    expect(res.text).not.toContain('<table');
  });

  test('{ enabled: true } serves both in production', async () => {
    process.env.NODE_ENV = 'production';
    const page = await request(app(secretRouter(), { enabled: true })).get('/rails/info/routes');
    expect(page.status).toBe(200);
    expect(page.text).toContain('hidden_admin/payouts#index');
    const error = await request(app(secretRouter(), { enabled: true }))
      .get('/nothing')
      .set('Accept', 'text/html');
    expect(error.text).toContain('hidden_admin/payouts#index');
  });

  test('outside production they serve by default, and { enabled: false } turns them off', async () => {
    process.env.NODE_ENV = 'development';
    expect((await request(app(secretRouter())).get('/rails/info/routes')).text).toContain('hidden_admin_payouts');
    expect((await request(app(secretRouter(), { enabled: false })).get('/rails/info/routes')).status).toBe(404);
  });

  test('NODE_ENV is read per request: set after the app was built, it still counts', async () => {
    process.env.NODE_ENV = 'development';
    const built = app(secretRouter());
    process.env.NODE_ENV = 'production';
    expect((await request(built).get('/rails/info/routes')).status).toBe(404);
  });
});

test('bare node:http: a disabled routes page answers 404 itself', async () => {
  process.env.NODE_ENV = 'production';
  const page = secretRouter().routesPage();
  const server = http.createServer((req, res) => page(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found\n');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('an invalid enabled option is refused', () => {
  expect(() => secretRouter().routesPage({ enabled: 'yes' as never })).toThrow('Invalid enabled option: yes');
  expect(() => secretRouter().developmentErrors({ enabled: 1 as never })).toThrow('Invalid enabled option: 1');
});

test('source locations on the page are relative to the working directory, even for files outside it', async () => {
  process.env.NODE_ENV = 'development';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-page-'));
  try {
    fs.writeFileSync(path.join(dir, 'admin.js'), "module.exports = (r) => {\n  r.resources('payouts');\n};\n");
    const router = new Router({ routesPath: dir }).draw((r) => r.draw('admin'));
    const res = await request(EXPRESSES[0]![1]().get('/routes', router.routesPage())).get('/routes');
    expect(res.text).not.toContain(`>${dir}`);
    expect(res.text).toContain(`${path.relative(process.cwd(), path.join(dir, 'admin.js'))}:2`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
