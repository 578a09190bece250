/**
 * The development loop: `router.watch({ typesPath, clientPath })` reloads the routes when a
 * file under `routesPath` (what `draw(name)` reads) changes, and rewrites the helper types
 * and the browser module of the helpers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { engineOf } from '../definition/engine';
import { writeChecked, type Output } from '../support/output-file';
import { terminalSafe } from '../support/terminal-text';
import type { ClientModuleOptions } from '../generators/client-module';
import { ROUTES_WRITER } from '../generators/routes-writer';
import { clientModuleGenerator } from './on-demand';

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
  /**
   * Replace a `typesPath`/`clientPath` file that railroute did not write (default false: such
   * a file, or a symbolic link there, is refused, by a throw from `watch()` or, after a
   * reload, through `onError`). A symbolic link is never written through.
   */
  force?: boolean;
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
  const {
    onReload,
    // One line of terminal text: a route file's error may quote anything the file holds.
    onError = (error: unknown) =>
      process.stderr.write(`railroute: reload failed: ${terminalSafe(String((error as Error)?.message ?? error))}\n`),
    debounce = 50,
  } = options;
  let timer: NodeJS.Timeout | undefined;
  const reload = (): void => {
    timer = undefined;
    try {
      router.reload();
      writeOutputs(router, options);
      onReload?.();
    } catch (error) {
      onError(error);
    }
  };
  writeOutputs(router, options);
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

/**
 * The helper types and the browser module (and its `.d.ts`), each checked before any is
 * written, as `railroute routes -o` checks them; an unchanged file keeps its mtime, which a
 * TypeScript watcher reacts to.
 */
function writeOutputs(router: Reloadable, { typesPath, clientPath, client, force = false }: WatchOptions): void {
  const outputs: Output[] = [];
  const add = (file: string, text: string): void => void outputs.push({ file: path.resolve(file), text, shown: file });
  if (typesPath !== undefined) add(typesPath, router.helperTypes());
  const engine = engineOf(router);
  if (clientPath !== undefined && engine) {
    // Loaded here: only a watch that writes the browser module needs its generator.
    const { generateClientModule, declarationPath } = clientModuleGenerator();
    const module = generateClientModule(
      { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() },
      client,
    );
    add(clientPath, module.js);
    add(declarationPath(clientPath), module.dts);
  }
  writeChecked(outputs, ROUTES_WRITER, force, 'the force option');
}
