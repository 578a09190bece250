// One counted run of a bench script under valgrind's cachegrind, for bench/instructions.mjs
// and bench/http-instructions.mjs: the script runs again as a child (CHILD=1) with PASSES
// passes, and its instructions and first-level data misses are read from valgrind's summary.
// Two runs (warm-up only, warm-up plus the counted passes) subtracted give the count a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';

const read = (text, label) => Number(new RegExp(`${label}:\\s+([\\d,]+)`).exec(text)[1].replace(/,/g, ''));

/** `{ ir, d1 }` of one child run of `script` with `args` and `passes`; a child that failed stops the count (it would read as zero). */
export function countedRun(script, args, passes, label) {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=yes',
      '--cachegrind-out-file=/dev/null',
      process.execPath,
      // Deterministic V8 (one thread, no concurrent compiling or marking): a build counts
      // the same to the instruction run after run; a semi-space large enough that the
      // young generation's collections land alike in both runs.
      '--predictable',
      '--max-semi-space-size=32',
      script,
      ...args,
    ],
    {
      env: { ...process.env, CHILD: '1', PASSES: String(passes) },
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 1 << 26,
    },
  );
  // valgrind writes its summary to stderr.
  if (run.status !== 0) {
    const error = run.stderr.split('\n').find((line) => /^\w*Error: /.test(line)) ?? `exit ${run.status}`;
    throw new Error(`${label}: the counted process failed: ${error.replace(/^==\d+== /, '')}`);
  }
  return { ir: read(run.stderr, 'I\\s+refs'), d1: read(run.stderr, 'D1\\s+misses') };
}

/**
 * A counted child's passes (CHILD=1): PASSES passes of `pass`. Under `callgrind-profile.mjs`
 * (MARK set): WARM passes first, uncounted, then MARK is written (holding `perPass`, the
 * lookups or requests of a pass) and the child waits until the profiler, having turned
 * callgrind's instrumentation on, removes it.
 */
export function runPasses(pass, perPass) {
  const mark = process.env.MARK;
  if (mark) {
    for (let p = 0; p < Number(process.env.WARM ?? 0); p++) pass();
    writeFileSync(mark, String(perPass));
    const wait = new Int32Array(new SharedArrayBuffer(4));
    while (existsSync(mark)) Atomics.wait(wait, 0, 0, 50);
  }
  for (let p = 0; p < Number(process.env.PASSES); p++) pass();
}
