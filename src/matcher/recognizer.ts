/**
 * From path matches to an answer: the first route (in route order) that takes the verb and
 * whose request constraints hold, with its decoded parameters; or the verbs the path
 * accepts (405); or nothing (404). HEAD falls back to GET where no HEAD route exists.
 */
import type { Route } from '../definition/route';
import { setOwn } from '../support/own';
import { requestMatches, type RequestLike } from './request-conditions';
import type { PathMatch } from './types';

export type Recognition =
  | { kind: 'found'; route: Route; params: Record<string, unknown> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

/** Verbs an any-verb route (`via: 'all'`) answers in `Allow`. */
export const ALL_VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const NOT_FOUND: Recognition = { kind: 'not-found' };
export const BAD_REQUEST: Recognition = { kind: 'bad-request' };

export function recognizeAmong(matches: readonly PathMatch[], method: string, req: RequestLike | undefined): Recognition {
  if (matches.length === 0) return NOT_FOUND;
  if (method === 'HEAD') {
    const explicit = matches.filter((m) => m.route.verbs.includes('HEAD'));
    const found = explicit.length > 0 ? firstTaking(explicit, 'HEAD', req) : undefined;
    if (found) return found;
    method = 'GET';
  }
  const found = firstTaking(matches, method, req);
  if (found) return found;
  if (matches.some((m) => m.route.acceptsVerb(method))) return NOT_FOUND;
  return { kind: 'method-not-allowed', allowed: allowedVerbs(matches) };
}

/** The first match that takes the verb and whose request constraints hold. */
function firstTaking(matches: readonly PathMatch[], method: string, req: RequestLike | undefined): Recognition | undefined {
  for (const match of matches) {
    if (!match.route.acceptsVerb(method)) continue;
    const params = paramsOf(match);
    if (params === null) return BAD_REQUEST;
    if (match.route.unconditional || !req || requestMatches(match.route, req, params)) {
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
    for (const verb of route.verbs.length === 0 ? ALL_VERBS : route.verbs) {
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
export function paramsOf(match: PathMatch): Record<string, unknown> | null {
  const { route, values } = match;
  const params: Record<string, unknown> = {};
  if (route.controller !== undefined) params.controller = route.controller;
  if (route.action !== undefined) params.action = route.action;
  for (const key of Object.keys(route.defaults)) setOwn(params, key, route.defaults[key]);
  const names = route.pattern.names;
  for (let i = 0; i < names.length; i++) {
    const value = values[i];
    if (value === undefined) continue;
    let decoded: string;
    try {
      decoded = value.indexOf('%') === -1 ? value : decodeURIComponent(value);
    } catch {
      return null;
    }
    setOwn(params, names[i] as string, decoded);
  }
  return params;
}
