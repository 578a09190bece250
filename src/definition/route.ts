/**
 * A route as the DSL records it: a value the matcher, the dispatcher, the helpers and the
 * inspector read, and never change.
 */
import type { IncomingMessage } from 'node:http';
import type { RedirectOrigin } from '../request/origin';
import { escapeRegExp, PathPattern, type CompiledPath } from './path-pattern';
import { requirementSource } from './requirement';
import { compact, deepCopy, deepFreeze, isEmptyObject, NO_OWN_ENTRIES } from '../support/own';
import type { CapturedSource } from './source-location';
import type { Engine } from './engine';

import type { NextFunction } from '../request/http-types';
/**
 * An Express middleware `(req, res, next)`: a route's `to`, a mounted app, an entry of the
 * `middleware` option. A throw or a rejected promise goes to `next(err)`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the application's req/res types (Express', not a dependency) must fit, and an inline handler's are untyped as in Express.
export type Handler = (req: any, res: any, next: NextFunction) => unknown;

/** A request-based constraint: a function or an object with `matches(req)`. */
export type Constraint =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request is the application's (Express' type, not a dependency): a constraint typed with it must fit.
  | ((req: any) => boolean)
  | {
      /** Rails' `matches?(request)`: true lets the route take the request; `req.params` holds the path parameters. */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above: the application's request type.
      matches(req: any): boolean;
    };

/** What `redirect(...)` returns: a target that answers with a redirect. */
export interface RedirectTarget {
  /** Tells a redirect target from a string or handler `to`. */
  readonly kind: 'redirect';
  /** The 3xx status answered (301 unless `redirect(..., { status })` says otherwise). */
  readonly status: number;
  /**
   * The Location for these parameters (a relative one gets script name and host added);
   * `globs` names the route's glob parameters, whose inner slashes a path template keeps;
   * `origin` gives the request's scheme and host by the one origin rule (request/origin.ts).
   */
  location(
    params: Record<string, unknown>,
    req: IncomingMessage,
    globs?: ReadonlySet<string>,
    origin?: () => RedirectOrigin | undefined,
  ): string;
  /** How the route table shows the target: `redirect(301, /articles/%{id})`. */
  readonly description: string;
}

export type RouteTarget =
  | { kind: 'controller' }
  | { kind: 'handler'; handler: Handler }
  | { kind: 'redirect'; redirect: RedirectTarget }
  | { kind: 'mount'; app: Handler; engine?: Engine };

/** The public, read-only view of a route (API.md `RouteInfo`). */
export interface RouteInfo {
  /** The name its helpers take (`edit_photo` → `edit_photo_path`); absent for an unnamed route. */
  name?: string;
  /** `'GET'`, `'PATCH'`, `'GET|POST'`; `''` when any verb matches. */
  verb: string;
  /** The path in Rails' form, scopes included: `'/photos/:id/edit(.:format)'`. */
  path: string;
  /** The controller, module path included (`'admin/photos'`); absent for handler, redirect and mount targets and where the path supplies it (`:controller`). */
  controller?: string;
  /** The action (`'edit'`); absent for handler, redirect and mount targets. */
  action?: string;
  /** Segment constraints, those inherited from enclosing resources included (`{ id: /\d+/ }`). */
  requirements: Record<string, RegExp | string>;
  /** Default parameters, without `controller` and `action`. */
  defaults: Record<string, unknown>;
  /** Names of the route's `middleware` (`fn.name`, or `anonymous`), outer scopes first. */
  middleware: string[];
  /** `file:line` of the declaration in the application's routes file, when known. */
  source?: string;
}

export interface RouteSpec {
  verbs: readonly string[];
  path: string;
  /** The path already parsed (the DSL parses it to read its parameters). */
  pattern?: PathPattern;
  controller?: string;
  action?: string;
  target: RouteTarget;
  defaults: Record<string, unknown>;
  requirements: Record<string, RegExp | string>;
  conditions: Record<string, unknown>;
  blocks: readonly Constraint[];
  anchored: boolean;
  /** Keys that must equal the given value for `url_for` to pick this route. */
  requiredDefaults: readonly string[];
  /** host/subdomain/port/protocol given as string constraints: defaults for `_url`. */
  urlDefaults: Record<string, string | number>;
  /**
   * The defaults as `rails routes` lists them, where they differ from `defaults`: Rails
   * also makes a string host/subdomain/... constraint a default (src/dsl/route-builder.ts).
   */
  listedDefaults?: Record<string, unknown>;
  /** Keys the enclosing scopes set as options: recalled from the request when generating. */
  scopeOptionKeys: readonly string[];
  /** Declared through `router.map` (Rails 2.3): also gets `hash_for_*` helpers. */
  mapForm?: boolean;
  /** Express middleware run after the match and before the target, outer scopes first. */
  middleware?: readonly Handler[];
  /** `file:line` of the declaration in the application's routes file (the DSL captures it lazily). */
  source?: string | CapturedSource;
}

