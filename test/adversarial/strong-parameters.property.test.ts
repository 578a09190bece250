/**
 * The adversarial suite, strong parameters: generated params (hashes and arrays nested deep,
 * keys such as `__proto__`, `constructor`, `toString`, `''` and fields_for's numbered keys,
 * values of every JSON type and objects that are no permitted scalar) against generated
 * `permit`/`expect` filters (keys, `{ k: [] }`, `{ k: {} }`, `{ k: [...] }`, `{ k: [[...]] }`,
 * nested), then the same through real HTTP. Whatever comes: only the documented errors; a
 * result names only keys the filters name, with the documented shapes, and leaves out none
 * they take; it shares nothing with the params and changes none of them; no prototype is
 * polluted; `require` refuses exactly Rails' blank values; the three `unpermittedParameters`
 * modes agree; a seeded sample agrees with Rails 6.1 itself (the installed actionpack).
 *
 * The rules the checks apply are written out here from API.md and actionpack's
 * strong_parameters.rb, not taken from src. Properties run unseeded (each run explores new
 * inputs); the only counts asserted cannot fail by chance: those that show the generators reach
 * the hostile cases are taken over a fixed seed, and the HTTP property's are met by its
 * `examples`, which every run includes.
 */
import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import {
  Controller,
  ParameterMissing,
  Parameters,
  Router,
  UnpermittedParameters,
  UploadedFile,
  type PermitFilter,
} from '../../src';
import { EXPRESS5, expectNoPollution } from '../reliability/support';
import { railrouteAnswer, railsAnswers, type OracleAnswer } from '../controllers/rails-parameters-oracle';

jest.setTimeout(60_000);

type Hash = Record<string, unknown>;
/** `permit`'s rules, or `expect`'s (`[...]` a hash only, `[[...]]` an array only). */
type Mode = 'permit' | 'expect';

// ---- the documented rules, written out ------------------------------------------------------

/** API.md's permitted scalars: string, number, boolean, null, `UploadedFile`. */
function isScalar(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof UploadedFile
  );
}

