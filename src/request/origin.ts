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
import { ArgumentError, MISSING_HOST_MESSAGE, quoteValue, RoutingError, UrlGenerationError } from '../errors';
import type { UrlOptions } from '../helpers/url-options';

/** `host[:port]`: labels cannot hold a dot, so the RegExp never backtracks. */
const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*\.?)(?::(\d{0,5}))?$/;
/** A host option's own scheme (`https://`, `//`), then `host[:port]` and at most a trailing slash. */
const HOST_OPTION = /^([A-Za-z][A-Za-z\d+.-]*:\/\/|\/\/)?(.*?)\/?$/s;
const IP_ADDRESS = /^(\d+\.\d+\.\d+\.\d+|\[.*\])$/;

export interface Authority {
  readonly hostname: string;
  /** Digits, or undefined for none. */
  readonly port: string | undefined;
}

/** `host[:port]` parsed by the one rule, or null when it is not one. */
export function parseAuthority(text: string): Authority | null {
  const parts = AUTHORITY.exec(text);
  if (parts === null || Number(parts[2] ?? 0) > 65535) return null;
  return { hostname: parts[1] as string, port: parts[2] || undefined };
}

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
 * A `host` option: its own scheme (`'https://example.com:8080'`) and its authority. Throws
 * `ArgumentError` when the authority is not a `host[:port]` (userinfo, a path, spaces).
 */
export function hostOption(host: string): { scheme: string | undefined; authority: Authority } {
  const parts = HOST_OPTION.exec(host) as RegExpExecArray;
  const authority = parseAuthority(parts[2] as string);
  if (authority === null) throw invalidHostOption(host);
  return { scheme: parts[1], authority };
}

function invalidHostOption(host: string): ArgumentError {
  return new ArgumentError(`Invalid host for a URL: ${JSON.stringify(host)} (expected host[:port], with no userinfo)`);
}

/**
 * `subdomain` and `domain` as Rails' `normalize_host` applies them: an IP address has no
 * subdomain to change; `subdomain: true` (or absent) keeps the host's own, `false`/`''` drops
 * it. `keepLocalhost`: the options form of `redirect` leaves `localhost` alone too.
 */
export function withSubdomain(hostname: string, subdomain: unknown, domain: string | undefined, keepLocalhost = false): string {
  if ((subdomain === undefined && domain === undefined) || IP_ADDRESS.test(hostname) || (keepLocalhost && hostname === 'localhost')) return hostname;
  const labels = hostname.split('.');
  const ownDomain = domain ?? labels.slice(-2).join('.');
  const ownSubdomain = subdomain === undefined || subdomain === true ? labels.slice(0, -2).join('.') : subdomain === false || subdomain === null ? '' : String(subdomain);
  return ownSubdomain ? `${ownSubdomain}.${ownDomain}` : ownDomain;
}

/** `scheme://host[:port]`, the scheme's standard port left out; throws `ArgumentError` for an authority that is not a `host[:port]`. */
export function originOf(scheme: string, hostname: string, port: string | undefined): string {
  const authority = `${hostname}${port !== undefined && port !== '' && !isStandardPort(scheme, port) ? `:${port}` : ''}`;
  if (parseAuthority(authority) === null) throw invalidHostOption(authority);
  return `${scheme}${authority}`;
}

/** `'https'`, `'https:'`, `'https://'` → `'https://'`; `'//'`, `false` → `'//'`. */
export function normalizeProtocol(protocol: unknown): string {
  if (protocol === false || protocol === '//') return '//';
  if (protocol === undefined || protocol === null || protocol === '') return 'http://';
  const scheme = /^[^:]+/.exec(String(protocol));
  return `${scheme ? scheme[0] : String(protocol)}://`;
}

/**
 * The origin of a `_url` helper, as Rails' `ActionDispatch::Http::URL` builds it: the host
 * may carry its own scheme and port, an explicit `protocol` wins over that scheme, `'//'` or
 * `false` give a protocol-relative URL. `invalidHost`: the request's `Host` when it was not a
 * valid one, which makes a URL without another host a 400 rather than a missing host.
 */
export function buildOrigin(url: UrlOptions, invalidHost?: string): string {
  if (!url.host) {
    if (invalidHost !== undefined) throw invalidHostError(invalidHost);
    throw new UrlGenerationError(MISSING_HOST_MESSAGE);
  }
  const { scheme, authority } = hostOption(String(url.host));
  const protocol = url.protocol === undefined || url.protocol === null ? scheme : url.protocol;
  let port = authority.port;
  if (url.port !== undefined && url.port !== null) port = url.port === '' ? undefined : String(url.port);
  return originOf(normalizeProtocol(protocol), withSubdomain(authority.hostname, url.subdomain, url.domain), port);
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

function isStandardPort(scheme: string, port: string | undefined): boolean {
  return (scheme === 'http://' && port === '80') || (scheme === 'https://' && port === '443');
}
