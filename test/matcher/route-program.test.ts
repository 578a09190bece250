/**
 * The route program finds what the route's own RegExp (`route.compiled`, Journey's rules)
 * finds, same values, on generated routes and short paths where the native engine is still
 * quick; and the constraint reader understands the regular syntax constraints use.
 */
import fc from 'fast-check';
import { execRoute } from '../../src/matcher/programs/route-match';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { normalizeRequestPath } from '../../src/request/request-path';
import { programFor } from '../../src/matcher/programs/route-program';
import { parseRegExpSource } from '../../src/matcher/constraints/regex-syntax';
import { inexactReason } from '../../src/matcher/constraints/constraint-plan';
import { compileAst } from '../../src/matcher/constraints/program';
import { runProgram } from '../../src/matcher/programs/route-run';
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

const pathArb = fc
  .string({
    unit: fc.constantFrom('a', 'b', '1', '2', '-', '.', '/', '~', '_', 'x', 'y', 'v', 'A', '%2F', 'json', 'xml'),
    maxLength: 14,
  })
  .map((s) => `/${s}`);

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
    ['classes and escapes', /[^\s/]+\x41\u0042[\d.-]/, ['zAB1', 'z AB1', 'zzAB.']],
    ['dot, word boundary', /a.\bb/, ['a-b', 'aab', 'a\nb']],
    ['literal braces and brackets', /x{,2}[\]a]/, ['x{,2}]', 'x{,2}a', 'xx]']],
    ['case-insensitive constraint', /[a-c]x/i, ['AX', 'bX', 'dx']],
    ['named and plain groups', /(?<y>\d+)-(\d+)/, ['1-2', '12-', '-3']],
    ['lookahead past the value', /\w+?(?=\.json|$)/, ['ab', 'a.json', 'a.b', 'a.jsonx']],
    ['negative lookahead', /(?!new)\w+/, ['new', 'newer', 'renew']],
    ['lookbehind', /(?<=c\/)\w+/, ['ab', '']],
    ['negative lookbehind', /[\w.]+(?<!\.bak)/, ['a.bak', 'a.bak.c', 'ab']],
    ['nested lookaround', /(?=\w+(?<!x))\w+/, ['ax', 'ab', 'x']],
  ])('constraint syntax: %s', (_name, constraint, values) => {
    const route = [
      ...routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint, format: false } as never)).routes,
    ][0] as Route;
    expect(programFor(route)).not.toBeNull();
    for (const value of values)
      expect([value, execRoute(route, `/c/${value}`)?.values ?? null]).toEqual([
        value,
        nativeValues(route, `/c/${value}`),
      ]);
  });

  test.each<[string, RegExp]>([
    ['backreference', /(a)\1/],
    ['named backreference', /(?<a>a)\k<a>/],
    ['loop over an empty match (star height 2)', /(?:.*?|a)*|a/],
    ['program too large', /(?:ab){1,4096}/],
  ])('a constraint the router cannot decide exactly (%s) is refused where it is declared', (reason, constraint) => {
    expect(() => routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint } as never))).toThrow(
      `Routing requirement :v of /c/:v(.:format) cannot be decided exactly in linear time (${reason === 'loop over an empty match (star height 2)' ? 'optional iteration over an empty match' : reason}): ${String(constraint)}`,
    );
  });

  test('a format constraint and an array of choices are held to the same rule', () => {
    expect(() => routeSet((r) => r.get('a/:id', { to: 'a#b', format: /(j)\1/ } as never))).toThrow(
      'Routing requirement :format of /a/:id(.:format) cannot be decided exactly in linear time (backreference): /(j)\\1/',
    );
    expect(() => routeSet((r) => r.get('a/:id', { to: 'a#b', constraints: { id: ['x', /(a)\1/] } } as never))).toThrow(
      'Routing requirement :id of /a/:id(.:format) cannot be decided exactly in linear time (backreference): /x|(a)\\1/',
    );
  });

  test('bounded and non-empty loops run as programs', () => {
    const program = compileAst(parseRegExpSource('(?:a+b?)*c{1,2}'), 0);
    expect(runProgram(program, 'aabacc')).not.toBeNull();
    expect(runProgram(program, 'aabab')).toBeNull();
  });
});

/** Random regular constraints, from the syntax constraints are written in. */
const regexArb: fc.Arbitrary<string> = fc.letrec<{ alt: string; seq: string; atom: string }>((tie) => ({
  alt: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('seq'),
    fc.tuple(tie('seq'), tie('seq')).map(([a, b]) => `${a}|${b}`),
  ),
  seq: fc.array(tie('atom'), { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('')),
  atom: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      'a',
      'b',
      '1',
      '\\.',
      '-',
      '.',
      '\\d',
      '\\w',
      '\\W',
      '\\s',
      '[a-c]',
      '[^a]',
      '[\\d.]',
      '[-a]',
      '\\x61',
      '\\u0062',
      '\\b',
      '[^/.]',
      '\\/',
      '{',
      '}',
    ),
    fc
      .tuple(
        tie('alt'),
        fc.constantFrom('', '*', '+', '?', '*?', '+?', '??', '{2}', '{1,2}', '{0,}', '{1,2}?'),
        fc.boolean(),
      )
      .map(([body, quantifier, plain]) => `(${plain ? '' : '?:'}${body})${quantifier}`),
    fc
      .tuple(fc.constantFrom('a', '\\d', '[ab]', '.'), fc.constantFrom('*', '+', '?', '*?', '+?', '{2,3}'))
      .map(([a, q]) => a + q),
  ),
})).alt;

test('random regular constraints: the route program and the RegExp agree', () => {
  let matched = 0;
  let programs = 0;
  fc.assert(
    fc.property(
      regexArb.chain((source) =>
        fc.tuple(
          fc.constant(source),
          fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '1', '.', '-', '/', ' ', '_'), maxLength: 8 }), {
            minLength: 10,
            maxLength: 10,
          }),
        ),
      ),
      ([source, values]) => {
        let constraint: RegExp;
        try {
          constraint = new RegExp(source);
        } catch {
          return;
        }
        // A loop over an empty match is refused where it is declared (constraint-plan.ts):
        // JS's empty-iteration rule is not a property of the position (Ruby's differs too).
        if (inexactReason(constraint) !== null) {
          expect(() => routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint } as never))).toThrow(
            'cannot be decided exactly',
          );
          return;
        }
        const routes = [...routeSet((r) => r.get('c/:v', { to: 'c#show', v: constraint } as never)).routes];
        const route = routes[0] as Route;
        expect(programFor(route)).not.toBeNull();
        programs++;
        // The trie holds the route when the constraint leaves the format's dot alone: same answers.
        const compiled = new CompiledMatcher(routes);
        for (const value of values) {
          const path = `/c/${value}`;
          const want = nativeValues(route, path);
          if (want) matched++;
          expect([source, path, execRoute(route, path)?.values ?? null]).toEqual([source, path, want]);
          // The matchers see normalized paths only (no trailing slash, no `//`).
          if (normalizeRequestPath(path) === path)
            expect([source, path, compiled.find(path).map((m) => m.values)]).toEqual([
              source,
              path,
              want ? [want] : [],
            ]);
        }
      },
    ),
    { seed: 2026, numRuns: 600 },
  );
  expect(matched).toBeGreaterThan(200);
  expect(programs).toBeGreaterThan(300);
});
