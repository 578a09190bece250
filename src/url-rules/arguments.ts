/**
 * How a helper's arguments become parameters, on the server and (by their source) in the
 * browser module: the last plain object is the options hash unless it is a record by
 * API.md's record rule (a database row is a plain object), and positional arguments fill
 * the required parameters (Rails' optimized helper) or the route's parameters in path order.
 */
import { CAMEL_URL_OPTIONS, URL_OPTION_NAMES } from './url-options';
import { hasOwn, isPlainObject, setOwn } from './values';

/**
 * Keys an options hash may hold that are never a sign of a record (`CAMEL_URL_OPTIONS` has
 * a null prototype: `in` sees its own keys only).
 */
function isOptionKey(key: string): boolean {
  return URL_OPTION_NAMES.includes(key) || key in CAMEL_URL_OPTIONS || key === 'format';
}

/**
 * A plain object is a record (a row), not options, when it has an `id` or a `toParam` and
 * also a key that is neither a parameter of the route nor a URL option: `{ id, title }`
 * is a post, `{ id, format }` names parameters; `id` itself is no such key
 * (`photos_path({ id: 1 })` is options, `/photos?id=1`, as in Rails). Without a route
 * (direct helpers) no key is a parameter.
 */
function isRecordRow(value: Record<string, unknown>, parameters: ReadonlySet<string>): boolean {
  if (!hasOwn(value, 'id') && typeof value.toParam !== 'function' && typeof value.to_param !== 'function') return false;
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
 * Rails' optimized helper, once it applies (as many positional arguments as required
 * parts, no options hash, no glob or segment constraint): they fill the required parts, a
 * name repeated by nesting taking one argument per occurrence, the last one winning.
 */
export function fillRequiredParts(parts: readonly string[], positional: readonly unknown[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  parts.forEach((key, i) => setOwn(options, key, positional[i] === undefined ? null : positional[i]));
  return options;
}

/**
 * Rails' `required_parts`: the names outside optional parts (`required`, repeats included),
 * less any name that also appears inside one (`/:locale(/:locale)/x` has none). Helpers
 * count arguments and check constraints by them; `required` itself when no name is optional.
 */
export function requiredPartsOf(names: readonly string[], required: readonly string[]): readonly string[] {
  if (names.length === required.length) return required;
  const count = (list: readonly string[], name: string): number => list.filter((n) => n === name).length;
  return required.filter((name) => count(names, name) === count(required, name));
}

/**
 * Positional arguments fill the route's parameters (`names`, each once, in path order),
 * skipping those given by name. With fewer arguments than parameters, those that already
 * have a value (`valued`: recalled from the request, a route default, a `defaultUrlOptions`
 * key) are skipped too, leftmost first, until the arguments fit: on `/en/photos/5`,
 * `photo_path(1)` keeps `en` and fills `:id`.
 */
export function fillPositional(
  names: readonly string[],
  positional: readonly unknown[],
  options: Record<string, unknown>,
  valued: (key: string) => boolean,
): void {
  if (positional.length === 0) return;
  let keys = names.filter((key) => !hasOwn(options, key));
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
