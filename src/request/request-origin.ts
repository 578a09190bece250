/**
 * The request's origin — scheme, host, port, client address, subdomains — read once per
 * request, and the only reading of them railroute has: `_url` helpers, every redirect form,
 * engines, the request constraints (`host`, `subdomain`, `domain`, `protocol`, `port`, `ip`)
 * and forgery protection's `Origin` check all take it from here.
 *
 * Under Express it is what Express itself reads (`req.protocol`, `req.ip`, `req.subdomains`,
 * and the host `req.hostname` is cut from), so the app's `trust proxy` setting alone decides
 * whether `X-Forwarded-Proto`, `X-Forwarded-Host` and `X-Forwarded-For` count: a second,
 * different reading is how forwarded headers once sent redirects off-site. Without Express
 * (bare node:http, Connect) the middleware's `trustProxy` option, with Express' values,
 * decides the same way. On top of that reading, two rules keep a URL on site:
 * - a host counts only when it is one valid `host[:port]` (url-rules/origin.ts): anything
 *   else, and a `Host` header sent twice, is not used (`invalidHost` keeps it, for the 400);
 * - a scheme counts only when it is `http` or `https` (any case); any other forwarded value
 *   (`//evil.example#`, `javascript`) is read as the connection's own, as Rack reads
 *   `X-Forwarded-Proto`.
 */
import type { RequestLike } from './request-like';
import { parseAuthority } from '../url-rules/origin';

export interface RequestOrigin {
  /** `http` or `https`. */
  readonly scheme: 'http' | 'https';
  /** `host[:port]` as the request names it, when that is a valid one. */
  readonly host: string | undefined;
  /** The host without its port; `''` when the request names no valid host. */
  readonly hostname: string;
  /** The port the host names (digits), else undefined. */
  readonly port: string | undefined;
  /** The host the request named when it is not a valid `host[:port]` (or was sent twice). */
  readonly invalidHost: string | undefined;
  /** The client's address, proxies weighed by the same trust. */
  readonly ip: string | undefined;
  /** The subdomains in reading order (`a.b` of `a.b.example.com`: `['a', 'b']`). */
  readonly subdomains: readonly string[];
}

/** Express' `trust proxy` function: `(address, hop) => boolean`. */
export type TrustFunction = (address: string | undefined, hop: number) => boolean;

/** The `trustProxy` option: Express' `trust proxy` values. */
export type TrustProxy = boolean | number | string | readonly string[] | ((address: string, hop: number) => boolean);

const NEVER: TrustFunction = () => false;

/** Express' own `compileTrust`, for requests that do not come through Express. */
export function compileTrust(value: TrustProxy | undefined): TrustFunction {
  if (value === undefined || value === false) return NEVER;
  if (value === true) return () => true;
  if (typeof value === 'function') return value as TrustFunction;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  const list = typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : [...value];
  return proxyAddr().compile(list) as TrustFunction;
}

type ProxyAddr = typeof import('proxy-addr');
let proxyAddrModule: ProxyAddr | undefined;
/** Loaded with the first request that needs it (`trustProxy` outside Express). */
function proxyAddr(): ProxyAddr {
  return (proxyAddrModule ??= require('proxy-addr') as ProxyAddr);
}

const TRUST = Symbol('railroute.trustProxy');
const READ = Symbol('railroute.requestOrigin');

interface Carrier {
  [TRUST]?: TrustFunction;
  [READ]?: RequestOrigin;
}

/** The middleware's `trustProxy`, for a request that Express did not see. */
export function setTrust(req: object, trust: TrustFunction): void {
  (req as Carrier)[TRUST] = trust;
}

interface ExpressLike extends RequestLike {
  app?: { get?: (name: string) => unknown };
  rawHeaders?: string[];
}

