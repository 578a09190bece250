/**
 * What holds at a position of the path, without consuming it: anchors, word boundaries, a
 * segment's end, and a constraint's lookahead or lookbehind. Lookaround is regular, and is
 * decided here for every position of a path in one pass (a state-set simulation of its
 * body, backwards over the path for a lookahead, forwards for a lookbehind), then read per
 * position: a route program that asks at every position of a 16 KB path costs one pass per
 * lookaround and path, not one scan per position. Rails' lookahead sees the whole path, past
 * the parameter's segment (`id: /([^\/]+?)(?=\.json|\.rss|$|\/)/` decides where `:id` ends),
 * so it is run on the path, never on the value alone.
 */
import { isWordCode } from '../constraints/regex-syntax';
import { inRanges, Op } from './ops';
import type { CountLoop, Look, Program } from './program';
import { runStats } from '../work';

/** Assertions in `assertIndex` order: start, end, word, not-word, segment-end. */
export function holds(kind: number, input: string, p: number): boolean {
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

/** A lookaround's answers for the last path it was asked about (matching is synchronous). */
interface Decided {
  readonly input: string;
  /** 1 where the body matches from (ahead) or up to (behind) the position. */
  readonly found: Uint8Array;
}

const decided = new WeakMap<Look, Decided>();

/** Whether the lookaround holds at `p` of `input`. */
export function lookHolds(look: Look, input: string, p: number): boolean {
  let known = decided.get(look);
  if (known === undefined || known.input !== input) decided.set(look, (known = { input, found: decide(look, input) }));
  return (known.found[p] === 1) !== look.negate;
}

/**
 * Every position where the body matches: an unanchored search that starts a new attempt at
 * each position. A lookbehind's program reads forwards and marks where a match ends; a
 * lookahead's program is its body reversed (program.ts) and reads backwards, marking where
 * a match (read forwards) starts. Each instruction is live at most once per position.
 */
function decide(look: Look, input: string): Uint8Array {
  const n = input.length;
  const found = new Uint8Array(n + 1);
  const state = simulation(look.program);
  state.input = input;
  restart(state);
  let current = state.current;
  let next = state.next;
  const forward = !look.ahead;
  let p = forward ? 0 : n;
  // One mark per position: the positions a search visits are all different.
  state.mark = p;
  let count = 0;
  for (;;) {
    count = close(state, 0, p, current, count);
    if (state.matched) found[p] = 1;
    if (forward ? p === n : p === 0) break;
    const q = forward ? p + 1 : p - 1;
    state.matched = false;
    state.mark = q;
    count = advance(state, input.charCodeAt(forward ? p : p - 1), q, current, count, next);
    const swap = current;
    current = next;
    next = swap;
    p = q;
  }
  runStats.steps += state.steps + n;
  return found;
}

/**
 * A state-set simulation of a program over an input: the instructions live at a position,
 * each at most once (`seen` holds the mark it was last made live at; a new mark per
 * position), so a character costs at most the program's size whatever the input. Run by
 * lookaround here and by whole-value checks (value-check.ts).
 */
export interface Simulation {
  readonly program: Program;
  input: string;
  readonly seen: Int32Array;
  readonly pending: Int32Array;
  /** Live instruction lists for the current position and the next. */
  readonly current: Int32Array;
  readonly next: Int32Array;
  mark: number;
  /** The program's end was reached at the current position. */
  matched: boolean;
  /** Instructions made live, for the work counted in `runStats`. */
  steps: number;
  /** Characters read so far this run: a count's starts are numbered by it. */
  tick: number;
  /** Per `Op.Count`, the ticks its live repetitions started at (`Counter`). */
  readonly counters: Counter[];
}

/**
 * A counted run's live repetitions (`[\w.-]{1,4096}`) as the ticks they started at, oldest
 * first: every live one has read only the class since it started, so one character outside
 * it ends them all, and one inside ages them all at once. A repetition is done reading when
 * its age passes the maximum, and may leave when its age is within the bounds: the oldest
 * live start decides both, so a character costs a constant amortized, whatever the count.
 */
interface Counter {
  starts: Int32Array;
  head: number;
  tail: number;
}

/** Starts a run of the simulation: no character read, no count started. */
export function restart(state: Simulation): void {
  state.tick = 0;
  for (const counter of state.counters) counter.head = counter.tail = 0;
}

export function simulation(program: Program): Simulation {
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

/**
 * Adds the consuming instructions reachable from `start` at `p` without consuming to `list`
 * (from `count`), under the state's current mark; sets `matched` when the end is reachable.
 */
export function close(state: Simulation, start: number, p: number, list: Int32Array, count: number): number {
  const { ops, args, args2, looks } = state.program;
  const { seen, pending, input, mark } = state;
  let top = 0;
  pending[top++] = start;
  while (top > 0) {
    let pc = pending[--top] as number;
    for (;;) {
      if ((ops[pc] as Op) === Op.Count) {
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
        if ((state.program.counts[args[pc] as number] as CountLoop).min !== 0) break;
        pc++;
      }
      if (seen[pc] === mark) break;
      seen[pc] = mark;
      state.steps++;
      const op = ops[pc] as Op;
      if (op === Op.Char || op === Op.Set) {
        list[count++] = pc;
        break;
      }
      if (op === Op.Match) {
        state.matched = true;
        break;
      }
      if (op === Op.Split) {
        // Each instruction is pushed at most once per position: the stack stays within the program's size.
        pending[top++] = args2[pc] as number;
        pc = args[pc] as number;
      } else if (op === Op.Jump) pc = args[pc] as number;
      else if (op === Op.Assert) {
        if (!holds(args[pc] as number, input, p)) break;
        pc++;
      } else if (op === Op.Look) {
        if (!lookHolds(looks[args[pc] as number] as Look, input, p)) break;
        pc++;
      } else pc++;
    }
  }
  return count;
}

/** The instructions live at `q` once the `count` live ones in `current` have read `c`, into `next`. */
export function advance(
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
    if ((ops[pc] as Op) === Op.Count) {
      nextCount = advanceCount(state, pc, counts[args[pc] as number] as CountLoop, c, q, tick, next, nextCount);
      continue;
    }
    const ok =
      (ops[pc] as Op) === Op.Char ? c === args[pc] : inRanges(sets[args[pc] as number] as readonly number[], c);
    if (ok) nextCount = close(state, pc + 1, q, next, nextCount);
  }
  return nextCount;
}

/**
 * A count's repetitions read `c`: outside the class they all end (a start made at this
 * very tick, by another state's closure, stays); inside, those past the maximum end, the
 * count stays listed while any lives, and its continuation is live when the oldest may leave.
 */
function advanceCount(
  state: Simulation,
  pc: number,
  loop: CountLoop,
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
  if ((starts[counter.head] as number) <= tick - loop.min) nextCount = close(state, pc + 1, q, next, nextCount);
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
