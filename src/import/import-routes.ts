/**
 * `importRoutes(source)`: a Rails `config/routes.rb` (or a file it `draw`s) as a railroute
 * module whose default export is the draw block. The Ruby is parsed by prism, never run.
 */
import { commentText } from './comment-text';
import { parseRuby } from './prism';
import { isKind, type BlockNode, type CallNode, type RubyNode } from './ruby-nodes';
import { SourceText } from './source-text';
import { explicitNames } from './lost-scope';
import { checkModule } from './module-check';
import { ImportOutput, type Line, type Todo } from './import-output';
import { Walker } from './walker';
import { RubySyntaxError } from './ruby-syntax-error';
import { stamped } from './written-header';
import { stubLines, type ConstraintStub } from './constraint-stubs';

/** `importRoutes(source, options)`, as `railroute import`'s flags. */
export interface ImportOptions {
  /** An ES module in JavaScript instead of TypeScript. */
  js?: boolean;
  /** The file the source came from, named in the module's first comment with a hash of the rest. */
  file?: string;
}

/** What `importRoutes` wrote. */
export interface ImportResult {
  /** The module: its default export is the draw block `(r: Mapper) => void`. */
  code: string;
  /** What could not be translated and stays as a `// TODO(railroute import):` comment. */
  todos: Todo[];
  /**
   * The request-constraint classes of the app (`SlugConstraint.new(...)`) written as stub
   * classes to port, each with the Ruby line of its first use: until ported they refuse
   * every request.
   */
  stubs: Array<{
    /** The class name as the Ruby wrote it (`SlugConstraint`, `Constraints::Staff`). */
    name: string;
    /** The line of its first use. */
    line: number;
  }>;
}

export type { Todo };

export { RubySyntaxError };

/** Comments that mean something to Ruby, not to a reader of the routes. */
const MAGIC_COMMENT = /^#\s*(frozen_string_literal|encoding|coding|warn_indent|shareable_constant_value):/;

export function importRoutes(source: string, options: ImportOptions = {}): ImportResult {
  const parsed = parseRuby(source);
  const text = new SourceText(source);
  const error = parsed.errors[0];
  if (error) throw new RubySyntaxError(error.message, text.startLine(error.location));

  const comments = parsed.comments.filter((comment) => !MAGIC_COMMENT.test(text.text(comment.location)));
  const output = new ImportOutput(text, comments);
  const walker = new Walker(text, output);
  walker.names = explicitNames(parsed.value);
  const program = parsed.value.statements.body;
  const draws = program.filter(isDrawBlock);
  const scope = { js: 'r', vars: new Set<string>(), top: true };
  const preamble: Line[] = [];
  if (draws.length === 0) {
    // A file that `draw :name` loads: its statements are the block's body.
    walker.statements(program, 1, scope, Buffer.byteLength(source));
  } else {
    // Comments and constants above `Rails.application.routes.draw do` stay above the export;
    // other Ruby there is a TODO.
    for (const node of program.slice(0, program.indexOf(draws[0] as RubyNode))) {
      output.commentsBefore(node.location.startOffset, 0);
      if (isKind(node, 'ConstantWriteNode')) walker.constant(node, 0, undefined);
      else walker.todo(node, 0, 'Ruby code outside the routes block');
    }
    output.commentsBefore((draws[0] as RubyNode).location.startOffset, 0);
    preamble.push(...output.lines.splice(0));
    for (const node of program.slice(program.indexOf(draws[0] as RubyNode))) {
      output.commentsBefore(node.location.startOffset, 1);
      if (!isDrawBlock(node)) {
        walker.todo(node, 1, 'Ruby code outside the routes block', scope);
        continue;
      }
      // Several draw blocks in one file append to one table, as in Rails.
      const block = node.block;
      const parameters = isKind(block.parameters, 'BlockParametersNode') ? block.parameters.parameters : null;
      const first = parameters?.requireds[0];
      const receiver = isKind(first, 'RequiredParameterNode') ? first.name : undefined;
      const body = isKind(block.body, 'StatementsNode') ? block.body.body : [];
      walker.statements(body, 1, receiver ? { ...scope, ruby: receiver } : scope, block.closingLoc.startOffset);
    }
    output.commentsBefore(Buffer.byteLength(source), 1);
  }
  const stubs = [...walker.context.stubs.values()];
  return {
    code: render(preamble, output.lines, walker.context.usesRedirect, stubs, options),
    todos: output.todos,
    stubs: stubs.map(({ ruby, line }) => ({ name: ruby, line })),
  };
}

/** `<something>.routes.draw do ... end` at the top level of config/routes.rb. */
interface DrawBlock extends CallNode {
  readonly block: BlockNode;
}

function isDrawBlock(node: RubyNode): node is DrawBlock {
  return isKind(node, 'CallNode') && node.name === 'draw' && !!node.receiver && isKind(node.block, 'BlockNode');
}

/** The module: the preamble above the export, the block's lines in it, `redirect` imported if used. */
function render(
  preamble: Line[],
  lines: Line[],
  usesRedirect: boolean,
  stubs: ConstraintStub[],
  options: ImportOptions,
): string {
  const out: string[] = [];
  if (options.js) {
    if (usesRedirect) out.push("import { redirect } from 'railroute';");
  } else {
    const types = stubs.length > 0 ? ['Mapper', 'RequestLike'] : ['Mapper'];
    out.push(
      usesRedirect
        ? `import { redirect, ${types.map((type) => `type ${type}`).join(', ')} } from 'railroute';`
        : `import type { ${types.join(', ')} } from 'railroute';`,
    );
  }
  const head = preamble.map((line) => line.text);
  const body = lines.map((line) => {
    const pad = '  '.repeat(line.indent);
    return line.text
      .split('\n')
      .map((part) => `${pad}${part}`)
      .join('\n');
  });
  checkModule(head, body);
  // Fixed text around names checked to be identifiers: outside the module check, which reads JavaScript.
  out.push(...head, ...stubLines(stubs, !!options.js));
  if (options.js) out.push("/** @param {import('railroute').Mapper} r */", 'export default (r) => {');
  else out.push('export default (r: Mapper): void => {');
  out.push(...body, '};', '');
  const text = out.join('\n');
  // The command that wrote it, and a hash that tells the next run whether it was edited since.
  return options.file === undefined
    ? text
    : stamped(`// written by \`railroute import ${commentText(options.file)}\``, text);
}
