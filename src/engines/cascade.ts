/**
 * Rails' cascade (`X-Cascade: pass`): when the route a request reached gives it back — an
 * engine that routes nothing for the rest of the path, a mounted app or handler that calls
 * `next()` without an error — the router goes on with its later routes, as Rails' router
 * goes on past a Rack app's pass. One home for "the routes after this one", used by
 * `Router.recognize` and by the middleware.
 */
import type { Route } from '../definition/route';
import { recognizeAmong } from '../matcher/recognizer';
import type { RequestLike } from '../request/request-like';
import type { Matcher, PathMatch, Recognition } from '../matcher/types';

/** The answer among the routes after `passed` that match `path` (normalized), as the matcher would give it. */
export function recognizeAfter(
  matches: readonly PathMatch[],
  passed: Route,
  method: string,
  path: string,
  request?: RequestLike,
): Recognition {
  const at = matches.findIndex((match) => match.route === passed);
  return recognizeAmong(at === -1 ? [] : matches.slice(at + 1), method, request, path);
}

/** `recognizeAfter` with the path's matches looked up. */
export function recognizeAfterIn(
  matcher: Matcher,
  passed: Route,
  method: string,
  path: string,
  request?: RequestLike,
): Recognition {
  return recognizeAfter(matcher.find(path), passed, method, path, request);
}
