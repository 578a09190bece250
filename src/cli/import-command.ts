/**
 * `railroute import <routes.rb> [-o FILE] [--js] [--all] [--force]`: writes the railroute
 * module that draws the same routes as a Rails routes file. TODOs are listed on stderr (exit
 * 0); Ruby that does not parse, or that the importer refuses (too large, too deep), exits 2.
 * Every file is converted before any is written; a file that may not be written (a symbolic
 * link, a file the importer did not write) stops the command with exit 1, nothing written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { terminalText } from '../import/comment-text';
import { ImportRefused } from '../import/import-refused';
import { importRoutes, RubySyntaxError, type ImportResult } from '../import/import-routes';
import { refusal, writeOutput, type Writer } from '../support/output-file';
import { changedSinceImport, writtenByImport } from '../import/written-header';

const IMPORT_USAGE = `Usage: railroute import <routes.rb> [options]

Writes a module whose default export draws the same routes as a Rails routes file.
What cannot be translated becomes a \`// TODO(railroute import):\` comment, listed on stderr.

Options:
  -o, --output FILE  write the module to FILE instead of stdout
      --js           an ES module in JavaScript instead of TypeScript
      --all          also import every file under the routes/ directory beside it
                     (what \`draw :name\` loads), each written beside its .rb file
      --force        replace files that railroute import did not write, or that
                     were edited since it wrote them (the first line's sha256 no
                     longer holds); a symbolic link is never written through
  -h, --help         this help
`;

/**
 * A file the importer wrote starts with its `// written by \`railroute import ...\`` line,
 * which holds a hash of the rest: a module edited since is not replaced without --force.
 */
const IMPORT_WRITER: Writer = {
  name: 'railroute import',
  wrote: writtenByImport,
  changed: changedSinceImport,
};

interface Io {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
}

interface Parsed {
  file?: string;
  output?: string;
  js: boolean;
  all: boolean;
  force: boolean;
  help: boolean;
}

class UsageError extends Error {}

function parse(args: string[]): Parsed {
  const parsed: Parsed = { js: false, all: false, force: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '--js') parsed.js = true;
    else if (arg === '--all') parsed.all = true;
    else if (arg === '--force') parsed.force = true;
    else if (arg === '-o' || arg === '--output') {
      parsed.output = args[++i];
      if (parsed.output === undefined) throw new UsageError(`${arg} needs a value`);
    } else if (arg.startsWith('--output=')) parsed.output = arg.slice(9);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${terminalText(arg)}`);
    else if (parsed.file === undefined) parsed.file = arg;
    else throw new UsageError(`unexpected argument ${terminalText(arg)}`);
  }
  return parsed;
}

/** Runs `railroute import`; returns the exit code. */
export function main(args: string[], io: Io): number {
  let options: Parsed;
  try {
    options = parse(args);
  } catch (error) {
    io.err(`railroute import: ${(error as Error).message}\n`);
    return 1;
  }
  if (options.help) {
    io.out(IMPORT_USAGE);
    return 0;
  }
  if (!options.file) {
    io.err('railroute import: missing <routes.rb> (try: railroute import config/routes.rb -o config/routes.ts)\n');
    return 1;
  }
  const extension = options.js ? '.js' : '.ts';
  const jobs: Array<{ input: string; output?: string }> = [
    { input: options.file, ...(options.output ? { output: options.output } : {}) },
  ];
  if (options.all) {
    const dir = path.join(path.dirname(options.file), 'routes');
    for (const file of rubyFiles(path.resolve(io.cwd, dir))) {
      const input = path.join(dir, path.relative(path.resolve(io.cwd, dir), file));
      jobs.push({ input, output: input.replace(/\.rb$/, extension) });
    }
  }
  const converted: Array<{ output?: string; code: string; todos: number; stubs: string[] }> = [];
  for (const job of jobs) {
    const result = convert(job.input, job.output, options.js, io);
    if (typeof result === 'number') return result;
    converted.push({
      ...job,
      code: result.code,
      todos: result.todos.length,
      stubs: result.stubs.map((stub) => stub.name),
    });
  }
  for (const { output } of converted) {
    const why =
      output === undefined
        ? undefined
        : refusal(path.resolve(io.cwd, output), IMPORT_WRITER, options.force, '--force', io.cwd);
    if (why) {
      io.err(`railroute import: not writing ${terminalText(output as string)}: ${why}\n`);
      return 1;
    }
  }
  for (const { output, code, todos, stubs } of converted) {
    if (output === undefined) {
      io.out(code);
      continue;
    }
    try {
      writeOutput(path.resolve(io.cwd, output), code);
    } catch (error) {
      io.err(
        `railroute import: cannot write ${terminalText(output)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`,
      );
      return 1;
    }
    const counts = [
      ...(todos > 0 ? [`${todos} TODO ${todos === 1 ? 'line' : 'lines'}`] : []),
      ...(stubs.length > 0
        ? [
            `${stubs.length} request-constraint ${stubs.length === 1 ? 'stub' : 'stubs'} to port: ${terminalText(stubs.join(', '))}`,
          ]
        : []),
    ];
    io.err(`railroute import: wrote ${terminalText(output)}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}\n`);
  }
  return 0;
}

/** The module for one file, its TODOs listed on stderr; or the exit code. */
function convert(input: string, output: string | undefined, js: boolean, io: Io): ImportResult | number {
  const shown = terminalText(input);
  let source: string;
  try {
    source = fs.readFileSync(path.resolve(io.cwd, input), 'utf8');
  } catch (error) {
    io.err(
      `railroute import: cannot read ${shown}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`,
    );
    return 1;
  }
  let result: ImportResult;
  try {
    result = importRoutes(source, { js, file: output ? `${input} -o ${output}` : input });
  } catch (error) {
    if (error instanceof RubySyntaxError) {
      io.err(`railroute import: ${shown}:${error.line}: ${terminalText(error.message.replace(/^line \d+: /, ''))}\n`);
      return 2;
    }
    if (error instanceof ImportRefused) {
      io.err(`railroute import: ${shown}: ${terminalText(error.message)}\n`);
      return 2;
    }
    throw error;
  }
  for (const todo of result.todos)
    io.err(`${shown}:${todo.line}: TODO ${terminalText(todo.text)}  (${terminalText(todo.reason)})\n`);

  return result;
}
function rubyFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return rubyFiles(full);
      return entry.name.endsWith('.rb') ? [full] : [];
    });
}
