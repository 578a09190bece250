/**
 * A route's path as a small backtracking program with the exact priorities of the RegExp
 * `PathPattern.compile` builds (Journey's: greedy `[^/.?]+` parameters, lazy `.+?` globs,
 * greedy optional groups, a constraint's own alternatives and quantifiers), so it finds the
 * same match. What makes it safe is the run (route-run.ts): a branch point is tried at most
 * once per path position (exact because no loop here can go round without consuming), so
 * the work is bounded by (branch points × path length) instead of growing as a power of
 * the length, as the native engine's does on `archive/:year-:month-:day` with
 * `/archive/a-a-a-…`. Every constraint is part of the program exactly (constraint-plan.ts:
 * one the router cannot decide so is refused where the route is declared), whatever the
 * size of the route: no route is sent back to its whole-path RegExp.
 */
import type { Route } from '../../definition/route';
import type { Token } from '../../definition/path-pattern';
import { ANY, complement, normalize, Unsupported, type Ast } from '../constraints/regex-syntax';
import { compileAst, type Program } from '../constraints/program';
import { constraintTree } from '../constraints/constraint-plan';

/** `[^/.?]`: a dynamic segment's default character. */
const SEGMENT = complement(normalize([46, 47, 63, 63]));

/** Text as one code unit after another (as a RegExp without the `u` flag reads it). */
function literal(text: string): Ast {
  const items: Ast[] = [];
  for (let i = 0; i < text.length; i++) items.push({ t: 'set', ranges: [text.charCodeAt(i), text.charCodeAt(i)] });
  return { t: 'seq', items };
}

/** The route's path as a tree, parameters wrapped in capture slots. */
function routeAst(route: Route): Ast {
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
          if (requirement instanceof RegExp) body = constraintTree(requirement);
          else if (typeof requirement === 'string') body = literal(requirement);
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
 * The route's program, exact whatever its size (each constraint was bounded where it was
 * declared). Null only for a route made without the DSL's checks whose constraint cannot
 * be decided exactly (a backreference): it keeps its own RegExp.
 */
export function programFor(route: Route): Program | null {
  let program = programs.get(route);
  if (program === undefined) {
    program = build(route);
    programs.set(route, program);
  }
  return program;
}

function build(route: Route): Program | null {
  try {
    let contains = '';
    for (const token of route.pattern.tokens)
      if (token.type === 'text' && token.value.length > contains.length) contains = token.value;
    const program = compileAst(routeAst(route), 2 * route.pattern.names.length, { spans: true, maxOps: Infinity });
    return { ...program, contains };
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    return null;
  }
}
