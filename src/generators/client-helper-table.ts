/**
 * Which helpers a route table gives a `--client` module, by the server's own naming rules
 * (url-helpers.ts), and which of its engine mounts become helper proxies (`help.article_path`).
 */
import { mountedEngine, type Engine } from '../definition/engine';
import type { Route } from '../definition/route';
import { camelize } from '../support/inflection';
import { selectionNames } from './route-selection';

/** What a table offers: its routes, its `direct` helper names (not shipped), its defaults. */
export interface HelperSource {
  routes: readonly Route[];
  directNames: readonly string[];
  defaultUrlOptions: Record<string, unknown>;
}

/**
 * The helpers a table gives, as the server defines them (url-helpers.ts): `NAME_path` and
 * `NAME_url` per named route, each also in camelCase, a later definition taking a name an
 * earlier one had; names a `direct`, `url_for` or `polymorphic_*` helper takes stay out.
 */
export function helperTable(source: HelperSource): Map<string, { route: Route; url: boolean }> {
  const table = new Map<string, { route: Route; url: boolean } | null>();
  const define = (name: string, value: { route: Route; url: boolean } | null): void => {
    table.set(name, value);
    table.set(camelize(name), value);
  };
  for (const route of source.routes) {
    if (route.name === undefined) continue;
    define(`${route.name}_path`, { route, url: false });
    define(`${route.name}_url`, { route, url: true });
  }
  for (const name of source.directNames) {
    define(`${name}_path`, null);
    define(`${name}_url`, null);
  }
  for (const name of ['url_for', 'polymorphic_path', 'polymorphic_url']) define(name, null);
  const out = new Map<string, { route: Route; url: boolean }>();
  for (const [name, value] of table) if (value) out.set(name, value);
  return out;
}

/** Whether an engine mounted behind `mounts` has a helper the selection keeps, itself or in an engine it mounts. */
export function hasSelected(
  engine: Engine,
  mounts: readonly string[],
  selected: (names: readonly string[]) => boolean,
): boolean {
  const source = { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: {} };
  for (const { route } of helperTable(source).values()) if (selected(selectionNames(mounts, route))) return true;
  return nestedMounts(source).some(({ route, engine: inner }) => hasSelected(inner, [...mounts, route.name], selected));
}

/** The named engine mounts of a table that become members of its proxy (a helper of the same name keeps the name). */
export function nestedMounts(source: HelperSource): Array<{ route: Route & { name: string }; engine: Engine }> {
  const names = new Set(helperTable(source).keys());
  const out: Array<{ route: Route & { name: string }; engine: Engine }> = [];
  for (const route of source.routes) {
    const engine = mountedEngine(route);
    if (!engine || route.name === undefined || names.has(route.name)) continue;
    names.add(route.name);
    out.push({ route: route as Route & { name: string }, engine });
  }
  return out;
}