/** A hash of params: an object whose prototype is `Object.prototype` or null. */
function isPlain(value: unknown): value is Hash {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function own(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** Ruby's `[[:space:]]` (Unicode White_Space), which `String#blank?` reads: not JavaScript's `\s`. */
const RUBY_BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

/** What `require` refuses (Rails' `blank?`): missing, null, a blank string, `[]`, `{}`; `false` is present. */
function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return RUBY_BLANK.test(value);
  if (Array.isArray(value)) return value.length === 0;
  return isPlain(value) && Object.keys(value).length === 0;
}

/** fields_for's numbered keys (`{ '0': {...}, '1': {...} }`), as Rails matches them. */
const NUMBERED = /^-?\d+$/;
/** Rails' multi-parameter attributes: `born_on(1i)` comes with `born_on`. */
const MULTI_PARAMETER = /\(\d+[if]?\)$/;
/** Rails' `always_permitted_parameters`: never reported as unpermitted. */
const ALWAYS_PERMITTED = new Set(['controller', 'action']);

/** A key as Rails' messages print it here: a plain word as it is, else JSON-quoted with `<>&` escaped. */
function keyText(key: string): string {
  return /^[A-Za-z0-9_]+$/.test(key)
    ? key
    : JSON.stringify(key).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
}
const keyList = (keys: readonly string[]): string => keys.map((key) => `:${keyText(key)}`).join(', ');

/** A hash with exactly these own keys (`__proto__` an own key, as JSON.parse makes it), with or without a prototype. */
function hashOf(entries: ReadonlyArray<readonly [string, unknown]>, bare = false): Hash {
  const hash: Hash = bare ? (Object.create(null) as Hash) : {};
  for (const [key, value] of entries)
    Object.defineProperty(hash, key, { value, enumerable: true, writable: true, configurable: true });
  return hash;
}

/** Rails' `filters.flatten`: arrays at the top of a filter list are spread, keys and hashes kept. */
function flatFilters(filters: readonly unknown[]): Array<string | Hash> {
  const out: Array<string | Hash> = [];
  const visit = (filter: unknown): void => {
    if (Array.isArray(filter)) filter.forEach(visit);
    else if (typeof filter === 'string' || isPlain(filter)) out.push(filter);
  };
  filters.forEach(visit);
  return out;
}

const isEmptyList = (filter: unknown): boolean => Array.isArray(filter) && filter.length === 0;
const isEmptyHash = (filter: unknown): boolean => isPlain(filter) && Object.keys(filter).length === 0;
/** `{ k: [[...]] }`, Rails 8's explicit array of hashes. */
const isExplicit = (filter: unknown): filter is [unknown[]] =>
  Array.isArray(filter) && filter.length === 1 && Array.isArray(filter[0]);
const wrap = (filter: unknown): unknown[] => (Array.isArray(filter) ? filter : [filter]);
const hasNumbered = (hash: Hash): boolean => Object.keys(hash).some((key) => NUMBERED.test(key) && isPlain(hash[key]));
const namesNumbered = (filter: unknown): boolean =>
  isPlain(filter) && Object.keys(filter).some((k) => NUMBERED.test(k));

const SCALAR = Symbol('a scalar');

/** What the filters ask of `key` in one hash: a scalar, and/or the value of each hash filter naming it. */
function asked(key: string, list: ReadonlyArray<string | Hash>): unknown[] {
  const out: unknown[] = [];
  for (const filter of list) {
    if (typeof filter === 'string') {
      const multi = MULTI_PARAMETER.exec(key);
      if (filter === key || (multi && key.slice(0, multi.index) === filter)) out.push(SCALAR);
    } else if (own(filter, key)) out.push(filter[key]);
  }
  return out;
}

/** Whether a hash filter's value must give `key` a result for this sent value (nil and false are skipped first). */
function yields(value: unknown, filter: unknown, mode: Mode): boolean {
  if (isEmptyList(filter)) return Array.isArray(value) && value.every(isScalar);
  if (isEmptyHash(filter)) return isPlain(value);
  if (isExplicit(filter)) return Array.isArray(value) || (isPlain(value) && hasNumbered(value));
  if (mode === 'expect') return isPlain(value);
  return Array.isArray(value) || isPlain(value);
}

/** `{ k: {} }` keeps containers this deep for sure, and none deeper than the other (Rack's limit is 100). */
const ANY_KEPT_DEPTH = 90;
const ANY_MAX_DEPTH = 110;

/**
 * Why `result` is not what `filters` take from the hash `source`, or undefined. Soundness: a
 * plain object naming only keys the filters name, each value the sent scalar or the documented
 * shape. With `complete`, also that nothing the filters take was left out.
 */
function hashProblem(
  source: Hash,
  result: unknown,
  filters: readonly unknown[],
  mode: Mode,
  at: string,
  complete = true,
): string | undefined {
  if (!isPlain(result) || Object.getPrototypeOf(result) !== Object.prototype)
    return `${at}: ${show(result)}, not a plain object`;
  const list = flatFilters(filters);
  for (const key of Object.keys(result)) {
    const where = `${at}[${JSON.stringify(key)}]`;
    if (!own(source, key)) return `${where}: not sent`;
    const kinds = asked(key, list);
    if (kinds.length === 0) return `${where}: named by no filter`;
    const value = result[key];
    const problems = kinds.map((kind) =>
      kind === SCALAR
        ? isScalar(value) && Object.is(value, source[key])
          ? undefined
          : `${where}: ${show(value)} where the scalar sent was ${show(source[key])}`
        : valueProblem(source[key], value, kind, mode, where),
    );
    if (!problems.includes(undefined)) return problems[0];
  }
  if (!complete) return undefined;
  for (const filter of list) {
    if (typeof filter === 'string') {
      for (const key of Object.keys(source)) {
        const multi = MULTI_PARAMETER.exec(key);
        const named = key === filter || (multi !== null && key.slice(0, multi.index) === filter);
        if (named && isScalar(source[key]) && !own(result, key))
          return `${at}[${JSON.stringify(key)}]: the permitted scalar ${show(source[key])} left out`;
      }
    } else {
      for (const key of Object.keys(filter)) {
        if (!own(source, key)) continue;
        const value = source[key];
        if (value === null || value === undefined || value === false) continue;
        if (yields(value, filter[key], mode) && !own(result, key))
          return `${at}[${JSON.stringify(key)}]: left out, though ${show(value)} fits ${JSON.stringify(filter[key])}`;
      }
    }
  }
  return undefined;
}

/** Why `value` is not what one hash filter's value (`filter`) takes from the sent `source`. */
function valueProblem(source: unknown, value: unknown, filter: unknown, mode: Mode, at: string): string | undefined {
  if (isEmptyList(filter)) {
    if (!Array.isArray(source) || !source.every(isScalar)) return `${at}: [] took ${show(source)}`;
    if (!Array.isArray(value) || value === source) return `${at}: not a copy of the array`;
    if (value.length !== source.length || value.some((item, i) => !Object.is(item, source[i])))
      return `${at}: not the scalars sent`;
    return undefined;
  }
  if (isEmptyHash(filter))
    return isPlain(source) ? anyHashProblem(source, value, 0, at) : `${at}: {} took ${show(source)}`;
  if (isExplicit(filter)) return manyProblem(source, value, filter[0], mode, at);
  if (mode === 'expect')
    return isPlain(source) ? hashProblem(source, value, wrap(filter), mode, at) : `${at}: [...] took ${show(source)}`;
  if (Array.isArray(source) || (isPlain(source) && hasNumbered(source) && !namesNumbered(filter)))
    return manyProblem(source, value, filter, mode, at);
  if (isPlain(source)) return hashProblem(source, value, wrap(filter), mode, at);
  return `${at}: a hash filter took ${show(source)}`;
}

/** An array of hashes (the hashes of the array sent, in order) or fields_for's numbered hashes. */
function manyProblem(source: unknown, value: unknown, filter: unknown, mode: Mode, at: string): string | undefined {
  const list = wrap(filter);
  if (Array.isArray(source)) {
    if (!Array.isArray(value)) return `${at}: ${show(value)} for an array`;
    const hashes = source.filter(isPlain);
    if (value.length !== hashes.length) return `${at}: ${value.length} hashes for the ${hashes.length} sent`;
    for (let i = 0; i < hashes.length; i++) {
      const problem = hashProblem(hashes[i] as Hash, value[i], list, mode, `${at}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isPlain(source) && hasNumbered(source)) {
    if (!isPlain(value) || Object.getPrototypeOf(value) !== Object.prototype)
      return `${at}: ${show(value)} for numbered hashes`;
    const keys = Object.keys(source).filter((key) => NUMBERED.test(key) && isPlain(source[key]));
    if (JSON.stringify(Object.keys(value).sort()) !== JSON.stringify([...keys].sort()))
      return `${at}: numbered keys ${JSON.stringify(Object.keys(value))} for ${JSON.stringify(keys)}`;
    for (const key of keys) {
      const problem = hashProblem(source[key] as Hash, value[key], list, mode, `${at}[${JSON.stringify(key)}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  return `${at}: an array filter took ${show(source)}`;
}

/** `{ k: {} }`: scalars, arrays and hashes of them as sent, nothing else; containers cut only near Rack's depth limit. */
function anyHashProblem(source: Hash, value: unknown, depth: number, at: string): string | undefined {
  if (depth > ANY_MAX_DEPTH) return `${at}: kept ${depth} deep`;
  if (!isPlain(value) || Object.getPrototypeOf(value) !== Object.prototype) return `${at}: ${show(value)} for a hash`;
  for (const key of Object.keys(value)) if (!own(source, key)) return `${at}[${JSON.stringify(key)}]: not sent`;
  for (const key of Object.keys(source)) {
    const where = `${at}[${JSON.stringify(key)}]`;
    const sent = source[key];
    const kept = own(value, key);
    if (isScalar(sent)) {
      if (!kept || !Object.is(value[key], sent)) return `${where}: the scalar ${show(sent)} not kept`;
    } else if (Array.isArray(sent) || isPlain(sent)) {
      if (!kept) {
        if (depth + 1 <= ANY_KEPT_DEPTH) return `${where}: dropped ${depth + 1} deep`;
        continue;
      }
      const problem = anyProblem(sent, value[key], depth + 1, where);
      if (problem) return problem;
    } else if (kept) return `${where}: ${show(sent)} kept under {}`;
  }
  return undefined;
}

function anyProblem(source: unknown, value: unknown, depth: number, at: string): string | undefined {
  if (isPlain(source)) return anyHashProblem(source, value, depth, at);
  if (depth > ANY_MAX_DEPTH) return `${at}: kept ${depth} deep`;
  if (!Array.isArray(source) || !Array.isArray(value) || value === source) return `${at}: ${show(value)} for an array`;
  let next = 0;
  for (const item of source) {
    if (isScalar(item)) {
      if (next >= value.length || !Object.is(value[next], item))
        return `${at}[${next}]: the scalar ${show(item)} not kept`;
      next++;
    } else if (Array.isArray(item) || isPlain(item)) {
      const fits = next < value.length && anyProblem(item, value[next], depth + 1, `${at}[${next}]`);
      if (fits === undefined) next++;
      else if (depth + 1 <= ANY_KEPT_DEPTH) return fits || `${at}[${next}]: dropped ${depth + 1} deep`;
    }
  }
  return next === value.length ? undefined : `${at}: ${value.length - next} item(s) that were not sent`;
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol' || typeof value === 'function') return typeof value;
  if (value instanceof Parameters) return 'a Parameters';
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !isPlain(value))
    return `a ${(Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'object'}`;
  const text =
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item)) ?? typeof value;
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Every array and hash reachable from `value` (iteratively: chains run thousands deep). */
function containers(value: unknown): Set<object> {
  const found = new Set<object>();
  const work: unknown[] = [value];
  while (work.length > 0) {
    const item = work.pop();
    if ((Array.isArray(item) || isPlain(item)) && !found.has(item)) {
      found.add(item);
      for (const key of Object.keys(item)) work.push((item as Hash)[key]);
    }
  }
  return found;
}

/**
 * Why a result is not fresh plain data: a container of the params handed out, a hash without
 * `Object.prototype`, or (unless `anyValue`, for `toUnsafeObject`) a value that is no permitted scalar.
 */
function freshProblem(result: unknown, sent: Set<object>, anyValue = false): string | undefined {
  const work: unknown[] = [result];
  while (work.length > 0) {
    const item = work.pop();
    if (Array.isArray(item) || isPlain(item)) {
      if (sent.has(item)) return `a container of the params handed out: ${show(item)}`;
      if (!Array.isArray(item) && Object.getPrototypeOf(item) !== Object.prototype) return 'a hash without a prototype';
      for (const key of Object.keys(item)) work.push((item as Hash)[key]);
    } else if (!anyValue && !isScalar(item)) return `${show(item)} in a result`;
  }
  return undefined;
}

/** The params as they are, own keys, prototypes and identities included, to tell any change. */
function snapshot(value: unknown, protos = true, ids = new Map<unknown, number>()): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${value.map((item) => snapshot(item, protos, ids)).join(',')}]`;
  if (isPlain(value)) {
    const proto = protos && Object.getPrototypeOf(value) === null ? 'null:' : '';
    const entries = Object.keys(value).map((key) => `${JSON.stringify(key)}:${snapshot(value[key], protos, ids)}`);
    return `{${proto}${entries.join(',')}}`;
  }
  if (!ids.has(value)) ids.set(value, ids.size);
  return `#${ids.get(value)}`;
}

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];
const PROTOTYPE_NAMES = PROTOTYPES.map((proto) => Object.getOwnPropertyNames(proto).sort().join());
const OBJECT_METHODS = ['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'isPrototypeOf'].map(
  (name) => (Object.prototype as unknown as Hash)[name],
);

