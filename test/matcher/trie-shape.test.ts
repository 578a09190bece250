/**
 * Which routes the trie holds: only those whose last segment splits one way whatever the
 * path (the split is then found by the walk, linear); the others run their route program.
 */
import fc from 'fast-check';
import { plainFirstName, trieLayout, trieShape, type Shape } from '../../src/matcher/trie/trie-shape';
import type { Route } from '../../src/definition/route';
import { declare, routeSet, shapeArb } from '../reliability/route-shapes';

function routeOf(path: string, options: Record<string, unknown> = {}): Route {
  return [...routeSet((r) => r.get(path, { to: 't#show', ...options } as never)).routes][0] as Route;
}

function shapeOf(path: string, options: Record<string, unknown> = {}): ReturnType<typeof trieShape> {
  return trieShape(routeOf(path, options));
}

test.each<[string, Record<string, unknown>, 'trie' | 'greedy' | 'program']>([
  ['photos/:id', {}, 'trie'],
  ['photos/:id', { id: /\d+/ }, 'trie'],
  ['photos/:id', { id: /[^/]+/ }, 'greedy'],
  ['photos/:id', { id: /[\w.-]+/ }, 'greedy'],
  ['photos/:id', { id: /[^/]+/, format: false }, 'trie'],
  ['photos/:id', { id: /[^/]+/, format: /json|xml/ }, 'program'],
  ['photos/:id', { id: /\d+|\d+\.\d+/ }, 'program'],
  ['photos/:id', { id: /[^/]+?/ }, 'program'],
  ['photos/:id', { id: /.+/ }, 'program'],
  ['photos/:id', { id: /(?=\d)\w+/ }, 'program'],
  ['x.y', { format: /[a-z.]+/ }, 'trie'],
  ['/(.:format)', {}, 'trie'],
  ['archive/:year-:month-:day', {}, 'program'],
  // A glob of whole segments, unconstrained, with whole segments after it taking no dot.
  ['files/*path', {}, 'trie'],
  ['files/*path/v7', {}, 'trie'],
  ['wiki/*page/:name', { name: /[a-z]+/ }, 'trie'],
  ['wiki/*page/:name', { name: /[\w.]+/ }, 'program'],
  ['files/*rest', { rest: /[a-z/]+/ }, 'program'],
  ['files/*path', { format: /[a-z.]+/ }, 'program'],
  ['files/*path.pdf', {}, 'program'],
  ['*a/k-:b', {}, 'program'],
  ['*a/x-*b', {}, 'program'],
  ['*a/*b', {}, 'program'],
  // Held by expansions (trieLayout below), not as one shape.
  ['posts(/:year)', {}, 'program'],
])('%s %p: %s', (path, options, where) => {
  const shape = shapeOf(path, options);
  expect(shape === null ? 'program' : shape.greedyCore ? 'greedy' : 'trie').toBe(where);
});

// The shape is read from the tokens in one pass; these pin what it reads.
test.each<[string, Record<string, unknown>, Array<{ literal: string } | { param: number }> | null, string | undefined]>(
  [
    ['/', {}, [], '/'],
    ['/photos/new', {}, [{ literal: 'photos' }, { literal: 'new' }], '/photos/new'],
    ['/photos/:id/edit', {}, [{ literal: 'photos' }, { param: 0 }, { literal: 'edit' }], undefined],
    ['/a/:x/:y', {}, [{ literal: 'a' }, { param: 0 }, { param: 1 }], undefined],
    ['/feed.:format', {}, [{ literal: 'feed' }], '/feed'],
    ['/robots.txt', { format: true }, null, undefined],
    ['/photos/:id.pdf', { format: false }, null, undefined],
    ['/photos/p:id', {}, null, undefined],
  ],
)('%s %p: segments %p, static path %p', (path, options, segments, staticPath) => {
  const shape = shapeOf(path, options);
  expect(shape?.segments ?? null).toEqual(segments);
  expect(shape?.staticPath).toBe(staticPath);
});

/** A way in short: its segments (`:<name index>` for a value), format and slots. */
const brief = (shape: Shape): string =>
  `/${shape.segments.map((s) => ('literal' in s ? s.literal : 'glob' in s ? `*${s.glob}` : `:${s.param}`)).join('/')} ${shape.format}${
    shape.slots ? ` [${shape.slots.join(',')}]` : ''
  }`;

// Optional groups: one way per choice, present before absent, earlier groups first (Rails'
// regexp); slots say which name each value is when they are not the names in order.
test.each<[string, Record<string, unknown>, string[] | null]>([
  ['(:locale)/posts', {}, ['/:0/posts optional', '/posts optional [1]']],
  ['photos(/:year(/:month))', {}, ['/photos/:0/:1 optional', '/photos/:0 optional [0,2]', '/photos optional [2]']],
  ['x(/:a)(/:b)', { format: false }, ['/x/:0/:1 none', '/x/:0 none [0]', '/x/:1 none [1]', '/x none []']],
  ['a(/b)/:id', {}, ['/a/b/:0 optional', '/a/:0 optional']],
  ['(:locale)', {}, ['/:0 optional', '/ optional [1]']],
  // A way the trie cannot hold (a trailing slash, a glob, two values in a segment): all a program.
  ['a(/)', {}, null],
  ['a(/*rest)', {}, ['/a/*0 optional', '/a optional [1]']],
  ['a(/:b-:c)', {}, null],
  // More than 16 ways.
  ['a(/:b)(/:c)(/:d)(/:e)(/:f)', {}, null],
  ['a(/:b)(/:c)(/:d)(/:e)', {}, Array.from({ length: 16 }, () => expect.any(String))],
])('%s %p: ways %p', (path, options, ways) => {
  const layout = trieLayout(routeOf(path, options));
  expect(layout === null ? null : (Array.isArray(layout) ? layout : [layout]).map(brief)).toEqual(ways);
});

// The compiled matcher puts a route `plainFirstName` names aside under that root child and
// works its shape out later: it must be one shape, of that first name and format, and every
// route of that form must be read so.
test.each<[string, Record<string, unknown>, string | undefined]>([
  ['photos/:id', {}, 'photos'],
  ['photos/:id/edit', { format: false }, 'photos'],
  ['robots.txt', {}, 'robots.txt'],
  ['caf%C3%A9/:id', {}, 'caf%C3%A9'],
  ['photos/:id', { id: /\d+/ }, undefined],
  [':locale/photos', {}, undefined],
  ['/', {}, undefined],
  ['photos/:id', { format: true }, undefined],
  ['photos/:id-:x', {}, undefined],
  ['photos(/:year)', {}, undefined],
  ['files/*path', {}, undefined],
])('%s %p: first plain name %p', (path, options, name) => {
  expect(plainFirstName(routeOf(path, options))).toBe(name);
});

test('a route plainFirstName reads is one trie shape under that name', () => {
  let plain = 0;
  fc.assert(
    fc.property(fc.array(shapeArb, { minLength: 1, maxLength: 4 }), (shapes) => {
      let routes: Route[];
      try {
        routes = [...routeSet((r) => shapes.forEach((shape, i) => declare(r, shape, `a${i}`))).routes];
      } catch {
        return;
      }
      for (const route of routes) {
        const name = plainFirstName(route);
        if (name === undefined) continue;
        plain++;
        const shape = trieShape(route);
        expect(shape?.segments[0]).toEqual({ literal: name });
        expect(shape?.format).toBe(route.path.endsWith('(.:format)') ? 'optional' : 'none');
      }
    }),
    { seed: 31, numRuns: 300 },
  );
  expect(plain).toBeGreaterThan(10);
});
