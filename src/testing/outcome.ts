/**
 * What a request reaches, told the way a failing routing test needs it: the recognized
 * parameters, or a 405 with the verbs the path accepts for this request, or a 404 (saying
 * whether the path has routes that request constraints kept this request from).
 * Only the Router's public calls are used, so any copy of railroute's Router will do.
 */
import type { Router } from '../router';
import { quoteValue } from '../errors';
import { parseNestedQuery } from '../controllers/params';
import { assignOwn } from '../support/own';
import type { TestRequest } from './route-request';
import type { Params } from './values';

/** The part of a Router the assertions use. */
export type RoutesUnderTest = Pick<Router, 'recognize' | 'allowedMethods' | 'helpers'>;

export type Outcome =
  | { kind: 'found'; params: Params }
  | { kind: 'method-not-allowed'; allowed: string[]; message: string }
  | { kind: 'not-found'; constrained: string[]; message: string };

/**
 * The request's outcome. Found parameters are the recognized ones, then the query string's
 * and `extras`, later ones winning, as Rails merges `extras` and rspec-rails passes the query.
 */
export function outcomeOf(router: RoutesUnderTest, test: TestRequest, extras: Params = {}): Outcome {
  const recognized = router.recognize(test.method, test.url, test.request);
  if (recognized) {
    return { kind: 'found', params: assignOwn({}, recognized.params, parseNestedQuery(test.query), extras) };
  }
  const head = `No route matches [${test.method}] ${quoteValue(test.shown)}`;
  const verbs = router.allowedMethods(test.path);
  if (verbs.length === 0) {
    return { kind: 'not-found', constrained: [], message: `${head} (404 Not Found; no route matches this path with any verb)` };
  }
  // allowedMethods reads the path alone; a verb counts when this very request reaches a route with it.
  const allowed = verbs.filter((verb) => router.recognize(verb, test.url, test.request) !== null);
  if (allowed.length === 0) {
    const message = `${head} (404 Not Found; routes for ${verbs.join(', ')} on this path have request constraints this request does not meet)`;
    return { kind: 'not-found', constrained: verbs, message };
  }
  return { kind: 'method-not-allowed', allowed, message: `${head} (405 Method Not Allowed; the path accepts ${allowed.join(', ')})` };
}
