/**
 * The helper objects: `router.helpers` and one per request (`res.locals.helpers`). Each
 * named route gives `NAME_path`/`NAME_url` and the camelCase `namePath`/`nameUrl`. Helpers
 * live as lazy getters on a prototype built once per route set, so a request's helper
 * object costs one `Object.create` and the functions it hands out are plain closures
 * (safe to destructure).
 */
import { UrlGenerationError } from '../errors';
import type { DirectHelper, RouteSet } from '../definition/route-set';
import { isPlainObject } from '../support/own';
import { splitArguments } from '../url-rules/arguments';
import { isAbsoluteUrl } from '../url-rules/absolute-url';
import type { UrlGenerator } from './generator';
import { helperDefinitions, spellings } from './helper-names';
import { polymorphicTarget } from './polymorphic';
import type { HelperContext } from './url-options';

/** A named route's helper, `photo_path(1)` or `photo_url(1, { host })`: positional parameters or records, options last. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record or options goes in, and a helper typed with the application's own argument types must fit.
export type UrlHelper = (...args: any[]) => string;

/**
 * The helper object's type. Named helpers are typed `any` here so that `helpers.photo_path(1)`
 * compiles under `noUncheckedIndexedAccess`; `railroute routes --types` writes the exact
 * interface for an application.
 */
export interface UrlHelpers {
  /**
   * Rails' `url_for`: `{ controller, action, ...params }` gives a path (a URL when the options
   * name a `host` or say `only_path: false`); a string is returned as it is; a record, class
   * or array gives its polymorphic path.
   */
  url_for(options: unknown): string;
  /** The camelCase spelling of `url_for`. */
  urlFor(options: unknown): string;
  /** The path of a record, a class or an array of them (`[post, comment]` → `post_comment_path`), honouring `resolve`. */
  polymorphic_path(target: unknown, options?: Record<string, unknown>): string;
  /** The camelCase spelling of `polymorphic_path`. */
  polymorphicPath(target: unknown, options?: Record<string, unknown>): string;
  /** As `polymorphic_path`, a full URL. */
  polymorphic_url(target: unknown, options?: Record<string, unknown>): string;
  /** The camelCase spelling of `polymorphic_url`. */
  polymorphicUrl(target: unknown, options?: Record<string, unknown>): string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a named helper, callable without a check under noUncheckedIndexedAccess (see above).
  [helper: string]: any;
}

/**
 * Filled in by the `.d.ts` file `railroute routes --types` writes, through module
 * augmentation (`declare module 'railroute' { interface TypedHelpers { helpers: RouteHelpers } }`):
 * once that file is part of the compilation, `this.helpers` in every controller has the
 * application's exact helper types, without an override in each class. Empty, it changes nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface an application's generated file merges into.
export interface TypedHelpers {}

/** `this.helpers`' type: the application's `RouteHelpers` where `TypedHelpers` names them, else `UrlHelpers`. */
export type ControllerHelpers = TypedHelpers extends Record<'helpers', infer H> ? H : UrlHelpers;

const CONTEXT = Symbol('railroute.helperContext');
/** A direct helper has no route parameters: a row passed to it is a record. */
const NO_PARAMETERS: ReadonlySet<string> = new Set();

type HelperMaker = (context: HelperContext) => UrlHelper;

