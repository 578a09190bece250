/**
 * The block form's resources: `resources` and `resource` expand to their routes in Rails'
 * order, through the scopes that nest routes in a resource (`collection`, `member`, `new`,
 * `nested`) and `shallow` nesting. Built on the routes of `match-mapper.ts`.
 */
import { ArgumentError } from '../errors';
import { isPlainObject } from '../support/own';
import { toArray } from '../support/options';
import { normalizeOptions } from '../definition/vocabulary';
import { actionRequest, MatchMapper, type MatchRequest } from './match-mapper';
import { actionPath } from './route-naming';
import { Resource, SingletonResource, RESOURCE_ACTIONS, RESOURCES_ACTIONS } from './resource';
import type { Block, Options } from './scope-mapper';
import type { Checked, ResourceOptions as ResourceDslOptions, ScopeOptions } from './types';

/** Options a resource keeps for itself; every other option scopes its routes. */
const RESOURCE_OPTIONS = ['as', 'controller', 'path', 'only', 'except', 'param', 'concerns'];

/**
 * The routes a resource declares, in Rails' order, one row per route: the scope block it
 * sits in, the action and its `match` (the verb). Only actions the resource keeps are routed.
 */
type ResourceRow = [scope: 'collection' | 'new' | 'member', action: string, request: MatchRequest];
const row = (scope: ResourceRow[0], verb: string, action: string): ResourceRow => [
  scope,
  action,
  actionRequest(action, verb),
];
const RESOURCES_ROUTES: ResourceRow[] = [
  row('collection', 'get', 'index'),
  row('collection', 'post', 'create'),
  row('new', 'get', 'new'),
  row('member', 'get', 'edit'),
  row('member', 'get', 'show'),
  row('member', 'patch', 'update'),
  row('member', 'put', 'update'),
  row('member', 'delete', 'destroy'),
];
/** A singular resource: no index, and create comes last. */
const RESOURCE_ROUTES: ResourceRow[] = [
  ...RESOURCES_ROUTES.filter(([scope]) => scope !== 'collection'),
  row('collection', 'post', 'create'),
];

type RowGroup = [scope: ResourceRow[0], requests: MatchRequest[]];

/**
 * The rows of the actions a resource keeps, consecutive rows of one scope in one group: as
 * Rails does, they share one block (one member block for edit, show, update and destroy).
 */
function rowGroups(table: readonly ResourceRow[], keeps: (action: string) => boolean): RowGroup[] {
  const groups: RowGroup[] = [];
  for (const [scope, action, request] of table) {
    if (!keeps(action)) continue;
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0] === scope) last[1].push(request);
    else groups.push([scope, [request]]);
  }
  return groups;
}

/** The groups of a resource that keeps every action (most do), worked out once. */
const ALL_RESOURCES_GROUPS = rowGroups(RESOURCES_ROUTES, () => true);
const ALL_RESOURCE_GROUPS = rowGroups(RESOURCE_ROUTES, () => true);

export abstract class ResourcesMapper extends MatchMapper {
  /**
   * `resources('photos')` → index, create, new, edit, show, update (PATCH, PUT), destroy.
   * Several names share the options; the block nests routes under `/photos/:photo_id`.
   */
  resources(...args: [...names: string[]]): this;
  resources(...args: [...names: string[], block: Block<this>]): this;
  // Several names: typed options without RegExp extras (use `constraints: {...}`).
  resources(...args: [...names: string[], options: ResourceDslOptions]): this;
  resources(...args: [...names: string[], options: ResourceDslOptions, block: Block<this>]): this;
  // Last, so that tsc reports a typo against it (it names the unknown key).
  resources<O extends object>(name: string, options: Checked<O, ResourceDslOptions>, block?: Block<this>): this;
  resources(...args: unknown[]): this {
    this.declareResources('resources', args);
    return this;
  }

