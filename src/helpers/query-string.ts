/**
 * Query strings as Rails writes them (`Hash#to_query`): keys sorted, arrays as `key[]`,
 * nested objects as `key[sub]`, nil values left out, form encoding (space as `+`).
 */
import { toParamValue } from './to-param';

export function encodeQueryComponent(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function pairs(key: string, value: unknown): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${encodeQueryComponent(`${key}[]`)}=`];
    return value.flatMap((item) => pairs(`${key}[]`, item));
  }
  if (value !== null && typeof value === 'object' && !('toParam' in value) && Object.getPrototypeOf(value) !== Date.prototype) {
    return Object.keys(value)
      .sort()
      .flatMap((sub) => pairs(`${key}[${sub}]`, (value as Record<string, unknown>)[sub]));
  }
  return [`${encodeQueryComponent(key)}=${encodeQueryComponent(toParamValue(value) ?? '')}`];
}

export function toQuery(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((key) => params[key] !== undefined && params[key] !== null)
    .map((key) => pairs(key, params[key]).join('&'))
    .sort()
    .join('&');
}
