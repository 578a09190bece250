/**
 * Builds paths and URLs from routes, by Rails' and Journey's rules: positional arguments
 * fill the required parameters or the parameters in order (arguments.ts); the options start
 * from the route's defaults; the current request's parameters fill what is missing; an
 * optional part appears only when all its parameters have values; trailing optional values
 * equal to the route's defaults are left out; other keys go to the query string.
 */
import { valueTest } from '../matcher/constraints/value-check';
import { UrlGenerationError } from '../errors';
import type { Route } from '../definition/route';
import type { RouteSet } from '../definition/route-set';
import { assignOwn, hasOwn, isEmptyObject, isPlainObject, setOwn } from '../support/own';
import { toQuery } from './query-string';
import { encodeFragment, encodePath, encodeSegment } from '../support/url-encoding';
import { toParamValue } from './to-param';
import { fillPositional, fillRequired, requiredParts, splitArguments } from './arguments';
import { buildOrigin } from '../request/origin';
import { URL_OPTION_KEYS, type HelperContext, type UrlOptions } from './url-options';
import { ORIGIN_OPTION_NAMES } from '../url-rules/url-options';

/** `defaultUrlOptions` keys that place the URL; every other key is a parameter default. */
const ORIGIN_KEYS: ReadonlySet<string> = new Set(ORIGIN_OPTION_NAMES);
const NO_DEFAULTS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

export class UrlGenerator {
  constructor(
    private readonly set: RouteSet,
    private readonly defaults: () => UrlOptions,
  ) {}

  /** A named route's path or URL for helper arguments `(...positional, options?)`. */
  forRoute(route: Route, args: unknown[], context: HelperContext, kind: 'path' | 'url'): string {
    return this.finish(route, this.routeOptions(route, args, context), context, kind);
  }

  /** As `forRoute`, with arguments already told apart (polymorphic and direct helpers know). */
  forRouteSplit(route: Route, positional: unknown[], options: Record<string, unknown>, context: HelperContext, kind: 'path' | 'url'): string {
    const own = splitArguments([options]).options;
    // Rails' polymorphic helpers pass no options hash when it is empty.
    const hasOptions = Object.keys(own).length > 0;
    return this.finish(route, this.fill(route, positional, own, hasOptions, context), context, kind);
  }

  /** The call's options with its positional arguments and `defaultUrlOptions` parameters in. */
  private routeOptions(route: Route, args: unknown[], context: HelperContext): Record<string, unknown> {
    const { positional, options, hasOptions } = splitArguments(args, route.pattern.nameSet);
    return this.fill(route, positional, options, hasOptions, context);
  }

  private fill(route: Route, positional: unknown[], options: Record<string, unknown>, hasOptions: boolean, context: HelperContext): Record<string, unknown> {
    const defaults = this.parameterDefaults();
    // The optimized helper leaves the route's defaults out (`photo_path(1)` is `/photos/1`
    // under `(:locale)` with a default); the request and `defaultUrlOptions` still fill (API.md).
    const required = fillRequired(route, positional, hasOptions);
    if (required) return withDefaults(required, defaults);
    fillPositional(route, positional, options, context, defaults);
    // Rails' general rule starts from the route's defaults, over `defaultUrlOptions`.
    return withDefaults(options, isEmptyObject(route.defaults) ? defaults : { ...defaults, ...route.defaults });
  }

  /** Rails' `default_url_options` besides host and protocol: defaults for parameters (and the query). */
  private parameterDefaults(): Record<string, unknown> {
    const all = this.defaults() as Record<string, unknown>;
    // Read on every call (the application may change defaultUrlOptions); most have only a host.
    let out: Record<string, unknown> = NO_DEFAULTS;
    for (const key in all) {
      if (!Object.hasOwn(all, key) || ORIGIN_KEYS.has(key)) continue;
      if (out === NO_DEFAULTS) out = {};
      setOwn(out, key, all[key]);
    }
    return out;
  }

  /** Rails 2.3's `hash_for_NAME_path`: the options `url_for` would take for this route. */
  hashFor(route: Route, args: unknown[], context: HelperContext, kind: 'path' | 'url'): Record<string, unknown> {
    const options = this.routeOptions(route, args, context);
    const hash: Record<string, unknown> = {};
    if (route.controller !== undefined) hash.controller = route.controller;
    if (route.action !== undefined) hash.action = route.action;
    for (const key of Object.keys(route.defaults)) setOwn(hash, key, route.defaults[key]);
    hash.use_route = route.name;
    hash.only_path = kind === 'path';
    for (const key of Object.keys(options)) setOwn(hash, key, options[key]);
    return hash;
  }

