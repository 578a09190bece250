/**
 * The routes module `railroute routes <module>` reads: found like Node would (extensions,
 * `index` files), loaded with jiti — `.js .cjs .mjs .ts .mts .cts`, CommonJS or ESM,
 * top-level `await`, without the application's TypeScript — and its Router picked from the
 * exports, or its default export, a draw block, drawn into a new Router. While it loads, what it prints goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import type { InspectOptions } from '../inspect/rows';
import { CliError } from './cli-error';

/** What the CLI uses of a Router: the module's may be another copy of railroute. */
export interface RouterLike {
  inspect(options?: InspectOptions): string;
  routes: unknown[];
  helperTypes(): string;
}

const EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];

function isRouter(value: unknown): value is RouterLike {
  const candidate = value as Partial<RouterLike> | null;
  return (
    !!candidate &&
    typeof candidate.inspect === 'function' &&
    typeof candidate.helperTypes === 'function' &&
    Array.isArray(candidate.routes)
  );
}

export function findModule(specifier: string, cwd: string): string {
  const file = path.resolve(cwd, specifier);
  const candidates = [
    file,
    ...EXTENSIONS.map((extension) => `${file}${extension}`),
    ...EXTENSIONS.map((extension) => path.join(file, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new CliError(`cannot find module ${specifier}`);
  return found;
}

/**
 * jiti transpiles TS and ESM itself (its own Babel build), so neither a TypeScript loader
 * nor the project's `typescript` package is involved (jiti caches its output under node_modules/.cache/jiti or the temp dir).
 */
export async function loadRouter(specifier: string, cwd: string): Promise<RouterLike> {
  const file = findModule(specifier, cwd);
  const jiti = createJiti(file, { tryNative: false });
  let loaded: Record<string, unknown>;
  const restore = requireTypeScriptWith(jiti);
  try {
    try {
      loaded = await jiti.import<Record<string, unknown>>(file);
    } catch (error) {
      throw new CliError(`cannot load ${specifier}: ${firstLine(error)}`);
    }
    const exported = loaded?.default as Record<string, unknown> | undefined;
    const router = [exported, loaded?.router, exported?.router, exported?.default, loaded].find(isRouter);
    if (router) return router;
    // What `railroute import` writes: a module whose default export is the draw block.
    const block = [exported, exported?.default].find(isDrawBlock);
    if (block) return drawnRouter(block, file, specifier, jiti);
    throw new CliError(
      `${specifier} exports no Router and no draw block (export a Router as default or as \`router\`, or \`export default (r) => { ... }\`)`,
    );
  } finally {
    restore();
  }
}

/** A function of at most one parameter (the Mapper) that is not a class: `(r) => { ... }`. */
function isDrawBlock(value: unknown): value is (r: unknown) => void {
  return typeof value === 'function' && value.length <= 1 && !/^class\b/.test(Function.prototype.toString.call(value));
}

/**
 * The block drawn into a fresh Router, as `router.draw(block)` in the app would: its
 * `r.draw('admin')` reads `routes/admin.ts` beside the module, where `railroute import --all`
 * writes it (Rails' `config/routes/`). The Router is loaded the way the module was (jiti),
 * so that both live in one realm (in a test runner's sandbox the DSL's plain-object checks
 * would refuse the block's options otherwise); only this case needs it.
 */
function drawnRouter(
  block: (r: unknown) => void,
  file: string,
  specifier: string,
  jiti: ReturnType<typeof createJiti>,
): RouterLike {
  // jiti's synchronous form: its async one imports Node's built-in modules natively, which a
  // test runner's sandbox does not allow.
  const { Router } = jiti(require.resolve('../router')) as typeof import('../router');
  try {
    return new Router({ routesPath: path.join(path.dirname(file), 'routes') }).draw(block);
  } catch (error) {
    throw new CliError(`cannot draw ${specifier}: ${firstLine(error)}`);
  }
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0] as string;
}

/**
 * `r.draw('admin')` requires `admin.ts` with Node's own `require`: while the module loads,
 * jiti answers for `.ts` where no TypeScript loader is registered. Returns the undo.
 */
function requireTypeScriptWith(jiti: ReturnType<typeof createJiti>): () => void {
  // require.extensions is deprecated, yet it is the hook draw(name)'s require() consults.
  const extensions = require.extensions;
  if (extensions['.ts']) return () => undefined;
  extensions['.ts'] = (module, filename) => {
    const exported: unknown = jiti(filename);
    module.exports = exported;
  };
  return () => {
    delete extensions['.ts'];
  };
}

/** Sends the process' stdout to stderr while `run` goes (the loaded module's own output). */
export async function withStdoutOnStderr<T>(run: () => Promise<T>): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back as it was, never called.
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind<typeof process.stdout.write>(process.stderr);
  try {
    return await run();
  } finally {
    process.stdout.write = write;
  }
}
