/**
 * What railroute loads on first use rather than with `require('railroute')` (the middleware,
 * the inspector, the route programs, ...): `onFirstUse(load)` runs `load` once, on the first
 * call, and keeps what it gives. Each loader names what it takes from a module,
 *
 *   const { createMiddleware }: typeof import('./express/middleware') = require('./express/middleware');
 *
 * (the type through an alias where the line would be too long), so the compiler checks every
 * name against the module, and knip, which reads such a `require` as an import of those names,
 * sees which exports are used. The loaders live in files named `on-demand.ts` (ESLint lets
 * them assign `require`'s untyped result there).
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}
