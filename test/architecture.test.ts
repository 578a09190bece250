/**
 * ARCHITECTURE.md's layering, kept true: its "Layers" list orders the rooms of src/ (folders
 * and the top-level files), and a module imports at run time only from its own room or from
 * rooms listed before it. Inside a room, the sub-folders form a tree: no two of them import
 * each other, directly or round a longer loop, so each can be read knowing only those below
 * it. Type-only imports (`import type`, `typeof import(...)`) are erased by the compiler,
 * load nothing and may name a type of any room or folder. Every import is read with
 * TypeScript's own parser: static, re-exports, `import()` and `require()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '..');
const SRC = join(ROOT, 'src');

/** The rooms in ARCHITECTURE.md's "Layers" list, lowest first. */
export function layersOf(markdown: string): string[] {
  const section = /^## Layers\n([\s\S]*?)(?=^## )/m.exec(markdown);
  if (section === null) throw new Error('ARCHITECTURE.md has no "## Layers" section');
  return [...(section[1] as string).matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => (m[1] as string).replace(/\/$/, ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The room of a file under src/: its first folder, or the file itself at the top. */
function roomOf(file: string): string {
  return relative(SRC, file).split(sep)[0] as string;
}

export interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every module specifier a source text names, and whether the import is erased (types only). */
export function importsOf(text: string): Import[] {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      out.push({ specifier: node.moduleSpecifier.text, typeOnly: onlyTypes });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause;
      const onlyTypes =
        node.isTypeOnly ||
        (named !== undefined &&
          ts.isNamedExports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      out.push({ specifier: node.moduleSpecifier.text, typeOnly: onlyTypes });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      out.push({ specifier: node.argument.literal.text, typeOnly: true });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      out.push({ specifier: node.moduleReference.expression.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0] as ts.Node)
    ) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) {
        out.push({ specifier: (node.arguments[0] as ts.StringLiteral).text, typeOnly: false });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Each run-time import of a src/ module that reaches a room listed after its own (or an unlisted one). */
export function violations(
  files: readonly string[],
  read: (file: string) => string,
  layers: readonly string[],
): string[] {
  const rank = new Map(layers.map((room, i) => [room, i]));
  const found: string[] = [];
  for (const file of files) {
    const from = roomOf(file);
    for (const { specifier, typeOnly } of importsOf(read(file))) {
      if (typeOnly || !specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(SRC + sep)) {
        found.push(`${relative(ROOT, file)} imports ${specifier}, outside src/`);
        continue;
      }
      // A top-level module is named without its extension (`'../errors'`).
      const to = roomOf(target);
      const toRoom = rank.has(`${to}.ts`) ? `${to}.ts` : to;
      if (toRoom === from) continue;
      const a = rank.get(from);
      const b = rank.get(toRoom);
      if (a === undefined || b === undefined || b > a)
        found.push(`${relative(ROOT, file)} (${from}) imports ${specifier} (${toRoom})`);
    }
  }
  return found;
}

/**
 * Each loop of run-time imports between sibling sub-folders (`matcher/constraints` and
 * `matcher/programs`), as `parent: a -> b -> a`: a folder's files are read with those of
 * its own sub-folders. The files of the parent folder itself stand outside the loops.
 */
export function folderLoops(files: readonly string[], read: (file: string) => string, root = SRC): string[] {
  // edges.get('matcher').get('trie') holds the sibling folders matcher/trie imports from.
  const edges = new Map<string, Map<string, Set<string>>>();
  for (const file of files) {
    const fromParts = relative(root, file).split(sep).slice(0, -1);
    for (const { specifier, typeOnly } of importsOf(read(file))) {
      if (typeOnly || !specifier.startsWith('.')) continue;
      const toParts = relative(root, resolve(dirname(file), specifier))
        .split(sep)
        .slice(0, -1);
      let common = 0;
      while (common < fromParts.length && common < toParts.length && fromParts[common] === toParts[common]) common++;
      const from = fromParts[common];
      const to = toParts[common];
      if (from === undefined || to === undefined || to === '..') continue;
      const parent = fromParts.slice(0, common).join('/');
      const byFolder = edges.get(parent) ?? new Map<string, Set<string>>();
      edges.set(parent, byFolder);
      const targets = byFolder.get(from) ?? new Set<string>();
      byFolder.set(from, targets);
      targets.add(to);
    }
  }
  const loops: string[] = [];
  for (const [parent, byFolder] of edges) {
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (folder: string): void => {
      const at = path.indexOf(folder);
      if (at >= 0) {
        loops.push(`${parent}: ${[...path.slice(at), folder].join(' -> ')}`);
        return;
      }
      if (done.has(folder)) return;
      path.push(folder);
      for (const next of [...(byFolder.get(folder) ?? [])].sort()) visit(next);
      path.pop();
      done.add(folder);
    };
    for (const folder of [...byFolder.keys()].sort()) visit(folder);
  }
  return loops;
}

describe("ARCHITECTURE.md's layers", () => {
  const layers = layersOf(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
  const files = sourceFiles(SRC);

  it('list every room of src/ once', () => {
    const rooms = [...new Set(files.map(roomOf))].sort();
    expect([...layers].sort()).toEqual(rooms);
  });

  it('are kept: no module imports, at run time, from a room listed after its own', () => {
    expect(violations(files, (file) => readFileSync(file, 'utf8'), layers)).toEqual([]);
  });

  it('are trees inside: no two sub-folders of a room import each other, at run time', () => {
    expect(folderLoops(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('the folder-tree check itself', () => {
  const check = (sources: Record<string, string>): string[] =>
    folderLoops(
      Object.keys(sources).map((path) => join(SRC, path)),
      (file) => sources[relative(SRC, file)] as string,
    );

  it.each([
    ['one way', { 'm/a/x.ts': "import { y } from '../b/y';", 'm/b/y.ts': "import { w } from '../w';" }, []],
    [
      'two folders importing each other',
      { 'm/a/x.ts': "import { y } from '../b/y';", 'm/b/y.ts': "import { x } from '../a/x';" },
      ['m: a -> b -> a'],
    ],
    [
      'a longer loop, through a deeper file and a require()',
      {
        'm/a/deep/x.ts': "import { y } from '../../b/y';",
        'm/b/y.ts': "const z = require('../c/z');",
        'm/c/z.ts': "export { x } from '../a/deep/x';",
      },
      ['m: a -> b -> c -> a'],
    ],
    [
      'a loop of sub-folders deeper down',
      { 'm/t/a/x.ts': "import { y } from '../b/y';", 'm/t/b/y.ts': "import { x } from '../a/x';" },
      ['m/t: a -> b -> a'],
    ],
    [
      'types only one way',
      { 'm/a/x.ts': "import { y } from '../b/y';", 'm/b/y.ts': "import type { X } from '../a/x';" },
      [],
    ],
    [
      'the parent folder, imported from both',
      { 'm/a/x.ts': "import { w } from '../w';", 'm/w.ts': "import { x } from './a/x';" },
      [],
    ],
  ])('%s', (_, sources, loops) => {
    expect(check(sources)).toEqual(loops);
  });
});

describe('the layering check itself', () => {
  const layers = ['support', 'definition', 'helpers'];
  const at = (path: string): string => join(SRC, path);
  const check = (path: string, text: string): string[] => violations([at(path)], () => text, layers);

  it.each([
    ['a downward import', 'helpers/x.ts', "import { a } from '../definition/route';", 0],
    ['an import within the room', 'definition/x.ts', "import { a } from './route';", 0],
    ['a package import', 'support/x.ts', "import fs from 'node:fs';", 0],
    ['an upward import', 'definition/x.ts', "import { a } from '../helpers/generator';", 1],
    ['an upward re-export', 'definition/x.ts', "export { a } from '../helpers/generator';", 1],
    ['an upward require()', 'definition/x.ts', "const m = require('../helpers/generator');", 1],
    ['an upward import()', 'definition/x.ts', "void import('../helpers/generator');", 1],
    [
      'an upward import with one value among types',
      'definition/x.ts',
      "import { type A, b } from '../helpers/generator';",
      1,
    ],
    ['an upward `import type`', 'definition/x.ts', "import type { A } from '../helpers/generator';", 0],
    ['an upward import of types only', 'definition/x.ts', "import { type A, type B } from '../helpers/generator';", 0],
    ['an upward `typeof import()`', 'definition/x.ts', "type M = typeof import('../helpers/generator');", 0],
    ['an upward `export type`', 'definition/x.ts', "export type { A } from '../helpers/generator';", 0],
    ['an import of an unlisted room', 'helpers/x.ts', "import { a } from '../elsewhere/y';", 1],
    ['an import out of src/', 'helpers/x.ts', "import { a } from '../../test/support/judge';", 1],
  ])('%s', (_, path, text, count) => {
    expect(check(path, text)).toHaveLength(count);
  });

  it('reads the Layers section, lowest first', () => {
    expect(layersOf('# A\n## Layers\n\n1. `support/`\n2. `errors.ts`\n3. `dsl/` text\n\n## Next\n4. `x/`\n')).toEqual([
      'support',
      'errors.ts',
      'dsl',
    ]);
  });
});
