/**
 * `--include`/`--exclude` select every route the browser module and the OpenAPI document
 * write, an engine's routes by `<mount as>.<route name>`: over generated tables (top-level
 * routes, engines, an engine inside an engine) and generated RegExps, nothing of a route left
 * out — its name in both spellings, its path, its constraint's source, its controller — is in
 * the text of either output, and every selected route is. Each route carries its own markers
 * (`seg3z`, `k3z`, `ctl3z`), so that "absent" means absent, not "spelt like another route".
 */
import fc from 'fast-check';
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import type { Mapper } from '../../src/dsl/mapper';
import { generateClientModule } from '../../src/generators/client-module';
import { generateOpenApi } from '../../src/generators/openapi';
import type { RouteSelection } from '../../src/generators/route-selection';
import { camelize } from '../../src/support/inflection';

const PREFIXES = ['admin', 'public', 'api', 'shop'] as const;

interface RouteSpec {
  prefix: (typeof PREFIXES)[number];
}
interface EngineSpec {
  as: string;
  routes: RouteSpec[];
  inner?: EngineSpec;
}
interface TableSpec {
  routes: RouteSpec[];
  engines: EngineSpec[];
}

/** A route as the test knows it: its qualified name and the markers only it writes. */
interface Planted {
  qualified: string;
  name: string;
  markers: string[];
  inEngine: boolean;
}

const routeSpec: fc.Arbitrary<RouteSpec> = fc.record({ prefix: fc.constantFrom(...PREFIXES) });
const inner: fc.Arbitrary<EngineSpec> = fc.record({
  as: fc.constant('inner'),
  routes: fc.array(routeSpec, { minLength: 1, maxLength: 3 }),
});
const engineSpec = (as: string): fc.Arbitrary<EngineSpec> =>
  fc.record(
    {
      as: fc.constant(as),
      routes: fc.array(routeSpec, { minLength: 1, maxLength: 3 }),
      inner: fc.option(inner, { nil: undefined }),
    },
    { requiredKeys: ['as', 'routes'] },
  );
const tableSpec: fc.Arbitrary<TableSpec> = fc.record({
  routes: fc.array(routeSpec, { minLength: 1, maxLength: 5 }),
  engines: fc.subarray(['blog', 'admin_area']).chain((names) => fc.tuple(...names.map(engineSpec))),
});
const pattern = fc.constantFrom(
  '^admin',
  'admin',
  'blog\\.',
  '^blog\\.admin',
  'inner',
  '\\.inner\\.',
  '^(api|shop)',
  'public_',
  '_1\\d*z$',
  'u2z',
  '.',
  '^$',
);
const selection: fc.Arbitrary<RouteSelection> = fc.record(
  { include: pattern.map((source) => new RegExp(source)), exclude: pattern.map((source) => new RegExp(source, 'g')) },
  { requiredKeys: [] },
);

/** Builds the router, recording each route's markers; `count` numbers routes across the whole table. */
function build(spec: TableSpec): { router: Router; planted: Planted[] } {
  const planted: Planted[] = [];
  let count = 0;
  const draw = (r: Mapper, routes: RouteSpec[], mounts: string[]): void => {
    for (const { prefix } of routes) {
      const id = count++;
      const name = `${prefix}_u${id}z`;
      r.get(`seg${id}z/:p${id}`, {
        to: `ctl${id}z#show`,
        as: name,
        constraints: { [`p${id}`]: new RegExp(`k${id}z\\d+`) },
      });
      planted.push({
        qualified: [...mounts, name].join('.'),
        name,
        markers: [`seg${id}z`, `k${id}z`, `ctl${id}z`],
        inEngine: mounts.length > 0,
      });
    }
  };
  const engine = (e: EngineSpec, mounts: string[]): Router => {
    const router = new Router({ name: `${e.as}_engine` });
    router.draw((r) => {
      draw(r, e.routes, [...mounts, e.as]);
      if (e.inner) r.mount(engine(e.inner, [...mounts, e.as]), { at: `mnt${count++}z`, as: e.inner.as });
    });
    return router;
  };
  const router = new Router().draw((r) => {
    draw(r, spec.routes, []);
    for (const e of spec.engines) r.mount(engine(e, []), { at: `mnt${count++}z`, as: e.as });
  });
  return { router, planted };
}

/** Selected when `include` matches one of its names and `exclude` none: behind a mount, `blog.admin_u3z` and `admin_u3z`. */
function expectedSelected(qualified: string, { include, exclude }: RouteSelection): boolean {
  const names = qualified.includes('.') ? [qualified, qualified.slice(qualified.lastIndexOf('.') + 1)] : [qualified];
  const matches = (pattern: RegExp) => names.some((name) => new RegExp(pattern.source).test(name));
  return (include === undefined || matches(include)) && !(exclude !== undefined && matches(exclude));
}

