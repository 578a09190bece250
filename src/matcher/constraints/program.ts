/**
 * The program a tree (regex-syntax.ts) compiles to: a small backtracking machine with the
 * exact priorities of the RegExp the tree was read from (greedy and lazy loops, first
 * alternative first). Run over a path by route-run.ts (with its bound), over a value by
 * value-check.ts (state sets). route-program.ts builds a route's tree.
 */
import { Unsupported, type Ast, type AssertKind } from './regex-syntax';
import { nullable } from './requirement-tree';
import { possessive, spanSet, type Loop, type SpanSet } from './spans';
import { Op } from './ops';
import type { CheckCount, CheckLook, CheckProgram } from '../../url-rules/value-program';

export { Op };

/** A counted run in a program: its class's `SpanSet` finds where the run ends (route-run.ts). */
export interface CountLoop extends CheckCount {
  readonly span: SpanSet;
}

/** A program as the value checker runs it (url-rules/value-program.ts), and what route programs add. */
export interface Program extends CheckProgram {
  readonly ops: Int32Array;
  readonly args: Int32Array;
  readonly args2: Int32Array;
  readonly spans: readonly SpanSet[];
  /** For each Split, its index among branch points (the memo's row); -1 elsewhere. */
  readonly branch: Int32Array;
  readonly branches: number;
  /** Capture slots: two per parameter, in `route.pattern.names` order, then the match's end. */
  readonly slots: number;
  /** The text every match starts with: a path without it is refused before any run. */
  readonly prefix: string;
  /**
   * The longest text every match contains (`/photos/` of `(/:locale)/photos/:id`): a path
   * without it is refused by one native search before any run.
   */
  readonly contains: string;
  /** The lookarounds `Op.Look` names. */
  readonly looks: readonly Look[];
  /** The counted runs `Op.Count` names. */
  readonly counts: readonly CountLoop[];
}

/** A lookaround (url-rules/value-program.ts's `CheckLook`, decided per position there) over a program. */
export interface Look extends CheckLook {
  readonly program: Program;
}

export interface CompileOptions {
  /** Larger programs are `Unsupported` (route programs: the memo table grows with them). */
  readonly maxOps?: number;
  /**
   * An optional loop over a body that can match nothing is allowed: for a membership test
   * (value-check.ts), where which match is found does not matter, only whether one is.
   */
  readonly emptyLoops?: boolean;
  /** Loops that never need to backtrack become `Span`s (route programs; spans.ts). */
  readonly spans?: boolean;
}

type Ranges = readonly number[];

const ASSERTS: AssertKind[] = ['start', 'end', 'word', 'not-word', 'segment-end'];
const assertIndex = (kind: AssertKind): number => ASSERTS.indexOf(kind);

/** Programs larger than this (a constraint like `/(?:ab){1,5000}/`) are `Unsupported`. */
const MAX_OPS = 5_000;

/**
 * A repetition of one class counted past this (`\d{1,4096}`, `\w{20,}`) is one `Count`
 * instruction; smaller ones are unrolled (spans.ts reads their loops).
 */
const SMALL_COUNT = 16;

