/**
 * The checks behind the corpus test: Rails' own table for a routes file (one ruby process
 * for the whole corpus), the imported module type-checked with tsc against railroute's
 * published types, and drawn with railroute. Regexp requirements are compared by what they
 * match over a fixed list of probe strings, in Ruby and in JS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as railroute from '../../src';
import { Router, type RouteInfo } from '../../src';

const SRC_INDEX = path.resolve(__dirname, '../../src/index.ts');
const HARNESS = path.join(__dirname, 'rails-table.rb');

const PROBES = [
  '1',
  '42',
  '1.5',
  'abc',
  'ABC',
  'aBc',
  'a1',
  'A12345',
  'A1234',
  'deadBEEF',
  'xyz',
  '',
  ' ',
  'a b',
  'a-b',
  'a_b',
  'a/b',
  'x\ny',
  '\n',
  'Ünï',
  '%20',
  '12345678901',
];

export interface Row {
  name: string | null;
  verb: string;
  path: string;
  controller: string | null;
  action: string | null;
  requirements: Record<string, string | { probes: boolean[] }>;
  defaults: Record<string, unknown>;
}

/** A row of Rails' table, with the file and line of the declaration. */
export interface RailsRow extends Row {
  file: string;
  line: number;
}

/** Rails 6.1's rows for each file; a missing ruby fails (CI installs it), never skips. */
export function railsTables(corpus: string, files: string[]): Record<string, RailsRow[] | { error: string }> {
  const output = execFileSync('ruby', [HARNESS, ...files], {
    env: { ...process.env, RAILROUTE_PROBES: JSON.stringify(PROBES), RAILROUTE_CORPUS: corpus },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, RailsRow[] | { error: string }>;
}

export function rowOf(route: RouteInfo): Row {
  const requirements: Row['requirements'] = {};
  for (const [key, value] of Object.entries(route.requirements)) {
    requirements[key] =
      value instanceof RegExp
        ? { probes: PROBES.map((probe) => new RegExp(value.source, value.flags).test(probe)) }
        : String(value);
  }
  return {
    name: route.name ?? null,
    verb: route.verb,
    path: route.path,
    controller: route.controller ?? null,
    action: route.action ?? null,
    requirements,
    defaults: JSON.parse(JSON.stringify(route.defaults)) as Record<string, unknown>,
  };
}

/** TypeScript output as CommonJS in which `railroute` is this checkout's source. */
export function toCommonJs(code: string): string {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return js.replace(/require\("railroute"\)/g, `require(${JSON.stringify(SRC_INDEX)})`);
}

/** Draws an imported module with railroute; `draw(name)` finds the imported files in `routesPath`. */
export function drawImported(code: string, routesPath: string): Router {
  const module = { exports: {} as { default?: (r: railroute.Mapper) => void } };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the imported module, as CommonJS would
  const load = new Function('exports', 'require', 'module', toCommonJs(code)) as (
    e: object,
    r: (id: string) => unknown,
    m: object,
  ) => void;
  load(module.exports, (id) => (id === SRC_INDEX ? railroute : require(id)), module);
  const block = module.exports.default;
  if (typeof block !== 'function') throw new Error('the imported module has no default export');
  const router = new Router({ routesPath });
  router.draw(block);
  return router;
}

/**
 * The package as an app installs it, under `<dir>/node_modules/railroute`: package.json and
 * the declarations `npm run build` emits (tsconfig.build.json's options, declarations only),
 * with this checkout's other packages beside it (express, @types/node) as an app has them.
 * A module under `dir` then resolves `railroute` through package.json's `exports` and
 * `types`, as in that app: what is checked is what is published, not the source
 * (declaration emit can differ from it: inferred types, exports, module resolution).
 */
export function installPublishedTypes(dir: string): void {
  const root = path.resolve(__dirname, '../..');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json could not be read');
  const modules = path.join(dir, 'node_modules');
  const installed = path.join(modules, 'railroute');
  const program = ts.createProgram(config.fileNames, {
    ...config.options,
    noEmit: false,
    emitDeclarationOnly: true,
    declaration: true,
    outDir: path.join(installed, 'dist'),
  });
  const emitted = program.emit();
  if (emitted.emitSkipped || emitted.diagnostics.length > 0)
    throw new Error(
      `the declarations were not emitted: ${emitted.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`,
    );
  fs.copyFileSync(path.join(root, 'package.json'), path.join(installed, 'package.json'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== 'railroute' && entry !== '.bin')
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
}

/**
 * tsc --strict over the given files, in one program; the diagnostics as text. `railroute` is
 * resolved as an app resolves it: from a `node_modules` above the files (installPublishedTypes).
 */
export function typeCheck(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    types: ['node'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where =
      d.file && d.start !== undefined
        ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: `
        : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

export function corpusFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.rb'))
    .sort()
    .map((name) => path.join(dir, name));
}
