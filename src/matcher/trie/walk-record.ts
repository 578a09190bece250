/**
 * What one walk over the trie has found so far (quick-walk.ts reads the path; this keeps
 * score): the values along the current way, the best answer — the terminal earliest in route
 * order and its values — and the tables reached, which decide a miss or a 405. Reused from
 * lookup to lookup (measured: a values array and a hit object per lookup were ~14% of a
 * dynamic lookup). A lookup runs to the end without calling out to user code, so one record
 * per matcher is never re-entered.
 */
import { HEAD, type VerbTable } from './verb-table';
import type { Terminal } from './terminal';
import { NO_ORDER } from './trie';
import { sealGroup, tableAt, UNSEALED, type Slot } from './trie-slots';

/**
 * A walk's list, made full-length and packed from the start: a list that grows as walks get
 * deeper changes its elements' kind or is read past its end (params read the first four
 * values), and the optimized walk and params code then deoptimize, once per matcher a
 * process builds (measured: a 1,000-route table ~10% slower after a 10-route one).
 */
function filled<T>(value: T): T[] {
  const list: T[] = [];
  for (let i = 0; i < 16; i++) list.push(value);
  return list;
}

export class WalkRecord {
  /** The values along the current way; only `[0, depth)` is meaningful. */
  protected readonly values: string[] = filled('');
  /** The best answer's values and format, copied when it is found. */
  protected readonly best: Array<string | undefined> = filled(undefined);
  protected bestTerminal: Terminal | undefined = undefined;
  /** The best answer's `Terminal.order`. */
  protected bestOrder = NO_ORDER;
  /**
   * Branches whose routes all come after this order are not walked: the best answer so far,
   * or none for HEAD (an explicit HEAD route later in route order beats GET's).
   */
  protected bound = NO_ORDER;
  /** The first table reached, and how many were. */
  protected table: VerbTable | null = null;
  protected reached = 0;
  /** The walk cannot settle the request: the general path answers. */
  protected bail = false;
  /** A table with constraints was reached: its `allowed` counts only the routes whose checks held. */
  protected checked = false;
  /** Some value or format the walk read holds a `%`: the params decode their values. */
  protected escaped = false;
  /** The verb's number (verb-table.ts `verbNumber`). */
  protected verb = 0;

  /** `slots`: the matcher's (trie-slots.ts), where plain tables answer and few static children are listed. */
  constructor(protected readonly slots: Slot[]) {}

  /** Forgets the last walk's findings: a walk for `verb` starts. */
  protected begin(verb: number): void {
    this.verb = verb;
    this.bestTerminal = undefined;
    this.bestOrder = NO_ORDER;
    this.bound = NO_ORDER;
    this.table = null;
    this.reached = 0;
    this.bail = false;
    this.checked = false;
    this.escaped = false;
  }

  /**
   * A node's table the path reaches, by its place in the matcher's slots (`Node.bareAt`,
   * `Node.dottedAt`); a node without one there (none, or not plain) gives `table` itself.
   */
  protected considerAt(at: number, table: VerbTable | null, depth: number, format: string | undefined): void {
    if (at < 0) return this.consider(table, depth, format);
    const slots = this.slots;
    let answer = slots[at + this.verb];
    if (answer === UNSEALED) answer = sealGroup(slots, at, this.verb);
    if (this.reached++ === 0) this.table = tableAt(slots, at);
    this.keep(answer as Terminal | undefined, depth, format);
  }

  /** A table the path reaches: its answer for the verb, kept when earliest in route order. */
  protected consider(table: VerbTable | null, depth: number, format: string | undefined): void {
    if (table === null) return;
    let terminal: Terminal | null | undefined;
    if (table.plain) terminal = table.takeAt(this.verb);
    else if (table.conditional) {
      this.bail = true;
      return;
    } else {
      // Constraints are checked here, at the terminal: a route whose check fails is passed
      // over for the next in route order, and a table none of whose checks hold is not reached.
      terminal = table.takeChecked(this.verb, this.values, format);
      if (terminal === null) return;
      this.checked = true;
    }
    if (this.reached++ === 0) this.table = table;
    this.keep(terminal, depth, format);
  }

  /** The terminal a reached table gives for the verb: the best answer when earliest in route order. */
  private keep(terminal: Terminal | undefined, depth: number, format: string | undefined): void {
    if (terminal === undefined || terminal.order >= this.bestOrder) return;
    this.bestTerminal = terminal;
    this.bestOrder = terminal.order;
    if (this.verb !== HEAD) this.bound = this.bestOrder;
    const best = this.best;
    const values = this.values;
    for (let i = 0; i < depth; i++) best[i] = values[i];
    // The format's slot; a route without one never reads it.
    best[depth] = format;
  }
}
