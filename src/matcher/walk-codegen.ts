/**
 * The one walk (quick-walk.ts) generated as code for one compiled trie: a function per
 * node, static names compared inline by segment length and char codes (no per-node `Map`
 * probe, no substring for a static name), the compile-time facts of each node (has it a
 * parameter child, does a format reach it, is its table plain) folded away. The semantics
 * are the interpreter's, step for step: the generated walk writes the same state
 * (`WalkState`) and the interpreter stays the reference (both are run by the property
 * tests) and the fallback where code generation is off or forbidden.
 *
 * What goes into the source: numbers (char codes, lengths, route indices) and generated
 * identifiers only. Route data that is not a number (a long static name, a verb table)
 * is passed in as a constant (`k[i]`), so no route name or path is ever parsed as code;
 * request data is never part of the source.
 */
import type { Node } from './trie';
import type { Terminal, VerbTable } from './verb-table';
import { finderSource, switchOn } from './label-dispatch';

/**
 * What a walk writes (`QuickWalk`'s fields): the generated code writes the same ones, so the
 * caller reads one outcome whichever walk ran.
 */
export interface WalkState {
  /** The verb's number (`verbNumber`) and where the path ends; set before the walk. */
  verb: number;
  limit: number;
  /** The best answer: its terminal, route index, and values with the format after them. */
  bestTerminal: Terminal | undefined;
  bestIndex: number;
  readonly best: Array<string | undefined>;
  /** Branches whose routes all come after this index are not walked. */
  bound: number;
  /** The first table reached, and how many were. */
  table: VerbTable | null;
  reached: number;
  /** The walk met what only the general path answers. */
  bail: boolean;
}

/** Runs the walk from the root over `path[0, state.limit)`; the state holds the outcome. */
export type GeneratedWalk = (path: string) => void;

interface Source {
  readonly functions: string[];
  readonly constants: unknown[];
  readonly ids: Map<Node, number>;
  readonly pending: Array<[node: Node, depth: number]>;
  /** The depths a `consider` helper was made for. */
  readonly depths: Set<number>;
}

/** A constant of the generated code: an element of `k`, never source text. */
function constant(source: Source, value: unknown): string {
  source.constants.push(value);
  return `k[${source.constants.length - 1}]`;
}

function nodeName(source: Source, node: Node, depth: number): string {
  let id = source.ids.get(node);
  if (id === undefined) {
    id = source.ids.size;
    source.ids.set(node, id);
    source.pending.push([node, depth]);
  }
  return `n${id}`;
}

function values(depth: number): string {
  let out = '';
  for (let i = 0; i < depth; i++) out += `, v${i}`;
  return out;
}

/**
 * `c<depth>(table, values..., format)`: a table the path reaches (`QuickWalk.consider`), its
 * answer for the verb kept when earliest in route order. One small function per depth, so
 * that a node's code stays small enough for V8 to optimize (a wide root inlining it for
 * each name stayed in baseline code).
 */
function considerHelper(depth: number): string {
  const copy: string[] = [];
  for (let i = 0; i < depth; i++) copy.push(`b[${i}] = v${i};`);
  copy.push(`b[${depth}] = f;`);
  return [
    `function c${depth}(T${values(depth)}, f) {`,
    'if (w.reached++ === 0) w.table = T;',
    'const t = T.takeAt(w.verb);',
    'if (t === undefined || t.index >= w.bestIndex) return;',
    'w.bestTerminal = t;',
    'w.bestIndex = t.index;',
    'if (w.verb !== 1) w.bound = t.index;',
    'const b = w.best;',
    ...copy,
    '}',
  ].join('\n');
}

/** The code for reaching `table` with `depth` values and the format `format` (an expression). */
function consider(source: Source, table: VerbTable | null, depth: number, format: string): string {
  if (table === null) return '';
  // A constraint or a request condition: the general path answers (the walk stops here).
  if (!table.plain) return 'w.bail = true; return;';
  source.depths.add(depth);
  return `c${depth}(${constant(source, table)}${values(depth)}, ${format});`;
}

function staticLabels(node: Node): Array<[label: string, child: Node]> {
  const out: Array<[string, Node]> = [];
  node.statics?.forEach((child, label) => out.push([label, child]));
  return out;
}

