/**
 * The map form of Rails 2.3: `router.map((map) => map.resources('photos'))`. It records
 * into the same RouteSet as the block form (through the same route builder), with Rails
 * 2.3's expansion: update is PUT only, the route order of `resources.rb`, names only where
 * still free, `path_prefix`/`name_prefix`/`namespace` carried by nested mappers.
 */
import { ArgumentError } from '../errors';
import { isValidName, type RouteSet } from '../definition/route-set';
import { isPlainObject } from '../support/own';
import { toArray } from '../support/options';
import { valueText } from '../url-rules/values';
import { normalizeOptions } from '../definition/vocabulary';
import { FORMAT_GROUP, REQUIRED_FORMAT } from '../definition/format-group';
import { MapResource, MapSingletonResource } from './map-resource';
import { buildRoute } from './route-builder';
import { Scope } from './scope';
import { checkVerbs } from './map-verbs';
import { traceDeclarations } from './declaration-site';

/** A map-form block: `router.map((map) => { map.resources('photos'); })`. */
export type MapBlock = (map: MapMapper) => void;

/** One or more dot-free segments, as few as possible: `admin/users`, never `photos.json`. */
const CONTROLLER_SEGMENTS = /[^/.?]+(?:\/[^/.?]+)*?/;
type Options = Record<string, unknown>;

/** Options a nested mapper passes on to what is declared through it. */
const INHERITABLE = ['namespace', 'shallow'];

export interface MapContext {
  set: RouteSet;
  pathNames: Record<string, string>;
}

/**
 * What `router.map((map) => ...)` passes to its block, `map`: Rails 2.3's routing DSL
 * (`ActionController::Routing::RouteSet::Mapper`). Nested resources' blocks get one too.
 */
export class MapMapper {
  static {
    traceDeclarations(MapMapper.prototype, (mapper) => mapper.context.set, {
      declaring: ['resources', 'resource', 'connect', 'named_route', 'namedRoute', 'root'],
      withBlock: ['resources', 'resource', 'namespace'],
    });
  }

  constructor(
    private readonly context: MapContext,
    /** Options every declaration through this mapper starts from (Rails' `with_options`). */
    private readonly inherited: Options = {},
  ) {}

  /** `map.resources('photos', { member: { preview: 'get' } }, (photo) => photo.resources('comments'))`. */
  resources(...args: [...names: string[]]): this;
  resources(...args: [...names: string[], block: MapBlock]): this;
  resources(...args: [...names: string[], options: Options]): this;
  resources(...args: [...names: string[], options: Options, block: MapBlock]): this;
  resources(...args: unknown[]): this {
    const { names, options, block } = readArguments(args);
    for (const name of names)
      this.mapResource(new MapResource(name, this.options(options), this.context.pathNames), block);
    return this;
  }

  /** `map.resource('account')`: a singleton, no index, controller named from the plural. */
  resource(...args: [...names: string[]]): this;
  resource(...args: [...names: string[], block: MapBlock]): this;
  resource(...args: [...names: string[], options: Options]): this;
  resource(...args: [...names: string[], options: Options, block: MapBlock]): this;
  resource(...args: unknown[]): this {
    const { names, options, block } = readArguments(args);
    for (const name of names)
      this.mapResource(new MapSingletonResource(name, this.options(options), this.context.pathNames), block);
    return this;
  }

  /** `map.connect(':controller/:action/:id')`, `map.connect('about', { controller: 'pages', action: 'about' })`. */
  connect(path: string, options: Options = {}): this {
    this.addConnected(path, this.options(normalizeOptions(options)), undefined);
    return this;
  }

  /** A named route: `map.named_route('login', 'login', { controller: 'sessions', action: 'new' })`. */
  named_route(name: string, path: string, options: Options = {}): this {
    this.addConnected(path, this.options(normalizeOptions(options)), name);
    return this;
  }

  /** The camelCase spelling of `named_route`. */
  namedRoute(name: string, path: string, options: Options = {}): this {
    return this.named_route(name, path, options);
  }

