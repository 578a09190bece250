/** Renders inspector rows as the `rails routes` sheet: right-aligned prefix, padded columns. */
import type { InspectFilter, RouteRow } from './rows';

export function formatSheet(rows: RouteRow[], filter: InspectFilter = {}): string {
  if (rows.length === 0) {
    if (filter.controller !== undefined) return 'No routes were found for this controller.\n';
    if (filter.grep !== undefined) return 'No routes were found for this grep pattern.\n';
    return "You don't have any routes defined!\n";
  }
  const widths = (pick: (row: RouteRow) => string, header: string): number =>
    Math.max(header.length, ...rows.map((row) => pick(row).length));
  const name = widths((r) => r.name, 'Prefix');
  const verb = widths((r) => r.verb, 'Verb');
  const path = widths((r) => r.path, 'URI Pattern');
  const line = (a: string, b: string, c: string, d: string): string => `${a.padStart(name)} ${b.padEnd(verb)} ${c.padEnd(path)} ${d}`;
  return [line('Prefix', 'Verb', 'URI Pattern', 'Controller#Action'), ...rows.map((r) => line(r.name, r.verb, r.path, r.reqs))].join('\n') + '\n';
}
