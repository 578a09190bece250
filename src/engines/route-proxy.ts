/**
 * Route proxies, as Rails' `RoutesProxy`: `helpers.blog.posts_path()` is the engine's helper
 * with the mount point as its script name. The mount path's own parameters
 * (`:locale/journal`) come from the call's options, else from the request (recall), and are
 * taken out before the engine's helper sees the call; `_url` helpers point where the
 * application's would (both rules are url-rules/mount.ts', which the `--client` module's
 * proxies run too). `helpers.main_app` is the application's helpers; inside an engine the
 * dispatcher sets it to the application's helpers of the request.
 */
import { mountedEngine } from '../definition/engine';
import type { Route } from '../definition/route';
import { contextOf } from '../helpers/url-helpers';
import type { UrlOptions } from '../helpers/url-options';
import { mountOrigin, takeMountValues } from '../url-rules/mount';

type Helpers = Record<string, unknown>;

/** Adds `main_app` and one proxy per named engine mount to a helper prototype. */
export function addMountHelpers(proto: object, routes: readonly Route[], defaults: () => UrlOptions): void {
  Object.defineProperty(proto, 'main_app', {
    enumerable: false,
    configurable: true,
    get(this: Helpers) {
      return this;
    },
  });
  Object.defineProperty(proto, 'mainApp', {
    enumerable: false,
    configurable: true,
    get(this: Helpers) {
      return this.main_app;
    },
  });
  for (const route of routes) {
    if (!route.name || !mountedEngine(route) || Object.prototype.hasOwnProperty.call(proto, route.name)) continue;
    const name = route.name;
    Object.defineProperty(proto, name, {
      enumerable: true,
      configurable: true,
      get(this: Helpers) {
        const proxy = routeProxy(this, route, defaults);
        Object.defineProperty(this, name, { value: proxy, enumerable: true, configurable: true });
        return proxy;
      },
    });
  }
}

function routeProxy(app: Helpers, mount: Route, defaults: () => UrlOptions): Helpers {
  const engine = mountedEngine(mount);
  if (!engine || !mount.name) return {};
  const mountPath = app[`${mount.name}_path`] as (options: Record<string, unknown>) => string;
  const context = contextOf(app);
  const mountKeys = mount.pattern.names;

  /** The engine's helpers for one call: mounted where the call's (or the request's) values put it. */
  const engineHelpers = (values: Record<string, unknown>): Helpers => {
    const { host, protocol, port } = mountOrigin([defaults(), context.request]);
    // The request's host as the one rule reads it (request/origin.ts): a Host that is not one reaches the engine as such.
    return engine.helpersFor(context.recall, {
      host,
      protocol,
      port,
      script_name: mountPath(values),
      invalidHost: context.request.invalidHost,
    });
  };

  return deferred(engine.helpersFor({}, {}), mountKeys, engineHelpers, app);
}

/**
 * An object with the helpers of `shape`, each resolved at call time: the call's values for
 * this mount's parameters pick where the engine is mounted. An engine's own proxies (engines
 * in engines) are deferred the same way, so one call's options fill every mount on the way.
 */
function deferred(
  shape: Helpers,
  mountKeys: readonly string[],
  resolve: (values: Record<string, unknown>) => Helpers,
  app: Helpers,
): Helpers {
  const proxy: Helpers = {};
  const mainApp = { enumerable: false, get: () => app.main_app };
  Object.defineProperties(proxy, { main_app: mainApp, mainApp });
  for (const name of helperNames(shape)) {
    const member = shape[name];
    Object.defineProperty(proxy, name, {
      enumerable: true,
      get: () => {
        if (typeof member === 'function') {
          return (...args: unknown[]) => {
            const { values, rest } = takeMountValues(args, mountKeys);
            return (resolve(values)[name] as (...a: unknown[]) => unknown)(...rest);
          };
        }
        if (member === null || typeof member !== 'object') return member;
        return deferred(member as Helpers, mountKeys, (values) => resolve(values)[name] as Helpers, app);
      },
    });
  }
  return proxy;
}

/** Every helper an engine's helper object offers (both spellings, its own proxies too). */
function helperNames(helpers: Helpers): string[] {
  const names: string[] = [];
  for (const name in helpers) names.push(name);
  return names;
}
