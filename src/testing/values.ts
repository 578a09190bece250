/**
 * Parameter hashes as the routing assertions compare and show them. Comparison is strict,
 * as Rails' `assert_equal` is (`id: 1` does not match the recognized `'1'`), and ignores
 * prototypes, which differ between objects the router builds and the test's literals.
 */
import { inspect, isDeepStrictEqual } from 'node:util';
import { terminalSafe } from '../support/terminal-text';

export type Params = Record<string, unknown>;

/**
 * One line, JS notation: `{ controller: 'photos', action: 'show', id: '1' }`. inspect escapes
 * control characters in strings but not line separators or bidirectional marks: terminalSafe does.
 */
export function show(value: unknown): string {
  return terminalSafe(inspect(value, { breakLength: Infinity, depth: 8, compact: true }));
}

/** A deep copy made of ordinary objects and arrays, for comparison and for `actual`/`expected`. */
export function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== null && proto !== Object.prototype) return value;
    const copy: Params = {};
    for (const key of Object.keys(value))
      Object.defineProperty(copy, key, {
        value: plain((value as Params)[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  return value;
}

export function sameParams(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(plain(a), plain(b));
}

/**
 * Rails' old `Hash#diff`, which its routing assertions printed: the expected entries the
 * recognized ones lack or give another value, then the recognized entries not expected.
 */
export function difference(expected: Params, actual: Params): Params {
  const diff: Params = {};
  const put = (key: string, value: unknown): void => {
    Object.defineProperty(diff, key, { value, enumerable: true, writable: true, configurable: true });
  };
  for (const key of Object.keys(expected)) {
    if (!Object.hasOwn(actual, key) || !sameParams(expected[key], actual[key])) put(key, expected[key]);
  }
  for (const key of Object.keys(actual)) if (!Object.hasOwn(expected, key)) put(key, actual[key]);
  return diff;
}
