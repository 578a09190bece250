/**
 * How a helper's arguments become parameters: the last plain object is the options hash
 * unless it is a record by API.md's record rule (a database row is a plain object), and
 * positional arguments fill the required parameters (Rails' optimized helper) or the
 * route's parameters in path order.
 */
import type { Route } from '../definition/route';
import { fillPositional as fillNames, fillRequiredParts, requiredPartsOf } from '../url-rules/arguments';
import { hasOwn, isEmptyObject } from '../support/own';
import type { HelperContext } from './url-options';

export { splitArguments } from '../url-rules/arguments';

/**
 * Rails' optimized helper: with exactly as many positional arguments as required
 * parameters and no options object, they fill the required ones (a name repeated by
 * nesting takes one argument per occurrence, the last one winning). Rails keeps its general
 * rule for routes with segment constraints or a glob. Returns null when it does not apply.
 */
export function fillRequired(
  route: Route,
  positional: readonly unknown[],
  hasOptions: boolean,
): Record<string, unknown> | null {
  const required = requiredParts(route);
  if (hasOptions || positional.length !== required.length || !fillsRequired(route)) return null;
  return fillRequiredParts(required, positional);
}

/** Rails' `optimize_helper?`: no segment constraint and no glob. */
export function fillsRequired(route: Route): boolean {
  return route.pattern.globs.size === 0 && isEmptyObject(route.requirements);
}

const REQUIRED_PARTS = new WeakMap<object, readonly string[]>();

/** Rails' `required_parts` of a route (url-rules/arguments.ts), worked out once per pattern. */
export function requiredParts(route: Route): readonly string[] {
  const { names, required } = route.pattern;
  if (names.length === required.length) return required;
  let parts = REQUIRED_PARTS.get(route.pattern);
  if (parts === undefined) {
    parts = requiredPartsOf(names, required);
    REQUIRED_PARTS.set(route.pattern, parts);
  }
  return parts;
}

/** A route's parameter names, each once: `/sheep/:sheep_id/sheep/:sheep_id` has one. */
function uniqueNames(route: Route): string[] {
  return [...route.pattern.nameSet];
}

/** The route's parameters in path order, filled by the URL rule (url-rules/arguments.ts) with what already has a value skipped first. */
export function fillPositional(
  route: Route,
  positional: unknown[],
  options: Record<string, unknown>,
  context: HelperContext,
  urlDefaults: Record<string, unknown>,
): void {
  if (positional.length === 0) return;
  const valued = (key: string): boolean =>
    hasOwn(context.recall, key) || hasOwn(route.baseParams, key) || hasOwn(urlDefaults, key);
  fillNames(uniqueNames(route), positional, options, valued);
}
