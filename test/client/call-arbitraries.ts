/**
 * Random helper calls, as descriptions made into fresh values for each side (a helper must
 * not see what the other one did to its arguments): text with unicode and reserved
 * characters, numbers, null and undefined, database rows, models with `toParam()` or
 * `to_param()`, objects with an `id`, lists (globs), nested query hashes, and options
 * hashes mixing the route's parameters, URL options in both spellings and query keys.
 */
import fc from 'fast-check';

type ValueDesc =
  | { k: 'raw'; v: string | number | boolean | null | undefined }
  | { k: 'row'; id: string | number; extra: string }
  | { k: 'model'; param: string }
  | { k: 'snake'; param: string }
  | { k: 'entity'; id: string | number }
  | { k: 'list'; items: ValueDesc[] }
  | { k: 'hash'; entries: Array<[string, ValueDesc]> };

/** A key of an options hash: a parameter of the route (by index) or a fixed key. */
type KeyDesc = string | { param: number };

export interface CallDesc {
  helper: number;
  positional: ValueDesc[];
  options: Array<[KeyDesc, ValueDesc]> | null;
}

const TRICKY = [
  '',
  ' ',
  'a b',
  'a/b',
  'a.b',
  '?x',
  '#f',
  '%',
  '%25',
  '&=',
  '+',
  'é',
  '日本',
  '😀',
  'a;b,c$d:e@f',
  '..',
  'special.one',
  '2024',
  '12',
  'abd',
  'ABE',
  'en',
  'fr',
  '\'"<>',
  '\\',
  '/',
  '__proto__',
  'constructor',
  'toString',
  'json',
];

export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9]{1,6}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
);

const scalar: fc.Arbitrary<string | number> = fc.oneof(text, fc.integer({ min: -5, max: 3000 }));

const raw = (arb: fc.Arbitrary<string | number | boolean | null | undefined>): fc.Arbitrary<ValueDesc> =>
  arb.map((v) => ({ k: 'raw' as const, v }));

const { value } = fc.letrec<{ value: ValueDesc; hash: ValueDesc }>((tie) => ({
  value: fc.oneof(
    { weight: 6, arbitrary: raw(scalar) },
    { weight: 1, arbitrary: raw(fc.constantFrom(null, undefined, true, false, 0.5)) },
    {
      weight: 1,
      arbitrary: fc.record({
        k: fc.constant('row' as const),
        id: scalar,
        extra: fc.constantFrom('title', 'body', 'page'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('model' as const), param: text }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('snake' as const), param: text }) },
    { weight: 1, arbitrary: fc.record({ k: fc.constant('entity' as const), id: scalar }) },
    {
      weight: 1,
      arbitrary: fc.record({
        k: fc.constant('list' as const),
        items: fc.array(tie('value'), { maxLength: 3, depthIdentifier: 'hash' }),
      }),
    },
    { weight: 1, arbitrary: tie('hash') },
  ),
  hash: fc.record({
    k: fc.constant('hash' as const),
    entries: fc.array(fc.tuple(fc.oneof(text, fc.constantFrom('a', 'b', 'c')), tie('value')), {
      maxLength: 3,
      depthIdentifier: 'hash',
    }),
  }),
}));

/** URL options with values that mean something to them. */
const urlOption: fc.Arbitrary<[KeyDesc, ValueDesc]> = fc.oneof(
  fc.tuple(
    fc.constant('host'),
    raw(
      fc.constantFrom(
        'example.com',
        'https://ex.org:8080',
        '//cdn.io',
        '[::1]:3000',
        '10.0.0.1',
        'a.b.example.co.uk',
        '',
        null,
      ),
    ),
  ),
  // Userinfo, which no URL the browser module builds may carry, and look-alikes that are none.
  fc.tuple(
    fc.constant('host'),
    raw(
      fc.constantFrom(
        'good.example:80@evil.example',
        'user:pw@evil.example',
        'https://u@evil.example:8443',
        '//u@cdn.io',
        'good.example/x@y',
        'good.example\\@evil.example',
      ),
    ),
  ),
  fc.tuple(fc.constant('protocol'), raw(fc.constantFrom('https', 'https:', 'https://', '//', false, 'ftp', '', null))),
  fc.tuple(fc.constant('port'), raw(fc.constantFrom(80, 443, 8080, '', '3000', null))),
  fc.tuple(
    fc.constantFrom('subdomain', 'domain'),
    raw(fc.constantFrom('api', 'example.org', false, true, '', 'a.b', 'me@evil')),
  ),
  fc.tuple(fc.constantFrom('only_path', 'onlyPath', 'trailing_slash', 'trailingSlash'), raw(fc.boolean())),
  fc.tuple(fc.constantFrom('script_name', 'scriptName'), raw(fc.constantFrom('/app/', '/x', '', 'a b', '/%'))),
  fc.tuple(fc.constant('anchor'), fc.oneof(value, raw(fc.constantFrom(false, null)))),
  fc.tuple(fc.constant('format'), fc.oneof(raw(fc.constantFrom('json', 'xml', '', null)), value)),
  fc.tuple(fc.constant('params'), value),
);

const entry: fc.Arbitrary<[KeyDesc, ValueDesc]> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.record({ param: fc.nat(9) }), value) },
  { weight: 3, arbitrary: urlOption },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom(
        'page',
        'q',
        'a b',
        'id',
        '__proto__',
        'constructor',
        'controller',
        'action',
        'locale',
        'lang',
        'use_route',
        'é',
      ),
      value,
    ),
  },
);

export const call: fc.Arbitrary<CallDesc> = fc.record({
  helper: fc.nat(),
  positional: fc.array(value, { maxLength: 4 }),
  options: fc.option(fc.array(entry, { maxLength: 5 }), { nil: null, freq: 2 }),
});

class Model {
  constructor(private readonly param: string) {}
  toParam(): string {
    return this.param;
  }
}

class Entity {
  constructor(readonly id: string | number) {}
}

function materialize(desc: ValueDesc): unknown {
  switch (desc.k) {
    case 'raw':
      return desc.v;
    case 'row':
      return { id: desc.id, [desc.extra]: 'x' };
    case 'model':
      return new Model(desc.param);
    case 'snake':
      return { name: 'n', to_param: () => desc.param };
    case 'entity':
      return new Entity(desc.id);
    case 'list':
      return desc.items.map(materialize);
    case 'hash': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of desc.entries)
        Object.defineProperty(out, key, {
          value: materialize(inner),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }
  }
}

/** The call's arguments, new objects each time; `params` are the route's parameter names. */
export function argumentsOf(desc: CallDesc, params: readonly string[]): unknown[] {
  const args = desc.positional.map(materialize);
  if (desc.options) {
    const options: Record<string, unknown> = {};
    for (const [key, inner] of desc.options) {
      const name = typeof key === 'string' ? key : (params[key.param % Math.max(params.length, 1)] ?? 'page');
      Object.defineProperty(options, name, {
        value: materialize(inner),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    args.push(options);
  }
  return args;
}
