/**
 * Turns one `match` (after the DSL has worked out path, controller, action and verbs) plus
 * the enclosing scope into a route spec: Rails' `Mapping`. Options split three ways: RegExp
 * values constrain, keys naming path parameters are segment requirements, other keys are
 * request conditions; every other value is a default.
 */
import { ArgumentError } from '../errors';
import { escapeRegExp, PathPattern } from '../definition/path-pattern';
import { isRequestAttribute } from '../definition/request-attributes';
import { checkRequirementFlags } from '../definition/requirement';
import { endsWithFormat, FORMAT_GROUP, REQUIRED_FORMAT } from '../definition/format-group';
import { constraintModules } from '../matcher/on-demand';
import type { Constraint, Handler, RouteSpec, RouteTarget } from '../definition/route';
import { CONTROLLER_TARGET, controllerAndAction, targetOf, type TargetInput } from './route-target';
import { normalizeRoutePath, type Scope } from './scope';
import { hasOwn, isEmptyObject, isPlainObject, NO_ENTRIES } from '../support/own';

/** Request attributes that double as `_url` defaults when constrained to a string. */
const URL_OPTIONS = ['protocol', 'subdomain', 'domain', 'host', 'port'];

/**
 * A segment constraint the router cannot decide exactly in linear time (API.md Block form)
 * is refused here, naming the route and the constraint, rather than approximated later.
 */
function checkExact(requirement: RegExp, name: string, path: string): void {
  const reason = constraintModules().inexactReason(requirement);
  if (reason !== null) {
    throw new ArgumentError(
      `Routing requirement :${name} of ${path} cannot be decided exactly in linear time (${reason}): ${String(requirement)}`,
    );
  }
}

/** The string or integer `URL_OPTIONS` constraints (Rails makes them defaults too); undefined when none. */
export function urlOptionConstraints(constraints: Record<string, unknown>): Record<string, unknown> | undefined {
  let found: Record<string, unknown> | undefined;
  // Indexed: every scope asks (scope-mapper.ts), and an unoptimized `for...of` allocates a step object per key.
  for (let i = 0; i < URL_OPTIONS.length; i++) {
    const key = URL_OPTIONS[i] as string;
    const value = constraints[key];
    if (typeof value === 'string' || typeof value === 'number') (found ??= {})[key] = value;
  }
  if (!found) return undefined;
  // In the constraints' own order, as Rails merges them.
  return Object.fromEntries(
    Object.keys(constraints)
      .filter((key) => key in (found as object))
      .map((key) => [key, constraints[key]]),
  );
}

const ANCHOR_CHARACTERS = /^(\\A|\^)|(\\Z|\\z|\$)$/;

export interface MappingInput extends TargetInput {
  path: string;
  via: readonly string[];
  formatted: unknown;
  constraints: unknown;
  anchor: boolean;
  mapping: Record<string, unknown>;
  /** Route middleware, outer scopes first (empty: none). */
  middleware?: readonly Handler[];
  mount?: boolean;
}

export function isCallableConstraint(value: unknown): value is Constraint {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && typeof (value as { matches?: unknown }).matches === 'function')
  );
}

/** `/photos/:id` → `/photos/:id(.:format)`, unless `format: false` or the path ends in `/`. */
export function pathWithFormat(path: string, formatted: unknown): string {
  const normalized = normalizeRoutePath(path);
  if (formatted === true) return normalized + REQUIRED_FORMAT;
  if (formatted !== false && !endsWithFormat(normalized) && !normalized.endsWith('/')) return normalized + FORMAT_GROUP;
  return normalized;
}

/**
 * A rooted path of words and whole `:params` only (`/photos/:id/edit`, what resources and
 * most routes give): nothing to escape or normalize, no format at its end.
 */
const CLEAN_PATH = /^(?:\/(?:[\w-]+|:[A-Za-z_]\w*))+$/;

/**
 * The route's path as stored: escaped, normalized, with its format. One test settles a clean
 * path (three do otherwise); `test/dsl/route-path.property.test.ts` checks that both agree.
 */
