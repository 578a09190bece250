/** railroute: Ruby on Rails' resource routing for Express. Public exports only. */
export { Router } from './router';
export type { RouterOptions, Recognized } from './router';
export { Controller } from './controllers/controller';
export type { FilterCallbackOf, AroundCallbackOf, FilterConditionOf, FilterOptionsOf } from './controllers/controller';
export type { ControllerRegistry, ControllerClass, ControllerTarget } from './controllers/registry';
export { redirect } from './dsl/redirect';
export type { Mapper, Concern } from './dsl/mapper';
export type { MapMapper } from './dsl/map-mapper';
export type { MatchOptions, ScopeOptions, ResourceOptions, MountOptions, Constraints, Verb, RouteMiddleware, PathParams } from './dsl/types';
export { ArgumentError, RoutingError, UrlGenerationError, PayloadTooLargeError } from './errors';
export type { RouteInfo, Handler, Constraint, RedirectTarget } from './definition/route';
export type { RedirectBlock } from './dsl/redirect';
export type { DirectHelper, ResolveHelper } from './definition/route-set';
export type { UrlHelpers, UrlHelper } from './helpers/url-helpers';
export type { UrlOptions } from './helpers/url-options';
export type { MiddlewareOptions, Middleware } from './express/middleware';
export type { InspectFilter } from './inspect/rows';
export type { RequestLike } from './matcher/request-conditions';