/** A middle segment `[s, e)`: the static child, then the parameter child (`QuickWalk.descend`). */
function middle(source: Source, node: Node, depth: number, finder: string): string[] {
  const args = values(depth);
  const lines = switchOn(
    `${finder}(p, s, e)`,
    staticLabels(node).map(([, child]) => (child.minIndex === Infinity ? null : `if (${child.minIndex} < w.bound) ${nodeName(source, child, depth)}(p, e + 1${args});`)),
  );
  const param = node.param;
  if (param !== null && param.minIndex !== Infinity) {
    lines.push(
      `if (${param.minIndex} < w.bound) {`,
      'const v = p.slice(s, e);',
      // A dot in a parameter: only a constraint could take it (the general path).
      "if (v.indexOf('.') !== -1) { w.bail = true; return; }",
      `${nodeName(source, param, depth + 1)}(p, e + 1${args}, v);`,
      '}',
    );
  }
  return lines;
}

/** The last segment `[s, e)` (`QuickWalk.last`): whole, or split at its one dot for the format. */
function last(source: Source, node: Node, depth: number, finder: string): string[] {
  const labels = staticLabels(node);
  const lines = switchOn(`${finder}(p, s, e)`, labels.map(([, child]) => consider(source, child.bare, depth, 'undefined')));
  const param = node.param;
  if (param === null && !node.formats) return lines;
  lines.push("let d = p.indexOf('.', s);", 'if (d >= e) d = -1;');
  if (param !== null && param.bare !== null) {
    lines.push(`if (d === -1) { const v${depth} = p.slice(s, e); ${consider(source, param.bare, depth + 1, 'undefined')} return; }`);
  } else lines.push('if (d === -1) return;');
  if (!node.formats) {
    // A plain parameter takes no dot; a constrained one might (the general path).
    if (param?.bare && !param.bare.plain) lines.push('w.bail = true;');
    return lines;
  }
  if (param !== null && (param.lastDot || (param.bare !== null && !param.bare.plain))) {
    lines.push('w.bail = true; return;');
    return lines;
  }
  lines.push(
    "const d2 = p.indexOf('.', d + 1);",
    'if (d === s || d === e - 1 || (d2 !== -1 && d2 < e)) { w.bail = true; return; }',
    'const f = p.slice(d + 1, e);',
    ...switchOn(`${finder}(p, s, d)`, labels.map(([, child]) => consider(source, child.dotted, depth, 'f'))),
  );
  if (param !== null && param.dotted !== null) lines.push(`{ const v${depth} = p.slice(s, d); ${consider(source, param.dotted, depth + 1, 'f')} }`);
  return lines;
}

function nodeFunction(source: Source, node: Node, depth: number, id: number): string {
  const finder = `x${id}`;
  const labels = staticLabels(node).map(([label]) => label);
  if (labels.length > 0) source.functions.push(finderSource(finder, labels, (label) => constant(source, label)));
  return [
    `function n${id}(p, s${values(depth)}) {`,
    'const L = w.limit;',
    "let e = p.indexOf('/', s);",
    'if (e === -1 || e >= L) e = L;',
    // An empty segment (`//`, a trailing slash) of a URL as sent: normalizing removes it.
    'if (e === s) { w.bail = true; return; }',
    'if (e === L) {',
    ...last(source, node, depth, finder),
    'return;',
    '}',
    ...middle(source, node, depth, finder),
    '}',
  ].join('\n');
}

/** The walk's source and constants for the trie under `root`. */
export function walkSource(root: Node): { source: string; constants: unknown[] } {
  const source: Source = { functions: [], constants: [], ids: new Map(), pending: [], depths: new Set() };
  const entry = nodeName(source, root, 0);
  for (let i = 0; i < source.pending.length; i++) {
    const [node, depth] = source.pending[i] as [Node, number];
    source.functions.push(nodeFunction(source, node, depth, source.ids.get(node) as number));
  }
  const rootBare = consider(source, root.bare, 0, 'undefined');
  source.depths.forEach((depth) => source.functions.push(considerHelper(depth)));
  const text = ["'use strict';", ...source.functions, `return function walk(p) { if (w.limit === 1) { ${rootBare} } else ${entry}(p, 1); };`].join('\n');
  return { source: text, constants: source.constants };
}

/** The generated walk over `root`, writing its outcome into `state`. */
export function generateWalk(root: Node, state: WalkState): GeneratedWalk {
  const { source, constants } = walkSource(root);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('w', 'k', source)(state, constants) as GeneratedWalk;
}
