/**
 * ARCHITECTURE.md: "Every `src/` file opens with a comment saying what it is for". Kept true:
 * every TypeScript file under src/ starts (before its first statement) with a comment of a
 * sentence or more, read with TypeScript's own scanner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The words of the comments before the file's first statement. */
function openingWords(text: string): number {
  const comments = ts.getLeadingCommentRanges(text, 0) ?? [];
  return comments
    .map((range) => text.slice(range.pos, range.end).replace(/^\/\*\*?|\*\/$|^\s*\*|^\/\//gm, ''))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
}

test('ARCHITECTURE.md still makes the promise', () => {
  expect(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8')).toContain(
    'Every `src/` file opens with a comment saying what it is for',
  );
});

test.each(sourceFiles(join(ROOT, 'src')).map((file) => [relative(ROOT, file), file]))(
  '%s opens with a comment saying what it is for',
  (_shown, file) => {
    expect(openingWords(readFileSync(file, 'utf8'))).toBeGreaterThanOrEqual(5);
  },
);
