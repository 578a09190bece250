/**
 * Random route tables for the walk's property tests: routes of up to three segments drawn
 * from a few static names and parameters (so that names and parameters meet at the same
 * place), any of five verbs, with an optional, absent or required format.
 */
import fc from 'fast-check';
import type { Mapper } from '../../src/dsl/mapper';

const VIAS = ['get', 'post', 'head', 'delete', 'all'] as const;
const FORMATS = ['optional', 'none', 'required'] as const;

export interface RandomRoute {
  segments: string[];
  via: string;
  format: string;
}

/** A route whose segments come from `segments` (`:x` a parameter, renamed per route). */
export function routeArb(segments: readonly string[]): fc.Arbitrary<RandomRoute> {
  return fc.record({
    segments: fc.array(fc.constantFrom(...segments), { minLength: 0, maxLength: 3 }),
    via: fc.constantFrom(...VIAS),
    format: fc.constantFrom(...FORMATS),
  });
}

/** Draws the routes in order, route `i` answering `c#a<i>`. */
export function drawRoutes(r: Mapper, routes: readonly RandomRoute[]): void {
  routes.forEach((route, i) => {
    let names = 0;
    const path = `/${route.segments.map((s) => (s.startsWith(':') ? `${s}${names++}` : s)).join('/')}`;
    const options: Record<string, unknown> = { to: `c#a${i}`, via: route.via };
    if (route.format === 'none') options.format = false;
    if (route.format === 'required') options.format = true;
    r.match(path, options as never);
  });
}