/** Sentinels before and after: no prototype gained, lost or changed a property. */
function expectPrototypesUntouched(): void {
  expectNoPollution();
  expect(PROTOTYPES.map((proto) => Object.getOwnPropertyNames(proto).sort().join())).toEqual(PROTOTYPE_NAMES);
  const methods = ['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'isPrototypeOf'].map(
    (name) => (Object.prototype as unknown as Hash)[name],
  );
  methods.forEach((method, i) => expect(method).toBe(OBJECT_METHODS[i]));
  expect(([] as unknown as Hash).polluted).toBeUndefined();
  expect((Object.create(Array.prototype) as Hash).admin).toBeUndefined();
}

// ---- generators ---------------------------------------------------------------------------------

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineSetter__',
  'isPrototypeOf',
  'length',
  'then',
  'polluted',
  'admin',
  '',
  ' ',
];
const NUMBER_KEYS = ['0', '1', '2', '-1', '01', '1e2', ' 1'];
const PLAIN_KEYS = [
  'title',
  'tags',
  'a',
  'b',
  'controller',
  'action',
  'born_on',
  'born_on(1i)',
  'born_on(3f)',
  'x(2)',
  'a b',
  '<b>',
  'é',
  'a[b]',
  '[]',
];
const KEY_POOL = [...HOSTILE_KEYS, ...NUMBER_KEYS, ...PLAIN_KEYS];
const KEY = fc.oneof(
  { arbitrary: fc.constantFrom(...KEY_POOL), weight: 8 },
  { arbitrary: fc.string({ maxLength: 5 }), weight: 1 },
);

/** Strings blank in Ruby or in JavaScript, some in both, some in one only. */
const BLANKS = ['', ' ', ' \t\n', '\u00a0', '\u3000', '\u2028', '\u0085', '\ufeff', '\u200b', '\u180e'];
const TEXT = fc.oneof(
  fc.constantFrom(...BLANKS, 'x', 'false', '0', '__proto__', '<script>'),
  fc.string({ maxLength: 8 }),
  fc.string({ maxLength: 4, unit: 'grapheme' }),
);
const JSON_SCALAR = fc.oneof(
  { arbitrary: TEXT, weight: 4 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.boolean(), weight: 2 },
  { arbitrary: fc.constant(null), weight: 1 },
);

const FILE = new UploadedFile({
  originalFilename: 'a.png',
  contentType: 'image/png',
  size: 3,
  buffer: Buffer.from('abc'),
});
class Photo {
  id = 1;
}
/** Values no JSON body gives: odd numbers and a file (permitted scalars), and objects that are none. */
const EXOTIC = fc.constantFrom<unknown>(
  FILE,
  NaN,
  Infinity,
  -0,
  undefined,
  10n,
  Symbol('s'),
  () => 1,
  new Date(0),
  /x/,
  new Map([['a', 1]]),
  new Set([1]),
  Buffer.from('x'),
  new Photo(),
  new Parameters({ a: 1 }),
  new String('boxed'),
  Object.create({ inherited: 1 }) as unknown,
);

interface ValueOptions {
  /** Values no JSON body gives (EXOTIC) and hashes without a prototype. */
  exotic: boolean;
  /** Arrays directly inside arrays (Rails 6.1's `{}` drops them, 8 keeps them). */
  arrayInArray: boolean;
  key?: fc.Arbitrary<string>;
}

/** Params values: scalars, hashes under hostile keys, arrays, fields_for's numbered hashes, 5 deep at most. */
function values(options: ValueOptions): fc.Arbitrary<unknown> {
  const key = options.key ?? KEY;
  const leaf = options.exotic
    ? fc.oneof({ arbitrary: JSON_SCALAR, weight: 5 }, { arbitrary: EXOTIC, weight: 1 })
    : JSON_SCALAR;
  const depth = { maxDepth: 5, depthIdentifier: 'value' } as const;
  return fc.letrec<{ value: unknown; hash: Hash; list: unknown[]; numbered: Hash }>((tie) => ({
    value: fc.oneof(depth, leaf, tie('hash'), tie('list'), tie('numbered')),
    hash: fc
      .tuple(fc.uniqueArray(fc.tuple(key, tie('value')), { selector: ([k]) => k, maxLength: 5 }), fc.boolean())
      .map(([entries, bare]) => hashOf(entries, options.exotic && bare)),
    list: fc.array(options.arrayInArray ? tie('value') : fc.oneof(depth, leaf, tie('hash'), tie('numbered')), {
      maxLength: 4,
    }),
    numbered: fc
      .uniqueArray(fc.tuple(fc.constantFrom(...NUMBER_KEYS, 'a', 'id'), tie('value')), {
        selector: ([k]) => k,
        minLength: 1,
        maxLength: 4,
      })
      .map((entries) => hashOf(entries)),
  })).value;
}

interface Chain {
  value: unknown;
  depth: number;
  /** Per level from the top: the key of a hash, or null for an array. */
  levels: Array<string | null>;
}

/** One container inside another `depth` times (hashes under hostile keys, arrays), a scalar at the bottom. */
const CHAIN: fc.Arbitrary<Chain> = fc
  .record({
    depth: fc.oneof(
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 80, max: 130 }),
      fc.integer({ min: 131, max: 1500 }),
    ),
    steps: fc.array(fc.oneof({ arbitrary: KEY, weight: 3 }, { arbitrary: fc.constant(null), weight: 1 }), {
      minLength: 1,
      maxLength: 6,
    }),
    leaf: JSON_SCALAR,
  })
  .map(({ depth, steps, leaf }) => {
    const levels = Array.from({ length: depth }, (_, i) => steps[i % steps.length] as string | null);
    let value: unknown = leaf;
    for (let i = depth - 1; i >= 0; i--) {
      const level = levels[i] as string | null;
      value = level === null ? [value] : hashOf([[level, value]]);
    }
    return { value, depth, levels };
  });

