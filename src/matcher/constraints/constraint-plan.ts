/**
 * How a route program runs a parameter's constraint (API.md Middleware §2: a constraint
 * the router cannot run linearly never sends the rest of the route back to a backtracking
 * RegExp). A regular constraint that compiles is run exactly, as part of the program,
 * lookahead and lookbehind included (decided on the whole path: assertions.ts). Any other
 * (a backreference, `\d{1,4096}` over the instruction budget, a loop over an empty match) is
 * replaced by a regular superset of it, read with the same priorities as far as it goes:
 * lookaround read as nothing, a backreference as any text, a large count as "one or more";
 * or, failing that, any run of the characters the constraint can match. The
 * program then decides, linearly, how much of the path the parameter takes (Rails: the
 * constraint decides), and at a match the constraint itself checks that one value
 * (value-check.ts: linearly when it is regular; natively, the application's own, when not).
 */
import { requirementSource } from '../../definition/requirement';
import { ALL, normalize, parseRegExpSource, Unsupported, type Ast, type Ranges } from './regex-syntax';
import { compileAst } from '../programs/program';
import { nullable } from './requirement-tree';

export interface ConstraintPlan {
  readonly body: Ast;
  /** The body is a superset: the value is checked at a match. */
  readonly refine: boolean;
}

/** Repeat counts above this read as "one or more" (or "any") in a superset. */
const LARGE_COUNT = 16;

/** The plan for one constraint; `wide`: the route was too large with exact bodies. */
export function constraintPlan(requirement: RegExp, wide: boolean): ConstraintPlan {
  const source = requirementSource(requirement);
  let loose: Ast | null = null;
  if (!wide) {
    const exact = compiled(() => parseRegExpSource(source, { lookaround: true }));
    if (exact) return { body: exact, refine: false };
    loose = compiled(() => clamp(parseRegExpSource(source, { superset: true })));
    if (loose) return { body: loose, refine: true };
  }
  let tree: Ast | null = null;
  try {
    tree = parseRegExpSource(source, { superset: true });
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
  }
  const ranges = tree ? characters(tree) : ALL;
  const min = tree === null || nullable(tree) ? 0 : 1;
  return { body: { t: 'rep', body: { t: 'set', ranges }, min, max: Infinity, greedy: true }, refine: true };
}

/** The tree when it parses and compiles alone, else null. */
function compiled(read: () => Ast): Ast | null {
  try {
    const tree = read();
    compileAst(tree, 0);
    return tree;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** `x{1,4096}` → `x+`, `x{0,300}` → `x*`: a superset with the same greediness. */
function clamp(node: Ast): Ast {
  switch (node.t) {
    case 'seq':
      return { t: 'seq', items: node.items.map(clamp) };
    case 'alt':
      return { t: 'alt', options: node.options.map(clamp) };
    case 'save':
      return { ...node, body: clamp(node.body) };
    case 'rep': {
      const body = clamp(node.body);
      if (node.min <= LARGE_COUNT && node.max <= LARGE_COUNT) return { ...node, body };
      return { t: 'rep', body, min: Math.min(node.min, 1), max: Infinity, greedy: node.greedy };
    }
    default:
      return node;
  }
}

/** Every character the tree can match. */
function characters(tree: Ast): Ranges {
  const out: number[] = [];
  const visit = (node: Ast): void => {
    switch (node.t) {
      case 'set':
        out.push(...node.ranges);
        return;
      case 'seq':
        return node.items.forEach(visit);
      case 'alt':
        return node.options.forEach(visit);
      case 'rep':
        if (node.max > 0) visit(node.body);
        return;
      case 'save':
        return visit(node.body);
      case 'assert':
      case 'look':
        return;
    }
  };
  visit(tree);
  return normalize(out);
}
