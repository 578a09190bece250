/**
 * The routes that end at one trie node (with a format, or without), and the verb each
 * answers: what the compiled matcher consults once a walk has reached a node.
 */
import { HTTP_VERBS } from '../../definition/vocabulary';
import type { Check, Terminal } from './terminal';
import { allowedVerbs } from '../recognizer';

/**
 * The terminals of a node usable with (or without) a format, and the verb each answers.
 * Verb answers are worked out on the table's first lookup (measured: sealing every table
 * up front was ~10% of compiling 10,000 routes, most of which a process never serves).
 */
export class VerbTable {
  /** No constraint, no request condition: the answer depends on path and verb only. */
  plain = true;
  /** The answer per verb number (`verbNumber`), HEAD settled; null until sealed. First: what a walk reads. */
  private answers: Array<Terminal | undefined> | null = null;
  /** Read only: a node's two tables share one list when every terminal takes both (see trie.ts `seal`). */
  readonly terminals: Terminal[];
  /** Some terminal has a request condition: only the general path, which has the request, answers. */
  conditional = false;
  /** Some terminal's constraint could take a dot (`Terminal.dots`). */
  dots = false;
  /** The first terminal taking each verb (HEAD: an explicit HEAD route, else GET's); null until sealed. */
  private byVerb: Map<string, Terminal> | null = null;
  /** The first any-verb terminal: it answers verbs no route names. */
  private anyVerb: Terminal | undefined = undefined;
  private allowedVerbs: readonly string[] = NO_VERBS;

  /**
   * The table of these terminals, in route order; `usesFormat`: a path with a format reaches
   * it, so each terminal's format check counts too. Built from a finished list (no copy
   * per terminal, no list grown past its length: the trie keeps every table).
   */
  constructor(terminals: Terminal[], usesFormat: boolean) {
    this.terminals = terminals;
    for (let i = 0; i < terminals.length; i++) {
      const terminal = terminals[i] as Terminal;
      if (!terminal.route.unconditional) this.conditional = true;
      if (terminal.dots) this.dots = true;
      if (this.conditional || (usesFormat && terminal.formatCheck !== null) || !allNull(terminal.checks))
        this.plain = false;
    }
  }

  /**
   * For a table with constraints (and no request condition): the terminal answering the verb
   * among those whose checks hold for the values (and the format, on a table that takes
   * one), as `take` would among them; undefined when some hold but none takes the verb; null
   * when none holds (the path reaches no route of this table). `values` are the walk's:
   * non-empty and without a dot, which is what the default check asks.
   */
  takeChecked(verb: number, values: readonly string[], format: string | undefined): Terminal | null | undefined {
    const terminals = this.terminals;
    const name = HTTP_VERBS[verb] as string;
    let reached = false;
    let taker: Terminal | undefined;
    for (let i = 0; i < terminals.length; i++) {
      const terminal = terminals[i] as Terminal;
      if (!paramsPass(terminal, values) || (format !== undefined && !passes(terminal.formatCheck, format))) continue;
      reached = true;
      const verbs = terminal.route.verbs;
      // HEAD: an explicit HEAD route wherever it is, else the first that takes GET.
      if (verb === HEAD && verbs.includes('HEAD')) return terminal;
      if (taker === undefined && terminal.route.acceptsVerb(verb === HEAD ? 'GET' : name)) {
        if (verb !== HEAD) return terminal;
        taker = terminal;
      }
    }
    return reached ? taker : null;
  }

  /** The terminal answering the verb (a verb no terminal names falls to the any-verb one). */
  take(method: string): Terminal | undefined {
    return (this.byVerb ?? this.seal()).get(method) ?? this.anyVerb;
  }

  /** `take` by verb number: one array load on the walk's hot path. */
  takeAt(verb: number): Terminal | undefined {
    if (this.answers === null) this.seal();
    return (this.answers as Array<Terminal | undefined>)[verb];
  }

  /** The verbs this table's routes accept, for `Allow`. */
  get allowed(): readonly string[] {
    if (this.byVerb === null) this.seal();
    return this.allowedVerbs;
  }

  private seal(): Map<string, Terminal> {
    const byVerb = new Map<string, Terminal>();
    const verbs = new Set<string>(['GET', 'HEAD']);
    for (const { route } of this.terminals) for (const verb of route.verbs) verbs.add(verb);
    for (const verb of verbs) {
      const explicit = verb === 'HEAD' ? this.terminals.find((t) => t.route.verbs.includes('HEAD')) : undefined;
      const taker = explicit ?? this.terminals.find((t) => t.route.acceptsVerb(verb === 'HEAD' ? 'GET' : verb));
      if (taker) byVerb.set(verb, taker);
    }
    this.anyVerb = this.terminals.find((t) => t.route.verbs.length === 0);
    this.allowedVerbs = Object.freeze(allowedVerbs(this.terminals.map((t) => ({ route: t.route, values: [] }))));
    this.answers = HTTP_VERBS.map((verb) => byVerb.get(verb) ?? this.anyVerb);
    return (this.byVerb = byVerb);
  }
}

/** Shared by every table until its answers are worked out. */
const NO_VERBS: readonly string[] = Object.freeze([]);

function allNull(checks: readonly Check[]): boolean {
  for (let i = 0; i < checks.length; i++) if (checks[i] !== null) return false;
  return true;
}

export const HEAD = 1;

/**
 * The verb's number, its place in `HTTP_VERBS` (a walk answers those by number; any other
 * method takes the general path), -1 for another method. Methods from node:http are interned constants,
 * so each case is a pointer compare.
 */
export function verbNumber(method: string): number {
  switch (method) {
    case 'GET':
      return 0;
    case 'HEAD':
      return 1;
    case 'POST':
      return 2;
    case 'PUT':
      return 3;
    case 'PATCH':
      return 4;
    case 'DELETE':
      return 5;
    case 'OPTIONS':
      return 6;
    default:
      return -1;
  }
}

/** A plain table's parameters are default ones: a value with a dot cannot match them. */
export function dotFree(values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as string).indexOf('.') !== -1) return false;
  return true;
}

export function paramsPass(terminal: Terminal, values: readonly string[]): boolean {
  for (let i = 0; i < terminal.checks.length; i++) {
    if (!passes(terminal.checks[i] as Check, values[i] as string)) return false;
  }
  return true;
}

export function passes(check: Check, value: string): boolean {
  return check === null ? value !== '' && value.indexOf('.') === -1 : check.test(value);
}
