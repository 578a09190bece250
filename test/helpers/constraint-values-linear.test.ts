/**
 * URL helpers check a required value against its segment constraint (a value that breaks it
 * is a `UrlGenerationError`), with the matcher's linear test: a long value in an overlapping
 * constraint (`[a-z0-9]+[0-9]+[a-z0-9]*`, where V8's RegExp backtracks cubically) costs
 * about what a value that passes costs. A complexity guard, as a ratio, never wall-clock.
 */
import { performance } from 'node:perf_hooks';
import { Router, UrlGenerationError } from '../../src';

const router = new Router().draw((r) => r.get('items/:id', { to: 'items#show', as: 'item', id: /[a-z0-9]+[0-9]+[a-z0-9]*/ }));

function timeOf(call: () => unknown, runs = 5): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    call();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

test('a value that breaks the constraint is refused', () => {
  expect(router.helpers.item_path('a1')).toBe('/items/a1');
  expect(() => router.helpers.item_path('abc!')).toThrow(UrlGenerationError);
});

test('a 4 KB hostile value is refused in time comparable to a passing one', () => {
  const hostile = `${'1'.repeat(4096)}!`;
  const passing = `${'1'.repeat(4096)}`;
  const refuse = (): void => {
    expect(() => router.helpers.item_path(hostile)).toThrow(UrlGenerationError);
  };
  const accept = (): void => void router.helpers.item_path(passing);
  refuse();
  accept();
  // Backtracking was ~2 s at 2 KB; the linear test is within a small factor of a pass.
  expect(timeOf(refuse)).toBeLessThan(Math.max(50 * timeOf(accept), 5));
});
