/**
 * Walks the statements of a routes block and writes the railroute block, line by line, into
 * an `ImportOutput` (import-output.ts, which also carries the Ruby comments over). A statement
 * that cannot be translated becomes a `// TODO(railroute import):` comment holding its lines;
 * the routes in its block are still walked. `if`/`unless`: a TODO, the first branch's routes,
 * the other branch as TODOs.
 */
import { commentText } from './comment-text';
import { translateCall, type DslCall } from './dsl-calls';
import type { ImportOutput } from './import-output';
import { lostScope, RESOURCE_ONLY } from './lost-scope';
import { moduleConstant } from './module-constants';
import { isArrayLoop, MAX_UNROLLED_NODES, unrollLoop, type ArrayLoop, type LiteralLoop } from './loops';
import {
  isKind,
  kind,
  type CallNode,
  type ConstantWriteNode,
  type IfNode,
  type RubyLocation,
  type RubyNode,
  type UnlessNode,
} from './ruby-nodes';
import type { SourceText } from './source-text';
import { Untranslatable } from './untranslatable';
import type { ValueContext } from './values';

/** Where a statement stands: the mapper it calls, the variables it may read, the scope around it. */
interface Scope {
  /** The JS name of the mapper (`r`). */
  js: string;
  /** The Ruby name of the mapper, when a block parameter names it (`do |map|`). */
  ruby?: string;
  vars: Set<string>;
  /** The draw block's own body (or a file's top level), where a Ruby constant may become a JS one. */
  top?: boolean;
  /** Inside `resources`/`resource` (where `member`, `collection` and `on:` belong). */
  resource?: boolean;
  /** In the block of a call that could not be translated: its scoping is lost. */
  unscoped?: boolean;
}

/** Calls whose block is Ruby code computing a URL, not routes: not walked. */
const OPAQUE_BLOCKS = new Set(['direct', 'resolve']);

export class Walker {
  readonly context: ValueContext;
  /** How often each route name is given explicitly in the file (see lost-scope.ts). */
  names = new Map<string, number>();
  /** Ruby nodes the file's loops have unrolled into so far, against `MAX_UNROLLED_NODES`. */
  private unrolledNodes = 0;
  /** How many loops the statement being read is in (an inner loop is counted with its outer one). */
  private loopDepth = 0;

  constructor(
    private readonly source: SourceText,
    private readonly output: ImportOutput,
  ) {
    this.context = { source, vars: new Set(), usesRedirect: false, constants: new Map(), stubs: new Map() };
  }

  /** The statements of a block body, then the comments up to `end` (a byte offset). */
  statements(nodes: RubyNode[], indent: number, scope: Scope, end: number): void {
    for (const node of nodes) {
      this.output.commentsBefore(node.location.startOffset, indent);
      this.statement(node, indent, scope);
      this.output.trailingComment(this.source.endLine(node.location));
    }
    this.output.commentsBefore(end, indent);
  }

  /**
   * One statement. Whatever prism accepts, an error of the importer's own while reading it
   * (a node shape not foreseen) makes the statement a TODO rather than a crash.
   */
  private statement(node: RubyNode, indent: number, scope: Scope): void {
    const mark = this.output.mark();
    try {
      this.readStatement(node, indent, scope);
    } catch (error) {
      this.output.undo(mark);
      const why =
        error instanceof Untranslatable
          ? error.reason
          : `Ruby the importer could not read (${(error as Error).message})`;
      this.output.todoLines(this.source.startLine(node.location), this.source.endLine(node.location), indent, why);
    }
  }

