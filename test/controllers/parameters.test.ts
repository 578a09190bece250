/**
 * Strong parameters where the installed Rails 6.1 cannot be the oracle: Rails 8's `expect`
 * (rows from actionpack's parameters_expect_test.rb and the `expect` documentation), filters
 * that name numbered keys, and what railroute adds: the error classes, `log`/`raise`, the
 * values left unchanged, uploaded files as scalars, hostile keys.
 */
import { ArgumentError, ParameterMissing, Parameters, UnpermittedParameters, UploadedFile } from '../../src';

const person = {
  age: '32',
  name: { first: 'David', last: 'Heinemeier Hansson' },
  addresses: [{ city: 'Chicago', state: 'Illinois' }],
};

type Expected = { value: unknown } | { missing: string };
const EXPECT_ROWS: Array<[string, Record<string, unknown>, unknown[], Expected]> = [
  [
    'key to array: only permitted scalars',
    { person },
    [{ person: ['age', 'name', 'addresses'] }],
    { value: { age: '32' } },
  ],
  ['key to hash', { person }, [{ person: { name: ['first', 'last'] } }], { value: { name: person.name } }],
  ['key to empty hash: everything', { person }, [{ person: {} }], { value: person }],
  [
    'keys to arrays, in hash order',
    person,
    [{ name: ['first', 'last'], addresses: [['city']] }],
    { value: [person.name, [{ city: 'Chicago' }]] },
  ],
  [
    'key to array of keys, value an array',
    { name: 'Martin', pies: [{ flavor: 'pumpkin' }] },
    [{ pies: ['flavor'] }],
    { missing: 'pies' },
  ],
  [
    'key to explicit array',
    { pies: [{ flavor: 'pumpkin' }, { flavor: 'chicken pot', x: 1 }, 'junk'] },
    [{ pies: [['flavor']] }],
    { value: [{ flavor: 'pumpkin' }, { flavor: 'chicken pot' }] },
  ],
  [
    'key to explicit array, value a hash',
    { pies: { flavor: 'pumpkin' } },
    [{ pies: [['flavor']] }],
    { missing: 'pies' },
  ],
  ['key to explicit array, value empty', { pies: [] }, [{ pies: [['flavor']] }], { missing: 'pies' }],
  [
    'key to explicit array, numbered hashes',
    { pies: { '0': { flavor: 'a', x: 1 }, '1': { flavor: 'b' } } },
    [{ pies: [['flavor']] }],
    { value: { '0': { flavor: 'a' }, '1': { flavor: 'b' } } },
  ],
  [
    'key to mixed array',
    { person },
    [{ person: ['age', { name: ['first', 'last'] }] }],
    { value: { age: '32', name: person.name } },
  ],
  ['key to key', { person: { name: 'David' } }, [{ person: 'name' }], { value: { name: 'David' } }],
  ['one key', { a: 1, b: 2 }, ['a'], { value: 1 }],
  ['two keys', { a: 1, b: 2 }, ['a', 'b'], { value: [1, 2] }],
  ['an array of keys', { a: 1, b: 2 }, [['a', 'b']], { value: [1, 2] }],
  ['an array of keys, one missing', { a: 1 }, [['a', 'b']], { missing: 'b' }],
  ['an array of keys, one not a scalar', { a: 1, b: [] }, [['a', 'b']], { missing: 'b' }],
  ['key: null', { id: null }, ['id'], { missing: 'id' }],
  ['key: blank', { id: '' }, ['id'], { missing: 'id' }],
  ['key: a hash', { id: { foo: 'bar' } }, ['id'], { missing: 'id' }],
  ['key: an array', { id: [1] }, ['id'], { missing: 'id' }],
  ['key: false', { id: false }, ['id'], { value: false }],
  ['key: 0', { id: 0 }, ['id'], { value: 0 }],
  ['key: absent', { name: 'Joe' }, ['id'], { missing: 'id' }],
  ['key to empty array: empty', { ids: [] }, [{ ids: [] }], { missing: 'ids' }],
  ['key to empty array: a scalar', { ids: 'x' }, [{ ids: [] }], { missing: 'ids' }],
  ['key to empty array: scalars', { ids: ['foo', 1] }, [{ ids: [] }], { value: ['foo', 1] }],
  ['key to empty array: not scalars', { ids: [{ id: '1' }] }, [{ ids: [] }], { missing: 'ids' }],
  ['key to empty hash: empty', { person: {} }, [{ person: {} }], { missing: 'person' }],
  ['key to empty hash: a scalar', { person: 1 }, [{ person: {} }], { missing: 'person' }],
  [
    'key to array: a string (tampering)',
    { user: 'hack' },
    [{ user: ['name', { pets: [['name']] }] }],
    { missing: 'user' },
  ],
  [
    'nested explicit array given a hash',
    { user: { name: 'Martin', pets: { name: 'hack' } } },
    [{ user: ['name', { pets: [['name']] }] }],
    { value: { name: 'Martin' } },
  ],
  [
    'nested hash given a string',
    { post: { title: 'x', address: 'street' } },
    [{ post: ['title', { address: ['city'] }] }],
    { value: { title: 'x' } },
  ],
];

