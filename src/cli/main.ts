/**
 * `npx railroute <command>`. `routes <module>` loads a module exporting a Router (default
 * export, `router`, or module.exports) with jiti — `.js .cjs .mjs .ts .mts .cts`, CommonJS
 * or ESM, top-level `await`, without the application's TypeScript — and prints its
 * `rails routes` table, the expanded or unused listing, its routes as JSON, or its helper
 * types. What the module itself prints goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import type { InspectOptions } from '../inspect/rows';
import { terminalSafe } from '../support/terminal-text';
import { engineOf } from '../definition/engine';
import { fullRoutes } from '../engines/full-listing';
import { OutputRefused, writeChecked, type Output } from '../support/output-file';
import { ROUTES_WRITER } from '../generators/routes-writer';

/**
 * `--client` and `--openapi`, loaded when asked for: in-process (jest), a module the CLI
 * loads with jiti shares the modules already loaded, and nothing of the helpers should be
 * loaded before it.
 */
const outputs = (): typeof import('./outputs') => require('./outputs') as typeof import('./outputs');

const USAGE = `Usage: railroute routes <module> [options]

Prints the routes of the Router a module exports (default export, \`router\`, or module.exports).
The module may be .js, .cjs, .mjs, .ts, .mts or .cts, CommonJS or ESM; what it prints goes to stderr.

Options:
  -g, --grep TEXT        only routes whose name, verb, path or controller#action match TEXT,
                         or whose pattern matches TEXT as a URL
  -c, --controller NAME  only routes of that controller (module path included: admin/users)
  -E, --expanded         one block per route: Prefix, Verb, URI, Controller#Action,
                         Middleware, Source Location
      --unused           only routes whose controller or action does not resolve
                         (exit code 1 when there are any)
      --json             the routes as JSON (RouteInfo[])
      --types            a .d.ts module exporting \`interface RouteHelpers\` for every helper
      --client           the helpers as a standalone ES module for the browser; with -o FILE
                         its .d.ts is written beside it (routes.js → routes.d.ts)
      --default-url-options
                         --client: write the router's defaultUrlOptions into the module
                         (without it, _url helpers use configureUrlOptions() or the page's host)
      --openapi          an OpenAPI 3.1 document of the routes (JSON)
      --no-format-paths  --openapi: leave out the path items of (.:format) (/photos/{id}.{format})
      --include RE       --client, --openapi: only routes whose name matches the RegExp RE
                         (an engine's routes by <mount>.<name>: blog.admin_post)
      --exclude RE       --client, --openapi: no route whose name matches the RegExp RE
                         (-g, -c, -E and --unused are for the table, not for these outputs)
  -o, --output FILE      write to FILE instead of stdout: a new file, or one railroute
                         routes wrote (never through a symbolic link)
      --force            -o: replace a file railroute routes did not write
  -h, --help             this help

       railroute import <routes.rb> [-o FILE] [--js] [--all] [--force]

Writes the railroute module that draws the same routes as a Rails routes file
(railroute import --help for its options).
`;

interface RouterLike {
  inspect(options?: InspectOptions): string;
  routes: unknown[];
  helperTypes(): string;
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
}

type Command = (args: string[], io: Io) => Promise<number>;

class CliError extends Error {}

/** Subcommands by name; `routes` is also what runs when the first argument is an option. */
const COMMANDS: Record<string, Command> = {
  routes: routesCommand,
  // Loaded when asked for: the importer pulls in prism and the DSL's vocabulary, which a
  // module that `routes` loads in-process (jest) must load itself, in its own realm.
  // `main` calls a command inside its try: a throw here is reported as a rejection would be.
  import: (args, io) =>
    Promise.resolve((require('./import-command') as typeof import('./import-command')).main(args, io)),
};

const EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];

function isRouter(value: unknown): value is RouterLike {
  const candidate = value as Partial<RouterLike> | null;
  return (
    !!candidate &&
    typeof candidate.inspect === 'function' &&
    typeof candidate.helperTypes === 'function' &&
    Array.isArray(candidate.routes)
  );
}

