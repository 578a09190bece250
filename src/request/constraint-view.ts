/** The request handed to request constraints, which read it as `RequestLike`. */
import type { RequestLike } from './request-conditions';
import type { RouterRequest } from './http-types';

/**
 * The request as request constraints read it (`RequestLike`: the same fields by name, plus
 * any other an application's constraint function reads). One object, no copy.
 */
export function constraintView(req: RouterRequest): RequestLike {
  return req as unknown as RequestLike;
}
