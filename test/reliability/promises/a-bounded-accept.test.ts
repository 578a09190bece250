/**
 * The Security promise "A bounded `Accept`" (README, docs/middleware-and-security.md), as the
 * guide states it: the header is read up to its first 64 entries, each with at most 8
 * parameters; the rest is ignored (an `application/json` after 64 entries does not make a
 * request JSON), so a 16 KB hostile header costs what a browser's does — counted, not timed.
 * Over HTTP with Express 4 and 5; the full suite: test/request/accept.test.ts.
 */
import { Router } from '../../../src';
import { acceptStats } from '../../../src/request/accept';
import { EXPRESSES, listen, send } from '../support';

function app(express: any): any {
  const router = new Router().draw((r) =>
    r.get('feed', { to: (_req: any, res: any) => res.send('json'), format: false, constraints: { format: /json/ } }),
  );
  const a = express();
  a.use(router.middleware());
  return a;
}

const padding = (entries: number, parameters = 0): string =>
  Array.from({ length: entries }, (_, i) => `x/y${i}${';p=1'.repeat(parameters)}`).join(',');

test('A bounded `Accept`', async () => {
  for (const [, express] of EXPRESSES) {
    // A 16 KB header passes Node's default limit only when raised, as the guide says.
    const server = await listen(app(express), { maxHeaderSize: 128 * 1024 });
    try {
      const status = async (accept: string): Promise<number> =>
        (await send(server.port, 'GET', '/feed', { headers: { accept } })).status;
      expect(await status('application/json')).toBe(200);
      // The 64th entry is read, the 65th is not.
      expect(await status(`${padding(63)},application/json`)).toBe(200);
      expect(await status(`${padding(64)},application/json`)).toBe(404);
      // A hostile header: 16 KB and more, entries with many parameters; the work is a browser's.
      const hostile = `${padding(1500, 12)},application/json`;
      expect(hostile.length).toBeGreaterThan(16 * 1024);
      const work = async (accept: string): Promise<number> => {
        const before = acceptStats.entries + acceptStats.parameters;
        expect(await status(accept)).toBe(404);
        return acceptStats.entries + acceptStats.parameters - before;
      };
      // What the router reads of it is what it reads of its first 64 entries sent alone.
      const first64 = hostile.split(',').slice(0, 64).join(',');
      expect(await work(hostile)).toBe(await work(first64));
    } finally {
      await server.close();
    }
  }
});
