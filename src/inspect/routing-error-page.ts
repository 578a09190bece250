/**
 * `router.developmentErrors()`: Rails' development routing-error page for Express. A
 * `RoutingError` is answered with its status, its message, the few routes nearest to the
 * requested path, and the searchable route table of the routes page. Development only: it
 * shows the whole route table to whoever asks.
 */
import type { Route } from '../definition/route';
import { withoutFormatGroup } from '../definition/format-group';
import { RoutingError } from '../errors';
import { requestFormat } from '../request/request-format';
import { escapeHtml } from '../support/html';
import { pageRows, renderPage, renderRouteTable } from './routes-page';

/** `router.developmentErrors()`: an Express error handler, used after the router. */
export type DevelopmentErrorHandler = (
  err: unknown,
  req: RequestLike,
  res: ResponseLike,
  next: (err?: unknown) => void,
) => void;

interface RequestLike {
  url?: string;
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
}

interface ResponseLike {
  statusCode: number;
  headersSent?: boolean;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

/** How many near routes the page lists. */
const NEAREST = 5;

export function developmentErrorHandler(
  routes: () => readonly Route[],
  enabled: () => boolean = () => true,
): DevelopmentErrorHandler {
  return (err, req, res, next) => {
    if (!(err instanceof RoutingError) || res.headersSent || !enabled()) {
      next(err);
      return;
    }
    const path = (req.originalUrl ?? req.url ?? '/').split('?')[0] as string;
    res.statusCode = err.status;
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    // The format the request asks for, read as everywhere else (Rails' `request.format`).
    if (requestFormat({ headers: req.headers, url: req.url })?.symbol === 'json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ status: err.status, error: err.message }));
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(renderRoutingError(err, path, routes()));
  };
}

export function renderRoutingError(err: RoutingError, path: string, routes: readonly Route[]): string {
  const rows = pageRows(routes);
  const near = nearestRoutes(path, rows, NEAREST)
    .map(
      (row) =>
        `<li><code>${escapeHtml(row.verb || 'ANY')} ${escapeHtml(row.path)}</code> → <code>${escapeHtml(row.reqs)}</code>${row.helper ? ` <span class="helper">${escapeHtml(row.helper)}_path</span>` : ''}</li>`,
    )
    .join('\n');
  const title = err.status === 405 ? 'Method Not Allowed' : err.status === 400 ? 'Bad Request' : 'Routing Error';
  return renderPage(
    `${title} (${err.status})`,
    `<h1 id="routing-error">${escapeHtml(title)}</h1>
<p id="status">Status: ${err.status}</p>
<p id="message"><code>${escapeHtml(err.message)}</code></p>
${near ? `<h2>Nearest routes</h2>\n<ul id="nearest">\n${near}\n</ul>` : ''}
<h2>Routes</h2>
<p>Routes match in the order they are listed. Type a path to see the routes that match it, or any text to filter.</p>
${renderRouteTable(rows)}`,
  );
}

/**
 * The routes whose pattern is closest to the path: an edit distance over segments, where a
 * parameter takes any segment, a literal costs how far its spelling is (0..1), and a
 * missing or extra segment costs 1. Ties keep route order.
 */
export function nearestRoutes<R extends { path: string }>(path: string, routes: readonly R[], count: number): R[] {
  // Bounded: a 16 KB path must not make the page quadratic in its length.
  const wanted = segments(path.replace(/\.[^/.]*$/, ''))
    .slice(0, 32)
    .map((segment) => segment.slice(0, 64));
  return routes
    .map((route, index) => ({
      route,
      index,
      cost: distance(wanted, segments(withoutFormatGroup(route.path).replace(/[()]/g, ''))),
    }))
    .sort((a, b) => a.cost - b.cost || a.index - b.index)
    .slice(0, count)
    .map(({ route }) => route);
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function distance(wanted: string[], pattern: string[]): number {
  let previous = Array.from({ length: pattern.length + 1 }, (_, j) => j);
  for (let i = 1; i <= wanted.length; i++) {
    const current = [i];
    for (let j = 1; j <= pattern.length; j++) {
      const substitution = (previous[j - 1] as number) + segmentCost(wanted[i - 1] as string, pattern[j - 1] as string);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[pattern.length] as number;
}

function segmentCost(value: string, pattern: string): number {
  if (pattern.startsWith(':') || pattern.startsWith('*')) return 0.1;
  if (value === pattern) return 0;
  return letters(value.toLowerCase(), pattern.toLowerCase()) / Math.max(value.length, pattern.length);
}

/** Levenshtein distance of two short strings. */
function letters(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}
