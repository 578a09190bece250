/**
 * The routes both DSL forms record into, in match order, with their names. The matcher,
 * helpers and inspector are built from it; `version` tells them when to rebuild.
 */
import { ArgumentError } from '../errors';
import { Route, type RouteSpec } from './route';
import { captureSource, type CapturedSource } from './source-location';

const VALID_NAME = /^[_a-z]\w*$/i;

export function isValidName(name: string): boolean {
  return VALID_NAME.test(name);
}

/**
 * The block of `r.direct(name, block)`: gets the helper's arguments, options last, and returns
 * a route name or URL (string), `url_for` options (object) or a polymorphic list (array).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the arguments are the application's (records of its own classes): a block typed with them must fit.
export type DirectHelper = (...args: any[]) => string | Record<string, unknown> | unknown[];
/**
 * The block of `r.resolve(model, block)`: gets the record and the options, and returns what
 * polymorphic helpers route that model to: a route name, or `[routeName, ...args]`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the record is of the application's own class: a block typed with it must fit.
export type ResolveHelper = (record: any, options: Record<string, unknown>) => string | unknown[];

export class RouteSet {
  readonly routes: Route[] = [];
  readonly named = new Map<string, Route>();
  readonly directs = new Map<string, DirectHelper>();
  readonly resolvers = new Map<string, ResolveHelper>();
  /** Record each route's declaring `file:line` (see source-location.ts for the cost). */
  captureSources = true;
  /**
   * The DSL's tracing state (src/dsl/declaration-site.ts): the declaring call's captured
   * source, shared by the routes that call adds, and whether railroute is inside its own DSL.
   */
  readonly declaration: { site: CapturedSource | undefined; insideDsl: boolean } = {
    site: undefined,
    insideDsl: false,
  };
  /** Bumped on every change, so compiled views know they are stale. */
  version = 0;

  /**
   * Adds a route. A name given here must be valid and free: the DSL drops a derived name
   * that is taken before it gets here, so this only throws for explicit ones.
   */
  add(spec: RouteSpec, name?: string): Route {
    if (name !== undefined) {
      if (this.named.has(name) || this.directs.has(name)) {
        throw new ArgumentError(
          `Invalid route name, already in use: '${name}' \n` +
            'You may have defined two routes with the same name using the `as` option, or you may be ' +
            'overriding a route already defined by a resource with the same naming.',
        );
      }
      if (!VALID_NAME.test(name)) throw new ArgumentError(`Invalid route name: '${name}'`);
    }
    if (spec.source === undefined && this.captureSources) spec.source = this.declaration.site ?? captureSource();
    const route = new Route(this.routes.length, spec, name);
    this.routes.push(route);
    if (name !== undefined) this.named.set(name, route);
    this.version++;
    return route;
  }

  hasName(name: string): boolean {
    return this.named.has(name) || this.directs.has(name);
  }

  /**
   * A custom helper. Its block is called as `(...args, options)`: `defaults` (the `direct`
   * call's options) merged under the options of each helper call.
   */
  addDirect(name: string, helper: DirectHelper, defaults: Record<string, unknown> = {}): void {
    if (!VALID_NAME.test(name)) throw new ArgumentError(`Invalid route name: '${name}'`);
    if (this.hasName(name)) throw new ArgumentError(`Invalid route name, already in use: '${name}'`);
    this.directs.set(name, withDefaultOptions(helper, defaults));
    this.version++;
  }

  /** How polymorphic helpers route a model; `defaults` are merged under the call's options. */
  addResolver(modelName: string, helper: ResolveHelper, defaults: Record<string, unknown> = {}): void {
    this.resolvers.set(modelName, withDefaultOptions(helper, defaults));
    this.version++;
  }
}

/** A block whose last argument (the options) gets `defaults` under it. */
function withDefaultOptions(block: DirectHelper, defaults: Record<string, unknown>): DirectHelper;
function withDefaultOptions(block: ResolveHelper, defaults: Record<string, unknown>): ResolveHelper;
function withDefaultOptions(block: DirectHelper, defaults: Record<string, unknown>): DirectHelper {
  if (Object.keys(defaults).length === 0) return block;
  return function (this: unknown, ...args: unknown[]): ReturnType<DirectHelper> {
    const options = (args.pop() ?? {}) as Record<string, unknown>;
    return Reflect.apply(block, this, [...args, { ...defaults, ...options }]);
  };
}
