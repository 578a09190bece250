/**
 * A route's data as the one URL builder reads it (url-rules/route-data.ts), made from a
 * `Route` by helpers/route-data.ts: the names it finds in the tokens (Rails' required parts
 * among them) and the path it fills, an optional group only when every parameter in it has
 * a value, each value escaped as Journey escapes it.
 */
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { PathPattern } from '../../src/definition/path-pattern';
import { pathTokens, routeData } from '../../src/helpers/route-data';
import { fillPath, prepareRoute } from '../../src/url-rules/route-data';

const fill = (source: string, values: Record<string, string>): string =>
  fillPath(prepareRoute({ t: pathTokens(PathPattern.parse(source).tokens) }), values);

test.each<[string, Record<string, string>, string]>([
  ['/photos/:id(.:format)', { id: '1' }, '/photos/1'],
  ['/photos/:id(.:format)', { id: '1', format: 'json' }, '/photos/1.json'],
  ['(/:locale)/descriptions', {}, '/descriptions'],
  ['(/:locale)/descriptions', { locale: 'en' }, '/en/descriptions'],
  ['/posts(/:year(/:month))', { month: '05' }, '/posts'],
  ['/posts(/:year(/:month))', { year: '2024', month: '05' }, '/posts/2024/05'],
  ['/posts(/:year(/:month))', { year: '2024' }, '/posts/2024'],
  ['/photos/:id', { id: 'a/b c?#' }, '/photos/a%2Fb%20c%3F%23'],
  ['/files/*path', { path: 'a/b c' }, '/files/a/b%20c'],
  ['/legacy/:controller', { controller: 'admin/posts' }, '/legacy/admin/posts'],
  ['/photos/:id', {}, ''],
])('%s with %p → %s', (source, values, expected) => {
  expect(fill(source, values)).toBe(expected);
});

test("a route's names, required names, Rails' required parts and globs, read from its data as its pattern reads them", () => {
  const router = new Router().draw((r) => {
    r.get('x/:a(/:b)/*rest(.:format)', { to: 'x#y', as: 'x', constraints: { a: /\d+/ } });
    r.get(':locale(/:locale)/z', { to: 'z#y', as: 'z', defaults: { locale: 'en' } });
  });
  const [x, z] = engineOf(router)!
    .routes()
    .map((route) => [route, prepareRoute(routeData(route))] as const);
  for (const [route, prepared] of [x!, z!]) {
    expect([prepared.names, prepared.required, [...prepared.globs]]).toEqual([
      route.pattern.names,
      route.pattern.required,
      [...route.pattern.globs],
    ]);
  }
  expect([x![1].parts, x![1].optimizable, Object.keys(x![1].checks)]).toEqual([['a', 'rest'], false, ['a']]);
  expect([z![1].parts, z![1].optimizable, z![1].base]).toEqual([
    [],
    true,
    { controller: 'z', action: 'y', locale: 'en' },
  ]);
});
