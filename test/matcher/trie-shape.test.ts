/**
 * Which routes the trie holds: only those whose last segment splits one way whatever the
 * path (the split is then found by the walk, linear); the others run their route program.
 */
import { trieShape } from '../../src/matcher/trie/trie-shape';
import type { Route } from '../../src/definition/route';
import { routeSet } from '../reliability/route-shapes';

function shapeOf(path: string, options: Record<string, unknown> = {}): ReturnType<typeof trieShape> {
  const route = [...routeSet((r) => r.get(path, { to: 't#show', ...options } as never)).routes][0] as Route;
  return trieShape(route);
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
  ['files/*path', {}, 'program'],
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
