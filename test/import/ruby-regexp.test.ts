/**
 * Ruby regexps → JS regexps: the text written for each rule, and the meaning checked against
 * Ruby itself (one ruby process matches every regexp against every probe string).
 */
import { execFileSync } from 'node:child_process';
import { translateRubyRegexp, type RubyRegexpFlags } from '../../src/import/ruby-regexp';
import { Untranslatable } from '../../src/import/untranslatable';

// [Ruby source between the slashes, Ruby flags, the JS literal written]
const CASES: Array<[string, string, string]> = [
  ['\\d+', '', '/\\d+/'],
  ['[A-Z]\\d{5}', '', '/[A-Z]\\d{5}/'],
  ['\\Aapi\\z', '', '/^api$/'],
  ['api\\Z', '', '/api(?=\\n?$)/'],
  ['^www$', '', '/^www$/m'],
  ['\\Aa$|^b\\z', '', '/(?<![\\s\\S])a(?![^\\n])|(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))b(?![\\s\\S])/'],
  ['x\\Z|^y', '', '/x(?=\\n?(?![\\s\\S]))|(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))y/'],
  // From lobsters' routes: an inner $ needs no `m` flag, which railroute refuses in a segment constraint.
  ['([^\\/]+?)(?=\\.json|\\.rss|$|\\/)', '', '/([^\\/]+?)(?=\\.json|\\.rss|(?![^\\n])|\\/)/'],
  ['[$^]\\z', '', '/[$^]$/'],
  ['\\h+', '', '/[0-9a-fA-F]+/'],
  ['\\H', '', '/[^0-9a-fA-F]/'],
  ['[\\h-]+', '', '/[0-9a-fA-F-]+/'],
  ['[[:alpha:]]+', '', '/[a-zA-Z]+/'],
  ['[[:digit:][:upper:]]+', '', '/[0-9A-Z]+/'],
  ['[^[:space:]]+', '', '/[^ \\t\\n\\v\\f\\r]+/'],
  ['[[:xdigit:]]{2}', '', '/[0-9a-fA-F]{2}/'],
  ['[[:punct:]]', '', '/[!-\\/:-@\\[-`{-~]/'],
  ['(?-mix:\\d+)', '', '/(?:\\d+)/'],
  ['(?i-mx:abc)d', '', '/(?:[aA][bB][cC])d/'],
  ['(?i:[a-c]x)', '', '/(?:[a-cA-C][xX])/'],
  ['a(?i)b', '', '/a[bB]/'],
  ['(?m:a.b)', '', '/(?:a[\\s\\S]b)/'],
  ['a.b', 'm', '/a.b/s'],
  ['[a-f]+', 'i', '/[a-f]+/i'],
  ['abc', 'i', '/abc/i'],
  [' a b # comment\n c ', 'x', '/abc/'],
  ['[ ]a', 'x', '/[ ]a/'],
  ['a\\ b', 'x', '/a\\ b/'],
  ['(?<year>\\d{4})-(?<month>\\d\\d)', '', '/(?<year>\\d{4})-(?<month>\\d\\d)/'],
  ["(?'name'\\w+)", '', '/(?<name>\\w+)/'],
  ['a(?#note)b', '', '/a(?:)b/'],
  ['a{,3}', '', '/a{0,3}/'],
  ['a{2,}', '', '/a{2,}/'],
  ['foo(?=bar)', '', '/foo(?=bar)/'],
  ['(?<!x)y', '', '/(?<!x)y/'],
  ['a/b', '', '/a\\/b/'],
  ['[^/]+', '', '/[^\\/]+/'],
  ['\\e\\a', '', '/\\x1b\\x07/'],
  ['a+?', '', '/a+?/'],
  ['\\++', '', '/\\++/'],
  ['small|large', '', '/small|large/'],
];

// Raw line terminators and controls are escaped (the literal must parse).
const ESCAPED: Array<[string, string, string]> = [
  ['a\nb', '', '/a\\u000ab/'],
  ['a\u2028b', '', '/a\\u2028b/'],
  ['[\r\u2029]', '', '/[\\u000d\\u2029]/'],
  ['a\\\u2028', '', '/a\\u2028/'],
  ['a \u2028b', 'x', '/a\\u2028b/'],
  ['a\vb\u00a0', 'x', '/a\\u000bb\u00a0/'],
  ['', '', '/(?:)/'],
  ['a(?=$|-)', '', '/a(?=(?![^\\n])|-)/'],
  ['(?:^|-)a', '', '/(?:(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))|-)a/'],
  ['(?#only a comment)', 'x', '/(?:)/'],
];

