/**
 * Strong parameters, as Rails' `ActionController::Parameters`: `this.parameters` wraps the
 * values of `this.params` (never changing them) and hands out only what an action declares
 * it takes. `require('post').permit('title', { tags: [] })` and Rails 8's
 * `expect({ post: ['title', { tags: [] }] })` return plain objects of the permitted values.
 *
 * The filter rules follow actionpack's `strong_parameters.rb`: permitted scalars (string,
 * number, boolean, null, `UploadedFile`); `{ key: [] }` an array of scalars; `{ key: {} }` any
 * hash of scalars; `{ key: [...] }` a hash, an array of hashes or fields_for-style numbered
 * hashes (`{ '0': {...}, '1': {...} }`) filtered by the list; `{ key: [[...]] }` only an
 * array of such hashes. `expect` is strict about shapes: a string where a hash is expected
 * is a `ParameterMissing` (400), never a crash.
 */
import { ArgumentError, ParameterMissing, UnpermittedParameters, unpermittedList } from '../errors';
import { deepCopy, hasOwn, isPlainObject, setOwn } from '../support/own';
import { PARAM_DEPTH_LIMIT } from './params';
import { UploadedFile } from './uploaded-file';
import { isBlankText } from '../support/ruby-blank';

type Values = Record<string, unknown>;

/** A permit filter: a key whose value must be a scalar, or a hash of keys to nested filters. */
export type PermitFilter = string | { [key: string]: PermitFilterValue };
/** A key (one scalar inside a hash), `[]` scalars, `{}` any hash, `[...]` hash (or array of hashes), `[[...]]` array of hashes only. */
export type PermitFilterValue =
  string | readonly PermitFilter[] | readonly [readonly PermitFilter[]] | PermitFilterHash;
/** A hash of keys to nested filters (`{ address: ['city'] }`'s inner form). */
export interface PermitFilterHash {
  readonly [key: string]: PermitFilterValue;
}

/**
 * What happens to keys a `permit` did not name: `false` drops them silently, `'log'` writes
 * `Unpermitted parameters: :admin`, `'raise'` throws `UnpermittedParameters`.
 */
export type UnpermittedMode = false | 'log' | 'raise';

/** How a `Parameters` treats keys `permit`/`expect` leave out. */
export interface ParametersOptions {
  /** Default: `'log'` outside production, `false` when NODE_ENV is `production`, as Rails' generated configs. */
  unpermittedParameters?: UnpermittedMode;
  /** Where `'log'` writes its line (default `console.warn`). */
  log?: (line: string) => void;
}

/** Keys every request carries that no filter needs to name (Rails' `always_permitted_parameters`). */
const ALWAYS_PERMITTED = new Set(['controller', 'action']);
/** Rails' multi-parameter attributes: `born_on(1i)` is permitted with `born_on`. */
const MULTI_PARAMETER = /\(\d+[if]?\)$/;
const NUMERIC_KEY = /^-?\d+$/;

/** The router's `unpermittedParameters` for each request it dispatches to a controller. */
const requestModes = new WeakMap<object, UnpermittedMode>();

/** Dispatch records the router's setting for a request; `this.parameters` reads it. */
export function setUnpermittedMode(req: object, mode: UnpermittedMode): void {
  requestModes.set(req, mode);
}

/** The setting recorded for a request, if a router dispatched it. */
export function unpermittedModeFor(req: unknown): UnpermittedMode | undefined {
  return req !== null && typeof req === 'object' ? requestModes.get(req) : undefined;
}

export function unpermittedModeOf(value: unknown): UnpermittedMode {
  if (value === undefined) return process.env.NODE_ENV === 'production' ? false : 'log';
  if (value === false || value === 'log' || value === 'raise') return value;
  throw new ArgumentError(
    `Invalid unpermittedParameters: ${JSON.stringify(value) ?? typeof value} (false, 'log' or 'raise')`,
  );
}

/**
 * Rails' `ActionController::Parameters` (`this.parameters`): the request's params, from which
 * `require`, `permit` and Rails 8's `expect` take plain objects of the permitted values.
 */
export class Parameters {
  readonly #values: Values;
  readonly #mode: UnpermittedMode;
  readonly #log: (line: string) => void;

  constructor(values: Record<string, unknown> = {}, options: ParametersOptions = {}) {
    this.#values = values;
    this.#mode = unpermittedModeOf(options.unpermittedParameters);
    this.#log = options.log ?? ((line) => console.warn(line));
  }