export function builtPath(path: string, formatted: unknown): string {
  if (!CLEAN_PATH.test(path)) return pathWithFormat(escapePath(path), formatted);
  if (formatted === true) return path + REQUIRED_FORMAT;
  return formatted === false ? path : path + FORMAT_GROUP;
}

/**
 * The last route's path as given and as built: a resource's routes come in runs of one path
 * (show, update, update, destroy; index, create), built once a run. The build is a function
 * of the two inputs alone.
 */
const lastPath = {
  given: undefined as string | undefined,
  formatted: undefined as unknown,
  built: '',
  pattern: null as PathPattern | null,
};

export function buildRoute(input: MappingInput): RouteSpec {
  const { scope } = input;
  if (lastPath.pattern === null || input.path !== lastPath.given || input.formatted !== lastPath.formatted) {
    const built = builtPath(input.path, input.formatted);
    // Parsed before the memo changes: a path that does not parse leaves it as it was.
    lastPath.pattern = PathPattern.parse(built);
    lastPath.built = built;
    lastPath.given = input.path;
    lastPath.formatted = input.formatted;
  }
  const path = lastPath.built;
  const pattern = lastPath.pattern;
  const params = pattern;
  const target = targetOf(input.to, input.mount);
  const plain = plainSpec(input, path, pattern, target);
  if (plain !== undefined) return plain;
  const scopeOptions = scope.hash.options;
  const options: Record<string, unknown> = scopeOptions ? { ...scopeOptions, ...input.mapping } : { ...input.mapping };

  if (params.has('controller')) {
    if (scope.hash.module) throw new ArgumentError(':controller segment is not allowed within a namespace block');
    options.controller ??= /.+?/;
  }
  if (target.kind === 'controller') controllerAndAction(input, params, options);

  // No `for...of` nor `Object.keys` here and below: this runs once per route, mostly before V8
  // optimizes it, when both allocate (a step object, an array of keys; see matcher/trie/trie.ts `insert`).
  const constraints: Record<string, unknown> = { ...scope.hash.constraints };
  const defaults: Record<string, unknown> = {};
  let requiredCount = 0;
  for (const key in options) {
    if (!hasOwn(options, key)) continue;
    const value = options[key];
    if (value instanceof RegExp) constraints[key] = value;
    else {
      defaults[key] = value;
      if (!params.has(key)) scratchRequired[requiredCount++] = key;
    }
  }
  // Almost every controller route requires exactly these two: they share one list.
  const requiredDefaults =
    requiredCount === 2 && scratchRequired[0] === 'controller' && scratchRequired[1] === 'action'
      ? CONTROLLER_ACTION
      : scratchRequired.slice(0, requiredCount);

  // Never changed once built: routes share the scope's list.
  let blocks: readonly Constraint[] = scope.hash.blocks ?? NO_BLOCKS;
  if (isCallableConstraint(input.constraints)) blocks = [input.constraints];
  else if (isPlainObject(input.constraints)) Object.assign(constraints, input.constraints);
  else throw invalidConstraint(input.constraints);

  // Made when a route has one (few do): the Route shares one empty object otherwise.
  let requirements: Record<string, RegExp | string> | undefined;
  let conditions: Record<string, unknown> | undefined;
  let urlDefaults: Record<string, string | number> | undefined;
  for (const key in constraints) {
    if (!hasOwn(constraints, key)) continue;
    const value = constraints[key];
    if (params.has(key) || key === 'controller') {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string' || item instanceof RegExp)) {
        // Journey unions an array of choices: `{ idx: ['first', 'last'] }` → /first|last/.
        const union = new RegExp(
          value.map((item) => (item instanceof RegExp ? item.source : escapeRegExp(item))).join('|'),
        );
        checkExact(union, key, path);
        (requirements ??= {})[key] = union;
        continue;
      }
      if (!(value instanceof RegExp) && typeof value !== 'string') throw invalidConstraint(value);
      if (value instanceof RegExp && ANCHOR_CHARACTERS.test(value.source)) {
        throw new ArgumentError(`Regexp anchor characters are not allowed in routing requirements: ${String(value)}`);
      }
      if (value instanceof RegExp) {
        checkRequirementFlags(value);
        checkExact(value, key, path);
      }
      (requirements ??= {})[key] = value;
    } else {
      checkConditionValue(value);
      if (!isRequestAttribute(key)) continue;
      (conditions ??= {})[key] = value;
      if (URL_OPTIONS.includes(key) && (typeof value === 'string' || typeof value === 'number'))
        (urlDefaults ??= {})[key] = value;
    }
  }

  const format = formatRules(input.formatted);
  if (input.formatted instanceof RegExp) checkExact(input.formatted, 'format', path);
  const scopeDefaults = scope.hash.defaults;
  // Most routes have neither format nor scope defaults: their own are the merge (the `action`
  // it may gain below is one of the keys every listing of defaults leaves out).
  const merged: Record<string, unknown> =
    format === NO_FORMAT_RULES && (scopeDefaults === undefined || isEmptyObject(scopeDefaults))
      ? defaults
      : { ...format.defaults, ...scopeDefaults, ...defaults };
  const allRequirements =
    format === NO_FORMAT_RULES ? (requirements ?? NO_ENTRIES) : { ...format.requirements, ...requirements };
  if (params.has('action') && !('action' in allRequirements)) merged.action ??= 'index';

  const { controller, action } = merged;
  const listedDefaults = listedDefaultsOf(input, scope, format.defaults, defaults, urlDefaults ?? NO_ENTRIES);
  // Copied without controller and action rather than `delete`d: a delete turns the object
  // into a slow dictionary (measured: the single most expensive line of a 10,000-route draw).
  let allDefaults: Record<string, unknown> | undefined;
  for (const key in merged) if (key !== 'controller' && key !== 'action') (allDefaults ??= {})[key] = merged[key];

  const spec: RouteSpec = {
    verbs: input.via,
    path,
    pattern,
    target,
    defaults: allDefaults ?? NO_ENTRIES,
    requirements: allRequirements,
    conditions: conditions ?? NO_ENTRIES,
    blocks,
    anchored: input.anchor,
    requiredDefaults,
    urlDefaults: urlDefaults ?? NO_ENTRIES,
    scopeOptionKeys: scopeOptions ? Object.keys(scopeOptions) : NO_KEYS,
  };
  if (listedDefaults) spec.listedDefaults = listedDefaults;
  if (typeof controller === 'string') spec.controller = controller;
  if (typeof action === 'string') spec.action = action;
  if (input.middleware && input.middleware.length > 0) spec.middleware = input.middleware;
  return spec;
}

