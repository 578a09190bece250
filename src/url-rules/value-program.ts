/**
 * The state-set simulation of a constraint's compiled program (matcher/constraints/program.ts):
 * the one checker that decides, in time linear in the input, whether a value meets its
 * constraint (URL helpers, on the server and, by its source, in the `--client` module) and
 * where a route program's lookahead or lookbehind holds on a path. Each instruction is live
 * at most once per position (`seen` holds the mark it was last made live at; a new mark per
 * position), so a character costs at most the program's size whatever the input; a counted
 * run of one class (`[\w.-]{1,4096}`) is one instruction with its live repetitions kept as
 * numbers (`Counter`). Lookaround is decided for every position of an input in one pass (a
 * simulation of its body, backwards over the input for a lookahead, forwards for a
 * lookbehind), then read per position: asked at every position of a 16 KB path it costs one
 * pass per lookaround and path, not one scan per position. Rails' lookahead in a route sees
 * the whole path, past the parameter's segment, so route programs ask it on the path.
 *
 * Browser-safe: it imports nothing, and a program is plain data (arrays and numbers), so
 * the `--client` module ships each constraint's program as a literal.
 */

/** Instruction numbers: the compiler's `Op` (matcher/constraints/ops.ts) takes them from here. */
export const OP_SET = 0;
export const OP_CHAR = 1;
export const OP_SPLIT = 2;
export const OP_JUMP = 3;
export const OP_ASSERT = 5;
export const OP_MATCH = 6;
export const OP_LOOK = 8;
export const OP_COUNT = 9;

/** A compiled program as the simulation reads it. */
export interface CheckProgram {
  readonly ops: ArrayLike<number>;
  readonly args: ArrayLike<number>;
  readonly args2: ArrayLike<number>;
  readonly sets: ReadonlyArray<readonly number[]>;
  readonly looks: readonly CheckLook[];
  readonly counts: readonly CheckCount[];
}

/**
 * A lookaround: `program` is its body read in the direction the search goes (reversed for
 * a lookahead). `decided` keeps its answers for the last input it was asked about
 * (matching is synchronous).
 */
export interface CheckLook {
  readonly program: CheckProgram;
  readonly ahead: boolean;
  readonly negate: boolean;
  decided: { readonly input: string; readonly found: Uint8Array } | null;
}

/** A counted repetition of one class. */
export interface CheckCount {
  readonly ranges: readonly number[];
  readonly min: number;
  /** `Infinity` for `{m,}`. */
  readonly max: number;
  readonly greedy: boolean;
}

/**
 * Work done, counted for the tests that bound it (never time): instructions made live by a
 * simulation, and (matcher/work.ts, which shares this object) the route programs' steps and
 * the trie's walks. Nothing reads it to decide anything.
 */
export const checkWork = { steps: 0, walks: 0 };

/** Whether `c` is in the sorted, disjoint `[lo, hi]` pairs of `ranges`. */
export function inRanges(ranges: readonly number[], c: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) {
    if (c < (ranges[i] as number)) return false;
    if (c <= (ranges[i + 1] as number)) return true;
  }
  return false;
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95 || (c >= 97 && c <= 122);
}

/** Assertions in program.ts `assertIndex` order: start, end, word, not-word, segment-end. */
export function assertionHolds(kind: number, input: string, p: number): boolean {
  switch (kind) {
    case 0:
      return p === 0;
    case 1:
      return p === input.length;
    case 2:
    case 3: {
      const before = p > 0 && isWordCode(input.charCodeAt(p - 1));
      const after = p < input.length && isWordCode(input.charCodeAt(p));
      return (before !== after) === (kind === 2);
    }
    default:
      return p === input.length || input.charCodeAt(p) === 47;
  }
}

/** Whether the lookaround holds at `p` of `input`. */
export function lookHolds(look: CheckLook, input: string, p: number): boolean {
  let known = look.decided;
  if (known === null || known.input !== input) look.decided = known = { input, found: decideLook(look, input) };
  return (known.found[p] === 1) !== look.negate;
}

