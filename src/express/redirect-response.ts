/**
 * Answers a `redirect(...)` route: its Location made absolute (request/redirect-location.ts)
 * and a small HTML body.
 */
import type { RouterRequest, RouterResponse, NextFunction } from '../request/http-types';
import type { Route } from '../definition/route';
import type { RedirectOrigin } from '../request/origin';
import { absoluteLocation } from '../request/redirect-location';
import { locationHeader } from '../request/location-header';
import { escapeHtml } from '../support/html';

/** `origin`: where the request's URLs start; throws a 400 `RoutingError` for a `Host` that is not one, with no default host. */
export function dispatchRedirect(
  route: Route,
  params: Record<string, unknown>,
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction,
  origin: () => RedirectOrigin | undefined,
): void {
  if (route.target.kind !== 'redirect') return;
  const { redirect } = route.target;
  let location: string;
  try {
    location = locationHeader(
      absoluteLocation(redirect.location(params, req, route.pattern.globs, origin), req, origin),
    );
  } catch (err) {
    next(err);
    return;
  }
  try {
    res.statusCode = redirect.status;
    // locationHeader leaves no byte Node refuses; a response whose headers are already sent still throws here.
    res.setHeader('Location', location);
  } catch (err) {
    next(err);
    return;
  }
  const escaped = escapeHtml(location);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(
    req.method === 'HEAD' ? undefined : `<html><body>Redirecting to <a href="${escaped}">${escaped}</a>.</body></html>`,
  );
}
