/**
 * The Security promise "Forgery protection" (README, docs/middleware-and-security.md), as the
 * guide states it, over HTTP with Express 4 and 5: where a controller declares
 * `protectFromForgery`, a non-GET request (a `_method` DELETE included) passes only with this
 * session's masked token in the `authenticity_token` field or `X-CSRF-Token`, and an `Origin`
 * that is not the request's own is refused: 422, the action never runs. The full suites:
 * test/controllers/forgery-protection.test.ts, test/adversarial/forgery.property.test.ts,
 * test/browser/forms.test.ts.
 */
import request from 'supertest';
import { Controller, Router } from '../../../src';
import { EXPRESSES } from '../support';

test('Forgery protection', async () => {
  for (const [, express] of EXPRESSES) {
    const ran: string[] = [];
    class ThingsController extends Controller {
      static {
        this.protectFromForgery({ with: 'exception' });
      }
      new(): void {
        this.res.json({ token: this.formAuthenticityToken() });
      }
      destroy(): void {
        ran.push('destroy');
        this.res.end('destroyed');
      }
    }
    const router = new Router({ secretKeyBase: 'promise-key-base' });
    router.controllers.register('things', ThingsController);
    router.draw((r) => r.resources('things', { only: ['new', 'destroy'] }));
    const app = express();
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end(err.name));
    const agent = request.agent(app);
    const { token } = (await agent.get('/things/new').set('Host', 'good.example')).body as { token: string };
    const destroy = (fields: string, headers: Record<string, string> = {}): Promise<request.Response> => {
      let req = agent.post('/things/1').set('Host', 'good.example').type('form');
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      return req.send(fields);
    };
    const field = `_method=delete&authenticity_token=${encodeURIComponent(token)}`;
    expect((await destroy('_method=delete')).status).toBe(422);
    expect((await destroy(`_method=delete&authenticity_token=${encodeURIComponent(token.slice(0, -4))}`)).status).toBe(
      422,
    );
    expect((await destroy(field, { Origin: 'http://evil.example' })).status).toBe(422);
    expect((await request(app).post('/things/1').set('Host', 'good.example').type('form').send(field)).status).toBe(
      422,
    );
    expect(ran).toEqual([]);
    expect((await destroy(field, { Origin: 'http://good.example' })).text).toBe('destroyed');
    expect((await destroy('_method=delete', { 'X-CSRF-Token': token })).text).toBe('destroyed');
    expect(ran).toEqual(['destroy', 'destroy']);
  }
});
