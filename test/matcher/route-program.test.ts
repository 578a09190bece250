/**
 * The route program finds what the route's own RegExp (`route.compiled`, Journey's rules)
 * finds, same values, on generated routes and short paths where the native engine is still
 * quick; and the constraint reader understands the regular syntax constraints use.
 */
import fc from 'fast-check';
import { execRoute } from '../../src/matcher/reference-matcher';
import { programFor } from '../../src/matcher/route-program';
import { parseRegExpSource, Unsupported } from '../../src/matcher/regex-syntax';
import { compileAst } from '../../src/matcher/route-program';
import { runProgram } from '../../src/matcher/route-run';
import { declare, routeSet, shapeArb, type Shape } from '../reliability/route-shapes';
import type { Route } from '../../src/definition/route';

jest.setTimeout(60000);

function nativeValues(route: Route, path: string): Array<string | undefined> | null {
  const match = route.compiled.regexp.exec(path);
  if (!match) return null;
  return route.compiled.groups.map((group) => match.groups?.[group]);
}

function routesOf(shape: Shape): Route[] {
  try {
    return [...routeSet((r) => declare(r, shape)).routes];
  } catch {
    return [];
  }
}

const pathArb = fc.string({ unit: fc.constantFrom('a', 'b', '1', '2', '-', '.', '/', '~', '_', 'x', 'y', 'v', 'A', '%2F', 'json', 'xml'), maxLength: 14 }).map((s) => `/${s}`);

describe('route program ≡ the route RegExp', () => {
  test('same match and values on generated routes and paths', () => {
    let compared = 0;
    let matched = 0;
    fc.assert(
      fc.property(shapeArb, fc.array(pathArb, { minLength: 20, maxLength: 20 }), (shape, paths) => {
        for (const route of routesOf(shape)) {
          expect(programFor(route)).not.toBeNull();
          const prefix = route.path.replace(/[:*(].*$/, '');
          for (const tail of paths) {
            const path = (prefix + tail).replace(/\/{2,}/g, '/');
            const want = nativeValues(route, path);
            expect([route.path, path, execRoute(route, path)?.values ?? null]).toEqual([route.path, path, want]);
            compared++;
            if (want) matched++;
          }
        }
      }),
      { seed: 1107, numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(5000);
    expect(matched).toBeGreaterThan(300);
  });

  test.each<[string, RegExp, string[]]>([
    ['alternation, first alternative first', /\d+|\d+\.\d+/, ['1', '1.2', '12.34', 'a']],
    ['lazy quantifier', /[\w-]+?/, ['a', 'ab-c', '']],
    ['bounded repetition', /\d{1,3}(?:\.\d{1,3})?/, ['1', '1234', '1.22', '1.2222']],
    ['classes and escapes', /[^\s\/]+\x41\u0042[\d.-]/, ['zAB1', 'z AB1', 'zzAB.']],
    ['dot, word boundary', /a.\bb/, ['a-b', 'aab', 'a\nb']],
    ['literal braces and brackets', /x{,2}[\]a]/, ['x{,2}]', 'x{,2}a', 'xx]']],
    ['case-insensitive constraint', /[a-c]x/i, ['AX', 'bX', 'dx']],
    ['named and plain groups', /(?<y>\d+)-(\d+)/, ['1-2', '12-', '-3']],
  ])('constraint syntax: %s', (_name, constraint, values) => {
    const route = [...routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint, format: false } as never)).routes][0] as Route;
    expect(programFor(route)).not.toBeNull();
    for (const value of values) expect([value, execRoute(route, `/c/${value}`)?.values ?? null]).toEqual([value, nativeValues(route, `/c/${value}`)]);
  });

  test.each<[string, RegExp]>([
    ['lookahead', /(?=a)\w+/],
    ['negative lookbehind', /(?<!x)y/],
    ['backreference', /(a)\1/],
  ])('a non-regular constraint (%s) keeps the native RegExp, same answers', (_name, constraint) => {
    expect(() => parseRegExpSource(constraint.source)).toThrow(Unsupported);
    const route = [...routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint } as never)).routes][0] as Route;
    expect(programFor(route)).toBeNull();
    for (const value of ['aa', 'ab', 'y', 'xy']) expect(execRoute(route, `/c/${value}`)?.values ?? null).toEqual(nativeValues(route, `/c/${value}`));
  });

  test('an empty loop body ends the loop, as in JS', () => {
    const program = compileAst(parseRegExpSource('(?:a*)*b'), 0);
    expect(runProgram(program, 'aaab')).not.toBeNull();
    expect(runProgram(program, 'aaac')).toBeNull();
  });
});
