/**
 * `railroute/testing`: Rails' routing assertions and rspec-rails' routing matchers, for any
 * test runner. Nothing here imports a runner; failures are `node:assert`'s AssertionError.
 */
export { assertRecognizes } from './assert-recognizes';
export { assertGenerates } from './assert-generates';
export { assertRouting } from './assert-routing';
export { routingMatchers } from './matchers';
export type { RoutingMatchers, RoutingMatcherFunctions, MatcherContextLike, MatcherResult } from './matchers';
export type { RouteRequest, RouteRequestObject } from './route-request';
export type { RoutesUnderTest } from './outcome';
