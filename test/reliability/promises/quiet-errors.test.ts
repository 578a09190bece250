/**
 * The Security promise "Quiet errors" (README, docs/middleware-and-security.md), as the guide
 * states it, over HTTP with Express 4 and 5: routing errors carry no stack trace; the path, a
 * `Content-Encoding` and a `charset` appear in their messages JSON-quoted with `<`, `>`, `&`
 * escaped; `this.params` never throws: a body nested 20,000 deep becomes params, and a query
 * with conflicting keys or deeper than Rack's limit is a 400 before any filter or action runs.
 * The full suites: test/reliability/quiet-errors.test.ts, exposed-values.test.ts.
 */
import request from 'supertest';
import { Controller, Router, RoutingError } from '../../../src';
import { EXPRESSES, listen, send } from '../support';

const FORM = 'application/x-www-form-urlencoded';

function app(express: any): { app: any; ran: string[]; errors: unknown[] } {
  const ran: string[] = [];
  const errors: unknown[] = [];
  class DeepController extends Controller {
    static {
      this.beforeAction(() => void ran.push('before'));
    }
    create(): void {
      ran.push('action');
      let depth = 0;
      for (let node: any = this.params.a; node && typeof node === 'object'; node = node.b) depth++;
      this.res.json({ depth });
    }
  }
  const router = new Router();
  router.controllers.register('deep', DeepController);
  router.draw((r) => {
    r.post('deep', { to: 'deep#create' });
    r.delete('deep', { to: 'deep#create' });
  });
  const a = express();
  a.use(express.json({ limit: '10mb' }));
  a.use(router.middleware());
  a.use((err: any, _req: any, res: any, _next: any) => {
    errors.push(err);
    res.status(err.status ?? 500).json({ message: err.expose ? err.message : 'hidden' });
  });
  return { app: a, ran, errors };
}

test('Quiet errors', async () => {
  for (const [, express] of EXPRESSES) {
    const { app: server, ran, errors } = app(express);
    // The path: quoted, markup escaped, no stack trace.
    // (Sent as it is: supertest would escape the markup.)
    const listening = await listen(server);
    const missing = await send(listening.port, 'GET', '/nothing/<b>&').finally(() => listening.close());
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).message).toBe('No route matches [GET] "/nothing/\\u003cb\\u003e\\u0026"');
    const error = errors.at(-1) as RoutingError;
    expect(error).toBeInstanceOf(RoutingError);
    expect(String(error.stack).split('\n')).toHaveLength(1);
    // A Content-Encoding and a charset: quoted, markup escaped (415).
    const encoding = await request(server)
      .post('/deep')
      .set('Content-Type', FORM)
      .set('Content-Encoding', '<script>&')
      .send('_method=delete');
    expect([encoding.status, encoding.body.message]).toEqual([
      415,
      'unsupported content encoding "\\u003cscript\\u003e\\u0026"',
    ]);
    const charset = await request(server)
      .post('/deep')
      .set('Content-Type', `${FORM}; charset=<b>`)
      .send('_method=delete');
    expect([charset.status, charset.body.message]).toEqual([415, 'unsupported charset "\\u003cB\\u003e"']);
    // this.params never throws: 20,000 deep becomes params.
    const deep = await request(server)
      .post('/deep')
      .set('Content-Type', 'application/json')
      .send(`{"a":${'{"b":'.repeat(20000)}"leaf"${'}'.repeat(20000)}}`);
    expect([deep.status, deep.body]).toEqual([200, { depth: 20000 }]);
    // What cannot become params is a 400 before any filter or action.
    ran.length = 0;
    const conflicting = await request(server).post('/deep?tags[]=1&tags[a]=2');
    const tooDeep = await request(server).post(`/deep?x${'[y]'.repeat(200)}=1`);
    expect([conflicting.status, tooDeep.status]).toEqual([400, 400]);
    expect(ran).toEqual([]);
  }
});
