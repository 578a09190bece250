/**
 * A constraint is decided the same whatever its size and the size of the route's other
 * constraints (API.md Block form): a counted repetition (`[\w.\/-]{1,N}`) is a counter in the
 * route program, so there is no size past which a lookaround beside it is lost (the old
 * 5,000-instruction budget rebuilt such a route with every constraint approximated, at
 * N ≈ 2,500 for the rows below). Checked against Rails 6.1's answers on the two routes that
 * showed it, against the route's own RegExp (Journey's) for sizes from 1 to 10,000 on
 * generated paths, and by counted work (steps, never time): linear in the path, and not
 * growing with N. Counted runs chained and beside lookaround are checked against the native
 * engine too: the value checker (a run with no minimum once let the next one leave early)
 * and the route programs.
 */
import fc from 'fast-check';
import request from 'supertest';
import { EXPRESSES, echoErrors } from '../http/support';
import { Router } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { normalizeRequestPath } from '../../src/request/request-path';
import { countWork } from '../support/counted-work';
import { routeSet } from '../reliability/route-shapes';
import { execRoute } from '../../src/matcher/programs/route-match';
import { valueProgram } from '../../src/matcher/constraints/value-check';
import { newSimulation, programAccepts } from '../../src/url-rules/value-program';
import type { Mapper } from '../../src';
import type { Route } from '../../src/definition/route';

jest.setTimeout(120000);

/** Constraint templates, each around a count of one class that the size `n` sets. */
const TEMPLATES: Array<(n: number) => string> = [
  (n) => `(?!.*\\.php$)[\\w.\\/-]{1,${n}}`,
  (n) => `(?!internal)[\\w.\\/-]{1,${n}}`,
  (n) => `[\\w.-]{1,${n}}?(?<!\\.bak)`,
  (n) => `[a-z]{2,${n}}\\.?\\d?`,
  (n) => `x|[\\w-]{1,${n}}`,
  (n) => `\\d{${Math.min(n, 3)},}|[ab]{${n}}`,
];

function draw(template: (n: number) => string, n: number): (r: Mapper) => void {
  const big = new RegExp(template(n));
  return (r) => {
    r.get('files/*rest', { to: 'files#show', rest: big } as never);
    r.get('k/:a/*b', { to: 'k#show', a: big, b: /(?!internal)[\w/]+/ } as never);
    r.get('p/:id-:slug', { to: 'p#show', id: big } as never);
  };
}

/** What Journey's RegExp for each route finds, in route order. */
function nativeFind(routes: readonly Route[], path: string): Array<Array<string | undefined>> {
  const out: Array<Array<string | undefined>> = [];
  for (const route of routes) {
    const match = route.compiled.regexp.exec(path);
    if (match) out.push(route.compiled.groups.map((group) => match.groups?.[group]));
  }
  return out;
}

describe("Rails 6.1's answers, whatever the count's size", () => {
  test.each([100, 2400, 2600, 4096, 10000])('N = %i', (n) => {
    const router = new Router().draw((r) => {
      r.get('files/*rest', { to: 'f#show', rest: new RegExp(`(?!.*\\.php$)[\\w.\\/-]{1,${n}}`) } as never);
      r.get('scan/*rest', { to: 'f#show', rest: new RegExp(`(?!internal)[\\w.\\/-]{1,${n}}`) } as never);
      r.get('k/:a/*b', { to: 'k#show', a: new RegExp(`[\\w-]{1,${n}}`), b: /(?!internal)[\w/]+/ } as never);
    });
    const params = (url: string): unknown => router.recognize('GET', url)?.params ?? null;
    // Each answer from ActionPack 6.1 (`set.router.recognize`).
    expect(params('/files/a/shell.php')).toBeNull();
    expect(params('/files/a/shell.txt')).toEqual({ controller: 'f', action: 'show', rest: 'a/shell.txt' });
    expect(params('/scan/internal/x')).toBeNull();
    expect(params('/scan/a/internal')).toEqual({ controller: 'f', action: 'show', rest: 'a/internal' });
    expect(params('/k/x/internal/y')).toBeNull();
    expect(params('/k/x/y/z')).toEqual({ controller: 'k', action: 'show', a: 'x', b: 'y/z' });
  });
});

describe.each(EXPRESSES)('over HTTP (%s), N = 4096', (_name, express: any) => {
  const router = new Router().draw((r) => {
    r.get('files/*rest', {
      to: (req: any, res: any) => void res.json(req.params),
      rest: /(?!.*\.php$)[\w./-]{1,4096}/,
    } as never);
  });
  const app = express();
  app.use(router.middleware());
  echoErrors(app);

  test('the lookahead beside the large count holds: .php is a 404, .txt is served', async () => {
    expect((await request(app).get('/files/a/shell.php')).status).toBe(404);
    const served = await request(app).get('/files/a/shell.txt');
    expect([served.status, served.body.rest, served.body.format]).toEqual([200, 'a/shell.txt', undefined]);
  });
});

const sizeArb = fc.oneof(
  fc.integer({ min: 1, max: 40 }),
  fc.integer({ min: 2000, max: 3000 }),
  fc.integer({ min: 1, max: 10000 }),
);
const pathArb = fc
  .tuple(
    fc.constantFrom('/files/', '/k/', '/p/'),
    fc.array(fc.constantFrom('a', 'b', '1', '.', '-', '/', 'php', '.php', 'internal', '.bak', 'x'), {
      maxLength: 12,
    }),
  )
  .map(([head, parts]) => head + parts.join(''));

