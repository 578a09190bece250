/**
 * What a URL is tested against to tell whether it reaches a route mounted at `prefix`: the
 * routes page's search and `routes -g URL` both ask this, so `/posts/1` never lists the
 * blog's `/posts/:id` when the blog is mounted at `/blog`. (A module of its own: the CLI
 * loads an application with jiti, which shares the modules already loaded, and the path
 * pattern's RegExps must come from the application's side.)
 */
import { PathPattern } from '../definition/path-pattern';
import type { Route } from '../definition/route';
import { joinPath } from './full-listing';

/** `prefix`: the full path of the mount the route is reached through, `''` for the application's own. */
export function reachRegExp(route: Route, prefix: string): RegExp {
  if (prefix === '' || prefix === '/') return route.compiled.regexp;
  return PathPattern.parse(joinPath(prefix, route.path)).compile(route.requirements, route.anchored).regexp;
}
