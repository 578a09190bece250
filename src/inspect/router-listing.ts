/**
 * The Router's listings: `inspect()` (Rails' table, expanded and unused forms), `verify()`
 * and `helperTypes()`, each followed by the mounted engines' as Rails lists them: the
 * application's routes, then one `Routes for NAME:` block per engine (each engine once, in the
 * order of its first mount), all the way down. What they show is terminal text, escaped.
 */
import { mountedEngines } from '../engines/mounted';
import { terminalSafe } from '../support/terminal-text';
import type { Route } from '../definition/route';
import type { ControllerRegistry } from '../controllers/registry';
import { unresolvedTarget } from '../controllers/action-methods';
import { formatExpanded } from './expanded';
import { formatSheet, formatUnused, noRoutes } from './formatter';
import { mountedEngine, type Engine } from '../definition/engine';
import { joinPath } from '../engines/full-listing';
import { filterRoutes, rowOf, type InspectFilter, type InspectOptions } from './rows';
import { formatUnreachable, unreachableRoutes } from './unreachable';

export function inspectRoutes(
  routes: readonly Route[],
  controllers: ControllerRegistry,
  options: InspectOptions = {},
): string {
  const filter: InspectFilter = {};
  if (options.grep !== undefined) filter.grep = options.grep;
  if (options.controller !== undefined) filter.controller = options.controller;
  if (options.mountedAt !== undefined) filter.mountedAt = options.mountedAt;
  if (options.unreachable) {
    // The application's own table: each engine's routes are checked in its own listing.
    const shown = new Set(filterRoutes(routes, filter));
    return formatUnreachable(
      unreachableRoutes(routes).filter(({ route }) => shown.has(route)),
      filter,
    );
  }
  let shown = filterRoutes(routes, filter);
  if (options.unused) shown = shown.filter((route) => unresolvedTarget(route, controllers) !== undefined);
  const engines: string[] = [];
  for (const { engine, name } of mountedEngines(routes)) {
    const block = engine.inspect({ ...options, mountedAt: mountPaths(routes, engine, options.mountedAt ?? ['']) });
    // An engine with nothing to list under a filter or `--unused` adds no block.
    if (options.unused && block.startsWith('No unused routes')) continue;
    if (block === noRoutes(filter)) continue;
    engines.push(`Routes for ${terminalSafe(name)}:\n${block}`);
  }
  // "No routes were found" (or "No unused routes found") only when nothing matched at all:
  // when only engines' routes match, their blocks are the whole listing.
  if (shown.length === 0 && engines.length > 0) return engines.join('\n');
  let text: string;
  if (options.unused && !options.expanded) text = formatUnused(shown.map(rowOf), filter);
  else if (options.expanded) text = formatExpanded(shown, filter, options.width);
  else text = formatSheet(shown.map(rowOf), filter);
  for (const block of engines) text += `\n${block}`;
  return text;
}

/** Where an engine is reached: each of its mounts in `routes`, under each of the paths `routes` are reached at. */
function mountPaths(routes: readonly Route[], engine: Engine, prefixes: readonly string[]): string[] {
  const paths: string[] = [];
  for (const route of routes)
    if (mountedEngine(route) === engine) for (const prefix of prefixes) paths.push(joinPath(prefix, route.path));
  return paths;
}

/** One line per route whose controller is not registered or lacks the action; an engine's lines name it. */
export function verifyRoutes(routes: readonly Route[], controllers: ControllerRegistry): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const problem = unresolvedTarget(route, controllers);
    if (problem !== undefined)
      problems.push(
        terminalSafe(
          `${route.verb || 'ANY'} ${route.path} → ${route.controller ?? ''}#${route.action ?? ''}: ${problem}`,
        ),
      );
  }
  for (const { engine, name } of mountedEngines(routes))
    for (const line of engine.verify()) problems.push(`${terminalSafe(name)}: ${line}`);
  return problems;
}
