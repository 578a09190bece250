/**
 * Linear time, second proof: the RegExps the router builds and runs. While matching
 * generated tables against ordinary and hostile paths, every RegExp executed is recorded:
 * none is a route's whole-path RegExp (`route.compiled`: built only for the inspector and
 * the routes page; safe-regex2 rightly flags its `(?:\.(x+))?`); each is a constraint's
 * whole-value check, run on one segment or format value, and passes safe-regex2, as does
 * every such check built for those tables. Route programs need no scan: they are safe by
 * construction (route-run.ts; counted in test/reliability/linear-time.test.ts).
 */
import { recording } from '../support/regexp-recording';
import fc from 'fast-check';
import safeRegex from 'safe-regex2';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { EveryRoute } from '../support/every-route';
import { programFor } from '../../src/matcher/programs/route-program';
import { normalizeRequestPath } from '../../src/request/request-path';
import { declare, hostileArb, hostilePath, routeSet, shapeArb, type Shape } from '../reliability/route-shapes';
import type { Route } from '../../src/definition/route';

jest.setTimeout(60000);

function tableOf(shapes: Shape[]): Route[] {
  try {
    return [
      ...routeSet((r) => {
        r.resources('photos', { id: /\d+/ });
        r.get('codes/:code', { to: 'codes#show', code: /[a-z]{3}/i });
        shapes.forEach((shape, i) => declare(r, shape, `a${i}`));
      }).routes,
    ];
  } catch {
    return [];
  }
}

describe('RegExps the matchers build and run', () => {
  test('only constraint checks run, on one value each, and they are safe', () => {
    let runs = 0;
    fc.assert(
      fc.property(
        fc.array(shapeArb, { minLength: 1, maxLength: 4 }),
        hostileArb,
        fc.nat({ max: 64 }),
        (shapes, h, length) => {
          const routes = tableOf(shapes);
          const checks = new Set<RegExp>(routes.flatMap((route) => Object.values(route.checks)));
          const paths = [
            '/photos/1.json',
            '/codes/AbC',
            '/x.y.json',
            normalizeRequestPath(hostilePath(h, length)) as string,
            normalizeRequestPath(hostilePath(h, 1024)) as string,
          ];
          const matchers = [new CompiledMatcher(routes), new EveryRoute(routes)];
          // Programs are built on a route's first match (reading the constraint's source): build them first.
          for (const route of routes) expect(programFor(route)).not.toBeNull();
          const seen = recording(() => {
            for (const matcher of matchers) {
              for (const path of paths) {
                matcher.find(path);
                for (const verb of ['GET', 'DELETE', 'OPTIONS']) matcher.recognize(verb, path, undefined);
              }
            }
          });
          for (const [regexp, input] of seen) {
            runs++;
            expect([regexp.source, checks.has(regexp)]).toEqual([regexp.source, true]);
            expect([regexp.source, safeRegex(regexp)]).toEqual([regexp.source, true]);
            // A value, never a whole path: no slash unless the constraint itself takes one.
            if (!regexp.source.includes('[^/]') && !regexp.source.includes('.+'))
              expect(input.includes('/')).toBe(false);
          }
        },
      ),
      { seed: 4242, numRuns: 80 },
    );
    expect(runs).toBeGreaterThan(500);
  });

  test('every constraint check built for the generated routes passes safe-regex2', () => {
    const samples = fc.sample(fc.array(shapeArb, { minLength: 1, maxLength: 4 }), { seed: 99, numRuns: 300 });
    let scanned = 0;
    for (const shapes of samples) {
      for (const route of tableOf(shapes)) {
        for (const regexp of Object.values(route.checks)) {
          expect([regexp.source, safeRegex(regexp)]).toEqual([regexp.source, true]);
          scanned++;
        }
      }
    }
    expect(scanned).toBeGreaterThan(300);
  });
});
