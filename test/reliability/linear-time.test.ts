/**
 * A request never costs more than time linear in its path, for every route that
 * can be declared. Generated tables (route-shapes.ts) meet hostile paths of repeated
 * separators, dots and dashes up to 16 KB, through both matchers. The work is counted (route
 * program steps): 8× the path must cost at most ~8× the steps, and never more than the
 * construction's bound (branch points × positions × program length). One wall-clock bound
 * no machine's noise reaches (the single timing exception allowed) covers the trie walk.
 */
import fc from 'fast-check';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { EveryRoute as ReferenceMatcher } from '../support/every-route';
import { programFor } from '../../src/matcher/programs/route-program';
import { runStats } from '../../src/matcher/work';
import { normalizeRequestPath } from '../../src/request/request-path';
import type { Matcher } from '../../src/matcher/types';
import { Router } from '../../src';
import { countStringReads, countWork, nativeOverLongInput, pathLevelRegExps } from '../support/counted-work';
import { declare, hostileArb, hostilePath, routeSet, shapeArb, type Shape } from './route-shapes';

jest.setTimeout(120000);

const VERBS = ['GET', 'POST', 'OPTIONS'];

function table(shapes: Shape[]): ReturnType<typeof routeSet> | null {
  try {
    return routeSet((r) => {
      r.resources('photos');
      shapes.forEach((shape, i) => declare(r, shape, `a${i}`));
    });
  } catch {
    return null;
  }
}

function stepsFor(matcher: Matcher, path: string): number {
  const before = runStats.steps;
  for (const verb of VERBS) matcher.recognize(verb, path, undefined);
  matcher.find(path);
  return runStats.steps - before;
}

describe('matching is linear in the path length', () => {
  test('8× the path costs at most ~8× the work, within the construction bound (both matchers)', () => {
    let hostile = 0;
    fc.assert(
      fc.property(fc.array(shapeArb, { minLength: 1, maxLength: 4 }), hostileArb, (shapes, h) => {
        const set = table(shapes);
        if (!set) return;
        const short = normalizeRequestPath(hostilePath(h, 2048)) as string;
        const long = normalizeRequestPath(hostilePath(h, 16384)) as string;
        // Per lookup, the construction's bound for the whole table.
        let bound = 0;
        for (const route of set.routes) {
          const program = programFor(route);
          if (program) bound += (program.branches + 1) * (long.length + 1) * program.ops.length;
        }
        for (const matcher of [new ReferenceMatcher(set.routes), new CompiledMatcher(set.routes)]) {
          const a = stepsFor(matcher, short);
          const b = stepsFor(matcher, long);
          expect(b).toBeLessThanOrEqual(bound * (VERBS.length + 1));
          // Linear: 8× the characters, at most ~8× the steps (plus a constant).
          expect([shapes.map((s) => s.path), h, b <= 9 * a + 1000]).toEqual([shapes.map((s) => s.path), h, true]);
          if (b > 16384) hostile++;
        }
      }),
      { seed: 1111, numRuns: 120 },
    );
    // The generator reached routes that scan the whole path (no vacuous pass).
    expect(hostile).toBeGreaterThan(50);
  });

  test('the issue sample and its kin answer 16 KB paths quickly through recognize (wide guard)', () => {
    const router = new Router().draw((r) => {
      r.get('archive/:year-:month-:day', { to: 'archive#day' });
      r.get('a/:x.:y(.:format)', { to: 'a#xy' });
      r.get('g/*path-:id', { to: 'g#show' });
      r.get('v/:id', { to: 'v#show', id: /\d+|\d+\.\d+/ });
      r.get('o(/:a(/:b(/:c)))', { to: 'o#show', a: /[a-z.-]+/ });
      r.get('x.y', { to: 'x#y', format: /[a-z.]+/ });
    });
    const paths = [
      `/archive/${'a-'.repeat(8192)}a.a.b`,
      `/a/${'a.'.repeat(8192)}b/`,
      `/g/${'a-/'.repeat(5461)}x`,
      `/v/${'1.'.repeat(8192)}x`,
      `/o/${'a.-'.repeat(5461)}/b/c/d`,
      `/x.y${'.'.repeat(16384)}!`,
    ];
    for (const path of paths) {
      for (const verb of ['GET', 'DELETE', 'OPTIONS']) {
        const work = countWork(() => expect(router.recognize(verb, path)).toBeNull());
        // The RegExps these routes had took seconds at 2 KB (cubic); the work now is a few
        // units a character, counted, and no route's RegExp reads the path natively.
        expect([path.slice(0, 8), verb, work.total <= 24 * path.length]).toEqual([path.slice(0, 8), verb, true]);
        expect(nativeOverLongInput(work, pathLevelRegExps(verb, path))).toEqual([]);
      }
    }
    // The trie walk reads a segment by one `indexOf`/`slice` each: counted (String's own
    // methods, wrapped for the call), it stays a few per segment, never a walk per branch.
    for (const path of paths) {
      const segments = path.split('/').length;
      const calls = countStringReads(() => expect(router.recognize('GET', path)).toBeNull());
      expect([path.slice(0, 8), calls <= 8 * segments + 64]).toEqual([path.slice(0, 8), true]);
    }
  });

  test('the issue sample still matches as Rails does', () => {
    const router = new Router().draw((r) => r.get('archive/:year-:month-:day', { to: 'archive#day' }));
    expect(router.recognize('GET', '/archive/a-b-c-d.json')?.params).toEqual({
      controller: 'archive',
      action: 'day',
      year: 'a-b',
      month: 'c',
      day: 'd',
      format: 'json',
    });
  });
});
