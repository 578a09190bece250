/**
 * A Rails 2.3 resource of the map form: its names, prefixes, requirements and the table
 * of routes it declares, in `resources.rb`'s order.
 */
import { pluralizeWord, singularize } from '../support/inflection';
import { isPlainObject } from '../support/own';
import { toArray } from '../support/options';
import { checkVerbs } from './map-verbs';

export type MapResourceOptions = Record<string, unknown>;

const DEFAULT_ACTIONS = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'];

export interface MapRouteRow {
  action: string;
  path: string;
  name?: string;
  /** A verb, or `any`. */
  verb: string;
  /** Whether the `:id` requirement applies. */
  withId: boolean;
}

/** `{ search: 'get', bulk: ['post', 'put'] }` → verb groups in first-seen order. */
type VerbGroups = Array<{ verbs: string[]; actions: string[] }>;

function groupByVerbs(actions: unknown): VerbGroups {
  const groups: VerbGroups = [];
  if (!isPlainObject(actions)) return groups;
  for (const [action, verb] of Object.entries(actions)) {
    const verbs = checkVerbs(verb, { method: verb }).map((v) => v.toLowerCase());
    const key = verbs.join(',');
    let group = groups.find((g) => g.verbs.join(',') === key);
    if (!group) groups.push((group = { verbs, actions: [] }));
    group.actions.push(action);
  }
  return groups;
}

function addDefault(groups: VerbGroups, verb: string, action: string): void {
  let group = groups.find((g) => g.verbs.length === 1 && g.verbs[0] === verb);
  if (!group) groups.push((group = { verbs: [verb], actions: [] }));
  group.actions.unshift(action);
}

export class MapResource {
  readonly options: MapResourceOptions;
  readonly plural: string;
  readonly singular: string;
  readonly pathSegment: string;
  protected readonly collectionMethods: VerbGroups;
  protected readonly memberMethods: VerbGroups;
  protected readonly newMethods: VerbGroups;
  private readonly only: string[] | undefined;
  private readonly except: string[] | undefined;

  constructor(
    entity: string,
    options: MapResourceOptions,
    protected readonly pathNames: Record<string, string>,
  ) {
    this.options = options;
    this.plural = this.pluralFor(entity);
    this.singular = this.singularFor(entity);
    this.pathSegment = typeof options.as === 'string' ? options.as : this.plural;
    this.collectionMethods = groupByVerbs(options.collection);
    this.memberMethods = groupByVerbs(options.member);
    this.newMethods = groupByVerbs(options.new);
    addDefault(this.memberMethods, 'get', 'edit');
    addDefault(this.newMethods, 'get', 'new');
    const choose = (value: unknown): string[] | undefined =>
      value === undefined ? undefined : toArray(value as string | string[]).map(String);
    let only = choose(options.only);
    let except = choose(options.except);
    if (only?.[0] === 'all' || except?.[0] === 'none') [only, except] = [undefined, []];
    else if (only?.[0] === 'none' || except?.[0] === 'all') [only, except] = [[], undefined];
    this.only = only;
    this.except = only ? undefined : except;
  }

  protected pluralFor(entity: string): string {
    return entity;
  }
  protected singularFor(entity: string): string {
    return typeof this.options.singular === 'string' ? this.options.singular : singularize(entity);
  }

