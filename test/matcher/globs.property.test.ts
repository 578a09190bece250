/**
 * Property: on random tables of routes with globs (`*g` alone or with segments after it, in
 * a group) beside optional groups (`(/:x)`, `(/a)`, nested `(/new(/:x))`), static names and
 * parameters, with any verb and format, and request paths with dots where a glob and a
 * format meet, the compiled matcher answers as the judge (judged-tables.ts).
 */
import { trieLayout } from '../../src/matcher/trie/trie-shape';
import { assertJudgedAnswers } from './judged-tables';

jest.setTimeout(60000);

test("the matcher's answers are the judge's", () => {
  let globs = 0;
  const { found, trieOnly } = assertJudgedAnswers({
    pieces: ['a', 'new', ':x', '*g', '*g', '(/*g)', '(/:x)', '(/a)', '(/new(/:x))'],
    words: ['a', 'new', '1', 'a.json', '1.json', '.json', 'a.', 'a..b', 'a.b.c'],
    seed: 4242,
    count: (route) => {
      if (route.pattern.globs.size > 0 && trieLayout(route) !== null) globs++;
    },
  });
  expect(found).toBeGreaterThan(1000);
  // The tables exercise the trie's globs, not only the route programs.
  expect(globs).toBeGreaterThan(100);
  expect(trieOnly).toBeGreaterThan(50);
});