const topLevel = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Hash> =>
  fc
    .tuple(fc.uniqueArray(fc.tuple(KEY, value), { selector: ([k]) => k, maxLength: 7 }), fc.boolean())
    .map(([entries, bare]) => hashOf(entries, bare));

/** The params of a hostile request, built in memory: anything JSON gives, and what it cannot. */
const PARAMS = fc
  .tuple(topLevel(values({ exotic: true, arrayInArray: true })), fc.option(CHAIN, { freq: 6, nil: undefined }))
  .map(([params, chain]) => {
    if (chain)
      Object.defineProperty(params, 'deep', {
        value: chain.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return params;
  });

interface FilterOptions {
  /** `{ k: [[...]] }` and lists nested in lists (Rails 8; 6.1 reads them otherwise). */
  explicit: boolean;
  /** Numbered keys in a filter hash (Rails 8 keeps each its own; 6.1 does not). */
  numberedKeys: boolean;
}

/** `permit`/`expect` arguments: keys, `{ k: [] }`, `{ k: {} }`, `{ k: [...] }`, `{ k: [[...]] }`, `{ k: { ... } }`, nested. */
function filterLists(options: FilterOptions): fc.Arbitrary<unknown[]> {
  const key = fc.constantFrom(...KEY_POOL);
  const hashKey = options.numberedKeys ? key : key.filter((k) => !NUMBERED.test(k));
  const depth = { maxDepth: 3, depthIdentifier: 'filter' } as const;
  return fc.letrec<{ list: unknown[]; item: unknown; hash: Hash; inner: unknown }>((tie) => ({
    list: fc.array(tie('item'), { maxLength: 4 }),
    item: fc.oneof(depth, key, tie('hash'), ...(options.explicit ? [tie('list')] : [])),
    hash: fc
      .uniqueArray(fc.tuple(hashKey, tie('inner')), { selector: ([k]) => k, minLength: 1, maxLength: 3 })
      .map((entries) => hashOf(entries)),
    inner: fc.oneof(
      depth,
      key,
      fc.constant([]),
      fc.constant({}),
      tie('list'),
      ...(options.explicit ? [tie('list').map((list) => [list])] : []),
      tie('hash'),
    ),
  })).list;
}

/** Filters that often name what the params hold: their own keys, nested as the params nest. */
function filtersFor(params: Hash, options: FilterOptions): fc.Arbitrary<unknown[]> {
  const shaped = (value: unknown, depth: number): unknown => {
    if (depth > 4) return {};
    if (Array.isArray(value)) {
      const hash = value.find(isPlain);
      if (hash === undefined) return [];
      const inner = shaped(hash, depth + 1);
      return options.explicit && depth % 2 === 0 ? [inner] : inner;
    }
    if (!isPlain(value)) return 'x';
    const keys = Object.keys(value);
    // fields_for's numbered hashes: the filter of one of them, as a form names them.
    const numbered = keys.find((key) => NUMBERED.test(key) && isPlain(value[key]));
    if (depth > 0 && numbered !== undefined && (!options.numberedKeys || depth % 2 === 1))
      return shaped(value[numbered], depth + 1);
    return keys.map((key) => {
      const inner = value[key];
      return isScalar(inner) ? key : hashOf([[key, shaped(inner, depth + 1)]]);
    });
  };
  const own = wrap(shaped(params, 0));
  const random = filterLists(options);
  return fc.oneof(
    random,
    fc.constant(own),
    fc.tuple(fc.subarray(own), random).map(([some, more]) => [...some, ...more]),
  );
}

const CASE = PARAMS.chain((params) =>
  fc.tuple(fc.constant(params), filtersFor(params, { explicit: true, numberedKeys: true })),
);

/** A key to `require`: one the params hold, or any. */
const REQUIRE_CASE = PARAMS.chain((params) => {
  const keys = Object.keys(params);
  return fc.tuple(fc.constant(params), keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), KEY) : KEY, KEY);
});

// ---- what each operation gives, with the errors it may throw --------------------------------

type Outcome = { value: unknown } | { error: unknown };

