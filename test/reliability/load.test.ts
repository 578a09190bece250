/**
 * A short load run (autocannon, ~2 s, 20 connections on 127.0.0.1) against the example app:
 * no connection errors, no timeouts, no 5xx. The full run with heap tracking is
 * `npm run bench:load`.
 */
import { problems, runLoad, startExample } from '../../bench/load';

jest.setTimeout(20000);

test('example app under load: zero errors, zero timeouts, zero 5xx', async () => {
  const server = await startExample();
  try {
    const summary = await runLoad(server.port, { connections: 20, duration: 2 });
    expect(summary.requests).toBeGreaterThan(100);
    expect(summary.errors).toBe(0);
    expect(summary.timeouts).toBe(0);
    expect(summary.fiveXX).toBe(0);
    expect(Object.keys(summary.byStatus).sort()).toEqual(['200', '404']);
    expect(problems(summary)).toEqual([]);
  } finally {
    await server.close();
  }
});
