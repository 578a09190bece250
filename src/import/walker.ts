/**
 * Walks the statements of a routes block and writes the railroute block, line by line, with
 * the Ruby comments where they were. A statement that cannot be translated becomes a
 * `// TODO(railroute import):` comment holding its lines; the routes in its block are still
 * walked. `if`/`unless`: a TODO, the first branch's routes, the other branch as TODOs.
 */
import { commentText } from './comment-text';
import { translateCall, type DslCall } from './dsl-calls';
import { lostScope, RESOURCE_ONLY } from './lost-scope';
import { moduleConstant } from './module-constants';
import { isArrayLoop, MAX_UNROLLED_NODES, unrollLoop, type ArrayLoop, type LiteralLoop } from './loops';
import { LEFT_OUT, type LeftOut } from './option-pruning';
import type { RubyComment } from './prism';
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

/** A line of the Ruby file left as a `// TODO(railroute import):` comment. */
export interface Todo {
  /** Its line number in the Ruby file, from 1. */
  line: number;
  /** The original Ruby line. */
  text: string;
  /** Why it was not translated (`mounts a Rack application (Ruby code)`, ...). */
  reason: string;
}

export interface Line {
  indent: number;
  text: string;
  /** A comment line, or a line that ends with a trailing comment. */
  comment?: boolean;
}

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

const TODO_PREFIX = '// TODO(railroute import):';
/** A one-route block is written on one line when it fits. */
const INLINE_WIDTH = 100;

export class Walker {
  readonly lines: Line[] = [];
  readonly todos: Todo[] = [];
  readonly context: ValueContext;
  private nextComment = 0;
  /** How often each route name is given explicitly in the file (see lost-scope.ts). */
  names = new Map<string, number>();
  /**
   * Ruby lines already written as TODOs (a one-line block's head, body and end share one;
   * a loop's passes too), with the TODO listed for each, in the order written (a statement
   * that fails is undone by dropping the lines written since it began).
   */
  private readonly todoWritten = new Map<number, Todo | undefined>();
  private readonly todoOrder: number[] = [];
  /** The Ruby line the last output line came from, for trailing comments. */
  private lastRubyLine = -1;
  /** Ruby nodes the file's loops have unrolled into so far, against `MAX_UNROLLED_NODES`. */
  private unrolledNodes = 0;
  /** How many loops the statement being read is in (an inner loop is counted with its outer one). */
  private loopDepth = 0;

  constructor(
    private readonly source: SourceText,
    private readonly comments: RubyComment[],
  ) {
    this.context = { source, vars: new Set(), usesRedirect: false, constants: new Map() };
  }

  /** The statements of a block body, then the comments up to `end` (a byte offset). */
  statements(nodes: RubyNode[], indent: number, scope: Scope, end: number): void {
    for (const node of nodes) {
      this.commentsBefore(node.location.startOffset, indent);
      this.statement(node, indent, scope);
      this.trailingComment(this.source.endLine(node.location));
    }
    this.commentsBefore(end, indent);
  }

  /** Comments that start before `offset`, each on its own line (or after the line they trail). */
  commentsBefore(offset: number, indent: number): void {
    for (
      let comment = this.comments[this.nextComment];
      comment && comment.location.startOffset < offset;
      comment = this.comments[++this.nextComment]
    ) {
      const line = this.source.startLine(comment.location);
      const text = this.commentText(comment);
      const last = this.lines[this.lines.length - 1];
      if (line === this.lastRubyLine && last) {
        last.text += ` ${text}`;
        last.comment = true;
      } else this.lines.push({ indent, text, comment: true });
    }
  }

  private trailingComment(line: number): void {
    const comment = this.comments[this.nextComment];
    if (comment && this.source.startLine(comment.location) === line)
      this.commentsBefore(comment.location.startOffset + 1, 0);
  }

