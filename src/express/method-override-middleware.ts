/**
 * `router.methodOverride()`, the method override as a middleware of its own, and the question
 * both it and the router's middleware ask before reading a form body: could `_method` send
 * this POST to another route?
 */
import { normalizeRequestPath } from '../request/request-path';
import type { Matcher } from '../matcher/types';
import { overrideStep, type MethodOverrideOptions, type OverridableRequest } from './method-override';
import { overrideCouldReroute } from './override-decision';
import { fail } from './routing-answers';
import { constraintView } from '../request/constraint-view';
import type { CompiledRouter, Middleware } from './middleware';

/**
 * `router.methodOverride()`: the override alone, for apps whose verb-specific middleware runs
 * before the router; mount it at the router's own mount path, so it reads the paths the router reads.
 */
export function createMethodOverride(compiled: () => CompiledRouter, options: MethodOverrideOptions = {}): Middleware {
  const override = overrideStep(
    options,
    overridableBy(() => compiled().matcher),
  );
  return function railrouteMethodOverride(req, res, next) {
    if (override === undefined || req.method !== 'POST') return next?.();
    override(req, (err) => (err ? fail(req, res, next, err) : next?.()));
  };
}

/** Whether `_method` could send a POST to this path elsewhere (asked only for an unread form POST). */
export function overridableBy(matcher: () => Matcher): (req: OverridableRequest) => boolean {
  return (req) => {
    const path = normalizeRequestPath(String(req.url ?? '/'));
    return path !== null && overrideCouldReroute(matcher().find(path), path, constraintView(req));
  };
}
