/**
 * The server's side of URL helpers: a route's path or URL is built by the one URL builder
 * (url-rules/route-url.ts, which the `--client` module runs too) from the route's data
 * (route-data.ts, its constraints tested by the matcher's value test); this class adds what
 * only the server has: the request's parameters and origin (`HelperContext`, the origin
 * checked by request/origin.ts), and `url_for`'s search for a route.
 */
import { UrlGenerationError } from '../errors';
import type { Route } from '../definition/route';
import type { RouteSet } from '../definition/route-set';
import { setOwn } from '../support/own';
import { valueText } from '../url-rules/values';
import { splitArguments } from '../url-rules/arguments';
import { buildOrigin } from '../request/origin';
import type { HelperContext, UrlOptions } from './url-options';
import { noRouteMatches, parameterDefaults, withDefaults } from '../url-rules/generation';
import { prepareRoute, type PreparedRoute } from '../url-rules/route-data';
import { finishUrl, missingParts, routeOptions, routeUrl, type UrlContext } from '../url-rules/route-url';
import { routeData } from './route-data';

/** A helper call's context for the URL builder: `defaultUrlOptions`, then the request's recall and origin. */
class ServerUrlContext implements UrlContext {
  readonly scriptName: unknown;

  constructor(
    readonly defaults: UrlOptions,
    private readonly context: HelperContext,
    readonly url: boolean,
  ) {
    this.scriptName = context.request.script_name ?? defaults.script_name;
  }

  get recall(): Record<string, unknown> {
    return this.context.recall;
  }

  originLayers(): ReadonlyArray<Record<string, unknown>> {
    const { host, protocol, port, script_name } = this.context.request;
    return [this.defaults, { host, protocol, port, script_name }];
  }

  origin(url: Record<string, unknown>): string {
    return buildOrigin(url, this.context.request.invalidHost);
  }
}

export class UrlGenerator {
  constructor(
    private readonly set: RouteSet,
    private readonly defaults: () => UrlOptions,
  ) {}

  private contextFor(context: HelperContext, kind: 'path' | 'url'): UrlContext {
    return new ServerUrlContext(this.defaults(), context, kind === 'url');
  }

  /** A named route's path or URL for helper arguments `(...positional, options?)`. */
  forRoute(route: Route, args: unknown[], context: HelperContext, kind: 'path' | 'url'): string {
    return routeUrl(routeData(route), args, this.contextFor(context, kind));
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
    const prepared = prepareRoute(routeData(route));
    const urlContext = this.contextFor(context, kind);
    return finishUrl(prepared, routeOptions(prepared, positional, own, hasOptions, urlContext), urlContext);
  }

  /** Rails 2.3's `hash_for_NAME_path`: the options `url_for` would take for this route. */
  hashFor(route: Route, args: unknown[], context: HelperContext, kind: 'path' | 'url'): Record<string, unknown> {
    const prepared = prepareRoute(routeData(route));
    const { positional, options: given, hasOptions } = splitArguments(args, prepared.nameSet);
    const options = routeOptions(prepared, positional, given, hasOptions, this.contextFor(context, kind));
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
    const urlContext = this.contextFor(context, kind);
    const options = withDefaults(splitArguments([input]).options, parameterDefaults(urlContext.defaults));
    if (typeof options.use_route === 'string') {
      const route = this.set.named.get(options.use_route);
      if (!route) throw new UrlGenerationError(`No route named ${options.use_route}`);
      delete options.use_route;
      return finishUrl(prepareRoute(routeData(route)), options, urlContext);
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
      .map((route) => ({ route, prepared: prepareRoute(routeData(route)) }))
      .map(({ route, prepared }) => ({ route, prepared, score: fitScore(route, prepared, supplied) }))
      .filter(({ score }) => score >= 0)
      .sort((a, b) => b.score - a.score || a.route.index - b.route.index);
    for (const { prepared } of candidates) {
      if (missingParts(prepared, wanted, context.recall).length > 0) continue;
      return finishUrl(prepared, wanted, urlContext);
    }
    throw new UrlGenerationError(noRouteMatches(wanted));
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
function fitScore(route: Route, prepared: PreparedRoute, supplied: Set<string>): number {
  if (prepared.parts.some((name) => !supplied.has(name))) return -1;
  return route.requiredDefaults.length * 2 + route.pattern.names.filter((name) => supplied.has(name)).length;
}
