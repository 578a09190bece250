/**
 * A route's path as a small backtracking program with the exact priorities of the RegExp
 * `PathPattern.compile` builds (Journey's: greedy `[^/.?]+` parameters, lazy `.+?` globs,
 * greedy optional groups, a constraint's own alternatives and quantifiers), so it finds the
 * same match. What makes it safe is the run (route-run.ts): a branch point is tried at most
 * once per path position (exact because no loop here can go round without consuming), so the work is bounded by (branch points × path length) instead
 * of growing as a power of the length, as the native engine's does on
 * `archive/:year-:month-:day` with `/archive/a-a-a-…`.
 */
import type { Route } from '../definition/route';
import type { Token } from '../definition/path-pattern';
import { requirementSource } from '../definition/requirement';
import { ANY, complement, normalize, parseRegExpSource, Unsupported, type Ast, type AssertKind } from './regex-syntax';

export const enum Op {
  /** Consume one code unit in `sets[arg]`. */
  Set,
  /** Consume the code unit `arg`. */
  Char,
  /** Try `arg` first, then `arg2` (the branch point). */
  Split,
  Jump,
  /** Record the position in capture slot `arg`. */
  Save,
  Assert,
  Match,
}

export interface Program {
  readonly ops: Int32Array;
  readonly args: Int32Array;
  readonly args2: Int32Array;
  readonly sets: readonly Ranges[];
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
}

type Ranges = readonly number[];

const ASSERTS: AssertKind[] = ['start', 'end', 'word', 'not-word', 'segment-end'];
export const assertIndex = (kind: AssertKind): number => ASSERTS.indexOf(kind);

/** `[^/.?]`: a dynamic segment's default character. */
const SEGMENT = complement(normalize([46, 47, 63, 63]));
/** Programs larger than this (a constraint like `/\w{1,5000}/`) keep the native RegExp. */
const MAX_OPS = 5_000;

/** Text as one code unit after another (as a RegExp without the `u` flag reads it). */
function literal(text: string): Ast {
  const items: Ast[] = [];
  for (let i = 0; i < text.length; i++) items.push({ t: 'set', ranges: [text.charCodeAt(i), text.charCodeAt(i)] });
  return { t: 'seq', items };
}

/** The route's path as a tree, parameters wrapped in capture slots. */
export function routeAst(route: Route): Ast {
  let param = 0;
  const build = (tokens: readonly Token[]): Ast => ({
    t: 'seq',
    items: tokens.map((token): Ast => {
      switch (token.type) {
        case 'text':
          return literal(token.value);
        case 'group':
          return { t: 'rep', body: build(token.tokens), min: 0, max: 1, greedy: true };
        default: {
          const slot = 2 * param++;
          const requirement = route.requirements[token.name];
          let body: Ast;
          if (requirement instanceof RegExp) body = parseRegExpSource(requirementSource(requirement));
          else if (typeof requirement === 'string') body = literal(requirement);
          else if (token.type === 'glob') body = { t: 'rep', body: { t: 'set', ranges: ANY }, min: 1, max: Infinity, greedy: false };
          else body = { t: 'rep', body: { t: 'set', ranges: SEGMENT }, min: 1, max: Infinity, greedy: true };
          return { t: 'save', slot, body };
        }
      }
    }),
  });
  const body = build(route.pattern.tokens);
  const last = route.pattern.tokens[route.pattern.tokens.length - 1];
  // Unanchored (a mount) ends at a segment boundary; a pattern ending in `/` already does.
  const endsWithSlash = last?.type === 'text' && last.value.endsWith('/');
  const end: Ast[] = route.anchored ? [{ t: 'assert', kind: 'end' }] : endsWithSlash ? [] : [{ t: 'assert', kind: 'segment-end' }];
  return { t: 'seq', items: [body, ...end] };
}

const programs = new WeakMap<Route, Program | null>();

/** The route's program, or null when its constraints are not regular (it keeps its RegExp). */
export function programFor(route: Route): Program | null {
  let program = programs.get(route);
  if (program === undefined) {
    try {
      let contains = '';
      for (const token of route.pattern.tokens) if (token.type === 'text' && token.value.length > contains.length) contains = token.value;
      program = { ...compileAst(routeAst(route), 2 * route.pattern.names.length), contains };
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      program = null;
    }
    programs.set(route, program);
  }
  return program;
}

export function compileAst(ast: Ast, slots: number): Program {
  const ops: number[] = [];
  const args: number[] = [];
  const args2: number[] = [];
  const sets: Ranges[] = [];
  const setIndex = new Map<string, number>();
  const emit = (op: Op, arg = 0, arg2 = 0): number => {
    if (ops.length >= MAX_OPS) throw new Unsupported('program too large');
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
        // application's own, star height 2) keeps its RegExp.
        if (node.max > node.min && nullable(node.body)) throw new Unsupported('optional iteration over an empty match');
        for (let k = 0; k < node.min; k++) gen(node.body);
        if (node.max === Infinity) {
          // L: split(body, out); body; jump L
          const at = emit(Op.Split);
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
  const branch = new Int32Array(ops.length).fill(-1);
  let branches = 0;
  ops.forEach((op, k) => {
    if (op === Op.Split) branch[k] = branches++;
  });
  let prefix = '';
  for (let k = 0; ops[k] === Op.Char; k++) prefix += String.fromCharCode(args[k] as number);
  return { ops: Int32Array.from(ops), args: Int32Array.from(args), args2: Int32Array.from(args2), sets, branch, branches, slots: slots + 1, prefix, contains: '' };
}

/** Whether the tree can match the empty string. */
function nullable(node: Ast): boolean {
  switch (node.t) {
    case 'set':
      return false;
    case 'seq':
      return node.items.every(nullable);
    case 'alt':
      return node.options.some(nullable);
    case 'rep':
      return node.min === 0 || nullable(node.body);
    case 'save':
      return nullable(node.body);
    case 'assert':
      return true;
  }
}
