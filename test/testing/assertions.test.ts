/** API.md § Testing routes: assertRecognizes, assertGenerates and assertRouting under jest. */
import { AssertionError } from 'node:assert';
import { Router } from '../../src';
import { assertGenerates, assertRecognizes, assertRouting } from '../../src/testing';
import { routingCases } from './cases';

const { assertionCases, fixtureRouter } = routingCases({ Router, assertRecognizes, assertGenerates, assertRouting });
const router = fixtureRouter();

describe('routing assertions (the shared table)', () => {
  test.each(assertionCases.filter((c) => c.message === undefined).map((c) => [c.name, c] as const))('%s: passes', (_name, c) => {
    expect(() => c.call(router)).not.toThrow();
  });

  test.each(assertionCases.filter((c) => c.message !== undefined).map((c) => [c.name, c] as const))('%s: fails with its message', (_name, c) => {
    let thrown: unknown;
    try {
      c.call(router);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AssertionError);
    const error = thrown as AssertionError;
    expect(error.message).toBe(c.message);
    if ('actual' in c) expect(error.actual).toEqual(c.actual);
    if ('expected' in c) expect(error.expected).toEqual(c.expected);
  });
});
