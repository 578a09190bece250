/**
 * Property: the one-walk lookup (quick-walk.ts) tries static and parameter children at each
 * segment and skips branches whose routes come later than its best answer. On random tables
 * where a static name and a parameter meet at the same place, declared in any order, with
 * GET, explicit HEAD, any-verb routes and optional or required formats, its answers for
 * every verb are the judge's (route order, HEAD after an explicit HEAD route,
 * Allow lists across several routes).
 */
import fc from 'fast-check';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { Judge } from '../support/judge';
import { routeSet } from '../reliability/route-shapes';
import { drawRoutes, routeArb } from './random-tables';

jest.setTimeout(60000);

const WORDS = ['a', 'new', '1', 'a.json', '1.json', 'new.xml', 'b.c.d'];
const pathArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 4 })
  .map((words) => `/${words.join('/')}`);

const VERBS = ['GET', 'HEAD', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'];

describe('the one-walk lookup keeps route order where static names and parameters meet', () => {
  test("answers for every verb are the judge's", () => {
    let found = 0;
    let notAllowed = 0;
    fc.assert(
      fc.property(
        fc.array(routeArb(['a', 'new', ':x', ':y']), { minLength: 1, maxLength: 8 }),
        fc.array(pathArb, { minLength: 20, maxLength: 20 }),
        (routes, paths) => {
          const set = routeSet((r) => drawRoutes(r, routes));
          const reference = new Judge(set.routes);
          const compiled = new CompiledMatcher(set.routes);
          for (const path of paths) {
            for (const verb of VERBS) {
              const answer = compiled.recognize(verb, path, undefined);
              expect([verb, path, answer]).toEqual([verb, path, reference.recognize(verb, path, undefined)]);
              if (answer.kind === 'found') found++;
              if (answer.kind === 'method-not-allowed') notAllowed++;
            }
          }
        },
      ),
      { seed: 1515, numRuns: 300 },
    );
    expect(found).toBeGreaterThan(2000);
    expect(notAllowed).toBeGreaterThan(500);
  });
});

/** Corners of the walk, each a table, a request, and why it is hard. */
const CORNERS: Array<{
  why: string;
  routes: Array<[path: string, via: string]>;
  verb: string;
  path: string;
  want: string;
}> = [
  {
    why: 'an explicit HEAD route later in route order beats GET on HEAD',
    routes: [
      ['/new/a', 'get'],
      ['/:x/a', 'head'],
    ],
    verb: 'HEAD',
    path: '/new/a',
    want: 'c#a1',
  },
  {
    why: 'a parameter route declared first beats the static name',
    routes: [
      ['/:x/a', 'get'],
      ['/new/a', 'get'],
    ],
    verb: 'GET',
    path: '/new/a',
    want: 'c#a0',
  },
  {
    why: 'a static dead end falls back to the parameter',
    routes: [
      ['/new/b', 'get'],
      ['/:x/a', 'get'],
    ],
    verb: 'GET',
    path: '/new/a',
    want: 'c#a1',
  },
  {
    why: 'Allow gathers the verbs of both ways',
    routes: [
      ['/new/a', 'post'],
      ['/:x/a', 'get'],
    ],
    verb: 'DELETE',
    path: '/new/a',
    want: '405 POST,GET,HEAD',
  },
  {
    why: 'the format on the static way, a later route on the parameter way',
    routes: [
      ['/new/a', 'get'],
      ['/:x/a', 'get'],
    ],
    verb: 'GET',
    path: '/new/a.json',
    want: 'c#a0',
  },
];

describe('corners of the one-walk lookup', () => {
  test.each(CORNERS)('$why', ({ routes, verb, path, want }) => {
    const set = routeSet((r) =>
      routes.forEach(([pattern, via], i) => r.match(pattern, { to: `c#a${i}`, via } as never)),
    );
    const answer = new CompiledMatcher(set.routes).recognize(verb, path, undefined);
    expect(answer).toEqual(new Judge(set.routes).recognize(verb, path, undefined));
    const got =
      answer.kind === 'found'
        ? `${String(answer.params.controller)}#${String(answer.params.action)}`
        : answer.kind === 'method-not-allowed'
          ? `405 ${answer.allowed.join(',')}`
          : answer.kind;
    expect(got).toBe(want);
  });
});
