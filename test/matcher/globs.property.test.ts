/**
 * Property: on random tables of routes with globs (`*g` alone or with segments after it, in a group) beside optional groups (`(/:x)`, `(/a)`, nested
 * `(/:x(/:y))`, several in one route, beside static names and parameters, with any verb
 * and format), the compiled matcher gives the judge's matches and answers for every verb —
 * route order between routes, Rails' order between the ways one route matches, names of an
 * absent group absent from the params — through the general path, the URL as sent and
 * `lookupUrl` (URLs with a query, a fragment, doubled slashes), with and without
 * generated params builders.
 */
import fc from 'fast-check';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import type { Mapper } from '../../src/dsl/mapper';
import { Judge } from '../support/judge';
import { routeSet } from '../reliability/route-shapes';
import { trieLayout } from '../../src/matcher/trie/trie-shape';

jest.setTimeout(60000);

const PIECES = ['a', 'new', ':x', '*g', '*g', '(/*g)', '(/:x)', '(/a)', '(/new(/:x))'];
const VIAS = ['get', 'post', 'head', 'all'] as const;
const FORMATS = ['optional', 'none', 'required'] as const;

const routeArb = fc.record({
  pieces: fc.array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 3 }),
  via: fc.constantFrom(...VIAS),
  format: fc.constantFrom(...FORMATS),
});
type RandomRoute = typeof routeArb extends fc.Arbitrary<infer T> ? T : never;

/** Route `i` answers `c#a<i>`; each `:x` and `:y` is a fresh name. */
function draw(r: Mapper, routes: readonly RandomRoute[]): void {
  routes.forEach((route, i) => {
    let names = 0;
    const path = route.pieces
      .map((piece) => (piece.startsWith('(') ? piece : `/${piece}`))
      .join('')
      .replace(/[:*][xyg]/g, (name) => `${name[0] as string}p${names++}`);
    const options: Record<string, unknown> = { to: `c#a${i}`, via: route.via };
    if (route.format === 'none') options.format = false;
    if (route.format === 'required') options.format = true;
    r.match(path === '' ? '/' : path, options as never);
  });
}

const WORDS = ['a', 'new', '1', 'a.json', '1.json', '.json', 'a.', 'a..b', 'a.b.c'];
const pathArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 4 })
  .map((words) => `/${words.join('/')}`);
const VERBS = ['GET', 'HEAD', 'POST', 'DELETE', 'PROPFIND'];

test("the matcher's answers are the judge's", () => {
  let found = 0;
  let trieOnly = 0;
  let globs = 0;
  fc.assert(
    fc.property(
      fc.array(routeArb, { minLength: 1, maxLength: 6 }),
      fc.array(pathArb, { minLength: 12, maxLength: 12 }),
      fc.boolean(),
      (routes, paths, codegen) => {
        const set = routeSet((r) => draw(r, routes));
        const judge = new Judge(set.routes);
        const compiled = new CompiledMatcher(set.routes, { codegen });
        if (!compiled.hasFallback) trieOnly++;
        for (const route of set.routes) if (route.pattern.globs.size > 0 && trieLayout(route) !== null) globs++;
        for (const path of paths) {
          const expected = judge.find(path);
          expect([path, compiled.find(path)]).toStrictEqual([path, expected]);
          for (const verb of VERBS) {
            const answer = judge.recognize(verb, path);
            if (answer.kind === 'found') found++;
            expect([verb, path, compiled.recognize(verb, path)]).toStrictEqual([verb, path, answer]);
            // URLs as sent that normalize to the path: answered as the path, or left to normalizing.
            for (const sent of [`${path}?q=a/b.c`, `${path}#x.y`, path.replace(/\//g, '//'), `${path}/`]) {
              const url = compiled.recognizeUrl(verb, sent);
              if (url !== undefined) expect([verb, sent, url]).toStrictEqual([verb, sent, answer]);
            }
            const lookup = compiled.lookupUrl(verb, path);
            if (lookup !== undefined)
              expect([verb, path, lookup?.params ?? null]).toStrictEqual([
                verb,
                path,
                answer.kind === 'found' ? answer.params : null,
              ]);
          }
        }
      },
    ),
    { seed: 4242, numRuns: 300 },
  );
  expect(found).toBeGreaterThan(1000);
  // The tables exercise the trie's globs, not only the route programs.
  expect(globs).toBeGreaterThan(100);
  expect(trieOnly).toBeGreaterThan(50);
});
