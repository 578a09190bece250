/**
 * Checks on a written module that do not trust the importer's own: V8 parses the JavaScript
 * as an ES module (vm.SourceTextModule, in one child process for a batch: it needs a flag),
 * TypeScript's parser reads the TypeScript, and loading + drawing it must leave no trace.
 */
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { drawImported, rowOf, type Row } from './support';

const V8_MODULE_PARSE = `
const vm = require('node:vm');
const codes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(codes.map((code) => {
  try { new vm.SourceTextModule(code); return null; } catch (error) { return String(error); }
})));`;

/** For each module text: null when V8 parses it as an ES module, else the error. */
export function v8ModuleErrors(codes: string[]): Array<string | null> {
  const output = execFileSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', V8_MODULE_PARSE], {
    input: JSON.stringify(codes),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as Array<string | null>;
}

/** TypeScript's syntax errors for a module (`.ts`, or `.mjs` with `js`). */
export function tsSyntaxErrors(code: string, js = false): string[] {
  const result = ts.transpileModule(code, {
    fileName: js ? 'routes.mjs' : 'routes.ts',
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The global the hostile Ruby of the tests tries to set from the written module. */
export const PWNED = '__railroutePwned';

/** Loads the module and draws it; the rows drawn, and whether anything touched the global. */
export function loadAndDraw(code: string, routesPath: string): { rows: Row[]; sideEffect: boolean } {
  const global = globalThis as Record<string, unknown>;
  delete global[PWNED];
  const rows = drawImported(code, routesPath).routes.map(rowOf);
  const sideEffect = PWNED in global;
  delete global[PWNED];
  return { rows, sideEffect };
}
