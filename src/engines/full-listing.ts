/**
 * Every route a request can reach, engines' included, with the full path it is reached at:
 * `--json` lists `/blog/posts(.:format)` for the blog engine's `posts` route mounted at
 * `/blog`, once per mount (`/:locale/journal/posts(.:format)` too), with the name of the
 * mount it goes through as `engine`. Engines in engines compose their mount paths.
 */
import { mountedEngine } from '../definition/engine';
import type { Route, RouteInfo } from '../definition/route';

export type ListedRoute = RouteInfo & { engine?: string };

export function fullRoutes(routes: readonly Route[], prefix = '', engine?: string): ListedRoute[] {
  const out: ListedRoute[] = [];
  for (const route of routes) {
    const info = route.info();
    const path = joinPath(prefix, info.path);
    // `source` is not enumerable on RouteInfo (equal routes compare equal); a listing shows it.
    const listed: ListedRoute = {
      ...info,
      path,
      ...(info.source === undefined ? {} : { source: info.source }),
      ...(engine === undefined ? {} : { engine }),
    };
    out.push(listed);
    const mounted = mountedEngine(route);
    if (mounted) out.push(...fullRoutes(mounted.routes(), path, route.name ?? mounted.name));
  }
  return out;
}

/** `/blog` + `/posts(.:format)`; an engine's root is its mount path. */
export function joinPath(prefix: string, path: string): string {
  if (prefix === '' || prefix === '/') return path;
  return path === '/' ? prefix : `${prefix.replace(/\/$/, '')}${path}`;
}
