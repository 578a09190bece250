/**
 * URL helpers check a required value against its segment constraint (a value that breaks it
 * is a `UrlGenerationError`), with the matcher's linear test: a long value in an overlapping
 * constraint (`[a-z0-9]+[0-9]+[a-z0-9]*`, where V8's RegExp backtracks cubically) costs
 * about what a value that passes costs. A complexity guard by counted work, never wall-clock.
 */
import { Router, UrlGenerationError } from '../../src';
import { countWork } from '../support/counted-work';

const constraint = /[a-z0-9]+[0-9]+[a-z0-9]*/;
const router = new Router().draw((r) => r.get('items/:id', { to: 'items#show', as: 'item', id: constraint }));

test('a value that breaks the constraint is refused', () => {
  expect(router.helpers.item_path('a1')).toBe('/items/a1');
  expect(() => router.helpers.item_path('abc!')).toThrow(UrlGenerationError);
});

test('a 4 KB hostile value is refused with work comparable to a passing one, linear in its length', () => {
  const hostile = `${'1'.repeat(4096)}!`;
  const passing = `${'1'.repeat(4096)}`;
  const refuse = (): void => {
    expect(() => router.helpers.item_path(hostile)).toThrow(UrlGenerationError);
  };
  const accept = (): void => void router.helpers.item_path(passing);
  refuse();
  accept();
  const refused = countWork(refuse);
  const accepted = countWork(accept);
  // The constraint never runs natively on the value (V8 backtracked ~2 s at 2 KB): its
  // program does, a few live states a character.
  const native = [...refused.native, ...accepted.native].filter(([regexp]) => regexp.source === constraint.source);
  expect(native).toEqual([]);
  expect(refused.steps).toBeGreaterThan(0);
  expect(refused.total).toBeLessThanOrEqual(8 * hostile.length);
  expect(refused.total).toBeLessThanOrEqual(4 * Math.max(accepted.total, accepted.steps, hostile.length));
});

/** Lookaround beside the overlapping loops: the helpers' check stays the matcher's, linear. */
const LOOKAROUND: RegExp[] = [
  /(?=\w)[a-z0-9]+[0-9]+[a-z0-9]*/,
  /(?!x)[a-z0-9]+[0-9]+[a-z0-9]*(?<!z)/,
  /(?:(?=[a-z0-9]*1)[a-z0-9])+[0-9]+/,
  /(?<=^|a)[a-z0-9]+[0-9]+[a-z0-9]*/,
];

describe.each(LOOKAROUND.map((constraint) => [String(constraint), constraint] as const))('%s', (_name, constraint) => {
  const looked = new Router().draw((r) => r.get('items/:id', { to: 'items#show', as: 'item', id: constraint }));
  const allowed = (value: string): boolean => {
    try {
      looked.helpers.item_path(value);
      return true;
    } catch (error) {
      if (error instanceof UrlGenerationError) return false;
      throw error;
    }
  };

  test("short values: the helper accepts what Rails' whole-value test (`\\A(?:…)\\Z`) accepts", () => {
    const whole = new RegExp(`^(?:${constraint.source})$`);
    const letters = ['a', '1', 'x', 'z', '!'];
    const values: string[] = [];
    for (const a of letters) for (const b of letters) for (const c of letters) values.push(a + b + c, a + b, a);
    for (const value of values) expect([value, allowed(value)]).toEqual([value, whole.test(value)]);
  });

  test('complexity guard: a hostile value costs work linear in its length, never a native run', () => {
    const work = (length: number): number => {
      const hostile = `${'1'.repeat(length)}!`;
      allowed(hostile);
      const counted = countWork(() => expect(allowed(hostile)).toBe(false));
      expect(counted.native.filter(([regexp]) => regexp.source === constraint.source)).toEqual([]);
      return counted.total;
    };
    const small = work(1024);
    const large = work(8192);
    expect(small).toBeGreaterThan(1024);
    // 8× the value: ~8× the work (the native engine: ×8 per doubling, ~512×).
    expect(large).toBeLessThanOrEqual(9 * small);
    expect(large).toBeLessThanOrEqual(16 * 8192);
  });
});
