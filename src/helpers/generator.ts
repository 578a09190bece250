/**
 * Builds paths and URLs from routes, by Journey's rules: positional arguments fill the
 * route's parameters in order; the current request's parameters fill what is missing; an
 * optional part appears only when all its parameters have values; trailing optional values
 * equal to the route's defaults are left out; other keys go to the query string.
 */
import { MISSING_HOST_MESSAGE, UrlGenerationError } from '../errors';
import type { Route } from '../definition/route';
import type { RouteSet } from '../definition/route-set';
import { assignOwn, hasOwn, isPlainObject, setOwn } from '../support/own';
import { toQuery } from './query-string';
import { encodeFragment, encodePath, encodeSegment } from '../support/url-encoding';
import { toParamValue } from './to-param';
import { URL_OPTION_KEYS, type HelperContext, type UrlOptions } from './url-options';

export class UrlGenerator {
  constructor(
    private readonly set: RouteSet,
    private readonly defaults: () => UrlOptions,
  ) {}

  /** A named route's path or URL for helper arguments `(...positional, options?)`. */
  forRoute(route: Route, args: unknown[], context: HelperContext, kind: 'path' | 'url'): string {
    const { positional, options } = splitArguments(args);
    fillPositional(route, positional, options, context);
    return this.finish(route, options, context, kind);
  }

  /** Rails 2.3's `hash_for_NAME_path`: the options `url_for` would take for this route. */
  hashFor(route: Route, args: unknown[], context: HelperContext, kind: 'path' | 'url'): Record<string, unknown> {
    const { positional, options } = splitArguments(args);
    fillPositional(route, positional, options, context);
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
    const { options } = splitArguments([input]);
    if (typeof options.use_route === 'string') {
      const route = this.set.named.get(options.use_route);
      if (!route) throw new UrlGenerationError(`No route named ${options.use_route}`);
      delete options.use_route;
      return this.finish(route, options, context, kind);
    }
    const controller = (options.controller ?? context.recall.controller) as string | undefined;
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
      const unmatched = missing.filter((key) => hasOwn(options, key) && options[key] !== undefined && options[key] !== null);
      const absent = missing.filter((key) => !unmatched.includes(key));
      const wanted = { controller: route.controller, action: route.action, ...options };
      let message = `No route matches ${describe(wanted)}${route.name ? ` for route '${route.name}'` : ''}`;
      if (absent.length > 0) message += `, missing required keys: [${absent.sort().join(', ')}]`;
      if (unmatched.length > 0) message += `, possible unmatched constraints: [${unmatched.sort().join(', ')}]`;
      throw new UrlGenerationError(message, route.name);
    }
    dropTrailingDefaults(route, parts);
    const globs = route.pattern.globs;
    let path = route.pattern.generate(parts, (name, value) => (globs.has(name) ? encodePath(value) : encodeSegment(value)));
    if (path === '') path = '/';

    const query: Record<string, unknown> = {};
    for (const key of Object.keys(options)) {
      if (URL_OPTION_KEYS.has(key) || route.pattern.has(key) || hasOwn(route.baseParams, key)) continue;
      setOwn(query, key, options[key]);
    }
    if (isPlainObject(options.params)) assignOwn(query, options.params);
    const url = this.resolveUrlOptions(route, options, context);
    let out = `${url.script_name ?? ''}${path}`;
    const search = toQuery(query);
    if (search) out += `?${search}`;
    if (options.anchor !== undefined && options.anchor !== null) out += `#${encodeFragment(toParamValue(options.anchor) ?? '')}`;
    if (kind === 'path' || options.only_path === true) return out;
    return `${origin(url)}${out}`;
  }

  /** Explicit options, then the route's, then `defaultUrlOptions`, then the request's. */
  private resolveUrlOptions(route: Route, options: Record<string, unknown>, context: HelperContext): UrlOptions {
    const { host, protocol, port, script_name } = context.request;
    const out: UrlOptions = { host, protocol, port, script_name, ...this.defaults(), ...(route.urlDefaults as UrlOptions) };
    for (const key of ['host', 'protocol', 'port', 'subdomain', 'domain', 'script_name'] as const) {
      if (options[key] !== undefined) (out as Record<string, unknown>)[key] = options[key];
    }
    return out;
  }
}

function origin(url: UrlOptions): string {
  if (!url.host) throw new UrlGenerationError(MISSING_HOST_MESSAGE);
  const protocol = (url.protocol ?? 'http').replace(/:(\/\/)?$/, '');
  let host = url.host.replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
  let port: string | undefined;
  const hostPort = /^(.*?)(?::(\d+))?$/.exec(host);
  if (hostPort) {
    host = hostPort[1] as string;
    port = hostPort[2];
  }
  if (url.port !== undefined && url.port !== null && url.port !== '') port = String(url.port);
  if (url.subdomain !== undefined || url.domain !== undefined) {
    const labels = host.split('.');
    const domain = url.domain ?? labels.slice(-2).join('.');
    const subdomain = url.subdomain === undefined ? labels.slice(0, -2).join('.') : url.subdomain;
    host = subdomain ? `${subdomain}.${domain}` : domain;
  }
  const standard = (protocol === 'http' && port === '80') || (protocol === 'https' && port === '443');
  return `${protocol}://${host}${port && !standard ? `:${port}` : ''}`;
}

/** The camelCase spellings of the multi-word URL options (parameter names are left alone). */
const CAMEL_URL_OPTIONS: Record<string, string> = Object.assign(Object.create(null), {
  onlyPath: 'only_path',
  scriptName: 'script_name',
  useRoute: 'use_route',
  trailingSlash: 'trailing_slash',
});

export function splitArguments(args: unknown[]): { positional: unknown[]; options: Record<string, unknown> } {
  const positional = [...args];
  const last = positional[positional.length - 1];
  const options: Record<string, unknown> = {};
  if (isPlainObject(last)) {
    positional.pop();
    for (const key of Object.keys(last)) setOwn(options, CAMEL_URL_OPTIONS[key] ?? key, last[key]);
  }
  return { positional, options };
}

/**
 * Positional arguments fill the route's parameters in order, skipping those given by name.
 * With fewer arguments than parameters, recalled ones are skipped too, leftmost first, until
 * the arguments fit: on `/en/photos/5`, `photo_path(1)` keeps `en` and fills `:id` with 1.
 */
export function fillPositional(route: Route, positional: unknown[], options: Record<string, unknown>, context: HelperContext): void {
  if (positional.length === 0) return;
  let keys = route.pattern.names.filter((key) => !hasOwn(options, key));
  let excess = keys.filter((key) => key !== 'format').length - positional.length;
  if (excess > 0) {
    keys = keys.filter((key) => {
      if (excess > 0 && key !== 'format' && hasOwn(context.recall, key)) {
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
  for (const key of keep) {
    const value = toParamValue(given(key) ? options[key] : hasOwn(recall, key) ? recall[key] : undefined);
    if (value !== undefined) setOwn(parts, key, value);
  }
  return parts;
}

function missingKeys(route: Route, parts: Record<string, string>): string[] {
  return route.pattern.required.filter((key) => {
    const value = parts[key];
    if (value === undefined) return true;
    const check = route.checks[key];
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
  if (route.pattern.required.some((name) => !supplied.has(name))) return -1;
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
