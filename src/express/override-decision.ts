/**
 * Whether `_method` in a form body could change where a POST goes, the one question that
 * decides if the router reads a body. It could when, for some overriding verb, the first route
 * of the path that takes it is not the route POST reaches: a mount, a `via: 'all'` route, or
 * any route taking POST and that verb is the same route either way, and its body stays unread
 * (a mounted app's own body parser and signature check see the stream untouched).
 */
import type { Route } from '../definition/route';
import type { PathMatch } from '../matcher/types';
import { mountedEngine } from '../definition/engine';
import { pathBelow } from '../engines/mount-recognition';

const OVERRIDES = ['PUT', 'PATCH', 'DELETE'] as const;

export function overrideCouldReroute(matches: readonly PathMatch[], path: string): boolean {
  const post = firstTaking(matches, 'POST');
  // A mounted engine decides for the rest of the path, with its own routes.
  const engine = post && mountedEngine(post);
  if (engine && post) {
    const rest = pathBelow(post, path);
    if (rest !== null && engine.overridable(rest)) return true;
  }
  // A route with request constraints may refuse the request and pass it on: which route POST
  // reaches is then not known from the path alone, so a route of another verb counts.
  const settled = post !== undefined && post.unconditional;
  for (const verb of OVERRIDES) {
    const other = firstTaking(matches, verb);
    if (other === undefined) continue;
    if (other !== post || !settled) return true;
  }
  return false;
}

function firstTaking(matches: readonly PathMatch[], verb: string): Route | undefined {
  for (const match of matches) if (match.route.acceptsVerb(verb)) return match.route;
  return undefined;
}