/**
 * The spec of a route that has nothing but its path, verbs, controller and action (every
 * route of a plain `resources`, most of a large table): what `buildRoute` gives for it,
 * without the option, constraint and default maps it would merge, all empty (measured: ~4%
 * of a fresh 9,500-route build). Undefined for any other route, which the general build
 * takes.
 */
function plainSpec(
  input: MappingInput,
  path: string,
  pattern: PathPattern,
  target: RouteTarget,
): RouteSpec | undefined {
  if (
    target !== CONTROLLER_TARGET ||
    !input.scope.optionFree ||
    !noEntries(input.mapping) ||
    !noEntries(input.constraints) ||
    formatRules(input.formatted) !== NO_FORMAT_RULES ||
    pattern.has('controller') ||
    pattern.has('action')
  )
    return undefined;
  const spec: RouteSpec = {
    verbs: input.via,
    path,
    pattern,
    target,
    defaults: NO_ENTRIES,
    requirements: NO_ENTRIES,
    conditions: NO_ENTRIES,
    blocks: input.scope.hash.blocks ?? NO_BLOCKS,
    anchored: input.anchor,
    requiredDefaults: CONTROLLER_ACTION,
    urlDefaults: NO_ENTRIES,
    scopeOptionKeys: NO_KEYS,
    controller: undefined,
    action: undefined,
  };
  // Set on the spec itself (no record of their own per route).
  controllerAndAction(input, pattern, spec as unknown as Record<string, unknown>);
  // A RegExp controller or action constrains: the general build.
  if (typeof spec.controller !== 'string' || typeof spec.action !== 'string') return undefined;
  if (input.middleware && input.middleware.length > 0) spec.middleware = input.middleware;
  return spec;
}

