/**
 * The fenced code blocks of README.md and docs/*.md, with the HTML comment that marks a
 * block (`<!-- fragment: reason -->`, `<!-- no-run: reason -->`, `<!-- output -->`) and the
 * file name a block gives itself on its first line (`// test/routes.test.ts`), so blocks of
 * one guide can import each other.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '../..');

export interface Block {
  doc: string; // 'README.md', 'docs/routing.md'
  line: number; // of the opening fence, 1-based
  lang: string;
  code: string;
  marker?: { kind: string; reason: string };
  /** A path relative to the guide's virtual folder: `test/routes.test.ts`, or `block-12.ts`. */
  name: string;
}

export function documents(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs];
}

const FENCE = /^(\s*)```(\w*)\s*$/;
const MARKER = /^<!--\s*([\w-]+)(?::\s*(.*?))?\s*-->$/;
const NAMED = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.(?:d\.ts|ts|mjs|js))(?::.*)?$/;

export function blocksOf(doc: string): Block[] {
  const lines = fs.readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] as string);
    if (!open) continue;
    const indent = (open[1] as string).length;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !/^\s*```\s*$/.test(lines[j] as string)) {
      body.push((lines[j] as string).slice(indent));
      j++;
    }
    if (j === lines.length) throw new Error(`${doc}:${i + 1}: unclosed code fence`);
    const code = body.join('\n') + '\n';
    const lang = open[2] as string;
    const marker = markerBefore(lines, i);
    const named = NAMED.exec(body[0] ?? '');
    const ext = lang === 'js' ? 'mjs' : 'ts';
    blocks.push({ doc, line: i + 1, lang, code, marker, name: named ? (named[1] as string) : `block-${i + 1}.${ext}` });
    i = j;
  }
  return blocks;
}

function markerBefore(lines: string[], fence: number): Block['marker'] {
  let k = fence - 1;
  while (k >= 0 && (lines[k] as string).trim() === '') k--;
  const m = k >= 0 ? MARKER.exec((lines[k] as string).trim()) : null;
  return m ? { kind: m[1] as string, reason: m[2] ?? '' } : undefined;
}
