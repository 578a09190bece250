/**
 * The Security promise "Development pages stay in development" (README,
 * docs/middleware-and-security.md), as the guide states it, over HTTP with Express 4 and 5:
 * with NODE_ENV=production `routesPage()` and `developmentErrors()` pass every request on
 * (the application's own error page answers, no table) unless `{ enabled: true }`; they name source files
 * relative to the working directory. The full suite:
 * test/inspect/development-pages-production.test.ts.
 */
import path from 'node:path';
import request from 'supertest';
import { Router } from '../../../src';
import { EXPRESSES } from '../support';

const saved = process.env.NODE_ENV;
afterEach(() => {
  if (saved === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = saved;
});

function app(express: any, options?: { enabled?: boolean }): any {
  const router = new Router().draw((r) => r.namespace('hidden_admin', (r) => r.resources('payouts')));
  const a = express();
  a.get('/rails/info/routes', router.routesPage(options));
  a.use(router.middleware());
  a.use(router.developmentErrors(options));
  a.use((err: any, _req: any, res: any, _next: any) =>
    res.status(err.status ?? 500).send('the application’s own error page'),
  );
  return a;
}

test('Development pages stay in development', async () => {
  for (const [, express] of EXPRESSES) {
    process.env.NODE_ENV = 'production';
    const page = await request(app(express)).get('/rails/info/routes');
    // Passed on: the router finds no route for it, and the application's page answers.
    expect([page.status, page.text]).toEqual([404, 'the application’s own error page']);
    const error = await request(app(express)).get('/nothing').set('Accept', 'text/html');
    expect([error.status, error.text]).toEqual([404, 'the application’s own error page']);
    // Enabled on purpose, in production: both serve, naming this file relative to the working directory.
    // (Built outside production: in production routes record no source location.)
    process.env.NODE_ENV = 'development';
    const enabledApp = app(express, { enabled: true });
    process.env.NODE_ENV = 'production';
    const enabled = await request(enabledApp).get('/rails/info/routes');
    expect(enabled.status).toBe(200);
    expect(enabled.text).toContain('hidden_admin/payouts#index');
    expect(enabled.text).toContain(path.relative(process.cwd(), __filename));
    expect(enabled.text).not.toContain(__filename);
    const enabledError = await request(enabledApp).get('/nothing').set('Accept', 'text/html');
    expect(enabledError.text).toContain('hidden_admin/payouts#index');
    // Outside production they serve by default.
    process.env.NODE_ENV = 'development';
    expect((await request(app(express)).get('/rails/info/routes')).text).toContain('hidden_admin_payouts');
  }
});
