/**
 * How railroute grows with the table: for tables of about 10 to 10,000 routes, the time from
 * declaration to a ready matcher, the heap the router retains, and dynamic lookups per
 * second (as a share of the smallest table's).
 */
import type { Router } from '../src';
import { buildRailroute } from './table';

export interface ScalingRow {
  routes: number;
  /** The first build of this table in the process: path parses and inflections not yet cached. */
  firstBuildMs: number;
  /** The best of three builds. */
  buildMs: number;
  heapMb: number;
  lookupsPerSecond: number;
}

function heapUsed(): number {
  (global as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/** Draws and compiles (the first recognize compiles). */
function build(resources: number): { router: Router; ms: number } {
  const start = process.hrtime.bigint();
  const router = buildRailroute({ resources, nestEvery: 3 });
  router.recognize('GET', '/res0');
  return { router, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

function lookups(router: Router, resources: number, budgetMs: number): number {
  const paths = Array.from({ length: 64 }, (_, i) => [`/res${(i * 7) % resources}`, `/${i + 1}/edit`] as const);
  let ops = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(budgetMs * 1e6);
  let now = start;
  while (now < deadline) {
    for (const [head, tail] of paths) router.recognize('GET', head + tail);
    ops += paths.length;
    now = process.hrtime.bigint();
  }
  return ops / (Number(now - start) / 1e9);
}

export function scaling(sizes: number[], budgetMs: number, rounds: number): ScalingRow[] {
  return sizes.map((resources) => {
    const before = heapUsed();
    const builds = Array.from({ length: 3 }, () => build(resources));
    const { router } = builds[builds.length - 1] as { router: Router };
    const heap = (heapUsed() - before) / 3 / 1024 / 1024;
    const samples = Array.from({ length: rounds }, () => lookups(router, resources, budgetMs)).sort((a, b) => a - b);
    return {
      routes: router.routes.length,
      firstBuildMs: (builds[0] as { ms: number }).ms,
      buildMs: Math.min(...builds.map((b) => b.ms)),
      heapMb: Math.max(0, heap),
      lookupsPerSecond: samples[Math.floor(samples.length / 2)] as number,
    };
  });
}
