/**
 * The block form's scopes: `scope`, `namespace`, `controller`, `constraints` and `defaults`,
 * over the stack of scope frames every route reads its path, name, module, constraints and
 * options from. Routes (`match-mapper.ts`) and resources (`resources-mapper.ts`) build on it.
 */
import { ArgumentError } from '../errors';
import type { RouteSet } from '../definition/route-set';
import { isPlainObject } from '../support/own';
import { toArray } from '../support/options';
import { valueText } from '../url-rules/values';
import { normalizeOptions } from '../definition/vocabulary';
import type { Resource } from './resource';
import { isCallableConstraint, urlOptionConstraints } from './route-builder';
import { MERGE, Scope, SCOPE_OPTIONS, type ScopeHash, type ScopeLevel, type ScopeOption } from './scope';
import type { Checked, Constraints, PathParams, ScopeOptions } from './types';

/** A block-form block: the callback a scope, resource or concern runs with the mapper. */
export type Block<M> = (mapper: M) => void;
export type Options = Record<string, unknown>;

export abstract class ScopeMapper {
  /** The scope the next declaration reads its path, name, module and options from. @internal */
  protected current: Scope;

  constructor(
    /** The route set declarations are recorded in. @internal */
    protected readonly set: RouteSet,
    pathNames: Record<string, string> = {},
  ) {
    this.current = new Scope({ path_names: { ...pathNames } });
  }

  /**
   * Scopes the block's routes: `scope('admin', { module: 'admin', as: 'admin' }, (r) => ...)`.
   * Several paths join with `/`.
   */
  scope(...args: [...paths: string[], block: Block<this>]): this;
  // Several paths: typed options without RegExp extras (use `constraints: {...}`).
  scope(...args: [...paths: string[], options: ScopeOptions, block: Block<this>]): this;
  // Last, so that tsc reports a typo against them (they name the unknown key).
  scope<O extends object>(options: Checked<O, ScopeOptions>, block: Block<this>): this;
  scope<P extends string, O extends object>(
    path: P,
    options: Checked<O, ScopeOptions, PathParams<P>>,
    block: Block<this>,
  ): this;
  scope(...args: unknown[]): this {
    const block = args.pop();
    if (typeof block !== 'function') throw new ArgumentError('scope needs a block');
    const options = isPlainObject(args[args.length - 1]) ? normalizeOptions(args.pop() as Options) : {};
    const paths = args.map(valueText);
    if (paths.length > 0) options.path = paths.join('/');
    // The overloads above say what the block is: a function of this mapper.
    const run = block as Block<this>;
    this.scopeWith(options, () => run(this));
    return this;
  }

  /** The scope merge itself, shared by every scoping method. @internal */
  protected scopeWith(input: Options, fn: () => void): void {
    const options: Options = { ...input };
    const frame: Partial<ScopeHash> = {};
    if (options.constraints === undefined) options.constraints = {};
    if (this.current.level !== 'nested') {
      if ('path' in options && options.shallow_path === undefined) options.shallow_path = options.path;
      if ('as' in options && options.shallow_prefix === undefined) options.shallow_prefix = options.as;
    }
    let block: unknown;
    const listed = listedDefaults(this.current, options.constraints, options.defaults);
    // An object with `matches(req)` is a callable constraint even when it is a plain literal.
    if (isCallableConstraint(options.constraints)) {
      block = options.constraints;
      options.constraints = {};
    } else if (!isPlainObject(options.constraints)) {
      throw new ArgumentError(
        `Invalid constraint: ${String(options.constraints)} must be a RegExp, a string, a function or an object with matches(req)`,
      );
    }
    if (options.only !== undefined || options.except !== undefined) {
      const actionOptions: { only?: string[]; except?: string[] } = {};
      if (options.only !== undefined) actionOptions.only = toArray(options.only as string | string[]).map(String);
      if (options.except !== undefined) actionOptions.except = toArray(options.except as string | string[]).map(String);
      frame.action_options = actionOptions;
      delete options.only;
      delete options.except;
    }
    if ('anchor' in options) throw new ArgumentError('anchor is ignored unless passed to `match`');
    // Indexed: an unoptimized `for...of` allocates a step object per option (see matcher/trie/trie.ts `insert`).
    for (let i = 0; i < SCOPE_OPTIONS.length; i++) {
      const option = SCOPE_OPTIONS[i] as ScopeOption;
      let value: unknown;
      if (option === 'blocks') value = block;
      else if (option === 'options') value = options;
      else if (option in options) {
        value = options[option];
        delete options[option];
      } else continue;
      (frame as Record<string, unknown>)[option] = mergeOption(this.current, option, value);
    }
    // `options` was merged before `to` was taken out of it, as the loop runs in order.
    if (frame.options) delete (frame.options as Options).to;
    if (listed) frame.listed_defaults = listed;
    this.withFrame(frame, fn);
  }

