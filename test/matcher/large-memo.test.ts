/**
 * A route program's memo of tried (branch point, position) pairs grows with the constraint
 * and the path: `(?:\w\.?){1,1000}` (a repeated group, unrolled: a count of one class is a
 * counter and needs no such table) on a 16 KB path is 32 M cells. It is a bit table there (4 MB),
 * not a 32-bit mark per cell (128 MB a request, enough for a few concurrent requests to
 * exhaust a server). Answers are the same either way.
 */
import { Router } from '../../src';

const router = new Router().draw((r) => r.get('items/:id-:slug', { to: 'items#show', id: /(?:\w\.?){1,1000}/ }));

test('answers: up to 1,000 word characters match, more do not, on paths of any length', () => {
  expect(router.recognize('GET', `/items/${'a'.repeat(1000)}-x`)?.params.id).toHaveLength(1000);
  expect(router.recognize('GET', `/items/${'a.'.repeat(1000)}-x`)?.params.id).toHaveLength(2000);
  expect(router.recognize('GET', `/items/${'a'.repeat(1001)}-x`)).toBeNull();
  expect(router.recognize('GET', `/items/${'a'.repeat(16000)}-x`)).toBeNull();
  expect(router.recognize('GET', `/items/${'a'.repeat(999)}!-x`)).toBeNull();
});

test('a 16 KB path allocates megabytes for the memo, not a hundred', () => {
  router.recognize('GET', `/items/${'a'.repeat(100)}-x`);
  const before = process.memoryUsage().arrayBuffers;
  router.recognize('GET', `/items/${'a'.repeat(16000)}-x`);
  const grown = process.memoryUsage().arrayBuffers - before;
  expect(grown).toBeLessThan(32 * 1024 * 1024);
});
