/**
 * No request runs a backtracking RegExp over more than the one value an
 * application's own constraint covers (API.md Middleware §2). A lookahead or a large count
 * (`\d{1,4096}`, a counter in the program) is part of the route program exactly, and never
 * sends the whole route to its RegExp, where the default `[^/.?]+` segments backtracked
 * (`a/:x/:y-:z-:w`: 1.2 s at 2 KB, cubic); a backreference is refused where it is declared; a regular
 * constraint kept in the trie (`[a-z0-9]+[0-9]+[a-z0-9]*`, 2.3 s at 2 KB on `111…1!`) is
 * tested by its program on the value, not by V8's backtracking. Pinned by the RegExps
 * the matchers run (recorded) and a complexity guard by counted work (steps, characters).
 */
import { recording } from '../support/regexp-recording';
import { countWork, nativeOverLongInput, pathLevelRegExps, type Work } from '../support/counted-work';
import { Router } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { EveryRoute as ReferenceMatcher } from '../support/every-route';
import { programFor } from '../../src/matcher/programs/route-program';
import { routeSet } from './route-shapes';
import type { Mapper } from '../../src';

/** Lookaround and large counts on a route whose other segments could backtrack. */
const NON_PROGRAMMABLE: Array<[string, RegExp]> = [
  ['lookahead', /(?=\d)\d+/],
  ['negative lookahead', /(?!new)[a-z0-9]+/],
  ['a count past the old instruction budget', /[\w-]{1,10000}/],
  ['a large count', /\d{1,4096}/],
];
/** Regular constraints V8 backtracks on (loops over overlapping classes, a repeated choice). */
const OVERLAPPING: RegExp[] = [/[a-z0-9]+[0-9]+[a-z0-9]*/, /(?:\d+)+x/, /(?:a|a)+b/, /(?:a|a){25}/];

function draw(r: Mapper): void {
  NON_PROGRAMMABLE.forEach(([, x], i) => r.get(`n${i}/:x/:y-:z-:w`, { to: 'n#show', x } as never));
  OVERLAPPING.forEach((id, i) => r.get(`t${i}/:id`, { to: 't#show', id } as never));
}

const hostile = (length: number): string[] => [
  ...NON_PROGRAMMABLE.map((_, i) => `/n${i}/1/${'a-'.repeat(length / 2)}a.a.b`),
  ...OVERLAPPING.map((_, i) => `/t${i}/${'1'.repeat(length)}!`),
  `/t2/${'a'.repeat(length)}`,
  `/t3/${'a'.repeat(length)}`,
];

describe('constraints the program cannot hold', () => {
  const routes = [...routeSet(draw).routes];

  test('no constraint runs natively over a path; lookaround, counts and overlapping classes not at all', () => {
    const checks = new Map<RegExp, string>();
    for (const route of routes)
      for (const [name, check] of Object.entries(route.checks)) checks.set(check, `${route.path} ${name}`);
    const overlapping = new Set(routes.filter((route) => route.path.startsWith('/t')).map((route) => route.checks.id));
    const matchers = [new CompiledMatcher(routes), new ReferenceMatcher(routes)];
    const paths = [
      ...hostile(256),
      '/n0/12/a-b-c',
      '/n1/new/a-b-c',
      '/n1/now/a-b-c',
      '/n2/1-1/a-b-c',
      '/n2/1.1/a-b-c',
      '/n3/123/a-b-c',
      '/t0/ab1',
      '/t1/12x',
      '/t2/aab',
    ];
    let native = 0;
    // Programs are built on a route's first try (reading the constraints' sources): first.
    for (const route of routes) expect(programFor(route)).not.toBeNull();
    const seen = recording(() => {
      for (const matcher of matchers)
        for (const path of paths) for (const verb of ['GET', 'POST']) matcher.recognize(verb, path, undefined);
    });
    for (const [regexp, input] of seen) {
      expect([regexp.source, checks.has(regexp), overlapping.has(regexp)]).toEqual([regexp.source, true, false]);
      // A value: no slash, and far shorter than the path.
      expect([regexp.source, input.includes('/') || input.length > 256]).toEqual([regexp.source, false]);
      native++;
    }
    // Lookaround and counts are decided by the route programs: no native RegExp at all.
    expect(native).toBe(0);
  });

  test('a backreference cannot be decided in linear time: refused where it is declared', () => {
    expect(() => new Router().draw((r) => r.get('n/:x', { to: 'n#show', x: /(\d)\1*/ } as never))).toThrow(
      'Routing requirement :x of /n/:x(.:format) cannot be decided exactly in linear time (backreference): /(\\d)\\1*/',
    );
  });

  test('answers: the structure decides the value, the constraint checks it (Rails: the constraint decides how much it takes)', () => {
    const router = new Router().draw(draw);
    const params = (path: string): unknown => router.recognize('GET', path)?.params ?? null;
    expect(params('/n0/12/a-b-c')).toEqual({ controller: 'n', action: 'show', x: '12', y: 'a', z: 'b', w: 'c' });
    expect(params('/n0/a1/a-b-c')).toBeNull();
    expect(params('/n1/new/a-b-c')).toBeNull();
    expect(params('/n1/now/a-b-c-d.json')).toEqual({
      controller: 'n',
      action: 'show',
      x: 'now',
      y: 'a-b',
      z: 'c',
      w: 'd',
      format: 'json',
    });
    expect(params('/n2/1-1/a-b-c')).toMatchObject({ x: '1-1' });
    expect(params(`/n2/${'a'.repeat(10001)}/a-b-c`)).toBeNull();
    expect(params(`/n3/${'1'.repeat(4096)}/a-b-c`)).toMatchObject({ x: '1'.repeat(4096) });
    expect(params(`/n3/${'1'.repeat(4097)}/a-b-c`)).toBeNull();
    expect(params('/t0/ab1')).toMatchObject({ id: 'ab1' });
    expect(params('/t0/abc')).toBeNull();
    expect(params('/t1/12x')).toMatchObject({ id: '12x' });
    expect(params('/t2/aab')).toMatchObject({ id: 'aab' });
    expect(params(`/t3/${'a'.repeat(25)}`)).toMatchObject({ id: 'a'.repeat(25) });
    expect(params(`/t3/${'a'.repeat(26)}`)).toBeNull();
  });

  test('complexity guard: the work of a hostile path grows linearly with it (counted, 2 KB → 16 KB)', () => {
    const router = new Router().draw(draw);
    const work = (path: string): Work => {
      // The first try builds the route programs: count the second.
      router.recognize('GET', path);
      return countWork(() => router.recognize('GET', path));
    };
    const short = hostile(2048);
    const long = hostile(16384);
    short.forEach((path, i) => {
      const longPath = long[i] as string;
      const small = work(path).total;
      const large = work(longPath);
      // A native RegExp's work is not counted by what it reads (it may backtrack): over a
      // whole path only the path's own normalization runs, never a route's.
      const overPath = nativeOverLongInput(large, pathLevelRegExps('GET', longPath));
      // Linear: 8 times the work for 8 times the length, a few units per character.
      // Backtracking over the path (what the RegExps did) is quadratic or worse: 64 times and up.
      expect([path.slice(0, 12), large.total <= 9 * small, large.total <= 24 * longPath.length, overPath]).toEqual([
        path.slice(0, 12),
        true,
        true,
        [],
      ]);
    });
  });
});
