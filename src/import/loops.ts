/**
 * A loop over a literal array (`%w(browse show).each do |action|`, `%i[a b]`, `[:a, 'b']`,
 * `each_with_index do |name, i|`) draws the routes of its body once per element, so the
 * importer writes them out: each pass is the block body with the loop variables replaced by
 * the element's literal (and the index), then imported as if written by hand. Interpolation
 * that only reads loop variables and literals (`"#{action}(/*path)"`, `:"#{name}_path"`)
 * becomes the string it spells. An element is always a String, Symbol or Integer literal, and
 * it replaces the variable as that literal node, so whatever it holds is written as data by
 * the same escaping as any literal of the file, never as code.
 */
import {
  fieldsOf,
  isKind,
  isNode,
  kind,
  type BlockNode,
  type CallNode,
  type ElementsNode,
  type InterpolatedNode,
  type RubyLocation,
  type RubyNode,
} from './ruby-nodes';
import type { SourceText } from './source-text';
import { Untranslatable } from './untranslatable';
import { copyNode, integerNode, stringNode, symbolNode } from './literal-nodes';
import { integerToJs, literalText } from './values';

/** How many Ruby nodes the unrolled loops of one file may add up to (real files: a few hundred). */
export const MAX_UNROLLED_NODES = 100_000;

const LOOP_METHODS = new Set(['each', 'each_with_index']);
const ELEMENT_KINDS = new Set(['StringNode', 'SymbolNode', 'IntegerNode']);

/** What a loop variable stands for in one pass: the node to put in its place and its text in a string. */
interface Binding {
  node: (at: RubyLocation) => RubyNode;
  text: string;
}

export interface LiteralLoop {
  /** The block's statements, once per element, with the loop variables replaced. */
  passes: RubyNode[][];
  /** Where the block's `end` (or `}`) starts: the comments before it belong to the body. */
  end: number;
  /** How many Ruby nodes the passes hold. */
  size: number;
  /** The loop's Ruby up to its block's parameters (`%w(a b).each do |x|`), and the line that ends on. */
  head: string;
  headLine: number;
}

/** `<array literal>.each(_with_index) do |...| ... end`. */
export interface ArrayLoop extends CallNode {
  readonly receiver: ElementsNode;
  readonly block: BlockNode;
}

/** Whether the statement is `<array literal>.each(_with_index) do |...| ... end` at all. */
export function isArrayLoop(node: RubyNode): node is ArrayLoop {
  return (
    isKind(node, 'CallNode') &&
    LOOP_METHODS.has(node.name) &&
    isKind(node.receiver, 'ArrayNode') &&
    isKind(node.block, 'BlockNode')
  );
}

/**
 * The passes of a loop over a literal array; `Untranslatable` when it is not one the importer
 * can write out, or when its passes (nested loops' included) would hold more than `budget`
 * Ruby nodes, which is checked before any is written.
 */
export function unrollLoop(node: ArrayLoop, source: SourceText, budget: number): LiteralLoop {
  const block = node.block;
  if (node.arguments_) throw new Untranslatable(`${node.name} with arguments`);
  const elements = node.receiver.elements;
  const odd = elements.find((element) => !ELEMENT_KINDS.has(kind(element)));
  if (odd)
    throw new Untranslatable(`a loop over an array holding ${kind(odd).replace(/Node$/, '')}, not only literals`);
  const names = loopVariables(block, node.name === 'each_with_index' ? 2 : 1);
  if (block.body && !isKind(block.body, 'StatementsNode')) throw new Untranslatable('a loop block with rescue/ensure');
  const body = isKind(block.body, 'StatementsNode') ? block.body.body : [];
  const assigned = names.find((name) => assigns(body, name));
  if (assigned !== undefined) throw new Untranslatable(`a loop whose body assigns or rebinds ${assigned}`);
  const size = unrolledSize(node);
  if (size > budget)
    throw new Untranslatable(`a loop that would take the file's unrolled loops past ${MAX_UNROLLED_NODES} Ruby nodes`);
  const passes = elements.map((element, index) => {
    const bindings = new Map<string, Binding>();
    if (names[0] !== undefined)
      bindings.set(
        names[0],
        elementBinding(element, (location) => source.text(location)),
      );
    if (names[1] !== undefined) bindings.set(names[1], integerBinding(String(index)));
    return body.map((statement) => substitute(statement, bindings));
  });
  const headEnd = block.parameters?.location ?? block.openingLoc;
  const head = source.text({
    startOffset: node.location.startOffset,
    length: headEnd.startOffset + headEnd.length - node.location.startOffset,
  });
  return { passes, end: block.closingLoc.startOffset, size, head, headLine: source.lineOf(headEnd.startOffset) };
}

