/**
 * `this.params` nests bracketed keys as Rails (Rack's parse_nested_query) does, from the raw
 * query string whatever Express' `query parser` setting is, and from any parsed body; limits
 * answer 400; nothing reaches a prototype.
 */
import fc from 'fast-check';
import qs from 'qs';
import request from 'supertest';
import { Controller, Router } from '../../src';
import { parseNestedQuery, PARAM_DEPTH_LIMIT, PARAMS_LIMIT } from '../../src/controllers/params';
import { EXPRESSES } from '../http/support';

/** Each row: Rack 2.2's `Rack::Utils.parse_nested_query(query)` (run with the installed Rack). */
const RACK: Array<[string, unknown]> = [
  ['post[title]=x&tags[]=a', { post: { title: 'x' }, tags: ['a'] }],
  ['a[0]=x&u[][n]=1&u[][m]=2&u[][n]=3', { a: { '0': 'x' }, u: [{ n: '1', m: '2' }, { n: '3' }] }],
  ['x[y][]=1&x[y][]=2&x[z]=3', { x: { y: ['1', '2'], z: '3' } }],
  ['a=1&a=2', { a: '2' }],
  ['a[]=1&a[]=2&b', { a: ['1', '2'], b: null }],
  ['a[b]c=1', { a: { b: { c: '1' } } }],
  ['[]=1&[a]=2&=3', { a: '2' }],
  ['a[=1', { 'a[': '1' }],
  ['a]=1', { a: '1' }],
  ['a[b][=1', { a: { '[b][': '1' } }],
  ['a+b=c+d&e%5Bf%5D=1', { 'a b': 'c d', e: { f: '1' } }],
  ['u[][a][b]=1&u[][a][c]=2', { u: [{ a: { b: '1', c: '2' } }] }],
  ['u[][a][b]=1&u[][a][b]=2', { u: [{ a: { b: '1' } }, { a: { b: '2' } }] }],
  ['p[q][][r]=1&p[q][][s]=2&p[q][][r]=3', { p: { q: [{ r: '1', s: '2' }, { r: '3' }] } }],
];

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const expectNoPollution = (): void => {
  expect(({} as any).polluted).toBeUndefined();
  expect(({} as any).x).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
};

