/**
 * Whether `_method` in a form body could change where a POST goes, the one question that
 * decides if the router reads a body. It could when, for some overriding verb, the routes of
 * the path that take it are not the routes POST would try, in the same order, up to the first
 * one that takes the request. Request constraints are decided first, against this request
 * (they never read the body): a route they refuse passes POST and the verb alike to the next
 * route, and a route they accept takes the request, as one without constraints does. So a
 * mount, a `via: 'all'` route, or any route taking POST and that verb is the same route either
 * way: its body stays unread (a mounted app's own body parser and signature check see the
 * stream untouched). A mounted engine is a route for the verbs it has routes for below the
 * mount, for this request; any other verb goes on past it.
 */
import type { Route } from '../definition/route';
import type { PathMatch } from '../matcher/types';
import { mountedEngine } from '../definition/engine';
import { OVERRIDE_VERBS } from '../definition/vocabulary';
import { pathBelow } from '../engines/mount-recognition';
import { acceptsRequest } from '../matcher/recognizer';
import type { RequestLike } from '../request/request-like';

/** `request`: the request whose constraints decide (without one, a constrained route may go either way). */
export function overrideCouldReroute(matches: readonly PathMatch[], path: string, request?: RequestLike): boolean {
  const post = reachable(matches, 'POST', path, request);
  // A mounted engine POST may reach decides for the rest of the path, with its own routes.
  for (const route of post) {
    const engine = mountedEngine(route);
    const rest = engine === undefined ? null : pathBelow(route, path);
    if (engine !== undefined && rest !== null && engine.overridable(rest, request)) return true;
  }
  for (const verb of OVERRIDE_VERBS) {
    const other = reachable(matches, verb, path, request);
    if (other.length > 0 && !sameRoutes(post, other)) return true;
  }
  return false;
}

/**
 * The routes a request of this verb may reach, in order: those taking it, up to the first
 * that takes the request (one its constraints accept; without a request, one without
 * constraints, which takes every request that gets so far).
 */
function reachable(matches: readonly PathMatch[], verb: string, path: string, request?: RequestLike): Route[] {
  const routes: Route[] = [];
  for (const match of matches) {
    const route = match.route;
    if (!route.acceptsVerb(verb)) continue;
    // Refused by its constraints: the route passes every verb on alike.
    if (request !== undefined && !acceptsRequest(match, request)) continue;
    const engine = mountedEngine(route);
    if (engine !== undefined) {
      // An engine with no route for this verb below the mount passes it on (Rails' cascade):
      // not a route the verb reaches. One with a route for it takes it, as a mount does (its
      // own routes then decide, `overridable` above).
      const rest = pathBelow(route, path);
      if (rest === null || !engine.allowedMethods(rest, request).includes(verb)) continue;
    }
    routes.push(route);
    if (route.unconditional || request !== undefined) break;
  }
  return routes;
}

function sameRoutes(a: readonly Route[], b: readonly Route[]): boolean {
  return a.length === b.length && a.every((route, i) => route === b[i]);
}
