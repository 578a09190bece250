/**
 * Runs a route program (route-program.ts) over a path: backtracking in the same order as a
 * RegExp engine, with one difference that bounds it: each branch point remembers the path
 * positions at which it was already tried. The rest of the program after a branch point
 * depends only on the position (no backreferences), so a second arrival at a tried
 * (branch, position) cannot succeed and is cut at once. Each (branch, position) pair is
 * thus explored once, and the work is at most (branch points × (path length + 1)) runs of
 * straight-line code: linear in the path length for a given route, whatever the path.
 */
import type { Look, Program, Refine } from './program';
import { inRanges, Op } from './ops';
import { holds, lookHolds } from './assertions';
import { runStats } from '../work';
import { scanned, type SpanSet } from './spans';

export { runStats };

/**
 * Tried (branch, position) pairs, marked with the run's number so the table is never
 * cleared between runs; shared by all runs (matching is synchronous, never re-entered).
 */
let tried = new Uint32Array(1024);
let run = 0;
/** The shared table stays under 16 MB. */
const SHARED_LIMIT = 4 * 1024 * 1024;

/** Capture positions and the backtracking stack, shared by all runs for the same reason. */
let caps = new Int32Array(16);
let stack = new Int32Array(256);

/**
 * Capture positions (two per parameter, -1 when unset, then the match's end), or null when
 * the path does not match. The array is reused by the next run: read it at once.
 */
export function runProgram(program: Program, input: string): Int32Array | null {
  // Most routes outside the trie start with text (`/archive/`): most paths end here.
  runStats.steps++;
  if (!input.startsWith(program.prefix)) return null;
  const n = input.length;
  if (program.contains !== '') {
    // A native search, counted as a read of the whole path (its worst case).
    scanned.chars += n;
    if (input.indexOf(program.contains) === -1) return null;
  }
  const width = n + 1;
  const size = program.branches * width;
  let memo = tried;
  let mark = 0;
  // A large constraint on a long path (`\w{1,2000}` on 16 KB: 32 M cells) gets a bit table of
  // its own, freed after the run: 4 MB, where a mark per cell was 128 MB a request.
  let bits: Uint8Array | null = null;
  if (size > SHARED_LIMIT) {
    bits = new Uint8Array((size >>> 3) + 1);
  } else {
    if (size > tried.length) memo = tried = new Uint32Array(Math.min(SHARED_LIMIT, Math.max(size, tried.length * 2)));
    if (++run === 0xffffffff) {
      tried.fill(0);
      run = 1;
    }
    mark = run;
  }
  const { ops, args, args2, sets, branch } = program;
  if (program.slots > caps.length) caps = new Int32Array(program.slots);
  caps.fill(-1, 0, program.slots);
  // Pairs: (instruction, position) to try, or (-1 - slot, old value) to restore a capture.
  let top = 0;
  stack[top++] = 0;
  stack[top++] = 0;
  let steps = 0;
  while (top > 0) {
    let p = stack[--top] as number;
    let pc = stack[--top] as number;
    if (pc < 0) {
      caps[-1 - pc] = p;
      continue;
    }
    for (;;) {
      steps++;
      const op = ops[pc] as Op;
      if (op === Op.Char) {
        if (p < n && input.charCodeAt(p) === args[pc]) {
          p++;
          pc++;
          continue;
        }
        break;
      }
      if (op === Op.Set) {
        if (p < n && inRanges(sets[args[pc] as number] as readonly number[], input.charCodeAt(p))) {
          p++;
          pc++;
          continue;
        }
        break;
      }
      if (op === Op.Split || op === Op.Save) {
        if (top + 2 > stack.length) {
          const grown = new Int32Array(stack.length * 2);
          grown.set(stack);
          stack = grown;
        }
        if (op === Op.Split) {
          const cell = (branch[pc] as number) * width + p;
          if (bits === null) {
            if (memo[cell] === mark) break;
            memo[cell] = mark;
          } else {
            const bit = 1 << (cell & 7);
            if (((bits[cell >>> 3] as number) & bit) !== 0) break;
            bits[cell >>> 3] = (bits[cell >>> 3] as number) | bit;
          }
          stack[top++] = args2[pc] as number;
          stack[top++] = p;
          pc = args[pc] as number;
        } else {
          const slot = args[pc] as number;
          stack[top++] = -1 - slot;
          stack[top++] = caps[slot] as number;
          caps[slot] = p;
          pc++;
        }
        continue;
      }
      if (op === Op.Span) {
        // The run's end, remembered per class: every route starting `(/:locale)` and every
        // position inside the same run find it without scanning again (spans.ts).
        p = (program.spans[args[pc] as number] as SpanSet).end(input, p);
        pc++;
        continue;
      }
      if (op === Op.Jump) {
        pc = args[pc] as number;
        continue;
      }
      if (op === Op.Assert) {
        if (!holds(args[pc] as number, input, p)) break;
        pc++;
        continue;
      }
      if (op === Op.Look) {
        if (!lookHolds(program.looks[args[pc] as number] as Look, input, p)) break;
        pc++;
        continue;
      }
      // A parameter whose constraint the program approximates: the constraint checks the
      // value (once per way of reaching the end, which straight-line code bounds by the
      // branch points). A refused value backtracks: the memo then may have cut ways that
      // gave another value; the program's first acceptable way is the answer (API.md
      // Middleware §2: such a constraint runs on its one value).
      if (program.refine !== null && !refined(program, input)) break;
      runStats.steps += steps;
      return caps;
    }
  }
  runStats.steps += steps;
  return null;
}

function refined(program: Program, input: string): boolean {
  const refine = program.refine ?? [];
  for (let k = 0; k < refine.length; k++) {
    const { slot, test } = refine[k] as Refine;
    const start = caps[slot] as number;
    const end = caps[slot + 1] as number;
    if (start >= 0 && end >= 0 && !test.test(input.slice(start, end))) return false;
  }
  return true;
}
