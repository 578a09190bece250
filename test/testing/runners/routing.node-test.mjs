// The shared table (cases.ts, compiled to cases.cjs) under node:test, against the packed
// railroute installed in an ESM project. node:test has no expect.extend: the matchers are
// called as a runner calls them, with `this.isNot`, and their { pass, message } checked.
import assert, { AssertionError } from 'node:assert';
import { describe, test } from 'node:test';
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
const matchers = routingMatchers(router);

describe('assertions under node:test', () => {
  for (const c of assertionCases) {
    test(c.name, () => {
      if (c.message === undefined) return void assert.doesNotThrow(() => c.call(router));
      assert.throws(
        () => c.call(router),
        (error) => {
          assert.ok(error instanceof AssertionError);
          assert.strictEqual(error.message, c.message);
          if ('actual' in c) assert.deepStrictEqual(error.actual, c.actual);
          if ('expected' in c) assert.deepStrictEqual(error.expected, c.expected);
          return true;
        },
      );
    });
  }
});

describe('matchers under node:test', () => {
  for (const c of matcherCases) {
    test(c.name, () => {
      const result = matchers[c.matcher].call({ isNot: c.not }, c.received, ...c.args);
      // A runner fails the expectation when pass equals isNot.
      assert.strictEqual(result.pass === c.not, c.message !== undefined);
      if (c.message !== undefined) assert.strictEqual(result.message(), c.message);
      // No `utils.diff` given: the message has no diff, and actual/expected are there for the runner.
      assert.deepStrictEqual(result.actual, c.actual);
      assert.deepStrictEqual(result.expected, c.expected);
    });
  }
});
