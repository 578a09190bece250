/**
 * What a request carries into a mounted engine: the parameters of the mount path
 * (`:locale/journal` → `locale`), which join the engine's own in `req.params`, and the
 * application's helpers of the request, the engine's `this.helpers.main_app`, and the
 * application's `defaultUrlOptions`. Engines in engines add their mount's parameters;
 * `main_app` and the defaults stay the outermost application's.
 *
 * The application's copy of railroute sets it and the engine's copy, maybe another, reads
 * it: the key is shared by every copy (`Symbol.for`) and names the protocol the shape is
 * part of (definition/engine.ts).
 */
import { ENGINE_PROTOCOL } from '../support/cross-copy';

const MOUNT = Symbol.for(`railroute.mountContext.v${ENGINE_PROTOCOL}`);

export interface MountContext {
  readonly params: Record<string, unknown>;
  readonly mainApp: unknown;
  /** The outermost application's `defaultUrlOptions`: where an engine's URLs go when the request names no valid host. */
  readonly defaultUrlOptions?: () => Record<string, unknown>;
}

interface Carrier {
  [MOUNT]?: MountContext | undefined;
}

export function mountContextOf(req: object): MountContext | undefined {
  return (req as Carrier)[MOUNT];
}

/** Enters an engine's mount; returns the undo, for a request the engine passes back (`next()`). */
export function enterMount(
  req: object,
  params: Record<string, unknown>,
  helpers: unknown,
  defaultUrlOptions?: () => Record<string, unknown>,
): () => void {
  const carrier = req as Carrier;
  const outer = carrier[MOUNT];
  const own: Record<string, unknown> = {};
  for (const key of Object.keys(params)) if (key !== 'controller' && key !== 'action') own[key] = params[key];
  carrier[MOUNT] = outer
    ? { params: { ...outer.params, ...own }, mainApp: outer.mainApp, defaultUrlOptions: outer.defaultUrlOptions }
    : { params: own, mainApp: helpers, defaultUrlOptions };
  return () => {
    carrier[MOUNT] = outer;
  };
}