/** Express' `trust proxy` function of the app the request is in, if Express handles it. */
function expressTrust(req: ExpressLike): TrustFunction | undefined {
  const get = req.app?.get;
  if (typeof get !== 'function') return undefined;
  const trust = get.call(req.app, 'trust proxy fn');
  return typeof trust === 'function' ? (trust as TrustFunction) : undefined;
}

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers?.[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The first entry of a comma-separated forwarded header, as Express reads it. */
function firstEntry(value: string): string {
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

/** `Host` sent more than once: node keeps the first, which is no answer to "which host?". */
function hostSentTwice(req: ExpressLike): boolean {
  const raw = req.rawHeaders;
  if (!Array.isArray(raw)) return Array.isArray(req.headers?.host);
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) if (String(raw[i]).toLowerCase() === 'host' && ++seen > 1) return true;
  return false;
}

function connectionScheme(req: RequestLike): 'http' | 'https' {
  return req.socket?.encrypted ? 'https' : 'http';
}

/** Only `http` and `https` (any case) count as a request's scheme; anything else is the connection's. */
function schemeOf(value: unknown, req: RequestLike): 'http' | 'https' {
  if (typeof value !== 'string') return connectionScheme(req);
  const scheme = value.toLowerCase();
  return scheme === 'http' || scheme === 'https' ? scheme : connectionScheme(req);
}

const IP_HOST = /^(\d+\.\d+\.\d+\.\d+|\[.*\])$/;

/** Subdomains in reading order, Express' default offset (the last two labels are the domain). */
function subdomainsOf(hostname: string): string[] {
  if (hostname === '' || IP_HOST.test(hostname)) return [];
  return hostname.split('.').slice(0, -2);
}

/** The request's origin, read once (cached on a node request; a request-like object is read each time). */
export function requestOrigin(req: RequestLike): RequestOrigin {
  const carrier = req as Carrier;
  const cached = carrier[READ];
  if (cached !== undefined) return cached;
  const origin = readOrigin(req);
  if (req.socket !== undefined) carrier[READ] = origin;
  return origin;
}

function readOrigin(req: ExpressLike): RequestOrigin {
  const express = expressTrust(req);
  const trust = express ?? (req as Carrier)[TRUST] ?? (req.socket !== undefined ? NEVER : undefined);
  // A request-like object (`router.recognize(verb, url, request)`): its fields as given.
  if (trust === undefined) return fieldsOrigin(req);
  const address = req.socket?.remoteAddress;
  const trusted = trust(address, 0);
  const forwardedHost = trusted ? header(req, 'x-forwarded-host') : undefined;
  let sent: string | undefined;
  let twice = false;
  if (forwardedHost) sent = firstEntry(forwardedHost);
  else {
    sent = header(req, 'host');
    twice = sent !== undefined && hostSentTwice(req);
  }
  const authority = sent === undefined || twice ? null : parseAuthority(sent);
  const hostname = authority?.hostname ?? '';
  let scheme: 'http' | 'https';
  if (express !== undefined) scheme = schemeOf(req.protocol, req);
  else {
    const forwardedProto = trusted ? header(req, 'x-forwarded-proto') : undefined;
    scheme = schemeOf(forwardedProto ? firstEntry(forwardedProto) : undefined, req);
  }
  let ip: string | undefined;
  let subdomains: readonly string[];
  if (express !== undefined) {
    ip = req.ip;
    subdomains = authority === null ? [] : [...(req.subdomains ?? [])].reverse();
  } else {
    ip = address === undefined ? undefined : proxyAddr()(req as never, trust);
    subdomains = subdomainsOf(hostname);
  }
  return {
    scheme,
    host: authority === null ? undefined : sent,
    hostname,
    port: authority?.port,
    invalidHost: authority === null ? sent : undefined,
    ip,
    subdomains,
  };
}

/** A request-like object's own fields (`hostname`, `protocol`, `ip`, `subdomains`, the `Host` header). */
function fieldsOrigin(req: ExpressLike): RequestOrigin {
  const sent = header(req, 'host');
  const authority = sent === undefined ? null : parseAuthority(sent);
  const hostname = typeof req.hostname === 'string' ? req.hostname : (authority?.hostname ?? '');
  return {
    // A request-like object may spell its protocol as a URL does (`'https:'`).
    scheme: schemeOf(typeof req.protocol === 'string' ? req.protocol.replace(/:(\/\/)?$/, '') : undefined, req),
    host: authority === null ? undefined : sent,
    hostname,
    port: authority?.port,
    invalidHost: authority === null ? sent : undefined,
    ip: req.ip ?? req.socket?.remoteAddress,
    subdomains: Array.isArray(req.subdomains) ? [...req.subdomains].reverse() : subdomainsOf(hostname),
  };
}

/**
 * The request's own origin as a browser's `Origin` header names it (`https://example.com:8443`):
 * lower case, the scheme's default port left out (as Rack's `base_url`). Undefined when the
 * request names no valid host. Forgery protection compares `Origin` with it.
 */
export function requestOriginText(req: RequestLike): string | undefined {
  const origin = requestOrigin(req);
  if (origin.host === undefined) return undefined;
  const standard =
    origin.port === undefined || origin.port === '' || origin.port === (origin.scheme === 'https' ? '443' : '80');
  return `${origin.scheme}://${origin.hostname.toLowerCase()}${standard ? '' : `:${origin.port}`}`;
}
