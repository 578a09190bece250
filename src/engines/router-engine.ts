/**
 * A Router seen as an engine (`r.mount(blog, { at: 'blog' })`): what the application's side
 * asks of it, built once per Router. Its middleware is made on first use, with the
 * application's override already decided (the engine never reads a body again).
 */
import { ENGINE_PROTOCOL, RAILROUTE_HOME, type Engine, type EngineRecognized } from '../definition/engine';
import type { Route } from '../definition/route';
import type { RequestLike } from '../request/request-conditions';
import type { NextFunction, RouterRequest, RouterResponse } from '../request/http-types';

/** The parts of a Router an engine view reads (structural: no import of the Router class). */
export interface EngineSource {
  readonly name: string | undefined;
  middleware(): (req: RouterRequest, res: RouterResponse, next?: NextFunction) => void;
  recognize(method: string, url: string, request?: RequestLike): EngineRecognized | null;
  allowedMethods(url: string, request?: RequestLike): string[];
  helpersFor(recall: Record<string, unknown>, request: Record<string, unknown>): object;
  verify(): string[];
  reload(): unknown;
  inspect(options?: Record<string, unknown>): string;
  readonly defaultUrlOptions: object;
}

export function engineView(
  router: EngineSource,
  routes: () => readonly Route[],
  directNames: () => readonly string[],
  overridable: (path: string, request?: RequestLike) => boolean,
): Engine {
  let middleware: ReturnType<EngineSource['middleware']> | undefined;
  return {
    protocol: ENGINE_PROTOCOL,
    home: RAILROUTE_HOME,
    get name() {
      return router.name;
    },
    handle: (req, res, next) => (middleware ??= router.middleware())(req, res, next),
    recognize: (method, path, request) => router.recognize(method, path, request as RequestLike | undefined),
    allowedMethods: (path, request) => router.allowedMethods(path, request as RequestLike | undefined),
    overridable: (path, request) => overridable(path, request as RequestLike | undefined),
    routes,
    helpersFor: (recall, request) => router.helpersFor(recall, request) as Record<string, unknown>,
    verify: () => router.verify(),
    reload: () => void router.reload(),
    inspect: (options) => router.inspect(options),
    directNames,
    defaultUrlOptions: () => ({ ...router.defaultUrlOptions }),
    mounts: () => routes().filter((route) => route.target.kind === 'mount' && route.target.engine !== undefined),
  };
}
