/**
 * The adversarial suite's request-URL surface: hostile URLs against generated
 * route tables — `(:locale)` scopes around resources, globs, constraints with lookahead
 * and ones the program cannot hold (backreference, over budget, a loop over an empty match),
 * overlapping regular constraints, the walk's random tables and generated shapes. For
 * each table and URL:
 * - the compiled matcher answers as every route's own program tried in order does (and, on
 *   the known short paths, as the judge does);
 * - the work (program steps and characters read by spans, counted, never timed) for the
 *   16 KB URL is at most ~8× that for the 2 KB one: linear, as a ratio;
 * - a block of routes that cannot match the URL (other names, same scope, globs) adds no
 *   work, and no answer changes;
 * - the raw URL through the walk (`lookupUrl`) is bounded the same way.
 */
import fc from 'fast-check';
import type { Mapper } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { EveryRoute } from '../support/every-route';
import { Judge } from '../support/judge';
import { normalizeRequestPath } from '../../src/request/request-path';
import { runStats } from '../../src/matcher/work';
import { scanned } from '../../src/matcher/constraints/spans';
import { drawRoutes, routeArb } from '../matcher/random-tables';
import { declare, routeSet, shapeArb } from './route-shapes';

jest.setTimeout(60000);

const work = (): number => runStats.steps + scanned.chars;

const RESOURCES = ['photos', 'users', 'tags'];
const GLOBS = ['files/*path', '*path/edit', 'docs/*path/:id', 'g/*path-:id'];
const CONSTRAINED: Array<[string, Record<string, RegExp>]> = [
  ['n/:x/:y-:z', { x: /(?=\d)\d+/ }],
  ['b/:x/:y-:z', { x: /\w+(?<!z)/ }],
  ['c/:x/:y-:z', { x: /\d{1,4096}/ }],
  ['e/:x', { x: /(?!.*\.php$)[\w./-]{1,4096}/ }],
  ['t/:id', { id: /[a-z0-9]+[0-9]+[a-z0-9]*/ }],
  ['u/:id', { id: /(?:\d+|\w+)+-/ }],
];
const WORDS = [
  's/s/s/s/s/s/s/s/s',
  'photos',
  'users',
  'tags',
  'parts',
  'files',
  'docs',
  'edit',
  'new',
  'g',
  'n',
  'b',
  'c',
  'e',
  't',
  'u',
  'en',
  'a',
  'b1',
  'x',
  '1',
];
const PIECES = [...WORDS, '/', '/', '.', '-', 'a-', '1.', 'a.', '%2F', '1', 'a'];

const tableArb = fc.record({
  locale: fc.boolean(),
  resources: fc.subarray(RESOURCES),
  nested: fc.boolean(),
  globs: fc.subarray(GLOBS),
  constrained: fc.subarray(CONSTRAINED.map((_, i) => i)),
  random: fc.array(routeArb(['photos', 'edit', 'a', ':x', 'x.y']), { maxLength: 4 }),
  shapes: fc.array(shapeArb, { maxLength: 2 }),
  // Deeper than the fallback index reads (fallback-index.ts MAX_DEPTH).
  deep: fc.boolean(),
});
type Table = typeof tableArb extends fc.Arbitrary<infer T> ? T : never;

function draw(table: Table, decoys: boolean): (r: Mapper) => void {
  return (r) => {
    const body = (): void => {
      for (const name of table.resources) r.resources(name, () => (table.nested ? r.resources('parts') : undefined));
      for (const glob of table.globs) r.get(glob, { to: 'globs#show' });
    };
    if (table.locale) r.scope('(:locale)', body);
    else body();
    for (const i of table.constrained)
      r.get((CONSTRAINED[i] as [string, object])[0], {
        to: 'c#show',
        ...(CONSTRAINED[i] as [string, object])[1],
      } as never);
    drawRoutes(r, table.random);
    if (table.deep) r.get(`${'s/'.repeat(18)}photos(/:x)`, { to: 'deep#show' });
    table.shapes.forEach((shape, i) => declare(r, shape, `s${i}`));
    // Routes no generated URL can reach (`zq` is in no word), after the others.
    if (decoys) {
      r.scope('(:locale)', () => {
        for (let i = 0; i < 40; i++) r.resources(`zq${i}`, () => r.resources('parts'));
        for (let i = 0; i < 20; i++) r.get(`zq${i}/*path/edit`, { to: 'globs#show' });
      });
    }
  };
}

