/**
 * What two copies of railroute in one process share. An engine package may resolve its own
 * copy (linked with `npm install ../blog-engine`, a workspace, another version): the
 * application's copy and the engine's then meet through keys every copy sees alike
 * (`Symbol.for`), never through module identity, and agree on one protocol version.
 */
import path from 'node:path';

/**
 * The version of what crosses between copies: the `Engine` interface (definition/engine.ts),
 * the `Route` objects it hands over (the listings read them), the options its `inspect`
 * takes, the mount context a request carries into an engine (express/mount-context.ts) and
 * the error brands below. Any change to one of these bumps it.
 */
export const ENGINE_PROTOCOL = 1;

/** Where this copy of railroute is installed (its package folder: `src/..` or `dist/..`). */
export const RAILROUTE_HOME = path.resolve(__dirname, '..', '..');

/**
 * Makes `instanceof klass` true for instances of the same class from any copy of railroute
 * speaking this protocol (an engine's `RoutingError` reaches the application's error
 * handlers, `developmentErrors()` included). Subclasses keep the ordinary test.
 */
export function brandAcrossCopies(klass: abstract new (...args: never[]) => object, name: string): void {
  const mark = Symbol.for(`railroute.${name}.v${ENGINE_PROTOCOL}`);
  Object.defineProperty(klass.prototype, mark, { value: true });
  const ordinary = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(klass, Symbol.hasInstance, {
    value(this: unknown, value: unknown): boolean {
      if (this !== klass) return Reflect.apply<unknown, [unknown], boolean>(ordinary, this, [value]);
      return value !== null && typeof value === 'object' && (value as Record<symbol, unknown>)[mark] === true;
    },
  });
}
