/**
 * The Security promise "One host rule, no userinfo" (README, docs/middleware-and-security.md),
 * as the guide states it, over HTTP with Express 4 and 5: the request's origin is read once,
 * as Express reads it under `trust proxy` (`X-Forwarded-Host` and `X-Forwarded-Proto` count
 * only then), a host only when it is a valid `host[:port]` and not sent twice, a scheme only
 * `http` or `https`; otherwise `defaultUrlOptions`' host, else a 400; a `host` option with
 * userinfo throws `ArgumentError`. The full suites: test/reliability/hostile-host.property.test.ts,
 * forwarded-origin.property.test.ts, test/request/one-origin.test.ts.
 */
import request from 'supertest';
import { ArgumentError, Router } from '../../../src';
import { EXPRESSES, listen, sendRaw } from '../support';

test('One host rule, no userinfo', async () => {
  for (const [, express] of EXPRESSES) {
    for (const trust of [false, true]) {
      for (const defaults of [undefined, { host: 'default.example' }]) {
        const router = new Router(defaults ? { defaultUrlOptions: defaults } : {}).draw((r) =>
          r.get('x', { to: (_req: any, res: any) => res.end(res.locals.helpers.x_url()), as: 'x' }),
        );
        const app = express();
        app.set('trust proxy', trust);
        app.use(router.middleware());
        app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end('error'));
        const urlFor = async (headers: Record<string, string>): Promise<[number, string]> => {
          let req = request(app).get('/x');
          for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
          const res = await req;
          return [res.status, res.text];
        };
        const fallback: [number, string] = defaults ? [200, 'http://default.example/x'] : [400, 'error'];
        expect(await urlFor({ Host: 'good.example:8080' })).toEqual([200, 'http://good.example:8080/x']);
        expect(await urlFor({ Host: 'good.example:80@evil.example' })).toEqual(fallback);
        expect(
          await urlFor({ Host: 'evil.example', 'X-Forwarded-Host': 'good.example', 'X-Forwarded-Proto': 'https' }),
        ).toEqual([200, trust ? 'https://good.example/x' : 'http://evil.example/x']);
        expect(await urlFor({ Host: 'good.example', 'X-Forwarded-Proto': 'javascript' })).toEqual([
          200,
          'http://good.example/x',
        ]);
        const server = await listen(app);
        try {
          const twice = await sendRaw(
            server.port,
            'GET /x HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
          );
          expect(twice.status).toBe(fallback[0]);
        } finally {
          await server.close();
        }
        expect(() => router.helpers.x_url({ host: 'user@evil.example' })).toThrow(ArgumentError);
      }
    }
  }
});