const PROBES = [
  '',
  'a',
  'A',
  'abc',
  'ABC',
  'aBc',
  'abcd',
  'AbCd',
  'api',
  'API',
  'api\n',
  '\napi',
  'xapi',
  'www',
  'x\nwww\ny',
  'deadBEEF',
  'xyz',
  'g-',
  '12345',
  'A12345',
  'a\nb',
  'a.b',
  'axb',
  'a b',
  'a/b',
  'foobar',
  'foobaz',
  'xy',
  'zy',
  '2026-11',
  'aaa',
  'aaaa',
  '!',
  ' ',
  'Z9',
  '\x1b\x07',
  '+++',
  'small',
  'large',
  'ab',
  'cx',
  'CX',
  'ad',
  'ABd',
  'Abd',
  'x\n',
  'b\n',
  'a\nb\n',
  '$',
  '^',
  'y',
  'b',
  'x\ny',
];

const UNTRANSLATABLE: Array<[string, string]> = [
  ['(?>a+)', 'atomic group'],
  ['a++', 'possessive'],
  ['\\p{Alpha}', '\\p'],
  ['[a-z&&[^aeiou]]', 'intersection'],
  ['\\K', '\\K'],
  ['(?-i:a)', 'i'],
  ['[[:^alpha:]]', 'negated POSIX'],
  ['(a', 'unclosed'],
];

const flagsOf = (flags: string): RubyRegexpFlags => ({
  ignoreCase: flags.includes('i'),
  extended: flags.includes('x'),
  multiLine: flags.includes('m'),
});

describe('translateRubyRegexp', () => {
  test.each([...CASES, ...ESCAPED])('/%s/%s → %s', (source, flags, expected) => {
    expect(translateRubyRegexp(source, flagsOf(flags))).toBe(expected);
  });

  test.each(UNTRANSLATABLE)('/%s/ is untranslatable (%s)', (source) => {
    expect(() => translateRubyRegexp(source, { ignoreCase: source === '(?-i:a)' })).toThrow(Untranslatable);
  });

  test('a backslash-newline in a literal stands for nothing, as in Ruby (CRLF too)', () => {
    expect(translateRubyRegexp('a\\\nb')).toBe('/ab/');
    expect(translateRubyRegexp('[x\\\r\n]')).toBe('/[x]/');
    expect(translateRubyRegexp('a\r\nb')).toBe('/a\\u000ab/');
    const ruby = execFileSync(
      'ruby',
      ['-e', 'p [eval("/a\\\\\nb/").match?("ab"), eval("/a\\\\\r\nb/").match?("ab"), eval("/a\r\nb/").match?("a\nb")]'],
      { encoding: 'utf8' },
    );
    expect(ruby.trim()).toBe('[true, true, true]');
  });

  test('a translation JavaScript rejects is untranslatable, never a literal that does not parse', () => {
    expect(() => translateRubyRegexp('(?<a>x)(?<a>y)')).toThrow(Untranslatable);
    expect(() => translateRubyRegexp('a{2,1}')).toThrow(Untranslatable);
  });

  test('each translation matches what the Ruby regexp matches', () => {
    expect(matches(CASES, PROBES)).toEqual(matches(CASES, PROBES, 'ruby'));
  });

  // Ruby's ^ and $ see only \n as a line end; JS's `m` flag also \r, U+2028, U+2029: probed apart
  // from the cases that start with ^ or end with $ (kept, with `m`, for railroute's anchor check).
  test('escaped line terminators and controls match what Ruby matches', () => {
    const probes = [
      'a\u2028b',
      'a\u2028',
      '\r',
      '\u2029',
      'a\vb\u00a0',
      'ab\u00a0',
      'a\nb',
      'ab',
      '',
      'x',
      'a\r',
      'a\n',
      '\na',
      '\u2028a',
      '\ra',
      '-a',
      'a-',
    ];
    expect(matches(ESCAPED, probes)).toEqual(matches(ESCAPED, probes, 'ruby'));
  });
});

/** Each case's answer for each probe: its JS translation's, or (`ruby`) Ruby's own regexp's. */
function matches(
  cases: Array<[string, string, string]>,
  probes: string[],
  engine: 'js' | 'ruby' = 'js',
): Array<[string, boolean[]]> {
  if (engine === 'ruby') {
    const script =
      'require "json"; cases, probes = JSON.parse(STDIN.read); puts JSON.generate(cases.map { |src, fl| opts = (fl.include?("i") ? Regexp::IGNORECASE : 0) | (fl.include?("x") ? Regexp::EXTENDED : 0) | (fl.include?("m") ? Regexp::MULTILINE : 0); re = Regexp.new(src, opts); probes.map { |p| re.match?(p) } })';
    const input = JSON.stringify([cases.map(([source, flags]) => [source.replace(/\\\//g, '/'), flags]), probes]);
    const ruby = JSON.parse(execFileSync('ruby', ['-e', script], { input, encoding: 'utf8' })) as boolean[][];
    return cases.map(([source], i) => [source, ruby[i] as boolean[]]);
  }
  return cases.map(([source, flags]) => {
    const literal = translateRubyRegexp(source, flagsOf(flags));
    const end = literal.lastIndexOf('/');
    const regexp = new RegExp(literal.slice(1, end), literal.slice(end + 1));
    return [source, probes.map((probe) => regexp.test(probe))];
  });
}