  /** The value of `key`, hashes wrapped as `Parameters` (so `.permit` can follow), or undefined. */
  get(key: string): unknown {
    return hasOwn(this.#values, key) ? this.#wrap(this.#values[key]) : undefined;
  }

  /** Whether `key` is present at all (its value may be empty). */
  has(key: string): boolean {
    return hasOwn(this.#values, key);
  }

  /** The keys, in the order they came. */
  keys(): string[] {
    return Object.keys(this.#values);
  }

  /**
   * Rails' `require`: the value of `key`, which must be present (not missing, null, `''`,
   * blank, `[]` or `{}`; `false` counts as present). A hash comes back as `Parameters`, and
   * the return type says so, for `require('post').permit(...)`; a scalar comes back as it is
   * (`require<string>('id')`), as in Rails, where `.permit` on it fails: `expect` checks the
   * shape instead. With an array of keys, the value of each in turn.
   */
  require<T = Parameters>(key: string): T;
  require<T = unknown>(keys: readonly string[]): T[];
  require(key: string | readonly string[]): unknown {
    if (Array.isArray(key)) return (key as readonly string[]).map((k) => this.require(k));
    const name = String(key);
    const value = hasOwn(this.#values, name) ? this.#values[name] : undefined;
    if (value === false || isPresent(value)) return this.#wrap(value);
    throw new ParameterMissing(name);
  }

  /**
   * Rails' `permit`: a plain object with only the declared keys whose values have the declared
   * shape; what else came is dropped (and logged or thrown as `unpermittedParameters` says).
   */
  permit(...filters: ReadonlyArray<PermitFilter | readonly PermitFilter[]>): Record<string, unknown> {
    return permitFilters(this.#values, filters, { report: this.#report, explicitArrays: false });
  }

  /**
   * Rails 8's `expect`: `permit` with shapes enforced (`[[...]]` for an array of hashes, `[...]`
   * for a hash only), then `require` of every key named at the top. One key: its value; several:
   * an array of their values. A missing key or a value of another shape is `ParameterMissing`.
   */
  expect(...filters: ReadonlyArray<PermitFilter | readonly PermitFilter[]>): unknown {
    // As in Rails, `expect` drops unexpected keys without reporting them.
    const permitted = permitFilters(this.#values, filters, { report: undefined, explicitArrays: true });
    const keys = flatten(filters).flatMap((filter) => (typeof filter === 'string' ? [filter] : Object.keys(filter)));
    const values = keys.map((key) => {
      const value = hasOwn(permitted, key) ? permitted[key] : undefined;
      if (value === false || isPresent(value)) return value;
      throw new ParameterMissing(key);
    });
    return values.length === 1 ? values[0] : values;
  }

  /** A deep copy of every value, permitted or not (Rails' `to_unsafe_h`). */
  toUnsafeObject(): Record<string, unknown> {
    return deepCopy(this.#values);
  }

  readonly #report = (keys: string[]): void => {
    if (this.#mode === 'raise') throw new UnpermittedParameters(keys);
    if (this.#mode === 'log') this.#log(`Unpermitted parameters: ${unpermittedList(keys)}`);
  };

  #wrap(value: unknown): unknown {
    if (isPlainObject(value)) return new Parameters(value, { unpermittedParameters: this.#mode, log: this.#log });
    // One level, not recursively: an array nested 20,000 deep (express.json() sets no limit)
    // cannot overflow the stack here.
    if (Array.isArray(value))
      return (value as unknown[]).map((item: unknown) =>
        isPlainObject(item) ? new Parameters(item, { unpermittedParameters: this.#mode, log: this.#log }) : item,
      );
    return value;
  }
}

interface FilterOptions {
  /** Called with the keys a filter left out, or undefined when they are not reported. */
  report: ((keys: string[]) => void) | undefined;
  /** `expect`'s rule: `[...]` takes a hash only, `[[...]]` an array only. */
  explicitArrays: boolean;
}

function permitFilters(
  source: Values,
  filters: ReadonlyArray<unknown>,
  options: FilterOptions,
): Record<string, unknown> {
  const permitted: Values = {};
  for (const filter of flatten(filters)) {
    if (typeof filter === 'string') permitScalar(source, permitted, filter);
    else hashFilter(source, permitted, filter, options);
  }
  if (options.report) {
    const left = Object.keys(source).filter((key) => !hasOwn(permitted, key) && !ALWAYS_PERMITTED.has(key));
    if (left.length > 0) options.report(left);
  }
  return permitted;
}

/** Rails' `filters.flatten`: arrays at the top level of a filter list are spread; hashes kept. */
function flatten(filters: ReadonlyArray<unknown>): Array<string | PermitFilterHash> {
  const out: Array<string | PermitFilterHash> = [];
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) item.forEach(visit);
    else if (typeof item === 'string') out.push(item);
    else if (isPlainObject(item)) out.push(item as PermitFilterHash);
  };
  filters.forEach(visit);
  return out;
}

function permitScalar(source: Values, permitted: Values, key: string): void {
  if (hasOwn(source, key) && isPermittedScalar(source[key])) setOwn(permitted, key, source[key]);
  for (const name of Object.keys(source)) {
    const match = MULTI_PARAMETER.exec(name);
    if (match && name.slice(0, match.index) === key && isPermittedScalar(source[name]))
      setOwn(permitted, name, source[name]);
  }
}

function hashFilter(source: Values, permitted: Values, filter: PermitFilterHash, options: FilterOptions): void {
  for (const key of Object.keys(filter)) {
    if (!hasOwn(source, key)) continue;
    const value = source[key];
    // Ruby's `next unless value`: nil and false are skipped.
    if (value === null || value === undefined || value === false) continue;
    const result = permitValue(value, filter[key] as PermitFilterValue, options);
    if (result !== undefined) setOwn(permitted, key, result);
  }
}

function permitValue(value: unknown, filter: PermitFilterValue, options: FilterOptions): unknown {
  if (Array.isArray(filter) && filter.length === 0) return permitArrayOfScalars(value);
  if (isPlainObject(filter) && Object.keys(filter).length === 0)
    return isPlainObject(value) ? permitAnyInHash(value) : undefined;
  if (Array.isArray(filter) && filter.length === 1 && Array.isArray(filter[0]))
    return permitArrayOfHashes(value, filter[0] as readonly PermitFilter[], options);
  if (options.explicitArrays) return permitHash(value, filter, options);
  if (Array.isArray(value) || isPlainObject(value))
    return permitArrayOfHashes(value, filter, options) ?? permitHash(value, filter, options);
  return undefined;
}

function permitArrayOfScalars(value: unknown): unknown[] | undefined {
  return Array.isArray(value) && value.every(isPermittedScalar) ? (value as unknown[]).slice() : undefined;
}

/**
 * Rails' `each_array_element`: the hashes of an array, or the numbered hashes of a
 * fields_for-style hash (`{ '0': {...} }`) unless the filter names numeric keys itself.
 */
function permitArrayOfHashes(value: unknown, filter: PermitFilterValue, options: FilterOptions): unknown {
  const wrapped = Array.isArray(filter) ? (filter as readonly unknown[]) : [filter];
  if (Array.isArray(value))
    return value.filter(isPlainObject).map((element) => permitFilters(element, wrapped, options));
  if (isPlainObject(value) && hasNestedAttributes(value) && !specifiesNumericKeys(filter)) {
    const hash: Values = {};
    for (const key of Object.keys(value))
      if (NUMERIC_KEY.test(key) && isPlainObject(value[key]))
        setOwn(hash, key, permitFilters(value[key], wrapped, options));
    return hash;
  }
  return undefined;
}

function permitHash(value: unknown, filter: PermitFilterValue, options: FilterOptions): unknown {
  if (!isPlainObject(value)) return undefined;
  if (isPlainObject(filter) && Object.keys(filter).length === 0) return permitAnyInHash(value);
  return permitFilters(value, Array.isArray(filter) ? (filter as readonly unknown[]) : [filter], options);
}

function hasNestedAttributes(hash: Values): boolean {
  return Object.keys(hash).some((key) => NUMERIC_KEY.test(key) && isPlainObject(hash[key]));
}

function specifiesNumericKeys(filter: PermitFilterValue): boolean {
  return isPlainObject(filter) && Object.keys(filter).some((key) => NUMERIC_KEY.test(key));
}

/**
 * `{ key: {} }`: any scalars, arrays and hashes of them, nothing else (Rails'
 * `permit_any_in_parameters`). Nesting past Rack's depth limit is dropped: a body parsed
 * upstream with no depth limit cannot make the walk overflow the stack.
 */
function permitAnyInHash(hash: Values, depth = 0): Values {
  const out: Values = {};
  for (const key of Object.keys(hash)) {
    const value = permitAny(hash[key], depth + 1);
    if (value !== DROPPED) setOwn(out, key, value);
  }
  return out;
}

const DROPPED = Symbol('dropped');

function permitAny(value: unknown, depth: number): unknown {
  if (isPermittedScalar(value)) return value;
  if (depth > PARAM_DEPTH_LIMIT) return DROPPED;
  if (Array.isArray(value)) return value.map((item) => permitAny(item, depth + 1)).filter((item) => item !== DROPPED);
  if (isPlainObject(value)) return permitAnyInHash(value, depth);
  return DROPPED;
}

/** Rails' permitted scalars, as JavaScript has them: string, number, boolean, null, an uploaded file. */
function isPermittedScalar(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof UploadedFile
  );
}

/** Rails' `present?`: not null, not a blank string (whitespace only), not an empty array or hash. */
function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return !isBlankText(value);
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}
