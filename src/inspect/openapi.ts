/**
 * `railroute routes --openapi`: an OpenAPI 3.1 document of what the route table knows, and
 * nothing more: a path item per path a route can match (each optional part expanded into
 * the paths it gives: `/photos/{id}` and `/photos/{id}.{format}`), an operation per verb,
 * `operationId` the route name (else `controller#action`, made unique), `tags` the
 * controller, and the path parameters with their constraints as `pattern`. No request or
 * response schemas: the routes say nothing about bodies. Engines' routes appear under their
 * mount paths, their names behind the mount's (`blog.posts`). `--include`/`--exclude` leave
 * routes out by the same selection name as the browser module's (route-selection.ts).
 */
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { mountedEngine } from '../definition/engine';
import { escapeRegExp, PathPattern, type Token } from '../definition/path-pattern';
import { requirementSource } from '../definition/requirement';
import type { Route } from '../definition/route';
import { joinPath } from '../engines/full-listing';
import { routeSelector, selectionName, type RouteSelection } from './route-selection';

export interface OpenApiInfo {
  title: string;
  version: string;
}

/** The methods an OpenAPI 3.1 path item has; a route's other verbs (WebDAV's) have no place in it. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof METHODS)[number];

/** What a `via: 'all'` route stands for: the usual verbs (HEAD and OPTIONS come with them). */
const ANY_VERB: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** A route as a request reaches it: its full path and every constraint on the way (the mounts'). */
interface Reachable {
  route: Route;
  path: string;
  requirements: Record<string, RegExp | string>;
  /** The mount names it is reached through: `['docs', 'inner']`. */
  mounts: string[];
}

function reachable(routes: readonly Route[], prefix = '', requirements: Record<string, RegExp | string> = {}, mounts: string[] = []): Reachable[] {
  const out: Reachable[] = [];
  for (const route of routes) {
    const path = joinPath(prefix, route.path);
    const own = { ...requirements, ...route.requirements };
    const engine = mountedEngine(route);
    if (engine) out.push(...reachable(engine.routes(), path, own, [...mounts, route.name ?? engine.name ?? 'engine']));
    // A mounted app's own routes are not known here: nothing to describe.
    else if (route.target.kind !== 'mount') out.push({ route, path, requirements: own, mounts });
  }
  return out;
}

/** Each way of taking or leaving the optional groups, as flat token lists. */
export function expandOptional(tokens: readonly Token[]): Token[][] {
  let variants: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'group') {
      const inner = expandOptional(token.tokens);
      variants = variants.flatMap((head) => [head, ...inner.map((tail) => [...head, ...tail])]);
    } else variants = variants.map((head) => [...head, token]);
  }
  return variants;
}

/** `/photos/{id}.{format}`; a glob is one parameter. */
function templated(tokens: readonly Token[]): string {
  const path = tokens.map((token) => (token.type === 'text' ? token.value : token.type === 'group' ? '' : `{${token.name}}`)).join('');
  return path === '' ? '/' : path;
}

/** openapi-types' 3.1 parameter is its 3.0 one, schema included (`{ type: 'string', pattern }` is both). */
function parameter(name: string, requirement: RegExp | string | undefined): OpenAPIV3_1.ParameterObject {
  const schema: OpenAPIV3.NonArraySchemaObject = { type: 'string' };
  // The constraint's own source (Rails refuses anchors in it); `/i` spelled out as the router reads it.
  if (requirement instanceof RegExp) schema.pattern = requirementSource(requirement);
  else if (typeof requirement === 'string') schema.pattern = escapeRegExp(requirement);
  return { name, in: 'path', required: true, schema };
}

function methodsOf(route: Route): Method[] {
  if (route.verbs.length === 0) return [...ANY_VERB];
  return route.verbs.map((verb) => verb.toLowerCase()).filter((verb): verb is Method => (METHODS as readonly string[]).includes(verb));
}

export function generateOpenApi(routes: readonly Route[], info: OpenApiInfo, selection: RouteSelection = {}): OpenAPIV3_1.Document {
  const selected = routeSelector(selection);
  const paths: Record<string, Partial<Record<Method, OpenAPIV3_1.OperationObject>>> = Object.create(null) as Record<string, Partial<Record<Method, OpenAPIV3_1.OperationObject>>>;
  const taken = new Set<string>();
  const unique = (id: string): string => {
    let candidate = id;
    for (let n = 2; taken.has(candidate); n++) candidate = `${id}_${n}`;
    taken.add(candidate);
    return candidate;
  };
  for (const { route, path, requirements, mounts } of reachable(routes)) {
    if (!selected(selectionName(mounts, route))) continue;
    const methods = methodsOf(route);
    if (methods.length === 0) continue;
    const base = route.name ?? (route.controller !== undefined && route.action !== undefined ? `${route.controller}#${route.action}` : undefined);
    const id = base === undefined ? undefined : [...mounts, base].join('.');
    for (const variant of expandOptional(PathPattern.parse(path).tokens)) {
      const key = templated(variant);
      const item = (paths[key] ??= {});
      const names = [...new Set(variant.flatMap((token) => (token.type === 'param' || token.type === 'glob' ? [token.name] : [])))];
      for (const method of methods) {
        // The first route for a path and verb is the one a request reaches.
        if (item[method] !== undefined) continue;
        const operation: OpenAPIV3_1.OperationObject = {};
        if (id !== undefined) operation.operationId = unique(id);
        if (route.controller !== undefined) operation.tags = [route.controller];
        if (names.length > 0) operation.parameters = names.map((name) => parameter(name, requirements[name]));
        item[method] = operation;
      }
    }
  }
  // OpenAPI 3.1 makes `responses` optional; openapi-types' 3.1 path item still takes 3.0's operation, which requires it.
  return { openapi: '3.1.0', info: { title: info.title, version: info.version }, paths: { ...paths } as unknown as OpenAPIV3_1.PathsObject };
}
