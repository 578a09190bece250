/**
 * What a segment constraint's syntax says (`canMatchChar`, ...), whether it is decided
 * exactly (`inexactReason`) and its whole-value test (`valueTest`), loaded with the first
 * constrained route rather than with `require('railroute')`: a table without constraints
 * never reads one.
 */
type Constraints = typeof import('./value-check') &
  typeof import('./requirement-tree') &
  typeof import('./constraint-plan');

let constraints: Constraints | undefined;
export const constraintModules = (): Constraints =>
  (constraints ??= {
    ...(require('./value-check') as typeof import('./value-check')),
    ...(require('./requirement-tree') as typeof import('./requirement-tree')),
    ...(require('./constraint-plan') as typeof import('./constraint-plan')),
  });
