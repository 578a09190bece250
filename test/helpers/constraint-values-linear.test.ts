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
