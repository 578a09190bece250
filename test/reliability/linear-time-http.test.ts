/**
 * Linear time through the middleware: 16 KB hostile paths against routes that used to
 * backtrack (several parameters in a segment, a glob beside a parameter, a dotted
 * alternation beside the format) answer at once, under Express 4 and 5 and bare node:http.
 * The router's work during each request is counted, not timed (route-program steps and the
 * characters its spans read, across the request): at most WORK_PER_CHARACTER a character of
 * the path, where the old RegExps' backtracking was quadratic (seconds at 2 KB, minutes at
 * 16 KB). The native RegExps of `recognize` are counted in linear-time.test.ts.
 */
import http from 'node:http';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';
import { runStats } from '../../src/matcher/work';
import { scanned } from '../../src/matcher/constraints/spans';

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
/**
 * The most work a character of the path may cost through the middleware (measured through
 * `recognize`: 1–32); a walk that went back over the path per position would cost thousands.
 */
const WORK_PER_CHARACTER = 64;

/** The status and the router's counted work while the request was answered. */
const counted = async (send: () => PromiseLike<{ status: number }>): Promise<[number, number]> => {
  const steps = runStats.steps;
  const chars = scanned.chars;
  const res = await send();
  return [res.status, runStats.steps - steps + (scanned.chars - chars)];
};

describe.each(EXPRESSES)('%s: 16 KB hostile paths', (_name, express: any) => {
  const express_ = express();
  express_.use(router().middleware());
  express_.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end());
  // Node refuses request heads over 16 KB by default (431, before any router): room for the path.
  const app = http.createServer({ maxHeaderSize: LARGE_HEAD }, express_);

  test.each(HOSTILE)('GET %#', async (path, status) => {
    expect(path.length).toBeGreaterThan(16000);
    const [got, work] = await counted(() => request(app).get(path));
    expect(got).toBe(status);
    expect(work).toBeLessThanOrEqual(WORK_PER_CHARACTER * path.length);
  });

  test('a mounted app below a two-parameter prefix sees the rest of the path', async () => {
    const res = await request(app).get('/t/acme-eu-west/x/y?z=1');
    expect([res.status, res.text]).toEqual([200, '/t/acme-eu-west /x/y?z=1']);
  });

  test('POST and OPTIONS on a hostile path too', async () => {
    const path = HOSTILE[0]![0];
    const [post, a] = await counted(() => request(app).post(path));
    const [options, b] = await counted(() => request(app).options(path));
    expect([post, options]).toEqual([404, 404]);
    expect(a + b).toBeLessThanOrEqual(2 * WORK_PER_CHARACTER * path.length);
  });
});

test('bare node:http: 16 KB hostile path answers quickly', async () => {
  const server = http.createServer({ maxHeaderSize: LARGE_HEAD }, router().middleware() as http.RequestListener);
  for (const [path, status] of HOSTILE) {
    const [got, work] = await counted(() => request(server).get(path));
    expect(got).toBe(status);
    expect(work).toBeLessThanOrEqual(WORK_PER_CHARACTER * path.length);
  }
});
