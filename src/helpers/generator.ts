/**
 * Builds paths and URLs from routes, by Rails' and Journey's rules: positional arguments
 * fill the required parameters or the parameters in order (arguments.ts); the options start
 * from the route's defaults; the current request's parameters fill what is missing; an
 * optional part appears only when all its parameters have values; trailing optional values
 * equal to the route's defaults are left out; other keys go to the query string. The steps
 * on plain data are URL rules (url-rules/generation.ts, which the browser module runs too);
 * this class reads them from a `Route` and adds what only the server has: the request's
 * parameters, `url_for`'s search for a route, the matcher's constraint test.
 */
import { valueTest } from '../matcher/constraints/value-check';
import { UrlGenerationError } from '../errors';
import type { Route } from '../definition/route';
import type { RouteSet } from '../definition/route-set';
import { assignOwn, hasOwn, isEmptyObject, isPlainObject, setOwn } from '../support/own';
import { toQuery } from './query-string';
import { encodeFragment, encodePath, encodeSegment } from '../support/url-encoding';
import { toParamValue } from './to-param';
import { valueText } from '../url-rules/values';
import { fillPositional, fillRequired, requiredParts, splitArguments } from './arguments';
import { buildOrigin } from '../request/origin';
import { URL_OPTION_KEYS, type HelperContext, type UrlOptions } from './url-options';
import {
  describeValues,
  dropTrailingDefaults,
  layerOrigin,
  missingKeys,
  missingKeysMessage,
  parameterDefaults,
  parameterizedParts,
  withDefaults,
} from '../url-rules/generation';

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
  forRouteSplit(
    route: Route,
    positional: unknown[],
    options: Record<string, unknown>,
    context: HelperContext,
    kind: 'path' | 'url',
  ): string {
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

  private fill(
    route: Route,
    positional: unknown[],
    options: Record<string, unknown>,
    hasOptions: boolean,
    context: HelperContext,
  ): Record<string, unknown> {
    const defaults = this.parameterDefaults();
    // The optimized helper leaves the route's defaults out (`photo_path(1)` is `/photos/1`
    // under `(:locale)` with a default); the request and `defaultUrlOptions` still fill (API.md).
    const required = fillRequired(route, positional, hasOptions);
    if (required) return withDefaults(required, defaults);
    fillPositional(route, positional, options, context, defaults);
    // Rails' general rule starts from the route's defaults, over `defaultUrlOptions`.
    return withDefaults(options, isEmptyObject(route.defaults) ? defaults : { ...defaults, ...route.defaults });
  }

  /** Rails' `default_url_options` besides those that place the URL: defaults for parameters (and the query). */
  private parameterDefaults(): Record<string, unknown> {
    return parameterDefaults(this.defaults());
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
    const action = (options.action ??
      (options.controller === undefined ? context.recall.action : undefined) ??
      'index') as string;
    const wanted: Record<string, unknown> = { ...options, controller, action };
    // Rails' best fit: the route whose required defaults and parameters the options name most.
    const supplied = new Set(Object.keys(wanted).filter((key) => wanted[key] !== undefined && wanted[key] !== null));
    const candidates = this.set.routes
      .filter((route) => route.target.kind === 'controller' && routeServes(route, controller, action, wanted))
      .map((route) => ({ route, score: fitScore(route, supplied) }))
      .filter(({ score }) => score >= 0)
      .sort((a, b) => b.score - a.score || a.route.index - b.route.index);
    for (const { route } of candidates) {
      if (missingFor(route, parameterizedPartsOf(route, wanted, context.recall)).length > 0) continue;
      return this.finish(route, wanted, context, kind);
    }
    throw new UrlGenerationError(`No route matches ${describeValues(wanted)}`);
  }

  private finish(route: Route, options: Record<string, unknown>, context: HelperContext, kind: 'path' | 'url'): string {
    const parts = parameterizedPartsOf(route, options, context.recall);
    const missing = missingFor(route, parts);
    if (missing.length > 0) throw new UrlGenerationError(missingKeysMessage(route, options, missing), route.name);
    dropTrailingDefaults(route.pattern.names, route.pattern.required, route.baseParams, parts);
    const globs = route.pattern.globs;
    // A `:controller` segment keeps the slashes of a namespaced controller, as a glob does.
    let path = route.pattern.generate(parts, (name, value) =>
      globs.has(name) || name === 'controller' ? encodePath(value) : encodeSegment(value),
    );
    if (path === '') path = '/';

    const query: Record<string, unknown> = {};
    for (const key of Object.keys(options)) {
      if (URL_OPTION_KEYS.has(key) || route.pattern.has(key) || hasOwn(route.baseParams, key)) continue;
      setOwn(query, key, options[key]);
    }
    if (isPlainObject(options.params)) assignOwn(query, options.params);
    // A path needs only the script name; the origin's layers are worked out for URLs alone.
    const url =
      kind === 'path' || options.only_path === true ? undefined : this.resolveUrlOptions(route, options, context);
    const scriptName = url
      ? url.script_name
      : (options.script_name ?? context.request.script_name ?? this.defaults().script_name);
    // Rails chomps one trailing slash: `script_name: '/app/'` gives `/app/photos`.
    let out = `${valueText(scriptName ?? '').replace(/\/$/, '')}${path}`;
    // Rails' `add_trailing_slash`: not after a format (a dot in the path).
    if (options.trailing_slash === true && !out.endsWith('/') && !out.includes('.')) out += '/';
    const search = toQuery(query);
    if (search) out += `?${search}`;
    if (options.anchor !== undefined && options.anchor !== null && options.anchor !== false)
      out += `#${encodeFragment(toParamValue(options.anchor) ?? '')}`;
    if (!url) return out;
    return `${buildOrigin(url, context.request.invalidHost)}${out}`;
  }

  /** Where a URL points: `defaultUrlOptions`, the request's own host, protocol and port, the route's, the call's. */
  private resolveUrlOptions(route: Route, options: Record<string, unknown>, context: HelperContext): UrlOptions {
    const { host, protocol, port, script_name } = context.request;
    const below = [this.defaults(), { host, protocol, port, script_name }];
    return layerOrigin(route.urlDefaults, route.defaults, below, options);
  }
}

