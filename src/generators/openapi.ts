/**
 * `railroute routes --openapi`: an OpenAPI 3.1 document of what the route table knows, and
 * nothing more: a path item per path a route can match (each optional part expanded into
 * the paths it gives: `/photos/{id}` and `/photos/{id}.{format}`), an operation per verb
 * with an identifier `operationId` (openapi-ids.ts), `summary` the route's endpoint, `tags`
 * the controller, the path parameters with their constraints as `pattern`, and what every
 * request may carry, free-form (openapi-request.ts): query parameters, a body for POST, PUT
 * and PATCH. No response schemas: the routes say nothing about them, so each operation's
 * only response is `default`, described. Engines' routes appear under their mount paths.
 * `--include`/`--exclude` leave routes out by the same selection name as the browser
 * module's (route-selection.ts).
 */
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { mountedEngine } from '../definition/engine';
import { escapeRegExp, PathPattern, type Token } from '../definition/path-pattern';
import { requirementSource } from '../definition/requirement';
import type { Route } from '../definition/route';
import { joinPath } from '../engines/full-listing';
import { buildOrigin } from '../request/origin';
import { OperationIds } from './openapi-ids';
import { endpointOf } from '../definition/endpoint';
import { namesByPath, routeSelector, selectionNames, type RouteSelection } from './route-selection';
import { BODY_METHODS, formatValues, queryParameter, requestBody } from './openapi-request';

export interface OpenApiInfo {
  title: string;
  version: string;
}

export interface OpenApiOptions {
  /** The router's `defaultUrlOptions`: their host, protocol, port and script name give `servers`. */
  defaultUrlOptions?: Readonly<Record<string, unknown>>;
  /** `false`: no path item of an optional `(.:format)` (`/photos/{id}.{format}`). */
  formatPaths?: boolean;
  /** `--include`/`--exclude`: the same selection by name as the browser module's (route-selection.ts). */
  selection?: RouteSelection;
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
  /** Its table's path names (route-selection.ts): what selects it when it has no name. */
  pathNames: ReadonlyMap<string, string>;
}

function reachable(
  routes: readonly Route[],
  prefix = '',
  requirements: Record<string, RegExp | string> = {},
  mounts: string[] = [],
): Reachable[] {
  const out: Reachable[] = [];
  const pathNames = namesByPath(routes);
  for (const route of routes) {
    const path = joinPath(prefix, route.path);
    const own = { ...requirements, ...route.requirements };
    const engine = mountedEngine(route);
    if (engine) out.push(...reachable(engine.routes(), path, own, [...mounts, route.name ?? engine.name ?? 'engine']));
    // A mounted app's own routes are not known here: nothing to describe.
    else if (route.target.kind !== 'mount') out.push({ route, path, requirements: own, mounts, pathNames });
  }
  return out;
}

/** One way of taking or leaving a path's optional groups, and the tokens of the groups it takes. */
interface Variant {
  tokens: Token[];
  optional: Token[];
}

/** Each variant of a path; the first takes no optional group. */
function variantsOf(tokens: readonly Token[]): Variant[] {
  let variants: Variant[] = [{ tokens: [], optional: [] }];
  for (const token of tokens) {
    if (token.type === 'group') {
      const inner = variantsOf(token.tokens);
      variants = variants.flatMap((head) => [
        head,
        ...inner.map((tail) => ({
          tokens: [...head.tokens, ...tail.tokens],
          optional: [...head.optional, ...tail.tokens],
        })),
      ]);
    } else variants = variants.map((head) => ({ tokens: [...head.tokens, token], optional: head.optional }));
  }
  return variants;
}

/** Each way of taking or leaving the optional groups, as flat token lists. */
export function expandOptional(tokens: readonly Token[]): Token[][] {
  return variantsOf(tokens).map((variant) => variant.tokens);
}

/** `/photos/{id}.{format}` (a glob is one parameter); with `names`, the parameters renamed in order. */
function templated(tokens: readonly Token[], names?: readonly string[]): string {
  let n = 0;
  const path = tokens
    .map((token) =>
      token.type === 'text' ? token.value : token.type === 'group' ? '' : `{${names?.[n++] ?? token.name}}`,
    )
    .join('');
  // The router drops a request's trailing slash: `photos(/)` gives `/photos` only.
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function parameterNames(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) => (token.type === 'param' || token.type === 'glob' ? [token.name] : []));
}

