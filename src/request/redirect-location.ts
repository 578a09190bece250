/**
 * The request side of a redirect's `Location`: where a relative location is resolved (the
 * mount point, then the request's origin by the one origin rule of origin.ts), what the
 * options form keeps of the request URL, and a path that can never name another host.
 * Filling a template's `%{name}` placeholders is the declaration's (dsl/redirect.ts).
 */
import type { RouterRequest } from './http-types';
import { constraintView } from './constraint-view';
import { hostOption, normalizeProtocol, originOf, redirectOrigin, withSubdomain, type RedirectOrigin } from './origin';
import { requestOrigin } from './request-origin';
import { isAbsoluteUrl } from '../url-rules/absolute-url';
import { withoutOrigin } from './absolute-form';

/**
 * A location as the redirect produced it, made absolute as Rails does: a relative one goes
 * under the mount point (`req.baseUrl`), and every one that names no host gets the request's
 * origin. `origin` throws a 400 `RoutingError` for a `Host` that is not one, with no default host.
 */
export function absoluteLocation(
  location: string,
  req: RouterRequest,
  origin: () => RedirectOrigin | undefined,
): string {
  if (isAbsoluteUrl(location)) return location;
  const scriptName = String(req.baseUrl ?? '');
  let path = location;
  if (path === '') path = scriptName || '/';
  else if (!path.startsWith('/')) path = `${scriptName}/${path}`;
  const start = origin();
  return start === undefined ? path : `${originOf(start.scheme, start.hostname, start.port)}${path}`;
}

/** The parts of the request URL Rails' options form replaces. */
export interface LocationOptions {
  host?: string;
  protocol?: string;
  port?: number | string;
  subdomain?: string | false | null;
  domain?: string;
}

/**
 * The request URL with the named parts replaced, as Rails' OptionRedirect builds it. `path`
 * is the options' path with its placeholders already filled (undefined: the request's own);
 * a query or fragment in it replaces the request's query.
 */
export function optionsLocation(
  options: LocationOptions,
  path: string | undefined,
  req: RouterRequest,
  origin?: () => RedirectOrigin | undefined,
): string {
  const original = String(req.originalUrl ?? req.url ?? '/');
  const queryAt = original.indexOf('?');
  const requestQuery = queryAt === -1 ? '' : original.slice(queryAt);
  let requestPath = queryAt === -1 ? original : original.slice(0, queryAt);
  // An absolute-form request target (`GET http://host/x`): only its path.
  requestPath = withoutOrigin(requestPath) || '/';
  const scriptName = String(req.baseUrl ?? '');

  let target: string;
  let query = requestQuery;
  if (path === undefined) target = requestPath;
  else {
    let filled = path;
    const own = filled.search(/[?#]/);
    if (own !== -1) {
      query = filled.slice(own);
      filled = filled.slice(0, own);
    }
    const offSite = options.host !== undefined || options.domain !== undefined;
    if (filled === '') target = offSite ? '/' : scriptName || '/';
    else if (!filled.startsWith('/')) target = `${offSite ? '' : scriptName}/${filled}`;
    else target = filled;
  }

  // The request's own origin only when no option replaces its host (a bad `Host` then costs nothing).
  const start =
    options.host === undefined
      ? (origin ?? (() => redirectOrigin(requestOrigin(constraintView(req)), {})))()
      : undefined;
  let scheme = start?.scheme ?? `${requestOrigin(constraintView(req)).scheme}://`;
  let hostname = start?.hostname ?? '';
  let port = start?.port;
  if (options.host !== undefined) {
    const given = hostOption(options.host);
    if (given.scheme !== undefined) scheme = given.scheme.toLowerCase();
    hostname = given.authority.hostname;
    port = given.authority.port;
  }
  if (options.protocol !== undefined) scheme = normalizeProtocol(options.protocol.toLowerCase());
  if (options.port !== undefined && options.port !== null) port = String(options.port);
  if (hostname !== '') hostname = withSubdomain(hostname, options.subdomain, options.domain, true);
  target = sameOrigin(target);
  if (hostname === '') return target + query;
  return `${originOf(scheme, hostname, port)}${target}${query}`;
}

/**
 * A path that starts with `/` stays a path: several leading slashes or backslashes (which
 * browsers read as `//`, a new host) become one slash, also after the `.`/`..` segments a
 * client removes (`/.//host` is the path `//host`), which are resolved here first.
 */
export function sameOrigin(path: string): string {
  if (!path.startsWith('/')) return path;
  return removeDotSegments(path).replace(/^[/\\]+/, '/');
}

const SINGLE_DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;

/**
 * RFC 3986 §5.2.4 as the WHATWG URL parser applies it to a Location's path: `\\` counts as
 * `/`, and `%2E` as a dot (so percent-encoding a value's dots would not keep them as data).
 */
function removeDotSegments(path: string): string {
  const segments = path.split(/[/\\]/);
  if (!segments.some((segment) => SINGLE_DOT.test(segment) || DOUBLE_DOT.test(segment))) return path;
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (SINGLE_DOT.test(segment) || DOUBLE_DOT.test(segment)) {
      if (DOUBLE_DOT.test(segment) && out.length > 1) out.pop();
      if (last) out.push('');
    } else out.push(segment);
  });
  return out.join('/');
}
