/**
 * The Security promise "Linear-time matching" (README, docs/middleware-and-security.md), as
 * the guide states it, counted (never timed): a hostile path up to 16 KB against
 * `archive/:year-:month-:day` costs work linear in its length (twice the path, at most about
 * twice the work) and is answered over HTTP (404, or 200 when it matches); no route's RegExp
 * reads the path; and 1,000 routes outside the trie (`*a/k7-:b`) cost a hostile 16 KB path no
 * more than twice what 10 do. The full suites: test/reliability/linear-time*.test.ts.
 */
import { Router } from '../../../src';
import { countWork, nativeOverLongInput, pathLevelRegExps } from '../../support/counted-work';
import { EXPRESSES, listen, send } from '../support';

const archive = (): Router =>
  new Router().draw((r) => r.get('archive/:year-:month-:day', { to: (_req: any, res: any) => res.end('day') }));

/** The work of recognizing `path` (after a first, warming call). */
function work(router: Router, path: string): number {
  router.recognize('GET', path);
  const counted = countWork(() => expect(router.recognize('GET', path)).toBeNull());
  expect(nativeOverLongInput(counted, pathLevelRegExps('GET', path))).toEqual([]);
  return counted.total;
}

test('Linear-time matching', async () => {
  const router = archive();
  const hostile = (n: number): string => `/archive/${'a-'.repeat(n)}a.a.b`;
  const half = work(router, hostile(4090));
  const full = work(router, hostile(8180));
  expect(hostile(8180).length).toBeLessThanOrEqual(16 * 1024);
  expect(full).toBeLessThanOrEqual(2 * half + 64);

  const table = (count: number): Router =>
    new Router().draw((r) => {
      for (let i = 0; i < count; i++) r.get(`*a/k${i}-:b`, { to: 'globs#show' });
    });
  const path = `/${'k1-x/'.repeat(3270)}x`;
  expect(work(table(1000), path)).toBeLessThanOrEqual(2 * work(table(10), path));

  for (const [, express] of EXPRESSES) {
    const app = express();
    app.use(archive().middleware());
    const server = await listen(app, { maxHeaderSize: 64 * 1024 });
    try {
      expect((await send(server.port, 'GET', hostile(8180))).status).toBe(404);
      const day = await send(server.port, 'GET', `/archive/${'a-'.repeat(8180)}a`);
      expect([day.status, day.text]).toEqual([200, 'day']);
    } finally {
      await server.close();
    }
  }
});
