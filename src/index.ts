/** railroute: Ruby on Rails' resource routing for Express. Public exports only. */
export { Router } from './router';
export type { RouterOptions, Recognized } from './router';
export { Controller } from './controllers/controller';
export type { FilterCallbackOf, AroundCallbackOf, FilterConditionOf, FilterOptionsOf } from './controllers/controller';
export type { ControllerRegistry, ControllerClass, ControllerTarget } from './controllers/registry';
export type { ControllerRequest, ControllerResponse } from './controllers/controller-types';
export type { RouterRequest, RouterResponse, NextFunction } from './request/http-types';
export { redirect } from './dsl/redirect';
export type { Mapper, Concern } from './dsl/mapper';
export type { MapMapper, MapBlock } from './dsl/map-mapper';
export type { Block } from './dsl/scope-mapper';
export type {
  MatchOptions,
  ScopeOptions,
  ResourceOptions,
  MountOptions,
  Constraints,
  Verb,
  RouteMiddleware,
  PathParams,
} from './dsl/types';
export {
  ArgumentError,
  RoutingError,
  UrlGenerationError,
  PayloadTooLargeError,
  InvalidAuthenticityToken,
} from './errors';
export type { RouteInfo, Handler, Constraint, RedirectTarget } from './definition/route';
export type { RedirectBlock, RedirectOptions } from './dsl/redirect';
export type { DirectHelper, ResolveHelper } from './definition/route-set';
export type { UrlHelpers, UrlHelper, TypedHelpers, ControllerHelpers } from './helpers/url-helpers';
export type { FormHelpers, ButtonToOptions, LinkToOptions, FormWithOptions, LinkTarget } from './forms/form-helpers';
export type { FormBuilder, SelectChoices } from './forms/form-builder';
export type { ForgeryStrategy } from './controllers/forgery-protection';
export type { UrlOptions } from './helpers/url-options';
export type { MiddlewareOptions, Middleware } from './express/middleware';
export type { MethodOverrideOptions } from './express/method-override';
export type { InspectFilter, InspectOptions } from './inspect/rows';
export type { RequestLike } from './request/request-conditions';
export { importRoutes } from './import/on-demand';
export { RubySyntaxError } from './import/ruby-syntax-error';
export type { ImportOptions, ImportResult, Todo as ImportTodo } from './import/import-routes';
export type { WatchOptions, RouteWatcher } from './inspect/watch';
export type { ClientModuleOptions } from './generators/client-module';
export type { DevelopmentErrorHandler } from './inspect/routing-error-page';
export type { DevelopmentToolOptions, RoutesPageHandler } from './inspect/development-gate';
export { ParameterMissing, UnpermittedParameters, UnknownFormat } from './errors';
export { Parameters } from './controllers/parameters';
export type {
  PermitFilter,
  PermitFilterValue,
  PermitFilterHash,
  UnpermittedMode,
  ParametersOptions,
} from './controllers/parameters';
export type { Attributes } from './forms/html-tag';
export type { TrustProxy } from './request/request-origin';
export { UploadedFile } from './controllers/uploaded-file';
