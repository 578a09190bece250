/**
 * A router's compiled view of one route set: its matcher, built up front, and its URL
 * helpers, built on first use (a router that only recognizes never pays for them: ~10% of
 * building 10,000 routes). `Router.recognize` and the middleware read `set`, `version` and
 * `matcher` on every request.
 *
 * A class rather than an object literal with getters: optimized code loads a field of a class
 * instance in place, where the literal's reads stayed generic inline-cache calls (three a
 * lookup, ~70 instructions each under valgrind).
 */
import type { RouteSet } from './definition/route-set';
import type { CompiledMatcher } from './matcher/compiled-matcher';
import type { UrlHelpers } from './helpers/url-helpers';
import type { UrlOptions } from './helpers/url-options';
import type { CompiledRouter } from './express/middleware';
import { helperModules } from './on-demand';

export class CompiledView implements CompiledRouter {
  /** The set's version when this view was built: a later declaration makes it stale. */
  readonly version: number;
  private prototype: object | undefined = undefined;
  private globalHelpers: UrlHelpers | undefined = undefined;

  constructor(
    readonly set: RouteSet,
    readonly matcher: CompiledMatcher,
    /** The router's `defaultUrlOptions` now. */
    readonly defaultUrlOptions: () => UrlOptions,
  ) {
    this.version = set.version;
  }

  /** Whether this view still answers for the router's current set. */
  current(set: RouteSet): boolean {
    return this.set === set && this.version === set.version;
  }

  /** The prototype of every helpers object (named route helpers, mounted engines' proxies). */
  get helperPrototype(): object {
    if (this.prototype === undefined) {
      const { buildHelperPrototype, UrlGenerator, addMountHelpers } = helperModules();
      this.prototype = buildHelperPrototype(this.set, new UrlGenerator(this.set, this.defaultUrlOptions));
      addMountHelpers(this.prototype, this.set.routes, this.defaultUrlOptions);
    }
    return this.prototype;
  }

  /** `router.helpers`: the helpers without a request. */
  get helpers(): UrlHelpers {
    const { helpersFor, NO_CONTEXT } = helperModules();
    return (this.globalHelpers ??= helpersFor(this.helperPrototype, NO_CONTEXT));
  }

  /** Per request (the middleware): after the first, `helperModules` is one check. */
  helpersFor(context: Parameters<CompiledRouter['helpersFor']>[0]): unknown {
    return helperModules().helpersFor(this.helperPrototype, context);
  }
}