test('what --include/--exclude leave out is nowhere in the browser module or the OpenAPI document', () => {
  const reached = new Set<string>();
  fc.assert(
    fc.property(tableSpec, selection, (spec, chosen) => {
      const { router, planted } = build(spec);
      const engine = engineOf(router)!;
      const client = generateClientModule(
        { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() },
        chosen,
      );
      const clientText = `${client.js}\n${client.dts}`;
      const openApiText = JSON.stringify(
        generateOpenApi(engine.routes(), { title: 't', version: '1' }, { selection: chosen }),
      );
      for (const route of planted) {
        const selected = expectedSelected(route.qualified, chosen);
        reached.add(`${route.inEngine ? 'engine' : 'top'} route ${selected ? 'selected' : 'left out'}`);
        const spellings = [
          `${route.name}_path`,
          camelize(`${route.name}_path`),
          `${route.name}_url`,
          camelize(`${route.name}_url`),
        ];
        for (const text of [clientText, openApiText]) {
          for (const marker of route.markers) {
            // The browser module carries a constraint compiled (the value checker's program), not
            // its source: there a selected route's constraint marker need not be written.
            const compiled = text === clientText && marker.startsWith('k');
            const written = text.includes(marker);
            expect({ route: route.qualified, marker, written: compiled && selected ? selected : written }).toEqual({
              route: route.qualified,
              marker,
              written: selected,
            });
          }
        }
        for (const spelling of spellings)
          expect({ spelling, written: clientText.includes(spelling) }).toEqual({ spelling, written: selected });
        // Its operation, by the documented operationId rule: the camelCase of the mounts' and the route's names.
        const words = route.qualified.split(/[._]/).filter((word) => word !== '');
        const operationId = words
          .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
          .join('');
        expect({ operation: operationId, written: openApiText.includes(`"operationId":"${operationId}"`) }).toEqual({
          operation: operationId,
          written: selected,
        });
      }
      // An engine none of whose routes is selected leaves no proxy behind.
      for (const e of spec.engines) {
        // The engine's mount of its inner engine is a named route (`admin_area.inner`) with a helper of its own.
        const mountKept = e.inner !== undefined && expectedSelected(`${e.as}.${e.inner.as}`, chosen);
        const kept =
          mountKept ||
          planted.some((route) => route.qualified.startsWith(`${e.as}.`) && expectedSelected(route.qualified, chosen));
        reached.add(`engine ${kept ? 'kept' : 'dropped'}`);
        expect({
          engine: e.as,
          proxy: new RegExp(`^export \\{ \\$p\\d+ as ${e.as} \\};$`, 'm').test(client.js),
        }).toEqual({ engine: e.as, proxy: kept });
      }
    }),
    { numRuns: 150 },
  );
  expect([...reached].sort()).toEqual([
    'engine dropped',
    'engine kept',
    'engine route left out',
    'engine route selected',
    'top route left out',
    'top route selected',
  ]);
});

test('a route without a name is selected by the named route of its path, as `rails routes` groups them', () => {
  const blog = new Router({ name: 'blog' }).draw((r) => {
    r.namespace('admin', (r) => r.resources('secrets', { only: ['show', 'update', 'destroy'] }));
  });
  const router = new Router().draw((r) => {
    r.resources('posts', { only: ['index', 'create'] });
    r.namespace('admin', (r) => r.resources('posts', { only: ['show', 'update', 'destroy'] }));
    r.mount(blog, { at: 'blog' });
  });
  const paths = (chosen: RouteSelection) =>
    Object.entries(
      generateOpenApi(engineOf(router)!.routes(), { title: 't', version: '1' }, { selection: chosen }).paths ?? {},
    )
      .filter(([path]) => !path.endsWith('{format}'))
      .map(([path, item]) => `${Object.keys(item as object).join(',')} ${path}`);
  expect(paths({ exclude: /^admin_/ })).toEqual(['get,post /posts']);
  expect(paths({ include: /^admin_post$/ })).toEqual(['get,patch,put,delete /admin/posts/{id}']);
  expect(paths({ include: /^blog\.admin_secret$/ })).toEqual(['get,patch,put,delete /blog/admin/secrets/{id}']);
  expect(paths({ include: /^posts$/ })).toEqual(['get,post /posts']);
});

test('a route without a name is selected by its controller#action in the OpenAPI document', () => {
  const router = new Router().draw((r) => {
    r.get('reports', { to: 'admin/reports#index', as: null });
    r.get('photos', { to: 'photos#index', as: null });
  });
  const routes = engineOf(router)!.routes();
  const paths = (chosen: RouteSelection): string[] =>
    Object.keys(generateOpenApi(routes, { title: 't', version: '1' }, { selection: chosen }).paths ?? {});
  expect(paths({ exclude: /admin/ })).toEqual(['/photos', '/photos.{format}']);
  expect(paths({ include: /^admin\/reports#index$/ })).toEqual(['/reports', '/reports.{format}']);
});