  /** `resource('profile')` → new, edit, show, update, destroy, create; no id, no index. */
  resource(...args: [...names: string[]]): this;
  resource(...args: [...names: string[], block: Block<this>]): this;
  // Several names: typed options without RegExp extras (use `constraints: {...}`).
  resource(...args: [...names: string[], options: ResourceDslOptions]): this;
  resource(...args: [...names: string[], options: ResourceDslOptions, block: Block<this>]): this;
  // Last, so that tsc reports a typo against it (it names the unknown key).
  resource<O extends object>(name: string, options: Checked<O, ResourceDslOptions>, block?: Block<this>): this;
  resource(...args: unknown[]): this {
    this.declareResources('resource', args);
    return this;
  }

  private declareResources(kind: 'resources' | 'resource', args: unknown[]): void {
    const block = typeof args[args.length - 1] === 'function' ? (args.pop() as Block<this>) : undefined;
    const options = isPlainObject(args[args.length - 1]) ? normalizeOptions(args.pop() as Options) : {};
    const names = args.map(String);
    if (names.length === 0) throw new ArgumentError(`${kind} needs a name`);
    this.declareResource(kind, names, options, block);
  }

  private declareResource(kind: 'resources' | 'resource', names: string[], input: Options, block?: Block<this>): void {
    const options = { ...input };
    const shallow = options.shallow;
    delete options.shallow;
    const again = (name: string, opts: Options): void => this.declareResource(kind, [name], opts, block);

    if (names.length > 1) {
      for (const name of names) again(name, shallow === undefined ? options : { ...options, shallow });
      return;
    }
    const name = names[0] as string;
    if (shallow) return void this.shallow(() => again(name, options));
    if (this.current.isResourceScope) {
      return void this.nested(() => again(name, shallow === undefined ? options : { ...options, shallow }));
    }
    // Indexed, without destructuring: unoptimized, both allocate per step (see matcher/trie/trie.ts `insert`).
    const keys = Object.keys(options);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const value = options[key];
      if (value instanceof RegExp) {
        options.constraints = { ...(options.constraints as Options), [key]: value };
        delete options[key];
      }
    }
    const scopeOptions: Options = {};
    const remaining = Object.keys(options);
    for (let i = 0; i < remaining.length; i++) {
      const key = remaining[i] as string;
      if (!RESOURCE_OPTIONS.includes(key)) {
        scopeOptions[key] = options[key];
        delete options[key];
      }
    }
    if (shallow !== undefined) scopeOptions.shallow = shallow;
    if (Object.keys(scopeOptions).length > 0) {
      return void this.scopeWith(scopeOptions, () => again(name, options));
    }

