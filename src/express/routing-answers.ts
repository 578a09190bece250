/**
 * How the middleware answers a request no route takes: the error handed to Express' `next`
 * (400, 404, 405 with `Allow`), OPTIONS' 204, and, for bare node:http (no `next`), the
 * answer itself. Errors name the path from the application's root, inside an engine too.
 */
import type { RouterRequest, RouterResponse, NextFunction } from '../request/http-types';
import { noRouteMessage, RoutingError } from '../errors';
import { mountContextOf } from './mount-context';

/** 405 with `Allow`; OPTIONS is answered with the same list (204). */
export function notAllowed(
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction | undefined,
  method: string,
  url: string,
  allowed: readonly string[],
): void {
  const allow = allowed.join(', ');
  if (method === 'OPTIONS') {
    res.statusCode = 204;
    res.setHeader('Allow', allow);
    res.end();
    return;
  }
  res.setHeader('Allow', allow);
  fail(req, res, next, RoutingError.methodNotAllowed(method, errorPath(req, url), allowed));
}

/** Only error messages name the raw path: worked out when one is raised (no array, as `split` makes). */
function rawPathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The path an error names: inside an engine, from the application's root, as Rails names it. */
export function errorPath(req: RouterRequest, url: string): string {
  return mountContextOf(req) ? `${String(req.baseUrl ?? '')}${rawPathOf(url)}` : rawPathOf(url);
}

/**
 * Hands an error to Express, or (bare node:http, no `next`) answers it. The one error exit:
 * no `done` closure per request (a bare 404 measured ~5% less middleware time).
 */
export function fail(req: RouterRequest, res: RouterResponse, next: NextFunction | undefined, err: unknown): void {
  if (next) next(err);
  else answerError(req, res, err);
}

/** The bare 404's header, written with its status line (node reads a list of pairs as it is; never changed). */
const NOT_FOUND_HEADERS: readonly string[] = Object.freeze(['Content-Type', 'text/plain; charset=utf-8']);

/**
 * For bare node:http: the 404 of a path no route matches, answered as `answerError` answers
 * `RoutingError.noRoute`'s error (the same status, type and text, headers set before kept)
 * without building the error (one request in six of a server's mix may be a scanner's miss).
 * Its header goes out with `writeHead` rather than `setHeader`, which keeps a header table per
 * response: ~8,000 of the ~16,000 instructions a 404 took (valgrind, bench/http-instructions.mjs).
 */
export function answerNotFound(req: RouterRequest, res: RouterResponse, method: string, path: string): void {
  res.writeHead(404, NOT_FOUND_HEADERS as string[]);
  res.end(req.method === 'HEAD' ? undefined : `${noRouteMessage(method, path)}\n`);
}

/**
 * For bare node:http: routing errors (and other exposed 4xx errors) answered with their
 * status, others with a 500; no error at all (a `next()` nothing took) is the 404 of the URL.
 */
export function answerError(req: RouterRequest, res: RouterResponse, err: unknown): void {
  if (res.headersSent) {
    res.destroy?.();
    return;
  }
  const routing = err instanceof RoutingError;
  // A client error marked safe to show (an action's `ParameterMissing`, `UnknownFormat`) is answered as it says.
  const exposed = routing || isExposedClientError(err);
  const status = exposed ? (err as { status: number }).status : err === undefined ? 404 : 500;
  const message = exposed
    ? (err as Error).message
    : err === undefined
      ? noRouteMessage(String(req.method), rawPathOf(String(req.url ?? '')))
      : 'Internal Server Error';
  res.statusCode = status;
  if (routing && err.allowed) res.setHeader('Allow', err.allowed.join(', '));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : `${message}\n`);
}

/** An error with `expose: true` and a 4xx `status`, as http-errors and railroute's own mark them. */
function isExposedClientError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { status, expose } = err as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}
