/**
 * What a request reaches, told the way a failing routing test needs it: the route it
 * reached (name, verb, pattern, endpoint, where it was declared), or a 405 with the verbs
 * the path accepts for this request, or a 404 (saying whether the path has routes that
 * request constraints kept this request from).
 * Only the Router's public calls are used, so any copy of railroute's Router will do.
 */
import type { Router } from '../router';
import type { RouteInfo } from '../definition/route';
import { quoteValue } from '../errors';
import { parseNestedQuery } from '../controllers/params';
import { assignOwn } from '../support/own';
import { terminalSafe } from '../support/terminal-text';
import type { TestRequest } from './route-request';
import type { Params } from './values';

/** The part of a Router the assertions use. */
export type RoutesUnderTest = Pick<Router, 'recognize' | 'allowedMethods' | 'helpers'>;

export type Outcome =
  | { kind: 'found'; params: Params; route: RouteInfo; engine?: string }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found'; constrained: string[] };

/**
 * The request's outcome. Found parameters are the recognized ones, then the query string's
 * and `extras`, later ones winning, as Rails merges `extras` and rspec-rails passes the query.
 */
export function outcomeOf(router: RoutesUnderTest, test: TestRequest, extras: Params = {}): Outcome {
  const recognized = router.recognize(test.method, test.url, test.request);
  if (recognized) {
    const found: Outcome = {
      kind: 'found',
      params: assignOwn({}, recognized.params, parseNestedQuery(test.query), extras),
      route: recognized.route,
    };
    if (recognized.engine !== undefined) found.engine = recognized.engine;
    return found;
  }
  const verbs = router.allowedMethods(test.path);
  // allowedMethods reads the path alone; a verb counts when this very request reaches a route with it.
  const allowed = verbs.filter((verb) => router.recognize(verb, test.url, test.request) !== null);
  if (allowed.length === 0) return { kind: 'not-found', constrained: verbs };
  return { kind: 'method-not-allowed', allowed };
}

/** Rails' `assert_recognizes` failure for a request no route takes: `No route matches "/photos"`. */
export function noRouteLine(test: TestRequest): string {
  // quoteValue escapes what JSON does; line separators and bidirectional marks are left to terminalSafe.
  return terminalSafe(`No route matches ${quoteValue(test.shown)}`);
}

/**
 * One line beyond Rails' wording, saying what the request reached:
 * `GET /photos/1 reached photo: GET /photos/:id(.:format) → photos#show, declared at config/routes.ts:3`,
 * `DELETE /photos: 405 Method Not Allowed; the path accepts GET, HEAD, POST`, or a 404.
 */
export function reachedLine(test: TestRequest, outcome: Outcome): string {
  // Shown, never obeyed: a path's control characters would break the message's lines or the terminal.
  return terminalSafe(describe(test, outcome));
}

function describe(test: TestRequest, outcome: Outcome): string {
  const request = `${test.method} ${test.shown}`;
  switch (outcome.kind) {
    case 'found':
      return `${request} reached ${routeText(outcome.route, outcome.engine)}`;
    case 'method-not-allowed':
      return `${request}: 405 Method Not Allowed; the path accepts ${outcome.allowed.join(', ')}`;
    case 'not-found':
      return outcome.constrained.length === 0
        ? `${request}: 404 Not Found; no route matches this path with any verb`
        : `${request}: 404 Not Found; routes for ${outcome.constrained.join(', ')} on this path have request constraints this request does not meet`;
  }
}

/** A route as `rails routes` lists it, on one line; an engine's route by `<mount>.<name>`, its pattern the engine's own. */
function routeText(route: RouteInfo, engine: string | undefined): string {
  const name = route.name === undefined ? undefined : engine ? `${engine}.${route.name}` : route.name;
  const where = engine && route.name === undefined ? ` in the engine mounted as ${engine}` : '';
  const endpoint =
    route.controller !== undefined && route.action !== undefined ? ` → ${route.controller}#${route.action}` : '';
  // The source is read only here, on a failure: formatting the captured stack costs ~30 µs.
  const source = route.source === undefined ? '' : `, declared at ${route.source}`;
  return `${name === undefined ? '' : `${name}: `}${route.verb || 'any verb'} ${route.path}${endpoint}${where}${source}`;
}
