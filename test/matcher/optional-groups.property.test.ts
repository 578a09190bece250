/**
 * Property: on random tables of routes with optional groups (`(/:x)`, `(/a)`, nested
 * `(/:x(/:y))`, several in one route, beside static names and parameters, with any verb
 * and format), the compiled matcher answers as the judge (judged-tables.ts).
 */
import { trieLayout } from '../../src/matcher/trie/trie-shape';
import { assertJudgedAnswers } from './judged-tables';

jest.setTimeout(60000);

test("the matcher's answers are the judge's", () => {
  let expanded = 0;
  const { found, trieOnly } = assertJudgedAnswers({
    pieces: ['a', 'new', ':x', '(/:x)', '(/a)', '(/:x(/:y))', '(/new(/:x))', '(/:x)(/:x)'],
    words: ['a', 'new', '1', 'a.json', '1.json'],
    seed: 3131,
    count: (route) => {
      if (Array.isArray(trieLayout(route))) expanded++;
    },
  });
  expect(found).toBeGreaterThan(1000);
  // The tables exercise the trie's ways, not only the route programs.
  expect(expanded).toBeGreaterThan(300);
  expect(trieOnly).toBeGreaterThan(50);
});
