/**
 * What a walk reads past a trie node, in one list per matcher: the static children of a
 * node with few of them, and the answers of its plain verb tables (no constraint, no
 * request condition: the answer is the path's and the verb's alone). A node keeps where its
 * parts begin (`Node.scanAt`, `Node.bareAt`, `Node.dottedAt`), so a walk loads them from a
 * list it already holds.
 *
 * Why: a node's own lists were objects allocated apart from it, two each (a JS array and its
 * elements). An answer was node → table → the table's answers array → that array's
 * elements → the terminal, and sampled with perf on the harness mix (`perf record -e
 * cpu-clock` with node's perf map) ~40% of the last segment's time stalled on those loads.
 * Measured with `bench/ab.mjs` on the harness tables, both orders, fresh strings, rounds of
 * 20 passes: the answers here ×1.02–1.07 the lookups before, with the static children too
 * ×1.04–1.05 (5,000 routes: ×1.11). The wide nodes' places were tried here too and gained
 * nothing (bench/README.md).
 */
import type { Terminal } from './terminal';
import type { VerbTable } from './verb-table';
import { HTTP_VERBS } from '../../definition/vocabulary';

/** A group's verb places before its table's answers are worked out (on the group's first lookup). */
class Unsealed {
  readonly unsealed = true;
}
export const UNSEALED = new Unsealed();

/**
 * A place: a static child's first character code, name or node (in threes), a verb table
 * (a group's first place), a verb's terminal or undefined (none answers it), or UNSEALED.
 * Nodes are objects here: trie.ts imports this file.
 */
export type Slot = number | string | object | undefined;

/** The verbs a group holds: `HTTP_VERBS`, by number. */
const VERBS = HTTP_VERBS.length;

/** No such part at a node: no table (or one that is not plain: the walk asks the table itself), no short list of static children. */
export const NO_SLOTS = -1;

export class TrieSlots {
  /** Packed from the start and only pushed to (the walk reads it on every lookup). */
  readonly list: Slot[] = [];

  /**
   * A group for a plain table: where its verbs begin (the table is one place before). The
   * answers stay unsealed until a walk first reads one, as the table's own (verb-table.ts).
   */
  reserve(table: VerbTable): number {
    const list = this.list;
    list.push(table);
    const at = list.length;
    for (let i = 0; i < VERBS; i++) list.push(UNSEALED);
    return at;
  }

  /** A node's few static children (each name's first character code, the name, the child): where they begin. */
  scan(children: ReadonlyMap<string, object>): number {
    const list = this.list;
    const at = list.length;
    children.forEach((child, name) => list.push(name.charCodeAt(0), name, child));
    return at;
  }
}

/** The table whose verbs begin at `at`. */
export function tableAt(list: readonly Slot[], at: number): VerbTable {
  return list[at - 1] as VerbTable;
}

/** Works out the group's answers from its table, the first time a walk reads one; the verb's answer. */
export function sealGroup(list: Slot[], at: number, verb: number): Terminal | undefined {
  const table = tableAt(list, at);
  for (let i = 0; i < VERBS; i++) list[at + i] = table.takeAt(i);
  return list[at + verb] as Terminal | undefined;
}
