/**
 * The block form's routes, one each: `match`, the verb helpers, `root` and `mount`. A route
 * with `on:` or inside a resource goes through the resource's scope (`member`, `nested`,
 * ...), which `resources-mapper.ts` provides; then it is built and recorded in the RouteSet.
 */
import { ArgumentError } from '../errors';
import type { Handler } from '../definition/route';
import { engineOf } from '../definition/engine';
import { hasOwn, isPlainObject, NO_ENTRIES, setOwn } from '../support/own';
import { MATCH_KEYS, normalizeOptions } from '../definition/vocabulary';
import { valueText } from '../url-rules/values';
import { buildRoute, type MappingInput } from './route-builder';
import { checkVia, parseMatchArguments, readPathOrAction, toFromPath, type PathOrAction } from './match-arguments';
import { routeName, routePath } from './route-naming';
import { appendMiddleware, middlewareList } from './middleware-option';
import { ScopeMapper, type Block, type Options } from './scope-mapper';
import type { Checked, HashRoute, MatchOptions, MountOptions, RouteOptionsFor } from './types';

const VALID_ON = ['new', 'collection', 'member'];
/** A path made of words (`search`, `photos/search`): it names the route and, without a slash, the action. */
const ACTION_WORDS = /^[\w\-/]+$/;

export interface MatchRequest {
  readonly target: PathOrAction;
  readonly options: Options;
  readonly mount?: boolean;
}

/**
 * `match(action, { via })` as one fixed request: a resource's routes are a few such rows,
 * made once rather than per route (read, never changed, by the mapping below).
 */
export function actionRequest(action: string, via: string): MatchRequest {
  return Object.freeze({ target: Object.freeze(readPathOrAction(action)), options: Object.freeze({ via }) });
}

export abstract class MatchMapper extends ScopeMapper {
  /**
   * `match(path, options)` or `match({ [path]: target, ...options })`. Needs `via`.
   * `r.match('photos/:id', { to: 'photos#show', via: ['get', 'post'] })`
   */
  match<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  match<H extends object>(hash: HashRoute<H>): this;
  match(...args: unknown[]): this {
    const { target, options } = parseMatchArguments(args);
    if (!target) throw new ArgumentError('Route path not specified');
    this.matchOne({ target, options });
    return this;
  }

  /** `match` with `via: 'get'`, a GET route: `r.get('photos/:id/preview', { to: 'photos#preview' })`. */
  get<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  /** The hash form: `r.get({ 'photos/search': 'photos#search', as: 'search' })`. */
  get<H extends object>(hash: HashRoute<H>): this;
  get(...args: unknown[]): this {
    return this.verb('get', args);
  }
  /** `match` with `via: 'post'`, a POST route: `r.post('photos/:id/publish', { to: 'photos#publish' })`. */
  post<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  /** The hash form: `r.post({ login: 'sessions#create' })`. */
  post<H extends object>(hash: HashRoute<H>): this;
  post(...args: unknown[]): this {
    return this.verb('post', args);
  }
  /** `match` with `via: 'put'`, a PUT route: `r.put('photos/:id/cover', { to: 'photos#cover' })`. */
  put<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  /** The hash form: `r.put({ 'photos/:id/cover': 'photos#cover' })`. */
  put<H extends object>(hash: HashRoute<H>): this;
  put(...args: unknown[]): this {
    return this.verb('put', args);
  }
  /** `match` with `via: 'patch'`, a PATCH route: `r.patch('photos/:id/rotate', { to: 'photos#rotate' })`. */
  patch<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  /** The hash form: `r.patch({ 'photos/:id/rotate': 'photos#rotate' })`. */
  patch<H extends object>(hash: HashRoute<H>): this;
  patch(...args: unknown[]): this {
    return this.verb('patch', args);
  }
  /** `match` with `via: 'delete'`, a DELETE route: `r.delete('logout', { to: 'sessions#destroy' })`. */
  delete<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  /** The hash form: `r.delete({ logout: 'sessions#destroy' })`. */
  delete<H extends object>(hash: HashRoute<H>): this;
  delete(...args: unknown[]): this {
    return this.verb('delete', args);
  }
  /** `match` with `via: 'options'`, an OPTIONS route: `r.options('photos', { to: 'photos#preflight' })`. */
  options<P extends string, O extends object = MatchOptions>(path: P, options?: RouteOptionsFor<P, O>): this;
  /** The hash form: `r.options({ photos: 'photos#preflight' })`. */
  options<H extends object>(hash: HashRoute<H>): this;
  options(...args: unknown[]): this {
    return this.verb('options', args);
  }

