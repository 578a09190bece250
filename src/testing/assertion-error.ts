/**
 * Failures are `node:assert`'s AssertionError with `actual` and `expected` set, which jest,
 * vitest and node:test all recognize and show as a diff under the message.
 */
import { AssertionError } from 'node:assert';
import { plain } from './values';

export function fail(
  message: string,
  actual: unknown,
  expected: unknown,
  operator: 'deepStrictEqual' | 'strictEqual',
  caller: (...args: never[]) => unknown,
): never {
  // Built as a 'fail' so the message stays exactly ours (for a 'deepStrictEqual' with a message,
  // some Node versions append their own diff to it); the runners' diffs read `operator` after.
  const error = new AssertionError({
    message,
    actual: plain(actual),
    expected: plain(expected),
    operator: 'fail',
    stackStartFn: caller,
  });
  error.operator = operator;
  throw error;
}
