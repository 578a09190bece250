/**
 * A short load run (autocannon, 600 requests on 20 connections to 127.0.0.1) against the
 * example app: every request answered, no connection errors, no timeouts, no 5xx. A number of
 * requests, not seconds: a loaded 2-core machine does the same work, only slower. The full run with heap tracking is
 * `npm run bench:load`.
 */
import { problems, runLoad, startExample } from '../../bench/load';

jest.setTimeout(120000);

test('example app under load: zero errors, zero timeouts, zero 5xx', async () => {
  const server = await startExample();
  try {
    const summary = await runLoad(server.port, { connections: 20, amount: 600 });
    expect(summary.requests).toBe(600);
    expect(summary.errors).toBe(0);
    expect(summary.timeouts).toBe(0);
    expect(summary.fiveXX).toBe(0);
    expect(Object.keys(summary.byStatus).sort()).toEqual(['200', '404']);
    expect(problems(summary)).toEqual([]);
  } finally {
    await server.close();
  }
});
