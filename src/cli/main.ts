/**
 * `npx railroute <command>`: the usage text, the subcommands by name, and `main`, which runs
 * one and turns its errors into a one-line message and exit code 1. `routes <module>` loads
 * a module exporting a Router (default export, `router`, or module.exports) or a draw block
 * as its default export (see `router-module.ts`) and prints its `rails routes` table, the
 * expanded or unused listing, its routes as JSON, or its helper types (`routes-output.ts`).
 * What the module itself prints goes to stderr.
 */
import { terminalSafe } from '../support/terminal-text';
import { CliError } from './cli-error';
import { loadRouter, withStdoutOnStderr } from './router-module';
import { checkFlagCombinations, parseRoutesArguments, routeFilters } from './routes-options';
import { deliverRoutesOutput, routesOutput } from './routes-output';
import { importCommand } from './on-demand';

const USAGE = `Usage: railroute routes <module> [options]

Prints the routes of the Router a module exports (default export, \`router\`, or module.exports),
or of its default export's draw block (what \`railroute import\` writes) drawn into a new Router.
The module may be .js, .cjs, .mjs, .ts, .mts or .cts, CommonJS or ESM; what it prints goes to stderr.

Options:
  -g, --grep TEXT        only routes whose name, verb, path or controller#action match TEXT,
                         or whose pattern matches TEXT as a URL
  -c, --controller NAME  only routes of that controller (module path included: admin/users)
  -E, --expanded         one block per route: Prefix, Verb, URI, Controller#Action,
                         Middleware, Source Location
      --unused           only routes whose controller or action does not resolve
                         (exit code 1 when there are any)
      --unreachable      only routes no request reaches: an earlier route without
                         request constraints, with their verb, takes every path they
                         match (exit code 1 when there are any)
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
                         (an engine's routes by <mount>.<name> and <name>: blog.admin_post,
                         admin_post; an unnamed route by its path's named route)
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

export interface Io {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
}

type Command = (args: string[], io: Io) => Promise<number>;

/** Subcommands by name; `routes` is also what runs when the first argument is an option. */
const COMMANDS: Record<string, Command> = {
  routes: routesCommand,
  // Loaded when asked for (on-demand.ts). `main` calls a command inside its try: a throw here
  // is reported as a rejection would be.
  import: (args, io) => Promise.resolve(importCommand().main(args, io)),
};

async function routesCommand(args: string[], io: Io): Promise<number> {
  const options = parseRoutesArguments(args);
  if (options.help) {
    io.out(USAGE);
    return 0;
  }
  if (!options.module) throw new CliError('missing <module> (try: railroute routes ./config/routes.js)');
  const { module } = options;
  checkFlagCombinations(options);
  const filters = routeFilters(options);
  // Kept on stderr until the listing is written: a server the module starts logs there too.
  return withStdoutOnStderr(async () => {
    const router = await loadRouter(module, io.cwd);
    const output = routesOutput({ router, module, cwd: io.cwd, options, filters });
    deliverRoutesOutput(output, options, io.cwd, (text) => io.out(text));
    return output.code;
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
