/**
 * The origin (`scheme://host:port`) of every URL railroute builds: `_url` helpers (engines'
 * too, through their proxies) and every `redirect` form. One rule, so that railroute and
 * Express read one `Host` header one way.
 *
 * The request's host is its `Host` header only when that is one valid `host[:port]`: a
 * reg-name (letters, digits, `-`, `.`, `_`, `~`) or a bracketed IP literal, then an optional
 * digits-only port (at most 65535), which is what Express' `req.hostname` reads of it. Anything else
 * (`good.example:80@evil.example`, which Express reads as `good.example`, a path, spaces,
 * empty, a duplicated header) is not used: the URL takes `defaultUrlOptions`' host, and with
 * none it is a 400. A host given as an option (a helper's, `defaultUrlOptions`,
 * `redirect({ host })`), after its own scheme and port, must be such a `host[:port]` too, and
 * so must what a `subdomain`, `domain` or `port` option makes of it: anything else (userinfo
 * above all) throws `ArgumentError`, so no URL or `Location` railroute builds carries userinfo.
 */
import { quoteValue, RoutingError } from '../errors';
import type { UrlOptions } from '../helpers/url-options';
import { hostOption, isStandardPort, normalizeProtocol, parseAuthority, urlOrigin } from '../url-rules/origin';

/** The host-option half of the rule runs in the browser module too: it lives with the URL rules. */
export { hostOption, normalizeProtocol, originOf, parseAuthority, withSubdomain } from '../url-rules/origin';

type Headers = Readonly<Record<string, string | readonly string[] | undefined>> | undefined;

/** The `Host` header as sent (several headers joined, which makes it no host), or undefined when absent. */
function hostHeader(headers: Headers): string | undefined {
  const value = headers?.host;
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.join(', ');
}

/** The request's host (`host[:port]`) when its `Host` header is a valid one; else undefined. */
export function requestHost(headers: Headers): string | undefined {
  const host = hostHeader(headers);
  return host !== undefined && parseAuthority(host) !== null ? host : undefined;
}

/** The request's `Host` header when it is sent but is not a valid `host[:port]`. */
export function invalidRequestHost(headers: Headers): string | undefined {
  const host = hostHeader(headers);
  return host !== undefined && parseAuthority(host) === null ? host : undefined;
}

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
 * The request's origin for a redirect: its scheme and `Host` when that is a valid one; else
 * `defaultUrlOptions`' host (with their protocol and port); else, when the request sent no
 * `Host`, undefined (the Location stays relative); a `Host` that is not valid is a 400.
 */
export function redirectOrigin(protocol: string, headers: Headers, defaults: UrlOptions): RedirectOrigin | undefined {
  const sent = hostHeader(headers);
  const own = sent === undefined ? null : parseAuthority(sent);
  if (own !== null) {
    const scheme = normalizeProtocol(protocol.toLowerCase());
    return { scheme, hostname: own.hostname, port: isStandardPort(scheme, own.port) ? undefined : own.port };
  }
  if (defaults.host) {
    const { scheme: given, authority } = hostOption(String(defaults.host));
    const scheme = normalizeProtocol(defaults.protocol ?? given ?? protocol.toLowerCase());
    const port = defaults.port !== undefined && defaults.port !== null ? String(defaults.port) : authority.port;
    return { scheme, hostname: authority.hostname, port: isStandardPort(scheme, port) ? undefined : port };
  }
  if (sent !== undefined) throw invalidHostError(sent);
  return undefined;
}
