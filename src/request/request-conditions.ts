/**
 * Request-based constraints: `{ subdomain: 'api' }`, `{ ip: /^127\./ }`, a function or an
 * object with `matches(req)`. Attributes are read from an Express request, a bare node
 * request, or the request-like object given to `recognize`; the origin's (scheme, host,
 * port, address, subdomains) through the request's one origin reading (request-origin.ts).
 */
import type { Route } from '../definition/route';
import type { RequestAttribute } from '../definition/request-attributes';
import { formatConditionHolds, requestFormat, type MimeType } from './request-format';
import type { RequestLike } from './request-like';
import { valueText } from '../url-rules/values';
import { requestOrigin } from './request-origin';

export type { RequestLike };

/** The request Rails' `recognize_path` pretends to have when none is given. */
export function defaultRequest(method: string, url: string): RequestLike {
  return {
    headers: { host: 'example.org' },
    hostname: 'example.org',
    subdomains: [],
    ip: '127.0.0.1',
    protocol: 'http',
    method,
    url,
  };
}

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

// Scheme, host, port, address and subdomains: the request's one origin reading (request-origin.ts).
const hostname = (req: RequestLike): string => requestOrigin(req).hostname;
const protocol = (req: RequestLike): string => requestOrigin(req).scheme;
const subdomain = (req: RequestLike): string => requestOrigin(req).subdomains.join('.');
const ip = (req: RequestLike): string | undefined => requestOrigin(req).ip;

function port(req: RequestLike): number {
  const origin = requestOrigin(req);
  if (origin.port !== undefined) return Number(origin.port);
  return origin.scheme === 'https' ? 443 : 80;
}

const ATTRIBUTES: Record<RequestAttribute, (req: RequestLike) => unknown> = {
  subdomain,
  subdomains: (req) => [...requestOrigin(req).subdomains],
  host: hostname,
  hostname,
  domain: (req) => hostname(req).split('.').slice(-2).join('.'),
  port,
  ip,
  remote_ip: ip,
  protocol,
  scheme: protocol,
  method: (req) => req.method,
  request_method: (req) => req.method,
  path: (req) => (req.url ?? '').split('?')[0],
  fullpath: (req) => req.url,
  user_agent: (req) => header(req, 'user-agent'),
  content_type: (req) => header(req, 'content-type'),
  media_type: (req) => header(req, 'content-type')?.split(';')[0]?.trim(),
  xhr: (req) => header(req, 'x-requested-with') === 'XMLHttpRequest',
  xml_http_request: (req) => header(req, 'x-requested-with') === 'XMLHttpRequest',
  ssl: (req) => protocol(req) === 'https',
  referer: (req) => header(req, 'referer'),
  format: requestFormat,
};

function present(value: unknown): boolean {
  return !(
    value === undefined ||
    value === null ||
    value === false ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** One condition, compared as Rails compares it. */
function conditionHolds(expected: unknown, actual: unknown, key: string): boolean {
  if (expected instanceof RegExp) {
    expected.lastIndex = 0;
    return expected.test(actual === undefined || actual === null ? '' : valueText(actual));
  }
  if (typeof expected === 'string') {
    const wanted = key === 'protocol' || key === 'scheme' ? expected.replace(/:(\/\/)?$/, '') : expected;
    return wanted === (actual === undefined || actual === null ? '' : valueText(actual));
  }
  if (Array.isArray(expected)) return expected.some((item) => conditionHolds(item, actual, key));
  if (expected === true) return present(actual);
  if (expected === false) return !present(actual);
  // A function condition (`subdomain: (value) => ...`) is called with the request's value.
  if (typeof expected === 'function') return Boolean((expected as (value: unknown) => unknown)(actual));
  return expected === actual;
}

/** Whether the request meets the route's conditions and callable constraints. */
export function requestMatches(route: Route, req: RequestLike, params: Record<string, unknown>): boolean {
  for (const key of Object.keys(route.conditions)) {
    const read = ATTRIBUTES[key as RequestAttribute];
    // A format is a MIME type, matched by its symbol or any of its MIME strings.
    if (key === 'format') {
      if (!formatConditionHolds(route.conditions[key], read(req) as MimeType | undefined)) return false;
      continue;
    }
    if (read && !conditionHolds(route.conditions[key], read(req), key)) return false;
  }
  if (route.blocks.length === 0) return true;
  const saved = req.params;
  req.params = params;
  try {
    for (const constraint of route.blocks) {
      const ok: unknown = typeof constraint === 'function' ? constraint(req) : constraint.matches(req);
      if (ok !== null && typeof ok === 'object' && typeof (ok as { then?: unknown }).then === 'function') {
        throw new TypeError('A route constraint must answer synchronously (true or false), not with a Promise');
      }
      if (!ok) return false;
    }
    return true;
  } finally {
    if (saved === undefined) delete req.params;
    else req.params = saved;
  }
}
