/**
 * Renders inspector rows as the `rails routes` sheet: right-aligned prefix, padded columns.
 * Every field is terminal text (a default or a constraint's source may hold a bidirectional
 * override or a line separator): escaped before the columns are measured.
 */
import { terminalSafe } from '../support/terminal-text';
import type { InspectFilter, RouteRow } from './rows';

export function noRoutes(filter: InspectFilter): string {
  if (filter.controller !== undefined) return 'No routes were found for this controller.\n';
  if (filter.grep !== undefined) return 'No routes were found for this grep pattern.\n';
  return "You don't have any routes defined!\n";
}

/**
 * `--unused`, as Rails words it: `Found N unused routes:`, a blank line and their sheet, or
 * `No unused routes found.` (`... for this controller.` / `... for this grep pattern.`).
 */
export function formatUnused(rows: RouteRow[], filter: InspectFilter = {}): string {
  if (rows.length === 0) {
    if (filter.controller !== undefined) return 'No unused routes found for this controller.\n';
    if (filter.grep !== undefined) return 'No unused routes found for this grep pattern.\n';
    return 'No unused routes found.\n';
  }
  return `Found ${rows.length} unused ${rows.length === 1 ? 'route' : 'routes'}:\n\n${formatSheet(rows, filter)}`;
}

/** The row as the terminal shows it: each field inert. */
export function terminalRow(row: RouteRow): RouteRow {
  return {
    name: terminalSafe(row.name),
    verb: terminalSafe(row.verb),
    path: terminalSafe(row.path),
    reqs: terminalSafe(row.reqs),
  };
}

export function formatSheet(routeRows: RouteRow[], filter: InspectFilter = {}): string {
  if (routeRows.length === 0) return noRoutes(filter);
  const rows = routeRows.map(terminalRow);
  const widths = (pick: (row: RouteRow) => string, header: string): number =>
    Math.max(header.length, ...rows.map((row) => pick(row).length));
  const name = widths((r) => r.name, 'Prefix');
  const verb = widths((r) => r.verb, 'Verb');
  const path = widths((r) => r.path, 'URI Pattern');
  const line = (a: string, b: string, c: string, d: string): string =>
    `${a.padStart(name)} ${b.padEnd(verb)} ${c.padEnd(path)} ${d}`;
  return (
    [
      line('Prefix', 'Verb', 'URI Pattern', 'Controller#Action'),
      ...rows.map((r) => line(r.name, r.verb, r.path, r.reqs)),
    ].join('\n') + '\n'
  );
}
