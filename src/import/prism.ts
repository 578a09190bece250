/**
 * Ruby's own parser, prism, compiled to WebAssembly (`@ruby/prism`). The package is an ES
 * module with an async loader; railroute is CommonJS and `importRoutes` is synchronous, and
 * jest's module sandbox refuses a dynamic `import()`. So the ES modules that decode prism's
 * output are loaded through jiti (already a dependency: it turns them into CommonJS), and the
 * WebAssembly module is compiled synchronously here, once per process (~10 ms; jiti's first
 * transform of the 17k-line node module ~600 ms, cached on disk afterwards).
 */
import fs from 'node:fs';
import { createJiti } from 'jiti';

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
  return withoutWasiWarning(() => {
    const jiti = createJiti(__filename);
    const { parsePrism } = jiti('@ruby/prism/src/parsePrism.js') as { parsePrism: ParsePrism };
    const wasm = new WebAssembly.Module(fs.readFileSync(require.resolve('@ruby/prism/src/prism.wasm')));
    // Loaded here, not at the top: Node warns when the module loads.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { WASI } = require('node:wasi') as typeof import('node:wasi');
    const wasi = new WASI({ version: 'preview1' });
    const instance = new WebAssembly.Instance(wasm, wasi.getImportObject());
    wasi.initialize(instance as Parameters<typeof wasi.initialize>[0]);
    return (source: string) => parsePrism(instance.exports, source, {});
  });
}

/**
 * Node 20 warns that WASI is experimental on first use. The warning concerns prism's
 * packaging, not the user's routes, so it is kept off their screen; other warnings pass.
 */
function withoutWasiWarning<T>(make: () => T): T {
  const original = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/WASI/.test(text)) return;
    return (original as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return make();
  } finally {
    process.emitWarning = original;
  }
}

/** Parses Ruby source (never runs it). */
export function parseRuby(source: string): RubyParseResult {
  parser ??= loadParser();
  return parser(source);
}
