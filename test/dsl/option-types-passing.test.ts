/**
 * Option literals that must compile (the typecheck in `npm test` is the test) and mean at
 * runtime what Rails means: URL options at the top level of a route, and a concern handing
 * its `options` on to a verb method.
 */
import { Router } from '../../src';

describe('typed options that Rails code uses', () => {
  test("a route's own host: is a default of its _url helper", () => {
    const router = new Router().draw((r) => {
      r.get('elsewhere', { to: 'x#elsewhere', host: 'other.org' });
      r.get('api_status', { to: 'api#status', subdomain: 'api', port: 8443, protocol: 'https' });
    });
    const helpers = router.helpers as Record<string, (...args: unknown[]) => string>;
    expect(helpers.elsewhere_url?.()).toBe('http://other.org/elsewhere');
    expect(router.routes.map((route) => route.path)).toEqual(['/elsewhere(.:format)', '/api_status(.:format)']);
  });

  test("a concern's options handed on to a verb method", () => {
    const router = new Router().draw((r) => {
      r.concern('purgeable', (mapper, options) => {
        mapper.post('purge', options);
      });
      r.resources('photos', { only: [] }, (r) => r.concerns('purgeable', { on: 'member' }));
    });
    expect(router.routes.map((route) => `${route.verb} ${route.path} ${route.controller}#${route.action}`)).toEqual([
      'POST /photos/:id/purge(.:format) photos#purge',
    ]);
  });
});