function attempt(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

function expectParameterMissing(error: unknown, key: string): void {
  expect(error).toBeInstanceOf(ParameterMissing);
  expect(error).toMatchObject({
    name: 'ParameterMissing',
    status: 400,
    statusCode: 400,
    expose: true,
    param: key,
    message: `param is missing or the value is empty: ${keyText(key)}`,
  });
}

// ---- properties ---------------------------------------------------------------------------------

const POLLUTING: Hash = hashOf([
  [
    '__proto__',
    hashOf([
      ['polluted', 'yes'],
      ['toString', 'x'],
      ['admin', true],
    ]),
  ],
  ['constructor', hashOf([['prototype', hashOf([['polluted', 'yes']])]])],
  [
    'post',
    hashOf([
      ['__proto__', hashOf([['admin', '1']])],
      ['title', 't'],
    ]),
  ],
]);

describe('permit against generated params and filters', () => {
  test('only keys the filters name, in the documented shapes, none they take left out; fresh data; params unchanged; no prototype touched', () => {
    fc.assert(
      fc.property(CASE, ([params, filters]) => {
        const before = snapshot(params);
        const sent = containers(params);
        const lines: string[] = [];
        const outcome = attempt(() =>
          new Parameters(params, { unpermittedParameters: false, log: (line) => lines.push(line) }).permit(
            ...(filters as PermitFilter[]),
          ),
        );
        if ('error' in outcome) throw outcome.error;
        const result = outcome.value;
        expect(result).not.toBeInstanceOf(Parameters);
        expect(hashProblem(params, result, filters, 'permit', 'permit')).toBeUndefined();
        expect(freshProblem(result, sent)).toBeUndefined();
        expect(lines).toEqual([]);
        expect(snapshot(params)).toBe(before);
        expectPrototypesUntouched();
      }),
      {
        numRuns: 300,
        examples: [
          [[POLLUTING, ['__proto__', 'constructor', hashOf([['__proto__', {}]]), { post: ['__proto__', 'title'] }]]],
          [[POLLUTING, [{ post: {} }, hashOf([['constructor', { prototype: {} }]])]]],
          [[{ p: { '0': { a: 1, b: 2 }, x: { a: 3 }, '1': 's', '-1': { a: [] } } }, [{ p: ['a'] }]]],
          [[{ p: { '0': { a: 1 }, '1': { a: 2 } } }, [{ p: { '0': ['a'] } }, { q: [['a']] }]]],
          [[{ 'born_on(1i)': '2020', 'born_on(2i)': { x: 1 }, born_on: [1] }, ['born_on']]],
        ],
      },
    );
  });

  test("the three unpermittedParameters modes agree: false and 'log' give the same result, 'raise' throws exactly when 'log' writes", () => {
    fc.assert(
      fc.property(CASE, ([params, filters]) => {
        const quiet = new Parameters(params, { unpermittedParameters: false }).permit(...(filters as PermitFilter[]));
        const logged: string[] = [];
        const loud = new Parameters(params, { unpermittedParameters: 'log', log: (line) => logged.push(line) }).permit(
          ...(filters as PermitFilter[]),
        );
        expect(snapshot(loud)).toBe(snapshot(quiet));

        const sentKeys = new Set<string>();
        for (const item of containers(params))
          if (!Array.isArray(item)) Object.keys(item).forEach((k) => sentKeys.add(k));
        for (const line of logged) {
          expect(line).toMatch(/^Unpermitted parameters: :/);
          expect(line).not.toMatch(/:controller(?:,|$)|:action(?:,|$)/);
        }
        // The top level is reported last, after the hashes nested in it, with the keys it left out.
        const left = Object.keys(params).filter((key) => !own(quiet, key) && !ALWAYS_PERMITTED.has(key));
        if (left.length > 0) expect(logged[logged.length - 1]).toBe(`Unpermitted parameters: ${keyList(left)}`);

        const raised = attempt(() =>
          new Parameters(params, { unpermittedParameters: 'raise' }).permit(...(filters as PermitFilter[])),
        );
        if (logged.length === 0) {
          expect(raised).not.toHaveProperty('error');
          expect(snapshot((raised as { value: unknown }).value)).toBe(snapshot(quiet));
        } else {
          expect(raised).toHaveProperty('error');
          const error = (raised as { error: UnpermittedParameters }).error;
          expect(error).toBeInstanceOf(UnpermittedParameters);
          expect(error).toMatchObject({ name: 'UnpermittedParameters', status: 400, statusCode: 400, expose: true });
          // The first hash reported is the one raised about.
          const list = (logged[0] as string).slice('Unpermitted parameters: '.length);
          expect(error.message).toBe(`found unpermitted parameter${error.params.length > 1 ? 's' : ''}: ${list}`);
          expect(keyList(error.params)).toBe(list);
          for (const key of error.params) {
            expect(sentKeys.has(key)).toBe(true);
            expect(ALWAYS_PERMITTED.has(key)).toBe(false);
          }
        }
        expectPrototypesUntouched();
      }),
      {
        numRuns: 200,
        examples: [
          [
            [
              { controller: 'c', action: 'a', post: { title: 't', admin: '1', comments: [{ body: 'b', spam: 1 }] } },
              [{ post: ['title', { comments: ['body'] }] }],
            ],
          ],
          [[POLLUTING, ['post']]],
        ],
      },
    );
  });

  test('expect: only ParameterMissing (never UnpermittedParameters, never a log line), present values of the shapes asked', () => {
    fc.assert(
      fc.property(CASE, ([params, filters]) => {
        const before = snapshot(params);
        const sent = containers(params);
        const logged: string[] = [];
        const outcome = attempt(() =>
          new Parameters(params, { unpermittedParameters: 'raise', log: (line) => logged.push(line) }).expect(
            ...(filters as PermitFilter[]),
          ),
        );
        expect(logged).toEqual([]);
        const list = flatFilters(filters);
        const keys = list.flatMap((filter) => (typeof filter === 'string' ? [filter] : Object.keys(filter)));
        if ('error' in outcome) {
          const error = outcome.error as ParameterMissing;
          expect(error).toBeInstanceOf(ParameterMissing);
          expect(keys).toContain(error.param);
          expectParameterMissing(error, error.param);
          // Keys are required in order: a first key not sent at all is the one reported.
          if (keys[0] !== undefined && !own(params, keys[0])) expect(error.param).toBe(keys[0]);
          // A key only plain keys name, sent as a present scalar (or false), is never missing.
          const kinds = asked(error.param, list);
          if (kinds.every((kind) => kind === SCALAR)) {
            const value = own(params, error.param) ? params[error.param] : undefined;
            expect(isScalar(value) && (value === false || !isMissing(value))).toBe(false);
          }
        } else {
          const got = keys.length === 1 ? [outcome.value] : (outcome.value as unknown[]);
          expect(Array.isArray(got) && got.length === keys.length).toBe(true);
          got.forEach((value) => expect(value !== false && isMissing(value)).toBe(false));
          const result = hashOf(keys.map((key, i) => [key, got[i]] as const));
          // Each value is what one filter naming its key takes (soundness; multi-parameter keys are not values here).
          expect(hashProblem(params, result, filters, 'expect', 'expect', false)).toBeUndefined();
          expect(freshProblem(got, sent)).toBeUndefined();
        }
        expect(snapshot(params)).toBe(before);
        expectPrototypesUntouched();
      }),
      {
        numRuns: 300,
        examples: [
          [[{ post: 'hack', ids: [{ a: 1 }] }, [{ post: ['title'] }, { ids: [] }]]],
          [[{ pies: { '0': { flavor: 'a' } }, book: [{ title: 't' }] }, [{ pies: [['flavor']] }, { book: ['title'] }]]],
          [[POLLUTING, [{ post: ['title', '__proto__'] }]]],
        ],
      },
    );
  });

  test('require: ParameterMissing for exactly what Rails calls blank (missing, null, whitespace, [], {}); else the value, a hash as Parameters', () => {
    fc.assert(
      fc.property(REQUIRE_CASE, ([params, key, other]) => {
        const before = snapshot(params);
        const parameters = new Parameters(params, { unpermittedParameters: 'raise' });
        expect(parameters.has(key)).toBe(own(params, key));
        expect(parameters.keys()).toEqual(Object.keys(params));
        const sent = own(params, key) ? params[key] : undefined;
        const outcome = attempt(() => parameters.require(key));
        if (isMissing(sent)) {
          expect(outcome).toHaveProperty('error');
          expectParameterMissing((outcome as { error: unknown }).error, key);
        } else {
          expect(outcome).toHaveProperty('value');
          const got = (outcome as { value: unknown }).value;
          if (isPlain(sent)) {
            expect(got).toBeInstanceOf(Parameters);
            const wrapped = got as Parameters;
            expect(wrapped.keys()).toEqual(Object.keys(sent));
            const copy = wrapped.toUnsafeObject();
            expect(snapshot(copy, false)).toBe(snapshot(sent, false));
            expect(freshProblem(copy, containers(params), true)).toBeUndefined();
          } else if (Array.isArray(sent)) {
            expect(Array.isArray(got)).toBe(true);
            const items = got as unknown[];
            expect(items).toHaveLength(sent.length);
            sent.forEach((item, i) => {
              if (isPlain(item)) {
                expect(items[i]).toBeInstanceOf(Parameters);
                expect(snapshot((items[i] as Parameters).toUnsafeObject(), false)).toBe(snapshot(item, false));
              } else expect(Object.is(items[i], item)).toBe(true);
            });
          } else expect(Object.is(got, sent)).toBe(true);
        }
        // With several keys: each in turn, the first missing one reported.
        const both = attempt(() => parameters.require([key, other]));
        const firstMissing = [key, other].find((k) => isMissing(own(params, k) ? params[k] : undefined));
        if (firstMissing === undefined) expect(both).toHaveProperty('value');
        else expectParameterMissing((both as { error: unknown }).error, firstMissing);
        expect(snapshot(params)).toBe(before);
        expectPrototypesUntouched();
      }),
      {
        numRuns: 300,
        examples: [
          [[{ a: '\u0085', b: '\ufeff' }, 'a', 'b']],
          [[{ a: false, b: 0, c: ' \u3000' }, 'a', 'c']],
          [[POLLUTING, 'toString', '__proto__']],
        ],
      },
    );
  });

  test("chains nested up to 1,500 deep: no RangeError, {} cut near Rack's depth limit, filters as deep as the data followed", () => {
    /** The filter for a chain from `level` down, as deep as `limit` levels, then `{}`. */
    const filterAlong = (chain: Chain, level: number, limit: number): unknown => {
      if (level >= limit) return {};
      const key = chain.levels[level];
      const last = level === chain.depth - 1;
      if (key === null || key === undefined) return last ? [] : filterAlong(chain, level + 1, limit);
      return last ? [key] : [hashOf([[key, filterAlong(chain, level + 1, limit)]])];
    };
    fc.assert(
      fc.property(CHAIN, fc.integer({ min: 1, max: 60 }), (chain, limit) => {
        const params = hashOf([
          ['deep', chain.value],
          ['title', 't'],
        ]);
        const before = snapshot(params);
        const parameters = new Parameters(params, { unpermittedParameters: false });
        for (const filters of [
          [{ deep: {} }],
          [hashOf([['deep', filterAlong(chain, 0, limit)]])],
          ['deep', { deep: [] }],
        ]) {
          const result = parameters.permit(...(filters as PermitFilter[]));
          expect(hashProblem(params, result, filters, 'permit', 'permit')).toBeUndefined();
          const expected = attempt(() => parameters.expect(...(filters as PermitFilter[])));
          if ('error' in expected) expectParameterMissing(expected.error, 'deep');
        }
        const copy = parameters.toUnsafeObject();
        expect(snapshot(copy)).toBe(before);
        expect(copy.deep).not.toBe(chain.value);
        const required = parameters.require('deep');
        expect(required instanceof Parameters || Array.isArray(required)).toBe(true);
        expect(snapshot(params)).toBe(before);
        expectPrototypesUntouched();
      }),
      { numRuns: 60 },
    );
  });
});

// ---- the generators reach what they are for (a fixed seed: these counts cannot vary) -----------

test('over a fixed seed, the generators reach hostile keys, deep chains, numbered hashes and every outcome', () => {
  const seen = {
    protoKeyKept: 0,
    numberedKeyKept: 0,
    deepCut: 0,
    nonScalarDropped: 0,
    raised: 0,
    permitted: 0,
    expectMissing: 0,
    expectValue: 0,
    requireMissing: 0,
    requireHash: 0,
  };
  for (const [params, filters] of fc.sample(CASE, { seed: 20240611, numRuns: 400 })) {
    const result = new Parameters(params, { unpermittedParameters: false }).permit(...(filters as PermitFilter[]));
    const kept = containers(result);
    for (const item of kept) {
      if (Array.isArray(item)) continue;
      if (own(item, '__proto__')) seen.protoKeyKept++;
      if (Object.keys(item).some((key) => NUMBERED.test(key))) seen.numberedKeyKept++;
    }
    if (own(params, 'deep') && own(result, 'deep') && snapshot(result.deep) !== snapshot(params.deep)) seen.deepCut++;
    for (const filter of flatFilters(filters))
      if (typeof filter === 'string' && own(params, filter) && !isScalar(params[filter])) seen.nonScalarDropped++;
    const raised = attempt(() =>
      new Parameters(params, { unpermittedParameters: 'raise' }).permit(...(filters as PermitFilter[])),
    );
    if ('error' in raised) seen.raised++;
    else seen.permitted++;
    const expected = attempt(() =>
      new Parameters(params, { unpermittedParameters: false }).expect(...(filters as PermitFilter[])),
    );
    if ('error' in expected) seen.expectMissing++;
    else seen.expectValue++;
  }
  for (const [params, key] of fc.sample(REQUIRE_CASE, { seed: 20240611, numRuns: 400 })) {
    const outcome = attempt(() => new Parameters(params, { unpermittedParameters: false }).require(key));
    if ('error' in outcome) seen.requireMissing++;
    else if (outcome.value instanceof Parameters) seen.requireHash++;
  }
  const least = {
    protoKeyKept: 25,
    numberedKeyKept: 200,
    deepCut: 40,
    nonScalarDropped: 10,
    raised: 150,
    permitted: 15,
    expectMissing: 150,
    expectValue: 30,
    requireMissing: 100,
    requireHash: 60,
  };
  expect(
    Object.keys(least).filter((name) => seen[name as keyof typeof seen] < least[name as keyof typeof least]),
  ).toEqual([]);
});

// ---- Rails itself: a seeded sample run by actionpack 6.1 and by Parameters ---------------------

/**
 * Rows Rails 6.1 and 8 answer alike: no `[[...]]` and no lists in lists (6.1 reads them as plain
 * lists), no numbered keys in filter hashes (8 keeps each its own), no arrays directly in arrays
 * (8's `{}` keeps them, 6.1's drops them), JSON values only.
 */
interface RailsRow {
  params: Hash;
  require?: string;
  filters?: unknown[];
  raise: boolean;
}

const RAILS_ROW: fc.Arbitrary<RailsRow> = topLevel(values({ exotic: false, arrayInArray: false })).chain((params) => {
  const keys = Object.keys(params);
  return fc.record(
    {
      params: fc.constant(params),
      require: fc.option(keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), KEY) : KEY, { nil: undefined }),
      filters: fc.option(filtersFor(params, { explicit: false, numberedKeys: false }), { freq: 6, nil: undefined }),
      raise: fc.boolean(),
    },
    { requiredKeys: ['params', 'raise'] },
  );
});