/**
 * Every position where the body matches: an unanchored search that starts a new attempt at
 * each position. A lookbehind's program reads forwards and marks where a match ends; a
 * lookahead's program is its body reversed and reads backwards, marking where a match
 * (read forwards) starts.
 */
function decideLook(look: CheckLook, input: string): Uint8Array {
  const n = input.length;
  const found = new Uint8Array(n + 1);
  const state = newSimulation(look.program);
  state.input = input;
  restartSimulation(state);
  let current = state.current;
  let next = state.next;
  const forward = !look.ahead;
  let p = forward ? 0 : n;
  // One mark per position: the positions a search visits are all different.
  state.mark = p;
  let count = 0;
  for (;;) {
    count = closeFrom(state, 0, p, current, count);
    if (state.matched) found[p] = 1;
    if (forward ? p === n : p === 0) break;
    const q = forward ? p + 1 : p - 1;
    state.matched = false;
    state.mark = q;
    count = advanceOn(state, input.charCodeAt(forward ? p : p - 1), q, current, count, next);
    const swap = current;
    current = next;
    next = swap;
    p = q;
  }
  checkWork.steps += state.steps + n;
  return found;
}

/** A simulation's state: the instructions live at the current position and the next. */
export interface Simulation {
  readonly program: CheckProgram;
  input: string;
  readonly seen: Int32Array;
  readonly pending: Int32Array;
  readonly current: Int32Array;
  readonly next: Int32Array;
  mark: number;
  /** The program's end was reached at the current position. */
  matched: boolean;
  /** Instructions made live, for the work counted in `checkWork`. */
  steps: number;
  /** Characters read so far this run: a count's starts are numbered by it. */
  tick: number;
  /** Per counted run, the ticks its live repetitions started at. */
  readonly counters: Counter[];
}

/**
 * A counted run's live repetitions as the ticks they started at, oldest first: every live
 * one has read only the class since it started, so one character outside it ends them all,
 * and one inside ages them all at once. A repetition is done when its age passes the
 * maximum, and may leave when its age is within the bounds: the oldest live start decides
 * both, so a character costs a constant amortized, whatever the count.
 */
interface Counter {
  starts: Int32Array;
  head: number;
  tail: number;
}

export function newSimulation(program: CheckProgram): Simulation {
  const size = program.ops.length;
  return {
    program,
    input: '',
    seen: new Int32Array(size).fill(-1),
    pending: new Int32Array(size),
    current: new Int32Array(size),
    next: new Int32Array(size),
    mark: 0,
    matched: false,
    steps: 0,
    tick: 0,
    counters: program.counts.map(() => ({ starts: new Int32Array(16), head: 0, tail: 0 })),
  };
}

/** Starts a run: no character read, no count started. */
function restartSimulation(state: Simulation): void {
  state.tick = 0;
  for (const counter of state.counters) counter.head = counter.tail = 0;
}

/**
 * Adds the consuming instructions reachable from `start` at `p` without consuming to `list`
 * (from `count`), under the state's current mark; sets `matched` when the end is reachable.
 */
function closeFrom(state: Simulation, start: number, p: number, list: Int32Array, count: number): number {
  const { ops, args, args2, looks, counts } = state.program;
  const { seen, pending, input, mark } = state;
  let top = 0;
  pending[top++] = start;
  while (top > 0) {
    let pc = pending[--top] as number;
    for (;;) {
      if (ops[pc] === OP_COUNT) {
        // A repetition starts here (once per position), listed once; with no minimum it may
        // also leave at once.
        const counter = state.counters[args[pc] as number] as Counter;
        if (counter.tail === counter.head || counter.starts[counter.tail - 1] !== state.tick)
          startAt(counter, state.tick);
        if (seen[pc] !== mark) {
          seen[pc] = mark;
          state.steps++;
          list[count++] = pc;
        }
        if ((counts[args[pc] as number] as CheckCount).min !== 0) break;
        pc++;
        continue;
      }
      if (seen[pc] === mark) break;
      seen[pc] = mark;
      state.steps++;
      const op = ops[pc] as number;
      if (op === OP_CHAR || op === OP_SET) {
        list[count++] = pc;
        break;
      }
      if (op === OP_MATCH) {
        state.matched = true;
        break;
      }
      if (op === OP_SPLIT) {
        // Each instruction is pushed at most once per position: the stack stays within the program's size.
        pending[top++] = args2[pc] as number;
        pc = args[pc] as number;
      } else if (op === OP_JUMP) pc = args[pc] as number;
      else if (op === OP_ASSERT) {
        if (!assertionHolds(args[pc] as number, input, p)) break;
        pc++;
      } else if (op === OP_LOOK) {
        if (!lookHolds(looks[args[pc] as number] as CheckLook, input, p)) break;
        pc++;
      } else pc++;
    }
  }
  return count;
}

