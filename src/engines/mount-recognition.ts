/**
 * Recognition through mounted engines: the application's matcher finds the mount (a prefix
 * route), the engine's own table answers for the rest of the path, as Rails' route set hands
 * the request to the engine's. The mount path's parameters (`:locale/journal`) join the
 * engine's, which win.
 */
import { mountedEngine, type EngineRecognized } from '../definition/engine';
import type { Route } from '../definition/route';
import { execRoute } from '../matcher/programs/route-match';
import { acceptsRequest, allowedVerbs } from '../matcher/recognizer';
import type { RequestLike } from '../request/request-like';
import type { PathMatch } from '../matcher/types';

/** The part of a normalized path below a mount route, `/` when nothing is left. */
export function pathBelow(route: Route, path: string): string | null {
  const match = execRoute(route, path);
  if (match === null) return null;
  let end = match.end;
  if (end > 0 && path[end - 1] === '/') end--;
  return path.slice(end) || '/';
}

/**
 * The engine's answer for a request the application's table sent to an engine mount; null
 * when the engine has no route for it.
 */
export function recognizeInEngine(
  route: Route,
  mountParams: Record<string, unknown>,
  method: string,
  path: string,
  request?: object,
): EngineRecognized | null {
  const engine = mountedEngine(route);
  if (!engine) return null;
  const rest = pathBelow(route, path);
  if (rest === null) return null;
  const inner = engine.recognize(method, rest, request);
  if (!inner) return null;
  return {
    params: { ...mountParams, ...inner.params },
    route: inner.route,
    engine: inner.engine ?? route.name ?? engine.name ?? '',
  };
}

/**
 * `allowedMethods` with each engine mount answered by its engine for the rest of the path.
 * With a `request`, a route (an engine's own, a mount, a later route) whose request
 * constraints refuse it counts for nothing, as it counts for nothing in the answer.
 */
export function allowedThroughMounts(matches: readonly PathMatch[], path: string, request?: RequestLike): string[] {
  const counted = request === undefined ? matches : matches.filter((match) => acceptsRequest(match, request));
  if (!counted.some((match) => mountedEngine(match.route))) return allowedVerbs(counted);
  const verbs: string[] = [];
  for (const match of counted) {
    const engine = mountedEngine(match.route);
    const rest = engine ? pathBelow(match.route, path) : null;
    const own = engine ? (rest === null ? [] : engine.allowedMethods(rest, request)) : allowedVerbs([match]);
    for (const verb of own) if (!verbs.includes(verb)) verbs.push(verb);
  }
  return verbs;
}
