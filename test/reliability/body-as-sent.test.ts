/**
 * API.md Middleware §1: a request that reaches a mounted app or a handler with no override
 * applied sees its body as sent, and a route that accepts the request and that POST and the
 * verb reach alike never has it read, whatever its request constraints. Each case failed
 * before: the router read the form body to decide an override and the mounted app got a
 * consumed stream (`verify` never called, a proxy hanging), or a constrained mount followed by
 * routes that split POST and DELETE had its body read and its verb changed.
 */
import http from 'node:http';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES, listen, readAll } from './support';

const FORM = 'application/x-www-form-urlencoded';

describe.each(EXPRESSES)('%s', (_label, express) => {
  /** A webhook receiver that checks a signature over the exact bytes, as express.urlencoded's `verify` lets it. */
  function webhook(): { app: any; verified: string[] } {
    const verified: string[] = [];
    const app = express();
    app.use(
      express.urlencoded({
        extended: true,
        verify: (_req: any, _res: any, buf: Buffer) => verified.push(buf.toString()),
      }),
    );
    app.use((req: any, res: any) => res.json({ method: req.method, body: req.body, verified }));
    return { app, verified };
  }

  function withErrors(router: Router): any {
    const app = express();
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).json({ error: err.message }));
    return app;
  }

  test('an engine and a mounted app at one prefix: a POST the engine passes on reaches the app with its body as sent', async () => {
    const { app: hooks } = webhook();
    const api = new Router({ name: 'api' }).draw((e) =>
      e.delete('items/:id', { to: (_req: any, res: any) => res.end('deleted') }),
    );
    const app = withErrors(new Router().draw((r) => (r.mount(api, { at: 'api' }), r.mount(hooks, { at: 'api' }))));
    const res = await request(app).post('/api/items/7').type('form').send('sig=abc&x=%20y');
    expect(res.body).toEqual({ method: 'POST', body: { sig: 'abc', x: ' y' }, verified: ['sig=abc&x=%20y'] });
    // With `_method`, the override happens and the engine answers.
    const deleted = await request(app).post('/api/items/7').type('form').send('_method=delete');
    expect(deleted.text).toBe('deleted');
  });

  test('a handler reached with no override gets the stream as sent, and nothing of the router’s read', async () => {
    const router = new Router().draw((r) => {
      r.post('things/:id', {
        to: async (req: any, res: any) =>
          res.json({
            body: req.body ?? null,
            read: req._body ?? null,
            raw: req.rawBody ?? null,
            stream: (await readAll(req)).toString(),
          }),
      });
      r.delete('things/:id', { to: (_req: any, res: any) => res.end('deleted') });
    });
    const res = await request(withErrors(router)).post('/things/1').type('form').send('a=1&b=2');
    expect(res.body).toEqual({ body: null, read: null, raw: null, stream: 'a=1&b=2' });
  });

  test('a mounted proxy gets the body as sent and answers (no hang)', async () => {
    const upstream = await listen(async (req: any, res: any) =>
      res.end(`upstream got ${(await readAll(req)).toString()}`),
    );
    try {
      const proxy = (req: any, res: any): void => {
        const out = http.request(
          { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => answer.pipe(res),
        );
        req.pipe(out);
      };
      const api = new Router({ name: 'api' }).draw((e) =>
        e.delete('items/:id', { to: (_req: any, res: any) => res.end('deleted') }),
      );
      const app = withErrors(new Router().draw((r) => (r.mount(api, { at: 'api' }), r.mount(proxy, { at: 'api' }))));
      const res = await request(app).post('/api/items/7').type('form').send('a=1').timeout(5000);
      expect(res.text).toBe('upstream got a=1');
    } finally {
      await upstream.close();
    }
  });

  describe('a constrained route that accepts the request, followed by routes that split POST and DELETE', () => {
    const declarations: Array<[string, (r: any, to: any) => void]> = [
      [
        'a mount inside r.constraints({ subdomain })',
        (r, to) => r.constraints({ subdomain: 'api' }, (c: any) => c.mount(to, { at: 'm' })),
      ],
      ['a mount with its own constraints', (r, to) => r.mount(to, { at: 'm', constraints: { subdomain: 'api' } })],
      [
        'a host-constrained via: all route',
        (r, to) => r.match('m/x', { to, via: 'all', constraints: { host: 'api.example.com' } }),
      ],
      [
        'a constrained POST+DELETE route',
        (r, to) =>
          r.match('m/x', { to, via: ['post', 'delete'], constraints: (req: any) => req.headers['x-ok'] === '1' }),
      ],
    ];
    test.each(declarations)('%s never has its body read', async (_name, declare) => {
      const { app: hooks } = webhook();
      const router = new Router().draw((r) => {
        declare(r, hooks);
        r.post('m/x', { to: (_req: any, res: any) => res.end('later post') });
        r.delete('m/x', { to: (_req: any, res: any) => res.end('later delete') });
      });
      const res = await request(withErrors(router))
        .post('/m/x')
        .set('Host', 'api.example.com')
        .set('X-Ok', '1')
        .type(FORM)
        .send('_method=delete&sig=1');
      expect(res.body).toEqual({
        method: 'POST',
        body: { _method: 'delete', sig: '1' },
        verified: ['_method=delete&sig=1'],
      });
    });
  });
});
