/**
 * What `resources`/`resource` declare: names, paths and the actions to route. The route
 * table itself is laid out in `mapper.ts` (`RESOURCE_ROUTES`).
 */
import { ArgumentError } from '../errors';
import { pluralizeWord, singularize } from '../support/inflection';
import { toArray } from '../support/options';

export const RESOURCES_ACTIONS = ['index', 'create', 'new', 'show', 'update', 'destroy', 'edit'];
export const RESOURCE_ACTIONS = ['show', 'create', 'update', 'destroy', 'new', 'edit'];

export interface ResourceOptions {
  as?: string;
  controller?: string;
  path?: string;
  only?: string | string[];
  except?: string | string[];
  param?: string;
}

export class Resource {
  readonly name: string;
  readonly path: string;
  readonly controller: string;
  readonly param: string;
  readonly actions: readonly string[];
  private singularName: string | undefined = undefined;

  constructor(
    readonly entity: string,
    readonly shallow: boolean,
    options: ResourceOptions,
  ) {
    if (String(options.param ?? '').includes(':')) throw new ArgumentError(":param option can't contain colons");
    const valid = this.defaultActions;
    const only = options.only === undefined ? undefined : toArray(options.only).map(String);
    const except = options.except === undefined ? undefined : toArray(options.except).map(String);
    const invalid =
      only === undefined && except === undefined
        ? []
        : [...new Set([...(only ?? []), ...(except ?? [])])].filter((action) => !valid.includes(action));
    if (invalid.length > 0) {
      const list = (actions: string[]): string => `[${actions.map((a) => `:${a}`).join(', ')}]`;
      throw new ArgumentError(
        `Route \`${this.singleton ? 'resource' : 'resources'} :${entity}\` - :only and :except must include only ${list(valid)}, but also included ${list(invalid)}`,
      );
    }
    this.name = options.as ?? entity;
    this.path = options.path ?? entity;
    this.controller = options.controller ?? this.defaultController;
    this.param = options.param ?? 'id';
    const available = only ?? valid;
    this.actions = except ? available.filter((action) => !except.includes(action)) : available;
  }

  get singleton(): boolean {
    return false;
  }
  get defaultActions(): string[] {
    return RESOURCES_ACTIONS;
  }
  protected get defaultController(): string {
    return this.entity;
  }
  get plural(): string {
    return this.name;
  }
  get singular(): string {
    // Asked for each of the resource's routes (their names): one lookup of the inflection memo.
    return (this.singularName ??= singularize(this.name));
  }
  get memberName(): string {
    return this.singular;
  }
  /** Uncountable names need `_index` to tell the collection from a member: `sheep_index`. */
  get collectionName(): string {
    return this.singular === this.plural ? `${this.plural}_index` : this.plural;
  }
  get collectionScope(): string {
    return this.path;
  }
  get memberScope(): string {
    return `${this.path}/:${this.param}`;
  }
  newScope(newPath: string): string {
    return `${this.path}/${newPath}`;
  }
  get nestedParam(): string {
    return `${this.singular}_${this.param}`;
  }
  get nestedScope(): string {
    return `${this.path}/:${this.nestedParam}`;
  }
  has(action: string): boolean {
    return this.actions.includes(action);
  }
  /** True when no `only`/`except` left an action out. */
  get keepsAll(): boolean {
    return this.actions === this.defaultActions;
  }
}

/** `resource :profile`: no id, no index, controller named from the plural. */
export class SingletonResource extends Resource {
  override get singleton(): boolean {
    return true;
  }
  override get defaultActions(): string[] {
    return RESOURCE_ACTIONS;
  }
  /** From the declared name even under `as`: Rails computes it before `as` applies. */
  protected override get defaultController(): string {
    return pluralizeWord(this.entity);
  }
  override get plural(): string {
    return pluralizeWord(this.entity);
  }
  override get singular(): string {
    return this.name;
  }
  override get collectionName(): string {
    return this.singular;
  }
  override get memberScope(): string {
    return this.path;
  }
  override get nestedScope(): string {
    return this.path;
  }
}