function findModule(specifier: string, cwd: string): string {
  const file = path.resolve(cwd, specifier);
  const candidates = [
    file,
    ...EXTENSIONS.map((extension) => `${file}${extension}`),
    ...EXTENSIONS.map((extension) => path.join(file, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new CliError(`cannot find module ${specifier}`);
  return found;
}

/**
 * jiti transpiles TS and ESM itself (its own Babel build), so neither a TypeScript loader
 * nor the project's `typescript` package is involved (jiti caches its output under node_modules/.cache/jiti or the temp dir).
 */
async function loadRouter(specifier: string, cwd: string): Promise<RouterLike> {
  const file = findModule(specifier, cwd);
  const jiti = createJiti(file, { tryNative: false });
  let loaded: Record<string, unknown>;
  const restore = requireTypeScriptWith(jiti);
  try {
    loaded = await jiti.import<Record<string, unknown>>(file);
  } catch (error) {
    throw new CliError(`cannot load ${specifier}: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
  } finally {
    restore();
  }
  const exported = loaded?.default as Record<string, unknown> | undefined;
  const router = [exported, loaded?.router, exported?.router, exported?.default, loaded].find(isRouter);
  if (!router) throw new CliError(`${specifier} exports no Router (export it as default or as \`router\`)`);
  return router;
}

/**
 * `r.draw('admin')` requires `admin.ts` with Node's own `require`: while the module loads,
 * jiti answers for `.ts` where no TypeScript loader is registered. Returns the undo.
 */
function requireTypeScriptWith(jiti: ReturnType<typeof createJiti>): () => void {
  // require.extensions is deprecated, yet it is the hook draw(name)'s require() consults.
  const extensions = require.extensions;
  if (extensions['.ts']) return () => undefined;
  extensions['.ts'] = (module, filename) => {
    const exported: unknown = jiti(filename);
    module.exports = exported;
  };
  return () => {
    delete extensions['.ts'];
  };
}

/** Sends the process' stdout to stderr while `run` goes (the loaded module's own output). */
async function withStdoutOnStderr<T>(run: () => Promise<T>): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back as it was, never called.
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind<typeof process.stdout.write>(process.stderr);
  try {
    return await run();
  } finally {
    process.stdout.write = write;
  }
}

interface Parsed {
  module?: string;
  grep?: string;
  controller?: string;
  output?: string;
  expanded: boolean;
  unused: boolean;
  json: boolean;
  types: boolean;
  client: boolean;
  openapi: boolean;
  formatPaths: boolean;
  defaultUrlOptions: boolean;
  force: boolean;
  include?: string;
  exclude?: string;
  help: boolean;
  /** The flags given that shape the routes table (`-g`, `--controller`, ...), as spelt. */
  tableFlags: string[];
}

function parse(args: string[]): Parsed {
  const parsed: Parsed = {
    expanded: false,
    unused: false,
    json: false,
    types: false,
    client: false,
    openapi: false,
    formatPaths: true,
    defaultUrlOptions: false,
    force: false,
    help: false,
    tableFlags: [],
  };
  const rest = [...args];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const value = (): string => {
      const next = rest.shift();
      if (next === undefined) throw new CliError(`${arg} needs a value`);
      return next;
    };
    if (/^(-g|--grep|-c|--controller|-E|--expanded|--unused)(=|$)/.test(arg))
      parsed.tableFlags.push(arg.replace(/=.*/s, ''));
    if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '-g' || arg === '--grep') parsed.grep = value();
    else if (arg.startsWith('--grep=')) parsed.grep = arg.slice(7);
    else if (arg === '-c' || arg === '--controller') parsed.controller = value();
    else if (arg.startsWith('--controller=')) parsed.controller = arg.slice(13);
    else if (arg === '-o' || arg === '--output') parsed.output = value();
    else if (arg.startsWith('--output=')) parsed.output = arg.slice(9);
    else if (arg === '-E' || arg === '--expanded') parsed.expanded = true;
    else if (arg === '--unused') parsed.unused = true;
    else if (arg === '--json') parsed.json = true;
    else if (arg === '--types') parsed.types = true;
    else if (arg === '--client') parsed.client = true;
    else if (arg === '--openapi') parsed.openapi = true;
    else if (arg === '--no-format-paths') parsed.formatPaths = false;
    else if (arg === '--force') parsed.force = true;
    else if (arg === '--default-url-options') parsed.defaultUrlOptions = true;
    else if (arg === '--include') parsed.include = value();
    else if (arg.startsWith('--include=')) parsed.include = arg.slice(10);
    else if (arg === '--exclude') parsed.exclude = value();
    else if (arg.startsWith('--exclude=')) parsed.exclude = arg.slice(10);
    else if (arg.startsWith('-')) throw new CliError(`unknown option ${arg}`);
    else if (parsed.module === undefined) parsed.module = arg;
    else throw new CliError(`unexpected argument ${arg}`);
  }
  return parsed;
}

/**
 * The outputs other than the table take the whole route table, or, for `--client` and
 * `--openapi`, the routes `--include`/`--exclude` select: a flag that shapes the table is
 * refused there rather than ignored (it would seem to have filtered a public bundle).
 */
function checkOutputFlags(options: Parsed): void {
  const outputs = (['json', 'types', 'client', 'openapi'] as const)
    .filter((output) => options[output])
    .map((output) => `--${output}`);
  if (outputs.length > 1) throw new CliError(`${outputs.join(' and ')}: one output at a time`);
  const [output] = outputs;
  const selects = options.client || options.openapi;
  if (options.defaultUrlOptions && !options.client)
    throw new CliError("--default-url-options writes the router's defaultUrlOptions into the module of --client");
  if ((options.include !== undefined || options.exclude !== undefined) && !selects)
    throw new CliError('--include and --exclude select the routes of --client and --openapi');
  const [tableFlag] = options.tableFlags;
  if (output !== undefined && tableFlag !== undefined) {
    throw new CliError(
      `${tableFlag} filters the routes table, not ${output}${selects ? ' (select its routes with --include and --exclude)' : ''}`,
    );
  }
}

function regExpOption(flag: string, source: string | undefined): RegExp | undefined {
  if (source === undefined) return undefined;
  try {
    return new RegExp(source);
  } catch (error) {
    throw new CliError(`${flag}: ${(error as Error).message}`);
  }
}

async function routesCommand(args: string[], io: Io): Promise<number> {
  const options = parse(args);
  if (options.help) {
    io.out(USAGE);
    return 0;
  }
  if (!options.module) throw new CliError('missing <module> (try: railroute routes ./config/routes.js)');
  const { module } = options;
  checkOutputFlags(options);
  if (!options.formatPaths && !options.openapi)
    throw new CliError('--no-format-paths shapes the document of --openapi');
  if (options.force && options.output === undefined)
    throw new CliError('--force replaces the file of -o: give -o FILE');
  const filters = {
    include: regExpOption('--include', options.include),
    exclude: regExpOption('--exclude', options.exclude),
  };
  // Kept on stderr until the listing is written: a server the module starts logs there too.
  return withStdoutOnStderr(async () => {
    const router = await loadRouter(module, io.cwd);
    let text: string;
    let code = 0;
    // Written beside the output: the browser module's .d.ts.
    const besides: Output[] = [];
    if (options.types) text = router.helperTypes();
    else if (options.client) {
      const client = outputs().clientModule(router, { ...filters, defaultUrlOptions: options.defaultUrlOptions });
      text = client.js;
      if (options.output !== undefined) {
        const shown = outputs().declarationPath(options.output);
        besides.push({ file: path.resolve(io.cwd, shown), text: client.dts, shown });
      }
    } else if (options.openapi) {
      text = `${JSON.stringify(outputs().openApiDocument(router, findModule(module, io.cwd), { formatPaths: options.formatPaths, selection: filters }), null, 2)}\n`;
    } else if (options.json) {
      // Engines' routes with their full paths; `source` shown (it is not enumerable on RouteInfo).
      const engine = engineOf(router);
      const routes = engine
        ? fullRoutes(engine.routes())
        : (router.routes as Array<{ source?: string }>).map((route) =>
            route.source === undefined ? route : { ...route, source: route.source },
          );
      text = `${JSON.stringify(routes, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value), 2)}\n`;
    } else {
      const inspect: InspectOptions = {};
      if (options.grep !== undefined) inspect.grep = options.grep;
      if (options.controller !== undefined) inspect.controller = options.controller;
      if (options.expanded) inspect.expanded = true;
      if (options.unused) inspect.unused = true;
      if (options.expanded && !options.output && process.stdout.isTTY && process.stdout.columns)
        inspect.width = process.stdout.columns;
      text = router.inspect(inspect);
      // Rails' --unused fails when it finds any, so CI can run it.
      // The module's router may be another copy of railroute, seen only through its public
      // face: its own listing is the answer every copy gives.
      if (options.unused && /^Found \d+ unused routes?:/m.test(router.inspect({ ...inspect, expanded: false })))
        code = 1;
    }
    if (options.output !== undefined) {
      const written: Output[] = [
        { file: path.resolve(io.cwd, options.output), text, shown: options.output },
        ...besides,
      ];
      try {
        writeChecked(written, ROUTES_WRITER, options.force);
      } catch (error) {
        if (error instanceof OutputRefused) throw new CliError(error.message);
        throw error;
      }
    } else io.out(text);
    return code;
  });
}

const processIo = (): Io => {
  // Bound now: while a module loads, process.stdout.write points at stderr.
  const write = process.stdout.write.bind(process.stdout);
  return { out: (text) => void write(text), err: (text) => void process.stderr.write(text), cwd: process.cwd() };
};

/** Runs the command; resolves to the exit code. Errors are one line, without a stack. */
export async function main(args: string[], io: Io = processIo()): Promise<number> {
  try {
    const [first, ...rest] = args;
    if (first !== undefined && Object.hasOwn(COMMANDS, first)) return await (COMMANDS[first] as Command)(rest, io);
    if (first === undefined || first.startsWith('-')) return await routesCommand(args, io);
    throw new CliError(`unknown command ${first} (try: railroute routes <module>)`);
  } catch (error) {
    const message =
      error instanceof CliError ? error.message : String((error as Error)?.message ?? error).split('\n')[0];
    io.err(`railroute: ${terminalSafe(message as string)}\n`);
    return 1;
  }
}