/** `|action|` or `|name, i|`: plain parameters, no more than the loop yields. */
function loopVariables(block: BlockNode, most: number): string[] {
  const parameters = block.parameters;
  if (!parameters) return [];
  if (!isKind(parameters, 'BlockParametersNode')) throw new Untranslatable('a loop with numbered or `it` parameters');
  if (!parameters.parameters) return [];
  const list = parameters.parameters;
  const requireds = list.requireds;
  if (
    list.optionals.length > 0 ||
    list.rest ||
    list.posts.length > 0 ||
    list.keywords.length > 0 ||
    list.keywordRest ||
    list.block
  ) {
    throw new Untranslatable('a loop with optional, rest, keyword or block parameters');
  }
  const names = requireds.flatMap((param) => (isKind(param, 'RequiredParameterNode') ? [param.name] : []));
  if (requireds.length > most || names.length !== requireds.length)
    throw new Untranslatable('a loop with parameters the array does not give');
  return names;
}

function elementBinding(element: RubyNode, source: (location: RubyLocation) => string): Binding {
  if (kind(element) === 'IntegerNode') return integerBinding(source(element.location));
  const text = literalText(element) as string;
  const symbol = kind(element) === 'SymbolNode';
  return { text, node: (at) => (symbol ? symbolNode(at, text) : stringNode(at, text)) };
}

function integerBinding(digits: string): Binding {
  // In a string Ruby writes it in decimal whatever the literal's base, as `integerToJs` does.
  return { text: integerToJs(digits), node: (at) => integerNode(at, digits) };
}

/** Whether any statement writes the variable, or a block in it takes a parameter of that name. */
function assigns(nodes: RubyNode[], name: string): boolean {
  let found = false;
  const visit = (node: RubyNode): void => {
    const k = kind(node);
    if (/^LocalVariable\w*WriteNode$|^LocalVariableTargetNode$|^\w*ParameterNode$/.test(k) && nameOf(node) === name)
      found = true;
    if (!found) forEachChild(node, visit);
  };
  nodes.forEach(visit);
  return found;
}

/** The name a variable or parameter node writes (its `name` field). */
const nameOf = (node: RubyNode): unknown => ('name' in node ? node.name : undefined);

function forEachChild(node: RubyNode, visit: (child: RubyNode) => void): void {
  for (const [, value] of fieldsOf(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach(visit);
    else if (isNode(value)) visit(value);
  }
}

/** The Ruby nodes a statement stands for once every loop in it is unrolled (the body once per element). */
function unrolledSize(node: RubyNode): number {
  if (isArrayLoop(node)) {
    const body = isKind(node.block.body, 'StatementsNode') ? node.block.body.body : [];
    const pass = body.reduce((sum, statement) => sum + unrolledSize(statement), 0);
    return 1 + node.receiver.elements.length * pass;
  }
  let count = 1;
  forEachChild(node, (child) => (count += unrolledSize(child)));
  return count;
}

/** A copy of the node in which each read of a bound variable is its literal. */
function substitute(node: RubyNode, bindings: Map<string, Binding>): RubyNode {
  if (isKind(node, 'LocalVariableReadNode') && bindings.has(node.name))
    return (bindings.get(node.name) as Binding).node(node.location);
  if (isKind(node, 'InterpolatedStringNode', 'InterpolatedSymbolNode')) {
    const text = interpolated(node, bindings);
    if (text !== undefined)
      return kind(node) === 'InterpolatedSymbolNode'
        ? symbolNode(node.location, text)
        : stringNode(node.location, text);
  }
  // Only the nodes on the way to a variable are copied (see copyNode).
  const fields: Record<string, unknown> = {};
  for (const [key, value] of fieldsOf(node)) {
    if (Array.isArray(value)) {
      const items = value.map((item: unknown) => (isNode(item) ? substitute(item, bindings) : item));
      if (items.some((item, i) => item !== value[i])) fields[key] = items;
    } else if (isNode(value)) {
      const item = substitute(value, bindings);
      if (item !== value) fields[key] = item;
    }
  }
  if (Object.keys(fields).length === 0) return node;
  return Object.assign(copyNode(node, {}), fields);
}

/** The text of `"a#{x}b"` when every part is text or a bound variable (or a literal); else undefined. */
function interpolated(node: InterpolatedNode, bindings: Map<string, Binding>): string | undefined {
  let text = '';
  for (const part of node.parts) {
    if (isKind(part, 'StringNode')) {
      text += part.unescaped.value;
      continue;
    }
    const inner = isKind(part, 'EmbeddedStatementsNode') ? (part.statements?.body ?? []) : [];
    const value = inner.length === 1 ? inner[0] : undefined;
    if (!value) return undefined;
    if (isKind(value, 'LocalVariableReadNode') && bindings.has(value.name))
      text += (bindings.get(value.name) as Binding).text;
    else if (literalText(value) !== undefined) text += literalText(value) as string;
    else return undefined;
  }
  return text;
}
