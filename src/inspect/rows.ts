/**
 * The inspector's rows: one per route, as `rails routes` lists them, filtered by grep
 * pattern or controller.
 */
import type { Route } from '../definition/route';
import { endpointOf } from '../definition/endpoint';
import { escapeRegExp } from '../definition/path-pattern';
import { underscore } from '../support/inflection';
import { joinPath } from '../engines/full-listing';
import { reachRegExp } from '../engines/reach';

export interface RouteRow {
  name: string;
  verb: string;
  path: string;
  /** `photos#show {id: /\d+/}`: the endpoint and any segment constraints. */
  reqs: string;
}

/** Which routes a listing shows, as `rails routes -g` and `-c` choose them. */
export interface InspectFilter {
  /** Routes whose name, verb, path or controller#action match it (a RegExp source, else text), or whose pattern matches it as a URL. */
  grep?: string;
  /** Routes of this controller, module path included (`admin/users`, or `Admin::UsersController`). */
  controller?: string;
  /**
   * For an engine's listing: the full paths it is mounted at (every mount, all the way
   * down), so that a URL given to `grep` is looked for where the engine's routes are reached.
   */
  mountedAt?: readonly string[];
}

/** `router.inspect(options)`: the filter, and which listing (`rails routes -E`, `--unused`). */
export interface InspectOptions extends InspectFilter {
  /** Rails' expanded form: one block per route, with Middleware and Source Location. */
  expanded?: boolean;
  /** Only the routes whose controller or action does not resolve (what `verify()` reports). */
  unused?: boolean;
  /** Only the routes no request reaches: an earlier route without request constraints takes their requests (unreachable.ts). */
  unreachable?: boolean;
  /** Width of the expanded form's `--[ Route N ]` lines (default 80). */
  width?: number;
}

function inspectValue(value: unknown): string {
  return value instanceof RegExp ? String(value) : JSON.stringify(value);
}

export function rowOf(route: Route): RouteRow {
  // What `rails routes` shows: the route's requirements in Rails' sense, i.e. the defaults
  // (a string or integer host/subdomain/... constraint among them, where Rails puts it)
  // with the segment requirements over them, without controller and action. Request
  // conditions (`format: /xml/` on a format-less route, `ip`, ...) are not shown.
  const merged = { ...(route.listedDefaults ?? route.defaults), ...route.requirements };
  const constraints = Object.entries(merged).filter(([key]) => key !== 'controller' && key !== 'action');
  const shown = constraints.map(([key, value]) => `${key}: ${inspectValue(value)}`).join(', ');
  return {
    name: route.name ?? '',
    verb: route.verb,
    path: route.path,
    reqs: constraints.length > 0 ? `${endpointOf(route)} {${shown}}` : endpointOf(route),
  };
}

function matchesFilter(route: Route, row: RouteRow, filter: InspectFilter): boolean {
  if (filter.controller !== undefined) {
    const name = underscore(filter.controller).replace(/_?controller$/, '');
    return new RegExp(escapeRegExp(name)).test(route.controller ?? '');
  }
  if (filter.grep !== undefined) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(filter.grep);
    } catch {
      pattern = new RegExp(escapeRegExp(filter.grep));
    }
    // An engine's routes are matched by their full paths, as they are reached.
    const prefixes = filter.mountedAt ?? [''];
    const fields = [
      route.controller ?? '',
      route.action ?? '',
      row.verb,
      row.name,
      ...prefixes.map((prefix) => joinPath(prefix, row.path)),
    ];
    if (fields.some((field) => pattern.test(field))) return true;
    const url = `/${filter.grep}`.replace(/\/+/g, '/');
    return prefixes.some((prefix) => reachRegExp(route, prefix).test(url));
  }
  return true;
}

export function filterRoutes(routes: readonly Route[], filter: InspectFilter = {}): Route[] {
  return routes.filter((route) => matchesFilter(route, rowOf(route), filter));
}
