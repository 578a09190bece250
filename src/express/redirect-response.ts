/**
 * Answers a `redirect(...)` route: Rails' rules for the Location (a relative location gets
 * the mount point, every location gets scheme and host, by the one origin rule of
 * request/origin.ts) and a small HTML body.
 */
import type { RouterRequest, RouterResponse } from '../support/http-types';
import type { Route } from '../definition/route';
import { originOf, type RedirectOrigin } from '../request/origin';
import { escapeHtml } from '../support/html';

type Next = (err?: unknown) => void;

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** `origin`: where the request's URLs start; throws a 400 `RoutingError` for a `Host` that is not one, with no default host. */
export function dispatchRedirect(route: Route, params: Record<string, unknown>, req: RouterRequest, res: RouterResponse, next: Next, origin: () => RedirectOrigin | undefined): void {
  if (route.target.kind !== 'redirect') return;
  const { redirect } = route.target;
  let location: string;
  try {
    location = redirect.location(params, req, route.pattern.globs, origin);
    if (!ABSOLUTE.test(location) && !location.startsWith('//')) {
      const scriptName = String(req.baseUrl ?? '');
      if (location === '') location = scriptName || '/';
      else if (!location.startsWith('/')) location = `${scriptName}/${location}`;
      const start = origin();
      if (start !== undefined) location = `${originOf(start.scheme, start.hostname, start.port)}${location}`;
    }
  } catch (err) {
    next(err);
    return;
  }
  try {
    res.statusCode = redirect.status;
    // Node refuses CR/LF and other invalid header bytes here: that request ends in next(err).
    res.setHeader('Location', location);
  } catch (err) {
    next(err);
    return;
  }
  const escaped = escapeHtml(location);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : `<html><body>Redirecting to <a href="${escaped}">${escaped}</a>.</body></html>`);
}
