/**
 * The DSL's option types. Every snake_case option also has its camelCase spelling.
 *
 * Unknown keys: at run time an extra key is a default (or, holding a RegExp, a constraint),
 * as in Rails. At compile time an object literal may only add keys that are parameters of
 * the route's own path (`r.get('photos/:id', { id: /\d+/ })`) or that hold a RegExp, so a
 * typo (`{ onyl: ['index'] }`) is a tsc error. Other defaults go under `defaults: {...}`.
 */
import type { Constraint, Handler, RedirectTarget } from '../definition/route';

/** An HTTP verb for `via`, any case; `'all'` matches every verb. */
export type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | 'all' | (string & {});

/** Segment constraints (`{ id: /\d+/ }`), request constraints (`{ subdomain: 'api' }`), or a callable. */
export type Constraints = Record<string, unknown> | Constraint;

/** One Express middleware `(req, res, next)` or a list of them (the `middleware` option). */
export type RouteMiddleware = Handler | readonly RouteMiddleware[];

interface CommonOptions {
  /** The route's name; on a scope, the prefix of its routes' names; on a resource, the name in place of its own. `null` or `false`: none. */
  as?: string | null | false;
  /** The controller, relative to `module`. A RegExp constrains a `:controller` segment (`controller: /admin\/[^/]+/`). */
  controller?: string | RegExp;
  /** The action; a RegExp constrains an `:action` segment. */
  action?: string | RegExp;
  /** A controller namespace: `module: 'admin'` sends `photos` routes to `admin/photos`, the path unchanged. */
  module?: string;
  /**
   * On `match`, the route's path; on a scope or resource, the path segment in place of its name (`resources('photos', { path: 'images' })`).
   * `null` is Rails' `nil`: no path of its own (on `match` and a resource, as if not given; on a namespace, no segment).
   */
  path?: string | null;
  /** Segment constraints (`{ id: /\d+/ }`) and request constraints, for the route or every route in the scope. */
  constraints?: Constraints;
  /** Parameters the routes get without their path giving them (`{ format: 'json' }`). */
  defaults?: Record<string, unknown>;
  /** The `(.:format)` suffix: `false` none, `true` required, a string an optional one defaulting to it, a RegExp constrains it. */
  format?: boolean | string | RegExp;
  /** The verbs the route takes: one, a list, or `'all'`. */
  via?: Verb | readonly Verb[];
  /** Express middleware run after the match and before the target, outer scopes first. */
  middleware?: RouteMiddleware;
  /** URL options: a string is a default of the route's `_url` helper (and of params, as Rails' defaults). */
  host?: string | RegExp;
  /** A request constraint on the subdomain; a string is also the `_url` helper's default. */
  subdomain?: string | RegExp;
  /** A request constraint on the domain; a string is also the `_url` helper's default. */
  domain?: string | RegExp;
  /** A request constraint on the protocol; a string is also the `_url` helper's default. */
  protocol?: string | RegExp;
  /** A request constraint on the port; a string or number is also the `_url` helper's default. */
  port?: string | number | RegExp;
}

/** Options of `match`, the verb helpers (`get`, `post`, ...) and `root`. */
export interface MatchOptions extends CommonOptions {
  /** The target: `'controller#action'`, an Express handler, or `redirect(...)`. */
  to?: string | Handler | RedirectTarget;
  /** Inside a resource: declare the route on its `member`, `collection` or `new` scope. */
  on?: 'member' | 'collection' | 'new';
  /** `false` lets the path match a prefix of the request path, as a mount does (default `true`). */
  anchor?: boolean;
  /** Rails' `internal`, which hides a route from `rails routes`: accepted, and ignored here (the route is listed). */
  internal?: boolean;
}

