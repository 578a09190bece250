/**
 * `npx railroute routes <module>`: loads a module exporting a Router (default export or
 * `router`) and prints its `rails routes` table, its routes as JSON, or its helper types.
 */
import fs from 'node:fs';
import path from 'node:path';
import { main as importMain } from '../import/cli';

const USAGE = `Usage: railroute routes <module> [options]

Prints the routes of the Router a module exports (default export, \`router\`, or module.exports).

Options:
  -g, --grep TEXT        only routes whose name, verb, path or controller#action match TEXT,
                         or whose pattern matches TEXT as a URL
  -c, --controller NAME  only routes of that controller (module path included: admin/users)
      --json             the routes as JSON (RouteInfo[])
      --types            a .d.ts module exporting \`interface RouteHelpers\` for every helper
  -h, --help             this help

       railroute import <routes.rb> [-o FILE] [--js] [--all]

Writes the railroute module that draws the same routes as a Rails routes file
(railroute import --help for its options).
`;

interface RouterLike {
  inspect(filter?: { grep?: string; controller?: string }): string;
  routes: unknown[];
  helperTypes(): string;
}

interface Io {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
}

class CliError extends Error {}

function isRouter(value: unknown): value is RouterLike {
  const candidate = value as Partial<RouterLike> | null;
  return !!candidate && typeof candidate.inspect === 'function' && typeof candidate.helperTypes === 'function' && Array.isArray(candidate.routes);
}

function loadRouter(specifier: string, cwd: string): RouterLike {
  const file = path.resolve(cwd, specifier);
  const candidates = [file, `${file}.js`, `${file}.cjs`, `${file}.ts`, path.join(file, 'index.js'), path.join(file, 'index.ts')];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new CliError(`cannot find module ${specifier}`);
  if (found.endsWith('.ts') && !require.extensions['.ts']) registerTypeScript(cwd, specifier);
  let loaded: Record<string, unknown>;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require(found) as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`cannot load ${specifier}: ${(error as Error).message.split('\n')[0]}`);
  }
  const router = [loaded?.default, loaded?.router, loaded].find(isRouter);
  if (!router) throw new CliError(`${specifier} exports no Router (export it as default or as \`router\`)`);
  return router;
}

function registerTypeScript(cwd: string, specifier: string): void {
  let tsNode: string;
  try {
    tsNode = require.resolve('ts-node', { paths: [cwd, __dirname] });
  } catch {
    throw new CliError(`cannot load ${specifier}: a .ts module needs a TypeScript loader (install ts-node)`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(tsNode) as { register(options: object): void }).register({ transpileOnly: true });
}

interface Parsed {
  module?: string;
  grep?: string;
  controller?: string;
  json: boolean;
  types: boolean;
  help: boolean;
}

function parse(args: string[]): Parsed {
  const parsed: Parsed = { json: false, types: false, help: false };
  const rest = [...args];
  if (rest[0] === 'routes') rest.shift();
  else if (rest.length > 0 && !rest[0]?.startsWith('-')) throw new CliError(`unknown command ${rest[0]} (try: railroute routes <module>)`);
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const value = (): string => {
      const next = rest.shift();
      if (next === undefined) throw new CliError(`${arg} needs a value`);
      return next;
    };
    if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '-g' || arg === '--grep') parsed.grep = value();
    else if (arg.startsWith('--grep=')) parsed.grep = arg.slice(7);
    else if (arg === '-c' || arg === '--controller') parsed.controller = value();
    else if (arg.startsWith('--controller=')) parsed.controller = arg.slice(13);
    else if (arg === '--json') parsed.json = true;
    else if (arg === '--types') parsed.types = true;
    else if (arg.startsWith('-')) throw new CliError(`unknown option ${arg}`);
    else if (parsed.module === undefined) parsed.module = arg;
    else throw new CliError(`unexpected argument ${arg}`);
  }
  return parsed;
}

/** Runs the command; returns the exit code. Errors are one line, without a stack. */
export function main(args: string[], io: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), cwd: process.cwd() }): number {
  if (args[0] === 'import') return importMain(args.slice(1), io);
  try {
    const options = parse(args);
    if (options.help) {
      io.out(USAGE);
      return 0;
    }
    if (!options.module) throw new CliError('missing <module> (try: railroute routes ./config/routes.js)');
    const router = loadRouter(options.module, io.cwd);
    if (options.types) io.out(router.helperTypes());
    else if (options.json) {
      io.out(`${JSON.stringify(router.routes, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value), 2)}\n`);
    } else {
      const filter: { grep?: string; controller?: string } = {};
      if (options.grep !== undefined) filter.grep = options.grep;
      if (options.controller !== undefined) filter.controller = options.controller;
      io.out(router.inspect(filter));
    }
    return 0;
  } catch (error) {
    io.err(`railroute: ${error instanceof CliError ? error.message : (error as Error).message.split('\n')[0]}\n`);
    return 1;
  }
}
