/**
 * A `Route` as the one URL builder reads it (url-rules/route-data.ts): the plain data the
 * `--client` module ships too (generators/client-route-data.ts writes this very data), made
 * once per route. A constraint is the matcher's own linear value test
 * (matcher/constraints/value-check.ts), built on the first value it is asked about.
 */
import type { Route } from '../definition/route';
import type { Token } from '../definition/path-pattern';
import { valueTest, type ValueTest } from '../matcher/constraints/value-check';
import type { PathToken, RouteData, ValueTester } from '../url-rules/route-data';

const DATA = new WeakMap<Route, RouteData>();

/** The route's path tokens as data: text, `{ p }`, `{ g }`, a list for an optional group. */
export function pathTokens(list: readonly Token[]): PathToken[] {
  return list.map((token): PathToken => {
    switch (token.type) {
      case 'text':
        return token.value;
      case 'param':
        return { p: token.name };
      case 'glob':
        return { g: token.name };
      case 'group':
        return pathTokens(token.tokens);
    }
  });
}

/** The route's data without its constraints (what the `--client` module writes them as is its own). */
export function plainRouteData(route: Route): RouteData & { k?: never } {
  const data: { -readonly [K in keyof RouteData]: RouteData[K] } = { t: pathTokens(route.pattern.tokens) };
  if (route.name !== undefined) data.n = route.name;
  if (route.controller !== undefined) data.c = route.controller;
  if (route.action !== undefined) data.a = route.action;
  if (Object.keys(route.defaults).length > 0) data.d = route.defaults;
  if (route.scopeOptionKeys.length > 0) data.s = route.scopeOptionKeys;
  if (Object.keys(route.urlDefaults).length > 0) data.u = route.urlDefaults;
  return data as RouteData & { k?: never };
}

/** The route's data for the server's helpers, its constraints tested by the matcher's value test. */
export function routeData(route: Route): RouteData {
  let data = DATA.get(route);
  if (data === undefined) {
    const keys = Object.keys(route.checks);
    const plain = plainRouteData(route);
    if (keys.length === 0) data = plain;
    else {
      const k: Record<string, ValueTester> = {};
      for (const key of keys) k[key] = { test: (value) => (valueTest(route, key) as ValueTest).test(value) };
      data = { ...plain, k };
    }
    DATA.set(route, data);
  }
  return data;
}
