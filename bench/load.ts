/**
 * `npm run bench:load`: autocannon against the example app on 127.0.0.1 (a free port), 50
 * connections for DURATION seconds (default 5) over a mix of GET /, /posts, /posts/1,
 * /posts/1.json and a 404 path. Runs twice and reports heap growth between the runs (after a
 * full GC). Exits non-zero on any connection error, timeout or 5xx, or heap growth over 20 MB.
 *
 * Env: DURATION (seconds), CONNECTIONS (default 50), MAX_HEAP_GROWTH_MB (default 20).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import autocannon from 'autocannon';
import { createApp } from '../examples/app';

export const MIX: Array<{ method: 'GET'; path: string; expect: number }> = [
  { method: 'GET', path: '/', expect: 200 },
  { method: 'GET', path: '/posts', expect: 200 },
  { method: 'GET', path: '/posts/1', expect: 200 },
  { method: 'GET', path: '/posts/1.json', expect: 200 },
  { method: 'GET', path: '/no/such/page', expect: 404 },
];

export interface LoadSummary {
  requests: number;
  requestsPerSecond: number;
  latencyP99: number;
  errors: number;
  timeouts: number;
  resets: number;
  byStatus: Record<string, number>;
  nonSuccess: Record<string, number>;
  fiveXX: number;
}

/** One bounded autocannon run against `port` on 127.0.0.1. */
/** A run of `duration` seconds (the bench), or of `amount` requests (the test: the same work on any machine). */
export type LoadSize = { connections: number } & ({ duration: number } | { amount: number });

export async function runLoad(port: number, options: LoadSize): Promise<LoadSummary> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    ...options,
    timeout: 10,
    requests: MIX.map(({ method, path }) => ({ method, path })),
  });
  const byStatus: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) byStatus[status] = stat.count ?? 0;
  const nonSuccess = Object.fromEntries(Object.entries(byStatus).filter(([status]) => !status.startsWith('2')));
  const fiveXX = Object.entries(byStatus)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
    byStatus,
    nonSuccess,
    fiveXX: Math.max(fiveXX, result['5xx']),
  };
}

/** Starts the example app on 127.0.0.1, port 0. */
export async function startExample(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(await createApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 1024, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `global.gc`, or one obtained without `--expose-gc` on the command line. */
function garbageCollector(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (typeof existing === 'function') return existing;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

async function settledHeap(gc: (() => void) | undefined): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function report(label: string, s: LoadSummary): void {
  const statuses = Object.entries(s.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const nonSuccess =
    Object.keys(s.nonSuccess).length === 0
      ? 'none'
      : Object.entries(s.nonSuccess)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ');
  console.log(`${label}: ${s.requests} requests, ${s.requestsPerSecond.toFixed(0)} req/s, p99 ${s.latencyP99} ms`);
  console.log(`  errors: ${s.errors}, timeouts: ${s.timeouts}, resets: ${s.resets}, 5xx: ${s.fiveXX}`);
  console.log(`  by status: ${statuses}`);
  console.log(`  non-2xx by status: ${nonSuccess}`);
}

/** Problems with one run: errors, timeouts, 5xx, or no 404 where the mix has one. */
export function problems(s: LoadSummary): string[] {
  const found: string[] = [];
  if (s.errors > 0) found.push(`${s.errors} connection errors`);
  if (s.timeouts > 0) found.push(`${s.timeouts} timeouts`);
  if (s.fiveXX > 0) found.push(`${s.fiveXX} 5xx responses`);
  if (s.requests === 0) found.push('no requests completed');
  const unexpected = Object.keys(s.byStatus).filter((status) => !MIX.some((m) => String(m.expect) === status));
  if (unexpected.length > 0) found.push(`unexpected statuses: ${unexpected.join(', ')}`);
  return found;
}

async function main(): Promise<void> {
  const duration = Number(process.env.DURATION ?? 5);
  const connections = Number(process.env.CONNECTIONS ?? 50);
  const maxGrowth = Number(process.env.MAX_HEAP_GROWTH_MB ?? 20) * 1024 * 1024;
  const gc = garbageCollector();
  const server = await startExample();
  const failures: string[] = [];
  try {
    console.log(`railroute example app on 127.0.0.1:${server.port}, ${connections} connections, ${duration} s per run`);
    console.log(`mix: ${MIX.map((m) => `${m.method} ${m.path}`).join(', ')}`);
    if (!gc) console.log('(no gc available: heap figures are without a forced collection)');

    const first = await runLoad(server.port, { connections, duration });
    report('run 1', first);
    const heapAfterFirst = await settledHeap(gc);

    const second = await runLoad(server.port, { connections, duration });
    report('run 2', second);
    const heapAfterSecond = await settledHeap(gc);

    const growth = heapAfterSecond - heapAfterFirst;
    console.log(
      `heap after run 1: ${mb(heapAfterFirst)}, after run 2: ${mb(heapAfterSecond)}, growth: ${mb(growth)} (limit ${mb(maxGrowth)})`,
    );

    for (const [label, s] of [
      ['run 1', first],
      ['run 2', second],
    ] as const)
      for (const p of problems(s)) failures.push(`${label}: ${p}`);
    if (growth > maxGrowth) failures.push(`heap grew by ${mb(growth)} between runs (limit ${mb(maxGrowth)})`);
  } finally {
    await server.close();
  }
  if (failures.length > 0) {
    console.error(`FAIL:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('OK: no errors, no timeouts, no 5xx, heap stable');
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
