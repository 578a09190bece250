/**
 * `NAME = /regexp/` (or a string, number, array) in the draw block's own body or before it
 * becomes a `const` of the module, which later options may use. Elsewhere (a Ruby constant
 * inside a nested block is still global, a JS const would not be) or holding anything else,
 * it stays a TODO.
 */
import { isKind, kind, type ConstantWriteNode } from './ruby-nodes';
import { Untranslatable } from './untranslatable';
import { toJs, type ValueContext } from './values';

/** Values a module constant may hold: literals whose JS type is what the DSL's types expect. */
const CONSTANT_VALUES = new Set([
  'RegularExpressionNode',
  'StringNode',
  'SymbolNode',
  'IntegerNode',
  'FloatNode',
  'TrueNode',
  'FalseNode',
  'NilNode',
  'ArrayNode',
]);

/** The constant to write (its name, its value in JS, the kind of its Ruby value), or why not. */
export function moduleConstant(
  node: ConstantWriteNode,
  context: ValueContext,
  topLevel: boolean,
): { name: string; js: string; kind: string } | string {
  const name = node.name;
  let value = node.value;
  // `PATTERN = /.../.freeze`: freezing changes nothing here.
  if (isKind(value, 'CallNode') && value.name === 'freeze' && !value.arguments_ && !value.block && value.receiver)
    value = value.receiver;
  if (!/^[A-Z][A-Z0-9_]*$/.test(name)) return 'a constant whose name is not written in capitals';
  if (context.constants.has(name)) return 'a constant assigned again';
  if (!topLevel) return 'a constant assigned inside a block';
  if (!CONSTANT_VALUES.has(kind(value))) return `a constant holding Ruby code (${kind(value).replace(/Node$/, '')})`;
  try {
    return { name, js: toJs(value, { ...context, vars: new Set() }), kind: kind(value) };
  } catch (error) {
    if (!(error instanceof Untranslatable)) throw error;
    return error.reason;
  }
}
