/**
 * Ruby's own parser, prism, compiled to WebAssembly (`@ruby/prism`). The package is an ES
 * module with an async loader; railroute is CommonJS and `importRoutes` is synchronous, and
 * jest's module sandbox refuses a dynamic `import()`. So the ES modules that decode prism's
 * output are loaded through jiti (already a dependency: it turns them into CommonJS), and the
 * WebAssembly module is compiled and instantiated synchronously here, once per process.
 * Measured: first use ~1 s (mostly jiti turning the 17k-line nodes module into CommonJS),
 * then ~5-10 ms per import of a 40-line routes file.
 */
import fs from 'node:fs';
import type { createJiti as CreateJiti } from 'jiti';

/** A prism node, read by its class name and fields (as `@ruby/prism`'s nodes.d.ts names them). */
export interface RubyNode {
  readonly constructor: { readonly name: string };
  readonly location: RubyLocation;
  // prism's node fields (arguments_, block, receiver, elements, ...) differ per node class.
  readonly [field: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Byte offsets into the UTF-8 source. */
export interface RubyLocation {
  startOffset: number;
  length: number;
}

export interface RubyComment {
  location: RubyLocation;
}

export interface RubyParseResult {
  value: RubyNode;
  comments: RubyComment[];
  errors: Array<{ message: string; location: RubyLocation }>;
}

type WasmExports = Record<string, unknown>;
type ParsePrism = (exports: WasmExports, source: string, options: object) => RubyParseResult;

/** The part of the WebAssembly global used here (TypeScript's ES2022 lib does not declare it). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: WasmExports };
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

let parser: ((source: string) => RubyParseResult) | undefined;

function loadParser(): (source: string) => RubyParseResult {
  // jiti is loaded here, not with the package: it was ~27 ms of `require('railroute')` (issue 15).
  const { createJiti } = require('jiti') as { createJiti: typeof CreateJiti };
  const jiti = createJiti(__filename);
  const { parsePrism } = jiti('@ruby/prism/src/parsePrism.js') as { parsePrism: ParsePrism };
  const wasm = new WebAssembly.Module(fs.readFileSync(require.resolve('@ruby/prism/src/prism.wasm')));
  let memory: { buffer: ArrayBuffer } | undefined;
  const instance = new WebAssembly.Instance(wasm, { wasi_snapshot_preview1: systemInterface(() => memory) });
  memory = instance.exports.memory as { buffer: ArrayBuffer };
  (instance.exports._initialize as () => void)();
  return (source: string) => parsePrism(instance.exports, source, {});
}

/** WASI's "function not implemented". */
const ENOSYS = 52;

/**
 * The WASI functions prism's module imports. Parsing is pure computation: it needs no file,
 * clock, argument or environment, so every call answers "not implemented" except the
 * argument/environment sizes (none) and proc_exit. Node's own WASI is not used: it is
 * experimental on Node 20 (a warning on the user's screen) and would grant more than this.
 */
function systemInterface(memory: () => { buffer: ArrayBuffer } | undefined): Record<string, (...args: number[]) => number> {
  const none = (countPointer: number, sizePointer: number): number => {
    const view = new DataView((memory() as { buffer: ArrayBuffer }).buffer);
    view.setUint32(countPointer, 0, true);
    view.setUint32(sizePointer, 0, true);
    return 0;
  };
  return new Proxy({} as Record<string, (...args: number[]) => number>, {
    get: (_target, name) => {
      if (name === 'args_sizes_get' || name === 'environ_sizes_get') return none;
      if (name === 'args_get' || name === 'environ_get' || name === 'sched_yield') return () => 0;
      if (name === 'proc_exit') {
        return (code: number) => {
          throw new Error(`the Ruby parser exited (${code})`);
        };
      }
      return () => ENOSYS;
    },
  });
}

/** Parses Ruby source (never runs it). */
export function parseRuby(source: string): RubyParseResult {
  parser ??= loadParser();
  return parser(source);
}
