/**
 * The route programs of routes outside the trie, and the index that finds which of them a
 * path could match, loaded with the first table that has such a route rather than with
 * `require('railroute')`: a table of plain routes (most) never runs them. With the
 * constraint readers (constraints/on-demand.ts), fourteen modules of a fresh `require`.
 * `require` caches: a later call costs a lookup.
 */
type Programs = typeof import('./route-program') & typeof import('./route-run') & typeof import('./route-match');
type Fallback = typeof import('../fallback/fallback-index');

let programs: Programs | undefined;
/** `programFor`, `runProgram`, `execRoute`. */
export const programModules = (): Programs =>
  (programs ??= {
    ...(require('./route-program') as typeof import('./route-program')),
    ...(require('./route-run') as typeof import('./route-run')),
    ...(require('./route-match') as typeof import('./route-match')),
  });

export const fallbackModule = (): Fallback => require('../fallback/fallback-index') as Fallback;
