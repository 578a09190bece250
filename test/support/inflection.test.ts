/**
 * Inflection answers as Rails' inflector does, on Rails' own SingularToPlural table
 * (activesupport/test/inflector_test_cases.rb, as data), plus the words API.md names.
 */
import { pluralizeWord, singularize } from '../../src/support/inflection';
import table from './rails-singular-to-plural.json';

const pairs = table as Array<[string, string]>;

test.each(pairs)('%s ⇄ %s', (singular, plural) => {
  expect(pluralizeWord(singular)).toBe(plural);
  expect(singularize(plural)).toBe(singular);
  expect(pluralizeWord(plural)).toBe(plural);
  expect(singularize(singular)).toBe(singular);
});

test.each([
  ['taxis', 'taxis'],
  ['me', 'mes'],
  ['sms', 'sms'],
  ['axis', 'axes'],
])('API.md: %s pluralizes to %s', (word, plural) => {
  expect(pluralizeWord(word)).toBe(plural);
});