  /** `map.root({ controller: 'pages', action: 'home' })` routes `/`, named `root`. */
  root(options: Options = {}): this {
    return this.named_route('root', '', options);
  }

  /** `map.namespace('admin', (admin) => admin.resources('photos'))`: path, name and controller prefix. */
  namespace(name: string, optionsOrBlock: Options | MapBlock, maybeBlock?: MapBlock): this {
    const block = typeof optionsOrBlock === 'function' ? optionsOrBlock : maybeBlock;
    const options = typeof optionsOrBlock === 'function' ? {} : normalizeOptions(optionsOrBlock);
    if (typeof block !== 'function') throw new ArgumentError('namespace needs a block');
    const merged = this.options(options);
    const prefixes = merged.namespace
      ? {
          path_prefix: `${valueText(merged.path_prefix ?? '')}/${name}`,
          name_prefix: `${valueText(merged.name_prefix ?? '')}${name}_`,
          namespace: `${valueText(merged.namespace)}${name}/`,
        }
      : { path_prefix: name, name_prefix: `${name}_`, namespace: `${name}/` };
    block(new MapMapper(this.context, { ...merged, ...prefixes, ...options }));
    return this;
  }

  private options(given: Options): Options {
    return { ...this.inherited, ...given };
  }

  private mapResource(resource: MapResource, block?: MapBlock): void {
    const options = resource.options;
    const nestedDefaults = (): Options => ({
      ...pick(options, INHERITABLE),
      path_prefix: resource.nestingPathPrefix,
      name_prefix: resource.nestingNamePrefix,
    });
    const nested = new MapMapper(this.context, nestedDefaults());
    if (options.has_many !== undefined) this.mapHasMany(options.has_many, nested, options);
    for (const child of toArray(options.has_one as string | string[])) nested.resource(String(child));
    block?.(nested);
    for (const row of resource.routeTable()) {
      if (!resource.has(row.action)) continue;
      this.addResourceRoute(resource, row);
    }
  }

  private mapHasMany(associations: unknown, nested: MapMapper, options: Options): void {
    if (typeof associations === 'string') nested.resources(associations);
    else if (Array.isArray(associations)) for (const child of associations) this.mapHasMany(child, nested, options);
    else if (isPlainObject(associations)) {
      for (const [child, grandchildren] of Object.entries(associations))
        nested.resources(child, { has_many: grandchildren });
    }
  }

  private addResourceRoute(
    resource: MapResource,
    row: { action: string; path: string; name?: string; verb: string; withId: boolean },
  ): void {
    const requirements = resource.requirements(row.withId);
    const constraints: Options = { ...resource.conditions };
    delete constraints.method;
    const spec = buildRoute({
      scope: new Scope({}),
      path: row.path,
      controller: resource.controller,
      defaultAction: row.action,
      via: row.verb === 'any' ? [] : [row.verb.toUpperCase()],
      formatted: undefined,
      constraints,
      anchor: true,
      mapping: requirements,
    });
    this.context.set.add({ ...spec, mapForm: true }, this.freeName(row.name));
  }

