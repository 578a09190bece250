/**
 * The Security promise "Lossless bodies, read only where they decide the route" (README,
 * docs/middleware-and-security.md), as the guide states it, over HTTP with Express 4 and 5:
 * request constraints are decided before any body is read; a mount, a `via: 'all'` route or a
 * route taking POST and the verb that accepts the request keeps its stream untouched, and a
 * body read for an override that did not happen reaches a mounted app as sent (its
 * `express.urlencoded({ verify })` sees the exact bytes); when the router reads, nothing is
 * cut short. The full suites: test/reliability/override-reach.test.ts,
 * override-reach.property.test.ts, body-as-sent.test.ts.
 */
import request from 'supertest';
import { Router } from '../../../src';
import { EXPRESSES } from '../support';

test('Lossless bodies, read only where they decide the route', async () => {
  for (const [, express] of EXPRESSES) {
    const verified: string[] = [];
    const hooks = express();
    hooks.use(
      express.urlencoded({ extended: true, verify: (_q: any, _s: any, buf: Buffer) => verified.push(String(buf)) }),
    );
    hooks.use((req: any, res: any) => res.json({ method: req.method, body: req.body }));
    const api = new Router({ name: 'api' }).draw((e) =>
      e.delete('items/:id', { to: (_q: any, res: any) => res.end('deleted') }),
    );
    const router = new Router().draw((r) => {
      r.mount(hooks, { at: 'm', constraints: { subdomain: 'api' } });
      r.post('m/x', { to: (_q: any, res: any) => res.end('post') });
      r.delete('m/x', { to: (_q: any, res: any) => res.end('delete') });
      r.mount(api, { at: 'api' });
      r.mount(hooks, { at: 'api' });
    });
    const app = express();
    app.use(router.middleware({ bodyLimit: 200 }));
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end(String(err.status)));
    // A constrained mount that accepts: never read, whatever routes follow it.
    const mounted = await request(app)
      .post('/m/x')
      .set('Host', 'api.example.com')
      .type('form')
      .send('_method=delete&s=1');
    expect(mounted.body).toEqual({ method: 'POST', body: { _method: 'delete', s: '1' } });
    // Read to decide (the engine has DELETE), no override: the mounted app behind it gets it as sent.
    const passed = await request(app).post('/api/items/1').type('form').send('s=2');
    expect(passed.body).toEqual({ method: 'POST', body: { s: '2' } });
    expect(verified).toEqual(['_method=delete&s=1', 's=2']);
    // When the router reads, too large is a 413, never cut short.
    const large = await request(app)
      .post('/api/items/1')
      .type('form')
      .send(`_method=delete&x=${'y'.repeat(300)}`);
    expect(large.status).toBe(413);
  }
});