export function buildHelperPrototype(set: RouteSet, generator: UrlGenerator): object {
  const makers = new Map<string, HelperMaker>();
  const proto = Object.create(null) as Record<string | symbol, unknown>;
  const define = (name: string, maker: HelperMaker): void => {
    for (const spelling of spellings(name)) makers.set(spelling, maker);
  };

  const urlFor = (context: HelperContext, target: unknown, onlyPath?: boolean): string => {
    if (typeof target === 'string') return target;
    if (isPlainObject(target)) {
      const options = { ...target };
      const given = options.only_path ?? options.onlyPath;
      // As in Rails views: a hash gives a path unless it names a host.
      const only = onlyPath ?? (given === undefined ? options.host === undefined : Boolean(given));
      return generator.urlFor(options, context, only ? 'path' : 'url');
    }
    // A record, a class or a list: a path, as in Rails views.
    return polymorphic(context, target, {}, onlyPath === false ? 'url' : 'path');
  };

  const polymorphic = (
    context: HelperContext,
    target: unknown,
    options: Record<string, unknown>,
    kind: 'path' | 'url',
  ): string => {
    const { action, ...rest } = options;
    // A resolve block gets the call's options as given: no `action: undefined` to spread.
    const found = polymorphicTarget(target, action === undefined ? rest : { action, ...rest }, set.resolvers);
    if (found.result !== undefined) return directResult(context, found.result, kind);
    if (!found.options) return callNamed(context, found.name, kind, found.args, rest);
    // The action the resolve block named is the route's, never a parameter.
    const returned = { ...found.options };
    delete returned.action;
    return callNamed(context, found.name, kind, found.args, { ...rest, ...returned });
  };

  /** A named or direct helper with arguments already told apart: the record rule is not guessed again. */
  const callNamed = (
    context: HelperContext,
    name: string,
    kind: 'path' | 'url',
    positional: unknown[],
    options: Record<string, unknown>,
  ): string => {
    const route = set.named.get(name);
    if (route) return generator.forRouteSplit(route, positional, options, context, kind);
    const direct = set.directs.get(name);
    if (direct) return directResult(context, direct.call(helpersFor(proto, context), ...positional, options), kind);
    throw new UrlGenerationError(`undefined method '${name}_${kind}' for the polymorphic route`);
  };

  /** What a `direct` block returned, as a path or URL (see API.md, Block form). */
  const directResult = (context: HelperContext, result: unknown, kind: 'path' | 'url'): string => {
    if (typeof result === 'string') {
      if (/^\w+$/.test(result)) {
        // A bare word names a route, as a Ruby Symbol would.
        return callNamed(context, result, kind, [], {});
      }
      return kind === 'path' ? pathOf(result) : result;
    }
    if (Array.isArray(result)) {
      const list: unknown[] = result.slice();
      const options = isPlainObject(list[list.length - 1]) ? (list.pop() as Record<string, unknown>) : {};
      return polymorphic(context, list, options, kind);
    }
    if (!isPlainObject(result)) return polymorphic(context, result, {}, kind);
    return urlFor(context, { ...result, only_path: kind === 'path' ? true : (result.only_path ?? false) });
  };

  /** A direct helper: the block's result as a path or URL. */
  const directMaker =
    (direct: DirectHelper, kind: 'path' | 'url'): HelperMaker =>
    (context) =>
    (...args) => {
      // A row passed to a direct helper is a record; the block always gets an options hash last.
      const { positional, options } = splitArguments(args, NO_PARAMETERS);
      // `this` is the helper object of the same request, as Rails runs the block in the view.
      return directResult(context, direct.call(helpersFor(proto, context), ...positional, options), kind);
    };

  for (const definition of helperDefinitions(set.named.values(), set.directs.keys())) {
    const kind = definition.url ? 'url' : 'path';
    switch (definition.kind) {
      case 'route': {
        const { route } = definition;
        define(
          definition.name,
          (context) =>
            (...args) =>
              generator.forRoute(route, args, context, kind),
        );
        break;
      }
      case 'hash_for': {
        const { route } = definition;
        define(
          definition.name,
          (context) => ((...args: unknown[]) => generator.hashFor(route, args, context, kind)) as unknown as UrlHelper,
        );
        break;
      }
      case 'direct':
        define(definition.name, directMaker(set.directs.get(definition.direct) as DirectHelper, kind));
        break;
      case 'url_for':
        define(definition.name, (context) => (target: unknown) => urlFor(context, target));
        break;
      case 'polymorphic':
        define(
          definition.name,
          (context) =>
            (target: unknown, options: Record<string, unknown> = {}) =>
              polymorphic(context, target, options, kind),
        );
    }
  }

  for (const [name, maker] of makers) {
    Object.defineProperty(proto, name, {
      enumerable: true,
      configurable: true,
      get(this: Record<string | symbol, unknown>) {
        const helper = maker(this[CONTEXT] as HelperContext);
        Object.defineProperty(this, name, { value: helper, enumerable: true, configurable: true });
        return helper;
      },
    });
  }
  return proto;
}

/** `_path` of a URL string: its path, query and fragment (`https://a.org/x?y#z` → `/x?y#z`). */
function pathOf(url: string): string {
  if (!isAbsoluteUrl(url)) return url;
  try {
    const parsed = new URL(url, 'http://base.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

export function helpersFor(proto: object, context: HelperContext): UrlHelpers {
  const helpers = Object.create(proto) as UrlHelpers & Record<symbol, unknown>;
  // A symbol key: never listed, never a helper name; a plain store is cheaper than defineProperty.
  helpers[CONTEXT] = context;
  return helpers;
}

/** The request context a helper object was made for (engines' route proxies build on it). */
export function contextOf(helpers: object): HelperContext {
  return ((helpers as Record<symbol, unknown>)[CONTEXT] as HelperContext | undefined) ?? { recall: {}, request: {} };
}