  /** Rails' `url_for({ controller, action, ...params })`. */
  urlFor(input: Record<string, unknown>, context: HelperContext, kind: 'path' | 'url'): string {
    const options = withDefaults(splitArguments([input]).options, this.parameterDefaults());
    if (typeof options.use_route === 'string') {
      const route = this.set.named.get(options.use_route);
      if (!route) throw new UrlGenerationError(`No route named ${options.use_route}`);
      delete options.use_route;
      return this.finish(route, options, context, kind);
    }
    const controller = relativeController(options.controller, context.recall.controller);
    const action = (options.action ?? (options.controller === undefined ? context.recall.action : undefined) ?? 'index') as string;
    const wanted: Record<string, unknown> = { ...options, controller, action };
    // Rails' best fit: the route whose required defaults and parameters the options name most.
    const supplied = new Set(Object.keys(wanted).filter((key) => wanted[key] !== undefined && wanted[key] !== null));
    const candidates = this.set.routes
      .filter((route) => route.target.kind === 'controller' && routeServes(route, controller, action, wanted))
      .map((route) => ({ route, score: fitScore(route, supplied) }))
      .filter(({ score }) => score >= 0)
      .sort((a, b) => b.score - a.score || a.route.index - b.route.index);
    for (const { route } of candidates) {
      const parts = parameterizedParts(route, wanted, context.recall);
      if (missingKeys(route, parts).length > 0) continue;
      return this.finish(route, wanted, context, kind);
    }
    throw new UrlGenerationError(`No route matches ${describe(wanted)}`);
  }

  private finish(route: Route, options: Record<string, unknown>, context: HelperContext, kind: 'path' | 'url'): string {
    const parts = parameterizedParts(route, options, context.recall);
    const missing = missingKeys(route, parts);
    if (missing.length > 0) {
      const unmatched = missing.filter((key) => hasOwn(options, key) && toParamValue(options[key]) !== undefined);
      const absent = missing.filter((key) => !unmatched.includes(key));
      const wanted = { controller: route.controller, action: route.action, ...options };
      let message = `No route matches ${describe(wanted)}${route.name ? ` for route '${route.name}'` : ''}`;
      if (absent.length > 0) message += `, missing required keys: [${absent.sort().join(', ')}]`;
      if (unmatched.length > 0) message += `, possible unmatched constraints: [${unmatched.sort().join(', ')}]`;
      throw new UrlGenerationError(message, route.name);
    }
    dropTrailingDefaults(route, parts);
    const globs = route.pattern.globs;
    // A `:controller` segment keeps the slashes of a namespaced controller, as a glob does.
    let path = route.pattern.generate(parts, (name, value) => (globs.has(name) || name === 'controller' ? encodePath(value) : encodeSegment(value)));
    if (path === '') path = '/';

    const query: Record<string, unknown> = {};
    for (const key of Object.keys(options)) {
      if (URL_OPTION_KEYS.has(key) || route.pattern.has(key) || hasOwn(route.baseParams, key)) continue;
      setOwn(query, key, options[key]);
    }
    if (isPlainObject(options.params)) assignOwn(query, options.params);
    // A path needs only the script name; the origin's layers are worked out for URLs alone.
    const url = kind === 'path' || options.only_path === true ? undefined : this.resolveUrlOptions(route, options, context);
    const scriptName = url ? url.script_name : (options.script_name ?? context.request.script_name ?? this.defaults().script_name);
    // Rails chomps one trailing slash: `script_name: '/app/'` gives `/app/photos`.
    let out = `${String(scriptName ?? '').replace(/\/$/, '')}${path}`;
    // Rails' `add_trailing_slash`: not after a format (a dot in the path).
    if (options.trailing_slash === true && !out.endsWith('/') && !out.includes('.')) out += '/';
    const search = toQuery(query);
    if (search) out += `?${search}`;
    if (options.anchor !== undefined && options.anchor !== null && options.anchor !== false) out += `#${encodeFragment(toParamValue(options.anchor) ?? '')}`;
    if (!url) return out;
    return `${buildOrigin(url, context.request.invalidHost)}${out}`;
  }