/** Options of `scope`, `namespace` and `controller`: they apply to every route declared inside. */
export interface ScopeOptions extends CommonOptions {
  /** The target of the routes inside, unless they give their own (not copied into their defaults, unlike Rails). */
  to?: string | Handler | RedirectTarget;
  /** Path segments in place of resource actions' names: `{ new: 'nuevo', edit: 'editar' }`. */
  path_names?: Record<string, string>;
  /** The camelCase spelling of `path_names`. */
  pathNames?: Record<string, string>;
  /** Nested resources get shallow routes: member routes without the parents' path and name. */
  shallow?: boolean;
  /** The path prefix of shallow member routes (defaults to the scope's `path`). */
  shallow_path?: string;
  /** The camelCase spelling of `shallow_path`. */
  shallowPath?: string;
  /** The name prefix of shallow member routes (defaults to the scope's `as`). */
  shallow_prefix?: string;
  /** The camelCase spelling of `shallow_prefix`. */
  shallowPrefix?: string;
  /** Only these resource actions get routes (`['index', 'show']`). */
  only?: string | readonly string[];
  /** Every resource action but these gets routes. */
  except?: string | readonly string[];
}

/** Options of `resources` and `resource`: a scope's options, plus the resource's own. */
export interface ResourceOptions extends ScopeOptions {
  /** The name of the member parameter in place of `id` (`param: 'slug'` → `/photos/:slug`); no `:` allowed. */
  param?: string;
  /** Concerns applied inside the resource, as `r.concerns(...)` in its block would. */
  concerns?: string | readonly string[];
}

/** Options of `mount`. */
export interface MountOptions {
  /** The mount path: the mounted app sees the rest of the path, `req.baseUrl` set to this. */
  at: string;
  /** The route name; for an engine, the name of its route proxy (`helpers.blog`), its `name` by default. */
  as?: string;
  /** The verbs passed to the app (default: all). */
  via?: Verb | readonly Verb[];
  /** Segment and request constraints the request must meet to reach the app. */
  constraints?: Constraints;
  /** Default parameters of the mount's route, as for any route. */
  defaults?: Record<string, unknown>;
  /** Express middleware run before the app, after the mount path matched. */
  middleware?: RouteMiddleware;
}

// ---- compile-time checks of option literals ------------------------------------------------

type Lower =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';
type NameChar = Lower | Uppercase<Lower> | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '_';
type TakeName<S extends string, Name extends string = ''> = S extends `${infer C}${infer Rest}`
  ? C extends NameChar
    ? TakeName<Rest, `${Name}${C}`>
    : Name
  : Name;
type NamesAfter<P extends string, Mark extends string> = P extends `${string}${Mark}${infer Rest}`
  ? TakeName<Rest> | NamesAfter<Rest, Mark>
  : never;

/** The parameters a path string names: `'photos/:id(.:format)'` → `'id' | 'format'`. */
export type PathParams<P extends string> = string extends P ? string : NamesAfter<P, ':'> | NamesAfter<P, '*'>;

/**
 * `O` as given, where every key that is not an option (`Known`) nor a parameter (`Params`)
 * must hold a RegExp (a constraint). A typo reads: Type 'string[]' is not assignable to type
 * "RegExp | 'onyl' is no option here: ...".
 */
export type Checked<O, Known, Params extends string = never> = {
  // Homomorphic (`K in keyof O`): tsc infers `O` from the literal through it. `O` is not
  // constrained to `Known`: an all-optional type would refuse `{ id: /\d+/ }` as a weak type.
  // An index signature (`string`: options handed on as a record, e.g. a concern's `options`)
  // names no key to check.
  [K in keyof O]: string extends K
    ? O[K]
    : K extends keyof Known
      ? Known[K]
      : K extends Params
        ? unknown
        : RegExp | UnknownOption<K>;
};

/** Only here to name the mistake in tsc's message: no real value has this type. */
type UnknownOption<K> = `'${K & string}' is no option here: a RegExp constrains it, other values go under defaults`;

/** Options of a route declared by path: `Checked` with the path's own parameters free. */
export type RouteOptionsFor<P extends string, O> = Checked<O, MatchOptions, PathParams<P>>;

/**
 * The hash form, `{ 'photos/search': 'photos#search', as: 'search' }`: its path key is
 * free (a target as value, or a RegExp constraint), the option keys are typed.
 */
export type HashRoute<H> = {
  [K in keyof H]: K extends keyof MatchOptions ? MatchOptions[K] : string | symbol | Handler | RedirectTarget | RegExp;
};