/** The instructions live at `q` once the `count` live ones in `current` have read `c`, into `next`. */
function advanceOn(
  state: Simulation,
  c: number,
  q: number,
  current: Int32Array,
  count: number,
  next: Int32Array,
): number {
  const { ops, args, sets, counts } = state.program;
  let nextCount = 0;
  const tick = ++state.tick;
  for (let k = 0; k < count; k++) {
    const pc = current[k] as number;
    if (ops[pc] === OP_COUNT) {
      nextCount = advanceCount(state, pc, counts[args[pc] as number] as CheckCount, c, q, tick, next, nextCount);
      continue;
    }
    const ok = ops[pc] === OP_CHAR ? c === args[pc] : inRanges(sets[args[pc] as number] as readonly number[], c);
    if (ok) nextCount = closeFrom(state, pc + 1, q, next, nextCount);
  }
  return nextCount;
}

/**
 * A count's repetitions read `c`: outside the class they all end (a start made at this very
 * tick, by another state's closure, stays); inside, those past the maximum end, the count
 * stays listed while any lives, and its continuation is live when the oldest may leave.
 */
function advanceCount(
  state: Simulation,
  pc: number,
  loop: CheckCount,
  c: number,
  q: number,
  tick: number,
  next: Int32Array,
  nextCount: number,
): number {
  const counter = state.counters[state.program.args[pc] as number] as Counter;
  const inside = inRanges(loop.ranges, c);
  const oldest = inside ? tick - loop.max : tick;
  const { starts } = counter;
  while (counter.head < counter.tail && (starts[counter.head] as number) < oldest) counter.head++;
  state.steps++;
  if (!inside || counter.head === counter.tail) return nextCount;
  if (state.seen[pc] !== state.mark) {
    state.seen[pc] = state.mark;
    next[nextCount++] = pc;
  }
  if ((starts[counter.head] as number) <= tick - loop.min) nextCount = closeFrom(state, pc + 1, q, next, nextCount);
  return nextCount;
}

function startAt(counter: Counter, tick: number): void {
  if (counter.tail === counter.starts.length) {
    const grown = new Int32Array(counter.starts.length * 2);
    grown.set(counter.starts);
    counter.starts = grown;
  }
  counter.starts[counter.tail++] = tick;
}

/** Whether the program matches the whole value (it ends with an end assertion). */
export function programAccepts(state: Simulation, value: string): boolean {
  state.input = value;
  state.matched = false;
  restartSimulation(state);
  // Marks go on from test to test; far before they would overflow, the marks start again.
  if (state.mark > 0x3fffffff) {
    state.seen.fill(-1);
    state.mark = 0;
  }
  state.mark++;
  let current = state.current;
  let next = state.next;
  let count = closeFrom(state, 0, 0, current, 0);
  for (let p = 0; p < value.length && count > 0 && !state.matched; p++) {
    // The live states at each position are the work.
    checkWork.steps += count;
    state.mark++;
    count = advanceOn(state, value.charCodeAt(p), p + 1, current, count, next);
    const swap = current;
    current = next;
    next = swap;
  }
  return state.matched;
}