describe('expect, as Rails 8', () => {
  test.each(EXPECT_ROWS)('%s', (_name, values, filters, expected) => {
    const params = new Parameters(values, { unpermittedParameters: 'raise' });
    const run = () => params.expect(...(filters as string[]));
    if ('value' in expected) expect(run()).toEqual(expected.value);
    else {
      expect(run).toThrow(ParameterMissing);
      expect(run).toThrow(`param is missing or the value is empty: ${expected.missing}`);
    }
  });

  test('never reports unexpected keys, even under raise (as Rails)', () => {
    const params = new Parameters({ id: 1, book: { pages: 65, title: 'x' } }, { unpermittedParameters: 'raise' });
    expect(params.expect({ book: ['pages'] })).toEqual({ pages: 65 });
  });
});

describe('permit', () => {
  test('filters that name numbered keys keep each its own (Rails 8; 6.1 kept none)', () => {
    const params = new Parameters(
      { person: { '0': { email: 'e', phone: 'p' }, '1': { email: 'f', phone: 'q' } } },
      { unpermittedParameters: false },
    );
    expect(params.permit({ person: { '0': ['email'], '1': ['phone'] } })).toEqual({
      person: { '0': { email: 'e' }, '1': { phone: 'q' } },
    });
  });

  test('require(...).permit(...) as API.md shows it, values unchanged', () => {
    const values = {
      controller: 'posts',
      action: 'create',
      post: {
        title: 'T',
        body: 'B',
        admin: '1',
        tags: ['a'],
        address: { city: 'c', zip: 'z' },
        comments: [{ body: 'x', spam: 1 }],
      },
    };
    const copy = JSON.parse(JSON.stringify(values));
    const post = new Parameters(values, { unpermittedParameters: false }).require('post');
    expect(post).toBeInstanceOf(Parameters);
    const permitted = post.permit(
      'title',
      'body',
      { tags: [] },
      { address: ['city', 'zip'] },
      { comments: [['body']] },
    );
    expect(permitted).toEqual({
      title: 'T',
      body: 'B',
      tags: ['a'],
      address: { city: 'c', zip: 'z' },
      comments: [{ body: 'x' }],
    });
    expect(Object.getPrototypeOf(permitted)).toBe(Object.prototype);
    expect(values).toEqual(copy);
    (permitted.tags as string[]).push('mutated');
    expect(values.post.tags).toEqual(['a']);
  });

  test('an uploaded file is a permitted scalar, and in arrays of scalars', () => {
    const file = new UploadedFile({
      originalFilename: 'a.png',
      contentType: 'image/png',
      size: 3,
      buffer: Buffer.from('abc'),
    });
    const params = new Parameters(
      { post: { image: file, images: [file, file], fake: { originalFilename: 'x' } } },
      { unpermittedParameters: false },
    );
    const permitted = params.require('post').permit('image', 'fake', { images: [] });
    expect(permitted).toEqual({ image: file, images: [file, file] });
    expect(permitted.image).toBe(file);
  });

  test.each([
    ["'log' writes Rails' line, several keys comma-separated", 'log' as const],
    ['false says nothing', false as const],
  ])('%s', (_name, mode) => {
    const lines: string[] = [];
    const params = new Parameters(
      { title: 'x', admin: '1', 'role name': 'r', controller: 'c', action: 'a' },
      {
        unpermittedParameters: mode,
        log: (line) => lines.push(line),
      },
    );
    expect(params.permit('title')).toEqual({ title: 'x' });
    expect(lines).toEqual(mode === 'log' ? ['Unpermitted parameters: :admin, :"role name"'] : []);
  });

  test("'raise' throws UnpermittedParameters (400) naming the keys, nested ones too", () => {
    const params = new Parameters({ post: { title: 'x', admin: '1' } }, { unpermittedParameters: 'raise' });
    const run = () => params.require('post').permit('title');
    expect(run).toThrow(UnpermittedParameters);
    expect(run).toThrow('found unpermitted parameter: :admin');
    try {
      run();
    } catch (err) {
      expect(err).toMatchObject({
        name: 'UnpermittedParameters',
        status: 400,
        statusCode: 400,
        expose: true,
        params: ['admin'],
      });
    }
  });

  test('the default is log outside production, nothing in production', () => {
    const saved = process.env.NODE_ENV;
    const lines: string[] = [];
    try {
      process.env.NODE_ENV = 'production';
      new Parameters({ a: 1 }, { log: (line) => lines.push(line) }).permit('b');
      expect(lines).toEqual([]);
      process.env.NODE_ENV = 'development';
      new Parameters({ a: 1 }, { log: (line) => lines.push(line) }).permit('b');
      expect(lines).toEqual(['Unpermitted parameters: :a']);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  test('a mode that is not false, log or raise is an ArgumentError', () => {
    expect(() => new Parameters({}, { unpermittedParameters: 'loud' as never })).toThrow(ArgumentError);
  });

  test('{ key: {} } over a hash nested far deeper than any parser allows: no stack overflow, the deep part dropped', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 20_000; i++) deep = { n: deep };
    const params = new Parameters({ prefs: deep }, { unpermittedParameters: false });
    const permitted = params.permit({ prefs: {} });
    let depth = 0;
    for (let at: any = permitted.prefs; at?.n !== undefined; at = at.n) depth++;
    expect(depth).toBeGreaterThan(90);
    expect(depth).toBeLessThan(110);
    const copy = params.toUnsafeObject();
    let full = 0;
    for (let at: any = copy.prefs; at?.n !== undefined; at = at.n) full++;
    expect(full).toBe(20_000);
    expect(copy.prefs).not.toBe(deep);
  });

  test('hostile keys stay own properties and reach no prototype', () => {
    const values = JSON.parse('{"__proto__":{"polluted":1},"constructor":"x","post":{"__proto__":"y","title":"t"}}');
    const params = new Parameters(values, { unpermittedParameters: false });
    const permitted = params.permit('__proto__', 'constructor', { post: ['__proto__', 'title'] });
    expect(Object.keys(permitted)).toEqual(['constructor', 'post']);
    expect(Object.getOwnPropertyDescriptor(permitted.post, '__proto__')?.value).toBe('y');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(params.require('constructor')).toBe('x');
    expect(() => params.require('toString')).toThrow(ParameterMissing);
  });
});

describe('blank, as Rails reads it', () => {
  // Rails' `String#blank?` matches Ruby's `[[:space:]]` (Unicode White_Space). JavaScript's `\s`
  // differs in two characters: it lacks U+0085 (NEL) and has U+FEFF (BOM). Both were read as JS
  // reads them (found by test/adversarial/strong-parameters.property.test.ts).
  const params = new Parameters(
    { nel: '\u0085', spaces: ' \t\u00a0\u2028\u3000', bom: '\ufeff', zwsp: '\u200b' },
    { unpermittedParameters: false },
  );

  test.each(['nel', 'spaces'])('%s is blank: require and expect throw ParameterMissing', (key) => {
    expect(() => params.require(key)).toThrow(`param is missing or the value is empty: ${key}`);
    expect(() => params.expect(key)).toThrow(ParameterMissing);
  });

  test.each([
    ['bom', '\ufeff'],
    ['zwsp', '\u200b'],
  ])('%s is present: require and expect return it', (key, value) => {
    expect(params.require<string>(key)).toBe(value);
    expect(params.expect(key)).toBe(value);
  });
});

describe('ParameterMissing', () => {
  test("Rails 7's message, status 400, exposed, no stack frames", () => {
    const err = new ParameterMissing('post');
    expect(err).toMatchObject({ name: 'ParameterMissing', status: 400, statusCode: 400, expose: true, param: 'post' });
    expect(err.message).toBe('param is missing or the value is empty: post');
    expect(err.stack).toBe('ParameterMissing: param is missing or the value is empty: post');
    expect(err).toBeInstanceOf(Error);
  });

  test('a key from the request that is not a plain word is quoted and escaped', () => {
    expect(new ParameterMissing('<b>').message).toBe('param is missing or the value is empty: "\\u003cb\\u003e"');
  });
});
