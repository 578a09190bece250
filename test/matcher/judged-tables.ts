/**
 * Random tables drawn from path pieces (static names, parameters, globs, optional groups),
 * and the property the trie's groups and globs are held to: on every table, the compiled
 * matcher gives the judge's matches and answers for every verb — route order between routes,
 * Rails' order between the ways one route matches, names of an absent group absent — through
 * the general path, the URL as sent (with a query, a fragment, doubled slashes, a trailing
 * slash) and `lookupUrl`, with and without generated params builders.
 */
import fc from 'fast-check';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import type { Route } from '../../src/definition/route';
import type { Mapper } from '../../src/dsl/mapper';
import { Judge } from '../support/judge';
import { routeSet } from '../reliability/route-shapes';

const VIAS = ['get', 'post', 'head', 'all'] as const;
const FORMATS = ['optional', 'none', 'required'] as const;
const VERBS = ['GET', 'HEAD', 'POST', 'DELETE', 'PROPFIND'];

interface PieceRoute {
  pieces: string[];
  via: (typeof VIAS)[number];
  format: (typeof FORMATS)[number];
}

/** Route `i` answers `c#a<i>`; each `:x`, `:y` and `*g` is a fresh name. */
function draw(r: Mapper, routes: readonly PieceRoute[]): void {
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

/** URLs as sent that normalize to `path`. */
const sentAs = (path: string): string[] => [
  `${path}?q`,
  `${path}?q=a/b.c`,
  `${path}#x.y`,
  path.replace(/\//g, '//'),
  `${path}/`,
];

export interface JudgedTables {
  /** The pieces a route's path is made of (1 to 3 of them, or none: `/`). */
  pieces: readonly string[];
  /** The words a request path is made of. */
  words: readonly string[];
  seed: number;
  /** Called with each route of each table: what the test counts to show its tables reach the trie. */
  count: (route: Route) => void;
}

/** Runs the property; returns how many answers found a route and how many tables had no route outside the trie. */
export function assertJudgedAnswers({ pieces, words, seed, count }: JudgedTables): { found: number; trieOnly: number } {
  const routeArb = fc.record({
    pieces: fc.array(fc.constantFrom(...pieces), { minLength: 0, maxLength: 3 }),
    via: fc.constantFrom(...VIAS),
    format: fc.constantFrom(...FORMATS),
  });
  const pathArb = fc
    .array(fc.constantFrom(...words), { minLength: 0, maxLength: 4 })
    .map((parts) => `/${parts.join('/')}`);
  let found = 0;
  let trieOnly = 0;
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
        set.routes.forEach(count);
        for (const path of paths) {
          expect([path, compiled.find(path)]).toStrictEqual([path, judge.find(path)]);
          for (const verb of VERBS) {
            const answer = judge.recognize(verb, path);
            if (answer.kind === 'found') found++;
            expect([verb, path, compiled.recognize(verb, path)]).toStrictEqual([verb, path, answer]);
            // Answered as the path, or left to normalizing.
            for (const sent of sentAs(path)) {
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
    { seed, numRuns: 300 },
  );
  return { found, trieOnly };
}
