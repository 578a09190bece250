/**
 * `railroute routes --unreachable`: the routes no request can reach, because an earlier
 * route takes every request they match. An earlier route hides a later one when it has no
 * request constraint (`unconditional`), answers itself (a controller action or a redirect:
 * a mount or a handler may pass the request on), takes each of its verbs, and its path covers
 * the later one's: each way of taking the later path's optional parts is matched by a way of
 * taking the earlier one's, part by part. The comparison is deliberately narrow (a part is
 * the same text, the same parameter with the same constraint, or an unconstrained parameter
 * or a glob over what it always matches): a route it reports is unreachable, and what it
 * cannot decide it does not report.
 */
import type { Route } from '../definition/route';
import type { Token } from '../definition/path-pattern';
import { endpointOf } from '../definition/endpoint';
import { expandOptional } from '../generators/openapi';
import { formatSheet } from './formatter';
import { rowOf, type InspectFilter } from './rows';

/** A route no request reaches, and the earlier route that takes its requests. */
export interface Hidden {
  route: Route;
  by: Route;
}

/** One piece of a path segment: text between `.` and `-`, a separator, or a parameter (glob) with its constraint. */
type Atom =
  | { kind: 'text'; value: string }
  | { kind: 'param'; requirement: RegExp | string | undefined }
  | { kind: 'glob'; requirement: RegExp | string | undefined };

/** What an unconstrained segment parameter matches: no `/`, `.` or `?`. */
const SEGMENT_VALUE = /^[^/.?]+$/;

/** A variant's tokens as segments of atoms (`/photos/:id.:format` → ``, `photos`, `:id . :format`). */
function segmentsOf(tokens: readonly Token[], requirements: Route['requirements']): Atom[][] {
  const segments: Atom[][] = [[]];
  for (const token of tokens) {
    const current = segments[segments.length - 1] as Atom[];
    if (token.type === 'param' || token.type === 'glob') {
      current.push({ kind: token.type, requirement: requirements[token.name] });
      continue;
    }
    if (token.type !== 'text') continue;
    token.value.split('/').forEach((part, i) => {
      if (i > 0) segments.push([]);
      const segment = segments[segments.length - 1] as Atom[];
      for (const piece of part.match(/[^.-]+|[.-]/g) ?? []) segment.push({ kind: 'text', value: piece });
    });
  }
  return segments;
}

function sameRequirement(a: RegExp | string | undefined, b: RegExp | string | undefined): boolean {
  return String(a) === String(b) && typeof a === typeof b;
}

function matchesWhole(requirement: RegExp | string, text: string): boolean {
  if (typeof requirement === 'string') return requirement === text;
  return new RegExp(`^(?:${requirement.source})$`, requirement.flags.replace(/[gy]/g, '')).test(text);
}

/** Whether every value of atom `b` (of the later route) is a value of atom `a` (of the earlier one). */
function atomCovers(a: Atom, b: Atom): boolean {
  if (a.kind === 'text') return b.kind === 'text' && a.value === b.value;
  if (b.kind !== 'text') return a.kind === b.kind && sameRequirement(a.requirement, b.requirement);
  if (a.requirement !== undefined) return matchesWhole(a.requirement, b.value);
  return a.kind === 'glob' || SEGMENT_VALUE.test(b.value);
}

function segmentCovers(a: Atom[], b: Atom[]): boolean {
  return a.length === b.length && a.every((atom, i) => atomCovers(atom, b[i] as Atom));
}

/** Whether the earlier variant's segments match every path the later variant's match. */
function variantCovers(a: Atom[][], b: Atom[][]): boolean {
  const last = a[a.length - 1];
  // A trailing unconstrained glob alone in its segment takes one or more whole segments.
  if (last?.length === 1 && last[0]?.kind === 'glob' && last[0].requirement === undefined) {
    if (b.length < a.length) return false;
    return (
      a.slice(0, -1).every((segment, i) => segmentCovers(segment, b[i] as Atom[])) &&
      b.slice(a.length - 1).every((segment) => segment.length > 0)
    );
  }
  return a.length === b.length && a.every((segment, i) => segmentCovers(segment, b[i] as Atom[]));
}

function variants(route: Route): Atom[][][] {
  return expandOptional(route.pattern.tokens).map((tokens) => segmentsOf(tokens, route.requirements));
}

/** Whether `earlier` takes every request `later` matches. */
function hides(earlier: Route, later: Route, earlierVariants: Atom[][][]): boolean {
  if (!earlier.unconditional || !earlier.anchored) return false;
  if (earlier.target.kind !== 'controller' && earlier.target.kind !== 'redirect') return false;
  if (
    earlier.verbs.length > 0 &&
    (later.verbs.length === 0 || !later.verbs.every((verb) => earlier.verbs.includes(verb)))
  )
    return false;
  return variants(later).every((b) => earlierVariants.some((a) => variantCovers(a, b)));
}

/** The routes of a table that an earlier route of the same table hides, each with the first that does. */
export function unreachableRoutes(routes: readonly Route[]): Hidden[] {
  const hidden: Hidden[] = [];
  const blockers: Array<{ route: Route; variants: Atom[][][] }> = [];
  for (const route of routes) {
    const by = blockers.find((blocker) => hides(blocker.route, route, blocker.variants));
    if (by) hidden.push({ route, by: by.route });
    else if (route.unconditional && route.anchored) blockers.push({ route, variants: variants(route) });
  }
  return hidden;
}

/** `Found N unreachable routes:`, then their sheet, each naming the route that takes its requests. */
export function formatUnreachable(hidden: readonly Hidden[], filter: InspectFilter = {}): string {
  if (hidden.length === 0) {
    if (filter.controller !== undefined) return 'No unreachable routes found for this controller.\n';
    if (filter.grep !== undefined) return 'No unreachable routes found for this grep pattern.\n';
    return 'No unreachable routes found.\n';
  }
  const rows = hidden.map(({ route, by }) => {
    const row = rowOf(route);
    return { ...row, reqs: `${row.reqs}  (taken by ${by.verb || 'ANY'} ${by.path} ${endpointOf(by)})` };
  });
  const count = `${hidden.length} unreachable ${hidden.length === 1 ? 'route' : 'routes'}`;
  return `Found ${count} (an earlier route without request constraints takes every request they match):\n\n${formatSheet(rows, filter)}`;
}
