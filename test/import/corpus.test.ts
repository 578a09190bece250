/**
 * Every routes file of the corpus (test/import/corpus/*.rb, and the files they `draw` from
 * corpus/routes/) imported, type-checked with tsc against the published types, drawn with
 * railroute, and compared row by row with the table Rails 6.1 draws for the original file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importRoutes } from '../../src';
import { LEFT_OUT } from '../../src/import/option-pruning';
import {
  corpusFiles,
  drawImported,
  installPublishedTypes,
  railsTables,
  rowOf,
  toCommonJs,
  typeCheck,
  type RailsRow,
  type Row,
} from './support';

const CORPUS = path.join(__dirname, 'corpus');
const files = corpusFiles(CORPUS);
const drawn = corpusFiles(path.join(CORPUS, 'routes'));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-import-'));
const routesOut = path.join(out, 'routes');
fs.mkdirSync(routesOut);

const imported = new Map([...files, ...drawn].map((file) => [file, importRoutes(fs.readFileSync(file, 'utf8'))]));
let rails: ReturnType<typeof railsTables>;

/** Lines the importer turned into TODOs, per file: Rails' rows from them are left out. */
const todoLines = (file: string): Set<number> => new Set(imported.get(file)?.todos.map((todo) => todo.line));
/** Those whose routes were not imported (a condition's first branch is, unless a TODO too; a call that lost an option is). */
const droppedLines = (file: string): Set<number> =>
  new Set(
    imported
      .get(file)
      ?.todos.filter((todo) => !/^a condition[^;]*$/.test(todo.reason) && !todo.reason.endsWith(LEFT_OUT))
      .map((todo) => todo.line),
  );
/**
 * Rails' row without what the importer left out of its call (a TODO on an option line at or
 * below the row's line, before the next row's): `protocol: (ternary)` is no default here.
 */
function withoutLeftOut(file: string, rows: RailsRow[]): RailsRow[] {
  const lines = [...new Set(rows.map((row) => row.line))].sort((a, b) => a - b);
  const leftOut = (imported.get(file)?.todos ?? []).filter((todo) => todo.reason.endsWith(LEFT_OUT));
  return rows.map((row) => {
    const keys = leftOut
      .filter((todo) => [...lines].reverse().find((line) => line <= todo.line) === row.line)
      .map((todo) => /^:?["']?(\w+)/.exec(todo.text)?.[1]);
    if (keys.length === 0) return row;
    const drop = (record: Record<string, unknown>): Record<string, never> =>
      Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as Record<string, never>;
    return { ...row, requirements: drop(row.requirements), defaults: drop(row.defaults) };
  });
}
/** The corpus marks each line that must become a TODO with `# import: TODO`. */
const markedLines = (file: string): number[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (/# import: TODO\b/.test(line) ? [i + 1] : []));

beforeAll(() => {
  rails = railsTables(CORPUS, files);
  // What `railroute import --all` writes beside routes.rb, as the CommonJS `draw` requires.
  for (const file of drawn) {
    const name = path.basename(file, '.rb');
    fs.writeFileSync(path.join(routesOut, `${name}.js`), toCommonJs((imported.get(file) as { code: string }).code));
  }
});

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

test('the corpus has files', () => {
  expect(files.length).toBeGreaterThanOrEqual(5);
  expect(drawn.length).toBeGreaterThanOrEqual(1);
});

test('every imported module passes tsc --strict against the published types (TypeScript and --js), in one program', () => {
  installPublishedTypes(out);
  const written: string[] = [];
  for (const file of [...files, ...drawn]) {
    const source = fs.readFileSync(file, 'utf8');
    const base = path.join(out, 'tsc', path.relative(CORPUS, file).replace(/[/.]/g, '_'));
    fs.mkdirSync(path.dirname(base), { recursive: true });
    fs.writeFileSync(`${base}.ts`, importRoutes(source).code);
    fs.writeFileSync(`${base}.mjs`, importRoutes(source, { js: true }).code);
    written.push(`${base}.ts`, `${base}.mjs`);
  }
  expect(typeCheck(written)).toEqual([]);
});

describe.each([...files, ...drawn].map((file) => [path.relative(CORPUS, file), file] as const))('%s', (_name, file) => {
  test('exactly the lines marked `# import: TODO` become TODOs', () => {
    expect([...todoLines(file)].sort((a, b) => a - b)).toEqual(markedLines(file));
  });

  if (drawn.includes(file)) return;
  test('draws the table Rails draws, outside TODO lines', () => {
    const table = rails[file];
    if (!Array.isArray(table)) throw new Error(`Rails could not draw ${file}: ${table?.error}`);
    const expected: Row[] = withoutLeftOut(
      file,
      table.filter((row) => !droppedLines(row.file).has(row.line)),
    ).map(({ file: _f, line: _l, ...row }) => row);
    const router = drawImported((imported.get(file) as { code: string }).code, routesOut);
    const actual: Row[] = router.routes.map(rowOf);
    expect(actual).toEqual(expected);
  });
});