test('generated paths: the compiled matcher finds what each route RegExp finds, for sizes 1 to 10,000', () => {
  let matched = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...TEMPLATES.keys()),
      sizeArb,
      fc.array(pathArb, { minLength: 12, maxLength: 12 }),
      (which, n, paths) => {
        const routes = [...routeSet(draw(TEMPLATES[which] as (n: number) => string, n)).routes];
        const matcher = new CompiledMatcher(routes);
        // The count's own bounds: a run of exactly n, and of n + 1.
        const edges = [`/p/${'a'.repeat(n)}-x`, `/p/${'a'.repeat(n + 1)}-x`, `/k/${'b'.repeat(n)}/c`];
        for (const path of [...paths, ...edges]) {
          if (normalizeRequestPath(path) !== path) continue;
          const want = nativeFind(routes, path);
          if (want.length > 0) matched++;
          expect([which, n, path, matcher.find(path).map((m) => m.values)]).toEqual([which, n, path, want]);
        }
      },
    ),
    { seed: 4242, numRuns: 120 },
  );
  expect(matched).toBeGreaterThan(150);
});

test('complexity guard: the work is a few steps per character of the path, whatever the count (counted, 2 KB and 16 KB)', () => {
  const hostile = (length: number): string[] => [
    `/files/${'a/'.repeat(length / 2)}x.php`,
    `/k/${'a'.repeat(length)}/internal`,
    `/p/${'a-'.repeat(length / 2)}`,
    `/p/${'a.'.repeat(length / 2)}bak-x`,
  ];
  for (const template of TEMPLATES) {
    for (const n of [16, 2500, 10000]) {
      const router = new Router().draw(draw(template, n));
      const work = (path: string): number => {
        router.recognize('GET', path);
        return countWork(() => router.recognize('GET', path)).total;
      };
      const short = hostile(2048);
      hostile(16384).forEach((path, i) => {
        const small = work(short[i] as string);
        const large = work(path);
        // A few units of work per character, on either length, whatever n: linear in the
        // path with a constant the count does not set (unrolled, a count cost up to n per
        // character, and the route past the budget lost its lookaround).
        expect([
          template(n),
          path.slice(0, 8),
          small <= 12 * (short[i] as string).length,
          large <= 12 * path.length,
        ]).toEqual([template(n), path.slice(0, 8), true, true]);
      });
    }
  }
});

/** Constraints made of counted runs past the unrolled size (one class, 17 and up), chained and beside lookaround. */
const atomArb = fc.constantFrom('a', 'b', '[ab]', '\\w', '.', '[^b]', '-');
const quantifierArb = fc.constantFrom('{17,20}', '{0,18}', '{17,}', '{18}', '{0,30}?', '{17,19}?', '*', '+', '?', '');
const pieceArb = fc.oneof(
  fc.tuple(atomArb, quantifierArb).map(([atom, quantifier]) => atom + quantifier),
  fc.constantFrom('(?=a)', '(?!b)', '(?<=a)', '(?<!b)', '(?=[ab]{17,18}$)', '(?!.{0,17}b)'),
);
const sequenceArb = fc.array(pieceArb, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(''));
const countedArb = fc
  .tuple(sequenceArb, fc.option(sequenceArb))
  .map(([first, second]) => (second === null ? first : `${first}|${second}`));
const runValueArb = fc
  .tuple(
    fc.stringMatching(/^[ab-]{0,6}$/),
    fc.nat({ max: 25 }),
    fc.constantFrom('a', 'b', '-'),
    fc.stringMatching(/^[ab]{0,3}$/),
  )
  .map(([head, n, run, tail]) => head + run.repeat(n) + tail);

test('counted runs: the value checker (helpers, --client) accepts what `^(?:…)$` accepts', () => {
  fc.assert(
    fc.property(countedArb, fc.array(runValueArb, { minLength: 20, maxLength: 20 }), (source, values) => {
      const state = newSimulation(valueProgram(new RegExp(source)) as NonNullable<ReturnType<typeof valueProgram>>);
      const whole = new RegExp(`^(?:${source})$`);
      for (const value of values)
        expect([source, value, programAccepts(state, value)]).toEqual([source, value, whole.test(value)]);
    }),
    { seed: 7, numRuns: 500 },
  );
});

test('counted runs: route programs find what the route RegExp finds, values and all', () => {
  fc.assert(
    fc.property(countedArb, fc.array(runValueArb, { minLength: 8, maxLength: 8 }), (source, values) => {
      const constraint = new RegExp(source);
      const routes = [
        ...routeSet((r) => {
          r.get('c/:v/*g', { to: 'c#show', v: constraint } as never);
          r.get('d/:v-:w', { to: 'd#show', v: constraint } as never);
        }).routes,
      ];
      for (const value of values)
        for (const route of routes)
          for (const path of [`/c/${value}/x`, `/d/${value}-y`, `/d/${value}`, `/c/${value}/a/b.json`]) {
            const match = route.compiled.regexp.exec(path);
            const want = match ? route.compiled.groups.map((group) => match.groups?.[group]) : null;
            expect([source, path, execRoute(route, path)?.values ?? null]).toEqual([source, path, want]);
          }
    }),
    { seed: 9, numRuns: 150 },
  );
});
