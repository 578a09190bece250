/**
 * What `railroute routes` writes for the loaded Router — the `rails routes` table (plain,
 * `-E`, `--unused`), `--json`, `--types`, `--client` (with its `.d.ts` beside `-o`) or
 * `--openapi` — and where: stdout, or the files of `-o`, replaced only when railroute
 * wrote them (or with `--force`).
 */
import path from 'node:path';
import type { InspectOptions } from '../inspect/rows';
import { engineOf } from '../definition/engine';
import { fullRoutes } from '../engines/full-listing';
import { OutputRefused, writeChecked, type Output } from '../support/output-file';
import { inertSource } from '../support/terminal-text';
import { ROUTES_WRITER } from '../generators/routes-writer';
import { CliError } from './cli-error';
import { findModule, type RouterLike } from './router-module';
import type { RouteFilters, RoutesOptions } from './routes-options';
// `--client` and `--openapi` load when asked for.
import { outputs } from './on-demand';

/** The text of the asked-for output, the files written beside it, and the exit code. */
export interface RoutesOutput {
  text: string;
  /** Written beside the output: the browser module's .d.ts. */
  besides: Output[];
  code: number;
}

/** What the output is made from: the Router loaded from `module` (resolved from `cwd`) and the options. */
export interface RoutesSource {
  router: RouterLike;
  module: string;
  cwd: string;
  options: RoutesOptions;
  /** `--include` and `--exclude`, read before the module was loaded. */
  filters: RouteFilters;
}

/** The output the options ask for. */
export function routesOutput({ router, module, cwd, options, filters }: RoutesSource): RoutesOutput {
  let text: string;
  let code = 0;
  const besides: Output[] = [];
  if (options.types) text = router.helperTypes();
  else if (options.client) {
    const client = outputs().clientModule(router, { ...filters, defaultUrlOptions: options.defaultUrlOptions });
    text = client.js;
    if (options.output !== undefined) {
      const shown = outputs().declarationPath(options.output);
      besides.push({ file: path.resolve(cwd, shown), text: client.dts, shown });
    }
  } else if (options.openapi) {
    text = `${JSON.stringify(outputs().openApiDocument(router, findModule(module, cwd), { formatPaths: options.formatPaths, selection: filters }), null, 2)}\n`;
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
    if (options.unreachable) inspect.unreachable = true;
    if (options.expanded && !options.output && process.stdout.isTTY && process.stdout.columns)
      inspect.width = process.stdout.columns;
    text = router.inspect(inspect);
    // Rails' --unused fails when it finds any, so CI can run it.
    // The module's router may be another copy of railroute, seen only through its public
    // face: its own listing is the answer every copy gives.
    if (options.unused && /^Found \d+ unused routes?:/m.test(router.inspect({ ...inspect, expanded: false }))) code = 1;
    // As --unused: exit code 1 when there are any, for CI.
    if (options.unreachable) {
      if (!/^(Found \d+|No) unreachable routes?/.test(text))
        throw new CliError('--unreachable: the routes module uses a railroute without it (upgrade its copy)');
      if (text.startsWith('Found')) code = 1;
    }
    return { text, besides, code };
  }
  // A default or a constraint may hold a bidirectional override or a line separator: inert
  // in the JSON or module text too, where the escape means the same character.
  return { text: inertSource(text), besides: besides.map((file) => ({ ...file, text: inertSource(file.text) })), code };
}

/** Writes the output to `-o` FILE (and the files beside it), or hands it to `out`. */
export function deliverRoutesOutput(
  { text, besides }: RoutesOutput,
  options: RoutesOptions,
  cwd: string,
  out: (text: string) => void,
): void {
  if (options.output === undefined) {
    out(text);
    return;
  }
  const written: Output[] = [{ file: path.resolve(cwd, options.output), text, shown: options.output }, ...besides];
  try {
    writeChecked(written, ROUTES_WRITER, options.force, '--force', cwd);
  } catch (error) {
    if (error instanceof OutputRefused) throw new CliError(error.message);
    throw error;
  }
}
