/**
 * Linear time through the middleware: 16 KB hostile paths against routes that used to
 * backtrack (several parameters in a segment, a glob beside a parameter, a dotted
 * alternation beside the format) answer at once, under Express 4 and 5 and bare node:http.
 * One wall-clock bound per request that no machine's noise reaches (a request takes tens of
 * milliseconds here, loaded): the old RegExps took seconds at 2 KB and minutes at 16 KB. The
 * work itself is counted through `recognize` (linear-time.test.ts, hostile-urls.test.ts).
 */
import http from 'node:http';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';

jest.setTimeout(180000);

function router(): Router {
  const r = new Router();
  r.draw((m) => {
    m.get('archive/:year-:month-:day', { to: (_req: any, res: any) => res.end('day') });
    m.get('g/*path-:id', { to: (_req: any, res: any) => res.end('glob') });
    m.get('v/:id', { to: (_req: any, res: any) => res.end('v'), id: /\d+|\d+\.\d+/ });
    m.delete('archive/:year-:month-:day', { to: (_req: any, res: any) => res.end('deleted') });
    // A mount whose prefix has two parameters in a segment: its prefix is found the same way.
    m.mount((req: any, res: any) => res.end(`${req.baseUrl} ${req.url}`), { at: '/t/:tenant-:region' });
  });
  return r;
}

const HOSTILE: Array<[path: string, status: number]> = [
  [`/archive/${'a-'.repeat(8180)}a.a.b`, 404],
  [`/g/${'a-/'.repeat(5450)}x`, 404],
  [`/v/${'1.'.repeat(8180)}x`, 404],
  [`/archive/${'a-'.repeat(8180)}a`, 200],
  [`/t/${'a-'.repeat(8180)}.x`, 404],
  [`/t/${'a-'.repeat(8180)}a/x`, 200],
];

const LARGE_HEAD = 64 * 1024;
/** Far above any loaded machine's time for one request, far below the backtracking it guards. */
const NEVER_MS = 20_000;

const timed = async (send: () => PromiseLike<{ status: number }>): Promise<[number, number]> => {
  const started = Date.now();
  const res = await send();
  return [res.status, Date.now() - started];
};

describe.each(EXPRESSES)('%s: 16 KB hostile paths', (_name, express: any) => {
  const express_ = express();
  express_.use(router().middleware());
  express_.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end());
  // Node refuses request heads over 16 KB by default (431, before any router): room for the path.
  const app = http.createServer({ maxHeaderSize: LARGE_HEAD }, express_);

  test.each(HOSTILE)('GET %#', async (path, status) => {
    expect(path.length).toBeGreaterThan(16000);
    const [got, ms] = await timed(() => request(app).get(path));
    expect(got).toBe(status);
    expect(ms).toBeLessThan(NEVER_MS);
  });

  test('a mounted app below a two-parameter prefix sees the rest of the path', async () => {
    const res = await request(app).get('/t/acme-eu-west/x/y?z=1');
    expect([res.status, res.text]).toEqual([200, '/t/acme-eu-west /x/y?z=1']);
  });

  test('POST and OPTIONS on a hostile path too', async () => {
    const path = HOSTILE[0]![0];
    const [post, a] = await timed(() => request(app).post(path));
    const [options, b] = await timed(() => request(app).options(path));
    expect([post, options]).toEqual([404, 404]);
    expect(a + b).toBeLessThan(NEVER_MS);
  });
});

test('bare node:http: 16 KB hostile path answers quickly', async () => {
  const server = http.createServer({ maxHeaderSize: LARGE_HEAD }, router().middleware() as http.RequestListener);
  for (const [path, status] of HOSTILE) {
    const [got, ms] = await timed(() => request(server).get(path));
    expect(got).toBe(status);
    expect(ms).toBeLessThan(NEVER_MS);
  }
});
