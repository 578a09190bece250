/**
 * The matcher interface: which routes' paths match a normalized, still-encoded request
 * path. Verb choice, request constraints and parameter decoding come after, shared by every
 * implementation (`recognizer.ts`), so all matchers agree on them.
 */
import type { Route } from '../definition/route';

export interface PathMatch {
  readonly route: Route;
  /** Raw (encoded) values in `route.pattern.names` order; `undefined` for an absent optional. */
  readonly values: ReadonlyArray<string | undefined>;
}

export interface Matcher {
  /** Every route whose path matches, in route order. Never throws; keeps no state. */
  find(path: string): readonly PathMatch[];
}