  private readStatement(node: RubyNode, indent: number, scope: Scope): void {
    if (isKind(node, 'ConstantWriteNode')) return this.constant(node, indent, scope);
    if (isKind(node, 'IfNode')) {
      // A ternary (`a ? b : c`) is an IfNode without the keyword: plain Ruby code.
      if (!node.ifKeywordLoc) return this.todo(node, indent, 'Ruby code (a ternary) has no routing meaning');
      return this.conditional(node, node.ifKeywordLoc, indent, scope);
    }
    if (isKind(node, 'UnlessNode')) return this.conditional(node, node.keywordLoc, indent, scope);
    if (!isKind(node, 'CallNode'))
      return this.todo(node, indent, `Ruby code (${kind(node).replace(/Node$/, '')}) has no routing meaning`);
    const lost = scope.unscoped ? lostScope(node, !!scope.resource, this.names) : undefined;
    if (lost) return this.todo(node, indent, lost);
    if (isArrayLoop(node)) return this.unroll(node, indent, scope);
    let calls: DslCall[];
    try {
      const receiver = this.foreignReceiver(node, scope);
      if (receiver)
        throw new Untranslatable(`a call on ${this.source.text(receiver.location)}, not on the routes mapper`);
      const context = { ...this.context, vars: scope.vars };
      calls = translateCall(node, context);
      this.context.usesRedirect ||= context.usesRedirect;
    } catch (error) {
      if (!(error instanceof Untranslatable)) throw error;
      return this.todo(node, indent, error.reason, scope, error.hint);
    }
    for (const item of calls[0]?.leftOut ?? []) this.output.leftOutLine(item, indent);
    for (const call of calls) this.emitCall(call, node, indent, scope);
  }

  /**
   * `%w(a b).each do |x| ... end`: a comment holding the loop's head, then its body's routes
   * once per element (loops.ts). A loop the importer cannot write out is a TODO whose block's
   * routes are imported as for any other call.
   */
  private unroll(node: ArrayLoop, indent: number, scope: Scope): void {
    let loop: LiteralLoop;
    try {
      const budget = this.loopDepth === 0 ? MAX_UNROLLED_NODES - this.unrolledNodes : Infinity;
      loop = unrollLoop(node, this.source, budget);
    } catch (error) {
      if (!(error instanceof Untranslatable)) throw error;
      return this.todo(node, indent, error.reason, scope);
    }
    if (this.loopDepth === 0) this.unrolledNodes += loop.size;
    this.output.lines.push({
      indent,
      text: `// ${commentText(loop.head.replace(/\s+/g, ' '))} (unrolled: its block once per element)`,
      comment: true,
    });
    this.output.lastRubyLine = loop.headLine;
    this.loopDepth++;
    try {
      for (const statements of loop.passes) this.statements(statements, indent, scope, loop.end);
    } finally {
      this.loopDepth--;
    }
    this.output.lastRubyLine = this.source.endLine(node.location);
  }

  /** `NAME = /regexp/`: a `const` of the module (module-constants.ts), or a TODO. */
  constant(node: ConstantWriteNode, indent: number, scope: Scope | undefined): void {
    const constant = moduleConstant(node, this.context, !scope || !!scope.top);
    if (typeof constant === 'string') return this.todo(node, indent, constant);
    this.context.constants.set(constant.name, constant.kind);
    this.output.lastRubyLine = this.source.endLine(node.location);
    this.output.lines.push({ indent, text: `const ${constant.name} = ${constant.js};` });
  }

  /** The receiver of a call made on something else than the routes mapper (`Rails.logger.info`), if any. */
  private foreignReceiver(node: CallNode, scope: Scope): RubyNode | undefined {
    const receiver = node.receiver;
    if (!receiver) return undefined;
    return isKind(receiver, 'LocalVariableReadNode') && receiver.name === scope.ruby ? undefined : receiver;
  }

