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
import type { Look } from './program';
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
  const size = look.program.ops.length;
  const state: Simulation = {
    look,
    input,
    seen: new Int32Array(size).fill(-1),
    pending: new Int32Array(size),
    matched: false,
    steps: 0,
  };
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  const forward = !look.ahead;
  const { ops, args, sets } = look.program;
  let p = forward ? 0 : n;
  let count = 0;
  for (;;) {
    count = close(state, 0, p, current, count);
    if (state.matched) found[p] = 1;
    if (forward ? p === n : p === 0) break;
    const c = input.charCodeAt(forward ? p : p - 1);
    const q = forward ? p + 1 : p - 1;
    state.matched = false;
    let nextCount = 0;
    for (let k = 0; k < count; k++) {
      const pc = current[k] as number;
      const ok =
        (ops[pc] as Op) === Op.Char ? c === args[pc] : inRanges(sets[args[pc] as number] as readonly number[], c);
      if (ok) nextCount = close(state, pc + 1, q, next, nextCount);
    }
    const swap = current;
    current = next;
    next = swap;
    count = nextCount;
    p = q;
  }
  runStats.steps += state.steps + n;
  return found;
}

interface Simulation {
  readonly look: Look;
  readonly input: string;
  /** The position at which each instruction was last made live. */
  readonly seen: Int32Array;
  readonly pending: Int32Array;
  /** The body's end was reached at the current position. */
  matched: boolean;
  steps: number;
}

/** Adds the consuming instructions reachable from `start` at `p` without consuming to `list`. */
function close(state: Simulation, start: number, p: number, list: Int32Array, count: number): number {
  const { ops, args, args2 } = state.look.program;
  const { seen, pending, input } = state;
  let top = 0;
  pending[top++] = start;
  while (top > 0) {
    let pc = pending[--top] as number;
    for (;;) {
      if (seen[pc] === p) break;
      seen[pc] = p;
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
        pending[top++] = args2[pc] as number;
        pc = args[pc] as number;
      } else if (op === Op.Jump) pc = args[pc] as number;
      else if (op === Op.Assert) {
        if (!holds(args[pc] as number, input, p)) break;
        pc++;
      } else if (op === Op.Look) {
        if (!lookHolds(state.look.program.looks[args[pc] as number] as Look, input, p)) break;
        pc++;
      } else pc++;
    }
  }
  return count;
}
