/**
 * The development loop: `router.watch({ typesPath, clientPath })` reloads the routes when a
 * file under `routesPath` (what `draw(name)` reads) changes, and rewrites the helper types
 * and the browser module of the helpers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { engineOf } from '../definition/engine';
import type { ClientModuleOptions } from './client-module';

/** `router.watch(options)`: what to do after each reload. */
export interface WatchOptions {
  /** Where to write the `.d.ts` of the helpers (`railroute routes --types`) after each reload. */
  typesPath?: string;
  /**
   * Where to write the helpers' browser module (`railroute routes --client`), and its `.d.ts`
   * beside it, after each reload.
   */
  clientPath?: string;
  /** Which routes the browser module takes (`--include`, `--exclude`). */
  client?: ClientModuleOptions;
  /** Called after each successful reload. */
  onReload?: () => void;
  /** A reload that throws keeps the old table; the error comes here (default: stderr). */
  onError?: (error: unknown) => void;
  /** Changes closer together than this make one reload (ms, default 50). */
  debounce?: number;
}

/** What `router.watch()` returns. */
export interface RouteWatcher {
  /** Stops watching (and any reload waiting on the debounce). */
  close(): void;
}

interface Reloadable {
  reload(): unknown;
  helperTypes(): string;
}

const ROUTE_FILE = /\.(?:js|cjs|ts)$/;

/** Drops the cached modules under the routes directories, so `draw(name)` reads them again. */
export function forgetRouteFiles(dirs: readonly string[]): void {
  const roots = dirs.map((dir) => path.resolve(dir) + path.sep);
  for (const file of Object.keys(require.cache)) {
    if (roots.some((root) => file.startsWith(root))) delete require.cache[file];
  }
}

export function watchRoutes(router: Reloadable, dirs: readonly string[], options: WatchOptions): RouteWatcher {
  const { typesPath, clientPath, onReload, onError = (error: unknown) => process.stderr.write(`railroute: reload failed: ${(error as Error).message}\n`), debounce = 50 } = options;
  let timer: NodeJS.Timeout | undefined;
  const reload = (): void => {
    timer = undefined;
    try {
      router.reload();
      if (typesPath !== undefined) writeIfChanged(typesPath, router.helperTypes());
      if (clientPath !== undefined) writeClient(router, clientPath, options.client);
      onReload?.();
    } catch (error) {
      onError(error);
    }
  };
  if (typesPath !== undefined) writeIfChanged(typesPath, router.helperTypes());
  if (clientPath !== undefined) writeClient(router, clientPath, options.client);
  const watchers = dirs
    .map((dir) => path.resolve(dir))
    .filter((dir) => fs.existsSync(dir))
    .map((dir) =>
      fs.watch(dir, (_event, file) => {
        if (file !== null && !ROUTE_FILE.test(String(file))) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(reload, debounce);
      }),
    );
  return {
    close(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** Leaves the file (and its mtime, which a TypeScript watcher reacts to) alone when nothing changed. */
function writeIfChanged(file: string, text: string): void {
  try {
    if (fs.readFileSync(file, 'utf8') === text) return;
  } catch {
    // not there yet
  }
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The browser module of the router's helpers and its `.d.ts` (loaded here: only a watch that writes it needs the generator). */
function writeClient(router: Reloadable, file: string, filters: ClientModuleOptions = {}): void {
  const engine = engineOf(router);
  if (!engine) return;
  const { generateClientModule, declarationPath } = require('./client-module') as typeof import('./client-module');
  const client = generateClientModule({ routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() }, filters);
  writeIfChanged(file, client.js);
  writeIfChanged(declarationPath(path.resolve(file)), client.dts);
}
