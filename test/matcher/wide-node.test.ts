/**
 * A trie node with more static children than the walk compares one by one (trie.ts
 * `SCAN_LIMIT`) finds a segment's child another way. Names alike in length and in their
 * first, middle and last characters, segments one character off, a prefix or an extension
 * of a name must each reach their own route, the parameter sibling, or nothing, at the root
 * and below it, with a format and a query.
 */
import { Router } from '../../src';

/** Names alike in length, first, middle and last character, differing elsewhere. */
const alike = ['abxcd', 'aaxdd', 'acxbd', 'abxbd', 'adxad'];
const words = Array.from({ length: 40 }, (_, i) => `word${i}s`);
const names = [...alike, ...words, 'a', 'z', 'robots'];

const router = new Router();
router.draw((r) => {
  for (const name of names) r.get(`${name}(.:format)`, { to: `${name}#index` });
  r.get(':id(.:format)', { to: 'things#show' });
  r.scope('nested', (s) => {
    for (const name of names) s.get(`${name}/:id`, { to: `nested_${name}#show` });
  });
});

const controllerIn = (table: Router, url: string): unknown => table.recognize('GET', url)?.params.controller ?? null;
const controllerOf = (url: string): unknown => controllerIn(router, url);

describe('a wide node finds its static children', () => {
  test.each(names)('/%s reaches its own route, with and without a format, at the root and nested', (name) => {
    expect(controllerOf(`/${name}`)).toBe(name);
    expect(router.recognize('GET', `/${name}.json`)?.params).toEqual({
      controller: name,
      action: 'index',
      format: 'json',
    });
    expect(controllerOf(`/${name}?q=1`)).toBe(name);
    expect(router.recognize('GET', `/nested/${name}/7`)?.params).toEqual({
      controller: `nested_${name}`,
      action: 'show',
      id: '7',
    });
  });

  test.each([
    'abycd', // one inner character off
    'abxc', // a prefix
    'abxcdd', // an extension
    'bbxcd', // the first character off
    'abxce', // the last character off
    'word40s',
    'words',
    'b',
    '_',
    '\u0161bxcd', // a first character whose low byte is a name's ('š' is U+0161, 'a' U+0061)
    '\u0177ord1s', // the same against 'word1s' ('ŷ' is U+0177, 'w' U+0077)
    'robotsrobotsrobotsrobots', // longer than every name
  ])('/%s is no static name: the parameter route answers, and nested nothing does', (segment) => {
    expect(router.recognize('GET', `/${segment}`)?.params).toEqual({
      controller: 'things',
      action: 'show',
      id: segment,
    });
    expect(router.recognize('GET', `/nested/${segment}/7`)).toBeNull();
  });
});

/**
 * Names that share a length and a first character (`res0`..`res99`, `v1`..`v9`) spread over a
 * wide node's places (trie.ts `bucketKey`): a segment is compared with about one name, not
 * with every name of its length and first character (bench:http's table compared ~14 a
 * request before).
 */
describe("a wide node's places", () => {
  type Places = { statics: Map<string, unknown> | null; buckets: Array<unknown[] | undefined> | null };
  const rootOf = (router: Router): Places =>
    (router as unknown as { compiled(): { matcher: { root: Places } } }).compiled().matcher.root;

  test.each([
    ['res0..res99', Array.from({ length: 100 }, (_, i) => `res${i}`)],
    ['v1..v30', Array.from({ length: 30 }, (_, i) => `v${i + 1}`)],
    ['a..z and aa..zz', [...'abcdefghijklmnopqrstuvwxyz'].flatMap((c) => [c, c + c])],
  ])('%s: every name reached, at most two names a place, most alone', (_label, list) => {
    const router = new Router();
    router.draw((r) => {
      for (const name of list) r.get(name, { to: `${name}#index` });
    });
    for (const name of list) expect(controllerIn(router, `/${name}`)).toBe(name);
    const root = rootOf(router);
    const places = (root.buckets ?? []).filter((bucket): bucket is unknown[] => bucket !== undefined);
    const sizes = places.map((bucket) => bucket.length / 2);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(list.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    expect(sizes.filter((size) => size === 1).length).toBeGreaterThanOrEqual(list.length * 0.6);
  });
});
