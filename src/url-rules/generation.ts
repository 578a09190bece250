/**
 * The steps between a helper's options and its path, on plain data (a route's parameter
 * names, required names, defaults), so that the server (helpers/generator.ts, from a
 * `Route`) and the browser module (from a route's shipped data) run the same ones: which
 * values the path is built from, which required keys are missing, which trailing defaults
 * are left out, the error text, and where a URL points.
 */
import { isAbsoluteUrl } from './absolute-url';
import { ORIGIN_OPTION_NAMES, URL_OPTION_NAMES } from './url-options';
import { hasOwn, setOwn, toParamValue, valueText } from './values';

/** No `defaultUrlOptions` parameter: the call's options are used as they are, not copied. */
const NO_DEFAULTS: Record<string, unknown> = {};

/**
 * Rails' `default_url_options` besides those that place the URL: defaults for parameters
 * (and the query). Read on every call (the application may change them); most have only a host.
 */
export function parameterDefaults(all: Record<string, unknown>): Record<string, unknown> {
  let out = NO_DEFAULTS;
  for (const key in all) {
    if (!hasOwn(all, key) || ORIGIN_OPTION_NAMES.includes(key)) continue;
    if (out === NO_DEFAULTS) out = {};
    setOwn(out, key, all[key]);
  }
  return out;
}

/** The call's options over `defaultUrlOptions` parameters; never the caller's object. */
export function withDefaults(
  options: Record<string, unknown>,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  if (defaults === NO_DEFAULTS) return options;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) if (!hasOwn(options, key)) setOwn(out, key, defaults[key]);
  for (const key of Object.keys(options)) setOwn(out, key, options[key]);
  return out;
}

/**
 * The values the path is built from: given ones, and recalled ones up to the last given; a
 * required segment left out takes the route's own default (`format: true` + `defaults:
 * { format }`); a blank value leaves an optional part out (Rails 7+), a required one keeps
 * ''. The result has a null prototype: a parameter named `constructor` finds nothing inherited.
 */
export function parameterizedParts(
  names: readonly string[],
  required: readonly string[],
  scopeKeys: readonly string[],
  defaults: Record<string, unknown>,
  options: Record<string, unknown>,
  recall: Record<string, unknown>,
): Record<string, string> {
  const given = (key: string): boolean => hasOwn(options, key);
  let last = names.length - 1;
  while (last >= 0) {
    const key = names[last] as string;
    const absent = !(given(key) || scopeKeys.includes(key));
    const bothNull =
      ((given(key) ? options[key] : null) ?? null) === null &&
      ((hasOwn(recall, key) ? recall[key] : null) ?? null) === null;
    if (!absent && !bothNull) break;
    last--;
  }
  const keep = new Set([...names.slice(0, last + 1), ...required]);
  const parts = Object.create(null) as Record<string, string>;
  for (const key of keep) {
    let value = toParamValue(given(key) ? options[key] : hasOwn(recall, key) ? recall[key] : undefined);
    if (value === undefined && hasOwn(defaults, key) && required.includes(key)) value = toParamValue(defaults[key]);
    if (value !== undefined && value.trim() === '' && !required.includes(key)) continue;
    if (value !== undefined) setOwn(parts, key, value);
  }
  return parts;
}

/**
 * Required keys without a value, or whose value breaks its constraint (`fits`). A name both
 * outside and inside optional parts is no required part for Rails (`checked`, Rails'
 * `required_parts`): its constraint is not checked, but without a value it is missing.
 */
export function missingKeys(
  required: readonly string[],
  checked: readonly string[],
  parts: Record<string, string>,
  fits: (key: string, value: string) => boolean,
): string[] {
  return required.filter((key) => {
    const value = parts[key];
    if (value === undefined) return true;
    if (checked !== required && !checked.includes(key)) return false;
    return !fits(key, value);
  });
}

/**
 * Trailing optional values equal to the route's defaults (`base`) are left out; any name
 * outside the optional parts stops it, even one also inside one (unlike Rails: ALLOWED.md).
 */
export function dropTrailingDefaults(
  names: readonly string[],
  required: readonly string[],
  base: Record<string, unknown>,
  parts: Record<string, string>,
): void {
  for (let i = names.length - 1; i >= 0; i--) {
    const key = names[i] as string;
    const fallback = base[key];
    const value = parts[key];
    if ((fallback === undefined || fallback === null) && value !== undefined && value !== '') break;
    if (valueText(value ?? '') !== valueText(fallback ?? '')) continue;
    if (required.includes(key)) break;
    delete parts[key];
  }
}

/** `{action: "show", controller: "photos"}`, keys sorted, as Rails shows what it looked for. */
function describeValues(values: Record<string, unknown>): string {
  const entries = Object.keys(values)
    .filter((key) => values[key] !== undefined && values[key] !== null && !URL_OPTION_NAMES.includes(key))
    .sort()
    .map((key) => `${key}: ${JSON.stringify(toParamValue(values[key]))}`);
  return `{${entries.join(', ')}}`;
}

/** Rails' text when no route can be generated from `wanted` (`for route '…'` when one was named). */
export function noRouteMatches(wanted: Record<string, unknown>, routeName?: string): string {
  return `No route matches ${describeValues(wanted)}${routeName ? ` for route '${routeName}'` : ''}`;
}

/** Rails' text for a named route's missing or unmatched keys. */
export function missingKeysMessage(
  route: { name?: string; controller?: string; action?: string },
  options: Record<string, unknown>,
  missing: readonly string[],
): string {
  const unmatched = missing.filter((key) => hasOwn(options, key) && toParamValue(options[key]) !== undefined);
  const absent = missing.filter((key) => !unmatched.includes(key));
  const wanted = { controller: route.controller, action: route.action, ...options };
  let message = noRouteMatches(wanted, route.name);
  if (absent.length > 0) message += `, missing required keys: [${absent.sort().join(', ')}]`;
  if (unmatched.length > 0) message += `, possible unmatched constraints: [${unmatched.sort().join(', ')}]`;
  return message;
}

/**
 * Where a URL points, later sources winning (`below`: `defaultUrlOptions`, the request's
 * own; then the route's own, then the call's `options`); a new host brings its own port, and its own scheme
 * when it names one. The route's own: its `host:` options, over a string or number
 * `subdomain`/`protocol`/`port` constraint.
 */
export function layerOrigin(
  routeUrlDefaults: Record<string, unknown>,
  routeDefaults: Record<string, unknown>,
  below: ReadonlyArray<Record<string, unknown>>,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const routeOwn: Record<string, unknown> = { ...routeUrlDefaults };
  for (const key of ORIGIN_OPTION_NAMES) {
    const value = routeDefaults[key];
    if (typeof value === 'string' || typeof value === 'number') routeOwn[key] ??= value;
  }
  const out: Record<string, unknown> = {};
  for (const source of [...below, routeOwn, options]) {
    if (source.host !== undefined && source.host !== null) {
      delete out.port;
      if (isAbsoluteUrl(valueText(source.host))) delete out.protocol;
    }
    for (const key of ORIGIN_OPTION_NAMES) if (source[key] !== undefined) out[key] = source[key];
  }
  return out;
}
