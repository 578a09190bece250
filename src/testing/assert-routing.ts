/**
 * Rails' `assert_routing`: the request is recognized as `options`, and `options` generate
 * the request's path. A query string in the path counts as extras both ways.
 */
import { setOwn } from '../support/own';
import { assertGenerates } from './assert-generates';
import { assertRecognizes } from './assert-recognizes';
import type { RoutesUnderTest } from './outcome';
import { requestPath, type RouteRequest } from './route-request';
import type { Params } from './values';

/** `assertRouting(router, 'GET /photos/1', { controller: 'photos', action: 'show', id: '1' })`. */
export function assertRouting(
  router: RoutesUnderTest,
  request: RouteRequest,
  options: Params,
  defaults: Params = {},
  extras: Params = {},
): void {
  assertRecognizes(router, options, request, extras);
  // As Rails: what `defaults` gives is left to them (they fill it in, and are never extras).
  const generate: Params = {};
  for (const key of Object.keys(options)) if (!Object.hasOwn(defaults, key)) setOwn(generate, key, options[key]);
  assertGenerates(router, requestPath(request), generate, defaults, extras);
}
