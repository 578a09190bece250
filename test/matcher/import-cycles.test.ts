/**
 * The matcher's modules import each other without cycles, type-only imports included
 * (`recognizer ↔ types` and `request-conditions ↔ request-format` were two): a module can be
 * read, and moved, after the ones it imports. Its folders say what each part is, and no
 * source file imports test code (the judge, test/support/judge.ts, stays independent).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, dirname, relative, sep } from 'node:path';

const ROOT = resolve(__dirname, '../../src/matcher');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The matcher modules a module imports or re-exports from (relative specifiers inside src/matcher). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(/\bfrom\s+'(\.[^']*)'/g)) {
    const target = resolve(dirname(file), match[1] as string) + '.ts';
    if (target.startsWith(ROOT)) out.push(target);
  }
  return out;
}

function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        found.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(ROOT, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('src/matcher imports', () => {
  test('form no cycle, type-only imports included', () => {
    const files = modules(ROOT);
    expect(files.length).toBeGreaterThan(10);
    expect(cycles(new Map(files.map((file) => [file, imports(file)])))).toEqual([]);
  });

  test('the detector reports a cycle of two modules', () => {
    const a = join(ROOT, 'types.ts');
    const b = join(ROOT, 'recognizer.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['types.ts', 'recognizer.ts', 'types.ts']]);
  });
});

describe('src/matcher folders', () => {
  test('each module sits in the folder of what it is', () => {
    const folders = new Set(modules(ROOT).map((file) => relative(ROOT, dirname(file)) || '.'));
    expect([...folders].sort()).toEqual(['.', 'constraints', 'fallback', 'params', 'programs', 'trie']);
    // At the top: the matcher itself (and its static paths' answers), its interface, the
    // answer from matches, the work counter, what it loads on first use.
    expect(
      modules(ROOT)
        .filter((file) => dirname(file) === ROOT)
        .map((file) => relative(ROOT, file))
        .sort(),
    ).toEqual(['compiled-matcher.ts', 'on-demand.ts', 'recognizer.ts', 'static-answers.ts', 'types.ts', 'work.ts']);
  });

  test('no source file imports test code', () => {
    const src = resolve(ROOT, '..');
    const offenders = modules(src).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.[^']*)'/g)].some(
        (m) => !resolve(dirname(file), m[1] as string).startsWith(src + sep),
      ),
    );
    expect(offenders.map((file) => relative(src, file))).toEqual([]);
  });
});
