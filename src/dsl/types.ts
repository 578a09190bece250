/** The DSL's option types. Every snake_case option also has its camelCase spelling. */
import type { Constraint, Handler, RedirectTarget } from '../definition/route';

export type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | 'all' | (string & {});

/** Segment constraints (`{ id: /\d+/ }`), request constraints (`{ subdomain: 'api' }`), or a callable. */
export type Constraints = Record<string, unknown> | Constraint;

interface CommonOptions {
  as?: string | null | false;
  controller?: string;
  action?: string;
  module?: string;
  path?: string;
  constraints?: Constraints;
  defaults?: Record<string, unknown>;
  format?: boolean | string | RegExp;
  via?: Verb | Verb[];
  /** Other keys: a RegExp constrains that parameter, anything else is a default. */
  [option: string]: unknown;
}

export interface MatchOptions extends CommonOptions {
  to?: string | Handler | RedirectTarget;
  on?: 'member' | 'collection' | 'new';
  anchor?: boolean;
  internal?: boolean;
}

export interface ScopeOptions extends CommonOptions {
  path_names?: Record<string, string>;
  pathNames?: Record<string, string>;
  shallow?: boolean;
  shallow_path?: string;
  shallowPath?: string;
  shallow_prefix?: string;
  shallowPrefix?: string;
  only?: string | string[];
  except?: string | string[];
}

export interface ResourceOptions extends ScopeOptions {
  param?: string;
  concerns?: string | string[];
}

export interface MountOptions {
  at: string;
  as?: string;
  via?: Verb | Verb[];
  constraints?: Constraints;
  defaults?: Record<string, unknown>;
  [option: string]: unknown;
}
