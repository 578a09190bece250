/**
 * The one URL builder: a named route's path or URL from its data (route-data.ts) and a
 * helper's arguments, by Rails' and Journey's rules, for the server's helpers
 * (helpers/generator.ts) and the `--client` module alike. Positional arguments fill the
 * required parameters or the parameters in order (arguments.ts); the options start from the
 * route's defaults over `defaultUrlOptions`' parameters; the request's parameters (recall)
 * fill what is missing; an optional part appears only when all its parameters have values;
 * trailing optional values equal to the route's defaults are left out; other keys go to the
 * query string; the script name (an engine's mount point) and, for a URL, the origin come
 * first. What differs between server and browser is the context: where a URL points when the
 * call names no host, and how its origin is checked.
 */
import { fillPositional, fillRequiredParts, splitArguments } from './arguments';
import {
  dropTrailingDefaults,
  layerOrigin,
  missingKeys,
  missingKeysMessage,
  parameterDefaults,
  parameterizedParts,
  withDefaults,
} from './generation';
import { UrlGenerationError } from './errors';
import { toQuery } from './query';
import { fillPath, prepareRoute, type PreparedRoute, type RouteData } from './route-data';
import { URL_OPTION_NAMES } from './url-options';
import { encodeFragment, hasOwn, isPlainObject, setOwn, toParamValue, valueText } from './values';

/** What a helper call knows besides its arguments. */
export interface UrlContext {
  /** `defaultUrlOptions`: where URLs point, and defaults for parameters. */
  readonly defaults: Record<string, unknown>;
  /** The current request's parameters (`{}` outside a request): they fill missing ones of the same name. */
  readonly recall: Record<string, unknown>;
  /** A full URL (a `_url` helper) rather than a path. */
  readonly url: boolean;
  /** The script name (mount point) of a call that names none. */
  readonly scriptName: unknown;
  /** What places a URL below the route's own and the call's, lowest first (read for URLs only). */
  originLayers(): ReadonlyArray<Record<string, unknown>>;
  /** `scheme://host[:port]` of the layered origin options (origin.ts `urlOrigin`, or the server's over it). */
  origin(url: Record<string, unknown>): string;
}

/**
 * The call's options with its positional arguments and `defaultUrlOptions` parameters in.
 * Rails' optimized helper (exactly the required parts, no options) leaves the route's
 * defaults out (`photo_path(1)` is `/photos/1` under `(:locale)` with a default); the
 * general rule starts from them, over `defaultUrlOptions`.
 */
export function routeOptions(
  route: PreparedRoute,
  positional: readonly unknown[],
  options: Record<string, unknown>,
  hasOptions: boolean,
  context: UrlContext,
): Record<string, unknown> {
  const defaults = parameterDefaults(context.defaults);
  if (!hasOptions && positional.length === route.parts.length && route.optimizable)
    return withDefaults(fillRequiredParts(route.parts, positional), defaults);
  const { recall } = context;
  fillPositional(
    route.unique,
    positional,
    options,
    (key) => hasOwn(recall, key) || hasOwn(route.base, key) || hasOwn(defaults, key),
  );
  return withDefaults(options, route.hasDefaults ? { ...defaults, ...route.defaults } : defaults);
}

/** The values the path is built from (generation.ts), with the request's parameters recalled. */
function pathValues(route: PreparedRoute, options: Record<string, unknown>, recall: Record<string, unknown>) {
  return parameterizedParts(route.names, route.required, route.scopeKeys, route.defaults, options, recall);
}

function missingOf(route: PreparedRoute, values: Record<string, string>): string[] {
  const { checks } = route;
  return missingKeys(route.required, route.parts, values, (key, value) => {
    const check = checks[key];
    return check === undefined || check.test(value);
  });
}

/** Required keys the options and recall leave without a value, or whose value breaks its constraint. */
export function missingParts(
  route: PreparedRoute,
  options: Record<string, unknown>,
  recall: Record<string, unknown>,
): string[] {
  return missingOf(route, pathValues(route, options, recall));
}

/** The path or URL of the route for options already filled (`routeOptions`, or `url_for`'s). */
export function finishUrl(route: PreparedRoute, options: Record<string, unknown>, context: UrlContext): string {
  const parts = pathValues(route, options, context.recall);
  const missing = missingOf(route, parts);
  if (missing.length > 0) throw new UrlGenerationError(missingKeysMessage(route, options, missing), route.name);
  dropTrailingDefaults(route.names, route.required, route.base, parts);
  let path = fillPath(route, parts);
  if (path === '') path = '/';

  const query: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    if (URL_OPTION_NAMES.includes(key) || route.nameSet.has(key) || hasOwn(route.base, key)) continue;
    setOwn(query, key, options[key]);
  }
  const { params } = options;
  if (isPlainObject(params)) for (const key of Object.keys(params)) setOwn(query, key, params[key]);
  // A path needs only the script name; the origin's layers are worked out for URLs alone.
  const at =
    !context.url || options.only_path === true
      ? undefined
      : layerOrigin(route.urlDefaults, route.defaults, context.originLayers(), options);
  const scriptName = at ? at.script_name : (options.script_name ?? context.scriptName);
  // Rails chomps one trailing slash: `script_name: '/app/'` gives `/app/photos`.
  let out = `${valueText(scriptName ?? '').replace(/\/$/, '')}${path}`;
  // Rails' `add_trailing_slash`: not after a format (a dot in the path).
  if (options.trailing_slash === true && !out.endsWith('/') && !out.includes('.')) out += '/';
  const search = toQuery(query);
  if (search) out += `?${search}`;
  const { anchor } = options;
  if (anchor !== undefined && anchor !== null && anchor !== false)
    out += `#${encodeFragment(toParamValue(anchor) ?? '')}`;
  return at ? `${context.origin(at)}${out}` : out;
}

/** A named route's path or URL for helper arguments `(...positional, options?)`. */
export function routeUrl(data: RouteData, args: readonly unknown[], context: UrlContext): string {
  const route = prepareRoute(data);
  const { positional, options, hasOptions } = splitArguments(args, route.nameSet);
  return finishUrl(route, routeOptions(route, positional, options, hasOptions, context), context);
}
