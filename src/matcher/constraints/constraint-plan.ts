/**
 * Which segment constraints the router decides exactly, in time linear in the path, and the
 * tree a route program runs for one (API.md Block form: "Every constraint is decided
 * exactly…"). A regular constraint is run as part of its route's program, lookahead and
 * lookbehind included (decided on the whole path: url-rules/value-program.ts), a counted repetition of
 * one class as a counter however large (`[\w.\/-]{1,4096}`: program.ts `Op.Count`), so the
 * answer never depends on the size of the route's other constraints. What cannot be decided
 * so (a backreference, a repetition over something that can match nothing, a program over
 * `MAX_OPS` instructions however counted) is refused where the route is declared
 * (`inexactReason`, dsl/route-builder.ts), never approximated.
 */
import { requirementSource } from '../../definition/requirement';
import { parseRegExpSource, Unsupported, type Ast } from './regex-syntax';
import { compileAst } from './program';

const reasons = new Map<string, string | null>();
const byObject = new WeakMap<RegExp, string | null>();

/** The constraint's exact tree for a route program; throws `Unsupported` when there is none. */
export function constraintTree(requirement: RegExp): Ast {
  return parseRegExpSource(requirementSource(requirement), { lookaround: true });
}

/**
 * Why the router cannot decide the constraint exactly in linear time (`backreference`,
 * `program too large`, ...), or null when it can. Read once per constraint source.
 */
export function inexactReason(requirement: RegExp): string | null {
  // Routes of a scope share one RegExp: most calls end at the first lookup.
  const known = byObject.get(requirement);
  if (known !== undefined) return known;
  const key = `${requirement.flags}/${requirement.source}`;
  let reason = reasons.get(key);
  if (reason === undefined) {
    try {
      compileAst(constraintTree(requirement), 0);
      reason = null;
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      reason = error.message;
    }
    reasons.set(key, reason);
  }
  byObject.set(requirement, reason);
  return reason;
}