  /**
   * Where a URL points, later ones winning: `defaultUrlOptions`, the request's own host and
   * protocol, the route's (`host:` or a string `subdomain`/`protocol`/`port` constraint),
   * then the call's options.
   */
  private resolveUrlOptions(route: Route, options: Record<string, unknown>, context: HelperContext): UrlOptions {
    const out: Record<string, unknown> = {};
    const { host, protocol, port, script_name } = context.request;
    const request: Record<string, unknown> = { host, protocol, port, script_name };
    const routeOwn: Record<string, unknown> = { ...route.urlDefaults };
    for (const key of ORIGIN_KEYS) {
      const value = route.defaults[key];
      if (typeof value === 'string' || typeof value === 'number') routeOwn[key] ??= value;
    }
    for (const source of [this.defaults() as Record<string, unknown>, request, routeOwn, options]) {
      if (source.host !== undefined && source.host !== null) {
        // A new host brings its own port, and its own scheme when it names one.
        delete out.port;
        if (/^([^:/]+:)?\/\//.test(String(source.host))) delete out.protocol;
      }
      for (const key of ORIGIN_KEYS) if (source[key] !== undefined) out[key] = source[key];
    }
    return out as UrlOptions;
  }
}

/** The call's options over `defaultUrlOptions` parameters; never the caller's object. */
function withDefaults(options: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, unknown> {
  if (defaults === NO_DEFAULTS) return options;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) if (!hasOwn(options, key)) setOwn(out, key, defaults[key]);
  for (const key of Object.keys(options)) setOwn(out, key, options[key]);
  return out;
}

/**
 * Rails' `url_for` controller: a leading slash is absolute (`'/admin/photos'`); otherwise it
 * replaces as many trailing parts of the current controller as it has (`'users'` from
 * `admin/photos` is `admin/users`).
 */
function relativeController(given: unknown, current: unknown): string | undefined {
  if (given === undefined || given === null) return typeof current === 'string' ? current : undefined;
  const name = String(given);
  if (name.startsWith('/')) return name.slice(1);
  if (typeof current !== 'string' || current === name) return name;
  const size = name.split('/').length;
  return [...current.split('/').slice(0, -size), name].join('/');
}

/** The values the path is built from: given ones, and recalled ones up to the last given. */
function parameterizedParts(route: Route, options: Record<string, unknown>, recall: Record<string, unknown>): Record<string, string> {
  const names = route.pattern.names;
  const given = (key: string): boolean => hasOwn(options, key);
  let last = names.length - 1;
  while (last >= 0) {
    const key = names[last] as string;
    const absent = !(given(key) || route.scopeOptionKeys.includes(key));
    const bothNull = ((given(key) ? options[key] : null) ?? null) === null && ((hasOwn(recall, key) ? recall[key] : null) ?? null) === null;
    if (!absent && !bothNull) break;
    last--;
  }
  const keep = new Set([...names.slice(0, last + 1), ...route.pattern.required]);
  // Null prototype: a parameter named `constructor` finds nothing inherited.
  const parts = Object.create(null) as Record<string, string>;
  const required = route.pattern.required;
  for (const key of keep) {
    let value = toParamValue(given(key) ? options[key] : hasOwn(recall, key) ? recall[key] : undefined);
    // A required segment left out takes the route's own default (`format: true` + `defaults: { format }`).
    if (value === undefined && hasOwn(route.defaults, key) && required.includes(key)) value = toParamValue(route.defaults[key]);
    // Rails 7+: a blank value leaves an optional part out; a required segment keeps ''.
    if (value !== undefined && value.trim() === '' && !required.includes(key)) continue;
    if (value !== undefined) setOwn(parts, key, value);
  }
  return parts;
}

/**
 * Required keys without a value, or whose value breaks its constraint. A name both outside
 * and inside optional parts is no required part for Rails: its constraint is not checked,
 * but without a value it is missing (Rails answers an empty path: ALLOWED.md).
 */
function missingKeys(route: Route, parts: Record<string, string>): string[] {
  const checked = requiredParts(route);
  return route.pattern.required.filter((key) => {
    const value = parts[key];
    if (value === undefined) return true;
    if (checked !== route.pattern.required && !checked.includes(key)) return false;
    // The matcher's linear test: a long value in an overlapping constraint never backtracks.
    const check = valueTest(route, key);
    return check !== undefined && !check.test(value);
  });
}

function dropTrailingDefaults(route: Route, parts: Record<string, string>): void {
  const names = route.pattern.names;
  for (let i = names.length - 1; i >= 0; i--) {
    const key = names[i] as string;
    const fallback = route.baseParams[key];
    const value = parts[key];
    if ((fallback === undefined || fallback === null) && value !== undefined && value !== '') break;
    if (String(value ?? '') !== String(fallback ?? '')) continue;
    // Any name outside the optional parts stops it, even one also inside one (unlike Rails: ALLOWED.md).
    if (route.pattern.required.includes(key)) break;
    delete parts[key];
  }
}

function routeServes(route: Route, controller: string | undefined, action: string, wanted: Record<string, unknown>): boolean {
  const controllerOk = route.pattern.has('controller') || route.controller === controller;
  const actionOk = route.pattern.has('action') || route.action === action;
  if (!controllerOk || !actionOk) return false;
  return route.requiredDefaults.every(
    (key) => key === 'controller' || key === 'action' || String(wanted[key] ?? '') === String(route.defaults[key] ?? ''),
  );
}

/** Rails' `Route#score`: -1 when a required parameter is not supplied. */
function fitScore(route: Route, supplied: Set<string>): number {
  if (requiredParts(route).some((name) => !supplied.has(name))) return -1;
  return route.requiredDefaults.length * 2 + route.pattern.names.filter((name) => supplied.has(name)).length;
}

/** `{action: "show", controller: "photos"}`, keys sorted, as Rails shows what it looked for. */
function describe(values: Record<string, unknown>): string {
  const entries = Object.keys(values)
    .filter((key) => values[key] !== undefined && values[key] !== null && !URL_OPTION_KEYS.has(key))
    .sort()
    .map((key) => `${key}: ${JSON.stringify(toParamValue(values[key]))}`);
  return `{${entries.join(', ')}}`;
}
