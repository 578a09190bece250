/**
 * Parts of railroute a process that draws and recognizes never uses, loaded on first use
 * rather than with `require('railroute')`: the Express middleware (and with it the form-body
 * readers), the map form, the inspector, the watcher, the URL helpers and the controller
 * registry. They were ~15 ms of a fresh `require` (81 modules then, 49 now;
 * `test/package.test.ts` pins it). Each loader names what it takes (support/on-first-use.ts).
 */
import { onFirstUse } from './support/on-first-use';

type MiddlewareModule = typeof import('./express/middleware');
type RouterListingModule = typeof import('./inspect/router-listing');
type RoutingErrorPageModule = typeof import('./inspect/routing-error-page');
type DevelopmentGateModule = typeof import('./inspect/development-gate');
type MountRecognitionModule = typeof import('./engines/mount-recognition');

export const middlewareModule = onFirstUse(() => {
  const {
    createMiddleware,
    createMethodOverride,
    overrideCouldReroute,
  }: MiddlewareModule = require('./express/middleware');
  return { createMiddleware, createMethodOverride, overrideCouldReroute };
});

export const mapMapperModule = onFirstUse(() => {
  const { MapMapper }: typeof import('./dsl/map-mapper') = require('./dsl/map-mapper');
  return { MapMapper };
});

export const watchModule = onFirstUse(() => {
  const { forgetRouteFiles, watchRoutes }: typeof import('./inspect/watch') = require('./inspect/watch');
  return { forgetRouteFiles, watchRoutes };
});

/** The controller registry (and its action-method reader), made with a router's first `controllers` read. */
export const registryModule = onFirstUse(() => {
  const { ControllerRegistry }: typeof import('./controllers/registry') = require('./controllers/registry');
  return { ControllerRegistry };
});

/** The listing, the development pages and the helper types. */
export const inspectModules = onFirstUse(() => {
  const { inspectRoutes, verifyRoutes }: RouterListingModule = require('./inspect/router-listing');
  const { renderRoutesPage }: typeof import('./inspect/routes-page') = require('./inspect/routes-page');
  const { developmentErrorHandler }: RoutingErrorPageModule = require('./inspect/routing-error-page');
  const { developmentGate, notFound }: DevelopmentGateModule = require('./inspect/development-gate');
  const { generateTypes }: typeof import('./generators/types-generator') = require('./generators/types-generator');
  return {
    inspectRoutes,
    verifyRoutes,
    renderRoutesPage,
    developmentErrorHandler,
    developmentGate,
    notFound,
    generateTypes,
  };
});

/** The URL helpers, loaded with the first helper a router builds. */
export const helperModules = onFirstUse(() => {
  const { buildHelperPrototype, helpersFor }: typeof import('./helpers/url-helpers') = require('./helpers/url-helpers');
  const { UrlGenerator }: typeof import('./helpers/generator') = require('./helpers/generator');
  const { NO_CONTEXT }: typeof import('./helpers/url-options') = require('./helpers/url-options');
  const { addMountHelpers }: typeof import('./engines/route-proxy') = require('./engines/route-proxy');
  return { buildHelperPrototype, helpersFor, UrlGenerator, NO_CONTEXT, addMountHelpers };
});

/**
 * Mounted routers: an engine's view of a router, recognizing through a mount, the cascade
 * past one, the listing. Loaded with the first mount reached (with them the route programs
 * a mount's prefix match runs: matcher/on-demand.ts).
 */
export const engineModules = onFirstUse(() => {
  const { engineView }: typeof import('./engines/router-engine') = require('./engines/router-engine');
  const { recognizeInEngine, allowedThroughMounts }: MountRecognitionModule = require('./engines/mount-recognition');
  const { mountedEngines }: typeof import('./engines/mounted') = require('./engines/mounted');
  const { recognizeAfterIn }: typeof import('./engines/cascade') = require('./engines/cascade');
  return { engineView, recognizeInEngine, allowedThroughMounts, mountedEngines, recognizeAfterIn };
});