/**
 * What few routes have: request conditions and blocks, URL defaults, scope options, map
 * form, middleware, nested defaults, required keys beyond controller and action. Every route
 * without any shares one read-only object (RARE_DEFAULTS): a route is kept for the life of
 * the table, so each field it need not hold is 8 bytes less per route for the young
 * generation's collector to copy while a large table is drawn.
 */
interface RareParts {
  readonly conditions: Readonly<Record<string, unknown>>;
  readonly blocks: readonly Constraint[];
  readonly requiredDefaults: readonly string[];
  readonly urlDefaults: Readonly<Record<string, string | number>>;
  readonly listedDefaults: Readonly<Record<string, unknown>> | undefined;
  readonly scopeOptionKeys: readonly string[];
  readonly mapForm: boolean;
  readonly middleware: readonly Handler[];
  readonly nestedDefaults: boolean;
}

export class Route {
  readonly index: number;
  readonly name: string | undefined;
  /** Upper-case verbs; empty when any verb matches (`via: 'all'`). */
  readonly verbs: readonly string[];
  readonly pattern: PathPattern;
  readonly controller: string | undefined;
  readonly action: string | undefined;
  readonly target: RouteTarget;
  readonly defaults: Readonly<Record<string, unknown>>;
  readonly requirements: Readonly<Record<string, RegExp | string>>;
  readonly anchored: boolean;
  private readonly rare: RareParts;
  private readonly sourceRef: string | CapturedSource | undefined;
  private compiledCache: CompiledPath | undefined = undefined;
  /** True when nothing but the path and verb decides a match (no request constraint). */
  readonly unconditional: boolean;
  /** Each requirement as a whole-value test (`/\d+/` → `/^(?:\d+)$/`), built once. */
  readonly checks: Readonly<Record<string, RegExp>>;
  private baseCache: Readonly<Record<string, unknown>> | undefined = undefined;
  private infoCache: RouteInfo | undefined = undefined;

  constructor(index: number, spec: RouteSpec, name?: string) {
    this.index = index;
    this.name = name;
    this.verbs = spec.verbs;
    this.pattern = spec.pattern ?? PathPattern.parse(spec.path);
    this.controller = spec.controller;
    this.action = spec.action;
    this.target = spec.target;
    // Null-prototype maps: a parameter named `__proto__` or `constructor` finds nothing inherited.
    // The route's own frozen copy: a nested default can't be changed through a request or RouteInfo.
    const defaults = isEmptyObject(spec.defaults) ? EMPTY : ownMap(deepFreeze(deepCopy(spec.defaults)));
    this.defaults = defaults;
    this.requirements = ownMap(spec.requirements);
    this.anchored = spec.anchored;
    this.sourceRef = spec.source;
    // The shared empty map is not walked: EMPTY has no prototype, so V8 keeps it in dictionary
    // mode, and a `for...in` over such an object asks the runtime for its keys.
    let checks: Record<string, RegExp> = EMPTY;
    if (this.requirements !== EMPTY) {
      for (const key in this.requirements) {
        if (checks === EMPTY) checks = Object.create(null) as Record<string, RegExp>;
        checks[key] = wholeValue(this.requirements[key] as RegExp | string);
      }
    }
    this.checks = checks;
    const conditions = ownMap(spec.conditions);
    this.unconditional = spec.blocks.length === 0 && conditions === EMPTY;
    let nested = false;
    if (defaults !== EMPTY) {
      for (const key in defaults) if (defaults[key] !== null && typeof defaults[key] === 'object') nested = true;
    }
    const requiredDefaults = requiredDefaultsOf(spec.requiredDefaults);
    const urlDefaults = isEmptyObject(spec.urlDefaults) ? NO_URL_DEFAULTS : spec.urlDefaults;
    const middleware = spec.middleware ?? NO_MIDDLEWARE;
    this.rare =
      this.unconditional &&
      !nested &&
      requiredDefaults === CONTROLLER_ACTION &&
      urlDefaults === NO_URL_DEFAULTS &&
      spec.listedDefaults === undefined &&
      spec.scopeOptionKeys.length === 0 &&
      spec.mapForm !== true &&
      middleware.length === 0
        ? RARE_DEFAULTS
        : {
            conditions,
            blocks: spec.blocks,
            requiredDefaults,
            urlDefaults,
            listedDefaults: spec.listedDefaults,
            scopeOptionKeys: spec.scopeOptionKeys,
            mapForm: spec.mapForm === true,
            middleware,
            nestedDefaults: nested,
          };
  }

  get conditions(): Readonly<Record<string, unknown>> {
    return this.rare.conditions;
  }

  get blocks(): readonly Constraint[] {
    return this.rare.blocks;
  }

  get requiredDefaults(): readonly string[] {
    return this.rare.requiredDefaults;
  }

  get urlDefaults(): Readonly<Record<string, string | number>> {
    return this.rare.urlDefaults;
  }

  /** For the inspector: see RouteSpec. */
  get listedDefaults(): Readonly<Record<string, unknown>> | undefined {
    return this.rare.listedDefaults;
  }

  get scopeOptionKeys(): readonly string[] {
    return this.rare.scopeOptionKeys;
  }

