// Where a lookup's (or a bare node:http request's) work goes, function by function: instructions,
// first-level data-cache misses and mispredicted branches, counted by valgrind's callgrind and
// attributed to V8's compiled JavaScript through node's perf map (`--perf-basic-prof`).
//
//   node bench/callgrind-profile.mjs lookup [ADAPTER] [DIR]   bench/instructions.mjs's mix (ADAPTER as there)
//   node bench/callgrind-profile.mjs http [SERVER] [DIST]     bench/http-instructions.mjs's mix
//
// Env: W warm-up passes, uncounted (lookup 300, http 2000); K counted passes (lookup 5, http 1000);
// TOP rows (30); KIND and TABLE as the two scripts read them. Needs valgrind (Debian: apt-get
// install valgrind), whose callgrind_control turns the instrumentation on once the child is warm:
// the warm-up runs uninstrumented (seconds, not minutes), and the counts are of warm code only.
//
// `bench/instructions.mjs` counts a whole pass (the collector included, by subtraction); this
// says where inside it. Branch mispredictions are callgrind's model of a simple predictor,
// not this machine's: read them as where branches are data-dependent, compare builds and peers
// with the same model. A collection that lands in the counted passes shows as the collector's
// line (its own row, left out of the per-function rows).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const [which = 'lookup', ...rest] = process.argv.slice(2);
if (which !== 'lookup' && which !== 'http') throw new Error(`usage: callgrind-profile.mjs lookup|http [...]`);
const script = fileURLToPath(new URL(which === 'http' ? 'http-instructions.mjs' : 'instructions.mjs', import.meta.url));
const warm = Number(process.env.W ?? (which === 'http' ? 2000 : 300));
const passes = Number(process.env.K ?? (which === 'http' ? 1000 : 5));
const top = Number(process.env.TOP ?? 30);
// The child reads both arguments (instructions.mjs' and http-instructions.mjs' defaults).
const args = [
  rest[0] ?? 'railroute',
  rest[1] ?? fileURLToPath(new URL(which === 'http' ? '../dist' : '..', import.meta.url)),
];

const work = mkdtempSync(join(tmpdir(), 'callgrind-profile-'));
const mark = join(work, 'mark');
const out = join(work, 'callgrind.out');
const child = spawn(
  'valgrind',
  [
    '--tool=callgrind',
    '--instr-atstart=no',
    '--cache-sim=yes',
    '--branch-sim=yes',
    '--dump-instr=yes',
    `--callgrind-out-file=${out}`,
    process.execPath,
    '--perf-basic-prof',
    // Code stays where the perf map says it is; one thread, as bench/cachegrind.mjs runs it.
    '--no-compact-code-space',
    '--predictable',
    '--max-semi-space-size=32',
    script,
    ...args,
  ],
  {
    env: { ...process.env, CHILD: '1', MARK: mark, WARM: String(warm), PASSES: String(passes) },
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let stderr = '';
child.stderr.on('data', (chunk) => (stderr += chunk));
const exited = new Promise((resolve) => child.on('exit', resolve));
// The child writes the mark once warm (cachegrind.mjs `runPasses`), and waits for it to go.
while (!existsSync(mark)) {
  if (child.exitCode !== null) throw new Error(`the profiled child stopped early:\n${stderr.slice(-2000)}`);
  await sleep(200);
}
const perPass = Number(readFileSync(mark, 'utf8')) || 1;
spawnSync('callgrind_control', ['-i', 'on', String(child.pid)], { stdio: 'ignore' });
rmSync(mark);
const status = await exited;
if (status !== 0) throw new Error(`the profiled child failed (${status}):\n${stderr.slice(-2000)}`);
const mapFile = `/tmp/perf-${child.pid}.map`;
const symbols = readFileSync(mapFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [start, size, ...name] = line.split(' ');
    return { start: parseInt(start, 16), end: parseInt(start, 16) + parseInt(size, 16), name: name.join(' ') };
  })
  .sort((a, b) => a.start - b.start);
rmSync(mapFile);

/** The perf map's name for a code address, or undefined (native code). */
function symbolAt(address) {
  let lo = 0;
  let hi = symbols.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (symbols[mid].start <= address) lo = mid + 1;
    else hi = mid - 1;
  }
  const symbol = symbols[hi];
  return symbol !== undefined && address < symbol.end ? symbol.name : undefined;
}

