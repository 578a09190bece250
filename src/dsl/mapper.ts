/**
 * The block form's mapper: what `router.draw((r) => ...)` hands to the block. Adds
 * concerns, application-wide path names, external route files and custom URL helpers to
 * the scopes (`scope-mapper.ts`), routes (`match-mapper.ts`) and resources
 * (`resources-mapper.ts`) it is built from, and records where each call stands.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ArgumentError } from '../errors';
import type { DirectHelper, ResolveHelper, RouteSet } from '../definition/route-set';
import { isPlainObject } from '../support/own';
import { normalizeOptions, VERB_METHODS } from '../definition/vocabulary';
import { ResourcesMapper } from './resources-mapper';
import type { Options } from './scope-mapper';
import { applicationBlock, traceDeclarations } from './declaration-site';

/**
 * A concern's block: declares its routes on the mapper where it is used, with the options
 * given there (`r.concerns('commentable', { only: 'index' })`), as Rails' concern blocks do.
 */
export type Concern = (mapper: Mapper, options: Options) => void;

export interface MapperContext {
  set: RouteSet;
  concerns: Map<string, Concern>;
  routesPaths: string[];
  pathNames: Record<string, string>;
}

/**
 * What `router.draw((r) => ...)` passes to its block, `r`: Rails' block-form routing DSL
 * (`ActionDispatch::Routing::Mapper`). Every method returns the mapper.
 */
export class Mapper extends ResourcesMapper {
  static {
    traceDeclarations(Mapper.prototype, (mapper) => mapper.set, {
      declaring: ['match', ...VERB_METHODS, 'root', 'mount', 'resources', 'resource'],
      withBlock: [
        'resources',
        'resource',
        'scope',
        'namespace',
        'controller',
        'constraints',
        'defaults',
        'collection',
        'member',
        'new',
        'nested',
        'shallow',
        'concern',
      ],
    });
  }

  private readonly context: MapperContext;

  constructor(context: MapperContext) {
    super(context.set, context.pathNames);
    this.context = context;
  }

  /** Merges into the path names (`new`, `edit`, ...) of the current scope. */
  resourcesPathNames(names: Record<string, string>): this {
    Object.assign(this.current.hash.path_names, names);
    // At the top level they are the application's: later draws and the map form see them too.
    if (this.current.isRoot) Object.assign(this.context.pathNames, names);
    return this;
  }

  /** The snake_case spelling of `resourcesPathNames`. */
  resources_path_names(names: Record<string, string>): this {
    return this.resourcesPathNames(names);
  }

  // ---- concerns -------------------------------------------------------------------------

  /** A reusable group of routes: `concern('commentable', (r) => r.resources('comments'))`. */
  concern(name: string, block: Concern): this {
    if (typeof block !== 'function') throw new ArgumentError(`concern ${name} needs a block`);
    this.context.concerns.set(name, block);
    return this;
  }

  /** Applies concerns here: `concerns('commentable', 'image_attachable', { only: 'index' })`. */
  concerns(...args: [...names: Array<string | string[]>]): this;
  concerns(...args: [...names: Array<string | string[]>, options: Options]): this;
  concerns(...args: unknown[]): this {
    const options = isPlainObject(args[args.length - 1]) ? normalizeOptions(args.pop() as Options) : {};
    for (const name of args.flat().map(String)) {
      const concern = this.context.concerns.get(name);
      if (!concern) throw new ArgumentError(`No concern named ${name} was found!`);
      concern(this, options);
    }
    return this;
  }

  // ---- external route files --------------------------------------------------------------

  /**
   * Evaluates `<routesPath>/<name>.js|.cjs|.ts` in the current scope; the module's default
   * export (or `module.exports`) is the block. A `.ts` file needs a TypeScript loader
   * (ts-node, jest, ...): without one, requiring it fails and says so.
   */
  draw(name: string): this {
    for (const dir of this.context.routesPaths) {
      for (const extension of ['.js', '.cjs', '.ts']) {
        const file = path.resolve(dir, `${name}${extension}`);
        if (!fs.existsSync(file)) continue;
        applicationBlock(this.set, loadRouteFile(file))(this);
        return this;
      }
    }
    const dirs = this.context.routesPaths.map((dir) => `\n* ${dir}`).join('');
    throw new ArgumentError(
      `Your router tried to #draw the external file ${name}, but the file was not found in:${dirs}`,
    );
  }

  // ---- custom URL helpers ------------------------------------------------------------------

  /**
   * A custom helper: `direct('homepage', () => 'https://rubyonrails.org')` → `homepage_url()`.
   * `options` are defaults merged under each call's options (the block's last argument).
   */
  direct(name: string, block: DirectHelper): this;
  direct(name: string, options: Record<string, unknown>, block: DirectHelper): this;
  direct(name: string, ...rest: unknown[]): this {
    if (!this.current.isRoot) throw new ArgumentError("The direct method can't be used inside a routes scope block");
    const block = rest.pop();
    if (typeof block !== 'function') throw new ArgumentError('direct needs a block');
    const options = rest.length > 0 && isPlainObject(rest[0]) ? rest[0] : {};
    this.set.addDirect(name, block as DirectHelper, options);
    return this;
  }

  /**
   * How polymorphic helpers route a model: `resolve('Basket', { anchor: 'items' }, () => ['basket'])`.
   * A model class stands for its name (`resolve(Basket, ...)`); it is never called.
   */
  resolve(
    model:
      | string
      | (abstract new (...args: never[]) => unknown)
      | Array<string | (abstract new (...args: never[]) => unknown)>,
    block: ResolveHelper,
  ): this;
  resolve(
    model:
      | string
      | (abstract new (...args: never[]) => unknown)
      | Array<string | (abstract new (...args: never[]) => unknown)>,
    options: Record<string, unknown>,
    block: ResolveHelper,
  ): this;
  resolve(...args: unknown[]): this;
  resolve(...args: unknown[]): this {
    if (!this.current.isRoot) throw new ArgumentError("The resolve method can't be used inside a routes scope block");
    const block = args.pop();
    if (typeof block !== 'function') throw new ArgumentError('resolve needs a block');
    const options = isPlainObject(args[args.length - 1]) ? (args.pop() as Record<string, unknown>) : {};
    for (const model of args.flat()) {
      this.set.addResolver(typeof model === 'function' ? model.name : String(model), block as ResolveHelper, options);
    }
    return this;
  }
}

function loadRouteFile(file: string): (r: Mapper) => void {
  let loaded: unknown;
  try {
    loaded = require(file);
  } catch (error) {
    if (file.endsWith('.ts') && error instanceof SyntaxError) {
      throw new ArgumentError(
        `The route file ${file} is TypeScript, but no TypeScript loader is active (run under ts-node, or compile it to .js)`,
      );
    }
    throw error;
  }
  const block = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown } | null)?.default;
  if (typeof block !== 'function') throw new ArgumentError(`The route file ${file} must export a function (r) => void`);
  return block as (r: Mapper) => void;
}
