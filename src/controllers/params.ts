/**
 * `this.params` as Rails builds it: the body, then the query string, then the path
 * parameters, a later one's top-level key replacing an earlier one's whole value (Rails'
 * `request_parameters.merge(query_parameters)`, then the path parameters), with bracketed
 * keys nested by Rack's rules
 * (`post[title]=x&tags[]=a&u[][n]=1` → `{ post: { title: 'x' }, tags: ['a'], u: [{ n: '1' }] }`).
 * A JSON body that is not an object (an array, a scalar) is under `_json`, as Rails puts it.
 *
 * The query is parsed from the raw request target, never from `req.query`, so Express'
 * `query parser` setting (simple, extended, a function, false) changes nothing here.
 * Parameter objects hold own properties only: `__proto__` is a key like any other.
 */
import { quoteValue, RoutingError } from '../errors';
import { assignOwn, deepCopy, isPlainObject, setOwn } from '../support/own';

type Params = Record<string, unknown>;

/** What params are read from: the request's URL, its parsed body, its path parameters. */
export interface ParamsSource {
  originalUrl?: string | undefined;
  url?: string | undefined;
  body?: unknown;
  params?: Record<string, unknown> | undefined;
  headers?: Record<string, string | string[] | undefined>;
}

/** The media types Rails parses as JSON params (`Mime[:json]` and its synonyms). */
const JSON_TYPES: ReadonlySet<string> = new Set(['application/json', 'text/x-json', 'application/jsonrequest']);

/** Whether the request says its body is JSON (by its `Content-Type`'s media type). */
export function isJsonRequest(req: { headers?: Record<string, string | string[] | undefined> }): boolean {
  const type = req.headers?.['content-type'];
  if (typeof type !== 'string') return false;
  const semicolon = type.indexOf(';');
  return JSON_TYPES.has((semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase());
}

/** Rack's limits: nesting depth, number of `&`-separated pairs, and bytes of a query string. */
export const PARAM_DEPTH_LIMIT = 100;
export const PARAMS_LIMIT = 4096;
const QUERY_BYTESIZE_LIMIT = 4 * 1024 * 1024;

/** Body, then query, then path parameters, as one nested object. Throws a 400 `RoutingError` as Rails answers 400. */
export function requestParams(req: ParamsSource): Params {
  const url = String(req.originalUrl ?? req.url ?? '');
  const queryAt = url.indexOf('?');
  const query = queryAt === -1 ? {} : parseNestedQuery(url.slice(queryAt + 1).split('#')[0] as string);
  const body: Params = {};
  const parsed = req.body;
  const json = isJsonRequest(req);
  if (Array.isArray(parsed) || (json && parsed !== undefined && !isPlainObject(parsed))) {
    // Rails: a JSON body that is not a hash is `params[:_json]`.
    setOwn(body, '_json', deepCopy(parsed));
  } else if (json && isPlainObject(parsed)) {
    // JSON keys are names as they are: Rails nests no brackets in them.
    for (const key of Object.keys(parsed)) setOwn(body, key, deepCopy(parsed[key]));
  } else if (parsed !== null && typeof parsed === 'object' && !Buffer.isBuffer(parsed)) {
    // Already parsed upstream: nested objects (extended parsers, JSON) are taken as they are,
    // flat bracketed keys (`express.urlencoded({ extended: false })`) are nested here.
    // A flat parser gives a repeated key as an array (`{ 'tags[]': ['1', '2'] }`): each value in turn.
    for (const key of Object.keys(parsed)) {
      const value = deepCopy((parsed as Record<string, unknown>)[key]);
      if (Array.isArray(value) && key.includes('['))
        for (const item of value) normalizeParams(body, key, item, PARAM_DEPTH_LIMIT);
      else normalizeParams(body, key, value, PARAM_DEPTH_LIMIT);
    }
  }
  // Rails merges the three shallowly: a query `post` replaces a body `post` whole.
  return assignOwn({}, body, query, req.params);
}

/** Rack's `parse_nested_query` into `params`. */
export function parseNestedQuery(query: string, params: Params = {}): Params {
  if (query === '') return params;
  if (Buffer.byteLength(query) > QUERY_BYTESIZE_LIMIT)
    throw invalid(`total query size exceeds limit (${QUERY_BYTESIZE_LIMIT})`);
  let separators = 0;
  for (let i = query.indexOf('&'); i !== -1; i = query.indexOf('&', i + 1)) separators++;
  if (separators >= PARAMS_LIMIT)
    throw invalid(`total number of query parameters (${separators + 1}) exceeds limit (${PARAMS_LIMIT})`);
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = unescape(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? null : unescape(pair.slice(eq + 1));
    normalizeParams(params, key, value, PARAM_DEPTH_LIMIT);
  }
  return params;
}

/** One `name=value` pair of a form or multipart body into `params`, nested as Rack nests it (400 on a conflict). */
export function addNestedParam(params: Params, name: string, value: unknown): void {
  normalizeParams(params, name, value, PARAM_DEPTH_LIMIT);
}

const HEAD = /^[[\]]*([^[\]]+)\]*/;
const ARRAY_OF_HASH_SIMPLE = /^\[\]\[([^[\]]+)\]$/;
const ARRAY_OF_HASH = /^\[\](.+)$/;

