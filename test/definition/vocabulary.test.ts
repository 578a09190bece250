/**
 * The routing vocabulary (definition/vocabulary.ts) agrees with the code that reads it: the
 * trie numbers verbs in HTTP_VERBS' order, every override verb is a route verb, every verb
 * method is a DSL method, and option spelling normalizes exactly the option keys.
 */
import {
  HTTP_VERBS,
  MATCH_OPTIONS,
  normalizeOptions,
  OVERRIDE_VERBS,
  VERB_METHODS,
} from '../../src/definition/vocabulary';
import { verbNumber } from '../../src/matcher/trie/verb-table';
import { Mapper } from '../../src/dsl/mapper';

describe('routing vocabulary', () => {
  it.each(HTTP_VERBS.map((verb, i) => [verb, i]))('the trie numbers %s as its place %i', (verb, i) => {
    expect(verbNumber(verb)).toBe(i);
  });

  it('numbers no other method', () => {
    for (const method of ['TRACE', 'CONNECT', 'get', 'PROPFIND', '']) expect(verbNumber(method)).toBe(-1);
  });

  it.each(OVERRIDE_VERBS)('override verb %s is a route verb other than POST', (verb) => {
    expect(HTTP_VERBS).toContain(verb);
    expect(verb).not.toBe('POST');
  });

  it.each(VERB_METHODS)('the DSL declares one route with %s', (method) => {
    expect(typeof (Mapper.prototype as unknown as Record<string, unknown>)[method]).toBe('function');
    expect(HTTP_VERBS).toContain(method.toUpperCase());
  });

  it('spells every match option in snake_case, from either spelling; other keys keep theirs', () => {
    const camel = (key: string): string => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const key of MATCH_OPTIONS) {
      expect(Object.keys(normalizeOptions({ [camel(key)]: 1 }))).toEqual([key]);
      expect(Object.keys(normalizeOptions({ [key]: 1 }))).toEqual([key]);
    }
    expect(normalizeOptions({ shallowPath: 'a', userId: /\d+/, nameSpace: 1 })).toEqual({
      shallow_path: 'a',
      userId: /\d+/,
      nameSpace: 1,
    });
  });
});
