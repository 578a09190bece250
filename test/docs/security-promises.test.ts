/**
 * Each promise of README's Security section and of docs/middleware-and-security.md's names
 * the test that holds it: a file of test/reliability/promises/ (named in the promise as a code
 * span) with a test titled with the promise's name (its bold words). This reads both lists and
 * checks that every named file exists and holds that test, that every file there is named by
 * a promise, and that README names only tests the guide names too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './markdown-blocks';

const PROMISES = 'test/reliability/promises';


interface StatedPromise {
  names: string[];
  tests: string[];
  text: string;
}

/** The bullets of the section from `start` up to `end` (a heading), each with its bold names and named tests. */
function promisesOf(doc: string, start: RegExp, end: RegExp): StatedPromise[] {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const from = text.search(start);
  expect(from).toBeGreaterThanOrEqual(0);
  const rest = text.slice(from);
  const section = rest.slice(0, rest.slice(1).search(end) + 1);
  const bullets = section.split('\n').reduce<string[]>((list, line) => {
    if (line.startsWith('- ')) list.push(line);
    else if (line.startsWith('  ') && list.length > 0) list[list.length - 1] += ` ${line.trim()}`;
    return list;
  }, []);
  return bullets
    .filter((bullet) => bullet.startsWith('- **'))
    .map((bullet) => ({
      names: [...bullet.matchAll(/\*\*(.+?)\*\*/g)].map((m) => (m[1] as string).replace(/[.:]$/, '').toLowerCase()),
      tests: [...bullet.matchAll(/`(test\/[^`\s]+\.test\.ts)`/g)]
        .map((m) => m[1] as string)
        .filter((file) => file.startsWith(`${PROMISES}/`)),
      text: bullet.slice(0, 80),
    }));
}

/** The titles of the tests (`test(...)`, `it(...)`) a file declares, lower case. */
function testTitles(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...source.matchAll(/\b(?:test|it)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) =>
    (m[2] as string).replace(/\\(.)/g, '$1').toLowerCase(),
  );
}

const readme = promisesOf('README.md', /^## Security$/m, /^## /m);
const guide = promisesOf('docs/middleware-and-security.md', /^## Security$/m, /^#{2,3} /m);

test('both lists are read', () => {
  expect(readme.flatMap((p) => p.names).length).toBeGreaterThanOrEqual(12);
  expect(guide.flatMap((p) => p.names).length).toBeGreaterThanOrEqual(13);
});

describe.each([
  ['README.md', readme],
  ['docs/middleware-and-security.md', guide],
])('%s', (_doc, promises) => {
  const named = promises.flatMap((p) => p.names.map((name) => [name, p] as const));

  test.each(named)(
    '“%s” names the test that holds it, and that test exists',
    (name, promise) => {
      expect([name, promise.tests.length > 0]).toEqual([name, true]);
      const holding = promise.tests.filter(
        (file) => fs.existsSync(path.join(ROOT, file)) && testTitles(file).includes(name),
      );
      expect([name, promise.tests, holding.length > 0]).toEqual([name, promise.tests, true]);
    },
  );

});

test('every test of test/reliability/promises is named by a promise of the guide, and README names only those', () => {
  const files = fs
    .readdirSync(path.join(ROOT, PROMISES))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${PROMISES}/${file}`)
    .sort();
  const namedByGuide = [...new Set(guide.flatMap((p) => p.tests))].sort();
  expect(namedByGuide).toEqual(files);
  for (const file of readme.flatMap((p) => p.tests)) expect(namedByGuide).toContain(file);
});