test('a seeded sample of hostile params, filters and requires: the same values and errors as Rails 6.1', () => {
  const rows = fc.sample(RAILS_ROW, { seed: 61, numRuns: 600 });
  const rails = railsAnswers(rows);
  expect(rails).toHaveLength(rows.length);
  const differences = rows
    .map((row, i) => ({ row, railroute: JSON.parse(JSON.stringify(railrouteAnswer(row))) as unknown, rails: rails[i] }))
    .filter(({ railroute: ours, rails: theirs }) => !isDeepStrictEqualJson(ours, theirs));
  expect(differences.slice(0, 3)).toEqual([]);
  // What Rails answered, over this fixed seed (the same every run): every kind of answer, many times.
  const answers = { permitted: 0, nonEmpty: 0, missing: 0, unpermitted: 0, required: 0 };
  rows.forEach((row, i) => {
    const theirs = rails[i] as OracleAnswer;
    if (theirs.error === 'ParameterMissing') answers.missing++;
    else if (theirs.error === 'UnpermittedParameters') answers.unpermitted++;
    else if (row.filters && isPlain(theirs.value)) {
      answers.permitted++;
      if (Object.keys(theirs.value).length > 0) answers.nonEmpty++;
    } else answers.required++;
  });
  const least = { permitted: 60, nonEmpty: 25, missing: 100, unpermitted: 40, required: 80 };
  expect(Object.entries(answers).filter(([name, count]) => count < least[name as keyof typeof least])).toEqual([]);
});

/** Equal as JSON values (own keys, `__proto__` included, any order). */
function isDeepStrictEqualJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => isDeepStrictEqualJson(item, b[i]))
    );
  if (isPlain(a) || isPlain(b)) {
    if (!isPlain(a) || !isPlain(b)) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => own(b, key) && isDeepStrictEqualJson(a[key], b[key]))
    );
  }
  return Object.is(a, b);
}

