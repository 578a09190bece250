/**
 * What a request carries into a mounted engine: the parameters of the mount path
 * (`:locale/journal` → `locale`), which join the engine's own in `req.params`, and the
 * application's helpers of the request, the engine's `this.helpers.main_app`. Engines in
 * engines add their mount's parameters; `main_app` stays the outermost application's.
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
}

interface Carrier {
  [MOUNT]?: MountContext | undefined;
}

export function mountContextOf(req: object): MountContext | undefined {
  return (req as Carrier)[MOUNT];
}

/** Enters an engine's mount; returns the undo, for a request the engine passes back (`next()`). */
export function enterMount(req: object, params: Record<string, unknown>, helpers: unknown): () => void {
  const carrier = req as Carrier;
  const outer = carrier[MOUNT];
  const own: Record<string, unknown> = {};
  for (const key of Object.keys(params)) if (key !== 'controller' && key !== 'action') own[key] = params[key];
  carrier[MOUNT] = { params: outer ? { ...outer.params, ...own } : own, mainApp: outer ? outer.mainApp : helpers };
  return () => {
    carrier[MOUNT] = outer;
  };
}