  private commentText(comment: RubyComment): string {
    const text = this.source.text(comment.location);
    if (text.startsWith('=begin'))
      return text
        .replace(/^=begin\s*|\s*=end\s*$/g, '')
        .split('\n')
        .map((l) => `// ${commentText(l)}`)
        .join('\n');
    return `//${commentText(text.slice(1))}`;
  }

  /**
   * One statement. Whatever prism accepts, an error of the importer's own while reading it
   * (a node shape not foreseen) makes the statement a TODO rather than a crash.
   */
  private statement(node: RubyNode, indent: number, scope: Scope): void {
    const mark = {
      lines: this.lines.length,
      todos: this.todos.length,
      comment: this.nextComment,
      rubyLine: this.lastRubyLine,
      written: this.todoOrder.length,
    };
    try {
      this.readStatement(node, indent, scope);
    } catch (error) {
      this.lines.length = mark.lines;
      this.todos.length = mark.todos;
      this.nextComment = mark.comment;
      this.lastRubyLine = mark.rubyLine;
      while (this.todoOrder.length > mark.written) this.todoWritten.delete(this.todoOrder.pop() as number);
      const why =
        error instanceof Untranslatable
          ? error.reason
          : `Ruby the importer could not read (${(error as Error).message})`;
      this.todoLines(this.source.startLine(node.location), this.source.endLine(node.location), indent, why);
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
    for (const item of calls[0]?.leftOut ?? []) this.leftOutTodo(item, indent);
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
    this.lines.push({
      indent,
      text: `// ${commentText(loop.head.replace(/\s+/g, ' '))} (unrolled: its block once per element)`,
      comment: true,
    });
    this.lastRubyLine = loop.headLine;
    this.loopDepth++;
    try {
      for (const statements of loop.passes) this.statements(statements, indent, scope, loop.end);
    } finally {
      this.loopDepth--;
    }
    this.lastRubyLine = this.source.endLine(node.location);
  }

  /** An option left out of a call: a TODO line above it holding the option. */
  private leftOutTodo(item: LeftOut, indent: number): void {
    const entry = this.source.text(item.node.location).replace(/\s+/g, ' ');
    const text = item.option === undefined ? entry : `${item.option}: ${entry}`;
    this.lines.push({ indent, text: `${TODO_PREFIX} ${commentText(text)}`, comment: true });
    this.todos.push({ line: this.source.startLine(item.node.location), text, reason: `${item.reason}: ${LEFT_OUT}` });
  }

  /** `NAME = /regexp/`: a `const` of the module (module-constants.ts), or a TODO. */
  constant(node: ConstantWriteNode, indent: number, scope: Scope | undefined): void {
    const constant = moduleConstant(node, this.context, !scope || !!scope.top);
    if (typeof constant === 'string') return this.todo(node, indent, constant);
    this.context.constants.set(constant.name, constant.kind);
    this.lastRubyLine = this.source.endLine(node.location);
    this.lines.push({ indent, text: `const ${constant.name} = ${constant.js};` });
  }

  /** The receiver of a call made on something else than the routes mapper (`Rails.logger.info`), if any. */
  private foreignReceiver(node: CallNode, scope: Scope): RubyNode | undefined {
    const receiver = node.receiver;
    if (!receiver) return undefined;
    return isKind(receiver, 'LocalVariableReadNode') && receiver.name === scope.ruby ? undefined : receiver;
  }

  private emitCall(call: DslCall, node: CallNode, indent: number, scope: Scope): void {
    const head = `${scope.js}.${call.method}(${call.args.join(', ')}`;
    this.lastRubyLine = this.source.endLine(node.location);
    if (!call.body) {
      this.lines.push({ indent, text: `${head});` });
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
    this.lastRubyLine = this.source.startLine(node.location);
    const at = this.lines.length;
    this.lines.push({ indent, text: opener });
    const body = call.body;
    const statements = isKind(body.body, 'StatementsNode') ? body.body.body : [];
    if (body.body && !isKind(body.body, 'StatementsNode')) {
      this.todo(body.body, indent + 1, 'a block with rescue/ensure', inner);
    } else {
      this.statements(statements, indent + 1, inner, body.closingLoc.startOffset);
    }
    this.closeBlock(at, indent);
    this.lastRubyLine = this.source.endLine(node.location);
  }

  /** `});`, or the whole block on one line when it holds one short route and no comment. */
  private closeBlock(at: number, indent: number): void {
    const opener = this.lines[at] as Line;
    const body = this.lines.slice(at + 1);
    if (body.length === 0) {
      opener.text += '});';
      return;
    }
    const only = body[0] as Line;
    const oneLine = `${opener.text} ${only.text} });`;
    if (
      body.length === 1 &&
      !opener.comment &&
      !only.comment &&
      !only.text.endsWith('{') &&
      indent * 2 + oneLine.length <= INLINE_WIDTH
    ) {
      this.lines.splice(at, 2, { indent, text: oneLine });
      return;
    }
    this.lines.push({ indent, text: '});' });
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
      this.todoLines(first, this.source.endLine(node.location), indent, reason);
      // The call to write by hand, on a line of its own below the Ruby it replaces.
      if (hint)
        this.lines.push({
          indent,
          text: `${TODO_PREFIX} with a railroute Router for it: ${commentText(hint)}`,
          comment: true,
        });
      return;
    }
    const bodyStart = (statements[0] as RubyNode).location.startOffset;
    this.todoLines(
      first,
      Math.max(first, this.source.lineOf(bodyStart) - 1),
      indent,
      `${reason}; the routes in its block are imported without it`,
    );
    const blockScope: Scope = { ...scope, unscoped: true };
    this.statements(statements, indent, blockScope, block.closingLoc.startOffset);
    this.todoLines(
      this.source.endLine(node.location),
      this.source.endLine(node.location),
      indent,
      'end of the block above',
    );
  }

  /** Ruby lines `from`..`to` as TODO comments (their comments included in the text). */
  private todoLines(from: number, to: number, indent: number, reason: string): void {
    for (let line = from; line <= to; line++) {
      const text = this.source.line(line);
      if (this.todoWritten.has(line)) {
        // `mount X if cond`: one line, two reasons.
        const todo = this.todoWritten.get(line);
        if (todo && !todo.reason.includes(reason)) todo.reason += `; ${reason}`;
        continue;
      }
      if (text === '') continue;
      this.lines.push({ indent, text: `${TODO_PREFIX} ${commentText(text)}`, comment: true });
      // A bare `end` is marked for the reader but is not a separate thing to do.
      const todo = text === 'end' ? undefined : { line, text, reason };
      if (todo) this.todos.push(todo);
      this.todoWritten.set(line, todo);
      this.todoOrder.push(line);
    }
    this.lastRubyLine = -1;
    while (
      this.comments[this.nextComment] &&
      this.source.startLine((this.comments[this.nextComment] as RubyComment).location) <= to
    )
      this.nextComment++;
  }

  /** `if`/`unless`: the condition is a TODO, the first branch imported, the rest TODOs. */
  private conditional(node: IfNode | UnlessNode, keyword: RubyLocation, indent: number, scope: Scope): void {
    const statements = node.statements?.body ?? [];
    const modifier = statements[0] && statements[0].location.startOffset < keyword.startOffset;
    const word = kind(node) === 'IfNode' ? 'if' : 'unless';
    const head = this.source.lineOf(keyword.startOffset);
    const bodyStart = statements[0] ? this.source.startLine(statements[0].location) : head + 1;
    const reason = `a condition (${word}) is Ruby code: the routes of its first branch are imported unconditionally`;
    if (modifier) this.todoLines(head, head, indent, reason);
    else this.todoLines(head, Math.max(head, bodyStart - 1), indent, reason);
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
      this.todoLines(
        this.source.startLine(other.location),
        last,
        indent,
        `the other branch of a condition (${word}) is not imported`,
      );
    else this.todoLines(last, last, indent, `end of a condition (${word})`);
  }
}
