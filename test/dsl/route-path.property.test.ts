/**
 * Rails' route path normalization runs a handful of replaces; most paths need none of them,
 * and a quick test says which (src/dsl/scope.ts `NEEDS_NORMALIZING`). Where it says "as it
 * is", the full normalization must give the path back unchanged, whatever the path.
 */
import fc from 'fast-check';
import { normalizeRootedPath, normalizeRoutePath } from '../../src/dsl/scope';

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