  /**
   * Path, module and name prefix in one: `namespace('admin', (r) => r.get('stats'))` routes
   * `/admin/stats` to `admin/stats#...`, named `admin_stats`.
   */
  namespace(name: string, block: Block<this>): this;
  namespace<O extends object>(name: string, options: Checked<O, ScopeOptions>, block: Block<this>): this;
  namespace(name: string, optionsOrBlock: unknown, maybeBlock?: Block<this>): this {
    const [options, block] = splitBlock(optionsOrBlock as Options | Block<this>, maybeBlock);
    const as = 'as' in options ? options.as : name;
    const path = 'path' in options ? options.path : name;
    const scoped: Options = {
      ...options,
      module: options.module ?? name,
      as,
      shallow_path: 'shallow_path' in options ? options.shallow_path : path,
      shallow_prefix: 'shallow_prefix' in options ? options.shallow_prefix : as,
    };
    delete scoped.path;
    this.pathScope(path === null || path === undefined ? '' : valueText(path), () =>
      this.scopeWith(scoped, () => block(this)),
    );
    return this;
  }

  /** Routes in the block default to this controller: `controller('photos', (r) => r.get('search'))`. */
  controller(name: string, block: Block<this>): this;
  controller<O extends object>(name: string, options: Checked<O, ScopeOptions>, block: Block<this>): this;
  controller(name: string, optionsOrBlock: unknown, maybeBlock?: Block<this>): this {
    const [options, block] = splitBlock(optionsOrBlock as Options | Block<this>, maybeBlock);
    if (Object.keys(options).length === 0) this.withFrame({ controller: name }, () => block(this));
    else this.scopeWith({ ...options, controller: name }, () => block(this));
    return this;
  }

  /** Segment (`{ id: /\d+/ }`) or request constraints (`{ subdomain: 'api' }`, a function, `{ matches }`). */
  constraints(constraints: Constraints, block: Block<this>): this {
    this.scopeWith({ constraints }, () => block(this));
    return this;
  }

  /** Default parameters for the block's routes. */
  defaults(defaults: Record<string, unknown>, block: Block<this>): this {
    const frame: Partial<ScopeHash> = { defaults: MERGE.defaults(this.current.hash.defaults, defaults) as Options };
    const listed = listedDefaults(this.current, undefined, defaults);
    if (listed) frame.listed_defaults = listed;
    this.withFrame(frame, () => block(this));
    return this;
  }

  // ---- the scope stack, for the mappers built on this ----------------------------------

  /** The innermost enclosing resource, if any. @internal */
  protected get parentResource(): Resource | undefined {
    return this.current.hash.scope_level_resource;
  }

  /** Runs `fn` in a scope with `frame` pushed on the current one. @internal */
  protected withFrame(frame: Partial<ScopeHash>, fn: () => void): void {
    this.within(this.current.push(frame), fn);
  }

  /** Runs `fn` at a scope level (`member`, `collection`, ...), Rails' `scope_level`. @internal */
  protected withLevel(level: ScopeLevel, fn: () => void): void {
    this.within(this.current.pushLevel(level), fn);
  }

  /**
   * Runs `fn` at a scope level in a frame with `frame` pushed: `withLevel` and `withFrame` in
   * one frame (a resource's blocks open one per route group). @internal
   */
  protected withLevelFrame(level: ScopeLevel, frame: Partial<ScopeHash>, fn: () => void): void {
    this.within(this.current.pushAt(level, frame), fn);
  }

  /** Runs `fn` at a scope level with `path` appended to the scope's path, in one frame. @internal */
  protected levelPathScope(level: ScopeLevel, path: string, fn: () => void): void {
    this.withLevelFrame(level, { path: MERGE.path(this.current.hash.path, path) as string }, fn);
  }

  /** Runs `fn` in `scope`, back in the current one afterwards (a throw included). */
  private within(scope: Scope, fn: () => void): void {
    const saved = this.current;
    this.current = scope;
    try {
      fn();
    } finally {
      this.current = saved;
    }
  }

  /** Runs `fn` with `path` appended to the scope's path, nothing else changed. @internal */
  protected pathScope(path: string, fn: () => void): void {
    this.withFrame({ path: MERGE.path(this.current.hash.path, path) as string }, fn);
  }
}

/** One scope option merged: the enclosing scope's value of `option` with the declaration's. */
function mergeOption<K extends ScopeOption>(current: Scope, option: K, value: unknown): unknown {
  const merge: (parent: ScopeHash[K], child: unknown) => unknown = MERGE[option];
  return merge(current.get(option), value);
}

/**
 * A scope's `listed_defaults` (see scope.ts): the enclosing ones, this scope's string or
 * integer host/subdomain/... constraints, then its defaults; undefined while no scope has any.
 */
function listedDefaults(current: Scope, constraints: unknown, defaults: unknown): Options | undefined {
  const urlConstraints = isPlainObject(constraints) ? urlOptionConstraints(constraints) : undefined;
  const parent = current.hash.listed_defaults ?? current.hash.defaults;
  if (!urlConstraints && !current.hash.listed_defaults) return undefined;
  return { ...parent, ...urlConstraints, ...(isPlainObject(defaults) ? defaults : {}) };
}

function splitBlock<M>(optionsOrBlock: Options | Block<M>, maybeBlock?: Block<M>): [Options, Block<M>] {
  if (typeof optionsOrBlock === 'function') return [{}, optionsOrBlock];
  if (typeof maybeBlock !== 'function') throw new ArgumentError('a block is required');
  return [normalizeOptions(optionsOrBlock), maybeBlock];
}
