/**
 * Routes kept in the map form of Rails 2.3, as an app migrating from it would have them.
 * They record into the same route set as the block form in routes.ts.
 */
import type { Router } from '../src';

export function drawLegacyRoutes(router: Router): void {
  router.map((map) => {
    map.resources('tags', { only: ['index', 'show'] });
    map.named_route('archive', 'archive/:year', {
      controller: 'archive',
      action: 'show',
      requirements: { year: /\d{4}/ },
    });
  });
}