  private verb(via: string, args: unknown[]): this {
    const { target, options } = parseMatchArguments(args);
    if (!target) throw new ArgumentError('Route path not specified');
    this.matchOne({ target, options: { ...options, via } });
    return this;
  }

  /** `root('pages#home')`, `root({ to: 'pages#home' })`, `root('pages#home', { as: 'home' })`. */
  root<O extends object = MatchOptions>(
    target: string | Checked<O, MatchOptions>,
    options?: Checked<O, MatchOptions>,
  ): this;
  root(target: unknown, options?: unknown): this {
    let rootOptions: Options;
    if (typeof target === 'string') rootOptions = { ...normalizeOptions(options as Options | undefined), to: target };
    else if (isPlainObject(target) && (options === undefined || Object.keys(options as Options).length === 0)) {
      rootOptions = normalizeOptions(target);
    } else throw new ArgumentError('must be called with a path and/or options');

    const add = (): void =>
      this.matchOne({ target: { path: '/' }, options: { as: 'root', via: 'get', ...rootOptions } });
    const resource = this.parentResource;
    if (this.current.level === 'resources' && resource) {
      this.withLevel('root', () => this.pathScope(resource.path, add));
    } else add();
    return this;
  }

  /**
   * Mounts an Express app or handler, or a Router (an engine), under a path; it sees the
   * rest of the path. `r.mount(adminApp, { at: '/admin' })`, `r.mount(blog, { at: 'blog' })`
   */
  mount<O extends object = MountOptions>(app: unknown, optionsOrPath?: Checked<O, MountOptions> | string): this;
  mount(app: unknown, optionsOrPath?: unknown): this {
    const options =
      typeof optionsOrPath === 'string'
        ? { at: optionsOrPath }
        : normalizeOptions(optionsOrPath as Options | undefined);
    const engine = engineOf(app);
    if (typeof app !== 'function' && !engine)
      throw new ArgumentError('A handler or Express app must be specified to mount');
    const at = options.at;
    delete options.at;
    if (typeof at !== 'string') throw new ArgumentError("Must be called with mount point: mount(app, { at: '/path' })");
    this.matchOne({
      target: { path: at },
      // An engine's mount is named (`as`, else the engine's name), as Rails names it.
      options: { as: engine?.name ?? null, via: 'all', anchor: false, format: false, ...options, to: app },
      mount: true,
    });
    return this;
  }

  /** Resources expand to `match` calls through this: a bare word action with options (`actionRequest`). @internal */
  protected matchAction(request: MatchRequest): void {
    this.matchOne(request);
  }

  // A route's `on:`, or a route inside a resource, goes through the resource's scopes
  // (resources-mapper.ts).
  protected abstract member(block: Block<this>): this;
  protected abstract collection(block: Block<this>): this;
  protected abstract nested(block: Block<this>): this;
  abstract new(block: Block<this>): this;

  // The closures live in methods of their own (`matchWithDefaults`, `decomposedInScope`): a
  // function that creates one allocates its context on every call, taken branch or not.
  private matchOne(request: MatchRequest): void {
    const defaults = request.options.defaults;
    if (defaults !== undefined && defaults !== null) this.matchWithDefaults(request, defaults as Options);
    else this.mapMatch(request);
  }

  private matchWithDefaults(request: MatchRequest, defaults: Options): void {
    const options = { ...request.options };
    delete options.defaults;
    this.defaults(defaults, () => this.mapMatch({ ...request, options }));
  }