export function compileAst(ast: Ast, slots: number, options: CompileOptions = {}): Program {
  const maxOps = options.maxOps ?? MAX_OPS;
  const ops: Op[] = [];
  const args: number[] = [];
  const args2: number[] = [];
  const sets: Ranges[] = [];
  const setIndex = new Map<string, number>();
  const loops: Loop[] = [];
  const looks: Look[] = [];
  const counts: CountLoop[] = [];
  const emit = (op: Op, arg = 0, arg2 = 0): number => {
    if (ops.length >= maxOps) throw new Unsupported('program too large');
    ops.push(op);
    args.push(arg);
    args2.push(arg2);
    return ops.length - 1;
  };
  const emitSet = (ranges: Ranges): void => {
    if (ranges.length === 2 && ranges[0] === ranges[1]) {
      emit(Op.Char, ranges[0]);
      return;
    }
    const key = ranges.join(',');
    let index = setIndex.get(key);
    if (index === undefined) setIndex.set(key, (index = sets.push(ranges) - 1));
    emit(Op.Set, index);
  };
  const split = (first: number, second: number, at: number): void => {
    args[at] = first;
    args2[at] = second;
  };
  const gen = (node: Ast): void => {
    switch (node.t) {
      case 'set':
        return emitSet(node.ranges);
      case 'seq':
        for (const item of node.items) gen(item);
        return;
      case 'assert':
        emit(Op.Assert, assertIndex(node.kind));
        return;
      case 'look': {
        // Only whether the body matches counts: any loop over an empty match may stay.
        const program = compileAst(node.ahead ? reversed(node.body) : node.body, 0, { maxOps, emptyLoops: true });
        emit(Op.Look, looks.push({ program, ahead: node.ahead, negate: node.negate, decided: null }) - 1);
        return;
      }
      case 'save':
        emit(Op.Save, node.slot);
        gen(node.body);
        emit(Op.Save, node.slot + 1);
        return;
      case 'alt': {
        const jumps: number[] = [];
        node.options.forEach((option, k) => {
          if (k < node.options.length - 1) {
            const at = emit(Op.Split);
            gen(option);
            jumps.push(emit(Op.Jump));
            split(at + 1, ops.length, at);
          } else gen(option);
        });
        for (const jump of jumps) args[jump] = ops.length;
        return;
      }
      case 'rep': {
        // An optional iteration that can match nothing (`(?:a*?)*`, `(?:.*?){1,2}`): JS
        // refuses it when empty and tries the body's longer choices instead, a rule that
        // depends on where the iteration began, not only on the position (and a loop of it
        // would meet a branch point again before it is done). Such a constraint (the
        // application's own, star height 2) is refused where it is declared (constraint-plan.ts).
        if (node.max > node.min && !options.emptyLoops && nullable(node.body))
          throw new Unsupported('optional iteration over an empty match');
        if (node.body.t === 'set' && (node.min > SMALL_COUNT || (node.max !== Infinity && node.max > SMALL_COUNT))) {
          const { ranges } = node.body;
          const { min, max, greedy } = node;
          emit(Op.Count, counts.push({ ranges, min, max, greedy, span: spanSet(ranges) }) - 1);
          return;
        }
        for (let k = 0; k < node.min; k++) gen(node.body);
        if (node.max === Infinity) {
          // L: split(body, out); body; jump L
          const at = emit(Op.Split);
          if (node.body.t === 'set') loops.push({ at, ranges: node.body.ranges });
          gen(node.body);
          emit(Op.Jump, at);
          if (node.greedy) split(at + 1, ops.length, at);
          else split(ops.length, at + 1, at);
          return;
        }
        const exits: number[] = [];
        for (let k = node.min; k < node.max; k++) {
          exits.push(emit(Op.Split));
          gen(node.body);
        }
        for (const at of exits) {
          if (node.greedy) split(at + 1, ops.length, at);
          else split(ops.length, at + 1, at);
        }
        return;
      }
    }
  };
  gen(ast);
  // The last slot holds where the match ends (a mount's prefix).
  emit(Op.Save, slots);
  emit(Op.Match);
  const spans: SpanSet[] = [];
  if (options.spans)
    possessive(loops, ops, args, args2, sets, spans, counts, assertIndex('end'), assertIndex('segment-end'));
  const branch = new Int32Array(ops.length).fill(-1);
  let branches = 0;
  ops.forEach((op, k) => {
    // A count's entry is a branch point too: where the run it starts ends is tried once per position.
    if (op === Op.Split || op === Op.Count) branch[k] = branches++;
  });
  let prefix = '';
  for (let k = 0; ops[k] === Op.Char; k++) prefix += String.fromCharCode(args[k] as number);
  return {
    ops: Int32Array.from(ops),
    args: Int32Array.from(args),
    args2: Int32Array.from(args2),
    sets,
    spans,
    branch,
    branches,
    slots: slots + 1,
    prefix,
    contains: '',
    looks,
    counts,
  };
}

/** The tree that matches the reversed texts (a lookahead's body, read backwards). */
function reversed(node: Ast): Ast {
  switch (node.t) {
    case 'seq':
      return { t: 'seq', items: node.items.map(reversed).reverse() };
    case 'alt':
      return { t: 'alt', options: node.options.map(reversed) };
    case 'rep':
      return { ...node, body: reversed(node.body) };
    case 'save':
      return reversed(node.body);
    default:
      // A set, an assertion or a nested lookaround: a test at one place, the same either way.
      return node;
  }
}
