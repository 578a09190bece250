/**
 * A constraint's whole-value test (`id: /\d+/` on the value `123`), in time linear in the
 * value. V8 backtracks: `^(?:[a-z0-9]+[0-9]+[a-z0-9]*)$` on `1111…1!` took 2.3 s at 2 KB
 * (cubic). A regular constraint is tested by a state-set simulation of its program (each
 * instruction at most once per position: no memo table, memory of the program's size);
 * one simple enough that the native engine cannot backtrack more than once over the value
 * (no choice, at most one loop, over fixed text) keeps the native RegExp, which is quicker
 * on short values. Lookaround is decided on the value by the same simulation (Rails' helpers
 * test the value alone); a backreference is refused where routes are declared.
 */
import type { Route } from '../../definition/route';
import { requirementSource } from '../../definition/requirement';
import { parseRegExpSource, Unsupported, type Ast } from './regex-syntax';
import { inRanges, newSimulation, programAccepts } from '../../url-rules/value-program';
import { runStats } from '../work';
import { compileAst, Op, type Program } from './program';

export interface ValueTest {
  test(value: string): boolean;
}

/** A larger constraint than route programs take: no memo table, the size is the work per character. */
const MAX_OPS = 50_000;

const tests = new WeakMap<Route, Map<string, ValueTest>>();

/** The route's test for the parameter's constraint; undefined when it has none. */
export function valueTest(route: Route, name: string): ValueTest | undefined {
  const check = route.checks[name];
  if (check === undefined) return undefined;
  let byName = tests.get(route);
  if (byName === undefined) tests.set(route, (byName = new Map<string, ValueTest>()));
  let found = byName.get(name);
  if (found === undefined) byName.set(name, (found = build(route.requirements[name] as RegExp | string, check)));
  return found;
}

function build(requirement: RegExp | string, native: RegExp): ValueTest {
  if (typeof requirement === 'string') return native;
  const tree = regularTree(requirement);
  if (tree === null || loops(tree) <= 1) return native;
  const program = wholeValueProgram(tree);
  const state = newSimulation(program);
  return closuresOf(program) ?? { test: (value: string) => programAccepts(state, value) };
}

/**
 * The constraint's whole-value program (`^(?:…)$`), lookaround included, for the state-set
 * simulation (url-rules/value-program.ts): what the `--client` module ships for a
 * constraint. Null when it is not regular (a backreference: refused where routes are
 * declared, constraint-plan.ts; a route made some other way keeps its own RegExp).
 */
export function valueProgram(requirement: RegExp): Program | null {
  const tree = regularTree(requirement);
  return tree === null ? null : wholeValueProgram(tree);
}

function regularTree(requirement: RegExp): Ast | null {
  try {
    return parseRegExpSource(requirementSource(requirement), { lookaround: true });
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function wholeValueProgram(tree: Ast): Program {
  return compileAst({ t: 'seq', items: [tree, { t: 'assert', kind: 'end' }] }, 0, {
    maxOps: MAX_OPS,
    emptyLoops: true,
  });
}

/**
 * Variable-length loops (`+`, `*`, `?`, `{m,n}`), counted as the engine meets them (a fixed
 * repeat counts its body's that many times); a choice (`|`) or a loop over anything but
 * fixed text counts as many: `(?:a|a){30}` has no loop and still backtracks 2^30 times.
 */
function loops(node: Ast): number {
  switch (node.t) {
    case 'set':
    case 'assert':
      return 0;
    case 'look':
      // Its body is read from every position the native engine asks at.
      return Infinity;
    case 'seq':
      return node.items.reduce((sum, item) => sum + loops(item), 0);
    case 'alt':
      return Infinity;
    case 'save':
      return loops(node.body);
    case 'rep':
      if (node.max === node.min) return node.min * loops(node.body);
      return fixedText(node.body) ? 1 : Infinity;
  }
}

function fixedText(node: Ast): boolean {
  return node.t === 'set' || (node.t === 'seq' && node.items.every((item) => item.t === 'set'));
}

/**
 * A program without assertions but its final end: each instruction's closure (the
 * consuming instructions reachable without consuming, and whether the end is) worked out
 * once, so a character costs a few array reads per live state (measured, 16 KB of `1` on
 * `[a-z0-9]+[0-9]+[a-z0-9]*`: ~3.5 ms with closures found per character, ~0.3 ms so).
 */
function closuresOf(program: Program): ValueTest | null {
  const { ops, args, args2 } = program;
  const size = ops.length;
  const final = size - 3;
  for (let pc = 0; pc < size; pc++)
    if ((ops[pc] === Op.Assert && pc !== final) || ops[pc] === Op.Count || ops[pc] === Op.Look) return null;
  const lists: Int32Array[] = [];
  const ends = new Uint8Array(size + 1);
  for (let start = 0; start <= size; start++) {
    const list: number[] = [];
    const seenHere = new Set<number>();
    const pending = [start];
    while (pending.length > 0) {
      const pc = pending.pop() as number;
      if (pc >= size || seenHere.has(pc)) continue;
      seenHere.add(pc);
      const op = ops[pc] as Op;
      if (op === Op.Char || op === Op.Set) list.push(pc);
      else if (op === Op.Split) pending.push(args2[pc] as number, args[pc] as number);
      else if (op === Op.Jump) pending.push(args[pc] as number);
      else if (op === Op.Assert) ends[start] = 1;
      else if (op === Op.Save) pending.push(pc + 1);
    }
    lists.push(Int32Array.from(list));
  }
  const sets = program.sets;
  return {
    test(value: string): boolean {
      if (size > current.length) grow(size);
      let list = lists[0] as Int32Array;
      let count = list.length;
      current.set(list);
      let atEnd = ends[0] === 1;
      for (let p = 0; p < value.length && count > 0; p++) {
        const c = value.charCodeAt(p);
        runStats.steps += count;
        let nextCount = 0;
        atEnd = false;
        newStamp();
        for (let k = 0; k < count; k++) {
          const pc = current[k] as number;
          if (
            (ops[pc] as Op) === Op.Char ? c !== args[pc] : !inRanges(sets[args[pc] as number] as readonly number[], c)
          )
            continue;
          if (ends[pc + 1] === 1) atEnd = true;
          list = lists[pc + 1] as Int32Array;
          for (let j = 0; j < list.length; j++) {
            const q = list[j] as number;
            if (seen[q] === stamp) continue;
            seen[q] = stamp;
            next[nextCount++] = q;
          }
        }
        const swap = current;
        current = next;
        next = swap;
        count = nextCount;
        if (count === 0 && p < value.length - 1) return false;
      }
      return atEnd;
    },
  };
}

/** State lists of `closuresOf`'s tests, reused (matching is synchronous): program counters, and the step each was added at. */
let current = new Int32Array(64);
let next = new Int32Array(64);
let seen = new Uint32Array(64);
let stamp = 0;

function grow(size: number): void {
  current = new Int32Array(size);
  next = new Int32Array(size);
  seen = new Uint32Array(size);
  stamp = 0;
}

function newStamp(): void {
  if (++stamp === 0xffffffff) {
    seen.fill(0);
    stamp = 1;
  }
}