// ---- through real HTTP: hostile JSON and form bodies to require/permit and expect ---------------

const LIMITS = { bodyLimit: 4096, parameterLimit: 200 };
/** The filters both actions apply to `post`: every kind, hostile names too. */
const HTTP_FILTERS: PermitFilter[] = [
  'title',
  'body',
  'born_on',
  '__proto__',
  'constructor',
  { tags: [] },
  { address: ['city', { geo: {} }] },
  { comments: [['body', { votes: [] }]] },
  { items: ['name'] },
  { meta: {} },
];
/** Requests that reached a filter or an action, by their `x-id`. */
const reached = new Set<string>();

function answer(res: http.ServerResponse, body: unknown): void {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

class PostsController extends Controller<any, any> {
  static {
    this.beforeAction((c: PostsController) => {
      reached.add(String(c.req.headers['x-id']));
    });
  }
  /** Rails 7's form: `require` hands a scalar or an array back as it is (as Rails does); only a hash has `permit`. */
  create(): void {
    const post: unknown = this.parameters.require('post');
    if (!(post instanceof Parameters)) return answer(this.res, { notAHash: true, params: this.params });
    answer(this.res, { permitted: post.permit(...HTTP_FILTERS), params: this.params });
  }
  /** Rails 8's form, with no guard: a value of the wrong shape must be a 400 by itself. */
  update(): void {
    answer(this.res, { permitted: this.parameters.expect({ post: HTTP_FILTERS }), params: this.params });
  }
}

function strongRouter(mode: false | 'raise'): Router {
  const router = new Router({ unpermittedParameters: mode });
  router.controllers.register('posts', PostsController);
  router.draw((r) => {
    r.post('posts', { to: 'posts#create' });
    r.patch('posts/:id', { to: 'posts#update' });
  });
  return router;
}

interface Sent {
  type: 'application/json' | 'application/x-www-form-urlencoded';
  body: string;
  /** A JSON object within every limit: the params the action must see. */
  object?: Hash;
  /** Over `bodyLimit` or `parameterLimit` by construction: 413. */
  over?: boolean;
  /** Nested deeper than Rails' JSON parser allows (100): 400. */
  deep?: boolean;
}

/** Nesting depth and `parameterLimit` entries of a JSON value, as the body reader counts them. */
function jsonSize(value: unknown): { depth: number; entries: number } {
  if (!Array.isArray(value) && !isPlain(value)) return { depth: 0, entries: 0 };
  const items = Array.isArray(value) ? value : Object.keys(value).map((key) => value[key]);
  let depth = 0;
  let entries = 1 + Math.max(0, items.length - 1);
  for (const item of items) {
    const inner = jsonSize(item);
    depth = Math.max(depth, inner.depth);
    entries += inner.entries;
  }
  return { depth: depth + 1, entries };
}

const POST_KEY = fc.constantFrom(
  'title',
  'body',
  'tags',
  'address',
  'city',
  'geo',
  'comments',
  'votes',
  'items',
  'name',
  'meta',
  'admin',
  '__proto__',
  'constructor',
  'toString',
  'born_on(1i)',
  '0',
  '1',
  '',
);
const POST_VALUE = values({ exotic: false, arrayInArray: true, key: fc.oneof(POST_KEY, KEY) });

/** A post shaped as the filters ask, sometimes with a hostile key or two beside. */
const HONEST_POST = fc
  .tuple(
    fc.record(
      {
        title: TEXT,
        born_on: JSON_SCALAR,
        tags: fc.array(JSON_SCALAR, { maxLength: 3 }),
        address: fc.record({ city: TEXT, geo: POST_VALUE }, { requiredKeys: [] }),
        comments: fc.array(fc.record({ body: TEXT, votes: fc.array(fc.integer(), { maxLength: 3 }) }), {
          maxLength: 3,
        }),
        items: fc.oneof(
          fc.array(fc.record({ name: TEXT }), { maxLength: 3 }),
          fc.constant({ '0': { name: 'a', evil: 1 }, '1': { name: 'b' } }),
        ),
        meta: fc.dictionary(fc.string({ maxLength: 4 }), POST_VALUE, { maxKeys: 3 }),
      },
      { requiredKeys: [] },
    ),
    fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'admin', 'toString'), POST_VALUE), {
      nil: undefined,
    }),
  )
  .map(([post, extra]) => hashOf([...Object.entries(post), ...(extra ? [extra] : [])]));

/** `{"post":{"__proto__":{"__proto__":...1}}}`, `depth` hashes in the post: past 100 in all, a 400. */
function deepJson(depth: number): Sent {
  return {
    type: 'application/json',
    body: `{"post":${'{"__proto__":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    deep: depth + 1 > 100,
  };
}

/** A JSON object body within the limits, the params it gives as JSON.parse gives them (`__proto__` an own key). */
function jsonObject(text: string): Sent {
  return { type: 'application/json', body: text, object: JSON.parse(text) as Hash };
}

const JSON_BODY: fc.Arbitrary<Sent> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc.option(fc.oneof(HONEST_POST, POST_VALUE), { freq: 8, nil: undefined }),
        fc.uniqueArray(fc.tuple(KEY, POST_VALUE), { selector: ([k]) => k, maxLength: 3 }),
      )
      .map(([post, extras]): Sent => {
        const entries = extras.filter(([key]) => key !== 'post');
        const object = hashOf(post === undefined ? entries : [['post', post], ...entries]);
        const body = JSON.stringify(object);
        const size = jsonSize(object);
        const within = Buffer.byteLength(body) <= LIMITS.bodyLimit && size.entries <= LIMITS.parameterLimit;
        return { type: 'application/json', body, ...(within && size.depth <= 100 ? { object } : {}) };
      }),
  },
  POST_VALUE.map((value): Sent => ({ type: 'application/json', body: JSON.stringify(value) })),
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 140 })).map(deepJson),
  },
  fc
    .integer({ min: 4100, max: 8000 })
    .map((size): Sent => ({ type: 'application/json', body: `{"post":{"title":"${'x'.repeat(size)}"}}`, over: true })),
  fc.integer({ min: 201, max: 400 }).map((count): Sent => ({
    type: 'application/json',
    body: `{"post":{"tags":[${Array(count).fill(1).join(',')}]}}`,
    over: true,
  })),
  fc.constantFrom<Sent>(
    { type: 'application/json', body: '{"post":' },
    { type: 'application/json', body: "{'post':1}" },
    { type: 'application/json', body: '{"post":{"title":"t"}}}' },
    { type: 'application/json', body: '{"__proto__":{"polluted":1},"post":{"constructor":{"prototype":{"admin":1}}}}' },
  ),
);

const FORM_NAME = fc.oneof(
  fc.constantFrom(
    'post[title]',
    'post[body]',
    'post[tags][]',
    'post[tags][0]',
    'post[comments][][body]',
    'post[comments][][spam]',
    'post[comments][][votes][]',
    'post[address][city]',
    'post[address][geo][lat]',
    'post[address][geo][x][y]',
    'post[items][0][name]',
    'post[items][1][name]',
    'post[items][0][evil]',
    'post[meta][a][b][]',
    'post[born_on(1i)]',
    'post[admin]',
    'post[__proto__][admin]',
    'post[__proto__]',
    '__proto__[polluted]',
    '__proto__[admin]',
    'post[constructor][prototype][polluted]',
    'constructor[prototype][polluted]',
    'post[toString]',
    'post[hasOwnProperty]',
    'post',
    'post[]',
    'post[][title]',
    'post[0][title]',
    'post[',
    'post]]',
    'post[[title]]',
    'post[title][x]',
    '[]',
    '',
  ),
  fc.integer({ min: 1, max: 120 }).map((depth) => `post${'[x]'.repeat(depth)}`),
  fc.integer({ min: 1, max: 40 }).map((depth) => `post${'[__proto__]'.repeat(depth)}`),
  fc.string({ maxLength: 10 }),
);

const FORM_BODY: fc.Arbitrary<Sent> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.array(fc.tuple(FORM_NAME, TEXT, fc.boolean()), { maxLength: 25 }).map((pairs): Sent => ({
      type: 'application/x-www-form-urlencoded',
      body: pairs
        .map(
          ([name, value, raw]) =>
            `${raw ? name.replace(/[%&=+#]/g, encodeURIComponent) : encodeURIComponent(name)}=${encodeURIComponent(value)}`,
        )
        .join('&'),
    })),
  },
  fc.integer({ min: 201, max: 500 }).map((count): Sent => ({
    type: 'application/x-www-form-urlencoded',
    body: Array(count).fill('post[tags][]=1').join('&'),
    over: true,
  })),
  fc.integer({ min: 4100, max: 8000 }).map((size): Sent => ({
    type: 'application/x-www-form-urlencoded',
    body: `post[title]=${'x'.repeat(size)}`,
    over: true,
  })),
);

