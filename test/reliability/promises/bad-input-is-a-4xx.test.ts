/**
 * The Security promise "Bad input is a 4xx" (README, docs/middleware-and-security.md), as the
 * guide states it, over HTTP with Express 4 and 5 and bare node:http: malformed escapes,
 * 64 KiB paths and 10,000 segments, raw NUL and control bytes, unknown or odd methods,
 * `__proto__` in paths, queries, bodies and parameter names, too many form fields get a 400,
 * 404, 405, 413 or 431, never a 500, a crash or a hang; an escaped `%00` is data, decoded into
 * params as Rails decodes it. The full suites: test/reliability/hostile-urls.test.ts,
 * adversarial-urls.property.test.ts, methods.test.ts, bodies.test.ts.
 */
import { PayloadTooLargeError, Router } from '../../../src';
import { EXPRESSES, listen, send, sendRaw } from '../support';

function router(): Router {
  return new Router().draw((r) => {
    r.resources('things', { to: (req: any, res: any) => res.end(JSON.stringify(req.params)) });
    r.post('forms', { to: (_req: any, res: any) => res.end('post') });
    r.delete('forms', { to: (_req: any, res: any) => res.end('delete') });
  });
}

test('Bad input is a 4xx', async () => {
  const servers = [
    ...EXPRESSES.map(([, express]) => {
      const app = express();
      app.use(router().middleware());
      app.use((err: any, _req: any, res: any, _next: any) =>
        res.status(err.status ?? 500).json({ name: err.name, status: err.status }),
      );
      return app;
    }),
    router().middleware(),
  ];
  for (const handler of servers) {
    const server = await listen(handler, { maxHeaderSize: 256 * 1024 });
    try {
      const statusOf = async (method: string, path: string, headers?: Record<string, string>, body?: string) =>
        (await send(server.port, method, path, { headers, body, timeout: 15000 })).status;
      expect(await statusOf('GET', '/things/%E0%A4%A')).toBe(400);
      expect(await statusOf('GET', '/things/%zz')).toBe(400);
      expect([400, 404]).toContain(await statusOf('GET', `/${'a'.repeat(64 * 1024)}`));
      expect(await statusOf('GET', `/${'a/'.repeat(10000)}`)).toBe(404);
      expect(await statusOf('GET', '/__proto__/constructor?__proto__[x]=1')).toBe(404);
      expect(await statusOf('PROPFIND', '/things')).toBe(405);
      expect(await statusOf('BREW', '/things')).toBeGreaterThanOrEqual(400);
      // Raw NUL and control bytes: node's parser answers 400 before the router.
      expect((await sendRaw(server.port, 'GET /things/a\0b HTTP/1.1\r\nHost: x\r\n\r\n')).status).toBe(400);
      // An escaped %00 is data, as in Rails.
      const nul = await send(server.port, 'GET', '/things/%00');
      expect([nul.status, JSON.parse(nul.text).id]).toEqual([200, '\u0000']);
      // Too many fields: a 413, PayloadTooLargeError.
      const fields = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
      const many = await send(server.port, 'POST', '/forms', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `_method=delete&${fields}`,
      });
      expect(many.status).toBe(413);
      if (handler !== servers[2]) expect(JSON.parse(many.text).name).toBe(PayloadTooLargeError.name);
    } finally {
      await server.close();
    }
  }
});
