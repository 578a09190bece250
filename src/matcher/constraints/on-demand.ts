/**
 * What a segment constraint's syntax says (`canMatchChar`, ...) and its whole-value test
 * (`valueTest`), loaded with the first constrained route the trie takes rather than with
 * `require('railroute')`: a table without constraints never reads one.
 */
type Constraints = typeof import('./value-check') & typeof import('./requirement-tree');

let constraints: Constraints | undefined;
export const constraintModules = (): Constraints =>
  (constraints ??= {
    ...(require('./value-check') as typeof import('./value-check')),
    ...(require('./requirement-tree') as typeof import('./requirement-tree')),
  });
