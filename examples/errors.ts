/**
 * The error page. Routing errors arrive as `RoutingError` with `status` 404, 405 (the
 * `Allow` header is already set) or 400; controllers raise `NotFound` (db.ts), `requireAdmin`
 * raises `Forbidden` (session.ts), forgery protection `InvalidAuthenticityToken` (422);
 * anything else is a 500. JSON for `.json` URLs and `Accept: application/json`, routed or not.
 */
import type { ErrorRequestHandler, Request } from 'express';
import { RoutingError } from '../src';
import { router } from './routes';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
};

/** The status an error carries if it is an HTTP error's (4xx, 5xx), else 500. */
function statusOf(err: unknown): number {
  const status = typeof err === 'object' && err !== null && 'status' in err ? err.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Whether the client asked for JSON: a `.json` route format (Express resets req.params for
 * error handlers; recognize() finds it again), a path ending in `.json` that no route matched,
 * or an Accept header that prefers JSON to HTML.
 */
function wantsJson(req: Request): boolean {
  const format = router.recognize(req.method, req.originalUrl)?.params.format;
  if (format !== undefined) return format === 'json';
  const path = req.originalUrl.split('?')[0] ?? '';
  return path.endsWith('.json') || req.accepts(['html', 'json']) === 'json';
}

export const errorPage: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const status = statusOf(err);
  if (status === 500) console.error(err);
  const message = err instanceof Error && status !== 500 ? err.message : 'Something went wrong.';
  res.status(status);
  if (wantsJson(req)) {
    res.json({ status, error: message });
    return;
  }
  res.render('errors/error', {
    // Unrouted requests have no per-request helpers; the router's own helpers work everywhere.
    helpers: (res.locals.helpers as unknown) ?? router.helpers,
    title: TITLES[status] ?? (status === 500 ? 'Internal Server Error' : 'Error'),
    status,
    message,
    allowed: err instanceof RoutingError && err.allowed ? err.allowed : null,
  });
};
