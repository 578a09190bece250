/**
 * API.md "Details that tests rely on": every message marked safe to print (`expose`) quotes
 * request values JSON-quoted with `<`, `>`, `&` escaped (the 415s name a `Content-Encoding` or
 * a `charset`); and no input, however deep, makes `this.params` throw: a body nested 20,000
 * deep becomes params, one that cannot (conflicting keys, a query deeper than Rack's limit) is a
 * 400 before any filter or action runs. Express 5 and 4, generated hostile values.
 */
import fc from 'fast-check';
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES } from './support';

jest.setTimeout(30000);

const FORM = 'application/x-www-form-urlencoded';

function deepJson(depth: number): string {
  return `{"a":${'{"b":'.repeat(depth)}"leaf"${'}'.repeat(depth)}}`;
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  function app(withJson = false): { app: any; ran: string[] } {
    const ran: string[] = [];
    class DeepController extends Controller {
      static {
        this.beforeAction(() => void ran.push('before'));
      }
      create(): void {
        ran.push('action');
        let depth = 0;
        for (let node: any = this.params.a; node && typeof node === 'object'; node = node.b) depth++;
        this.res.json({ depth, keys: Object.keys(this.params).sort() });
      }
    }
    const router = new Router();
    router.controllers.register('deep', DeepController);
    router.draw((r) => {
      r.post('deep', { to: 'deep#create' });
      r.delete('deep', { to: 'deep#create' });
    });
    const app = express();
    if (withJson) app.use(express.json({ limit: '10mb' }));
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.expose ? err.message : 'hidden' }),
    );
    return { app, ran };
  }

  test('a JSON body nested 20,000 deep becomes params: no throw, no 500', async () => {
    const { app: server } = app(true);
    const res = await request(server).post('/deep').set('Content-Type', 'application/json').send(deepJson(20000));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ depth: 20000, keys: ['a', 'action', 'controller'] });
  });

  test('a query nested past Rack’s depth limit is a 400 before any filter or action', async () => {
    const { app: server, ran } = app();
    const res = await request(server).post(`/deep?x${'[y]'.repeat(200)}=1`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid request parameters: parameters nested too deep');
    expect(ran).toEqual([]);
  });

  test('a body whose keys conflict (tags[] then tags[a]) is a 400 before any filter or action', async () => {
    const { app: server, ran } = app();
    const res = await request(server).post('/deep?tags[]=1&tags[a]=2');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid request parameters: expected Hash (got Array) for param "tags"');
    expect(ran).toEqual([]);
  });

  test('415 messages quote the Content-Encoding and the charset with markup escaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z<>&"'\\ ]{1,20}$/), async (value) => {
        const encoding = await request(app().app)
          .post('/deep')
          .set('Content-Type', FORM)
          .set('Content-Encoding', value)
          .send('_method=delete');
        const charset = await request(app().app)
          .post('/deep')
          .set('Content-Type', `${FORM}; charset=${value.replace(/[\s;"]/g, 'x')}`)
          .send('_method=delete');
        for (const res of [encoding, charset]) {
          if (res.status !== 415) continue;
          expect(res.body.message).not.toMatch(/[<>&]/);
        }
      }),
      { numRuns: 40 },
    );
    const res = await request(app().app)
      .post('/deep')
      .set('Content-Type', FORM)
      .set('Content-Encoding', '<script>&')
      .send('_method=delete');
    expect(res.body.message).toBe('unsupported content encoding "\\u003cscript\\u003e\\u0026"');
    const charset = await request(app().app)
      .post('/deep')
      .set('Content-Type', `${FORM}; charset=<b>`)
      .send('_method=delete');
    expect(charset.body.message).toBe('unsupported charset "\\u003cB\\u003e"');
  });
});
