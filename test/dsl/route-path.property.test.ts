/**
 * Rails' route path normalization runs a handful of replaces; most paths need none of them,
 * and a quick test says which (src/dsl/scope.ts `NEEDS_NORMALIZING`). Where it says "as it
 * is", the full normalization must give the path back unchanged, whatever the path. The
 * same for the builder's one test for a clean path (src/dsl/route-builder.ts `builtPath`):
 * it must give what escaping, normalizing and adding the format give.
 */
import fc from 'fast-check';
import { normalizeRootedPath, normalizeRoutePath } from '../../src/dsl/scope';
import { builtPath, escapePath, pathWithFormat } from '../../src/dsl/route-builder';

const PIECES = [
  '/',
  '//',
  '(',
  ')',
  ':',
  '*',
  '.',
  '%',
  '%2f',
  '%2F',
  'id',
  'a',
  'format',
  '(.:format)',
  '-',
  '_',
  '9',
];
const path = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join(''));

describe('route path normalization', () => {
  test('the quick test leaves a path as it is only where the full normalization would', () => {
    fc.assert(
      fc.property(path, (raw) => {
        const rooted = raw.startsWith('/') ? raw : `/${raw}`;
        expect(normalizeRoutePath(raw)).toBe(normalizeRootedPath(rooted));
      }),
      { numRuns: 3000 },
    );
  });

  test.each([
    ['photos/:id(.:format)', '/photos/:id(.:format)'],
    ['/a//b/', '/a/b'],
    ['/(:locale)', '/(:locale)'],
    ['/(/:locale)/x', '(/:locale)/x'],
    ['/a/%2f', '/a/%2F'],
    ['/', '/'],
  ])('%s → %s', (raw, normalized) => {
    expect(normalizeRoutePath(raw)).toBe(normalized);
  });
});

describe('a route path as stored', () => {
  const clean = fc
    .array(fc.oneof(fc.stringMatching(/^[\w-]{1,4}$/), fc.stringMatching(/^:[a-z_]\w{0,3}$/)), {
      minLength: 1,
      maxLength: 5,
    })
    .map((segments) => `/${segments.join('/')}`);
  const formatted = fc.constantFrom(undefined, true, false, 'json', /xml|json/);

  test('the clean-path shortcut gives what escape, normalization and format give', () => {
    fc.assert(
      fc.property(fc.oneof(path, clean, fc.string({ maxLength: 12 })), formatted, (raw, format) => {
        expect(builtPath(raw, format)).toBe(pathWithFormat(escapePath(raw), format));
      }),
      { numRuns: 5000 },
    );
  });

  test.each<[string, unknown, string]>([
    ['/photos/:id/edit', undefined, '/photos/:id/edit(.:format)'],
    ['/photos/:id', true, '/photos/:id.:format'],
    ['/photos', false, '/photos'],
    ['/caf\u00e9', undefined, '/caf%C3%A9(.:format)'],
    ['/a:b', undefined, '/a:b(.:format)'],
    ['/photos/', undefined, '/photos(.:format)'],
    ['/', undefined, '/'],
  ])('%s with %p → %s', (raw, format, stored) => {
    expect(builtPath(raw, format)).toBe(stored);
  });
});
