/**
 * Answers a `redirect(...)` route: Rails' rules for the Location (a relative location gets
 * the mount point, every location gets scheme and host) and a small HTML body.
 */
import type { RouterRequest, RouterResponse } from '../support/http-types';
import { constraintView } from './constraint-view';
import type { Route } from '../definition/route';
import { protocol } from '../matcher/request/request-conditions';
import { escapeHtml } from '../support/html';

type Next = (err?: unknown) => void;

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

export function dispatchRedirect(route: Route, params: Record<string, unknown>, req: RouterRequest, res: RouterResponse, next: Next): void {
  if (route.target.kind !== 'redirect') return;
  const { redirect } = route.target;
  let location: string;
  try {
    location = redirect.location(params, req, route.pattern.globs);
  } catch (err) {
    next(err);
    return;
  }
  if (!ABSOLUTE.test(location) && !location.startsWith('//')) {
    const scriptName = String(req.baseUrl ?? '');
    if (location === '') location = scriptName || '/';
    else if (!location.startsWith('/')) location = `${scriptName}/${location}`;
    const host = req.headers?.host;
    if (host) location = `${protocol(constraintView(req))}://${host}${location}`;
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
