/**
 * Whatever request a test describes, the assertions answer with a pass or an AssertionError
 * whose message is two lines (Rails' line, then what the request reached) with no raw
 * control character (a path is quoted or escaped, a value escaped); and what the helpers
 * generate, assertRouting recognizes back both ways.
 */
import fc from 'fast-check';
import { AssertionError } from 'node:assert';
import { Router } from '../../src';
import { assertRecognizes, assertRouting, routingMatchers } from '../../src/testing';

const router = new Router().draw((r) => {
  r.resources('photos');
  r.get('files/*path', { to: 'files#show' });
  r.get('dashboard', { to: 'dashboards#show', constraints: { subdomain: 'admin' } });
});
const matchers = routingMatchers(router);

// Characters that mean something in a request target, a query, a verb prefix or a message.
const hostile = fc.string({
  unit: fc.constantFrom(
    '/',
    '%',
    '?',
    '#',
    '.',
    '&',
    '=',
    '[',
    ']',
    ':',
    ' ',
    '\n',
    '\r',
    '\u0000',
    '\u001b',
    '\u2028',
    '"',
    "'",
    'é',
    '😀',
    'a',
    '1',
    'G',
    'E',
    'T',
    '2',
    'F',
  ),
  maxLength: 24,
});
// Prefixes that make the request reach a route (photos, files), a 405 (DELETE /photos), a 404 for the constrained dashboard, or nothing.
const prefixes = fc.constantFrom(
  '',
  'GET ',
  'DELETE ',
  'http://admin.example.com/',
  '/photos',
  '/files/',
  'DELETE /photos',
  '/dashboard',
);

/** Two lines, neither with a raw control character nor a line separator. */
function expectTwoSafeLines(message: string): void {
  const lines = message.split('\n');
  expect(lines).toHaveLength(2);
  for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
}

/** Which outcome a failure's second line tells. */
function outcomeOf(message: string): string {
  const reached = message.split('\n')[1] ?? '';
  if (/ reached /.test(reached)) return 'another route';
  return /: 405 Method Not Allowed; /.test(reached)
    ? '405'
    : /: 404 Not Found; .*constraints/.test(reached)
      ? '404 constrained'
      : /: 404 Not Found; /.test(reached)
        ? '404'
        : 'unknown';
}

test('any request string: a pass or a two-line AssertionError, every outcome reached', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(hostile, prefixes, (path, prefix) => {
      try {
        assertRecognizes(router, { controller: 'photos', action: 'index' }, prefix + path);
        seen.add('pass');
      } catch (error) {
        expect(error).toBeInstanceOf(AssertionError);
        const message = (error as AssertionError).message;
        expectTwoSafeLines(message);
        seen.add(outcomeOf(message));
      }
      const result = matchers.toBeRoutable.call({ isNot: false }, { get: prefix + path });
      expectTwoSafeLines(result.message());
    }),
    // One request known to reach each outcome runs first, so that the check below never depends on
    // what 400 random ones hit: over 61 runs 'pass' came 3 to 13 times (mean 7.5), the 405 and the
    // constrained 404 3 to 18 (mean 10), one of them not at all about once in 1,500 runs.
    {
      numRuns: 400,
      examples: [
        ['', '/photos'], // pass
        ['/1', '/photos'], // another route (photos#show)
        ['', 'DELETE /photos'], // 405
        ['', '/dashboard'], // 404 constrained
        ['/a', ''], // 404
      ],
    },
  );
  expect([...seen].sort()).toEqual(['404', '404 constrained', '405', 'another route', 'pass']);
});

test('a helper-generated path routes back to its parameters, both ways', () => {
  const h = router.helpers;
  fc.assert(
    // A dot would start the format, as in Rails; every other character round-trips.
    fc.property(
      fc.string({ minLength: 1, maxLength: 12 }).filter((id) => !id.includes('.')),
      (id) => {
        assertRouting(router, `GET ${h.photo_path(id)}`, { controller: 'photos', action: 'show', id });
        expect(
          matchers.toRouteTo.call({ isNot: false }, { delete: h.photo_path(id) }, 'photos#destroy', { id }).pass,
        ).toBe(true);
      },
    ),
    { numRuns: 200 },
  );
});
