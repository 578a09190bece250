/**
 * Rails' `assert_recognizes`: the request reaches a route whose parameters (with the
 * query string's and `extras`) are exactly `expected`.
 */
import { fail } from './assertion-error';
import { noRouteLine, outcomeOf, reachedLine, type RoutesUnderTest } from './outcome';
import { testRequests, type RouteRequest } from './route-request';
import { difference, plain, sameParams, show, type Params } from './values';

/**
 * `assertRecognizes(router, { controller: 'photos', action: 'show', id: '1' }, 'GET /photos/1')`.
 * `request`: `'VERB /path'`, a path (GET), a full URL, or `{ method, path, headers?, host? }`.
 */
export function assertRecognizes(
  router: RoutesUnderTest,
  expected: Params,
  request: RouteRequest,
  extras: Params = {},
): void {
  for (const test of testRequests(request)) {
    const outcome = outcomeOf(router, test, extras);
    const wanted = plain(expected) as Params;
    // Rails' message first, word for word; then what the request did reach.
    if (outcome.kind !== 'found')
      fail(`${noRouteLine(test)}\n${reachedLine(test, outcome)}`, null, wanted, 'deepStrictEqual', assertRecognizes);
    if (!sameParams(outcome.params, wanted)) {
      const message =
        `The recognized options <${show(outcome.params)}> did not match <${show(wanted)}>, ` +
        `difference between the two: <${show(difference(wanted, outcome.params))}>\n${reachedLine(test, outcome)}`;
      fail(message, outcome.params, wanted, 'deepStrictEqual', assertRecognizes);
    }
  }
}