describe('strong parameters through real HTTP (Express 5)', () => {
  let server: http.Server;
  beforeAll(async () => {
    const app = EXPRESS5();
    app.use('/strict', strongRouter('raise').middleware(LIMITS));
    app.use('/lax', strongRouter(false).middleware(LIMITS));
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(typeof err.status === 'number' ? err.status : 500).json({ name: err.name, message: err.message }),
    );
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('hostile JSON and form bodies: 200, 400 or 413 within the timeout, never a 5xx; permitted values as documented; nothing polluted', async () => {
    const seen = { ok: 0, notAHash: 0, missing: 0, unpermitted: 0, badBody: 0, tooLarge: 0 };
    let id = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(JSON_BODY, FORM_BODY),
        fc.constantFrom('strict', 'lax'),
        fc.constantFrom('create', 'update'),
        async (sent, mode, action) => {
          const key = `strong ${++id}`;
          const path = action === 'create' ? `/${mode}/posts` : `/${mode}/posts/1`;
          const agent = request(server);
          const res = await (action === 'create' ? agent.post(path) : agent.patch(path))
            .set('content-type', sent.type)
            .set('x-id', key)
            .timeout({ response: 5000, deadline: 8000 })
            .send(sent.body);
          expect([200, 400, 413]).toContain(res.status);
          const ran = reached.has(key);
          if (res.status === 413) {
            seen.tooLarge++;
            expect(ran).toBe(false);
          } else if (res.status === 400) {
            const { name, message } = res.body as { name: string; message: string };
            if (name === 'ParameterMissing') {
              seen.missing++;
              expect(message).toBe('param is missing or the value is empty: post');
            } else if (name === 'UnpermittedParameters') {
              seen.unpermitted++;
              expect([mode, action]).toEqual(['strict', 'create']);
              expect(message).toMatch(/^found unpermitted parameters?: :/);
            } else {
              seen.badBody++;
              expect(name).toBe('RoutingError');
            }
            // A body refused as a body never reached a filter; a strong-parameters error came from the action.
            expect(ran).toBe(name === 'ParameterMissing' || name === 'UnpermittedParameters');
          } else {
            expect(ran).toBe(true);
            const { permitted, params, notAHash } = res.body as { permitted?: unknown; params: Hash; notAHash?: true };
            const post = own(params, 'post') ? params.post : undefined;
            expect(isMissing(post)).toBe(false);
            if (notAHash) {
              seen.notAHash++;
              expect(action).toBe('create');
              expect(isPlain(post)).toBe(false);
            } else {
              seen.ok++;
              expect(isPlain(post)).toBe(true);
              const problem = hashProblem(
                post as Hash,
                permitted,
                HTTP_FILTERS,
                action === 'create' ? 'permit' : 'expect',
                'post',
              );
              expect(problem).toBeUndefined();
              // `expect` also requires what it permitted; `permit` may leave an empty hash.
              if (action === 'update') expect(isMissing(permitted)).toBe(false);
              // Under 'raise', a 200 means nothing at the top of the post was left out.
              if (mode === 'strict' && action === 'create')
                for (const name of Object.keys(post as Hash))
                  if (!ALWAYS_PERMITTED.has(name)) expect(own(permitted as Hash, name)).toBe(true);
            }
          }
          if (sent.over) expect(res.status).toBe(413);
          if (sent.deep) expect(res.status).toBe(400);
          if (sent.object) {
            // A JSON object within the limits reaches the action whole, and its post decides the answer.
            const post = own(sent.object, 'post') ? sent.object.post : undefined;
            const expected = isMissing(post)
              ? 400
              : action === 'update' && !isPlain(post)
                ? 400
                : mode === 'lax' && action === 'create'
                  ? 200
                  : undefined;
            if (expected !== undefined) expect(res.status).toBe(expected);
            if (res.status === 200) {
              const { params } = res.body as { params: Hash };
              const strip = (hash: Hash): Hash =>
                hashOf(
                  Object.keys(hash)
                    .filter((k) => !['controller', 'action', 'id'].includes(k))
                    .map((k) => [k, hash[k]] as const),
                );
              expect(isDeepStrictEqualJson(strip(params), strip(JSON.parse(sent.body) as Hash))).toBe(true);
            }
          }
          expectPrototypesUntouched();
        },
      ),
      {
        numRuns: 250,
        examples: [
          [jsonObject('{"post":{"title":"t","tags":["a"]}}'), 'lax', 'create'],
          [jsonObject('{"post":"hack"}'), 'lax', 'create'],
          [jsonObject('{"post":"hack"}'), 'strict', 'update'],
          [
            jsonObject(
              '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":1}},"post":{"title":"t","__proto__":{"admin":1}}}',
            ),
            'lax',
            'create',
          ],
          [deepJson(120), 'lax', 'create'],
          [deepJson(99), 'strict', 'update'],
          [{ type: 'application/json', body: '{"post":{"title":"t","admin":1}}' }, 'strict', 'create'],
          [{ type: 'application/x-www-form-urlencoded', body: `post${'[x]'.repeat(120)}=1` }, 'lax', 'create'],
          [
            { type: 'application/x-www-form-urlencoded', body: `post[title]=${'x'.repeat(5000)}`, over: true },
            'lax',
            'update',
          ],
        ],
      },
    );
    // Each is reached at least by the examples above, whatever the run draws.
    expect(Object.entries(seen).filter(([, count]) => count === 0)).toEqual([]);
  });
});
