/**
 * Parts of railroute a process that draws and recognizes never uses, loaded on first use
 * rather than with `require('railroute')`: the Express middleware (and with it the form-body
 * readers), the map form, the inspector, the watcher, the URL helpers and the controller
 * registry. They were ~15 ms of a fresh `require` (81 modules then, 49 now;
 * `test/package.test.ts` pins it).
 * `require` caches: a later call costs a lookup.
 */
type Middleware = typeof import('./express/middleware');
type Registry = typeof import('./controllers/registry');
type MapMapper = typeof import('./dsl/map-mapper');
type Watch = typeof import('./inspect/watch');
type Inspect = typeof import('./inspect/formatter') &
  typeof import('./inspect/expanded') &
  typeof import('./inspect/rows') &
  typeof import('./inspect/routes-page') &
  typeof import('./generators/types-generator') &
  typeof import('./inspect/routing-error-page') &
  typeof import('./inspect/router-listing') &
  typeof import('./inspect/development-gate');
type Engines = typeof import('./engines/router-engine') &
  typeof import('./engines/mount-recognition') &
  typeof import('./engines/mounted') &
  typeof import('./engines/cascade');
type Helpers = Pick<typeof import('./helpers/url-helpers'), 'buildHelperPrototype' | 'helpersFor'> &
  Pick<typeof import('./helpers/generator'), 'UrlGenerator'> &
  Pick<typeof import('./helpers/url-options'), 'NO_CONTEXT'> &
  Pick<typeof import('./engines/route-proxy'), 'addMountHelpers'>;

export const middlewareModule = (): Middleware => require('./express/middleware') as Middleware;
export const mapMapperModule = (): MapMapper => require('./dsl/map-mapper') as MapMapper;
export const watchModule = (): Watch => require('./inspect/watch') as Watch;
/** The controller registry (and its action-method reader), made with a router's first `controllers` read. */
export const registryModule = (): Registry => require('./controllers/registry') as Registry;

let inspect: Inspect | undefined;
export const inspectModules = (): Inspect =>
  (inspect ??= {
    ...(require('./inspect/formatter') as object),
    ...(require('./inspect/expanded') as object),
    ...(require('./inspect/rows') as object),
    ...(require('./inspect/routes-page') as object),
    ...(require('./generators/types-generator') as object),
    ...(require('./inspect/routing-error-page') as object),
    ...(require('./inspect/router-listing') as object),
    ...(require('./inspect/development-gate') as object),
  } as Inspect);

let helpers: Helpers | undefined;
/** The URL helpers, loaded with the first helper a router builds. */
export const helperModules = (): Helpers =>
  (helpers ??= {
    ...(require('./helpers/url-helpers') as typeof import('./helpers/url-helpers')),
    UrlGenerator: (require('./helpers/generator') as typeof import('./helpers/generator')).UrlGenerator,
    NO_CONTEXT: (require('./helpers/url-options') as typeof import('./helpers/url-options')).NO_CONTEXT,
    addMountHelpers: (require('./engines/route-proxy') as typeof import('./engines/route-proxy')).addMountHelpers,
  });

let engines: Engines | undefined;
/**
 * Mounted routers: an engine's view of a router, recognizing through a mount, the cascade
 * past one, the listing. Loaded with the first mount reached (with them the route programs
 * a mount's prefix match runs: matcher/programs/on-demand.ts).
 */
export const engineModules = (): Engines =>
  (engines ??= {
    ...(require('./engines/router-engine') as typeof import('./engines/router-engine')),
    ...(require('./engines/mount-recognition') as typeof import('./engines/mount-recognition')),
    ...(require('./engines/mounted') as typeof import('./engines/mounted')),
    ...(require('./engines/cascade') as typeof import('./engines/cascade')),
  });

/** The request readers a route's request constraints use (a default request for `recognize`). */
export const requestModule = (): typeof import('./request/request-conditions') =>
  require('./request/request-conditions') as typeof import('./request/request-conditions');
