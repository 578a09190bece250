/**
 * Runs a route program (route-program.ts) over a path: backtracking in the same order as a
 * RegExp engine, with one difference that bounds it: each branch point remembers the path
 * positions at which it was already tried. The rest of the program after a branch point
 * depends only on the position (no backreferences), so a second arrival at a tried
 * (branch, position) cannot succeed and is cut at once. Each (branch, position) pair is
 * thus explored once, and the work is at most (branch points × (path length + 1)) runs of
 * straight-line code: linear in the path length for a given route, whatever the path.
 */
import type { CountLoop, Look, Program } from '../constraints/program';
import { Op } from '../constraints/ops';
// Imported from their home: a binding re-exported through another module is a getter call per use.
import { assertionHolds as holds, inRanges, lookHolds } from '../../url-rules/value-program';
import { runStats } from '../work';
import { scanned, type SpanSet } from '../constraints/spans';

/**
 * Tried (branch, position) pairs, marked with the run's number so the table is never
 * cleared between runs; shared by all runs (matching is synchronous, never re-entered).
 */
let tried = new Uint32Array(1024);
let run = 0;
/** The shared table stays under 16 MB. */
const SHARED_LIMIT = 4 * 1024 * 1024;

const NO_TRIES: Array<Int32Array | null> = [];

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
  const cells = program.branches * width;
  let memo = tried;
  let mark = 0;
  // A large constraint on a long path (`\w{1,2000}` on 16 KB: 32 M cells) gets a bit table of
  // its own, freed after the run: 4 MB, where a mark per cell was 128 MB a request.
  let bits: Uint8Array | null = null;
  if (cells > SHARED_LIMIT) {
    bits = new Uint8Array((cells >>> 3) + 1);
  } else {
    if (cells > tried.length) memo = tried = new Uint32Array(Math.min(SHARED_LIMIT, Math.max(cells, tried.length * 2)));
    if (++run === 0xffffffff) {
      tried.fill(0);
      run = 1;
    }
    mark = run;
  }
  const { ops, args, args2, sets, branch } = program;
  const size = ops.length;
  if (program.slots > caps.length) caps = new Int32Array(program.slots);
  caps.fill(-1, 0, program.slots);
  // Per count, the positions its continuation was tried at this run (`nextUntried`).
  // (Most programs have no count: they share one empty list, no allocation a run.)
  const tries: Array<Int32Array | null> =
    program.counts.length > 0 ? new Array<Int32Array | null>(program.counts.length).fill(null) : NO_TRIES;
  // Pairs: (instruction, position) to try, or (-1 - slot, old value) to restore a capture; or
  // triples (bound, size + count instruction, position): a count's ends still to try.
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
    if (pc >= size) {
      // A count's ends still to try (`countEnd`): continue from the next one, if any.
      const bound = stack[--top] as number;
      pc -= size;
      steps++;
      const q = countEnd(program, tries, pc, p, bound, n, top);
      if (q === -1) continue;
      if (q !== bound) top += 3;
      p = q;
      pc++;
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
        if (top + 2 > stack.length) growStack();
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
      if (op === Op.Count) {
        // Entered once per position, as a branch point; its ends go on the stack.
        const cell = (branch[pc] as number) * width + p;
        if (bits === null) {
          if (memo[cell] === mark) break;
          memo[cell] = mark;
        } else {
          const bit = 1 << (cell & 7);
          if (((bits[cell >>> 3] as number) & bit) !== 0) break;
          bits[cell >>> 3] = (bits[cell >>> 3] as number) | bit;
        }
        top = enterCount(program, pc, p, input, top);
        break;
      }
      // Op.Match.
      runStats.steps += steps;
      return caps;
    }
  }
  runStats.steps += steps;
  return null;
}

/**
 * A count entered at `p`: the run of its class from there (read once per class and path:
 * spans.ts) bounds it; its ends go on the stack as one entry (bound, size + instruction,
 * next end), tried one at a time in its priority order (greedy: the longest first). Answers
 * the new stack top (unchanged when the run is too short).
 */
function enterCount(program: Program, pc: number, p: number, input: string, top: number): number {
  const count = program.counts[program.args[pc] as number] as CountLoop;
  const runEnd = count.span.end(input, p);
  if (runEnd - p < count.min) return top;
  const last = count.max === Infinity ? runEnd : Math.min(runEnd, p + count.max);
  if (top + 3 > stack.length) growStack();
  stack[top++] = count.greedy ? p + count.min : last;
  stack[top++] = program.ops.length + pc;
  stack[top++] = count.greedy ? last : p + count.min;
  return top;
}

/**
 * The next end of a count's run to continue from, from `p` towards `bound`, or -1 when none
 * is left; the entry for the ends after it is written at `top` when it is not the last. An
 * end already tried from another start is skipped in one step: the rest of the program from
 * there depends only on the position, as at a branch point.
 */
function countEnd(
  program: Program,
  tries: Array<Int32Array | null>,
  pc: number,
  p: number,
  bound: number,
  n: number,
  top: number,
): number {
  const index = program.args[pc] as number;
  const greedy = (program.counts[index] as CountLoop).greedy;
  let ends = tries[index] ?? null;
  if (ends === null) ends = tries[index] = new Int32Array(n + 2);
  const q = nextUntried(ends, p, greedy);
  if (greedy ? q < bound : q > bound) return -1;
  markTried(ends, q, greedy);
  if (q !== bound) {
    if (top + 3 > stack.length) growStack();
    stack[top] = bound;
    stack[top + 1] = program.ops.length + pc;
    stack[top + 2] = greedy ? q - 1 : q + 1;
  }
  return q;
}

function growStack(): void {
  const grown = new Int32Array(stack.length * 2);
  grown.set(stack);
  stack = grown;
}

/**
 * The ends of a count's run tried this run, as a disjoint-set forest over positions (0:
 * not tried; else one more than the index to look at next), so that skipping a stretch of
 * tried ends costs next to nothing however many starts ask. Greedy counts look downwards
 * (index `q + 1`, 0 a bottom never tried), lazy ones upwards (index `q`, `n + 1` a top).
 */
function nextUntried(tried: Int32Array, q: number, greedy: boolean): number {
  const from = greedy ? q + 1 : q;
  let root = from;
  while (tried[root] !== 0) root = (tried[root] as number) - 1;
  for (let i = from; tried[i] !== 0;) {
    const next = (tried[i] as number) - 1;
    tried[i] = root + 1;
    i = next;
  }
  return greedy ? root - 1 : root;
}

function markTried(tried: Int32Array, q: number, greedy: boolean): void {
  // Greedy: index q + 1 points at q (stored + 1); lazy: index q points at q + 1.
  if (greedy) tried[q + 1] = q + 1;
  else tried[q] = q + 2;
}
