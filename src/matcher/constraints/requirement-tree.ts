/**
 * What a constraint's syntax tree (regex-syntax.ts) says about it, read once where a route
 * is placed: whether it can take a character (a slash spans segments, a dot moves the
 * format), whether it holds an anchor inside, whether it is one greedy class, whether it can
 * match nothing. The trie (trie-shape.ts), the fallback index, the route programs and the
 * value checks ask here; each question has this one answer.
 */
import { requirementSource } from '../../definition/requirement';
import { parseRegExpSource, Unsupported, type Ast } from './regex-syntax';

/** The constraint's tree; null when it is not regular (`Unsupported`: backreferences, ...). */
function requirementTree(requirement: RegExp): Ast | null {
  try {
    return parseRegExpSource(requirementSource(requirement));
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/**
 * Whether a constraint could match the character (`/`: span a segment; `.`: move the
 * format's dot). Exact for regular constraints, `true` for the others.
 */
export function canMatchChar(requirement: RegExp | string, char: string): boolean {
  if (typeof requirement === 'string') return requirement.includes(char);
  const tree = requirementTree(requirement);
  if (tree === null) return true;
  const c = char.charCodeAt(0);
  return someLeaf(tree, (leaf) => {
    if (leaf.t !== 'set') return false;
    for (let i = 0; i < leaf.ranges.length; i += 2)
      if (c >= (leaf.ranges[i] as number) && c <= (leaf.ranges[i + 1] as number)) return true;
    return false;
  });
}

/**
 * Whether a constraint holds `^` or `$` inside it (Rails refuses them only at its ends):
 * in the route they test the whole path's ends (`/a$|b/` on `/x/a.json` fails: `a` is
 * not at the end), which a check of the value alone cannot see. `true` when not regular.
 */
export function anchoredInside(requirement: RegExp | string): boolean {
  if (typeof requirement === 'string') return false;
  const tree = requirementTree(requirement);
  if (tree === null) return true;
  return someLeaf(tree, (leaf) => leaf.t === 'assert' && (leaf.kind === 'start' || leaf.kind === 'end'));
}

/** `/[^\/]+/`, `/[\w.-]+/`: one character class, one or more, greedy. */
export function isGreedyClass(requirement: RegExp | string): boolean {
  if (typeof requirement === 'string') return false;
  let tree = requirementTree(requirement);
  if (tree === null) return false;
  while (tree.t === 'seq' && tree.items.length === 1) tree = tree.items[0] as Ast;
  return tree.t === 'rep' && tree.min === 1 && tree.max === Infinity && tree.greedy && tree.body.t === 'set';
}

/** Whether the tree can match the empty string. */
export function nullable(node: Ast): boolean {
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
    case 'look':
      return true;
  }
}

type Leaf = Extract<Ast, { t: 'set' | 'assert' | 'look' }>;

/** Whether `test` holds for a leaf some match can pass through (a loop that runs no times passes none). */
function someLeaf(node: Ast, test: (leaf: Leaf) => boolean): boolean {
  switch (node.t) {
    case 'seq':
      return node.items.some((item) => someLeaf(item, test));
    case 'alt':
      return node.options.some((option) => someLeaf(option, test));
    case 'rep':
      return node.max > 0 && someLeaf(node.body, test);
    case 'save':
      return someLeaf(node.body, test);
    default:
      return test(node);
  }
}
