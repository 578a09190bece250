import { ArgumentError, Router } from '../../src';
import { PathPattern } from '../../src/definition/path-pattern';
import { normalizeRoutePath } from '../../src/dsl/scope';
import { pathWithFormat } from '../../src/dsl/route-builder';

describe('parsing', () => {
  test.each<[string, string[], string[], string[]]>([
    ['/photos/:id(.:format)', ['id', 'format'], ['id'], []],
    ['(/:locale)/descriptions', ['locale'], [], []],
    ['/files/*path(.:format)', ['path', 'format'], ['path'], ['path']],
    ['/posts(/:year(/:month))', ['year', 'month'], [], []],
    ['/:slug-:page', ['slug', 'page'], ['slug', 'page'], []],
    ['/a+b!c', [], [], []],
  ])('%s', (source, names, required, globs) => {
    const pattern = PathPattern.parse(source);
    expect(pattern.names).toEqual(names);
    expect(pattern.required).toEqual(required);
    expect([...pattern.globs]).toEqual(globs);
  });

  test.each(['/photos(/:id', '/photos/:id)', '/photos((/:id)'])('invalid syntax %s is an ArgumentError', (source) => {
    expect(() => PathPattern.parse(source)).toThrow(ArgumentError);
  });
});

describe('Journey matching semantics', () => {
  test.each<[string, Record<string, RegExp>, string, Record<string, string> | null]>([
    ['/photos/:id(.:format)', {}, '/photos/1.json', { id: '1', format: 'json' }],
    ['/photos/:id(.:format)', {}, '/photos/1.2.json', null],
    ['/photos/:id(.:format)', { id: /[^/]+/ }, '/photos/1.2.json', { id: '1.2.json' }],
    ['/photos/:id(.:format)', { id: /\d+/ }, '/photos/12.json', { id: '12', format: 'json' }],
    ['/files/*path(.:format)', {}, '/files/a/b.c/d.pdf', { path: 'a/b.c/d', format: 'pdf' }],
    ['/a+b!c', {}, '/a+b!c', {}],
  ])('%s %p matches %s', (source, requirements, path, expected) => {
    const { regexp, groups } = PathPattern.parse(source).compile(requirements);
    const match = regexp.exec(path);
    if (expected === null) return expect(match).toBeNull();
    expect(match).not.toBeNull();
    const names = PathPattern.parse(source).names;
    const values: Record<string, string> = {};
    groups.forEach((group, i) => {
      const value = match?.groups?.[group];
      if (value !== undefined) values[names[i] as string] = value;
    });
    expect(values).toEqual(expected);
  });
});

describe('normalization (Rails Mapper.normalize_path and the automatic format)', () => {
  test.each<[string, string]>([
    ['photos', '/photos'],
    ['/photos/', '/photos'],
    ['//photos//new', '/photos/new'],
    ['/', '/'],
    ['/(/:locale)/descriptions', '(/:locale)/descriptions'],
    ['/(:locale)/descriptions', '(/:locale)/descriptions'],
    ['/(:locale)', '/(:locale)'],
    ['/caf%c3%a9', '/caf%C3%A9'],
  ])('%s → %s', (input, output) => {
    expect(normalizeRoutePath(input)).toBe(output);
  });

  test.each<[string, unknown, string]>([
    ['/photos', undefined, '/photos(.:format)'],
    ['/photos', false, '/photos'],
    ['/photos', true, '/photos.:format'],
    ['/photos', 'json', '/photos(.:format)'],
    ['/', undefined, '/'],
    ['/photos(.:format)', undefined, '/photos(.:format)'],
    ['/photos.:format', undefined, '/photos.:format'],
  ])('%s with format %p → %s', (path, format, expected) => {
    expect(pathWithFormat(path, format)).toBe(expected);
  });
});

describe('RegExp flags on requirements', () => {
  test.each([/\d+/g, /\d+/m, /\d+/s, /\d+/y, /\p{N}+/u])('%p is refused', (requirement) => {
    expect(() => new Router().draw((r) => r.get('x/:id', { to: 'x#show', id: requirement }))).toThrow(
      `Regexp flags other than i are not allowed in routing requirements: ${String(requirement)}`,
    );
  });

  test('/i holds for the segment only, in matching and generation', () => {
    const router = new Router().draw((r) => r.get('codes/:code', { to: 'codes#show', code: /[a-z]{3}/i, as: 'code' }));
    expect(router.recognize('GET', '/codes/XyZ')?.params).toEqual({ controller: 'codes', action: 'show', code: 'XyZ' });
    expect(router.recognize('GET', '/CODES/xyz')).toBeNull();
    expect((router.helpers as any).code_path('QRS')).toBe('/codes/QRS');
  });
});
