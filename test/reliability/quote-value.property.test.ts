/**
 * `quoteValue` quotes plain ASCII by hand (the 404 path's fast lane): for any string it must
 * give exactly what JSON.stringify plus the `<`, `>`, `&` escapes give.
 */
import fc from 'fast-check';
import { quoteValue } from '../../src/errors';

const reference = (value: string): string =>
  JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);

describe('quoteValue', () => {
  test.each([
    ['', '""'],
    ['/photos/1', '"/photos/1"'],
    ['a"b', '"a\\"b"'],
    ['a\\b', '"a\\\\b"'],
    ['<b>&', '"\\u003cb\\u003e\\u0026"'],
    ['tab\there', '"tab\\there"'],
    ['\x7f', '"\x7f"'],
    ['é', '"é"'],
    ['\ud800', '"\\ud800"'],
  ])('%j → %s', (value, quoted) => {
    expect(quoteValue(value)).toBe(quoted);
  });

  test('agrees with JSON.stringify + escapes on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => quoteValue(value) === reference(value)),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0x80 }).map((c) => String.fromCharCode(c)) }),
        (value) => quoteValue(value) === reference(value),
      ),
      { numRuns: 2000 },
    );
  });
});