  private emitCall(call: DslCall, node: CallNode, indent: number, scope: Scope): void {
    const head = `${scope.js}.${call.method}(${call.args.join(', ')}`;
    this.output.lastRubyLine = this.source.endLine(node.location);
    if (!call.body) {
      this.output.lines.push({ indent, text: `${head});` });
      return;
    }
    const params = call.params ?? ['r'];
    const vars = new Set([...scope.vars, ...params.slice(1)]);
    const inner: Scope = { js: params[0] as string, vars };
    inner.resource =
      call.method === 'resources' ||
      call.method === 'resource' ||
      (!RESOURCE_ONLY.has(call.method) && !!scope.resource);
    if (scope.unscoped) inner.unscoped = true;
    if (call.receiver !== undefined) inner.ruby = call.receiver;
    const opener = `${head}${call.args.length > 0 ? ', ' : ''}(${params.join(', ')}) => {`;
    this.output.lastRubyLine = this.source.startLine(node.location);
    const at = this.output.lines.length;
    this.output.lines.push({ indent, text: opener });
    const body = call.body;
    const statements = isKind(body.body, 'StatementsNode') ? body.body.body : [];
    if (body.body && !isKind(body.body, 'StatementsNode')) {
      this.todo(body.body, indent + 1, 'a block with rescue/ensure', inner);
    } else {
      this.statements(statements, indent + 1, inner, body.closingLoc.startOffset);
    }
    this.output.closeBlock(at, indent);
    this.output.lastRubyLine = this.source.endLine(node.location);
  }

  /** The lines of a statement as TODO comments; the routes in its block are kept, unscoped. */
  todo(node: RubyNode, indent: number, reason: string, scope?: Scope, hint?: string): void {
    const block =
      isKind(node, 'CallNode') && isKind(node.block, 'BlockNode') && !(OPAQUE_BLOCKS.has(node.name) && !node.receiver)
        ? node.block
        : undefined;
    const first = this.source.startLine(node.location);
    const statements = block && isKind(block.body, 'StatementsNode') ? block.body.body : undefined;
    if (!scope || !block || !statements) {
      this.output.todoLines(first, this.source.endLine(node.location), indent, reason);
      if (hint) this.output.hintLine(hint, indent);
      return;
    }
    const bodyStart = (statements[0] as RubyNode).location.startOffset;
    this.output.todoLines(
      first,
      Math.max(first, this.source.lineOf(bodyStart) - 1),
      indent,
      `${reason}; the routes in its block are imported without it`,
    );
    const blockScope: Scope = { ...scope, unscoped: true };
    this.statements(statements, indent, blockScope, block.closingLoc.startOffset);
    this.output.todoLines(
      this.source.endLine(node.location),
      this.source.endLine(node.location),
      indent,
      'end of the block above',
    );
  }

  /** `if`/`unless`: the condition is a TODO, the first branch imported, the rest TODOs. */
  private conditional(node: IfNode | UnlessNode, keyword: RubyLocation, indent: number, scope: Scope): void {
    const statements = node.statements?.body ?? [];
    const modifier = statements[0] && statements[0].location.startOffset < keyword.startOffset;
    const word = kind(node) === 'IfNode' ? 'if' : 'unless';
    const head = this.source.lineOf(keyword.startOffset);
    const bodyStart = statements[0] ? this.source.startLine(statements[0].location) : head + 1;
    const reason = `a condition (${word}) is Ruby code: the routes of its first branch are imported unconditionally`;
    if (modifier) this.output.todoLines(head, head, indent, reason);
    else this.output.todoLines(head, Math.max(head, bodyStart - 1), indent, reason);
    const other = isKind(node, 'IfNode') ? node.subsequent : node.elseClause;
    const branchEnd = other
      ? other.location.startOffset
      : (node.endKeywordLoc?.startOffset ?? node.location.startOffset + node.location.length);
    if (modifier) {
      for (const statement of statements) this.statement(statement, indent, scope);
      return;
    }
    this.statements(statements, indent, scope, branchEnd);
    const last = this.source.endLine(node.location);
    if (other)
      this.output.todoLines(
        this.source.startLine(other.location),
        last,
        indent,
        `the other branch of a condition (${word}) is not imported`,
      );
    else this.output.todoLines(last, last, indent, `end of a condition (${word})`);
  }
}
