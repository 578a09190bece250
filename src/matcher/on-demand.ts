/**
 * The matcher's parts that a table of plain routes (static names, whole parameters, no
 * constraints: most tables' every route) never runs, loaded on first use rather than with
 * `require('railroute')`: the route programs of routes outside the trie and the fallback
 * index that finds them, and the readers of segment constraints. Fourteen modules of a fresh
 * `require` (~6-10 ms of its ~45); `require` caches, so a later call costs a lookup.
 */
type Programs = typeof import('./programs/route-program') &
  typeof import('./programs/route-run') &
  typeof import('./programs/route-match');
type Fallback = typeof import('./fallback/fallback-index');
type Constraints = typeof import('./constraints/value-check') & typeof import('./constraints/requirement-tree');

let programs: Programs | undefined;
/** Route programs: `programFor`, `runProgram`, `execRoute`. */
export const programModules = (): Programs =>
  (programs ??= {
    ...(require('./programs/route-program') as typeof import('./programs/route-program')),
    ...(require('./programs/route-run') as typeof import('./programs/route-run')),
    ...(require('./programs/route-match') as typeof import('./programs/route-match')),
  });

export const fallbackModule = (): Fallback => require('./fallback/fallback-index') as Fallback;

let constraints: Constraints | undefined;
/** What a constraint's syntax says (`canMatchChar`, ...) and its whole-value test (`valueTest`). */
export const constraintModules = (): Constraints =>
  (constraints ??= {
    ...(require('./constraints/value-check') as typeof import('./constraints/value-check')),
    ...(require('./constraints/requirement-tree') as typeof import('./constraints/requirement-tree')),
  });
