/**
 * A constraint's lookaround is decided once per path, not once per position it is asked
 * at: the work to match grows linearly with the path (counted in program steps, never
 * time). `(?:(?=[^\/]*z)\w)+` asks its lookahead at every character of the segment; read
 * again from each position it would be quadratic.
 */
import { Router } from '../../src';
import { runStats } from '../../src/matcher/work';

const router = new Router();
router.draw((r) => {
  r.get('domains/:id', { to: 'domains#show', id: /([^/]+?)(?=\.json|\.rss|$|\/)/ });
  r.get('every/:id', { to: 'every#show', id: /(?:(?=[^/]*z)\w)+/ });
  r.get('behind/:id', { to: 'behind#show', id: /[^/]+(?<!\.bak)/ });
  r.get('nested/:id/:rest', { to: 'nested#show', id: /(?:(?=\w*(?<!x)\/)\w)+/ });
});

function stepsFor(url: string): { steps: number; found: boolean } {
  const before = runStats.steps;
  const found = router.recognize('GET', url) !== null;
  return { steps: runStats.steps - before, found };
}

describe.each([
  ['the lobsters lookahead, a hit', (n: number) => `/domains/${'a.'.repeat(n / 2)}rss`, true],
  ['the lobsters lookahead, a miss', (n: number) => `/domains/${'a.'.repeat(n / 2)}/x`, false],
  ['a lookahead at every position, a hit', (n: number) => `/every/${'a'.repeat(n)}z`, true],
  ['a lookahead at every position, a miss', (n: number) => `/every/${'a'.repeat(n)}`, false],
  ['a lookbehind', (n: number) => `/behind/${'a.'.repeat(n / 2)}bak`, true],
  ['a lookbehind inside a lookahead', (n: number) => `/nested/${'a'.repeat(n)}x/b`, false],
])('%s', (_name, url, found) => {
  test('costs work linear in the path', () => {
    const small = stepsFor(url(1024));
    const large = stepsFor(url(8192));
    expect([small.found, large.found]).toEqual([found, found]);
    expect(small.steps).toBeGreaterThan(1024);
    // 8× the path: at most ~8× the work (a quadratic reading would be ~64×).
    expect(large.steps).toBeLessThanOrEqual(small.steps * 9);
  });
});