  get mapForm(): boolean {
    return this.rare.mapForm;
  }

  get middleware(): readonly Handler[] {
    return this.rare.middleware;
  }

  /** True when a default holds an object or array: each match needs its own copy. */
  get nestedDefaults(): boolean {
    return this.rare.nestedDefaults;
  }

  /**
   * `{ controller, action, ...defaults }`: what every match of this route starts from. Made
   * on the route's first match (most routes of a large table are never matched by a given
   * process). Not frozen: it never leaves the router, every match copies it.
   */
  get baseParams(): Readonly<Record<string, unknown>> {
    if (this.baseCache !== undefined) return this.baseCache;
    const base: Record<string, unknown> = {};
    if (this.controller !== undefined) base.controller = this.controller;
    if (this.action !== undefined) base.action = this.action;
    return (this.baseCache = this.defaults === EMPTY ? base : { ...base, ...this.defaults });
  }

  /**
   * The route's own regular expression, built on first use: the trie answers for most
   * routes, so only regexp routes, mounts, the inspector's grep and the routes page need it.
   */
  get compiled(): CompiledPath {
    return (this.compiledCache ??= this.pattern.compile(this.requirements, this.anchored));
  }

  /** `file:line` of the declaration, worked out on first read. */
  get source(): string | undefined {
    const ref = this.sourceRef;
    return typeof ref === 'object' ? ref.value : ref;
  }

  get path(): string {
    return this.pattern.source;
  }

  get verb(): string {
    return this.verbs.join('|');
  }

  acceptsVerb(method: string): boolean {
    return this.verbs.length === 0 || this.verbs.includes(method);
  }

  /** The public view, built once and frozen (it is handed out on every recognition). */
  info(): RouteInfo {
    if (this.infoCache) return this.infoCache;
    const info: RouteInfo = {
      verb: this.verb,
      path: this.path,
      requirements: Object.freeze({ ...this.requirements }),
      defaults: Object.freeze({ ...this.defaults }),
      middleware: Object.freeze(this.middleware.map((fn) => fn.name || 'anonymous')) as string[],
    };
    // Not enumerable: two declarations of the same route give equal RouteInfo values (and
    // JSON) wherever they stand; `info.source` reads it. Worked out on first read: formatting
    // a stack costs ~30 µs, and `router.routes` builds every info.
    // One getter for every info: an accessor lives in the object's hidden class, so a closure
    // per info gave each its own (~600 bytes each, 6 MB for 9,500 routes).
    const ref = this.sourceRef;
    if (typeof ref === 'object') {
      Object.defineProperty(info, SOURCE_REF, { value: ref });
      Object.defineProperty(info, 'source', { enumerable: false, get: readSource });
    } else if (ref !== undefined) Object.defineProperty(info, 'source', { enumerable: false, value: ref });
    if (this.name !== undefined) info.name = this.name;
    if (this.controller !== undefined) info.controller = this.controller;
    if (this.action !== undefined) info.action = this.action;
    this.infoCache = Object.freeze(info);
    return this.infoCache;
  }
}

/** Almost every controller route requires exactly these two: they share one list. */
const CONTROLLER_ACTION: readonly string[] = Object.freeze(['controller', 'action']);

function requiredDefaultsOf(keys: readonly string[]): readonly string[] {
  if (keys.length === 2 && keys[0] === 'controller' && keys[1] === 'action') return CONTROLLER_ACTION;
  return compact(keys);
}

/** Where an info's captured source is kept (not enumerable, so not compared or serialized). */
const SOURCE_REF = Symbol('railroute.source');

function readSource(this: RouteInfo): string | undefined {
  return ((this as unknown as Record<symbol, CapturedSource>)[SOURCE_REF] as CapturedSource).value;
}

function wholeValue(requirement: RegExp | string): RegExp {
  return new RegExp(
    `^(?:${typeof requirement === 'string' ? escapeRegExp(requirement) : requirementSource(requirement)})$`,
  );
}

const NO_MIDDLEWARE: readonly Handler[] = Object.freeze([]);
/** Shared by the routes without URL-option constraints (almost all). */
const NO_URL_DEFAULTS: Readonly<Record<string, string | number>> = Object.freeze({});

/** Most routes have no defaults, requirements or conditions: they share one empty map. */
const EMPTY = NO_OWN_ENTRIES;

const RARE_DEFAULTS: RareParts = Object.freeze({
  conditions: EMPTY,
  blocks: Object.freeze([]),
  requiredDefaults: CONTROLLER_ACTION,
  urlDefaults: NO_URL_DEFAULTS,
  listedDefaults: undefined,
  scopeOptionKeys: Object.freeze([]),
  mapForm: false,
  middleware: NO_MIDDLEWARE,
  nestedDefaults: false,
});

function ownMap<T>(source: Record<string, T>): Record<string, T> {
  if (isEmptyObject(source)) return EMPTY;
  const keys = Object.keys(source);
  const map = Object.create(null) as Record<string, T>;
  for (let i = 0; i < keys.length; i++) map[keys[i] as string] = source[keys[i] as string] as T;
  return map;
}
