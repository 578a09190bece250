/**
 * Where a route was declared (`RouteInfo.source`), captured once per DSL call the
 * application makes rather than once per route: `resources('photos')` records one stack for
 * its eight routes, and the DSL calls railroute makes on itself (resources expanding to
 * `member`/`match`, `match` to `nested`) record none.
 *
 * How it knows who is calling, without reading a stack: a call is the application's unless
 * railroute is already inside one of its own DSL methods; the blocks the application hands
 * over (to `scope`, `resources`, `concern`, ...) are wrapped so that the calls inside them
 * are the application's again. The stack is then only a few frames deep (the caller stands
 * right above the DSL method), which keeps it cheap.
 *
 * Measured (11,250-route draw: 1,250 `resources` with a member route; best of 15 on the
 * shared 2-core box; without sources ~50 ms): a 50-frame stack per route, as before, +183 ms
 * (~16 µs a route); a structured stack per route (`Error.captureStackTrace`, CallSites for
 * `prepareStackTrace`) +200 ms with the 50 frames it needs, still +80 ms with 8 (too few
 * to reach the caller past a concern); a 5-frame stack per application call +10 ms. Now 3
 * frames starting at the caller (~4 µs a call instead of ~5.5 in a fresh process,
 * 2,500 calls for 9,500 routes).
 */
import type { RouteSet } from '../definition/route-set';
import { captureSource } from '../definition/source-location';

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Frames recorded per call: the caller, and two spare for a loader's own frame in between
 * (the wrapper and `captureSource` are left out: each recorded frame costs ~1 µs).
 */
const FRAMES = 3;

export interface TracedMethods {
  /** Methods that add routes themselves: the line that calls them is their routes' source. */
  declaring: readonly string[];
  /** Methods whose last argument, when a function, is a block of the application's. */
  withBlock: readonly string[];
}

/**
 * Wraps the DSL methods of `proto` (as own properties, so inherited ones are covered too);
 * `setOf` gives the RouteSet a mapper records into, which holds the tracing state.
 */
export function traceDeclarations<M extends object>(
  proto: M,
  setOf: (mapper: M) => RouteSet,
  methods: TracedMethods,
): void {
  const names = new Set([...methods.declaring, ...methods.withBlock]);
  for (const name of names) {
    const original = (proto as Record<string, unknown>)[name] as Method;
    if (typeof original !== 'function') throw new Error(`traceDeclarations: ${name} is not a method`);
    const declaring = methods.declaring.includes(name);
    const withBlock = methods.withBlock.includes(name);
    const traced = function (this: M, ...args: unknown[]): unknown {
      const set = setOf(this);
      // Without source locations (set when the set is made) there is nothing to trace.
      if (!set.captureSources) return original.apply(this, args);
      const state = set.declaration;
      // A call railroute makes on itself: the application's call above it stands for it.
      if (state.insideDsl) return original.apply(this, args);
      const site = state.site;
      if (declaring) state.site = captureSource(FRAMES, traced);
      const last = args.length - 1;
      if (withBlock && typeof args[last] === 'function') args[last] = applicationBlock(set, args[last] as Method);
      state.insideDsl = true;
      try {
        return original.apply(this, args);
      } finally {
        state.insideDsl = false;
        state.site = site;
      }
    };
    Object.defineProperty(traced, 'name', { value: name });
    Object.defineProperty(proto, name, { value: traced, writable: true, configurable: true, enumerable: false });
  }
}

/** The application's block: DSL calls inside it are the application's own again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applicationBlock<F extends (...args: any[]) => unknown>(set: RouteSet, block: F): F {
  return function (this: unknown, ...args: unknown[]) {
    const state = set.declaration;
    const inside = state.insideDsl;
    state.insideDsl = false;
    try {
      return block.apply(this, args);
    } finally {
      state.insideDsl = inside;
    }
  } as F;
}
