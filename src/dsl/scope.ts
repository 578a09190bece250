/**
 * The scope a block form declaration runs in: a chain of frames, each holding the merged
 * options of every enclosing `scope`, `namespace`, `resources`, ... and a scope level.
 * Entering a block pushes a frame; leaving it pops back to the parent.
 */
import type { Resource } from './resource';
import type { Constraint, Handler } from '../definition/route';
import { appendMiddleware, middlewareList } from './middleware-option';
import { valueText } from '../url-rules/values';
import { isEmptyObject } from '../support/own';

export type ScopeLevel = 'resources' | 'resource' | 'collection' | 'member' | 'new' | 'nested' | 'root' | undefined;

export interface ScopeHash {
  path?: string;
  shallow_path?: string;
  as?: string;
  shallow_prefix?: string;
  module?: string;
  controller?: string;
  action?: string;
  path_names: Record<string, string>;
  constraints?: Record<string, unknown>;
  shallow?: boolean;
  blocks?: Constraint[];
  defaults?: Record<string, unknown>;
  /**
   * The defaults in the order `rails routes` lists them: Rails makes a scope's string or
   * integer host/subdomain/... constraint a default in front of the scope's own defaults.
   * Only for the listing (API.md keeps those constraints out of params).
   */
  listed_defaults?: Record<string, unknown>;
  via?: string[] | string;
  format?: unknown;
  options?: Record<string, unknown>;
  to?: unknown;
  action_options?: { only?: string[]; except?: string[] };
  scope_level_resource?: Resource;
  /** Route middleware of every enclosing scope, outer first. */
  middleware?: readonly Handler[];
}

/** The options `scope` understands, in the order Rails merges them. */
export const SCOPE_OPTIONS = [
  'path',
  'shallow_path',
  'as',
  'shallow_prefix',
  'module',
  'controller',
  'action',
  'path_names',
  'constraints',
  'shallow',
  'blocks',
  'defaults',
  'via',
  'format',
  'middleware',
  'options',
  'to',
] as const;

export type ScopeOption = (typeof SCOPE_OPTIONS)[number];

/**
 * What the full normalization may change in a rooted path: a repeated or trailing slash, an
 * escape, a group right after a slash. Nothing else: a path like `/a/:b(.:format)` is kept
 * as it is (test/dsl/route-path.property.test.ts).
 */
