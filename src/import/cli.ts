/**
 * `railroute import <routes.rb> [-o FILE] [--js] [--all]`: writes the railroute module that
 * draws the same routes as a Rails routes file. TODOs are listed on stderr (exit 0); Ruby
 * that does not parse exits 2 with the parser's message and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importRoutes, RubySyntaxError, type ImportResult } from './import-routes';

export const IMPORT_USAGE = `Usage: railroute import <routes.rb> [options]

Writes a module whose default export draws the same routes as a Rails routes file.
What cannot be translated becomes a \`// TODO(railroute import):\` comment, listed on stderr.

Options:
  -o, --output FILE  write the module to FILE instead of stdout
      --js           an ES module in JavaScript instead of TypeScript
      --all          also import every file under the routes/ directory beside it
                     (what \`draw :name\` loads), each written beside its .rb file
  -h, --help         this help
`;

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
  help: boolean;
}

class UsageError extends Error {}

function parse(args: string[]): Parsed {
  const parsed: Parsed = { js: false, all: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '--js') parsed.js = true;
    else if (arg === '--all') parsed.all = true;
    else if (arg === '-o' || arg === '--output') {
      parsed.output = args[++i];
      if (parsed.output === undefined) throw new UsageError(`${arg} needs a value`);
    } else if (arg.startsWith('--output=')) parsed.output = arg.slice(9);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (parsed.file === undefined) parsed.file = arg;
    else throw new UsageError(`unexpected argument ${arg}`);
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
  const jobs: Array<{ input: string; output?: string }> = [{ input: options.file, ...(options.output ? { output: options.output } : {}) }];
  if (options.all) {
    const dir = path.join(path.dirname(options.file), 'routes');
    for (const file of rubyFiles(path.resolve(io.cwd, dir))) {
      const input = path.join(dir, path.relative(path.resolve(io.cwd, dir), file));
      jobs.push({ input, output: input.replace(/\.rb$/, extension) });
    }
  }
  for (const job of jobs) {
    const code = convert(job.input, job.output, options.js, io);
    if (code !== 0) return code;
  }
  return 0;
}

function convert(input: string, output: string | undefined, js: boolean, io: Io): number {
  let source: string;
  try {
    source = fs.readFileSync(path.resolve(io.cwd, input), 'utf8');
  } catch (error) {
    io.err(`railroute import: cannot read ${input}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return 1;
  }
  let result: ImportResult;
  try {
    result = importRoutes(source, { js, file: output ? `${input} -o ${output}` : input });
  } catch (error) {
    if (!(error instanceof RubySyntaxError)) throw error;
    io.err(`railroute import: ${input}:${error.line}: ${error.message.replace(/^line \d+: /, '')}\n`);
    return 2;
  }
  for (const todo of result.todos) io.err(`${input}:${todo.line}: TODO ${todo.text}  (${todo.reason})\n`);
  if (output) {
    fs.writeFileSync(path.resolve(io.cwd, output), result.code);
    io.err(`railroute import: wrote ${output}${result.todos.length > 0 ? ` (${result.todos.length} TODO ${result.todos.length === 1 ? 'line' : 'lines'})` : ''}\n`);
  } else io.out(result.code);
  return 0;
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
