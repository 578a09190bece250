/**
 * The DSL's option types. Every snake_case option also has its camelCase spelling.
 *
 * Unknown keys: at run time an extra key is a default (or, holding a RegExp, a constraint),
 * as in Rails. At compile time an object literal may only add keys that are parameters of
 * the route's own path (`r.get('photos/:id', { id: /\d+/ })`) or that hold a RegExp, so a
 * typo (`{ onyl: ['index'] }`) is a tsc error. Other defaults go under `defaults: {...}`.
 */
import type { Constraint, Handler, RedirectTarget } from '../definition/route';

export type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | 'all' | (string & {});

/** Segment constraints (`{ id: /\d+/ }`), request constraints (`{ subdomain: 'api' }`), or a callable. */
export type Constraints = Record<string, unknown> | Constraint;

/** One Express middleware `(req, res, next)` or a list of them (the `middleware` option). */
export type RouteMiddleware = Handler | readonly RouteMiddleware[];

interface CommonOptions {
  as?: string | null | false;
  /** A RegExp constrains a `:controller` segment (`controller: /admin\/[^/]+/`). */
  controller?: string | RegExp;
  action?: string | RegExp;
  module?: string;
  path?: string;
  constraints?: Constraints;
  defaults?: Record<string, unknown>;
  format?: boolean | string | RegExp;
  via?: Verb | readonly Verb[];
  /** Express middleware run after the match and before the target, outer scopes first. */
  middleware?: RouteMiddleware;
  /** URL options: a string is a default of the route's `_url` helper (and of params, as Rails' defaults). */
  host?: string | RegExp;
  subdomain?: string | RegExp;
  domain?: string | RegExp;
  protocol?: string | RegExp;
  port?: string | number | RegExp;
}

export interface MatchOptions extends CommonOptions {
  to?: string | Handler | RedirectTarget;
  on?: 'member' | 'collection' | 'new';
  anchor?: boolean;
  internal?: boolean;
}

export interface ScopeOptions extends CommonOptions {
  to?: string | Handler | RedirectTarget;
  path_names?: Record<string, string>;
  pathNames?: Record<string, string>;
  shallow?: boolean;
  shallow_path?: string;
  shallowPath?: string;
  shallow_prefix?: string;
  shallowPrefix?: string;
  only?: string | readonly string[];
  except?: string | readonly string[];
}

export interface ResourceOptions extends ScopeOptions {
  param?: string;
  concerns?: string | readonly string[];
}

export interface MountOptions {
  at: string;
  as?: string;
  via?: Verb | readonly Verb[];
  constraints?: Constraints;
  defaults?: Record<string, unknown>;
  middleware?: RouteMiddleware;
}

// ---- compile-time checks of option literals ------------------------------------------------

type Lower = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';
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
  [K in keyof O]: string extends K ? O[K] : K extends keyof Known ? Known[K] : K extends Params ? unknown : RegExp | UnknownOption<K>;
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
