// The shared table (cases.ts, compiled to cases.cjs) under vitest, against the packed
// railroute installed in an ESM project: assertions, and matchers through vitest's expect.extend.
import { AssertionError } from 'node:assert';
import { describe, expect, test } from 'vitest';
import { Router } from 'railroute';
import { assertGenerates, assertRecognizes, assertRouting, routingMatchers } from 'railroute/testing';
import cases from './cases.cjs';

const { fixtureRouter, assertionCases, matcherCases } = cases.routingCases({
  Router,
  assertRecognizes,
  assertGenerates,
  assertRouting,
});
const router = fixtureRouter();
expect.extend(routingMatchers(router));

describe('assertions under vitest', () => {
  for (const c of assertionCases) {
    test(c.name, () => {
      if (c.message === undefined) return void expect(() => c.call(router)).not.toThrow();
      let thrown;
      try {
        c.call(router);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AssertionError);
      expect(thrown.message).toBe(c.message);
      if ('actual' in c) expect(thrown.actual).toEqual(c.actual);
      if ('expected' in c) expect(thrown.expected).toEqual(c.expected);
    });
  }
});

describe('matchers under vitest', () => {
  for (const c of matcherCases) {
    test(c.name, () => {
      const run = () => (c.not ? expect(c.received).not : expect(c.received))[c.matcher](...c.args);
      if (c.message === undefined) return void expect(run).not.toThrow();
      let thrown;
      try {
        run();
      } catch (error) {
        thrown = error;
      }
      // vitest's own error for a failed custom matcher, carrying the matcher's message as it is.
      expect(thrown).toBeInstanceOf(Error);
      expect(thrown.message).toBe(c.message);
      // vitest prints its own diff from these, so the message carries none.
      expect(thrown.actual).toEqual(c.actual);
      expect(thrown.expected).toEqual(c.expected);
    });
  }
});