/** Rack's `normalize_params`: one `name=value` pair into the nested structure. */
function normalizeParams(params: Params, name: string, value: unknown, depth: number): unknown {
  if (depth <= 0) throw invalid('parameters nested too deep');
  const match = HEAD.exec(name);
  const key = match ? (match[1] as string) : '';
  const after = match ? name.slice(match[0].length) : '';
  if (key === '')
    return value !== null && value !== undefined && name === '[]'
      ? Array.isArray(value)
        ? value
        : [value]
      : undefined;
  if (after === '') setOwn(params, key, value);
  else if (after === '[') setOwn(params, name, value);
  else if (after === '[]') {
    const list = ownValue(params, key) ?? [];
    if (!Array.isArray(list)) throw typeError('Array', list, key);
    list.push(value);
    setOwn(params, key, list);
  } else {
    const child = ARRAY_OF_HASH_SIMPLE.exec(after) ?? ARRAY_OF_HASH.exec(after);
    if (child) {
      const childKey = child[1] as string;
      const list = ownValue(params, key) ?? [];
      if (!Array.isArray(list)) throw typeError('Array', list, key);
      setOwn(params, key, list);
      const last: unknown = list[list.length - 1];
      if (isPlainObject(last) && !hasNestedKey(last, childKey)) normalizeParams(last, childKey, value, depth - 1);
      else list.push(normalizeParams({}, childKey, value, depth - 1));
    } else {
      const hash = ownValue(params, key) ?? {};
      if (!isPlainObject(hash)) throw typeError('Hash', hash, key);
      setOwn(params, key, normalizeParams(hash, after, value, depth - 1));
    }
  }
  return params;
}

function ownValue(params: Params, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(params, key) ? params[key] : undefined;
}

/** Whether `a[b]` is already set in the last hash of an array (then a new hash starts). */
function hasNestedKey(hash: Params, key: string): boolean {
  if (key.includes('[]')) return false;
  let current: unknown = hash;
  for (const part of key.split(/[[\]]+/)) {
    if (part === '') continue;
    if (!isPlainObject(current) || !Object.prototype.hasOwnProperty.call(current, part)) return false;
    current = current[part];
  }
  return true;
}

/** `+` is a space, then percent-decoding; a malformed escape is kept as it is. */
function unescape(text: string): string {
  const spaced = text.indexOf('+') === -1 ? text : text.replace(/\+/g, ' ');
  if (spaced.indexOf('%') === -1) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

function typeError(expected: string, got: unknown, key: string): RoutingError {
  const kind = Array.isArray(got) ? 'Array' : isPlainObject(got) ? 'Hash' : 'String';
  return invalid(`expected ${expected} (got ${kind}) for param ${quoteValue(key)}`);
}

function invalid(detail: string): RoutingError {
  return new RoutingError(`Invalid request parameters: ${detail}`, 400);
}
