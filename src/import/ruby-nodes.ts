/**
 * The typed view of prism's syntax tree the importer reads: for each node class it looks at,
 * the fields it reads, typed as `@ruby/prism`'s nodes.d.ts declares them. A node's class name
 * (`kind`) decides its shape, so fields are read after `isKind` has narrowed the node. Nodes
 * the importer writes itself (literal-nodes.ts) have the same class names and fields.
 */

/** Byte offsets into the UTF-8 source. */
export interface RubyLocation {
  startOffset: number;
  length: number;
}

/** Any prism node: its class name and where it is. */
export interface RubyNode {
  readonly constructor: { readonly name: string };
  readonly location: RubyLocation;
}

export interface ProgramNode extends RubyNode {
  readonly statements: StatementsNode;
}
interface StatementsNode extends RubyNode {
  readonly body: RubyNode[];
}
export interface CallNode extends RubyNode {
  readonly name: string;
  readonly receiver: RubyNode | null;
  readonly arguments_: ArgumentsNode | null;
  /** A `BlockNode`, or a `BlockArgumentNode` (`&block`). */
  readonly block: RubyNode | null;
}
interface ArgumentsNode extends RubyNode {
  readonly arguments_: RubyNode[];
}
/** A block (`do |x| ... end`) or a lambda (`->(x) { ... }`): the same fields. */
export interface BlockNode extends RubyNode {
  /** A `BlockParametersNode`, or numbered (`_1`) or `it` parameters. */
  readonly parameters: RubyNode | null;
  /** A `StatementsNode`, or a `BeginNode` (`rescue`/`ensure`). */
  readonly body: RubyNode | null;
  readonly openingLoc: RubyLocation;
  readonly closingLoc: RubyLocation;
}
interface BlockParametersNode extends RubyNode {
  readonly parameters: ParametersNode | null;
}
interface ParametersNode extends RubyNode {
  readonly requireds: RubyNode[];
  readonly optionals: RubyNode[];
  readonly rest: RubyNode | null;
  readonly posts: RubyNode[];
  readonly keywords: RubyNode[];
  readonly keywordRest: RubyNode | null;
  readonly block: RubyNode | null;
}
/** A variable or parameter read or written by name (`RequiredParameterNode`, `LocalVariableReadNode`, ...). */
interface NamedNode extends RubyNode {
  readonly name: string;
}
interface ConstantPathNode extends RubyNode {
  readonly parent: RubyNode | null;
  readonly name: string | null;
}
export interface ConstantWriteNode extends RubyNode {
  readonly name: string;
  readonly value: RubyNode;
}
export interface ElementsNode extends RubyNode {
  readonly elements: RubyNode[];
}
export interface AssocNode extends RubyNode {
  readonly key: RubyNode;
  readonly value: RubyNode;
}
/** A Symbol or String literal: its text once Ruby has read its escapes. */
export interface TextNode extends RubyNode {
  readonly unescaped: { readonly value: string };
}
export interface IntegerNode extends RubyNode {
  /** Only on an integer an unrolled loop wrote in place of its variable: its Ruby source (loops.ts). */
  readonly digits?: string;
}
interface FloatNode extends RubyNode {
  readonly value: number;
}
interface RegularExpressionNode extends RubyNode {
  readonly contentLoc: RubyLocation;
  isIgnoreCase(): boolean;
  isExtended(): boolean;
  isMultiLine(): boolean;
}
interface ParenthesesNode extends RubyNode {
  readonly body: RubyNode | null;
}
export interface IfNode extends RubyNode {
  /** Null for a ternary (`a ? b : c`). */
  readonly ifKeywordLoc: RubyLocation | null;
  readonly statements: StatementsNode | null;
  readonly subsequent: RubyNode | null;
  readonly endKeywordLoc: RubyLocation | null;
}
export interface UnlessNode extends RubyNode {
  readonly keywordLoc: RubyLocation;
  readonly statements: StatementsNode | null;
  readonly elseClause: RubyNode | null;
  readonly endKeywordLoc: RubyLocation | null;
}
export interface InterpolatedNode extends RubyNode {
  readonly parts: RubyNode[];
}
interface EmbeddedStatementsNode extends RubyNode {
  readonly statements: StatementsNode | null;
}

/** The node classes whose fields the importer reads, by class name. */
interface NodeKinds {
  ProgramNode: ProgramNode;
  StatementsNode: StatementsNode;
  CallNode: CallNode;
  ArgumentsNode: ArgumentsNode;
  BlockNode: BlockNode;
  LambdaNode: BlockNode;
  BlockParametersNode: BlockParametersNode;
  ParametersNode: ParametersNode;
  RequiredParameterNode: NamedNode;
  LocalVariableReadNode: NamedNode;
  ConstantReadNode: NamedNode;
  ConstantPathNode: ConstantPathNode;
  ConstantWriteNode: ConstantWriteNode;
  ArrayNode: ElementsNode;
  HashNode: ElementsNode;
  KeywordHashNode: ElementsNode;
  AssocNode: AssocNode;
  StringNode: TextNode;
  SymbolNode: TextNode;
  IntegerNode: IntegerNode;
  FloatNode: FloatNode;
  RegularExpressionNode: RegularExpressionNode;
  ParenthesesNode: ParenthesesNode;
  IfNode: IfNode;
  UnlessNode: UnlessNode;
  InterpolatedStringNode: InterpolatedNode;
  InterpolatedSymbolNode: InterpolatedNode;
  EmbeddedStatementsNode: EmbeddedStatementsNode;
}
type NodeKind = keyof NodeKinds;

/** The node's class name (`CallNode`), or '' for no node. */
export const kind = (node: RubyNode | null | undefined): string => node?.constructor.name ?? '';

/**
 * Whether the node is of one of these classes, which decides the fields it has. Kinds that
 * share a view (the `NamedNode` ones) are told apart by `kind`, not by the narrowed type.
 */
export function isKind<K extends NodeKind>(node: RubyNode | null | undefined, ...kinds: K[]): node is NodeKinds[K] {
  const name = kind(node);
  return kinds.some((k) => k === name);
}

/** Whether a field's value (read without knowing the node's class) is a node. */
export function isNode(value: unknown): value is RubyNode {
  return !!value && typeof value === 'object' && /Node$/.test(kind(value as RubyNode)) && 'location' in value;
}

/** A node's own fields with their values, whatever its class (for walks over every child). */
export const fieldsOf = (node: RubyNode): Array<[string, unknown]> => Object.entries(node);
