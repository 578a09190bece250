/**
 * The one host rule of every URL railroute builds (`_url` helpers on the server and in the
 * browser module, every `redirect`): a host, after its own scheme and port, must be a valid
 * `host[:port]` (a reg-name or a bracketed IP literal, then a digits-only port up to 65535),
 * and so must what a `subdomain`, `domain` or `port` option makes of it; anything else
 * (userinfo above all) throws `ArgumentError`, so no URL or `Location` carries userinfo.
 * The request side (the `Host` header, redirects' origin) is request/origin.ts.
 */
import { ArgumentError, MISSING_HOST_MESSAGE, UrlGenerationError } from './errors';
import { valueText } from './values';

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

/** What places a URL: the origin options of a helper call or of `defaultUrlOptions`. */
export interface OriginOptions {
  host?: unknown;
  protocol?: unknown;
  port?: unknown;
  subdomain?: unknown;
  domain?: unknown;
}

/** `host[:port]` parsed by the one rule, or null when it is not one. */
export function parseAuthority(text: string): Authority | null {
  const parts = AUTHORITY.exec(text);
  if (parts === null || Number(parts[2] ?? 0) > 65535) return null;
  return { hostname: parts[1] as string, port: parts[2] || undefined };
}

function invalidHostOption(host: string): ArgumentError {
  return new ArgumentError(`Invalid host for a URL: ${JSON.stringify(host)} (expected host[:port], with no userinfo)`);
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

/**
 * `subdomain` and `domain` as Rails' `normalize_host` applies them: an IP address has no
 * subdomain to change; `subdomain: true` (or absent) keeps the host's own, `false`/`''` drops
 * it. `keepLocalhost`: the options form of `redirect` leaves `localhost` alone too.
 */
export function withSubdomain(hostname: string, subdomain: unknown, domain: unknown, keepLocalhost = false): string {
  if (
    (subdomain === undefined && domain === undefined) ||
    IP_ADDRESS.test(hostname) ||
    (keepLocalhost && hostname === 'localhost')
  )
    return hostname;
  const labels = hostname.split('.');
  const ownDomain = domain === undefined || domain === null ? labels.slice(-2).join('.') : valueText(domain);
  const ownSubdomain =
    subdomain === undefined || subdomain === true
      ? labels.slice(0, -2).join('.')
      : subdomain === false || subdomain === null
        ? ''
        : valueText(subdomain);
  return ownSubdomain ? `${ownSubdomain}.${ownDomain}` : ownDomain;
}

export function isStandardPort(scheme: string, port: string | undefined): boolean {
  return (scheme === 'http://' && port === '80') || (scheme === 'https://' && port === '443');
}

/** `scheme://host[:port]`, the scheme's standard port left out; throws `ArgumentError` for an authority that is not a `host[:port]`. */
export function originOf(scheme: string, hostname: string, port: string | undefined): string {
  const authority = `${hostname}${port !== undefined && port !== '' && !isStandardPort(scheme, port) ? `:${port}` : ''}`;
  if (parseAuthority(authority) === null) throw invalidHostOption(authority);
  return `${scheme}${authority}`;
}

/** A URI scheme (RFC 3986), alone or followed by `:` or `://`. */
const SCHEME = /^([A-Za-z][A-Za-z\d+.-]*)(?::|:\/\/)?$/;

/**
 * `'https'`, `'https:'`, `'https://'` → `'https://'`; `'//'`, `false` → `'//'`. Anything else
 * (`'//evil.example#'`, `'javascript:alert(1)//'`) would put text before the host that is no
 * scheme: `ArgumentError`.
 */
export function normalizeProtocol(protocol: unknown): string {
  if (protocol === false || protocol === '//') return '//';
  if (protocol === undefined || protocol === null || protocol === '') return 'http://';
  const text = valueText(protocol);
  const scheme = SCHEME.exec(text);
  if (scheme === null) throw new ArgumentError(`Invalid protocol for a URL: ${JSON.stringify(text)}`);
  return `${scheme[1] as string}://`;
}

/**
 * The origin of a `_url` helper, as Rails' `ActionDispatch::Http::URL` builds it: the host
 * may carry its own scheme and port, an explicit `protocol` wins over that scheme, `'//'` or
 * `false` give a protocol-relative URL; no host is a `UrlGenerationError`.
 */
export function urlOrigin(url: OriginOptions): string {
  if (!url.host) throw new UrlGenerationError(MISSING_HOST_MESSAGE);
  const { scheme, authority } = hostOption(valueText(url.host));
  const protocol = url.protocol === undefined || url.protocol === null ? scheme : url.protocol;
  let port = authority.port;
  if (url.port !== undefined && url.port !== null) port = url.port === '' ? undefined : valueText(url.port);
  return originOf(normalizeProtocol(protocol), withSubdomain(authority.hostname, url.subdomain, url.domain), port);
}
