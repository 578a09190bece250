/**
 * Property: on random tables (resources with constrained ids, dotted names, root formats,
 * lookahead, lookbehind, anchors inside alternations, counts over the program budget,
 * generated shapes with alternations and dotted formats, an optional group repeating a later
 * parameter's name), the compiled matcher and the judge (test/support/judge.ts) give the same
 * matches, `Allow` lists and answers for every verb, on paths that start with `/.`, hold
 * dots, dashes, repeated separators and escaped values (`%20`, `%2F`, `%25`).
 */
import fc from 'fast-check';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { Judge } from '../support/judge';
import { allowedVerbs } from '../../src/matcher/recognizer';
import { normalizeRequestPath } from '../../src/request/request-path';
import type { Mapper } from '../../src';
import { declare, routeSet, shapeArb, type Shape } from '../reliability/route-shapes';

jest.setTimeout(60000);

/** Fixed declarations the shapes are mixed with (each a corner one matcher once got wrong). */
const FIXED: Array<(r: Mapper) => void> = [
  (r) => r.get('/(.:format)', { to: 'root#show' }),
  (r) => r.get('/.:format', { to: 'dots#show' }),
  (r) => r.resources('photos', { id: /\d+|\d+\.\d+/ }),
  (r) => r.resources('users', { id: /[^/]+/ }),
  (r) => r.resources('tags', { constraints: { id: /[a-z]+/ }, format: /json|xml/ }),
  (r) => r.get('x.y', { to: 'x#y', format: /[a-z.]+/ }),
  (r) => r.get('robots.txt', { to: 'pages#robots' }),
  (r) => r.get('a.b.c/:id', { to: 'abc#show' }),
  (r) => r.get('v/:id', { to: 'v#show', format: true }),
  (r) => r.match('any/:id', { to: 'any#show', via: 'all' } as never),
  (r) => r.delete('v/:id', { to: 'v#destroy' }),
  // Constraints that decide where their parameter or the format begins.
  (r) => r.get('domains/:id', { to: 'domains#show', id: /([^/]+?)(?=\.json|\.rss|$|\/)/ }),
  (r) => r.get('la/:id', { to: 'la#show', id: /(?!new)\w+/ }),
  (r) => r.get('lb/:id', { to: 'lb#show', id: /[^/]+(?<!\.json)/ }),
  (r) => r.get('an/:id', { to: 'an#show', id: /a$|b|1\.2/ }),
  (r) => r.get('la/:id/:x', { to: 'la#nested', id: /\w+(?=\/(?!new))/ }),
  (r) => r.get('big/:id', { to: 'big#show', id: /[\d.]{1,3000}/ }),
  // A real app's route: an optional group repeating a later parameter's name.
  (r) => r.get('(/locale/:locale)/locale/:locale', { to: 'locales#show' }),
];

const WORDS = [
  'domains',
  'la',
  'lb',
  'an',
  'big',
  'ex.com',
  'a.b.rss',
  'rss',
  'b',
  'a.json',
  'photos',
  'users',
  'tags',
  'x.y',
  'robots.txt',
  'a.b.c',
  'v',
  'any',
  'archive',
  'a-b',
  'x',
  '1',
  '1.2',
  '1.2.3',
  'a',
  'a-b-c',
  'json',
  'xml',
  '.json',
  '.',
  '..xml',
  'new',
  'edit',
  'ab',
  'a.b',
  'locale',
  // Escaped values, as clients send them (Rails decodes each parameter's value).
  'a%20b',
  '%2F',
  'x%2Eb',
  'a%2fb',
  '%E2%82%AC',
  '%25',
];
const pathArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 4 })
  .chain((words) =>
    fc.record({
      words: fc.constant(words),
      joins: fc.array(fc.constantFrom('/', '/', '.', '-', '/.', ''), {
        minLength: words.length,
        maxLength: words.length,
      }),
    }),
  )
  .map(
    ({ words, joins }) =>
      normalizeRequestPath(words.map((word, i) => (joins[i] as string) + word).join('') || '/') as string,
  );

const VERBS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

describe('the compiled matcher and the judge agree on random tables', () => {
  test('matches, Allow and answers', () => {
    let found = 0;
    let dotted = 0;
    const reached = new Set<string>();
    fc.assert(
      fc.property(
        fc.subarray(FIXED.map((_, i) => i)),
        fc.array(shapeArb, { maxLength: 3 }),
        fc.array(pathArb, { minLength: 30, maxLength: 30 }),
        (fixed, shapes: Shape[], paths) => {
          let set;
          try {
            set = routeSet((r) => {
              for (const i of fixed) (FIXED[i] as (r: Mapper) => void)(r);
              shapes.forEach((shape, i) => declare(r, shape, `a${i}`));
            });
          } catch {
            return;
          }
          const reference = new Judge(set.routes);
          const compiled = new CompiledMatcher(set.routes);
          for (const path of [
            ...paths,
            '/.json',
            '/..json',
            '/.',
            '/x.y..xml',
            '/photos/1.2',
            '/photos/1.2.3',
            '/tags/a.json',
            '/an/a',
            '/an/a.json',
            '/an/b.json',
            '/an/1.2',
            '/la/x/y',
            '/la/x/new',
            '/domains/ex.com.rss',
            '/lb/a.json',
            '/big/1.2.json',
            '/la/abc',
            '/locale/a%20b',
            '/locale/en/locale/a%2Fb.json',
          ]) {
            const want = reference.find(path).map((m) => [m.route.index, m.values]);
            expect([path, compiled.find(path).map((m) => [m.route.index, m.values])]).toEqual([path, want]);
            expect([path, allowedVerbs(compiled.find(path))]).toEqual([path, allowedVerbs(reference.find(path))]);
            for (const verb of VERBS) {
              const a = compiled.recognize(verb, path, undefined);
              expect([verb, path, a]).toEqual([verb, path, reference.recognize(verb, path, undefined)]);
              if (a.kind === 'found') {
                reached.add(`${a.route.controller}#${a.route.action}`);
                found++;
                if (path.includes('.')) dotted++;
              }
            }
          }
        },
      ),
      { seed: 511, numRuns: 100 },
    );
    expect(found).toBeGreaterThan(700);
    expect(dotted).toBeGreaterThan(150);
    // Every constraint that decides a boundary answered some path.
    expect(
      ['domains#show', 'la#show', 'lb#show', 'an#show', 'la#nested', 'big#show', 'locales#show'].filter(
        (target) => !reached.has(target),
      ),
    ).toEqual([]);
  });
});
