/**
 * Route paths are read by a one-pass scanner (path-to-regexp took ~19 ms over a
 * 10,000-route draw's paths, and ~7 ms to load). path-to-regexp stays the reference: where
 * the scanner answers, its tokens must be the ones path-to-regexp gives; where it does not,
 * path-to-regexp reads the path (or words the syntax error).
 */
import fc from 'fast-check';
import { ArgumentError } from '../../src';
import { parseWithP2R, PathPattern } from '../../src/definition/path-pattern';
import { scanPath } from '../../src/definition/path-scanner';

// Rails' syntax, path-to-regexp's own specials, a `$` and non-ASCII characters that
// path-to-regexp reads as part of a name, and plain text.
const PIECES = [
  '/',
  '(',
  ')',
  ':',
  '*',
  'id',
  'a',
  'Z',
  '_',
  '9',
  '.',
  '-',
  '{',
  '}',
  '[',
  ']',
  '+',
  '?',
  '!',
  '\\',
  '$',
  'é',
  '\u200d',
  '%41',
  ' ',
  '~',
  '"',
];
const paths = fc.array(fc.constantFrom(...PIECES), { maxLength: 16 }).map((parts) => parts.join(''));

function reference(source: string): unknown {
  try {
    return parseWithP2R(source);
  } catch (error) {
    return error instanceof ArgumentError ? 'error' : error;
  }
}

describe('the path scanner agrees with path-to-regexp', () => {
  test('on random paths: same tokens where it answers, and it answers every valid ASCII path', () => {
    fc.assert(
      fc.property(paths, (source) => {
        const scanned = scanPath(source);
        const expected = reference(source);
        if (scanned !== undefined) expect(scanned).toEqual(expected);
        // It leaves only errors and names followed by `$` or a non-ASCII character.
        else expect(expected === 'error' || /[:*][A-Za-z_]\w*[$\u0080-\uffff]/.test(source)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  test.each([
    [
      '/photos/:id(.:format)',
      [
        { type: 'text', value: '/photos/' },
        { type: 'param', name: 'id' },
        {
          type: 'group',
          tokens: [
            { type: 'text', value: '.' },
            { type: 'param', name: 'format' },
          ],
        },
      ],
    ],
    [
      '/files/*path',
      [
        { type: 'text', value: '/files/' },
        { type: 'glob', name: 'path' },
      ],
    ],
    [
      '/:a:b',
      [
        { type: 'text', value: '/' },
        { type: 'param', name: 'a' },
        { type: 'param', name: 'b' },
      ],
    ],
    ['/a:/*', [{ type: 'text', value: '/a:/*' }]],
    [
      '/x()',
      [
        { type: 'text', value: '/x' },
        { type: 'group', tokens: [] },
      ],
    ],
    ['/a{b}+[c]?!\\', [{ type: 'text', value: '/a{b}+[c]?!\\' }]],
  ])('%s', (source, tokens) => {
    expect(scanPath(source)).toEqual(tokens);
    expect(parseWithP2R(source)).toEqual(tokens);
  });

  test.each(['/photos(/:id', '/photos/:id)', '/photos((/:id)'])(
    'unbalanced %s is left to path-to-regexp, which words the error',
    (source) => {
      expect(scanPath(source)).toBeUndefined();
      expect(() => PathPattern.parse(source)).toThrow(/^Invalid route path .*: Unexpected/);
    },
  );

  test('a name path-to-regexp extends past the ASCII word is left to it', () => {
    expect(scanPath('/:id$x')).toBeUndefined();
    expect(PathPattern.parse('/:idé/:a$b').names).toEqual(['idé', 'a$b']);
  });
});

/**
 * Most paths are read on first use (path-pattern.ts `SCANS_LATER`): whatever the path, a
 * pattern parsed now reads as the reference does, a path the scanner cannot read fails when
 * parsed (never later), and `has` answers as `names` would, read or not.
 */
describe('patterns read on first use', () => {
  const names = fc.constantFrom('id', 'a', 'format', 'controller', 'Z', '');

  test('on random paths: the reference tokens, names and errors, `has` before and after reading', () => {
    fc.assert(
      fc.property(paths, names, (path, name) => {
        // A path of its own (the parsed cache would hand back an earlier test's pattern).
        const source = `/${Math.random().toString(36).slice(2)}${path}`;
        const expected = scanPath(source) ?? reference(source);
        if (expected === 'error') {
          expect(() => PathPattern.parse(source)).toThrow(ArgumentError);
          return;
        }
        const pattern = PathPattern.parse(source);
        const unread = pattern.has(name);
        expect(pattern.tokens).toEqual(expected);
        expect(pattern.has(name)).toBe(pattern.names.includes(name));
        expect(unread).toBe(pattern.names.includes(name));
      }),
      { numRuns: 3000 },
    );
  });

  test.each([
    ['/:controller/:action(.:format)', ['controller', 'action', 'format'], ['controller', 'action'], []],
    ['/controllers/:id', ['id'], ['id'], []],
    ['/files/*path(/:version)', ['path', 'version'], ['path'], ['path']],
  ])('%s', (source, allNames, required, globs) => {
    const pattern = PathPattern.parse(source);
    expect(pattern.has('controller')).toBe(allNames.includes('controller'));
    expect(pattern.names).toEqual(allNames);
    expect(pattern.required).toEqual(required);
    expect([...pattern.globs]).toEqual(globs);
  });
});
