/**
 * The path a request is routed by must be the one the middleware before the router read:
 * `app.use('/admin', guard)` never saw `//admin/users`, nor `/admin%2Fusers` as `:controller`.
 * A path that matches only once its slashes are squeezed gets a 308 to the squeezed path; a
 * `:controller` value that was percent-encoded in the URL is not routed.
 */
import type { RouterRequest, RouterResponse } from '../request/http-types';
import type { Route } from '../definition/route';
import { normalizeRequestPath } from '../request/request-path';
import type { Matcher } from '../matcher/types';
import { locationHeader } from '../request/location-header';

/**
 * A `:controller` value must be written out in the URL: `admin%2Fusers` (or `%61dmin`) would
 * reach a controller whose path prefix (`app.use('/admin', guard)`) the request never had.
 * Only routes with a `:controller` segment pay for the second look at the raw values.
 */
export function encodedController(matcher: Matcher, route: Route, url: string): boolean {
  const index = route.pattern.names.indexOf('controller');
  if (index === -1) return false;
  const path = normalizeRequestPath(url);
  if (path === null) return false;
  const match = matcher.find(path).find((m) => m.route === route);
  const raw = match?.values[index];
  return raw !== undefined && raw.includes('%');
}

/** 308 keeps the method and body; the Location keeps the mount point and the query. */
export function redirectCanonical(req: RouterRequest, res: RouterResponse, target: string): void {
  // A backslash would read as a slash in a browser (`/\host`): never send one raw.
  const location = locationHeader(`${String(req.baseUrl ?? '')}${target}`.replace(/\\/g, '%5C'));
  res.statusCode = 308;
  res.setHeader('Location', location);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : `Permanent Redirect. Redirecting to ${location}\n`);
}
