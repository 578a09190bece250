/**
 * What the importer writes while it walks a routes file: the module's lines and the list of
 * TODOs. The Ruby comments are carried over where they stood (a trailing comment stays at the
 * end of the line it trailed), Ruby lines that are not translated become
 * `// TODO(railroute import):` comments, each listed once, and a block is closed on one line
 * when it is short. A statement that fails part way is undone to a mark taken before it.
 */
import { commentText } from './comment-text';
import { LEFT_OUT, type LeftOut } from './option-pruning';
import type { RubyComment } from './prism';
import type { SourceText } from './source-text';

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

/** How far the output had gone when a statement began, to undo what it wrote if it fails. */
interface OutputMark {
  lines: number;
  todos: number;
  comment: number;
  rubyLine: number;
  written: number;
}

const TODO_PREFIX = '// TODO(railroute import):';
/** A one-route block is written on one line when it fits. */
const INLINE_WIDTH = 100;

export class ImportOutput {
  readonly lines: Line[] = [];
  readonly todos: Todo[] = [];
  /** The Ruby line the last output line came from, for trailing comments (-1: none). */
  lastRubyLine = -1;
  private nextComment = 0;
  /**
   * Ruby lines already written as TODOs (a one-line block's head, body and end share one;
   * a loop's passes too), with the TODO listed for each, in the order written (a statement
   * that fails is undone by dropping the lines written since it began).
   */
  private readonly todoWritten = new Map<number, Todo | undefined>();
  private readonly todoOrder: number[] = [];

  constructor(
    private readonly source: SourceText,
    private readonly comments: RubyComment[],
  ) {}

  /** Where the output stands now, for `undo`. */
  mark(): OutputMark {
    return {
      lines: this.lines.length,
      todos: this.todos.length,
      comment: this.nextComment,
      rubyLine: this.lastRubyLine,
      written: this.todoOrder.length,
    };
  }

  /** Drops everything written since `mark` was taken. */
  undo(mark: OutputMark): void {
    this.lines.length = mark.lines;
    this.todos.length = mark.todos;
    this.nextComment = mark.comment;
    this.lastRubyLine = mark.rubyLine;
    while (this.todoOrder.length > mark.written) this.todoWritten.delete(this.todoOrder.pop() as number);
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

  /** The comment that trails Ruby line `line`, if any, at the end of the last output line. */
  trailingComment(line: number): void {
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

  /** Ruby lines `from`..`to` as TODO comments (their comments included in the text). */
  todoLines(from: number, to: number, indent: number, reason: string): void {
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

  /** The call to write by hand, on a line of its own below the Ruby it replaces. */
  hintLine(hint: string, indent: number): void {
    this.lines.push({
      indent,
      text: `${TODO_PREFIX} with a railroute Router for it: ${commentText(hint)}`,
      comment: true,
    });
  }

  /** An option left out of a call (or kept as a stub's instance): a TODO line above it holding the option. */
  leftOutLine(item: LeftOut, indent: number): void {
    const entry = this.source.text(item.node.location).replace(/\s+/g, ' ');
    const text = item.option === undefined ? entry : `${item.option}: ${entry}`;
    this.lines.push({ indent, text: `${TODO_PREFIX} ${commentText(text)}`, comment: true });
    const reason = item.kept ? item.reason : `${item.reason}: ${LEFT_OUT}`;
    this.todos.push({ line: this.source.startLine(item.node.location), text, reason });
  }

  /**
   * Closes the block opened at line `at`: `});`, or the whole block on one line when it holds
   * one short route and no comment.
   */
  closeBlock(at: number, indent: number): void {
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
}
