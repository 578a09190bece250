/**
 * `railroute routes --expanded`: Rails' expanded listing, one block per route, headed
 * `--[ Route N ]` padded with dashes to the terminal width (80 when not a terminal). Rails'
 * fields, plus Middleware (the route's `middleware` names) when the route has any; Source
 * Location when it is known, as Rails shows it. Every value is terminal text, escaped.
 */
import type { Route } from '../definition/route';
import { terminalSafe } from '../support/terminal-text';
import { noRoutes, terminalRow } from './formatter';
import { rowOf, type InspectFilter } from './rows';

export function formatExpanded(routes: readonly Route[], filter: InspectFilter = {}, width = 80): string {
  if (routes.length === 0) return noRoutes(filter);
  const blocks = routes.map((route, index) => {
    const row = terminalRow(rowOf(route));
    const lines = [
      `--[ Route ${index + 1} ]`.padEnd(width, '-'),
      `Prefix            | ${row.name}`,
      `Verb              | ${row.verb}`,
      `URI               | ${row.path}`,
      `Controller#Action | ${row.reqs}`,
    ];
    if (route.middleware.length > 0)
      lines.push(
        `Middleware        | ${route.middleware.map((fn) => terminalSafe(fn.name || 'anonymous')).join(', ')}`,
      );
    const source = route.source;
    if (source !== undefined) lines.push(`Source Location   | ${terminalSafe(source)}`);
    return lines.join('\n');
  });
  return `${blocks.join('\n')}\n`;
}
