/**
 * Ruby's own parser, prism, compiled to WebAssembly (`@ruby/prism`). The package is an ES
 * module with an async loader; railroute is CommonJS and `importRoutes` is synchronous, and
 * jest's module sandbox refuses a dynamic `import()`. So the ES modules that decode prism's
 * output are loaded through jiti (already a dependency: it turns them into CommonJS), and the
 * WebAssembly module is compiled and instantiated synchronously here, once per process (and
 * instantiated anew after a parse that trapped or nearly overflowed its stack).
 * Measured: first use ~1 s (mostly jiti turning the 17k-line nodes module into CommonJS),
 * then ~5-10 ms per import of a 40-line routes file.
 */
import fs from 'node:fs';
import type { createJiti as CreateJiti } from 'jiti';
import { ImportRefused } from './import-refused';
import type { ProgramNode, RubyLocation } from './ruby-nodes';

export interface RubyComment {
  location: RubyLocation;
}

export interface RubyParseResult {
  value: ProgramNode;
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

interface Prism {
  parsePrism: ParsePrism;
  wasm: object;
}
interface Instance {
  exports: WasmExports;
  memory: { buffer: ArrayBuffer };
  /** The lowest bytes of the C stack, which only a parse near overflowing it reaches. */
  guard: { start: number; length: number };
}

/** Larger than any real routes file (the largest known are ~100 KB) by far. */
export const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
/**
 * prism's C stack is 64 KiB of WebAssembly memory with prism's own data right below it:
 * recursion ~115 levels deep (nested blocks, brackets, `!`, `a = b = ...`) runs past the
 * stack's end and silently overwrites that data, corrupting this parse and every later one.
 * The lowest 16 KiB of the stack are filled with a pattern before each parse; a parse that
 * touched them is refused and the instance dropped. (~85 levels of nested blocks stay
 * allowed; real routes files nest under 10.)
 */
const GUARD_BYTES = 16 * 1024;
const GUARD_BYTE = 0xa5;

let prism: Prism | undefined;
let instance: Instance | undefined;

function loadPrism(): Prism {
  // jiti is loaded here, not with the package: it was ~27 ms of `require('railroute')`.
  const { createJiti } = require('jiti') as { createJiti: typeof CreateJiti };
  const jiti = createJiti(__filename);
  const { parsePrism } = jiti('@ruby/prism/src/parsePrism.js') as { parsePrism: ParsePrism };
  const wasm = new WebAssembly.Module(fs.readFileSync(require.resolve('@ruby/prism/src/prism.wasm')));
  return { parsePrism, wasm };
}

function instantiate(wasm: object): Instance {
  // eslint-disable-next-line prefer-const -- declared before the instance: the WASI imports read it once it exists.
  let memory: { buffer: ArrayBuffer } | undefined;
  const created = new WebAssembly.Instance(wasm, { wasi_snapshot_preview1: systemInterface(() => memory) });
  memory = created.exports.memory as { buffer: ArrayBuffer };
  (created.exports._initialize as () => void)();
  const start = (created.exports.__stack_low as { value: number }).value;
  return { exports: created.exports, memory, guard: { start, length: GUARD_BYTES } };
}

function guardBytes(target: Instance): Uint8Array {
  return new Uint8Array(target.memory.buffer, target.guard.start, target.guard.length);
}

/** WASI's "function not implemented". */
const ENOSYS = 52;

/**
 * The WASI functions prism's module imports. Parsing is pure computation: it needs no file,
 * clock, argument or environment, so every call answers "not implemented" except the
 * argument/environment sizes (none) and proc_exit. Node's own WASI is not used: it is
 * experimental on Node 20 (a warning on the user's screen) and would grant more than this.
 */
function systemInterface(
  memory: () => { buffer: ArrayBuffer } | undefined,
): Record<string, (...args: number[]) => number> {
  const none = (countPointer: number, sizePointer: number): number => {
    const view = new DataView((memory() as { buffer: ArrayBuffer }).buffer);
    view.setUint32(countPointer, 0, true);
    view.setUint32(sizePointer, 0, true);
    return 0;
  };
  return new Proxy(
    {},
    {
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
    },
  );
}

/** Parses Ruby source (never runs it); throws `ImportRefused` for input too large or too deep. */
export function parseRuby(source: string): RubyParseResult {
  if (Buffer.byteLength(source) > MAX_SOURCE_BYTES)
    throw new ImportRefused(`the file is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB`);
  prism ??= loadPrism();
  const current = (instance ??= instantiate(prism.wasm));
  guardBytes(current).fill(GUARD_BYTE);
  let result: RubyParseResult | undefined;
  let failure: unknown;
  try {
    result = prism.parsePrism(current.exports, source, {});
  } catch (error) {
    failure = error;
  }
  const overflowed = guardBytes(current).some((byte) => byte !== GUARD_BYTE);
  // After a trap or a near overflow the instance's memory cannot be trusted: the next file gets a new one.
  if (overflowed || failure) instance = undefined;
  // (Decoding prism's output is recursive JS: a RangeError there is depth too.)
  if (overflowed || failure instanceof RangeError)
    throw new ImportRefused('the Ruby is nested too deeply for the importer');
  if (failure) throw new ImportRefused(`the Ruby parser failed (${(failure as Error).message})`);
  return result as RubyParseResult;
}
