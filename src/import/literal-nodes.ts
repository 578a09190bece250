/**
 * Nodes the importer writes itself, read as prism's nodes of the same class name (`kind`):
 * the literal an unrolled loop puts in place of its variable, the list left of an `only:`
 * once unknown actions are out, and copies of prism nodes with some fields replaced.
 */
import type { ElementsNode, IntegerNode as IntegerView, RubyLocation, RubyNode, TextNode } from './ruby-nodes';

class StringNode {
  constructor(
    readonly location: RubyLocation,
    readonly unescaped: { value: string },
  ) {}
}
class SymbolNode {
  constructor(
    readonly location: RubyLocation,
    readonly unescaped: { value: string },
  ) {}
}
/** `digits`: its Ruby source, as a written integer is read from its text (see `integerToJs`). */
class IntegerNode {
  constructor(
    readonly location: RubyLocation,
    readonly digits: string,
  ) {}
}
class ArrayNode {
  constructor(
    readonly location: RubyLocation,
    readonly elements: RubyNode[],
  ) {}
}

export const stringNode = (at: RubyLocation, value: string): TextNode => new StringNode(at, { value });
export const symbolNode = (at: RubyLocation, value: string): TextNode => new SymbolNode(at, { value });
export const integerNode = (at: RubyLocation, digits: string): IntegerView => new IntegerNode(at, digits);
export const arrayNode = (at: RubyLocation, elements: RubyNode[]): ElementsNode => new ArrayNode(at, elements);

/**
 * A copy of a prism node with other fields. prism keeps some fields private (a regexp's
 * flags), which the copy does not have: only nodes whose methods are not called are copied.
 */
export function copyNode<T extends RubyNode>(node: T, fields: Partial<T>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(node) as object) as T, node, fields);
}
