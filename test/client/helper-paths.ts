/** The helpers a helper object offers, by path, and the client module of a router, loaded. */
import type { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { generateClientModule, type ClientModuleOptions } from '../../src/generators/client-module';
import { loadClient } from './load-client';

export type Helpers = Record<string, unknown>;

/** Every route helper a helper object offers, with route proxies' as paths (`['docs', 'inner', 'file_url']`). */
export function helperPaths(helpers: Helpers, prefix: string[] = []): string[][] {
  const out: string[][] = [];
  for (const name in helpers) {
    if (/^(url_for|urlFor|polymorphic|hash_for_|hashFor)/.test(name)) continue;
    const member = helpers[name];
    if (typeof member === 'function') {
      if (/(_path|_url|Path|Url)$/.test(name)) out.push([...prefix, name]);
    } else if (member !== null && typeof member === 'object')
      out.push(...helperPaths(member as Helpers, [...prefix, name]));
  }
  return out;
}

export function memberAt(root: Helpers, path: readonly string[]): (...args: unknown[]) => unknown {
  let at: unknown = root;
  for (const name of path) at = (at as Helpers)[name];
  return at as (...args: unknown[]) => unknown;
}

export function clientOf(router: Router, options: ClientModuleOptions = {}): Helpers {
  const engine = engineOf(router)!;
  return loadClient(
    generateClientModule(
      { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() },
      options,
    ).js,
  );
}
