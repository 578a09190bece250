/**
 * The error page. Routing errors arrive as `RoutingError` with `status` 404, 405 (the
 * `Allow` header is already set) or 400; controllers raise `NotFound` (db.ts), `requireAdmin`
 * raises `Forbidden` (session.ts); anything else is a 500.
 */
import type { ErrorRequestHandler } from 'express';
import { RoutingError } from '../src';
import type { AppHelpers } from './helpers';
import { router } from './routes';
import { esc, layout } from './views';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
};

/** The status an error carries if it is an HTTP error's (4xx, 5xx), else 500. */
function statusOf(err: unknown): number {
  const status = typeof err === 'object' && err !== null && 'status' in err ? err.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export const errorPage: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const status = statusOf(err);
  if (status === 500) console.error(err);
  const message = err instanceof Error && status !== 500 ? err.message : 'Something went wrong.';
  const allowed = err instanceof RoutingError && err.allowed ? `<p>Allowed: ${esc(err.allowed.join(', '))}</p>` : '';
  // Unrouted requests have no per-request helpers; the router's own helpers work everywhere.
  const h = (res.locals.helpers ?? router.helpers) as AppHelpers;
  const title = TITLES[status] ?? (status === 500 ? 'Internal Server Error' : 'Error');
  res.status(status);
  // Express resets req.params for error handlers; recognize() finds the route's format again.
  const format = router.recognize(req.method, req.originalUrl)?.params.format;
  if (format === 'json' || req.accepts(['html', 'json']) === 'json') {
    res.json({ status, error: message });
    return;
  }
  res
    .type('html')
    .send(layout(h, res, title, `<p class="status">${status}</p>\n<p class="message">${esc(message)}</p>\n${allowed}`));
};
