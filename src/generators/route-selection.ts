/**
 * Which routes a generator writes: `--include` and `--exclude` (and `watch({ client })`) are
 * RegExps tested on a route's selection name. That name is the route's name, an engine's
 * route behind its mount's (`blog.admin_post`, `docs.inner.file`), so that one pattern keeps
 * a route out of the browser module and the OpenAPI document alike, however deep it is
 * mounted. A route without a name (only the OpenAPI document has those) is selected by the
 * `controller#action` it goes to, so `--exclude admin` leaves out `admin/reports#index` too.
 */
import type { Route } from '../definition/route';

/** The `--include`/`--exclude` RegExps; either may be absent. */
export interface RouteSelection {
  /** Only routes whose selection name matches. */
  include?: RegExp;
  /** No route whose selection name matches. */
  exclude?: RegExp;
}

/** `blog.admin_post`: the mount names on the way, then the route's own name (else `controller#action`). */
export function selectionName(mounts: readonly string[], route: Route): string {
  const own =
    route.name ??
    (route.controller !== undefined && route.action !== undefined ? `${route.controller}#${route.action}` : '');
  return [...mounts, own].join('.');
}

/**
 * A test of selection names. The RegExps are copied without `g` and `y`: those make `test`
 * start at the `lastIndex` a previous name left, so a route would be kept or dropped by the
 * order of the table.
 */
export function routeSelector(selection: RouteSelection): (name: string) => boolean {
  const stateless = (pattern: RegExp | undefined): RegExp | undefined =>
    pattern === undefined ? undefined : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const include = stateless(selection.include);
  const exclude = stateless(selection.exclude);
  return (name) => (include === undefined || include.test(name)) && !(exclude !== undefined && exclude.test(name));
}