    const resourceOptions = this.withScopeActionOptions(kind, options);
    // The resource reads its own keys by name: `concerns` stays in, unread (no copy without it).
    const concerns = resourceOptions.concerns;
    const ResourceClass = kind === 'resources' ? Resource : SingletonResource;
    const resource = new ResourceClass(name, Boolean(this.current.hash.shallow), resourceOptions);
    const groups = resource.keepsAll
      ? kind === 'resources'
        ? ALL_RESOURCES_GROUPS
        : ALL_RESOURCE_GROUPS
      : rowGroups(kind === 'resources' ? RESOURCES_ROUTES : RESOURCE_ROUTES, (action) => resource.has(action));
    this.withLevelFrame(kind, { scope_level_resource: resource, controller: resource.controller }, () => {
      block?.(this);
      if (concerns !== undefined) this.concerns(...toArray(concerns as string | string[]));
      for (let i = 0; i < groups.length; i++) this.declareGroup(groups[i] as RowGroup);
    });
  }

  /** One group of a resource's routes, in its scope block. */
  private declareGroup(group: RowGroup): void {
    // Indexed, not destructured: unoptimized array destructuring runs the iterator protocol.
    const scope = group[0];
    const requests = group[1];
    this[scope](() => {
      for (let i = 0; i < requests.length; i++) this.matchAction(requests[i] as MatchRequest);
    });
  }

  /** A scope's `only`/`except` applies to resources that give neither. */
  private withScopeActionOptions(kind: 'resources' | 'resource', options: Options): Options {
    if (options.only !== undefined || options.except !== undefined) return options;
    const scoped = this.current.hash.action_options;
    if (!scoped) return options;
    const applicable = kind === 'resources' ? RESOURCES_ACTIONS : RESOURCE_ACTIONS;
    const out = { ...options };
    if (scoped.only) out.only = scoped.only.filter((action) => applicable.includes(action));
    if (scoped.except) out.except = scoped.except.filter((action) => applicable.includes(action));
    return out;
  }

  /** Routes on the whole collection: `/photos/search`, named `search_photos`. */
  collection(block: Block<this>): this {
    const resource = this.requireResource('collection');
    this.levelPathScope('collection', resource.collectionScope, () => block(this));
    return this;
  }

  /** Routes on one member: `/photos/:id/preview`, named `preview_photo`. */
  member(block: Block<this>): this {
    const resource = this.requireResource('member');
    // A shallow member's path and name prefix stand between the level and the member's path.
    if (this.isShallow()) {
      this.withLevel('member', () => this.shallowScope(() => this.pathScope(resource.memberScope, () => block(this))));
    } else this.levelPathScope('member', resource.memberScope, () => block(this));
    return this;
  }

  /** Routes under `/photos/new`: `/photos/new/preview`, named `preview_new_photo`. */
  new(block: Block<this>): this {
    const resource = this.requireResource('new');
    this.levelPathScope('new', resource.newScope(actionPath(this.current, 'new')), () => block(this));
    return this;
  }

  /** Routes under `/photos/:photo_id`, named with the `photo_` prefix. */
  nested(block: Block<this>): this {
    const resource = this.requireResource('nested');
    this.withLevel('nested', () => {
      const options: Options = { as: resource.memberName };
      const constraint = (this.current.hash.constraints ?? {})[resource.param];
      if (constraint instanceof RegExp) options.constraints = { [resource.nestedParam]: constraint };
      const add = (): void => this.pathScope(resource.nestedScope, () => this.scopeWith(options, () => block(this)));
      if (this.isShallow() && this.shallowNestingDepth() >= 1) this.shallowScope(add);
      else add();
    });
    return this;
  }

  /** Resources declared in the block are shallow. */
  shallow(block: Block<this>): this {
    this.withFrame({ shallow: true }, () => block(this));
    return this;
  }

  /**
   * Path, module and name prefix in one: `namespace('admin', (r) => r.get('stats'))` routes
   * `/admin/stats` to `admin/stats#...`, named `admin_stats`. Inside a resource it nests under
   * the member (`/photos/:photo_id/admin/...`), as Rails does.
   */
  override namespace(name: string, block: Block<this>): this;
  override namespace<O extends object>(name: string, options: Checked<O, ScopeOptions>, block: Block<this>): this;
  override namespace(name: string, optionsOrBlock: unknown, maybeBlock?: Block<this>): this {
    const declare = (): unknown => (super.namespace as (...args: unknown[]) => this)(name, optionsOrBlock, maybeBlock);
    if (this.current.isResourceScope) this.nested(() => declare());
    else declare();
    return this;
  }

  private requireResource(kind: string): Resource {
    const resource = this.parentResource;
    if (!this.current.isResourceScope || !resource)
      throw new ArgumentError(`can't use ${kind} outside resource(s) scope`);
    return resource;
  }

  private isShallow(): boolean {
    const resource = this.parentResource;
    return Boolean(resource && !resource.singleton && this.current.hash.shallow);
  }

  private shallowNestingDepth(): number {
    let count = 0;
    for (const frame of this.current.frames()) if (frame.get('scope_level_resource')?.shallow) count++;
    return count;
  }

  private shallowScope(fn: () => void): void {
    this.withFrame({ as: this.current.hash.shallow_prefix, path: this.current.hash.shallow_path }, fn);
  }

  /** A resource's `concerns:` option applies them inside it (see `mapper.ts`). */
  abstract concerns(...args: unknown[]): this;
}