  get singleton(): boolean {
    return false;
  }
  get controller(): string {
    return `${this.namespace}${typeof this.options.controller === 'string' ? this.options.controller : this.plural}`;
  }
  protected get namespace(): string {
    return typeof this.options.namespace === 'string' ? this.options.namespace : '';
  }
  protected get pathPrefix(): string {
    return typeof this.options.path_prefix === 'string' ? this.options.path_prefix : '';
  }
  protected get namePrefix(): string {
    return typeof this.options.name_prefix === 'string' ? this.options.name_prefix : '';
  }
  get path(): string {
    return `${this.pathPrefix}/${this.pathSegment}`;
  }
  protected get ownPathNames(): Record<string, string> {
    return isPlainObject(this.options.path_names) ? (this.options.path_names as Record<string, string>) : {};
  }
  get newPath(): string {
    return `${this.path}/${this.ownPathNames.new ?? this.pathNames.new ?? 'new'}`;
  }
  protected get shallowPathPrefix(): string {
    return this.options.shallow ? this.namespace.replace(/\/$/, '') : this.pathPrefix;
  }
  get memberPath(): string {
    return `${this.shallowPathPrefix}/${this.pathSegment}/:id`;
  }
  get nestingPathPrefix(): string {
    return `${this.shallowPathPrefix}/${this.pathSegment}/:${this.singular}_id`;
  }
  protected get shallowNamePrefix(): string {
    return this.options.shallow ? this.namespace.replace(/\//g, '_') : this.namePrefix;
  }
  get nestingNamePrefix(): string {
    return `${this.shallowNamePrefix}${this.singular}_`;
  }
  get conditions(): Record<string, unknown> {
    return isPlainObject(this.options.conditions) ? this.options.conditions : {};
  }

  /** RegExp requirements constrain; literals become parameters. `:id` only where a member is addressed. */
  requirements(withId: boolean): Record<string, unknown> {
    const all = isPlainObject(this.options.requirements) ? { ...this.options.requirements } : {};
    const id = all.id;
    delete all.id;
    if (withId && id !== undefined) all.id = id;
    return all;
  }

  has(action: string): boolean {
    if (!DEFAULT_ACTIONS.includes(action)) return true;
    return (!this.only || this.only.includes(action)) && (!this.except || !this.except.includes(action));
  }

  /** The routes, in Rails 2.3's order. */
  routeTable(): MapRouteRow[] {
    const rows: MapRouteRow[] = [];
    for (const { verbs, actions } of this.collectionMethods) {
      for (const action of actions) {
        for (const verb of verbs) {
          rows.push({
            action,
            verb,
            withId: false,
            path: `${this.path}/${this.ownPathNames[action] ?? action}`,
            name: `${action}_${this.namePrefix}${this.plural}`,
          });
        }
      }
    }
    rows.push(...this.collectionDefaults());
    for (const { verbs, actions } of this.newMethods) {
      for (const action of actions) {
        for (const verb of verbs) {
          const name = `new_${this.namePrefix}${this.singular}`;
          rows.push(
            action === 'new'
              ? { action, verb, withId: false, path: this.newPath, name }
              : { action, verb, withId: false, path: `${this.newPath}/${action}`, name: `${action}_${name}` },
          );
        }
      }
    }
    const withId = !this.singleton;
    for (const { verbs, actions } of this.memberMethods) {
      for (const action of actions) {
        for (const verb of verbs) {
          const segment = this.ownPathNames[action] ?? this.pathNames[action] ?? action;
          rows.push({
            action,
            verb,
            withId,
            path: `${this.memberPath}/${segment}`,
            name: `${action}_${this.shallowNamePrefix}${this.singular}`,
          });
        }
      }
    }
    const memberName = `${this.shallowNamePrefix}${this.singular}`;
    rows.push(
      { action: 'show', verb: 'get', withId, path: this.memberPath, name: memberName },
      { action: 'update', verb: 'put', withId, path: this.memberPath, name: memberName },
      { action: 'destroy', verb: 'delete', withId, path: this.memberPath, name: memberName },
    );
    rows.push(...this.singletonCreate());
    return rows;
  }

  protected collectionDefaults(): MapRouteRow[] {
    const name = `${this.namePrefix}${this.plural}${this.singular === this.plural ? '_index' : ''}`;
    return [
      { action: 'index', verb: 'get', withId: false, path: this.path, name },
      { action: 'create', verb: 'post', withId: false, path: this.path, name },
    ];
  }

  protected singletonCreate(): MapRouteRow[] {
    return [];
  }
}

/** `map.resource('account')`: singular and plural are the name; the controller is the plural. */
export class MapSingletonResource extends MapResource {
  protected override pluralFor(entity: string): string {
    return entity;
  }
  protected override singularFor(entity: string): string {
    return entity;
  }
  override get singleton(): boolean {
    return true;
  }
  override get controller(): string {
    const given = this.options.controller ?? this.options.plural;
    return `${this.namespace}${typeof given === 'string' ? given : pluralizeWord(this.singular)}`;
  }
  protected override get shallowPathPrefix(): string {
    return this.pathPrefix;
  }
  protected override get shallowNamePrefix(): string {
    return this.namePrefix;
  }
  override get memberPath(): string {
    return this.path;
  }
  override get nestingPathPrefix(): string {
    return this.path;
  }
  protected override collectionDefaults(): MapRouteRow[] {
    return [];
  }
  protected override singletonCreate(): MapRouteRow[] {
    return [
      {
        action: 'create',
        verb: 'post',
        withId: false,
        path: this.path,
        name: `${this.shallowNamePrefix}${this.singular}`,
      },
    ];
  }
}
