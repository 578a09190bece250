/**
 * The `--client` module gives exactly what the server's `router.helpers` give: over random
 * route tables (the differential generator's programs, routes that reach every helper rule,
 * engines mounted with and without parameters, one inside another) and random
 * `defaultUrlOptions`, every helper in both spellings and through route proxies is called
 * with random arguments on both sides, and the text or the error (class, message, route
 * name) must be the same. Written with `--default-url-options`, the module is compared with
 * the router's helpers; without, with those of the same table without any defaultUrlOptions
 * (the module carries none: outside a browser, a `_url` helper without a host throws on both).
 * Both run the same host rule: a `host`, `subdomain` or `domain` option that would put
 * userinfo (`user@` before the host) into a URL throws the same `ArgumentError` on both
 * sides; the calls that reach it are counted, and no URL either side builds carries one.
 */
import fc from 'fast-check';
import { engineOf } from '../../src/definition/engine';
import { fullRoutes } from '../../src/engines/full-listing';
import { argumentsOf, call, text } from './call-arbitraries';
import { clientOf, helperPaths, memberAt, type Helpers } from './helper-paths';
import { outcome, type Outcome } from './load-client';
import { buildRouter, EXTRAS, type TableSpec } from './tables';

const defaultUrlOptions = fc.record(
  {
    host: fc.constantFrom('example.com', 'https://www.example.org:8443', 'localhost:3000'),
    protocol: fc.constantFrom('https', '//', 'http:'),
    port: fc.constantFrom(8080, 443),
    script_name: fc.constantFrom('/app', '/root/'),
    locale: fc.constantFrom('en', 'fr', 'en', null),
    lang: text,
    page: fc.constant(3),
  },
  { requiredKeys: [] },
);

const table: fc.Arbitrary<TableSpec> = fc.record({
  seed: fc.option(fc.integer({ min: 1, max: 100_000 }), { freq: 3 }),
  extras: fc.array(fc.boolean(), { minLength: EXTRAS.length, maxLength: EXTRAS.length }),
  engines: fc.boolean(),
  defaultUrlOptions: fc.oneof(fc.constant({}), defaultUrlOptions),
});

/** Whether a built URL's authority has an @: a user name before the host a browser goes to. */
function hasUserinfo(result: Outcome): boolean {
  return 'ok' in result && /^(?:[^:/]+:)?\/\/[^/?#\\]*@/.test(result.ok);
}

const reached = new Set<string>();
afterAll(() => {
  expect([...reached].sort()).toEqual(['equal', 'host refused']);
});

test.each([
  ['with --default-url-options, what the server gives', true],
  ['without, what the server gives with no defaultUrlOptions', false],
])('every helper of a random table gives on the client %s', (_name, withDefaults) => {
  fc.assert(
    fc.property(table, fc.array(call, { minLength: 10, maxLength: 40 }), (spec, calls) => {
      const router = buildRouter(spec);
      fc.pre(router !== null);
      const server = (withDefaults ? router : buildRouter({ ...spec, bare: true })!).helpers as Helpers;
      const client = clientOf(router, { defaultUrlOptions: withDefaults });
      const paths = helperPaths(server);
      // The same helpers, no more and no fewer, through the same proxies.
      expect(
        helperPaths(client)
          .map((path) => path.join('.'))
          .sort(),
      ).toEqual(paths.map((path) => path.join('.')).sort());
      const proxied = paths.filter((path) => path.length > 1);
      const params = [
        ...new Set(
          fullRoutes(engineOf(router)!.routes()).flatMap((route) =>
            [...route.path.matchAll(/[:*](\w+)/g)].map((match) => match[1] as string),
          ),
        ),
      ];
      for (const desc of calls) {
        // One call in three goes through a route proxy when the table has engines.
        const pool = desc.helper % 3 === 0 && proxied.length > 0 ? proxied : paths;
        const path = pool[Math.floor(desc.helper / 3) % pool.length] as string[];
        const expected = outcome(() => memberAt(server, path)(...argumentsOf(desc, params)));
        const actual = outcome(() => memberAt(client, path)(...argumentsOf(desc, params)));
        if (hasUserinfo(actual) || hasUserinfo(expected))
          throw new Error(
            `${path.join('.')}(${JSON.stringify(desc)}): built ${JSON.stringify(actual)}, ${JSON.stringify(expected)}`,
          );
        reached.add('error' in expected && expected.error === 'ArgumentError' ? 'host refused' : 'equal');
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          throw new Error(
            `${path.join('.')}(${JSON.stringify(desc)}): client ${JSON.stringify(actual)}, server ${JSON.stringify(expected)}`,
          );
        }
      }
    }),
    { numRuns: 60 },
  );
});
