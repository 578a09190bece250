/**
 * An engine's helpers behind its mount (Rails' `RoutesProxy`), on the server
 * (engines/route-proxy.ts) and in the `--client` module: the mount path's own parameters
 * (`:locale/help`) come out of the call's last options before the engine's helper reads the
 * call, and the engine's URLs point where the application's would.
 */
import { hasOwn, isPlainObject } from './values';

/** The mount path's parameters out of a last options argument; the call without them. */
export function takeMountValues(
  args: readonly unknown[],
  keys: readonly string[],
): { values: Record<string, unknown>; rest: unknown[] } {
  const last = args[args.length - 1];
  if (keys.length === 0 || !isPlainObject(last) || !keys.some((key) => hasOwn(last, key)))
    return { values: {}, rest: [...args] };
  const values: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  for (const key of Object.keys(last)) (keys.includes(key) ? values : options)[key] = last[key];
  // An options hash left empty is no argument: the positional rule counts what is left.
  const rest = Object.keys(options).length === 0 ? args.slice(0, -1) : [...args.slice(0, -1), options];
  return { values, rest };
}

/** Where an engine's URLs point: the host, protocol and port of `layers`, a later layer's own value winning. */
export function mountOrigin(layers: ReadonlyArray<Record<string, unknown> | undefined>): {
  host: unknown;
  protocol: unknown;
  port: unknown;
} {
  const out: { host: unknown; protocol: unknown; port: unknown } = {
    host: undefined,
    protocol: undefined,
    port: undefined,
  };
  for (const layer of layers) {
    if (!layer) continue;
    if (layer.host !== undefined) out.host = layer.host;
    if (layer.protocol !== undefined) out.protocol = layer.protocol;
    if (layer.port !== undefined) out.port = layer.port;
  }
  return out;
}
