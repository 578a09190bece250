/**
 * Which routes the trie can hold, and how: a route whose segments are plain words, whole
 * `:params` or one whole unconstrained `*glob`, with an optional or required `.:format` at
 * the end, and whose constraints stay within one segment and leave the format's dot where
 * a plain parameter would (after a glob: take no dot at all). A
 * route with optional groups is held once per way of choosing them (expansions.ts) when
 * every way is such a shape and there are at most MAX_EXPANSIONS ways. Every other route
 * keeps its own route program (route-program.ts).
 */
import type { Route } from '../../definition/route';
import type { Token } from '../../definition/path-pattern';
import { constraintModules } from '../on-demand';
import { isEmptyObject } from '../../support/own';
import { expandGroups, hasOptionalGroup } from './expansions';
import { FORMAT_GROUP_PATTERN, isOptionalFormat } from '../../definition/format-group';

export type FormatMode = 'none' | 'optional' | 'required';

export interface Shape {
  /** `glob`: a glob's whole segments (glob-walk.ts), after the segments before it, before those after it. */
  segments: Array<{ literal: string } | { param: number } | { glob: number }>;
  format: FormatMode;
  /**
   * The last parameter is one greedy class that takes dots (`id: /[^\/]+/`, the Rails idiom
   * for dotted ids): it takes the whole last segment when it can, else ends at the last dot.
   */
  greedyCore: boolean;
  /** The path itself when every segment is static (`/photos/new`): the matcher's static index. */
  staticPath?: string;
  /**
   * For one way of a route with optional groups: the route's name index of each value the
   * walk gives (in path order, the format's last); absent when they are the route's names
   * in order. A `{ param }` segment is always the route's own name index.
   */
  slots?: readonly number[];
}

/** How the trie holds a route: one shape, one per way of its optional groups (in Rails' order), or not at all. */
export type TrieLayout = Shape | readonly Shape[] | null;

/**
 * The route's shape if the trie can hold it, else null (it keeps its regular expression).
 * An unconstrained pattern's shape is kept on the pattern (`shapeMemo`): routes sharing a
 * path share it, and a rebuild (`reload` finds the same parsed patterns) finds it computed.
 * Measured (9,500 routes): a Map per build made a warm rebuild's compile ~30 ms
 * slower; a process-wide WeakMap cost a fresh build ~10-20 ms and 1.5 MB.
 */
export function trieLayout(route: Route): TrieLayout {
  if (!isEmptyObject(route.requirements)) return computeLayout(route);
  const pattern = route.pattern;
  let layout = pattern.shapeMemo as TrieLayout | undefined;
  if (layout === undefined) pattern.shapeMemo = layout = computeLayout(route);
  return layout;
}

/**
 * A path of static names and whole parameters whose first segment is a static name, with
 * `(.:format)` or none: the trie holds every such route without constraints as one shape.
 */
const PLAIN_PATH = new RegExp(`^\\/[^/:*()]+(?:\\/(?:[^/:*()]+|:[A-Za-z_]\\w*))*(?:${FORMAT_GROUP_PATTERN})?$`);

/**
 * The first static name of a route the trie holds as one plain shape (see PLAIN_PATH; no
 * constraint), read from its path by one native search: the compiled matcher puts it aside
 * under that name and works its shape out when the branch is built (most routes of a large
 * table: ~15% of compiling 9,500 routes went to their shapes). Undefined for any other
 * route (then `trieLayout` decides).
 */
export function plainFirstName(route: Route, pathName = plainPathFirstName(route.path)): string | undefined {
  return isEmptyObject(route.requirements) ? pathName : undefined;
}

/** The first name `plainFirstName` reads from a path (`pathName`: the caller read it already). */
export function plainPathFirstName(path: string): string | undefined {
  if (!PLAIN_PATH.test(path)) return undefined;
  let end = 1;
  for (; end < path.length; end++) {
    const code = path.charCodeAt(end);
    if (code === 0x2f /* / */ || code === 0x28 /* ( */) break;
  }
  return path.slice(1, end);
}

