/**
 * One route's match on a path, by its route program (route-program.ts, run by route-run.ts
 * in time linear in the path): the raw values of its parameters and where the match ends.
 * The compiled matcher runs it on the routes outside the trie; a mount's dispatch reads the
 * end to split the path between the application and the mounted app.
 */
import type { Route } from '../../definition/route';
import { programFor } from './route-program';
import { runProgram } from './route-run';
import type { PathMatch } from '../types';

/** A route's match: raw values in `route.pattern.names` order, and where the match ends. */
export interface RouteMatch extends PathMatch {
  readonly end: number;
}

/**
 * The route's match on the path, as its RegExp (`route.compiled`) would find it, in time
 * linear in the path: every constraint is part of the program, exactly (constraint-plan.ts).
 * Only a route made without the DSL's checks, holding a constraint no program decides (a
 * backreference), runs its native RegExp.
 */
export function execRoute(route: Route, path: string): RouteMatch | null {
  const program = programFor(route);
  if (program === null) return execNative(route, path);
  const caps = runProgram(program, path);
  if (caps === null) return null;
  const count = route.pattern.names.length;
  const values = new Array<string | undefined>(count);
  for (let k = 0; k < count; k++) {
    const start = caps[2 * k] as number;
    const end = caps[2 * k + 1] as number;
    values[k] = start >= 0 && end >= 0 ? path.slice(start, end) : undefined;
  }
  return { route, values, end: caps[2 * count] as number };
}

function execNative(route: Route, path: string): RouteMatch | null {
  const match = route.compiled.regexp.exec(path);
  if (!match) return null;
  const groups = match.groups ?? {};
  return { route, values: route.compiled.groups.map((group) => groups[group]), end: match[0].length };
}
