/**
 * Whatever request a test describes, the assertions answer with a pass or an AssertionError
 * whose message is one line with no raw control character (a path is quoted, a value
 * escaped); and what the helpers generate, assertRouting recognizes back both ways.
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
const hostile = fc.string({ unit: fc.constantFrom('/', '%', '?', '#', '.', '&', '=', '[', ']', ':', ' ', '\n', '\r', '\u0000', '\u001b', '"', "'", 'é', '😀', 'a', '1', 'G', 'E', 'T', '2', 'F'), maxLength: 24 });

test('any request string: a pass or a one-line AssertionError', () => {
  fc.assert(
    fc.property(hostile, fc.constantFrom('', 'GET ', 'DELETE ', 'http://admin.example.com/'), (path, prefix) => {
      try {
        assertRecognizes(router, { controller: 'photos', action: 'index' }, prefix + path);
      } catch (error) {
        expect(error).toBeInstanceOf(AssertionError);
        // eslint-disable-next-line no-control-regex
        expect((error as AssertionError).message).not.toMatch(/[\u0000-\u001f\u007f]/);
      }
      const result = matchers.toBeRoutable.call({ isNot: false }, { get: prefix + path });
      // eslint-disable-next-line no-control-regex
      expect(result.message()).not.toMatch(/[\u0000-\u001f\u007f]/);
    }),
    { numRuns: 300 },
  );
});

test('a helper-generated path routes back to its parameters, both ways', () => {
  const h = router.helpers;
  fc.assert(
    // A dot would start the format, as in Rails; every other character round-trips.
    fc.property(fc.string({ minLength: 1, maxLength: 12 }).filter((id) => !id.includes('.')), (id) => {
      assertRouting(router, `GET ${h.photo_path(id)}`, { controller: 'photos', action: 'show', id });
      expect(matchers.toRouteTo.call({ isNot: false }, { delete: h.photo_path(id) }, 'photos#destroy', { id }).pass).toBe(true);
    }),
    { numRuns: 200 },
  );
});