const urlArb = fc.record({
  long: fc.boolean(),
  head: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
  unit: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }),
  tail: fc.array(fc.constantFrom(...WORDS, '.json', '.a.b', '/edit', '-1'), { maxLength: 3 }),
});
type Url = typeof urlArb extends fc.Arbitrary<infer T> ? T : never;

/** About `length` characters: a repeated unit after the head, or (long) one long first segment, then the words. */
function url(u: Url, length: number): string {
  const unit = u.unit.join('');
  const body = unit.repeat(Math.ceil(length / Math.max(1, unit.length)));
  const text = u.long
    ? `/${body.replace(/\//g, '')}/${[...u.head, ...u.tail].join('/')}`
    : `/${u.head.join('/')}/${body}${u.tail.join('')}`;
  return normalizeRequestPath(text) ?? '/';
}

const VERBS = ['GET', 'POST', 'DELETE'];
/** Paths some generated routes match, beside the hostile one. */
const KNOWN = [
  `/${'s/'.repeat(18)}photos`,
  `/${'s/'.repeat(18)}photos/1`,
  '/en/photos/1/parts/2.json',
  '/photos/1',
  '/files/a/b',
  '/docs/a/b/1',
  '/t/a1',
  '/n/12/a-b',
];

function answers(matcher: CompiledMatcher | EveryRoute | Judge, path: string): unknown[] {
  return VERBS.map((verb) => matcher.recognize(verb, path, undefined));
}

function workOf(body: () => void): number {
  const before = work();
  body();
  return work() - before;
}

test('hostile URLs on generated tables: same answers as every route tried, linear work, none for routes that cannot match', () => {
  let hard = 0;
  fc.assert(
    fc.property(tableArb, urlArb, (table, u) => {
      let routes;
      let withDecoys;
      try {
        routes = [...routeSet(draw(table, false)).routes];
        withDecoys = [...routeSet(draw(table, true)).routes];
      } catch {
        return;
      }
      const compiled = new CompiledMatcher(routes);
      const decoyed = new CompiledMatcher(withDecoys);
      const short = url(u, 2048);
      const long = url(u, 16384);
      const reference = new EveryRoute(routes);
      const judge = new Judge(routes);
      for (const path of [short, ...KNOWN])
        expect([path.slice(0, 40), answers(compiled, path)]).toEqual([path.slice(0, 40), answers(reference, path)]);
      for (const path of KNOWN) expect([path, answers(compiled, path)]).toEqual([path, answers(judge, path)]);
      // Warm: programs and tables are built on first use.
      answers(compiled, long);
      answers(decoyed, long);
      const a = workOf(() => answers(compiled, short));
      const b = workOf(() => answers(compiled, long));
      expect([short.slice(0, 40), b <= 9 * a + 4000]).toEqual([short.slice(0, 40), true]);
      if (b > 16384) hard++;
      let decoyAnswers: unknown[] = [];
      const c = workOf(() => (decoyAnswers = answers(decoyed, long)));
      expect([long.slice(0, 40), c <= b + 1000]).toEqual([long.slice(0, 40), true]);
      expect(decoyAnswers).toEqual(answers(compiled, long));
      // The URL as sent, through the walk: bounded likewise.
      const raw = (path: string): number =>
        workOf(() => VERBS.forEach((verb) => compiled.lookupUrl(verb, `${path}?q=${'a'.repeat(64)}`)));
      expect([short.slice(0, 40), raw(long) <= 9 * raw(short) + 4000]).toEqual([short.slice(0, 40), true]);
    }),
    { seed: 2020, numRuns: 50 },
  );
  // The generator reached tables and URLs where the programs read the whole URL.
  expect(hard).toBeGreaterThan(10);
});
