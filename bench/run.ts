/**
 * `npm run bench`: lookups per second for each scenario, railroute beside find-my-way,
 * Express 5's router and a Map of concrete paths (the floor), in one process. Rounds are
 * interleaved and the median is reported, as a ratio to railroute: machines are shared and
 * noisy, ratios travel better than absolute numbers.
 */
import { buildExpress, buildFindMyWay, buildRailroute, RAILS_SHAPED } from './table';
import { railrouteAnswer } from './answer';
import { scenarios } from './scenarios';
import { scaling } from './scaling';

type Lookup = (method: string, path: string) => unknown;

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 150);

function opsPerSecond(lookup: Lookup, requests: Array<{ method: string; path: string }>): number {
  // A fresh path string per lookup, as node:http hands one over per request.
  const heads = requests.map((r) => r.path.slice(0, 1));
  const tails = requests.map((r) => r.path.slice(1));
  let ops = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(BUDGET_MS * 1e6);
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < requests.length; i++)
      lookup((requests[i] as { method: string }).method, (heads[i] as string) + tails[i]);
    ops += requests.length;
    now = process.hrtime.bigint();
  }
  return ops / (Number(now - start) / 1e9);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function main(): void {
  const router = buildRailroute(RAILS_SHAPED);
  const all = scenarios(RAILS_SHAPED.resources, RAILS_SHAPED.nestEvery);
  for (const scenario of all) {
    for (const request of scenario.requests) {
      const got = railrouteAnswer(router, request.method, request.path);
      if (got !== request.expect)
        throw new Error(`${scenario.name}: ${request.method} ${request.path} → ${got}, expected ${request.expect}`);
    }
  }
  // The floor: the precomputed answer by one probe of the path in the verb's own Map. (A
  // `${method} ${path}` key would build and hash a second string per lookup, 1.5–4× the
  // cost of this probe: not a floor.)
  const byVerb = new Map<string, Map<string, string>>();
  for (const scenario of all) {
    for (const r of scenario.requests) {
      let paths = byVerb.get(r.method);
      if (!paths) byVerb.set(r.method, (paths = new Map<string, string>()));
      paths.set(r.path, r.expect);
    }
  }
  const peers: Array<[string, Lookup]> = [
    ['railroute', (method, path) => router.recognize(method, path)],
    ['find-my-way', buildFindMyWay(RAILS_SHAPED)],
    ['express 5', buildExpress(RAILS_SHAPED)],
    ['Map (floor)', (method, path) => byVerb.get(method)?.get(path)],
  ];
  console.log(`routes: ${router.routes.length}; rounds: ${ROUNDS} × ${BUDGET_MS} ms; node ${process.version}\n`);
  const header = ['scenario', ...peers.map(([name]) => name)];
  const rows: string[][] = [];
  for (const scenario of all) {
    const samples = peers.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      peers.forEach(([, lookup], i) => samples[i]?.push(opsPerSecond(lookup, scenario.requests)));
    }
    const medians = samples.map(median);
    const base = medians[0] as number;
    rows.push([
      scenario.name,
      `${(base / 1e6).toFixed(2)} M/s`,
      ...medians.slice(1).map((value) => `×${(base / value).toFixed(2)}`),
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]): string => cells.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('\n"×N": railroute does N times the lookups per second of that peer.');

  console.log('\nscaling (dynamic lookups, GET /resN/:id/edit):');
  const rowsBySize = scaling([1, 10, 100, 750], BUDGET_MS, ROUNDS);
  const smallest = rowsBySize[0]?.lookupsPerSecond ?? 1;
  console.log(
    ['routes', 'first build', 'best build', 'heap', 'lookups', 'vs smallest'].map((h) => h.padEnd(12)).join(''),
  );
  for (const row of rowsBySize) {
    console.log(
      [
        String(row.routes),
        `${row.firstBuildMs.toFixed(1)} ms`,
        `${row.buildMs.toFixed(1)} ms`,
        `${row.heapMb.toFixed(1)} MB`,
        `${(row.lookupsPerSecond / 1e6).toFixed(2)} M/s`,
        `${((100 * row.lookupsPerSecond) / smallest).toFixed(0)}%`,
      ]
        .map((cell) => cell.padEnd(12))
        .join(''),
    );
  }
}

main();
