/**
 * The last check before a module is handed out: V8 compiles (never runs) the part of it that
 * came from the Ruby file, so a module that would not parse is an error, not a file written.
 *
 * Only the preamble comments and the draw block's body come from the Ruby file; the other
 * lines (`// written by` with its escaped file name, the `import` line, `export default (r:
 * Mapper): void => {`, `};`) are fixed text, the same in TypeScript and JavaScript apart from
 * the types. So the check compiles the preamble and body between fixed lines that V8 can read
 * without a module loader or TypeScript (neither is a runtime dependency): strict mode, as a
 * module is, inside `((r) => { ... });`. The body holds only `r.` calls, string, number and
 * regexp literals, object and array literals and comments, which mean the same in a script
 * and a module and in TypeScript (no `<`, so no HTML-like comment and no type assertion).
 */
import vm from 'node:vm';
import { ImportRefused } from './import-refused';

export function checkModule(preamble: string[], body: string[]): void {
  const text = ['"use strict";', ...preamble, '((r) => {', ...body, '});'].join('\n');
  try {
    new vm.Script(text, { filename: 'imported-routes.js' });
  } catch (error) {
    throw new ImportRefused(
      `the module written would not parse (${(error as Error).message}): a defect of the importer, please report it`,
    );
  }
}
