/**
 * The published package's documents link only to what it ships: every relative link in a
 * Markdown file `npm pack` puts in the tarball (README, the guides, ARCHITECTURE.md,
 * CHANGELOG.md) names a file of the tarball, and its `#anchor`, when it has one, a heading of
 * that file. The list of shipped files is npm's own (`npm pack --dry-run --json`); scripts
 * are not run, so dist/ is not built for it (no document links into dist/).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './markdown-blocks';

const shipped: string[] = (
  JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as Array<{ files: Array<{ path: string }> }>
)[0]!.files.map((file) => file.path);
const documents = shipped.filter((file) => file.endsWith('.md'));

/** The lines outside fenced code blocks. */
function outsideFences(markdown: string): string {
  let fenced = false;
  const lines = markdown.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else return !fenced;
    return false;
  });
  return lines.join('\n');
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string): string => outsideFences(markdown).replace(/`[^`\n]*`/g, '');

/** Link targets: inline `[text](target)`, reference `[label]: target`, and HTML `href`/`src`. */
function linksOf(markdown: string): string[] {
  const text = prose(markdown);
  return [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] as string),
    ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] as string),
    ...[...text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1] as string),
  ];
}

const isRelative = (target: string): boolean => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of outsideFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = (heading as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let unique = slug;
    for (let n = 1; anchors.has(unique); n++) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

test('the package ships its documents, and the files they link to', () => {
  for (const file of ['README.md', 'ARCHITECTURE.md', 'CHANGELOG.md', 'docs/url-helpers.md'])
    expect(shipped).toContain(file);
  expect(documents.length).toBeGreaterThan(10);
});

test.each(documents)('every relative link in %s resolves in the package', (document) => {
  const broken: string[] = [];
  for (const target of linksOf(read(document)).filter(isRelative)) {
    const [file, anchor] = target.split('#') as [string, string | undefined];
    const resolved = file === '' ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), decodeURI(file)));
    // A folder (`docs/`) is in the package when a file of it is.
    const folder = `${resolved.replace(/\/$/, '')}/`;
    if (!shipped.includes(resolved) && !shipped.some((entry) => entry.startsWith(folder))) broken.push(`${target}: ${resolved} is not in the package`);
    else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(decodeURIComponent(anchor)))
      broken.push(`${target}: ${resolved} has no heading #${anchor}`);
  }
  expect(broken).toEqual([]);
});
