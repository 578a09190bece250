/**
 * The obviously-correct matcher: every route's own regular expression, tried in route
 * order. The compiled matcher is checked against it on every conformance row.
 */
import type { Route } from '../definition/route';
import { recognizeAmong, type Recognition } from './recognizer';
import type { Matcher, PathMatch } from './types';
import type { RequestLike } from './request-conditions';

export function execRoute(route: Route, path: string): PathMatch | null {
  const match = route.compiled.regexp.exec(path);
  if (!match) return null;
  const groups = match.groups ?? {};
  return { route, values: route.compiled.groups.map((group) => groups[group]) };
}

export class ReferenceMatcher implements Matcher {
  constructor(private readonly routes: readonly Route[]) {}

  find(path: string): PathMatch[] {
    const out: PathMatch[] = [];
    for (const route of this.routes) {
      const match = execRoute(route, path);
      if (match) out.push(match);
    }
    return out;
  }

  recognize(method: string, path: string, req?: RequestLike): Recognition {
    return recognizeAmong(this.find(path), method, req, path);
  }
}
