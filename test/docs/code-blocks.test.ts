/**
 * Every code block of README.md and docs/*.md is checked: TypeScript and JavaScript blocks
 * are type-checked against src/ and run (their value comments, request comments and printed
 * output checked: test/docs/run-block.ts), shell commands are checked against package.json
 * and the CLI. A block that cannot be either says why in a marker before it:
 * `<!-- fragment: reason -->` (neither) or `<!-- no-run: reason -->` (type-checked only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { blocksOf, documents, ROOT, type Block } from './markdown-blocks';
import { typecheck } from './typecheck-blocks';
import { runBlock } from './run-block';
import { commandsOf, problemWith } from './shell-commands';

const docs = documents();
const all = docs.flatMap(blocksOf);
const code = (b: Block) => (b.lang === 'ts' || b.lang === 'js') && b.marker?.kind !== 'fragment';
const KNOWN = new Set(['ts', 'js', 'sh', 'text', 'ruby', 'json', '']);
const MARKERS = new Set(['fragment', 'no-run', 'output']);

test('the README keeps the commands CI and newcomers look for, and links every guide', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  for (const command of ['npm ci', 'npm start', 'npm test']) expect(readme).toContain(command);
  for (const doc of docs.filter((d) => d !== 'README.md')) expect(readme).toContain(`](${doc})`);
  expect(readme.split('\n').length).toBeLessThanOrEqual(400);
});

test('every block has a known language and a marker with a reason', () => {
  for (const b of all) {
    expect(`${b.doc}:${b.line} ${KNOWN.has(b.lang) ? 'ok' : b.lang}`).toBe(`${b.doc}:${b.line} ok`);
    if (!b.marker) continue;
    expect(`${b.doc}:${b.line} ${MARKERS.has(b.marker.kind) ? 'ok' : b.marker.kind}`).toBe(`${b.doc}:${b.line} ok`);
    if (b.marker.kind !== 'output') expect(`${b.doc}:${b.line} ${b.marker.reason ? 'has a reason' : 'no reason'}`).toBe(`${b.doc}:${b.line} has a reason`);
  }
});

test('JSON blocks (package.json, tsconfig.json) parse', () => {
  for (const b of all.filter((block) => block.lang === 'json')) {
    let parsed = 'parses';
    try {
      JSON.parse(b.code);
    } catch (error) {
      parsed = (error as Error).message;
    }
    expect(`${b.doc}:${b.line} ${parsed}`).toBe(`${b.doc}:${b.line} parses`);
  }
});

test('links between the guides point at files and headings that exist', () => {
  for (const doc of [...docs, 'ARCHITECTURE.md', 'CHANGELOG.md']) {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
    for (const [, target, anchor] of text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]*))?\)/g)) {
      if (/^[a-z]+:/.test(target as string)) continue;
      const file = target ? path.join(ROOT, path.dirname(doc), target) : path.join(ROOT, doc);
      const found = fs.existsSync(file) ? 'exists' : 'missing';
      expect(`${doc} → ${target} ${found}`).toBe(`${doc} → ${target} exists`);
      if (anchor === undefined || found === 'missing' || fs.statSync(file).isDirectory()) continue;
      const slugs = headingSlugs(fs.readFileSync(file, 'utf8'));
      expect(`${doc} → ${target}#${anchor} ${slugs.has(anchor) ? 'exists' : 'missing'}`).toBe(`${doc} → ${target}#${anchor} exists`);
    }
  }
});

/** GitHub's heading anchors: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (heading) slugs.add((heading[1] as string).toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-'));
  }
  return slugs;
}

test('TypeScript and JavaScript blocks type-check against src/', () => {
  expect(typecheck(all.filter(code))).toEqual([]);
}, 120_000);

describe.each(docs)('%s', (doc) => {
  const blocks = blocksOf(doc);
  const runnable = blocks.filter((b) => code(b) && b.marker?.kind !== 'no-run' && !b.name.endsWith('.d.ts'));
  const shell = blocks.filter((b) => b.lang === 'sh');

  if (runnable.length) {
    test.each(runnable.map((b) => [b.line, b] as const))('block at line %i runs and its claims hold', async (_line, b) => {
      const run = await runBlock(b, blocks);
      const next = blocks[blocks.indexOf(b) + 1];
      if (next?.marker?.kind === 'output') expect(lines(run.output)).toEqual(lines(next.code));
    });
  }
  if (shell.length) {
    test('shell commands exist', () => {
      const problems = shell.flatMap((b) => commandsOf(b.code).map((c) => [b.line, c.join(' '), problemWith(c)]));
      expect(problems.filter(([, , p]) => p !== undefined)).toEqual([]);
    });
  }
  test('every output block follows a block that runs', () => {
    for (const [i, b] of blocks.entries()) {
      if (b.marker?.kind !== 'output') continue;
      const before = blocks[i - 1];
      expect(`${doc}:${b.line} ${before && runnable.includes(before) ? 'ok' : 'no runnable block before'}`).toBe(`${doc}:${b.line} ok`);
    }
  });
});

function lines(text: string): string[] {
  const out = text.split('\n').map((l) => l.trimEnd());
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}