  private mapMatch({ target, options, mount }: MatchRequest): void {
    const on = options.on;
    if (on !== undefined && on !== null && !VALID_ON.includes(valueText(on)))
      throw new ArgumentError('Unknown scope given to :on');
    let to = options.to ?? this.current.hash.to;
    const scopeController = this.current.hash.controller;
    const scopeAction = this.current.hash.action;
    if (to === undefined && scopeController && scopeAction) to = `${scopeController}#${scopeAction}`;
    const route: PendingRoute = {
      // `scope`, `path` and `defaultAction` are set where the route is added (addRoute): the
      // pending route is then the builder's input itself, not copied into one.
      scope: this.current,
      path: '',
      defaultAction: undefined,
      controller: (options.controller as string | undefined) ?? scopeController,
      as: options.as,
      action:
        options.action === undefined
          ? undefined
          : options.action instanceof RegExp
            ? options.action
            : valueText(options.action),
      to,
      via: checkVia(options.via ?? this.current.hash.via),
      formatted: options.format === undefined ? this.current.hash.format : options.format,
      anchor: options.anchor === undefined ? true : Boolean(options.anchor),
      constraints: options.constraints ?? NO_ENTRIES,
      mapping: extraOptions(options),
      middleware: appendMiddleware(this.current.hash.middleware, middlewareList(options.middleware)),
      mount: Boolean(mount),
      pathOrAction: '',
      optionPath: undefined,
    };
    // `path: null` is no path, as Rails' `path: nil` is.
    const optionPath = (options.path ?? undefined) as string | undefined;
    if (target.path !== undefined) {
      if (optionPath !== undefined) {
        throw new ArgumentError('Ambiguous route definition. Both :path and the route path were specified as strings.');
      }
      route.pathOrAction = target.path;
      route.optionPath = target.path;
      route.to = toFromPath(target.path, route.to, route.action);
    } else {
      route.pathOrAction = target.action as string;
      route.optionPath = optionPath;
    }
    this.decomposedMatch(route, on === undefined || on === null ? undefined : valueText(on));
  }

  private decomposedMatch(route: PendingRoute, on: string | undefined): void {
    const level = this.current.level;
    if (on === undefined && level !== 'resources' && level !== 'resource') this.addRoute(route);
    else this.decomposedInScope(route, on);
  }

  /** A route with `on:`, or inside a resource: declared through the resource's scope. */
  private decomposedInScope(route: PendingRoute, on: string | undefined): void {
    if (on === 'member') this.member(() => this.decomposedMatch(route, undefined));
    else if (on === 'collection') this.collection(() => this.decomposedMatch(route, undefined));
    else if (on === 'new') this.new(() => this.decomposedMatch(route, undefined));
    else if (this.current.level === 'resources') this.nested(() => this.decomposedMatch(route, undefined));
    else if (this.current.level === 'resource') this.member(() => this.decomposedMatch(route, undefined));
    else this.addRoute(route);
  }

  private addRoute(route: PendingRoute): void {
    const scope = this.current;
    const path = routePath(scope, route.pathOrAction, route.optionPath);
    if (!path) throw new ArgumentError('path is required');
    let action: string | undefined = route.pathOrAction;
    let defaultAction: string | RegExp | undefined = route.action ?? scope.hash.action;
    if (ACTION_WORDS.test(action)) {
      if (!action.includes('/')) defaultAction ??= action.includes('-') ? action.replace(/-/g, '_') : action;
    } else action = undefined;

    const name = route.as === null || route.as === false ? undefined : routeName(scope, this.set, route.as, action);
    route.scope = scope;
    route.path = path;
    route.defaultAction = defaultAction;
    this.set.add(buildRoute(route), name);
  }
}

/** The options `match` does not read itself: they become defaults and constraints. */
function extraOptions(options: Options): Options {
  let extra: Options | undefined;
  // `for...in` (own keys only): no array of keys per route, nor a `for...of` step object.
  for (const key in options)
    if (hasOwn(options, key) && !MATCH_KEYS.includes(key)) setOwn((extra ??= {}), key, options[key]);
  // Most routes have none: the shared empty record (known empty by identity, route-builder.ts).
  return extra ?? NO_ENTRIES;
}

/**
 * A route as `match` read it, before its scope is settled (`on:` and resources may declare it
 * in a nested one); `addRoute` completes it as the builder's input.
 */
interface PendingRoute extends MappingInput {
  pathOrAction: string;
  /** The `path` option, or the route's own path. */
  optionPath: string | undefined;
  as: unknown;
  /** A RegExp constrains a dynamic `:action`. */
  action: string | RegExp | undefined;
  via: readonly string[];
  middleware: readonly Handler[];
  mount: boolean;
}
