/**
 * The origin (`scheme://host:port`) of every URL railroute builds: `_url` helpers (engines'
 * too, through their proxies) and every `redirect` form. One rule, so that railroute and
 * Express read one `Host` header one way.
 *
 * The request's host, scheme and port are its one origin reading (request-origin.ts): a host
 * only when it is one valid `host[:port]` (a reg-name or a bracketed IP literal, then an
 * optional digits-only port up to 65535), a scheme only when it is `http` or `https`. A host
 * that is not valid (`good.example:80@evil.example`, a path, spaces, empty, a `Host` sent
 * twice) is not used: the URL takes `defaultUrlOptions`' host, and with none it is a 400. A host given as an option (a helper's, `defaultUrlOptions`,
 * `redirect({ host })`), after its own scheme and port, must be such a `host[:port]` too, and
 * so must what a `subdomain`, `domain` or `port` option makes of it: anything else (userinfo
 * above all) throws `ArgumentError`, so no URL or `Location` railroute builds carries userinfo.
 */
import { quoteValue, RoutingError } from '../errors';
import type { UrlOptions } from '../helpers/url-options';
import { hostOption, isStandardPort, normalizeProtocol, urlOrigin } from '../url-rules/origin';
import type { RequestOrigin } from './request-origin';

/** The host-option half of the rule runs in the browser module too: it lives with the URL rules. */
export { hostOption, normalizeProtocol, originOf, parseAuthority, withSubdomain } from '../url-rules/origin';

/** A URL needed the request's host, and its `Host` header is not one (no default host either). */
function invalidHostError(host: string): RoutingError {
  return new RoutingError(`Invalid Host header: ${quoteValue(host)}`, 400);
}

/**
 * The origin of a `_url` helper, as Rails' `ActionDispatch::Http::URL` builds it: the host
 * may carry its own scheme and port, an explicit `protocol` wins over that scheme, `'//'` or
 * `false` give a protocol-relative URL. `invalidHost`: the request's `Host` when it was not a
 * valid one, which makes a URL without another host a 400 rather than a missing host.
 */
export function buildOrigin(url: UrlOptions, invalidHost?: string): string {
  if (!url.host && invalidHost !== undefined) throw invalidHostError(invalidHost);
  return urlOrigin(url);
}

/** Where a redirect's Location starts: `'https://'` (or `'//'`), host and port. */
export interface RedirectOrigin {
  readonly scheme: string;
  readonly hostname: string;
  /** Undefined for none or the scheme's standard port (Rails' `optional_port`). */
  readonly port: string | undefined;
}

/**
 * The request's origin for a redirect: its scheme and host when it names a valid one (the one
 * reading, request-origin.ts); else `defaultUrlOptions`' host (with their protocol and port);
 * else, when the request named no host, undefined (the Location stays relative); a host that
 * is not valid is a 400.
 */
export function redirectOrigin(request: RequestOrigin, defaults: UrlOptions): RedirectOrigin | undefined {
  if (request.host !== undefined) {
    const scheme = `${request.scheme}://`;
    return {
      scheme,
      hostname: request.hostname,
      port: isStandardPort(scheme, request.port) ? undefined : request.port,
    };
  }
  if (defaults.host) {
    const { scheme: given, authority } = hostOption(String(defaults.host));
    const scheme = normalizeProtocol(defaults.protocol ?? given ?? request.scheme);
    const port = defaults.port !== undefined && defaults.port !== null ? String(defaults.port) : authority.port;
    return { scheme, hostname: authority.hostname, port: isStandardPort(scheme, port) ? undefined : port };
  }
  if (request.invalidHost !== undefined) throw invalidHostError(request.invalidHost);
  return undefined;
}