/**
 * Rails' `url_for` controller: a leading slash is absolute (`'/admin/photos'`); otherwise it
 * replaces as many trailing parts of the current controller as it has (`'users'` from
 * `admin/photos` is `admin/users`).
 */
function relativeController(given: unknown, current: unknown): string | undefined {
  if (given === undefined || given === null) return typeof current === 'string' ? current : undefined;
  const name = valueText(given);
  if (name.startsWith('/')) return name.slice(1);
  if (typeof current !== 'string' || current === name) return name;
  const size = name.split('/').length;
  return [...current.split('/').slice(0, -size), name].join('/');
}

/** The URL rule's values for a route's path (url-rules/generation.ts). */
function parameterizedPartsOf(
  route: Route,
  options: Record<string, unknown>,
  recall: Record<string, unknown>,
): Record<string, string> {
  return parameterizedParts(
    route.pattern.names,
    route.pattern.required,
    route.scopeOptionKeys,
    route.defaults,
    options,
    recall,
  );
}

/** Required keys without a value or breaking their constraint, by the matcher's linear test (a long value never backtracks). */
function missingFor(route: Route, parts: Record<string, string>): string[] {
  return missingKeys(route.pattern.required, requiredParts(route), parts, (key, value) => {
    const check = valueTest(route, key);
    return check === undefined || check.test(value);
  });
}

function routeServes(
  route: Route,
  controller: string | undefined,
  action: string,
  wanted: Record<string, unknown>,
): boolean {
  const controllerOk = route.pattern.has('controller') || route.controller === controller;
  const actionOk = route.pattern.has('action') || route.action === action;
  if (!controllerOk || !actionOk) return false;
  return route.requiredDefaults.every(
    (key) =>
      key === 'controller' || key === 'action' || valueText(wanted[key] ?? '') === valueText(route.defaults[key] ?? ''),
  );
}

/** Rails' `Route#score`: -1 when a required parameter is not supplied. */
function fitScore(route: Route, supplied: Set<string>): number {
  if (requiredParts(route).some((name) => !supplied.has(name))) return -1;
  return route.requiredDefaults.length * 2 + route.pattern.names.filter((name) => supplied.has(name)).length;
}