// callgrind's format: `fn=(id) name` (the name only the first time), cost lines `address line
// costs...` with addresses relative to the one before (`+n`, `-n`), and after each `calls=`
// line the call's inclusive cost, which is the callee's, not this function's.
const names = new Map();
const totals = new Map();
let events = [];
let native = '';
let address = 0;
let callCost = false;
for (const line of readFileSync(out, 'utf8').split('\n')) {
  if (line.startsWith('events:')) events = line.split(/\s+/).slice(1);
  else if (line.startsWith('fn=') || line.startsWith('cfn=')) {
    const [, id, name] = /^c?fn=\((\d+)\)(?: (.*))?/.exec(line) ?? [];
    if (name !== undefined) names.set(id, name);
    if (line.startsWith('fn=')) native = names.get(id) ?? '?';
  } else if (line.startsWith('calls=')) callCost = true;
  else if (/^(0x|[+\-*]|\d)/.test(line)) {
    const [position, , ...costs] = line.split(' ');
    if (position.startsWith('0x')) address = parseInt(position, 16);
    else if (position[0] === '+') address += Number(position.slice(1));
    else if (position[0] === '-') address -= Number(position.slice(1));
    if (callCost) {
      callCost = false;
      continue;
    }
    const name = symbolAt(address) ?? `(native) ${native}`;
    let total = totals.get(name);
    if (total === undefined) totals.set(name, (total = new Array(events.length).fill(0)));
    costs.forEach((cost, i) => (total[i] += Number(cost)));
  }
}
rmSync(work, { recursive: true, force: true });

const at = (name) => events.indexOf(name);
const [IR, D1R, D1W, BCM, BIM] = ['Ir', 'D1mr', 'D1mw', 'Bcm', 'Bim'].map(at);
const counted = passes * perPass;
const COLLECTOR =
  /Marking|Sweep|MarkCompact|Scaveng|Evacuat|PointersUpdat|IteratePointers|SizeFromMap|Heap::|RememberedSet|SlotSet|Worklist|ObjectCache/;
const rows = [...totals].map(([name, cost]) => ({
  name,
  ir: cost[IR] / counted,
  d1: (cost[D1R] + cost[D1W]) / counted,
  mispredicted: ((cost[BCM] ?? 0) + (cost[BIM] ?? 0)) / counted,
  collector: COLLECTOR.test(name),
}));
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const collector = rows.filter((row) => row.collector);
const unit = which === 'http' ? 'request' : 'lookup';
console.log(`${which} ${args.join(' ')}: W=${warm} warm passes, K=${passes} counted, ${counted} ${unit}s`);
for (const [label, list] of [
  ['all', rows],
  ['the collector', collector],
]) {
  console.log(
    `a ${unit}, ${label}: ${sum(list, 'ir').toFixed(0)} instructions, ${sum(list, 'd1').toFixed(1)} D1 misses, ${sum(list, 'mispredicted').toFixed(1)} mispredicted branches`,
  );
}
console.log(`\n| function (perf map name; native: callgrind's) | instructions | D1 misses | mispredicted |`);
console.log('|---|---:|---:|---:|');
for (const row of rows
  .filter((r) => !r.collector)
  .sort((a, b) => b.ir - a.ir)
  .slice(0, top))
  console.log(
    `| ${row.name.slice(0, 100)} | ${row.ir.toFixed(0)} | ${row.d1.toFixed(2)} | ${row.mispredicted.toFixed(2)} |`,
  );
