/**
 * Which helpers a route table gives a `--client` module, by the server's own naming rule
 * (helpers/helper-names.ts), and which of its engine mounts become helper proxies (`help.article_path`).
 */
import { mountedEngine, type Engine } from '../definition/engine';
import type { Route } from '../definition/route';
import { definedNames, helperDefinitions, spellings } from '../helpers/helper-names';
import { selectionNames } from './route-selection';

/** What a table offers: its routes, its `direct` helper names (not shipped), its defaults. */
export interface HelperSource {
  routes: readonly Route[];
  directNames: readonly string[];
  defaultUrlOptions: Record<string, unknown>;
}

/**
 * The helpers a table gives, as the server defines them (helpers/helper-names.ts), that the
 * module ships: each named route's, in both spellings; a name a `direct`, `hash_for_`,
 * `url_for` or `polymorphic_*` helper takes stays out.
 */
export function helperTable(source: HelperSource): Map<string, { route: Route; url: boolean }> {
  const table = new Map<string, { route: Route; url: boolean } | null>();
  for (const definition of helperDefinitions(source.routes, source.directNames)) {
    const value = definition.kind === 'route' ? { route: definition.route, url: definition.url } : null;
    for (const spelling of spellings(definition.name)) table.set(spelling, value);
  }
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

/** The named engine mounts of a table that become members of its proxy (a helper of the same name keeps the name, as on the server). */
export function nestedMounts(source: HelperSource): Array<{ route: Route & { name: string }; engine: Engine }> {
  const names = definedNames(helperDefinitions(source.routes, source.directNames));
  const out: Array<{ route: Route & { name: string }; engine: Engine }> = [];
  for (const route of source.routes) {
    const engine = mountedEngine(route);
    if (!engine || route.name === undefined || names.has(route.name)) continue;
    names.add(route.name);
    out.push({ route: route as Route & { name: string }, engine });
  }
  return out;
}
