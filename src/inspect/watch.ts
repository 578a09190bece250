/**
 * The development loop: `router.watch({ typesPath })` reloads the routes when a file under
 * `routesPath` (what `draw(name)` reads) changes, and rewrites the helper types.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface WatchOptions {
  /** Where to write the `.d.ts` of the helpers (`railroute routes --types`) after each reload. */
  typesPath?: string;
  /** Called after each successful reload. */
  onReload?: () => void;
  /** A reload that throws keeps the old table; the error comes here (default: stderr). */
  onError?: (error: unknown) => void;
  /** Changes closer together than this make one reload (ms, default 50). */
  debounce?: number;
}

export interface RouteWatcher {
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
  const { typesPath, onReload, onError = (error: unknown) => process.stderr.write(`railroute: reload failed: ${(error as Error).message}\n`), debounce = 50 } = options;
  let timer: NodeJS.Timeout | undefined;
  const reload = (): void => {
    timer = undefined;
    try {
      router.reload();
      if (typesPath !== undefined) writeIfChanged(typesPath, router.helperTypes());
      onReload?.();
    } catch (error) {
      onError(error);
    }
  };
  if (typesPath !== undefined) writeIfChanged(typesPath, router.helperTypes());
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
