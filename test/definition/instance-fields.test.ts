/**
 * Classes compile with `useDefineForClassFields: false` (tsconfig.json): a field becomes a
 * constructor assignment, which costs less than the ES2022 define before V8 optimizes a
 * constructor. A field set later (a lazy cache) must then be declared `= undefined`, or it
 * would be added to each instance when first set, giving instances of one class several
 * hidden classes (a lookup reading them turns polymorphic). Checked here on the objects a
 * draw makes per route and a lookup reads: their own keys are the same, in the same order,
 * before and after every lazy part has been used.
 */
import { Router } from '../../src';
import type { Route } from '../../src/definition/route';

function routesOf(router: Router): Route[] {
  return (router as unknown as { set: { routes: Route[] } }).set.routes;
}

test('a route and its path pattern have all their fields from construction', () => {
  const router = new Router({ sourceLocations: true }).draw((r: any) => {
    r.resources('photos', { constraints: { id: /\d+/ } });
    r.get('files/*path', { to: 'files#show' });
  });
  const routes = routesOf(router);
  const before = routes.map((route) => [Object.keys(route), Object.keys(route.pattern)]);
  for (const url of ['/photos', '/photos/1', '/photos/1/edit', '/files/a/b']) router.recognize('GET', url);
  for (const route of routes) {
    void route.compiled;
    void route.baseParams;
    void route.info();
    void route.pattern.nameSet;
  }
  router.helpers.photo_path(1);
  expect(routes.map((route) => [Object.keys(route), Object.keys(route.pattern)])).toEqual(before);
});

test('every route of a table has the same fields in the same order', () => {
  const router = new Router().draw((r: any) => {
    r.resources('photos', () => r.member(() => r.get('preview')));
    r.root('pages#home');
    r.get('legacy', { to: () => undefined });
  });
  const shapes = new Set(routesOf(router).map((route) => Object.keys(route).join(',')));
  expect(shapes.size).toBe(1);
});
