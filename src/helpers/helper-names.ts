/**
 * Which helpers a route table gives, by name: `NAME_path` and `NAME_url` per named route
 * (and `hash_for_NAME_path`/`_url` for a route of the map form, as Rails 2.3 had), the same
 * per `direct` helper, then `url_for`, `polymorphic_path` and `polymorphic_url`; each also in
 * its camelCase spelling, a later definition taking a name an earlier one had. The server's
 * helper objects (url-helpers.ts), the `--client` module (generators/client-helper-table.ts)
 * and `--types` (generators/types-generator.ts) all read them here.
 */
import type { Route } from '../definition/route';
import { camelize } from '../support/inflection';

/** One helper a table defines: its snake_case name and what it gives. */
export type HelperDefinition =
  | { readonly kind: 'route' | 'hash_for'; readonly name: string; readonly route: Route; readonly url: boolean }
  | { readonly kind: 'direct'; readonly name: string; readonly direct: string; readonly url: boolean }
  | { readonly kind: 'url_for' | 'polymorphic'; readonly name: string; readonly url: boolean };

/** A helper's spellings: its name, and its camelCase one when that differs. */
export function spellings(name: string): string[] {
  const camel = camelize(name);
  return camel === name ? [name] : [name, camel];
}

/** Every helper the named routes and `direct` helpers give, in the order they are defined (a later one wins a name). */
export function helperDefinitions(routes: Iterable<Route>, directNames: Iterable<string>): HelperDefinition[] {
  const out: HelperDefinition[] = [];
  for (const route of routes) {
    const name = route.name;
    if (name === undefined) continue;
    out.push({ kind: 'route', name: `${name}_path`, route, url: false });
    out.push({ kind: 'route', name: `${name}_url`, route, url: true });
    if (route.mapForm) {
      out.push({ kind: 'hash_for', name: `hash_for_${name}_path`, route, url: false });
      out.push({ kind: 'hash_for', name: `hash_for_${name}_url`, route, url: true });
    }
  }
  for (const direct of directNames) {
    out.push({ kind: 'direct', name: `${direct}_path`, direct, url: false });
    out.push({ kind: 'direct', name: `${direct}_url`, direct, url: true });
  }
  out.push({ kind: 'url_for', name: 'url_for', url: false });
  out.push({ kind: 'polymorphic', name: 'polymorphic_path', url: false });
  out.push({ kind: 'polymorphic', name: 'polymorphic_url', url: true });
  return out;
}

/**
 * The spellings each definition keeps (by its index): those no later definition takes. The
 * helper objects and the `--client` table keep the later by setting names in order; a list
 * of declarations (`--types`) reads it here.
 */
export function keptSpellings(definitions: readonly HelperDefinition[]): string[][] {
  const owner = new Map<string, number>();
  definitions.forEach((definition, i) => {
    for (const spelling of spellings(definition.name)) owner.set(spelling, i);
  });
  return definitions.map((definition, i) => spellings(definition.name).filter((spelling) => owner.get(spelling) === i));
}

/** Every name (both spellings) the definitions take: an engine mount's proxy keeps its name only when none is. */
export function definedNames(definitions: readonly HelperDefinition[]): Set<string> {
  const names = new Set<string>();
  for (const definition of definitions) for (const spelling of spellings(definition.name)) names.add(spelling);
  return names;
}
