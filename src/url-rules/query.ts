/**
 * Query strings as Rails writes them (`Hash#to_query`): keys sorted, arrays as `key[]`,
 * nested objects as `key[sub]`, nil values left out at the top, empty arrays and hashes left
 * out as values of a hash, form encoding (space as `+`).
 */
import { encodeUtf8, toParamValue } from './values';

function encodeQueryComponent(text: string): string {
  return encodeUtf8(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function isHash(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !('toParam' in value) &&
    Object.getPrototypeOf(value) !== Date.prototype
  );
}

/** `value.to_query(key)`: an empty array still says `key[]=`, as Rails' Array#to_query does. */
function valueToQuery(key: string, value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return `${encodeQueryComponent(`${key}[]`)}=`;
    return value.map((item) => valueToQuery(`${key}[]`, item)).join('&');
  }
  if (isHash(value)) return hashToQuery(value, key);
  return `${encodeQueryComponent(key)}=${encodeQueryComponent(toParamValue(value) ?? '')}`;
}

/**
 * `Hash#to_query`: an empty array or hash value says nothing; the pairs are sorted except
 * under an array (`a[][c]=2&a[][b]=1` keeps the hash's own order, as Rails does).
 */
function hashToQuery(hash: Record<string, unknown>, namespace?: string): string {
  const parts = Object.keys(hash)
    .filter((key) => {
      const value = hash[key];
      return !((Array.isArray(value) && value.length === 0) || (isHash(value) && Object.keys(value).length === 0));
    })
    .map((key) => valueToQuery(namespace === undefined ? key : `${namespace}[${key}]`, hash[key]))
    .filter((part) => part !== '');
  if (namespace === undefined || !namespace.includes('[]')) parts.sort();
  return parts.join('&');
}

/**
 * The query of a generated URL: top-level `null`/`undefined` values are left out, as url_for
 * does; a null-prototype copy keeps an own `__proto__` key a key.
 */
export function toQuery(params: Record<string, unknown>): string {
  const present = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(params))
    if (params[key] !== undefined && params[key] !== null) present[key] = params[key];
  return hashToQuery(present);
}
