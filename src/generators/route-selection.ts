/**
 * Which routes a generator writes: `--include` and `--exclude` (and `watch({ client })`) are
 * RegExps tried on a route's selection names, the same for the browser module and the
 * OpenAPI document:
 * - its name; an engine's route both behind its mounts' names (`blog.admin_post`,
 *   `docs.inner.file`) and by its own (`admin_post`), so that `--include '^blog\.'` takes
 *   one engine and `--exclude '^admin_'` leaves out every admin route however deep it is
 *   mounted;
 * - a route without a name (only the OpenAPI document has those) takes the name of the
 *   helper that generates its path, the named route of the same path in its table (as
 *   `rails routes` groups them: `PATCH /admin/posts/:id` under `admin_post`), else the
 *   `controller#action` it goes to.
 * A route is written when `include` matches one of its names and `exclude` matches none.
 */
import type { Route } from '../definition/route';

/** The `--include`/`--exclude` RegExps; either may be absent. */
export interface RouteSelection {
  /** Only routes one of whose selection names matches. */
  include?: RegExp;
  /** No route one of whose selection names matches. */
  exclude?: RegExp;
}

/** The name of the first named route of each path of a table: what its unnamed routes are selected by. */
export function namesByPath(table: readonly Route[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const route of table) if (route.name !== undefined && !names.has(route.path)) names.set(route.path, route.name);
  return names;
}

/**
 * `['blog.admin_post', 'admin_post']`: the mount names on the way and the route's own name
 * (for an unnamed route, its path's name from `namesByPath` of its table, else
 * `controller#action`), then, behind a mount, the own name alone.
 */
export function selectionNames(
  mounts: readonly string[],
  route: Route,
  pathNames: ReadonlyMap<string, string> = new Map(),
): string[] {
  const own =
    route.name ??
    pathNames.get(route.path) ??
    (route.controller !== undefined && route.action !== undefined ? `${route.controller}#${route.action}` : '');
  return mounts.length === 0 ? [own] : [[...mounts, own].join('.'), own];
}

/**
 * A test of a route's selection names. The RegExps are copied without `g` and `y`: those
 * make `test` start at the `lastIndex` a previous name left, so a route would be kept or
 * dropped by the order of the table.
 */
export function routeSelector(selection: RouteSelection): (names: readonly string[]) => boolean {
  const stateless = (pattern: RegExp | undefined): RegExp | undefined =>
    pattern === undefined ? undefined : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const include = stateless(selection.include);
  const exclude = stateless(selection.exclude);
  return (names) =>
    (include === undefined || names.some((name) => include.test(name))) &&
    !(exclude !== undefined && names.some((name) => exclude.test(name)));
}
