/**
 * A route's path as a small backtracking program with the exact priorities of the RegExp
 * `PathPattern.compile` builds (Journey's: greedy `[^/.?]+` parameters, lazy `.+?` globs,
 * greedy optional groups, a constraint's own alternatives and quantifiers), so it finds the
 * same match. What makes it safe is the run (route-run.ts): a branch point is tried at most
 * once per path position (exact because no loop here can go round without consuming), so
 * the work is bounded by (branch points × path length) instead of growing as a power of
 * the length, as the native engine's does on `archive/:year-:month-:day` with
 * `/archive/a-a-a-…`. Every route gets one: a constraint that cannot be compiled is
 * approximated and checked on its value alone (constraint-plan.ts), so no route is sent
 * back to its whole-path RegExp (a lookahead on one parameter once made `a/:x/:y-:z-:w`
 * cubic through it, 1.2 s at 2 KB; lookaround is now part of the program).
 */
import type { Route } from '../../definition/route';
import type { Token } from '../../definition/path-pattern';
import { ANY, complement, normalize, Unsupported, type Ast } from '../constraints/regex-syntax';
import { compileAst, type Program, type Refine } from './program';
import { constraintPlan } from '../constraints/constraint-plan';
import { valueTest, type ValueTest } from '../constraints/value-check';

export { compileAst, type Program } from './program';

/** `[^/.?]`: a dynamic segment's default character. */
const SEGMENT = complement(normalize([46, 47, 63, 63]));

/** Text as one code unit after another (as a RegExp without the `u` flag reads it). */
function literal(text: string): Ast {
  const items: Ast[] = [];
  for (let i = 0; i < text.length; i++) items.push({ t: 'set', ranges: [text.charCodeAt(i), text.charCodeAt(i)] });
  return { t: 'seq', items };
}

/**
 * The route's path as a tree, parameters wrapped in capture slots; `refine` collects the
 * parameters whose constraint is approximated (constraint-plan.ts). `wide`: every
 * constraint approximated (the exact program was too large).
 */
function routeAst(route: Route, refine: Refine[] = [], wide = false): Ast {
  let param = 0;
  const build = (tokens: readonly Token[]): Ast => ({
    t: 'seq',
    items: tokens.map((token): Ast => {
      switch (token.type) {
        case 'text':
          return literal(token.value);
        case 'group':
          return { t: 'rep', body: build(token.tokens), min: 0, max: 1, greedy: true };
        default: {
          const slot = 2 * param++;
          const requirement = route.requirements[token.name];
          let body: Ast;
          if (requirement instanceof RegExp) {
            const plan = constraintPlan(requirement, wide);
            body = plan.body;
            if (plan.refine) refine.push({ slot, test: valueTest(route, token.name) as ValueTest });
          } else if (typeof requirement === 'string') body = literal(requirement);
          else if (token.type === 'glob')
            body = { t: 'rep', body: { t: 'set', ranges: ANY }, min: 1, max: Infinity, greedy: false };
          else body = { t: 'rep', body: { t: 'set', ranges: SEGMENT }, min: 1, max: Infinity, greedy: true };
          return { t: 'save', slot, body };
        }
      }
    }),
  });
  const body = build(route.pattern.tokens);
  const last = route.pattern.tokens[route.pattern.tokens.length - 1];
  // Unanchored (a mount) ends at a segment boundary; a pattern ending in `/` already does.
  const endsWithSlash = last?.type === 'text' && last.value.endsWith('/');
  const end: Ast[] = route.anchored
    ? [{ t: 'assert', kind: 'end' }]
    : endsWithSlash
      ? []
      : [{ t: 'assert', kind: 'segment-end' }];
  return { t: 'seq', items: [body, ...end] };
}

const programs = new WeakMap<Route, Program | null>();

/**
 * The route's program: whatever its constraints, the route's structure is run linearly
 * (constraint-plan.ts). Null only for a path whose own program is over the budget with
 * every constraint approximated (thousands of parameters): it keeps its RegExp.
 */
export function programFor(route: Route): Program | null {
  let program = programs.get(route);
  if (program === undefined) {
    program = build(route, false) ?? build(route, true);
    programs.set(route, program);
  }
  return program;
}

function build(route: Route, wide: boolean): Program | null {
  try {
    let contains = '';
    for (const token of route.pattern.tokens)
      if (token.type === 'text' && token.value.length > contains.length) contains = token.value;
    const refine: Refine[] = [];
    const program = compileAst(routeAst(route, refine, wide), 2 * route.pattern.names.length, { spans: true });
    return { ...program, contains, refine: refine.length > 0 ? refine : null };
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    return null;
  }
}