/** openapi-types' 3.1 parameter is its 3.0 one, schema included (`{ type: 'string', pattern }` is both). */
function parameter(name: string, requirement: RegExp | string | undefined): OpenAPIV3_1.ParameterObject {
  const schema: OpenAPIV3.NonArraySchemaObject = { type: 'string' };
  // The constraint's own source (Rails refuses anchors in it); `/i` spelled out as the router reads it.
  if (requirement instanceof RegExp) schema.pattern = requirementSource(requirement);
  else if (typeof requirement === 'string') schema.pattern = escapeRegExp(requirement);
  // The formats a route accepts, where its constraint lists them (`format: /json|xml/`).
  const formats = name === 'format' ? formatValues(requirement, schema.pattern) : undefined;
  if (formats) schema.enum = formats;
  return { name, in: 'path', required: true, schema };
}

function methodsOf(route: Route): Method[] {
  if (route.verbs.length === 0) return [...ANY_VERB];
  return route.verbs
    .map((verb) => verb.toLowerCase())
    .filter((verb): verb is Method => (METHODS as readonly string[]).includes(verb));
}

/**
 * Where the paths are: the origin and script name of `defaultUrlOptions`, else `/` (what
 * OpenAPI assumes when `servers` is absent, spelled out: linters want a server).
 */
function serversOf(defaults: Readonly<Record<string, unknown>> = {}): OpenAPIV3_1.ServerObject[] {
  const origin =
    defaults.host === undefined || defaults.host === null || defaults.host === '' ? '' : buildOrigin(defaults);
  const scriptName = typeof defaults.script_name === 'string' ? defaults.script_name.replace(/\/+$/, '') : '';
  const url = `${origin}${scriptName}`;
  return [{ url: url === '' ? '/' : url }];
}

function isFormatVariant(variant: Variant): boolean {
  return variant.optional.some((token) => token.type === 'param' && token.name === 'format');
}

type PathItem = Partial<Record<Method, OpenAPIV3_1.OperationObject>>;

export function generateOpenApi(
  routes: readonly Route[],
  info: OpenApiInfo,
  options: OpenApiOptions = {},
): OpenAPIV3_1.Document {
  const paths = new Map<string, PathItem>();
  // OpenAPI counts paths that differ only in parameter names as one: the first route's names hold for all.
  const byShape = new Map<string, { key: string; names: string[] }>();
  const ids = new OperationIds();
  const tags = new Map<string, Set<string>>();
  const selected = routeSelector(options.selection ?? {});
  for (const { route, path, requirements, mounts, pathNames } of reachable(routes)) {
    if (!selected(selectionNames(mounts, route, pathNames))) continue;
    const methods = methodsOf(route);
    if (methods.length === 0) continue;
    const variants = variantsOf(PathPattern.parse(path).tokens);
    const required = (variants[0] as Variant).tokens;
    for (const variant of variants) {
      if (options.formatPaths === false && isFormatVariant(variant)) continue;
      const own = parameterNames(variant.tokens);
      const shape = templated(
        variant.tokens,
        own.map(() => ''),
      );
      const claimed = byShape.get(shape) ?? { key: templated(variant.tokens), names: own };
      byShape.set(shape, claimed);
      const item = paths.get(claimed.key) ?? {};
      paths.set(claimed.key, item);
      const parameters = [...new Set(claimed.names)].map((name) =>
        parameter(name, requirements[own[claimed.names.indexOf(name)] as string]),
      );
      for (const method of methods) {
        // The first route for a path and verb is the one a request reaches.
        if (item[method] !== undefined) continue;
        const summary = endpointOf(route);
        const operation: OpenAPIV3_1.OperationObject = {
          operationId: ids.idFor({
            name: route.name,
            mounts,
            controller: route.controller,
            action: route.action,
            method,
            required,
            optional: variant.optional,
          }),
          summary,
        };
        if (route.controller !== undefined) {
          operation.tags = [route.controller];
          const actions = tags.get(route.controller) ?? new Set<string>();
          tags.set(route.controller, actions);
          if (route.action !== undefined) actions.add(route.action);
        }
        operation.parameters = [...parameters, queryParameter()];
        if (BODY_METHODS.has(method)) operation.requestBody = requestBody();
        operation.responses = {
          default: { description: `The response of ${summary} (the routes do not describe it).` },
        };
        item[method] = operation;
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: serversOf(options.defaultUrlOptions),
    // No requirement, which is what an absent `security` means, spelled out because linters
    // (redocly's security-defined) want it said: the routes know nothing of authentication.
    security: [],
    tags: [...tags]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, actions]) => ({
        name,
        description:
          actions.size > 0
            ? `Routes to the ${name} controller: ${[...actions].join(', ')}.`
            : `Routes to the ${name} controller.`,
      })),
    paths: Object.fromEntries(paths) as OpenAPIV3_1.PathsObject,
  };
}
