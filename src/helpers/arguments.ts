/**
 * How a helper's arguments become parameters: the last plain object is the options hash
 * unless it is a record by API.md's record rule (a database row is a plain object), and
 * positional arguments fill the required parameters (Rails' optimized helper) or the
 * route's parameters in path order.
 */
import type { Route } from '../definition/route';
import { hasOwn, isEmptyObject, isPlainObject, setOwn } from '../support/own';
import { URL_OPTION_KEYS, type HelperContext } from './url-options';

/** The camelCase spellings of the multi-word URL options (parameter names are left alone). */
export const CAMEL_URL_OPTIONS: Record<string, string> = Object.assign(Object.create(null), {
  onlyPath: 'only_path',
  scriptName: 'script_name',
  useRoute: 'use_route',
  trailingSlash: 'trailing_slash',
});

/** Keys an options hash may hold that are never a sign of a record. */
function isOptionKey(key: string): boolean {
  // `in` on the null-prototype map: its own keys only.
  return URL_OPTION_KEYS.has(key) || key in CAMEL_URL_OPTIONS || key === 'format';
}

/**
 * A plain object is a record (a row), not options, when it has an `id` or a `toParam` and
 * also a key that is neither a parameter of the route nor a URL option: `{ id, title }`
 * is a post, `{ id, format }` names parameters. Without a route (direct helpers) no key is
 * a parameter.
 */
export function isRecordRow(value: Record<string, unknown>, parameters: ReadonlySet<string>): boolean {
  if (!hasOwn(value, 'id') && typeof value.toParam !== 'function' && typeof value.to_param !== 'function') return false;
  // `id` itself is no such key: `photos_path({ id: 1 })` is options (`/photos?id=1`), as in Rails.
  for (const key of Object.keys(value)) if (key !== 'id' && !parameters.has(key) && !isOptionKey(key)) return true;
  return false;
}

/**
 * `(...positional, options?)`. With the route's `parameters`, a last plain object that is a
 * record stays positional; without them (url_for) it is always the options.
 */
export function splitArguments(
  args: readonly unknown[],
  parameters: ReadonlySet<string> | null = null,
): { positional: unknown[]; options: Record<string, unknown>; hasOptions: boolean } {
  const positional = [...args];
  const last = positional[positional.length - 1];
  const options: Record<string, unknown> = {};
  const hasOptions = isPlainObject(last) && !(parameters && isRecordRow(last, parameters));
  if (hasOptions) {
    positional.pop();
    for (const key of Object.keys(last)) setOwn(options, CAMEL_URL_OPTIONS[key] ?? key, last[key]);
  }
  return { positional, options, hasOptions };
}

/**
 * Rails' optimized helper: with exactly as many positional arguments as required
 * parameters and no options object, they fill the required ones (a name repeated by
 * nesting takes one argument per occurrence, the last one winning). Rails keeps its general
 * rule for routes with segment constraints or a glob. Returns null when it does not apply.
 */
export function fillRequired(route: Route, positional: readonly unknown[], hasOptions: boolean): Record<string, unknown> | null {
  const required = requiredParts(route);
  if (hasOptions || positional.length !== required.length || !fillsRequired(route)) return null;
  const options: Record<string, unknown> = {};
  required.forEach((key, i) => setOwn(options, key, positional[i] === undefined ? null : positional[i]));
  return options;
}

/** Rails' `optimize_helper?`: no segment constraint and no glob. */
export function fillsRequired(route: Route): boolean {
  return route.pattern.globs.size === 0 && isEmptyObject(route.requirements);
}

const REQUIRED_PARTS = new WeakMap<object, readonly string[]>();

/**
 * Rails' `required_parts`: the names outside optional parts, repeats included, less any
 * name that also appears inside one (`/:locale(/:locale)/x` has none). Helpers count
 * arguments and check constraints by them.
 */
export function requiredParts(route: Route): readonly string[] {
  const { names, required } = route.pattern;
  if (names.length === required.length) return required;
  let parts = REQUIRED_PARTS.get(route.pattern);
  if (parts === undefined) {
    const count = (list: readonly string[], name: string): number => list.filter((n) => n === name).length;
    parts = required.filter((name) => count(names, name) === count(required, name));
    REQUIRED_PARTS.set(route.pattern, parts);
  }
  return parts;
}

/** A route's parameter names, each once: `/sheep/:sheep_id/sheep/:sheep_id` has one. */
export function uniqueNames(route: Route): string[] {
  return [...route.pattern.nameSet];
}

/**
 * Positional arguments fill the route's parameters in order, skipping those given by name.
 * With fewer arguments than parameters, those that already have a value (recalled from the
 * request, a route default, a `defaultUrlOptions` key) are skipped too, leftmost first,
 * until the arguments fit: on `/en/photos/5`, `photo_path(1)` keeps `en` and fills `:id`.
 */
export function fillPositional(
  route: Route,
  positional: unknown[],
  options: Record<string, unknown>,
  context: HelperContext,
  urlDefaults: Record<string, unknown>,
): void {
  if (positional.length === 0) return;
  const valued = (key: string): boolean =>
    hasOwn(context.recall, key) || hasOwn(route.baseParams, key) || hasOwn(urlDefaults, key);
  let keys = uniqueNames(route).filter((key) => !hasOwn(options, key));
  let excess = keys.filter((key) => key !== 'format').length - positional.length;
  if (excess > 0) {
    keys = keys.filter((key) => {
      if (excess > 0 && key !== 'format' && valued(key)) {
        excess--;
        return false;
      }
      return true;
    });
  }
  positional.forEach((value, i) => {
    const key = keys[i];
    if (key !== undefined) setOwn(options, key, value === undefined ? null : value);
  });
}