const NEEDS_NORMALIZING = /\/\/|.\/$|\/\(|%/;

/** Rails' path normalization: one leading slash, no repeated or trailing slash. */
export function normalizeRoutePath(path: string): string {
  // Most scope and route paths are already clean (measured: 5% of building 10,000 routes).
  const rooted = path.charCodeAt(0) === 47 ? path : `/${path}`;
  if (!NEEDS_NORMALIZING.test(rooted)) return rooted;
  return normalizeRootedPath(rooted);
}

/** The full normalization of a path that starts with a slash. */
export function normalizeRootedPath(rooted: string): string {
  let out = rooted.replace(/\/+/g, '/');
  if (out !== '/') {
    out = out.replace(/\/$/, '').replace(/%[a-f0-9]{2}/g, (escape) => escape.toUpperCase());
  }
  // Optional parts swallow the slash before them: "/(/:locale)/x" → "(/:locale)/x".
  out = out.replace(/\/(\(+)\/?/g, '$1/');
  if (/^(\(+[^)]+\))(\(+\/:[^)]+\))*$/.test(out)) out = out.replace(/^(\(+)\//, '/$1');
  return out;
}

/** `admin/photos` → `admin_photos`, as Rails turns a path into a name. */
export function normalizeName(name: string): string {
  return normalizeRoutePath(name).slice(1).replace(/\//g, '_');
}

const joinPath = (parent: string | undefined, child: unknown): string =>
  normalizeRoutePath(`${parent ?? ''}/${valueText(child)}`);
/** With no enclosing name, the given value stands as it is (`as: null` stays null: no name). */
const joinName = (parent: string | undefined, child: unknown): unknown =>
  parent ? `${parent}_${valueText(child)}` : child;
const mergeHash = (parent: Record<string, unknown> | undefined, child: unknown): Record<string, unknown> => ({
  ...(parent ?? {}),
  ...(child as Record<string, unknown>),
});

/** How each scope option combines the enclosing scope's value with the value a declaration gives (as it was given). */
export const MERGE: { [K in ScopeOption]: (parent: ScopeHash[K], child: unknown) => unknown } = {
  path: joinPath,
  shallow_path: joinPath,
  as: joinName,
  shallow_prefix: joinName,
  module: (parent, child) => (parent ? `${parent}/${valueText(child)}` : child),
  controller: (_p, child) => child,
  action: (_p, child) => child,
  path_names: mergeHash,
  constraints: mergeHash,
  shallow: (_p, child) => Boolean(child),
  blocks: (parent, child) => (child ? [...(parent ?? []), child] : [...(parent ?? [])]),
  defaults: mergeHash,
  via: (_p, child) => child,
  format: (_p, child) => child,
  // Not a Rails option: taken out before `options`, so it never becomes a default.
  middleware: (parent, child) => appendMiddleware(parent, middlewareList(child)),
  options: mergeHash,
  to: (_p, child) => child,
};

export class Scope {
  readonly hash: ScopeHash;

  constructor(
    hash: Partial<ScopeHash> | null,
    readonly parent: Scope | null = null,
    readonly level: ScopeLevel = undefined,
  ) {
    // A frame that only changes the level shares its parent's options (never mutated in place).
    if (hash === null && parent) this.hash = parent.hash;
    else this.hash = parent ? { ...parent.hash, ...hash } : { path_names: {}, ...hash };
  }

  private optionFreeMemo: boolean | undefined = undefined;

  /**
   * No options, constraints or defaults reach this scope's routes: each of them is built from
   * its path, verbs, controller and action alone (route-builder.ts `plainSpec`). Asked once
   * per route, worked out once per frame.
   */
  get optionFree(): boolean {
    if (this.optionFreeMemo === undefined) {
      const hash = this.hash;
      this.optionFreeMemo =
        emptyOrAbsent(hash.options) &&
        emptyOrAbsent(hash.constraints) &&
        emptyOrAbsent(hash.defaults) &&
        hash.listed_defaults === undefined;
    }
    return this.optionFreeMemo;
  }

  /** A child frame with more options, at the same level. */
  push(hash: Partial<ScopeHash>): Scope {
    return new Scope(hash, this, this.level);
  }

  /** A child frame at another level. */
  pushLevel(level: ScopeLevel): Scope {
    return new Scope(null, this, level);
  }

  /** A child frame at another level with more options: `pushLevel` and `push` in one frame. */
  pushAt(level: ScopeLevel, hash: Partial<ScopeHash>): Scope {
    return new Scope(hash, this, level);
  }

  get<K extends keyof ScopeHash>(key: K): ScopeHash[K] {
    return this.hash[key];
  }

  /** True in the frame `draw` starts in: no scope block is open. */
  get isRoot(): boolean {
    return this.parent === null;
  }

  get isResourceScope(): boolean {
    return this.level === 'resources' || this.level === 'resource';
  }

  get isResourceMethodScope(): boolean {
    return this.level === 'collection' || this.level === 'member' || this.level === 'new';
  }

  /**
   * A derived route name: its parts in Rails' order for each level, the empty ones left out,
   * joined with `_` (`''` when all are empty). Joined here rather than returned as a list: a
   * route table asks once per route.
   */
  actionName(namePrefix?: string, prefix?: string, collectionName?: string, memberName?: string): string {
    switch (this.level) {
      case 'nested':
        return joinParts(namePrefix, prefix);
      case 'collection':
        return joinParts(prefix, namePrefix, collectionName);
      case 'new':
        return joinParts(prefix, 'new', namePrefix, memberName);
      case 'member':
        return joinParts(prefix, namePrefix, memberName);
      case 'root':
        return joinParts(namePrefix, collectionName, prefix);
      default:
        return joinParts(namePrefix, memberName, prefix);
    }
  }

  /** Every frame from this one up to the root. */
  *frames(): Generator<Scope> {
    yield this;
    for (let node = this.parent; node; node = node.parent) yield node;
  }
}

function emptyOrAbsent(map: Record<string, unknown> | undefined): boolean {
  return map === undefined || isEmptyObject(map);
}

/** The given parts that are not empty, joined with `_` (a scope's `as` may hold a value other than a string). */
function joinParts(a?: string, b?: string, c?: string, d?: string): string {
  let out = given(a) ? a : '';
  if (given(b)) out = out === '' ? b : `${out}_${b}`;
  if (given(c)) out = out === '' ? c : `${out}_${c}`;
  if (given(d)) out = out === '' ? d : `${out}_${d}`;
  return out;
}

function given(part: string | undefined): part is string {
  return part !== undefined && part !== null && part !== '';
}
