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
  ['\\Aa$|^b\\z', '', '/(?<![\\s\\S])a$|^b(?![\\s\\S])/m'],
  ['x\\Z|^y', '', '/x(?=\\n?(?![\\s\\S]))|^y/m'],
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

const flagsOf = (flags: string): RubyRegexpFlags => ({ ignoreCase: flags.includes('i'), extended: flags.includes('x'), multiLine: flags.includes('m') });

describe('translateRubyRegexp', () => {
  test.each(CASES)('/%s/%s → %s', (source, flags, expected) => {
    expect(translateRubyRegexp(source, flagsOf(flags))).toBe(expected);
  });

  test.each(UNTRANSLATABLE)('/%s/ is untranslatable (%s)', (source) => {
    expect(() => translateRubyRegexp(source, { ignoreCase: source === '(?-i:a)' })).toThrow(Untranslatable);
  });

  test('each translation matches what the Ruby regexp matches', () => {
    const probes = ['', 'a', 'A', 'abc', 'ABC', 'aBc', 'abcd', 'AbCd', 'api', 'API', 'api\n', '\napi', 'xapi', 'www', 'x\nwww\ny', 'deadBEEF', 'xyz', 'g-', '12345', 'A12345', 'a\nb', 'a.b', 'axb', 'a b', 'a/b', 'foobar', 'foobaz', 'xy', 'zy', '2026-11', 'aaa', 'aaaa', '!', ' ', 'Z9', '\x1b\x07', '+++', 'small', 'large', 'ab', 'cx', 'CX', 'ad', 'ABd', 'Abd', 'x\n', 'b\n', 'a\nb\n', '$', '^', 'y', 'b', 'x\ny'];
    const script = 'require "json"; cases, probes = JSON.parse(STDIN.read); puts JSON.generate(cases.map { |src, fl| opts = (fl.include?("i") ? Regexp::IGNORECASE : 0) | (fl.include?("x") ? Regexp::EXTENDED : 0) | (fl.include?("m") ? Regexp::MULTILINE : 0); re = Regexp.new(src, opts); probes.map { |p| re.match?(p) } })';
    const cases = CASES.map(([source, flags]) => [source.replace(/\\\//g, '/'), flags]);
    const ruby = JSON.parse(execFileSync('ruby', ['-e', script], { input: JSON.stringify([cases, probes]), encoding: 'utf8' })) as boolean[][];
    const js = CASES.map(([source, flags]) => {
      const literal = translateRubyRegexp(source, flagsOf(flags));
      const end = literal.lastIndexOf('/');
      const regexp = new RegExp(literal.slice(1, end), literal.slice(end + 1));
      return probes.map((probe) => regexp.test(probe));
    });
    expect(js).toEqual(ruby);
  });
});
