/**
 * The request as a matched route's URL helpers see it (`res.locals.helpers`) and as a
 * redirect route reads its origin: parameters, mount point, host and protocol.
 */
import type { RouterRequest } from '../request/http-types';
import { constraintView } from '../request/constraint-view';
import { redirectOrigin, type RedirectOrigin } from '../request/origin';
import { requestOrigin, type RequestOrigin } from '../request/request-origin';
import type { UrlOptions } from '../helpers/url-options';

/**
 * What a request's helpers know of it: its parameters, and where its `_url` helpers point by
 * default. The origin is read only when a helper builds a URL (most requests build none), and
 * then once: the request's one origin reading (request/request-origin.ts). One object is both
 * the context and its `request` (one allocation a request instead of two).
 */
export class RequestContext {
  /** Where the router is mounted when the request reached it: an engine further down grows `req.baseUrl`, not this. */
  readonly script_name: string | undefined;
  constructor(
    readonly recall: Record<string, unknown>,
    private readonly req: RouterRequest,
    private readonly defaults: () => UrlOptions,
    /**
     * Inside an engine: the application's `defaultUrlOptions`, where a URL goes when the
     * request names no valid host and the engine has no default host of its own.
     */
    private readonly outerDefaults?: () => UrlOptions,
  ) {
    this.script_name = req.baseUrl || undefined;
  }
  get request(): this {
    return this;
  }
  private get origin(): RequestOrigin {
    return requestOrigin(constraintView(this.req));
  }
  /** The request's host when it names a valid `host[:port]`; else the application's default host inside an engine. */
  get host(): string | undefined {
    return this.origin.host ?? this.fallback()?.host;
  }
  /** The request's host when it is not a valid one (and no default host takes its place): a `_url` with no other host is a 400. */
  get invalidHost(): string | undefined {
    return this.fallback() === undefined ? this.origin.invalidHost : undefined;
  }
  get protocol(): string | false | undefined {
    const origin = this.origin;
    return origin.host === undefined ? (this.fallback()?.protocol ?? origin.scheme) : origin.scheme;
  }
  get port(): string | number | undefined {
    return this.origin.host === undefined ? this.fallback()?.port : undefined;
  }
  /** The `defaultUrlOptions` an engine mounted here falls back to: the outermost application's. */
  get outerUrlOptions(): () => UrlOptions {
    return this.outerDefaults ?? this.defaults;
  }
  /** Where a redirect's Location starts, by the one origin rule (request/origin.ts). */
  redirectOrigin(): RedirectOrigin | undefined {
    const defaults = this.defaults();
    return redirectOrigin(this.origin, defaults.host ? defaults : (this.fallback() ?? defaults));
  }
  /** Inside an engine with no default host of its own, when the request names no valid host: the application's defaults. */
  private fallback(): UrlOptions | undefined {
    if (this.outerDefaults === undefined || this.origin.host !== undefined || this.defaults().host) return undefined;
    const outer = this.outerDefaults();
    return outer.host ? outer : undefined;
  }
}
