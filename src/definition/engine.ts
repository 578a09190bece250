/**
 * Engines: a Router mounted in a Router (Rails' mountable engines). What the application's
 * side (the DSL's `mount`, dispatch, recognition, helpers, the inspector) needs of a mounted
 * Router, behind one symbol, so that nothing below `router.ts` imports the Router class.
 */
import type { Route, RouteInfo } from './route';

/** The key under which a Router offers itself as an engine (`r.mount(blog, ...)` looks for it). */
export const ENGINE = Symbol.for('railroute.engine');

export interface EngineRecognized {
  params: Record<string, unknown>;
  route: RouteInfo;
  /** The `as` name of the innermost mount the request went through. */
  engine?: string;
}

export interface Engine {
  /** The engine's `name` option: the default `as` of its mounts. */
  readonly name: string | undefined;
  /** Routes a request whose `req.url` is already relative to the mount point. */
  handle(req: any, res: any, next: (err?: unknown) => void): void;
  /** `request`: as `Router.recognize` takes it. */
  recognize(method: string, path: string, request?: object): EngineRecognized | null;
  allowedMethods(path: string): string[];
  /** Whether `_method` could send a POST to this path (relative to the mount) to another route. */
  overridable(path: string): boolean;
  /** The engine's own routes, in match order. */
  routes(): readonly Route[];
  /** The engine's helper object for a context: `script_name` is where it is mounted. */
  helpersFor(recall: Record<string, unknown>, request: Record<string, unknown>): Record<string, unknown>;
  /** `verify()` of the engine (its own mounts included). */
  verify(): string[];
  reload(): void;
  /** The engine's `inspect()`, for its `Routes for NAME:` block. */
  inspect(options: Record<string, unknown>): string;
  /** Names of the engine's `direct` helpers, for `--types`. */
  directNames(): readonly string[];
  /** The engine's `defaultUrlOptions`, for `--types` (a default makes a parameter optional). */
  defaultUrlOptions(): Record<string, unknown>;
  /** The engine's own mounted engines, for listings that go all the way down. */
  mounts(): readonly Route[];
}

export function engineOf(value: unknown): Engine | undefined {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  const engine = (value as { [ENGINE]?: unknown })[ENGINE];
  return engine !== null && typeof engine === 'object' ? (engine as Engine) : undefined;
}

/** The engine a route mounts, if it mounts one. */
export function mountedEngine(route: Route): Engine | undefined {
  return route.target.kind === 'mount' ? route.target.engine : undefined;
}
