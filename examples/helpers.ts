/**
 * The URL helpers of this app, typed: route-helpers.d.ts is generated from the routes by
 * `npx railroute routes examples/routes.ts --types` (a test checks it is up to date).
 */
import type { Response } from 'express';
import type { RouteHelpers } from './route-helpers';

export type AppHelpers = RouteHelpers;

/** `res.locals.helpers`, typed: what plain handlers use. The router sets it on every routed request. */
export function helpersOf(res: Response): AppHelpers {
  return res.locals.helpers as AppHelpers;
}
