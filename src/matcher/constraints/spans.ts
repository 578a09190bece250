/**
 * Loops that need no backtracking. A loop over one character class whose continuation can
 * only start with a character outside the class (`:id` then `/`, `.` or the end) can stop
 * only where the run of that class ends: stopping earlier leaves a class character where
 * the continuation needs another. Such a loop becomes one `Span` instruction, which jumps
 * to the run's end, with no branch point. The run's end is remembered per class and path
 * (`SpanSet`), so the routes of a table that all begin with `(/:locale)` read a 16 KB
 * segment once per request, not once per route (480 routes under `(:locale)`,
 * ~270 ms for one 16 KB miss before spans and the fallback index, see compiled-matcher.ts).
 */
import { Op } from './ops';
// Imported from its home, not through a re-export: a re-exported binding is a getter call per use.
import { inRanges, type CheckCount } from '../../url-rules/value-program';

type Ranges = readonly number[];

/**
 * A class a `Span` runs over, shared by every program with the same class. For the current
 * path it remembers, at each position it has read, where the run from there ends: a scan
 * stops at a position already read and takes its end, so each character is read once per
 * class and path however many routes or positions ask (a lazy glob before `:id` asks from
 * every position of a segment).
 */
export class SpanSet {
  private input = '';
  /** `ends[p]` is meaningful when `marks[p]` is the current generation. */
  private marks = new Uint32Array(0);
  private ends = new Int32Array(0);
  private generation = 0;

  constructor(readonly ranges: Ranges) {}

  /** Where the run of the class from `p` ends (`p` itself when `input[p]` is not in it). */
  end(input: string, p: number): number {
    const n = input.length;
    if (input !== this.input || this.marks.length <= n) this.renew(n);
    // Equal text in a new string: keep the new one, later compares are by reference.
    this.input = input;
    const { marks, ends, generation, ranges } = this;
    if (marks[p] === generation) return ends[p] as number;
    let q = p;
    while (q < n && marks[q] !== generation && inRanges(ranges, input.charCodeAt(q))) q++;
    scanned.chars += q - p;
    const end = q < n && marks[q] === generation ? (ends[q] as number) : q;
    for (let i = p; i <= q && i <= n; i++) {
      marks[i] = generation;
      ends[i] = end;
    }
    return end;
  }

  private renew(n: number): void {
    if (this.marks.length <= n) {
      this.marks = new Uint32Array(n + 1);
      this.ends = new Int32Array(n + 1);
      this.generation = 0;
    }
    if (++this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 1;
    }
  }
}

/** Characters scanned by spans, for the tests that bound the work. */
export const scanned = { chars: 0 };

const interned = new Map<string, SpanSet>();

export function spanSet(ranges: Ranges): SpanSet {
  const key = ranges.join(',');
  let set = interned.get(key);
  if (set === undefined) interned.set(key, (set = new SpanSet(ranges)));
  return set;
}

/** A loop as compiled: `at: Split; at+1: the class; at+2: Jump at`, leaving at `at + 3`. */
export interface Loop {
  readonly at: number;
  readonly ranges: Ranges;
}

/**
 * Rewrites each loop whose continuation cannot start inside its class into `Span`
 * (`args[at]`: its index in `spans`) followed by a jump past the old loop.
 */
export function possessive(
  loops: readonly Loop[],
  ops: number[],
  args: number[],
  args2: number[],
  sets: readonly Ranges[],
  spans: SpanSet[],
  counts: readonly CheckCount[],
  assertEnd: number,
  assertSegmentEnd: number,
): void {
  const eligible = loops.filter((loop) => {
    const first = firstOf(loop.at + 3, ops, args, args2, sets, counts, assertEnd, assertSegmentEnd);
    return first !== null && disjoint(first, loop.ranges);
  });
  for (const loop of eligible) {
    ops[loop.at] = Op.Span;
    args[loop.at] = spans.push(spanSet(loop.ranges)) - 1;
    ops[loop.at + 1] = Op.Jump;
    args[loop.at + 1] = loop.at + 3;
  }
}

/**
 * The characters the program can consume first from `start`, or null when it could also
 * stop or assert something a position inside a run could satisfy (the start, a word
 * boundary, the match itself).
 */
function firstOf(
  start: number,
  ops: number[],
  args: number[],
  args2: number[],
  sets: readonly Ranges[],
  counts: readonly CheckCount[],
  assertEnd: number,
  assertSegmentEnd: number,
): number[] | null {
  const out: number[] = [];
  const seen = new Set<number>();
  const pending = [start];
  while (pending.length > 0) {
    const pc = pending.pop() as number;
    if (seen.has(pc)) continue;
    seen.add(pc);
    switch (ops[pc] as Op) {
      case Op.Char:
        out.push(args[pc] as number, args[pc] as number);
        break;
      case Op.Set:
        out.push(...(sets[args[pc] as number] as Ranges));
        break;
      case Op.Split:
        pending.push(args[pc] as number, args2[pc] as number);
        break;
      case Op.Count: {
        const count = counts[args[pc] as number] as CheckCount;
        out.push(...count.ranges);
        if (count.min === 0) pending.push(pc + 1);
        break;
      }
      case Op.Jump:
        pending.push(args[pc] as number);
        break;
      case Op.Save:
        pending.push(pc + 1);
        break;
      case Op.Assert:
        // The end holds nowhere inside a run; a segment's end only before a slash.
        if (args[pc] === assertSegmentEnd) out.push(47, 47);
        else if (args[pc] !== assertEnd) return null;
        break;
      default:
        return null;
    }
  }
  return out;
}

function disjoint(a: readonly number[], b: Ranges): boolean {
  for (let i = 0; i < a.length; i += 2) {
    for (let j = 0; j < b.length; j += 2) {
      if ((a[i] as number) <= (b[j + 1] as number) && (b[j] as number) <= (a[i + 1] as number)) return false;
    }
  }
  return true;
}
