/**
 * A constraint's whole-value test (value-check.ts) accepts exactly the values its RegExp
 * `^(?:…)$` accepts, whichever way it runs: the native RegExp (no choice, one loop over
 * fixed text), closures worked out once (no inner assertion), or state sets found per
 * character (`\b` inside; anchors are refused in constraints).
 */
import fc from 'fast-check';
import { Op } from '../../src/matcher/constraints/ops';
import { valueTest } from '../../src/matcher/constraints/value-check';
import { OP_COUNT, OP_SET } from '../../src/url-rules/value-program';
import { routeSet } from '../reliability/route-shapes';
import type { Route } from '../../src/definition/route';

const ATOMS = [
  'a',
  'b',
  '1',
  '.',
  '-',
  '\\d',
  '\\w',
  '[a-c]',
  '[^a]',
  '\\b',
  '\\B',
  '(?:a|ab)',
  '(?:a|a)',
  '(?:\\d+|\\w)',
];
const QUANTIFIERS = ['', '', '*', '+', '?', '*?', '+?', '{2}', '{1,3}', '{0,}'];

const sourceArb = fc
  .array(fc.tuple(fc.constantFrom(...ATOMS), fc.constantFrom(...QUANTIFIERS)), { minLength: 1, maxLength: 5 })
  .chain((parts) =>
    fc.tuple(fc.constant(parts.map(([atom, q]) => (/^\\[bB]$/.test(atom) ? atom : atom + q)).join('')), fc.boolean()),
  )
  .map(([source, alternative]) => (alternative ? `${source}|b+` : source));

const testFor = (source: string): { test(value: string): boolean } | null => {
  let constraint: RegExp;
  try {
    constraint = new RegExp(source);
  } catch {
    return null;
  }
  const route = [...routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint } as never)).routes][0] as Route;
  return valueTest(route, 'v') ?? null;
};

test('the value test accepts what the RegExp accepts', () => {
  let accepted = 0;
  fc.assert(
    fc.property(
      sourceArb,
      fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '1', '.', '-', '_', ' '), maxLength: 7 }), {
        minLength: 12,
        maxLength: 12,
      }),
      (source, values) => {
        const check = testFor(source);
        if (check === null) return;
        const native = new RegExp(`^(?:${source})$`);
        for (const value of values) {
          const want = native.test(value);
          if (want) accepted++;
          expect([source, value, check.test(value)]).toEqual([source, value, want]);
        }
      },
    ),
    { seed: 77, numRuns: 300 },
  );
  expect(accepted).toBeGreaterThan(150);
});

test('a repeated choice and overlapping loops are not run natively', () => {
  for (const source of ['(?:a|a){25}', '[a-z0-9]+[0-9]+[a-z0-9]*', '(?:\\d+)+x']) {
    const check = testFor(source) as { test(value: string): boolean };
    expect(check).not.toBeInstanceOf(RegExp);
    expect(check.test('a'.repeat(25))).toBe(source === '(?:a|a){25}');
    // 16 KB of a value V8 would backtrack over for hours: answered within the test's timeout.
    expect(check.test(`${'1'.repeat(16384)}!`)).toBe(false);
  }
  expect(testFor('\\d+')).toBeInstanceOf(RegExp);
});

test("one numbering of instructions: the checker's (url-rules/value-program.ts), taken by the compiler (ops.ts), and route programs' own beside them", () => {
  const numbers = Object.values(Op);
  expect(numbers.length).toBe(10);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(Op.Set).toBe(OP_SET);
  expect(Op.Count).toBe(OP_COUNT);
});
