/**
 * The request as a matched route's URL helpers see it (`res.locals.helpers`) and as a
 * redirect route reads its origin: parameters, mount point, host and protocol.
 */
import type { RouterRequest } from '../request/http-types';
import { constraintView } from '../request/constraint-view';
import { invalidRequestHost, redirectOrigin, requestHost, type RedirectOrigin } from '../request/origin';
import type { UrlOptions } from '../helpers/url-options';
import { protocol } from '../request/request-conditions';

/**
 * What a request's helpers know of it: its parameters, and where its `_url` helpers point by
 * default. The origin is read only when a helper builds a URL: Express' `req.protocol` getter
 * weighs proxies and headers, and most requests build none. One object is both the context
 * and its `request` (one allocation a request instead of two).
 */
export class RequestContext {
  /** Where the router is mounted when the request reached it: an engine further down grows `req.baseUrl`, not this. */
  readonly script_name: string | undefined;
  constructor(
    readonly recall: Record<string, unknown>,
    private readonly req: RouterRequest,
    private readonly defaults: () => UrlOptions,
  ) {
    this.script_name = req.baseUrl || undefined;
  }
  get request(): this {
    return this;
  }
  /** The `Host` header when it is a valid `host[:port]` (request/origin.ts); else `defaultUrlOptions` decide. */
  get host(): string | undefined {
    return requestHost(this.req.headers);
  }
  get invalidHost(): string | undefined {
    return invalidRequestHost(this.req.headers);
  }
  get protocol(): string {
    return protocol(constraintView(this.req));
  }
  /** Where a redirect's Location starts, by the one origin rule (request/origin.ts). */
  redirectOrigin(): RedirectOrigin | undefined {
    return redirectOrigin(this.protocol, this.req.headers, this.defaults());
  }
}