describe('parseNestedQuery: Rack’s rules', () => {
  test.each(RACK)('%s', (query, expected) => {
    expect(parseNestedQuery(query)).toEqual(expected);
  });

  test('__proto__, constructor, prototype are own keys; nothing polluted', () => {
    const params = parseNestedQuery('__proto__[polluted]=1&constructor[prototype][x]=1&a[__proto__][x]=2&__proto__=p');
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(Object.keys(params).sort()).toEqual(['__proto__', 'a', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(params.a, '__proto__')?.value).toEqual({ x: '2' });
    expect(Object.getOwnPropertyDescriptor(params, '__proto__')?.value).toBe('p');
    expect((params.constructor as any).prototype).toEqual({ x: '1' });
    expectNoPollution();
  });

  test.each([
    ['a scalar then a hash', 'a=1&a[b]=2', /expected Hash \(got String\) for param "a"/],
    ['a hash then an array', 'a[b]=1&a[]=2', /expected Array \(got Hash\) for param "a"/],
    ['nesting deeper than Rack’s limit', `${'a'}${'[a]'.repeat(PARAM_DEPTH_LIMIT)}=1`, /too deep/],
    [
      'more pairs than Rack’s limit',
      Array.from({ length: PARAMS_LIMIT + 1 }, (_, i) => `k${i}=1`).join('&'),
      /\(4097\) exceeds limit \(4096\)/,
    ],
  ])('%s → a 400 RoutingError', (_name, query, message) => {
    let error: any;
    try {
      parseNestedQuery(query);
    } catch (err) {
      error = err;
    }
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(message);
  });

  test('just under the limits parses', () => {
    expect(
      Object.keys(parseNestedQuery(Array.from({ length: PARAMS_LIMIT }, (_, i) => `k${i}=1`).join('&'))),
    ).toHaveLength(PARAMS_LIMIT);
    expect(parseNestedQuery(`a${'[a]'.repeat(PARAM_DEPTH_LIMIT - 2)}=1`)).toHaveProperty('a.a.a');
  });

  test('a malformed escape stays as sent; good escapes beside it decode', () => {
    expect(parseNestedQuery('q=%zz%41&r=%E2%9C%93')).toEqual({ q: '%zzA', r: '✓' });
  });

  test('property: nested hashes and arrays of strings round-trip through Rails’ bracket form', () => {
    const key = fc.oneof(
      fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
    );
    const leaf = fc.string({ maxLength: 8 });
    const tree = fc.letrec((tie) => ({
      node: fc.dictionary(
        key,
        fc.oneof({ depthSize: 'small' }, leaf, fc.array(leaf, { minLength: 1, maxLength: 3 }), tie('node')),
        { minKeys: 1, maxKeys: 4 },
      ),
    })).node;
    fc.assert(
      fc.property(tree, (value) => {
        const query = qs.stringify(value, { arrayFormat: 'brackets', encodeValuesOnly: false });
        const parsed = parseNestedQuery(query);
        expect(parsed).toEqual(value);
        expectNoPollution();
      }),
      { numRuns: 300 },
    );
  });
});

class ParamsController extends Controller {
  show(): void {
    this.res.json({ params: this.params, proto: Object.getPrototypeOf(this.params) === Object.prototype });
  }
  update(): void {
    this.show();
  }
}

function router(): Router {
  const r = new Router().draw((m) => m.resources('posts', { only: ['show', 'update'] }));
  r.controllers.register('posts', ParamsController);
  return r;
}

describe.each(EXPRESSES)('%s: this.params', (_label, express) => {
  const QUERY = '/posts/7?post[title]=x&tags[]=a&tags[]=b&u[][n]=1&u[][n]=2&id=query&__proto__[polluted]=1';
  const EXPECTED = {
    post: { title: 'x' },
    tags: ['a', 'b'],
    u: [{ n: '1' }, { n: '2' }],
    id: '7',
    controller: 'posts',
    action: 'show',
  };

  test.each<[string, unknown]>([
    ['simple', 'simple'],
    ['extended', 'extended'],
    ['false', false],
    ['a function', (text: string) => ({ raw: text })],
  ])('query parser %s: the same nested params from the raw query', async (_name, setting) => {
    const app = express();
    app.set('query parser', setting);
    app.use(router().middleware());
    const res = await request(app).get(QUERY).expect(200);
    expect(res.body.params).toMatchObject(EXPECTED);
    expect(Object.keys(res.body.params)).toContain('__proto__');
    expect(res.body.proto).toBe(true);
    expectNoPollution();
  });

  test("a form body the router read for _method: nested, the query's top-level keys over the body's (whole), path over both", async () => {
    const app = express();
    app.use(router().middleware());
    const res = await request(app)
      .post('/posts/7?post[title]=q&id=query')
      .type('form')
      .send('_method=patch&post[title]=b&post[tags][]=t&id=body')
      .expect(200);
    expect(res.body.params).toEqual({
      _method: 'patch',
      // Rails' `request_parameters.merge(query_parameters)`: the query's `post` replaces the body's whole.
      post: { title: 'q' },
      id: '7',
      controller: 'posts',
      action: 'update',
    });
  });

  test('express.urlencoded({ extended: false }) before the router: flat bracketed keys are nested', async () => {
    const app = express();
    app.use(express.urlencoded({ extended: false }));
    app.use(router().middleware());
    const res = await request(app)
      .post('/posts/7')
      .type('form')
      .send('_method=put&post[title]=b&tags[]=1&tags[]=2')
      .expect(200);
    expect(res.body.params).toMatchObject({ post: { title: 'b' }, tags: ['1', '2'], action: 'update' });
  });

  test('a JSON body is taken as it is (a copy: the action cannot change req.body through params)', async () => {
    const app = express();
    app.use(express.json());
    app.use((req: any, _res: any, next: any) => {
      req.method = 'PATCH';
      next();
    });
    app.use(router().middleware());
    const res = await request(app)
      .post('/posts/7')
      .send({ post: { title: 'j', tags: ['a'] } })
      .expect(200);
    expect(res.body.params).toMatchObject({ post: { title: 'j', tags: ['a'] }, action: 'update' });
  });

  test('conflicting keys → 400 through next(err), the message quoted', async () => {
    const app = express();
    app.use(router().middleware());
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(err.status ?? 500).json({ message: err.message }),
    );
    const res = await request(app).get('/posts/7?a%3Cb=1&a%3Cb[c]=2');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid request parameters: expected Hash (got String) for param "a\\u003cb"');
  });
});
