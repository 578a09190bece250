/**
 * What a route goes to: a handler, a redirect, a mounted app or engine, or a controller and
 * action, read from `to` and the scope (Rails' `Mapping` for `:to`, `:controller`, `:action`).
 */
import { ArgumentError } from '../errors';
import { engineOf } from '../definition/engine';
import type { Handler, RedirectTarget, RouteTarget } from '../definition/route';
import type { Scope } from './scope';
import { valueText } from '../url-rules/values';

const CONTROLLER_NAME = /^[a-z_0-9][a-z_0-9/]*$/;

/** Shared by every controller route. */
export const CONTROLLER_TARGET: RouteTarget = Object.freeze({ kind: 'controller' });

/** What the target is read from. */
export interface TargetInput {
  scope: Scope;
  controller?: string;
  defaultAction?: string | RegExp;
  to?: unknown;
}

function isRedirectTarget(value: unknown): value is RedirectTarget {
  return typeof value === 'object' && value !== null && (value as RedirectTarget).kind === 'redirect';
}

/** The target `to` names (a mount's when `mount`); a controller route's is CONTROLLER_TARGET. */
export function targetOf(to: unknown, mount?: boolean): RouteTarget {
  if (isRedirectTarget(to)) return { kind: 'redirect', redirect: to };
  const engine = mount ? engineOf(to) : undefined;
  if (engine) return { kind: 'mount', app: engine.handle, engine };
  if (typeof to === 'function')
    return mount ? { kind: 'mount', app: to as Handler } : { kind: 'handler', handler: to as Handler };
  return CONTROLLER_TARGET;
}

/** Where a controller route's controller and action come from (`to`, or the scope), set on `out`. */
export function controllerAndAction(
  input: TargetInput,
  params: { has(name: string): boolean },
  out: Record<string, unknown>,
): void {
  let controller: unknown = input.controller;
  let action: unknown = input.defaultAction;
  if (typeof input.to === 'string') {
    // Not `split` and destructuring: an array and its iterator per route, before V8 optimizes.
    const hash = input.to.indexOf('#');
    if (hash === -1) action = input.to;
    else {
      const second = input.to.indexOf('#', hash + 1);
      controller = input.to.slice(0, hash);
      action = input.to.slice(hash + 1, second === -1 ? undefined : second);
    }
  } else if (Array.isArray(input.to)) {
    // Express' `app.get(path, auth, handler)` habit: the chain belongs in `middleware`.
    throw new ArgumentError(
      ':to takes one target; put Express middleware in the `middleware` option: { to: handler, middleware: [auth] }',
    );
  } else if (input.to !== undefined && input.to !== null) {
    throw new ArgumentError(
      ":to must be a function, a redirect or a String that includes '#', or the controller should be implicit",
    );
  }
  const module = input.scope.hash.module;
  if (module && !(controller instanceof RegExp)) {
    // With no controller of its own, a route in a module takes the module as its controller.
    if (typeof controller !== 'string' || controller === '') controller = params.has('controller') ? undefined : module;
    else controller = controller.startsWith('/') ? controller.slice(1) : `${module}/${controller}`;
  }
  if (controller) {
    if (typeof controller === 'string' && !CONTROLLER_NAME.test(controller)) {
      throw new ArgumentError(
        `'${controller}' is not a supported controller name. This can lead to potential routing problems.`,
      );
    }
    out.controller = controller;
  } else if (!params.has('controller')) {
    throw new ArgumentError('Missing :controller key on routes definition, please check your routes.');
  }
  if (action) out.action = action instanceof RegExp ? action : valueText(action);
  else if (!params.has('action')) {
    throw new ArgumentError('Missing :action key on routes definition, please check your routes.');
  }
}
