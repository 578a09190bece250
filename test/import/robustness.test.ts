/**
 * The importer on input meant to break it. Deep nesting is refused (and the
 * parser still reads the next file right), integers JS cannot hold are TODOs, regexps with
 * raw line breaks give a module that parses, and no module that would not parse is returned.
 */
import { importRoutes } from '../../src';
import { ImportRefused } from '../../src/import/import-refused';
import { checkModule } from '../../src/import/module-check';
import { MAX_SOURCE_BYTES } from '../../src/import/prism';
import { loadAndDraw, v8ModuleErrors } from './module-checks';

const wrap = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;
const VALID = wrap('resources :photos do\n  get :preview, on: :member\nend');

// [construct, Ruby nested n levels deep]: each runs prism's recursion past its stack at 150.
const DEEP: Array<[string, (n: number) => string]> = [
  ['scope blocks', (n) => wrap(`${'scope :a do\n'.repeat(n)}get 'x', to: 'a#b'\n${'end\n'.repeat(n)}`)],
  ['hashes', (n) => wrap(`get 'a', to: 'a#b', defaults: ${'{ a: '.repeat(n)}1${' }'.repeat(n)}`)],
  ['parentheses', (n) => wrap(`get 'a', to: ${'('.repeat(n)}'a#b'${')'.repeat(n)}`)],
  ['assignments', (n) => wrap(`${'a = '.repeat(n * 2)}1`)],
  ['lambdas', (n) => wrap(`constraints(${'-> { '.repeat(n)}${'}'.repeat(n)}) do\n  get 'x', to: 'a#b'\nend`)],
  [
    'arrays (deep for the decoder)',
    (n) => wrap(`get 'a', to: 'a#b', defaults: { a: ${'['.repeat(n * 20)}${']'.repeat(n * 20)} }`),
  ],
];

describe('deeply nested input', () => {
  const expected = importRoutes(VALID).code;

  test.each(DEEP)('%s: refused, and the next file imports as before', (_what, nested) => {
    for (const depth of [150, 400]) {
      expect(() => importRoutes(nested(depth))).toThrow(
        new ImportRefused('the Ruby is nested too deeply for the importer'),
      );
      expect(importRoutes(VALID).code).toBe(expected);
    }
  });

  test('nesting as deep as real files (and well beyond) imports', () => {
    const code = importRoutes(DEEP[0]?.[1](40) as string).code;
    expect(code).toContain(`${'  '.repeat(41)}r.get('x', { path: 'x', to: 'a#b' });`);
  });

  test('a file larger than the limit is refused before parsing', () => {
    const huge = wrap(`# ${'x'.repeat(MAX_SOURCE_BYTES)}`);
    expect(() => importRoutes(huge)).toThrow(ImportRefused);
    expect(importRoutes(VALID).code).toBe(expected);
  });
});

describe('integers', () => {
  test.each([
    ['9223372036854775807', 'a TODO'],
    ['-9223372036854775808', 'a TODO'],
    ['9007199254740993', 'a TODO'],
    ['123456789012345678901234567890', 'a TODO'],
    ['9007199254740992', '9007199254740992'],
    ['-9007199254740992', '-9007199254740992'],
    ['0x7fff_ffff', '2147483647'],
    ['017', '15'],
    ['0b1010', '10'],
    ['0d19', '19'],
  ])('%s → %s', (ruby, js) => {
    const { code, todos } = importRoutes(wrap(`get 'a', to: 'a#b', defaults: { n: ${ruby} }`));
    if (js === 'a TODO') {
      expect(todos.map((todo) => todo.reason)).toEqual([expect.stringContaining('beyond 2^53')]);
      expect(code).not.toMatch(/r\.get\('a'.*n: /);
    } else {
      expect(todos).toEqual([]);
      expect(code).toContain(`defaults: { n: ${js} }`);
    }
  });
});

describe('regexps with raw line breaks', () => {
  test.each([
    ['a newline', '/a\nb/', 'a\nb'],
    ['U+2028', '/a\u2028b/', 'a\u2028b'],
    ['U+2029 in a class', '/[\u2029x]/', '\u2029'],
    ['a carriage return, %r', '%r{a\rb}', 'a\rb'],
    ['a backslash-newline (a line continuation in Ruby)', '/a\\\nb/', 'ab'],
    ['an empty regexp, which JS would read as a comment', '//', ''],
  ])('%s: the module parses and the constraint matches as Ruby', (_what, regexp, matched) => {
    const ruby = wrap(`get 'p/:id', to: 'p#s', constraints: { id: ${regexp} }\nget 'q', to: 'q#s'`);
    const { code, todos } = importRoutes(ruby);
    expect(todos).toEqual([]);
    expect(v8ModuleErrors([importRoutes(ruby, { js: true }).code])).toEqual([null]);
    const { rows } = loadAndDraw(code, __dirname);
    expect(rows.map((row) => row.path)).toEqual(['/p/:id(.:format)', '/q(.:format)']);
    const requirement = (rows[0]?.requirements as Record<string, unknown>).id;
    expect(requirement).toBeDefined();
    const literal = /id: (\/.*\/[a-z]*) \}/.exec(code)?.[1] as string;
    const end = literal.lastIndexOf('/');
    expect(new RegExp(literal.slice(1, end), literal.slice(end + 1)).test(matched)).toBe(true);
  });
});

describe('the module is checked before it is returned', () => {
  test.each([
    ['an unterminated call', ["r.get('a'"]],
    ['a regexp JS rejects', ['r.get(/(/);']],
    ['a line break in a regexp', ['r.get(/a\u2028b/);']],
    ['an octal literal (strict mode)', ['r.get(017);']],
  ])('%s: ImportRefused', (_what, body) => {
    expect(() => checkModule([], body)).toThrow(ImportRefused);
  });

  test('a body of r. calls, literals and comments passes', () => {
    expect(() =>
      checkModule(['// top'], ["r.get('a', { to: 'a#b', id: /\\d+/, n: 1 }); // x", '// TODO(railroute import): y']),
    ).not.toThrow();
  });
});

test('work grows with the lines of the file, not their square: what was written is not copied per statement', () => {
  // Counted, not timed: the Set and Map entries made while importing 2,000 TODO lines.
  const lines = 2000;
  importRoutes(wrap('get :warm_up'));
  const add = jest.spyOn(Set.prototype, 'add');
  const set = jest.spyOn(Map.prototype, 'set');
  try {
    const { todos } = importRoutes(wrap('devise_for :users\n'.repeat(lines)));
    expect(todos).toHaveLength(lines);
    expect(add.mock.calls.length + set.mock.calls.length).toBeLessThan(lines * 10);
  } finally {
    add.mockRestore();
    set.mockRestore();
  }
});