/** An empty plain object (the DSL passes the shared one when a route gives none). */
function noEntries(value: unknown): boolean {
  return value === NO_ENTRIES || (isPlainObject(value) && isEmptyObject(value));
}

/**
 * The defaults in the order `rails routes` lists them, when a string host/subdomain/...
 * constraint puts one where `defaults` has none: the format's, the route's own URL-option
 * constraints, the scopes' (see scope.ts `listed_defaults`), then the route's options.
 */
function listedDefaultsOf(
  input: MappingInput,
  scope: Scope,
  formatDefaults: Record<string, unknown>,
  routeDefaults: Record<string, unknown>,
  urlDefaults: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const scoped = scope.hash.listed_defaults;
  // Per route: `Object.keys(...).length` costs an array each time before V8 optimizes.
  if (!scoped && isEmptyObject(urlDefaults)) return undefined;
  // The route's own ones: those that became URL defaults (not a path parameter's requirement).
  const given = isPlainObject(input.constraints) ? urlOptionConstraints(input.constraints) : undefined;
  const own = given && Object.fromEntries(Object.entries(given).filter(([key]) => key in urlDefaults));
  const merged = { ...formatDefaults, ...own, ...(scoped ?? scope.hash.defaults), ...routeDefaults };
  const listed: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) if (key !== 'controller' && key !== 'action') listed[key] = merged[key];
  return listed;
}

const NO_BLOCKS: readonly Constraint[] = Object.freeze([]);
const NO_KEYS: readonly string[] = Object.freeze([]);
/** A route's `requiredDefaults`, gathered here and copied out at their length (see `compact` in support/own.ts). */
const scratchRequired: string[] = [];
const CONTROLLER_ACTION: readonly string[] = Object.freeze(['controller', 'action']);
const NO_FORMAT_RULES = Object.freeze({ requirements: Object.freeze({}), defaults: Object.freeze({}) });

function formatRules(formatted: unknown): { requirements: Record<string, RegExp>; defaults: Record<string, unknown> } {
  if (formatted === true) return { requirements: { format: /.+/ }, defaults: {} };
  if (formatted instanceof RegExp) return { requirements: { format: formatted }, defaults: {} };
  if (typeof formatted === 'string') {
    return { requirements: { format: new RegExp(escapeRegExp(formatted)) }, defaults: { format: formatted } };
  }
  return NO_FORMAT_RULES;
}

function checkConditionValue(value: unknown): void {
  const ok =
    value instanceof RegExp ||
    ['string', 'number', 'boolean'].includes(typeof value) ||
    (Array.isArray(value) &&
      value.every((item) => ['string', 'number'].includes(typeof item) || item instanceof RegExp)) ||
    isCallableConstraint(value);
  if (!ok) throw invalidConstraint(value);
}

function invalidConstraint(value: unknown): ArgumentError {
  let shown: string;
  try {
    shown = value instanceof RegExp ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    shown = String(value);
  }
  return new ArgumentError(
    `Invalid constraint: ${shown} must be a RegExp, a string, a function or an object with matches(req)`,
  );
}

/** Route paths are stored escaped, as they are matched: `/café` → `/caf%C3%A9`. */
const UNSAFE_PATH_CHARACTER = /[^-_.!~*'()a-zA-Z\d;/?:@&=+$,[\]%]/u;

/** A UTF-16 half without its other half: no UTF-8 bytes exist for it, so no URL can carry it. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export function escapePath(path: string): string {
  // Most paths need no escape: one test is cheaper than a replace that finds nothing.
  if (!UNSAFE_PATH_CHARACTER.test(path)) return path;
  if (LONE_SURROGATE.test(path)) {
    throw new ArgumentError(
      `Invalid route path: ${JSON.stringify(path)} is not well-formed Unicode (a lone surrogate)`,
    );
  }
  return path.replace(/[^-_.!~*'()a-zA-Z\d;/?:@&=+$,[\]%]/gu, (char) => encodeURIComponent(char));
}
