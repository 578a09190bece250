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

const controllerOf = (url: string): unknown => router.recognize('GET', url)?.params.controller ?? null;

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
