/**
 * From path matches to an answer: the first route (in route order) that takes the verb and
 * whose request constraints hold, with its decoded parameters; or the verbs the path
 * accepts (405); or nothing (404). HEAD falls back to GET where no HEAD route exists.
 */
import type { Route } from '../definition/route';
import { HTTP_VERBS } from '../definition/vocabulary';
import { deepCopy, setOwn } from '../support/own';
import type { RequestLike } from '../request/request-conditions';
import type { PathMatch, Recognition } from './types';
import { requestConditions as conditions } from './on-demand';

export type { Recognition };

export const NOT_FOUND: Recognition = { kind: 'not-found' };
export const BAD_REQUEST: Recognition = { kind: 'bad-request' };

export function recognizeAmong(
  matches: readonly PathMatch[],
  method: string,
  given: RequestLike | undefined,
  path = '/',
): Recognition {
  // Built only when a route with request constraints is reached.
  let resolved = given;
  const req = (): RequestLike => (resolved ??= conditions().defaultRequest(method, path));
  if (matches.length === 0) return NOT_FOUND;
  if (method === 'HEAD') {
    const explicit = matches.filter((m) => m.route.verbs.includes('HEAD'));
    const found = explicit.length > 0 ? firstTaking(explicit, 'HEAD', req) : undefined;
    if (found) return found;
    method = 'GET';
  }
  const found = firstTaking(matches, method, req);
  if (found) return found;
  // Routes whose request constraints refuse this request are hidden: they count neither for
  // the answer nor for `Allow`; when all are refused, the path is a 404 for every verb.
  const accepting = matches.every((m) => m.route.unconditional) ? matches : matches.filter((m) => accepts(m, req));
  if (accepting.length === 0) return NOT_FOUND;
  return { kind: 'method-not-allowed', allowed: allowedVerbs(accepting) };
}

/** Whether the match's request constraints hold for this request (a bad escape: no). */
function accepts(match: PathMatch, req: () => RequestLike): boolean {
  if (match.route.unconditional) return true;
  const params = paramsOf(match);
  return params !== null && conditions().requestMatches(match.route, req(), params);
}

/**
 * Whether this request gets past the route's request constraints (a route without any: yes):
 * the one test of "refused by its constraints", for the answer, `Allow`, and whether a form
 * body is read.
 */
export function acceptsRequest(match: PathMatch, req: RequestLike): boolean {
  return accepts(match, () => req);
}

/** The first match that takes the verb and whose request constraints hold. */
function firstTaking(matches: readonly PathMatch[], method: string, req: () => RequestLike): Recognition | undefined {
  for (const match of matches) {
    if (!match.route.acceptsVerb(method)) continue;
    const params = paramsOf(match);
    if (params === null) return BAD_REQUEST;
    if (match.route.unconditional || conditions().requestMatches(match.route, req(), params)) {
      return { kind: 'found', route: match.route, params };
    }
  }
  return undefined;
}

/** Verbs in route order, HEAD right after GET. */
export function allowedVerbs(matches: readonly PathMatch[]): string[] {
  const verbs: string[] = [];
  const add = (verb: string): void => {
    if (!verbs.includes(verb)) verbs.push(verb);
  };
  for (const { route } of matches) {
    for (const verb of route.verbs.length === 0 ? HTTP_VERBS : route.verbs) {
      add(verb);
      if (verb === 'GET') add('HEAD');
    }
  }
  return verbs;
}

/**
 * `{ controller, action, ...defaults, ...path parameters }`, path parameters decoded.
 * Null when a value is not valid percent-encoding.
 */
function paramsOf(match: PathMatch): Record<string, unknown> | null {
  return paramsFrom(match.route, match.values);
}

/** The route's controller, action and defaults, then its decoded path values. */
export function paramsFrom(route: Route, values: ReadonlyArray<string | undefined>): Record<string, unknown> | null {
  // Spread (not assign): a `__proto__` key stays an own property.
  const params: Record<string, unknown> = route.nestedDefaults ? deepCopy(route.baseParams) : { ...route.baseParams };
  const names = route.pattern.names;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === undefined) continue;
    let decoded: string;
    // Most values have no escape: skip the decoder (measured: ~30% of a dynamic lookup).
    if (value.indexOf('%') === -1) decoded = value;
    else {
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    setOwn(params, names[i] as string, decoded);
  }
  return params;
}
