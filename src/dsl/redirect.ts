/**
 * `redirect('/articles/%{id}')`, `redirect((params, req) => ...)` and Rails' options form
 * `redirect({ path, host, protocol, port, subdomain, domain, status })`: a route target that
 * answers with a redirect (301 unless `status` says otherwise).
 *
 * Interpolation is safe for its place: a value in the path part is percent-encoded as a path
 * (only a glob keeps its inner slashes), in the query or fragment as a query value. A path
 * template can never become protocol-relative (`//host`), `/\host` or absolute through a value.
 */
import type { IncomingMessage } from 'node:http';
import { ArgumentError } from '../errors';
import type { RedirectTarget } from '../definition/route';
import { valueText } from '../url-rules/values';
// What builds a Location loads with the first redirect answered or declared.
import { encoding, locations, origin } from './on-demand';

/** `redirect((params, req) => path)`: the Location from the matched parameters and the request. */
export type RedirectBlock = (params: Record<string, unknown>, req: IncomingMessage) => string;

/** Rails' options form: what it names replaces that part of the request URL. */
export interface RedirectOptions {
  /** The path, `%{name}` filled from the parameters; without a leading `/`, under the mount path (`req.baseUrl`). A query in it replaces the request's. */
  path?: string;
  /** The host, which may carry a scheme and port (`'https://example.com:8080'`). */
  host?: string;
  /** `'https'`, `'https:'` or `'https://'`. */
  protocol?: string;
  /** The port; the scheme's standard port is left out of the URL. */
  port?: number | string;
  /** The labels before the domain; `false`, `null` or `''`: none. Not applied to an IP address or `localhost`. */
  subdomain?: string | false | null;
  /** The host's last two labels (`example.com`), the subdomain kept. Not applied to an IP address or `localhost`. */
  domain?: string;
  /** The 3xx status (default 301). */
  status?: number;
}

const OPTION_KEYS = new Set(['path', 'host', 'protocol', 'port', 'subdomain', 'domain', 'status']);
const PLACEHOLDER = /%\{(\w+)\}/g;

/**
 * A route target that answers with a redirect: `to: redirect('/articles/%{id}')`,
 * `redirect((params, req) => ...)`, or Rails' options form `redirect({ subdomain: 'www' })`.
 * Status 301 unless `options.status` (or the options form's `status`) says otherwise; a
 * status outside 300–399 throws `ArgumentError`.
 */
export function redirect(
  target: string | RedirectBlock | RedirectOptions,
  options: { status?: number } = {},
): RedirectTarget {
  if (target !== null && typeof target === 'object') return optionsRedirect(target, options.status);
  const status = checkStatus(options.status ?? 301);
  if (typeof target === 'string') {
    return {
      kind: 'redirect',
      status,
      description: `redirect(${status}, ${target})`,
      location: (params, _req, globs) => interpolate(target, params, globs),
    };
  }
  if (typeof target !== 'function')
    throw new ArgumentError('redirect needs a path or a function (params, req) => path');
  return {
    kind: 'redirect',
    status,
    description: `redirect(${status})`,
    location: (params, req) => blockLocation(String(target(params, req))),
  };
}

/**
 * What a redirect block returned, under the rule a template's result follows: what a URL
 * cannot hold raw (CR, LF, controls, spaces, non-ASCII) is percent-encoded first
 * (locationHeader, as every Location is), so that none can hide a second slash, and a path
 * stays a path (`//evil.example`, `/\evil.example` keep one leading slash). Another host is
 * named with an absolute URL.
 */
function blockLocation(location: string): string {
  const { locationHeader, sameOrigin } = locations();
  return sameOrigin(locationHeader(location));
}

function checkStatus(status: unknown): number {
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 300 || status > 399)
    throw new ArgumentError(`Invalid redirect status: ${String(status)}`);
  return status;
}

/**
 * Fills `%{name}` placeholders, each in the encoding of its part (split as Rails splits a
 * redirect path: path, `?query`, `#fragment`). A result that is a path keeps one leading slash.
 */
function interpolate(template: string, params: Record<string, unknown>, globs?: ReadonlySet<string>): string {
  const query = template.indexOf('?');
  const hash = template.indexOf('#', query === -1 ? 0 : query);
  const pathEnd = query !== -1 ? query : hash !== -1 ? hash : template.length;
  const path = template
    .slice(0, pathEnd)
    .replace(PLACEHOLDER, (_, name: string) => pathValue(valueOf(params, name), globs?.has(name) === true));
  const rest = template.slice(pathEnd).replace(PLACEHOLDER, (_, name: string) => queryValue(valueOf(params, name)));
  return locations().sameOrigin(path) + rest;
}

function valueOf(params: Record<string, unknown>, name: string): string {
  const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join('/') : valueText(value);
}

/** A glob keeps the slashes inside it; its first and last, and any in a parameter, are data. */
function pathValue(value: string, glob: boolean): string {
  const { encodePath, encodeSegment } = encoding();
  if (!glob) return encodeSegment(value);
  const inner = /^(\/*)(.*?)(\/*)$/s.exec(value) as RegExpExecArray;
  return (
    (inner[1] as string).replace(/\//g, '%2F') +
    encodePath(inner[2] as string) +
    (inner[3] as string).replace(/\//g, '%2F')
  );
}
/** As Rack's `escape`: `&`, `=`, `#`, `+` and every other reserved character encoded, space as `+`. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

function optionsRedirect(options: RedirectOptions, fallbackStatus: number | undefined): RedirectTarget {
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key))
      throw new ArgumentError(
        `Unknown redirect option: ${key} (expected path, host, protocol, port, subdomain, domain or status)`,
      );
  }
  for (const key of ['path', 'host', 'protocol', 'domain'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'string')
      throw new ArgumentError(`redirect option ${key} must be a string`);
  }
  checkOrigin(options);
  const status = checkStatus(options.status ?? fallbackStatus ?? 301);
  const described = Object.entries(options)
    .filter(([key]) => key !== 'status')
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');
  return {
    kind: 'redirect',
    status,
    description: `redirect(${status}, ${described})`,
    location: (params, req, globs, origin) =>
      locations().optionsLocation(
        options,
        options.path === undefined ? undefined : interpolate(options.path, params, globs),
        req,
        origin,
      ),
  };
}

/**
 * The parts of the origin the options name, checked as the one origin rule checks a host
 * option (request/origin.ts): `host` is `host[:port]` after its scheme, with no userinfo, and
 * `subdomain`, `domain` and `port` add only labels and digits. Throws `ArgumentError`.
 */
function checkOrigin(options: RedirectOptions): void {
  const { hostOption, normalizeProtocol, parseAuthority } = origin();
  if (options.host !== undefined) hostOption(options.host);
  if (options.protocol !== undefined) normalizeProtocol(options.protocol);
  for (const key of ['subdomain', 'domain'] as const) {
    const value = options[key];
    if (typeof value === 'string' && value !== '' && parseAuthority(value) === null)
      throw new ArgumentError(`Invalid redirect option ${key}: ${JSON.stringify(value)}`);
  }
  if (options.port !== undefined && options.port !== null && !/^\d*$/.test(String(options.port)))
    throw new ArgumentError(`Invalid redirect option port: ${JSON.stringify(options.port)}`);
}
