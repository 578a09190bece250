/**
 * The matcher interface. `find` lists every route whose path matches (the reference
 * semantics, used for 405/Allow and checked against the reference matcher); `recognize`
 * answers a request in one step, and is where a matcher may be fast.
 */
import type { Route, RouteInfo } from '../definition/route';
import type { RequestLike } from '../request/request-like';

/** A matcher's answer: a route and its params, a 405 with the verbs allowed, a 404 or a 400. */
export type Recognition =
  | { kind: 'found'; route: Route; params: Record<string, unknown> }
  /** `allowed` is shared between requests: never changed (RoutingError copies it). */
  | { kind: 'method-not-allowed'; allowed: readonly string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

export interface PathMatch {
  readonly route: Route;
  /** Raw (encoded) values in `route.pattern.names` order; `undefined` for an absent optional. */
  readonly values: ReadonlyArray<string | undefined>;
}

export interface Matcher {
  /** Every route whose path matches, in route order. Never throws; keeps no state. */
  find(path: string): readonly PathMatch[];
  /**
   * The answer for a request: `method` upper case, `path` normalized (`normalizeRequestPath`).
   * Without `req`, request constraints see the request Rails' `recognize_path` pretends to have.
   */
  recognize(method: string, path: string, req?: RequestLike): Recognition;
  /**
   * The answer for a request URL as sent (query included), when the matcher settles it
   * without normalizing; undefined otherwise (then `recognize` on the normalized path).
   */
  recognizeUrl(method: string, url: string): Recognition | undefined;
  /** `recognizeUrl` as `Router.recognize` answers (null: no route, or a 400). */
  lookupUrl(method: string, url: string): Recognized | null | undefined;
}

/** `Router.recognize`'s answer. */
export interface Recognized {
  /** What Rails' `recognize_path` returns: controller, action, defaults and decoded path parameters. */
  params: Record<string, unknown>;
  /** The route reached (an engine's own route for a path under a mount). */
  route: RouteInfo;
  /** Set when the route is a mounted engine's: the name of the mount the path went through. */
  engine?: string;
}
