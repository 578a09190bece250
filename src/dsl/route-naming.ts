/**
 * Where a route goes and what it is called, from the scope it is declared in: Rails'
 * `path_for_action` and `name_for_action`. Canonical actions (index, create, new, show,
 * update, destroy) add no segment and no name prefix inside a resource's method scopes.
 */
import type { RouteSet } from '../definition/route-set';
import { normalizeName, type Scope } from './scope';
import { valueText } from '../url-rules/values';

const CANONICAL_ACTIONS = ['index', 'create', 'new', 'show', 'update', 'destroy'];

function isCanonicalAction(scope: Scope, action: string | undefined): boolean {
  return scope.isResourceMethodScope && action !== undefined && CANONICAL_ACTIONS.includes(action);
}

/** An action's path segment: its `path_names` entry, else its name. */
export function actionPath(scope: Scope, name: string): string {
  return scope.hash.path_names[name] ?? name;
}

/** The route's path: the scope's, plus the explicit path or the action's segment. */
export function routePath(scope: Scope, action: string, path: string | undefined): string {
  const scopePath = scope.hash.path ?? '';
  // No second slash for a path that has one (`get('/photos')`): a doubled slash sends the path
  // through the whole normalization (route-builder.ts `pathWithFormat`), which gives the same.
  if (path !== undefined && path !== null)
    return typeof path === 'string' && path.charCodeAt(0) === 47 ? scopePath + path : `${scopePath}/${path}`;
  if (isCanonicalAction(scope, action)) return scopePath;
  return `${scopePath}/${actionPath(scope, action)}`;
}

/**
 * Rails' derived route name; `as` undefined means "derive", a string is explicit. A derived
 * name that is invalid or taken is dropped (the route stays unnamed); an explicit one is
 * returned as is, for the route set to check.
 */
export function routeName(scope: Scope, set: RouteSet, as: unknown, action: string | undefined): string | undefined {
  const explicit = as !== undefined;
  let prefix: string | undefined;
  const source = explicit ? valueText(as) : isCanonicalAction(scope, action) ? undefined : action;
  if (source && source !== '/') prefix = namePrefix(source);
  const resource = scope.hash.scope_level_resource;
  let collectionName: string | undefined;
  let memberName: string | undefined;
  if (resource) {
    if (!explicit && !action) return undefined;
    collectionName = resource.collectionName;
    memberName = resource.memberName;
  }
  const candidate = scope.actionName(scope.hash.as, prefix, collectionName, memberName);
  if (candidate === '') return undefined;
  if (explicit) return candidate;
  return /^[_a-z]/i.test(candidate) && !set.hasName(candidate) ? candidate : undefined;
}

/**
 * `source` as a name part (`search-all` → `search_all`, `a/b` → `a_b`), remembered: a route
 * table repeats a few action words thousands of times. Bounded, as the words are the application's.
 */
function namePrefix(source: string): string {
  let prefix = namePrefixes.get(source);
  if (prefix === undefined) {
    prefix = normalizeName(source.replace(/-/g, '_'));
    if (namePrefixes.size < 1024) namePrefixes.set(source, prefix);
  }
  return prefix;
}
const namePrefixes = new Map<string, string>();