/** The route's one shape; null when the trie holds it by expansions or not at all. */
export function trieShape(route: Route): Shape | null {
  const layout = trieLayout(route);
  return isExpanded(layout) ? null : layout;
}

/** For a route without constraints, whose requirements these are never asked of. */
const NO_CONSTRAINTS = {
  anchoredInside: (): boolean => false,
  canMatchChar: (): boolean => false,
  isGreedyClass: (): boolean => false,
};

/** Whether the layout is one shape per way of the route's optional groups. */
export function isExpanded(layout: TrieLayout): layout is readonly Shape[] {
  return Array.isArray(layout);
}

function computeLayout(route: Route): TrieLayout {
  const tokens = route.pattern.tokens;
  if (!hasOptionalGroup(tokens)) return computeShape(route, tokens, null);
  // Optional groups: every way must be a shape, else the route program takes them all.
  const ways = expandGroups(tokens);
  if (ways === null) return null;
  const shapes: Shape[] = [];
  for (let i = 0; i < ways.length; i++) {
    const way = ways[i] as (typeof ways)[number];
    // A way with nothing before its format (`(/:locale)(.:format)`, the group left out)
    // matches no path: a path starts with `/`.
    const first = way.tokens[0];
    if (first === undefined || isOptionalFormat(first)) continue;
    const shape = computeShape(route, way.tokens, way.at);
    if (shape === null) return null;
    shapes.push(shape);
  }
  return shapes;
}

/**
 * The shape of `source`, the route's tokens or one way of them; `at` gives each token's
 * name index in the route (null: the route's own tokens, names in order).
 */
