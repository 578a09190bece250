/**
 * The routes of a `--client` module as data: each route one object literal (`$r0 = { n, t,
 * c, a, d, k, s, u }`) that the module's runtime (client-runtime.ts) reads to build a URL by
 * the server's rules, and the JavaScript literals its defaults and options are written as.
 */
import type { Token } from '../definition/path-pattern';
import type { Route } from '../definition/route';
import { valueText } from '../url-rules/values';

/** A JavaScript literal for a default or option value; what is not data becomes text. */
export function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${Array.from(value, literal).join(', ')}]`;
  const proto: unknown = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null) {
    // `__proto__` as a computed key stays an own key, as the server's null-prototype maps keep it.
    const entries = Object.keys(value).map(
      (key) =>
        `${key === '__proto__' ? '["__proto__"]' : JSON.stringify(key)}: ${literal((value as Record<string, unknown>)[key])}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(valueText(value));
}

function tokens(list: readonly Token[]): string {
  return `[${list
    .map((token) => {
      switch (token.type) {
        case 'text':
          return JSON.stringify(token.value);
        case 'param':
          return `{ p: ${JSON.stringify(token.name)} }`;
        case 'glob':
          return `{ g: ${JSON.stringify(token.name)} }`;
        case 'group':
          return tokens(token.tokens);
      }
    })
    .join(', ')}]`;
}

/** The route as the runtime reads it (client-runtime.ts, `$r`). */
export function routeData(route: Route): string {
  const fields = [`t: ${tokens(route.pattern.tokens)}`];
  if (route.name !== undefined) fields.unshift(`n: ${JSON.stringify(route.name)}`);
  if (route.controller !== undefined) fields.push(`c: ${JSON.stringify(route.controller)}`);
  if (route.action !== undefined) fields.push(`a: ${JSON.stringify(route.action)}`);
  if (Object.keys(route.defaults).length > 0) fields.push(`d: ${literal({ ...route.defaults })}`);
  const checks = Object.keys(route.checks);
  // The whole-value test the server checks a required value with (route.ts `wholeValue`).
  if (checks.length > 0)
    fields.push(
      `k: { ${checks.map((key) => `${JSON.stringify(key)}: ${JSON.stringify((route.checks[key] as RegExp).source)}`).join(', ')} }`,
    );
  if (route.scopeOptionKeys.length > 0) fields.push(`s: ${literal([...route.scopeOptionKeys])}`);
  if (Object.keys(route.urlDefaults).length > 0) fields.push(`u: ${literal({ ...route.urlDefaults })}`);
  return `{ ${fields.join(', ')} }`;
}
