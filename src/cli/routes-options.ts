/**
 * The arguments of `railroute routes`: read into options, then checked together (one output
 * at a time, each flag with the output it shapes) before the routes module is loaded.
 */
import { CliError } from './cli-error';

export interface RoutesOptions {
  module?: string;
  grep?: string;
  controller?: string;
  output?: string;
  expanded: boolean;
  unused: boolean;
  unreachable: boolean;
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

export function parseRoutesArguments(args: string[]): RoutesOptions {
  const parsed: RoutesOptions = {
    expanded: false,
    unused: false,
    unreachable: false,
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
    if (/^(-g|--grep|-c|--controller|-E|--expanded|--unused|--unreachable)(=|$)/.test(arg))
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
    else if (arg === '--unreachable') parsed.unreachable = true;
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
 * refused there rather than ignored (it would seem to have filtered a public bundle). A flag
 * for one output, or for `-o`, is refused without it.
 */
export function checkFlagCombinations(options: RoutesOptions): void {
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
  if (!options.formatPaths && !options.openapi)
    throw new CliError('--no-format-paths shapes the document of --openapi');
  if (options.unreachable && (options.unused || options.expanded))
    throw new CliError(`--unreachable lists routes of its own: not with ${options.unused ? '--unused' : '-E'}`);
  if (options.force && options.output === undefined)
    throw new CliError('--force replaces the file of -o: give -o FILE');
}

function regExpOption(flag: string, source: string | undefined): RegExp | undefined {
  if (source === undefined) return undefined;
  try {
    return new RegExp(source);
  } catch (error) {
    throw new CliError(`${flag}: ${(error as Error).message}`);
  }
}

/** `--include` and `--exclude` as RegExps: the routes `--client` and `--openapi` write. */
export interface RouteFilters {
  include: RegExp | undefined;
  exclude: RegExp | undefined;
}

export function routeFilters(options: RoutesOptions): RouteFilters {
  return {
    include: regExpOption('--include', options.include),
    exclude: regExpOption('--exclude', options.exclude),
  };
}
