/**
 * Engines: a Router mounted in a Router (Rails' mountable engines). What the application's
 * side (the DSL's `mount`, dispatch, recognition, helpers, the inspector) needs of a mounted
 * Router, behind one symbol, so that nothing below `router.ts` imports the Router class.
 *
 * The engine may come from another copy of railroute (an engine package linked with its own
 * `node_modules`, a workspace, another version): the application's copy then talks to the
 * engine's through this interface only, never through module identity. The key is
 * `Symbol.for` (shared by every copy in the process) and the interface is versioned:
 * `ENGINE_PROTOCOL` is what both sides must agree on.
 */
import { ArgumentError } from '../errors';
import { ENGINE_PROTOCOL, RAILROUTE_HOME } from '../support/cross-copy';
import type { Route, RouteInfo } from './route';
import type { NextFunction, RouterRequest, RouterResponse } from '../request/http-types';

export { ENGINE_PROTOCOL, RAILROUTE_HOME };

/** The key under which a Router offers itself as an engine (`r.mount(blog, ...)` looks for it). */
export const ENGINE = Symbol.for('railroute.engine');

export interface EngineRecognized {
  params: Record<string, unknown>;
  route: RouteInfo;
  /** The `as` name of the innermost mount the request went through. */
  engine?: string;
}

export interface Engine {
  /** `ENGINE_PROTOCOL` of the engine's copy of railroute. */
  readonly protocol: number;
  /** `RAILROUTE_HOME` of the engine's copy. */
  readonly home: string;
  /** The engine's `name` option: the default `as` of its mounts. */
  readonly name: string | undefined;
  /** Routes a request whose `req.url` is already relative to the mount point; a function of its own (a mount calls it detached). */
  readonly handle: (req: RouterRequest, res: RouterResponse, next: NextFunction) => void;
  /** `request`: as `Router.recognize` takes it. */
  recognize(method: string, path: string, request?: object): EngineRecognized | null;
  /** `request`: the verbs of the routes whose request constraints accept it (all, without one). */
  allowedMethods(path: string, request?: object): string[];
  /** Whether `_method` could send a POST to this path (relative to the mount) to another route; `request` decides constraints. */
  overridable(path: string, request?: object): boolean;
  /** The engine's own routes, in match order. */
  routes(): readonly Route[];
  /** The engine's helper object for a context: `script_name` is where it is mounted. */
  helpersFor(recall: Record<string, unknown>, request: Record<string, unknown>): Record<string, unknown>;
  /** `verify()` of the engine (its own mounts included). */
  verify(): string[];
  reload(): void;
  /**
   * The engine's `inspect()`, for its `Routes for NAME:` block; `mountedAt` (the full paths
   * of its mounts) is where a URL given as `grep` is looked for.
   */
  inspect(options: Record<string, unknown> & { mountedAt?: readonly string[] }): string;
  /** Names of the engine's `direct` helpers, for `--types`. */
  directNames(): readonly string[];
  /** The engine's `defaultUrlOptions`, for `--types` (a default makes a parameter optional). */
  defaultUrlOptions(): Record<string, unknown>;
  /** The engine's own mounted engines, for listings that go all the way down. */
  mounts(): readonly Route[];
}

/**
 * The engine a value offers, if it is a Router of any copy of railroute. A Router of a copy
 * that speaks another protocol cannot be mounted: the error names both copies.
 */
export function engineOf(value: unknown): Engine | undefined {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  const engine = (value as { [ENGINE]?: unknown })[ENGINE];
  if (engine === null || typeof engine !== 'object') return undefined;
  const { protocol, home } = engine as Partial<Engine>;
  if (protocol !== ENGINE_PROTOCOL) {
    const theirs = typeof home === 'string' ? home : 'a copy of railroute older than engine protocol 1';
    throw new ArgumentError(
      `Cannot use this Router: it comes from the railroute at ${theirs} (engine protocol ${String(protocol ?? 'none')}), ` +
        `this application's railroute at ${RAILROUTE_HOME} speaks engine protocol ${ENGINE_PROTOCOL}. ` +
        `Make both resolve one railroute: list railroute in the engine's peerDependencies, install versions that agree, and run npm dedupe (or remove the engine's own node_modules/railroute).`,
    );
  }
  return engine as Engine;
}

/** The engine a route mounts, if it mounts one. */
export function mountedEngine(route: Route): Engine | undefined {
  return route.target.kind === 'mount' ? route.target.engine : undefined;
}
