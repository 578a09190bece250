/**
 * The request a routing assertion describes, in the forms Rails and rspec-rails take:
 * `'PATCH /photos/1'`, a bare path (GET, a leading slash added as Rails adds it), a full URL
 * (`'http://admin.example.com/admin'`: host and protocol come from it, as in Rails'
 * `recognized_request_for`), `{ method, path, headers?, host? }`, or rspec-rails'
 * `{ get: '/photos/1' }`.
 */
import { inspect } from 'node:util';
import { splitAbsoluteForm } from '../request/absolute-form';
import type { RequestLike } from '../request/request-conditions';
import { HTTP_VERBS } from '../definition/vocabulary';

/** What `assertRecognizes` and `assertRouting` take as the request. */
export type RouteRequest = string | RouteRequestObject;

/** A request as an object: `{ method: 'patch', path: '/photos/1' }`, with headers and host for request constraints. */
export interface RouteRequestObject {
  /** Any case; `'all'` checks GET, POST, PUT and DELETE, as Rails' `method: :all`. */
  method?: string;
  /** The path, query string allowed, or a full URL (its host and protocol are the request's). */
  path: string;
  /** Request headers, checked by request constraints (`{ accept: 'application/json' }`). */
  headers?: Record<string, string | string[] | undefined>;
  /** The request's host, port allowed (`'admin.example.com:8080'`), for host and subdomain constraints. */
  host?: string;
}

/** One request, ready for `router.recognize`. */
export interface TestRequest {
  /** Upper case. */
  method: string;
  /** The path as given, query included, without scheme and host. */
  url: string;
  /** The path without the query string. */
  path: string;
  /** The query string without `?`, `''` when none. */
  query: string;
  /** What messages show, as Rails' do: the path (query included, a leading slash added), or the full URL when one was given. */
  shown: string;
  /** Only when the request names a host, headers or a URL; else the router's default request. */
  request?: RequestLike;
}

const VERB_AND_PATH = /^([A-Za-z]+)\s+(\S.*)$/;
/** Verbs rspec-rails' `{ get: '/photos' }` may name. */
const VERB_KEYS = [...HTTP_VERBS.map((verb) => verb.toLowerCase()), 'all'];
const DEFAULT_HOST = 'example.org';

/** The requests to check: one, or four for `method: 'all'`. */
export function testRequests(given: RouteRequest): TestRequest[] {
  const { method, target, headers, host } = normalized(given);
  const methods = method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE'] : [method];
  return methods.map((verb) => testRequest(verb, target, headers, host));
}

/** The path part of a request, query included, as `assertGenerates` compares it. */
export function requestPath(given: RouteRequest): string {
  return normalized(given).target;
}

/** rspec-rails' `{ get: '/photos/1' }` (or any form above) as a request. */
export function fromVerbMap(received: unknown): RouteRequest {
  if (typeof received === 'string') return received;
  if (received !== null && typeof received === 'object') {
    const object = received as Record<string, unknown>;
    if (typeof object.path === 'string') return object as unknown as RouteRequestObject;
    const verbs = Object.keys(object).filter((key) => VERB_KEYS.includes(key.toLowerCase()));
    const verb = verbs[0];
    if (verbs.length === 1 && verb !== undefined && typeof object[verb] === 'string') {
      const request: RouteRequestObject = { method: verb, path: object[verb] };
      if (typeof object.host === 'string') request.host = object.host;
      if (object.headers !== null && typeof object.headers === 'object')
        request.headers = object.headers as RouteRequestObject['headers'];
      return request;
    }
  }
  throw new TypeError(
    `expected a request such as { get: '/photos/1' }, 'GET /photos/1' or { method, path }, got ${inspect(received)}`,
  );
}

function normalized(given: RouteRequest): {
  method: string;
  target: string;
  headers?: RouteRequestObject['headers'];
  host?: string;
} {
  if (typeof given === 'string') {
    const match = VERB_AND_PATH.exec(given.trim());
    return match
      ? { method: (match[1] as string).toUpperCase(), target: match[2] as string }
      : { method: 'GET', target: given };
  }
  if (given === null || typeof given !== 'object' || typeof given.path !== 'string') {
    throw new TypeError(`expected a request such as 'GET /photos/1' or { method, path }, got ${inspect(given)}`);
  }
  const result: { method: string; target: string; headers?: RouteRequestObject['headers']; host?: string } = {
    method: (given.method ?? 'GET').toUpperCase(),
    target: given.path,
  };
  if (given.headers) result.headers = given.headers;
  if (given.host !== undefined) result.host = given.host;
  return result;
}

function testRequest(
  method: string,
  target: string,
  headers: RouteRequestObject['headers'],
  host: string | undefined,
): TestRequest {
  const absolute = splitAbsoluteForm(target);
  let url = absolute ? absolute.rest : target;
  if (!url.startsWith('/')) url = `/${url}`;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const shown = absolute ? target : url;
  const result: TestRequest = { method, url, path, query, shown };
  if (absolute || headers || host !== undefined) {
    const protocol = absolute ? absolute.scheme.toLowerCase() : 'http';
    result.request = requestLike(method, url, protocol, host ?? (absolute?.authority || undefined), headers);
  }
  return result;
}

/** The request-like object `router.recognize` checks request constraints against. */
function requestLike(
  method: string,
  url: string,
  protocol: string,
  host: string | undefined,
  given: RouteRequestObject['headers'],
): RequestLike {
  const headers: Record<string, string | string[] | undefined> = {};
  for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value;
  const hostHeader = host ?? (typeof headers.host === 'string' ? headers.host : DEFAULT_HOST);
  headers.host = hostHeader;
  const hostname = hostHeader.startsWith('[')
    ? hostHeader.slice(0, hostHeader.indexOf(']') + 1)
    : hostHeader.replace(/:\d*$/, '');
  // Express' `req.subdomains`: labels before the domain's last two, nearest first; none for an IP.
  const subdomains =
    /^[\d.]+$/.test(hostname) || hostname.startsWith('[') ? [] : hostname.split('.').slice(0, -2).reverse();
  return { headers, hostname, subdomains, ip: '127.0.0.1', protocol, method, url };
}
