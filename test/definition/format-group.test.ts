/**
 * The format at a path's end, decided in one place (src/definition/format-group.ts): what the
 * DSL, the scanner, the trie and the pages ask of a path about `(.:format)` and `.:format`.
 */
import {
  endsWithFormat,
  FORMAT_GROUP,
  FORMAT_GROUP_PATTERN,
  isOptionalFormat,
  withoutFormatGroup,
} from '../../src/definition/format-group';
import { PathPattern } from '../../src/definition/path-pattern';
import { pathWithFormat } from '../../src/dsl/route-builder';

test.each([
  ['/photos/:id(.:format)', true, '/photos/:id'],
  ['/photos/:id.:format', true, '/photos/:id.:format'],
  ['/books(/:id(.:format))', true, '/books(/:id(.:format))'],
  ['/photos/:id', false, '/photos/:id'],
  ['/photos/:id(.:format)/edit', false, '/photos/:id(.:format)/edit'],
  ['/photos/:id(.:fmt)', false, '/photos/:id(.:fmt)'],
  ['/photos/:id.:format)', false, '/photos/:id.:format)'],
])('%s: ends with its format %s, without the optional group %s', (path, ends, without) => {
  expect(endsWithFormat(path)).toBe(ends);
  expect(withoutFormatGroup(path)).toBe(without);
});

test('the RegExp source matches the group and nothing else', () => {
  const group = new RegExp(`^${FORMAT_GROUP_PATTERN}$`);
  expect(group.test(FORMAT_GROUP)).toBe(true);
  expect(group.test('(x:format)')).toBe(false);
  expect(group.test('.:format')).toBe(false);
});

test.each([
  ['/photos/:id(.:format)', true],
  ['/photos(.:locale)', false],
  ['/photos(/:format)', false],
  ['/photos(.:format)(/x)', false],
])('%s: its last token is the optional format group: %s', (path, expected) => {
  const tokens = PathPattern.parse(path).tokens;
  const last = tokens[tokens.length - 1];
  expect(last !== undefined && isOptionalFormat(last)).toBe(expected);
});

test.each([
  ['/photos/:id', undefined, '/photos/:id(.:format)'],
  ['/photos/:id', true, '/photos/:id.:format'],
  ['/photos/:id', false, '/photos/:id'],
  ['/photos/:id(.:format)', undefined, '/photos/:id(.:format)'],
  ['/books(/:id(.:format))', undefined, '/books(/:id(.:format))'],
  ['/photos/:id.:format', undefined, '/photos/:id.:format'],
  ['/', undefined, '/'],
])('the DSL adds the format to %s (format: %s) once: %s', (path, formatted, expected) => {
  expect(pathWithFormat(path, formatted)).toBe(expected);
});