function computeShape(route: Route, source: readonly Token[], at: readonly number[] | null): Shape | null {
  // The tokens, read up to `count` (a copy only for a required format's dot).
  let tokens = source;
  let count = tokens.length;
  // The format's name index in the route, when the last token is the format or its group.
  const formatAt = at === null ? -1 : (at[count - 1] as number);
  let format: FormatMode = 'none';
  const lastToken = tokens[count - 1];
  if (lastToken && isOptionalFormat(lastToken)) {
    format = 'optional';
    count--;
  } else if (lastToken?.type === 'param' && lastToken.name === 'format') {
    const dot = tokens[count - 2];
    if (dot?.type !== 'text' || !dot.value.endsWith('.')) return null;
    format = 'required';
    const copy = tokens.slice(0, count - 2);
    if (dot.value.length > 1) copy.push({ type: 'text', value: dot.value.slice(0, -1) });
    tokens = copy;
    count = copy.length;
  }
  // A format requirement that may span a slash stays out; so does a parameter before the
  // format whose constraint takes a dot: where it ends would depend on the constraint's own
  // priorities (`/\d+|\d+\.\d+/` on `1.2` is `1` then format `2`, as Rails has it).
  const formatRequirement = format === 'none' ? undefined : route.requirements.format;
  // The constraint readers load with the first constrained route (matcher/on-demand.ts).
  const { anchoredInside, canMatchChar, isGreedyClass } = isEmptyObject(route.requirements)
    ? NO_CONSTRAINTS
    : constraintModules();
  if (formatRequirement !== undefined && (canMatchChar(formatRequirement, '/') || anchoredInside(formatRequirement)))
    return null;
  const lastParam = tokens[count - 1];
  const lastRequirement = lastParam?.type === 'param' ? route.requirements[lastParam.name] : undefined;
  let greedyCore = false;
  if (format !== 'none' && lastRequirement !== undefined && canMatchChar(lastRequirement, '.')) {
    if (format !== 'optional' || formatRequirement !== undefined || !isGreedyClass(lastRequirement)) return null;
    greedyCore = true;
  }
  // Each piece between slashes must be one static word or one whole parameter. Built from
  // the tokens in one pass (a path string rebuilt, split and tested per piece was
  // ~5% of compiling 10,000 routes in a fresh process).
  const segments: Shape['segments'] = [];
  const names: string[] = [];
  let started = false; // the leading slash was read
  let pieces = false; // something follows it: the path is not just `/`
  let literal = '';
  let param = -1;
  // The piece holding the value is a glob's; one glob per route.
  let glob = false;
  let globs = 0;
  let staticPath = '';
  // Indexed: unoptimized `for...of` allocates per step (see trie.ts `insert`).
  for (let t = 0; t < count; t++) {
    const token = tokens[t] as Token;
    if (token.type === 'text') {
      const text = token.value;
      if (hasSpecial(text)) return null;
      let start = 0;
      if (!started) {
        if (text.charCodeAt(0) !== 0x2f) return null;
        started = true;
        start = 1;
      }
      staticPath += text;
      for (;;) {
        const slash = text.indexOf('/', start);
        const end = slash === -1 ? text.length : slash;
        if (end > start) {
          if (param >= 0) return null;
          literal = text.slice(start, end);
          pieces = true;
        }
        if (slash === -1) break;
        pieces = true;
        if (!closePiece(segments, literal, param, glob)) return null;
        literal = '';
        param = -1;
        glob = false;
        start = slash + 1;
      }
    } else if (token.type === 'glob') {
      // A glob takes whole segments, unconstrained (`.+?`, lazy), once in the route; the
      // segments after it take no dot (the format after a glob is always after the last one).
      if (route.requirements[token.name] !== undefined || globs++ > 0) return null;
      if (formatRequirement !== undefined && canMatchChar(formatRequirement, '.')) return null;
      if (!started || literal !== '' || param >= 0) return null;
      names.push(token.name);
      param = at === null ? names.length - 1 : (at[t] as number);
      glob = true;
      pieces = true;
    } else if (token.type === 'param') {
      const requirement = route.requirements[token.name];
      if (requirement !== undefined && (canMatchChar(requirement, '/') || anchoredInside(requirement))) return null;
      if (globs > 0 && requirement !== undefined && canMatchChar(requirement, '.')) return null;
      if (format === 'required' && requirement !== undefined) return null;
      if (!started || literal !== '' || param >= 0) return null;
      names.push(token.name);
      param = at === null ? names.length - 1 : (at[t] as number);
      pieces = true;
    } else return null;
  }
  if (!started) return null;
  if (pieces && !closePiece(segments, literal, param, glob)) return null;
  // The trie hands values over in path order; that must be the pattern's own order, or
  // (for one way of optional groups) say which name each value is.
  let slots: number[] | undefined;
  if (at === null) {
    if (names.some((name, i) => route.pattern.names[i] !== name)) return null;
  } else slots = waySlots(route, segments, format === 'none' ? -1 : formatAt);
  // A copy of its own length: the trie keeps it (see `compact` in support/own.ts).
  const shape: Shape = { segments: segments.slice(), format, greedyCore };
  if (names.length === 0) shape.staticPath = staticPath;
  if (slots !== undefined) shape.slots = slots;
  return shape;
}

/** The name index of each value of a way (the format's last); undefined when they are the route's names in order. */
function waySlots(route: Route, segments: Shape['segments'], formatAt: number): number[] | undefined {
  const slots: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Shape['segments'][number];
    if ('param' in segment) slots.push(segment.param);
    else if ('glob' in segment) slots.push(segment.glob);
  }
  if (formatAt !== -1) slots.push(formatAt);
  const identity = slots.length === route.pattern.names.length && slots.every((slot, i) => slot === i);
  return identity ? undefined : slots;
}

/**
 * Whether a text token holds `:`, `*`, `(` or `)`. A loop, not a RegExp: a route's shape may
 * be worked out during a request (pending-branch.ts), where only constraint checks run one.
 */
function hasSpecial(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x3a || code === 0x2a || code === 0x28 || code === 0x29) return true;
  }
  return false;
}

/** Ends a piece of the path: false when it is empty (`//`, a trailing slash). */
function closePiece(segments: Shape['segments'], literal: string, param: number, glob: boolean): boolean {
  if (glob) segments.push({ glob: param });
  else if (param >= 0) segments.push({ param });
  else if (literal === '') return false;
  else segments.push({ literal });
  return true;
}