  /** `connect`/`named_route`: Rails 2 paths, trailing `:action`/`:id` and defaulted segments optional. */
  private addConnected(path: string, options: Options, name: string | undefined): void {
    const { requirements, conditions, defaults, path_prefix, name_prefix, namespace, ...rest } = options;
    for (const key of ['shallow', 'has_many', 'has_one', 'only', 'except', 'collection', 'member', 'new', 'as'])
      delete rest[key];
    const mapping: Options = {
      ...(isPlainObject(defaults) ? defaults : {}),
      ...rest,
      ...(isPlainObject(requirements) ? requirements : {}),
    };
    const given = mapping.controller;
    delete mapping.controller;
    let controller = typeof given === 'string' ? given : undefined;
    const action = mapping.action as string | undefined;
    delete mapping.action;
    if (controller && typeof namespace === 'string') controller = `${namespace}${controller}`;
    // Rails 2.3's :controller matched only controller names: dot-free segments here, so a
    // `:controller/:action/:id` route leaves `/photos/show/1.json` to a `.:format` route.
    if (/(^|\/):controller\b/.test(path)) mapping.controller = given instanceof RegExp ? given : CONTROLLER_SEGMENTS;
    const full = path_prefix ? `${valueText(path_prefix)}/${path}` : path;
    const condition = isPlainObject(conditions) ? { ...conditions } : {};
    const verbs = checkVerbs(condition.method, condition).filter((verb) => verb !== 'ANY');
    delete condition.method;
    const hasActionParam = /(^|\/):action\b/.test(full);
    const spec = buildRoute({
      scope: new Scope({}),
      path: rails2Path(full, mapping),
      controller,
      // Rails 2: a route that names no action, in its options or its path, goes to index.
      defaultAction: action ?? (hasActionParam ? undefined : 'index'),
      via: verbs,
      formatted: false,
      constraints: condition,
      anchor: true,
      mapping,
    });
    const fullName = name === undefined ? undefined : `${typeof name_prefix === 'string' ? name_prefix : ''}${name}`;
    if (fullName !== undefined && this.context.set.hasName(fullName)) {
      throw new ArgumentError(`Invalid route name, already in use: '${fullName}'`);
    }
    this.context.set.add({ ...spec, mapForm: true }, fullName);
  }

  private freeName(name: string | undefined): string | undefined {
    if (name === undefined || !isValidName(name) || this.context.set.hasName(name)) return undefined;
    return name;
  }
}

function readArguments(args: unknown[]): { names: string[]; options: Options; block?: MapBlock } {
  const list = [...args];
  const block = typeof list[list.length - 1] === 'function' ? (list.pop() as MapBlock) : undefined;
  const options = isPlainObject(list[list.length - 1]) ? normalizeOptions(list.pop() as Options) : {};
  const names = list.map(String);
  if (names.length === 0) throw new ArgumentError('resources needs a name');
  return { names, options, block };
}

function pick(options: Options, keys: string[]): Options {
  const out: Options = {};
  for (const key of keys) if (options[key] !== undefined) out[key] = options[key];
  return out;
}

/**
 * Rails 2 made trailing `/:action` (default `index`), `/:id` and segments with a default
 * optional, and `.:format` too: `:controller/:action/:id` → `:controller(/:action(/:id))`.
 */
function rails2Path(path: string, defaults: Options): string {
  const isDefault = (key: string): boolean => key in defaults && !(defaults[key] instanceof RegExp);
  const acceptsEmpty = (key: string): boolean => {
    const requirement = defaults[key];
    return !(requirement instanceof RegExp) || new RegExp(`^(?:${requirement.source})$`).test('');
  };
  const acceptsIndex = (): boolean => {
    const requirement = defaults.action;
    return !(requirement instanceof RegExp) || new RegExp(`^(?:${requirement.source})$`).test('index');
  };
  let body = path;
  let format = '';
  if (body.endsWith(REQUIRED_FORMAT)) {
    body = body.slice(0, -REQUIRED_FORMAT.length);
    format = FORMAT_GROUP;
  }
  const segments = body.split('/');
  let optional = 0;
  for (let i = segments.length - 1; i > 0; i--) {
    const param = /^:(\w+)$/.exec(segments[i] as string)?.[1];
    const isOptional =
      param !== undefined &&
      ((param === 'action' && acceptsIndex()) ||
        (param === 'id' && !isDefault('id') && acceptsEmpty('id')) ||
        isDefault(param));
    if (!isOptional) break;
    if (param === 'action' && !isDefault('action'))
      defaults.action = defaults.action instanceof RegExp ? defaults.action : 'index';
    optional++;
  }
  const required = segments.slice(0, segments.length - optional).join('/');
  const tail = segments.slice(segments.length - optional);
  return required + tail.map((segment) => `(/${segment}`).join('') + ')'.repeat(tail.length) + format;
}
