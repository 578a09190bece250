/**
 * The request and response railroute reads and writes, as structural types that Express 4,
 * Express 5, Connect and bare node:http all fit: node's own `IncomingMessage` and
 * `ServerResponse`, with what Express and body parsers add marked optional (a node:http
 * request has none of it). Express' `Request`/`Response` are assignable to them, so
 * `app.use(router.middleware())` and `http.createServer(router.middleware())` both type-check.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Express' `next`: no argument passes the request on, an error goes to the error handlers. */
export type NextFunction = (err?: unknown) => void;

/** A request as the router reads and sets it: node's `IncomingMessage`, Express' additions optional. */
export interface RouterRequest extends IncomingMessage {
  /** Express: the URL as received, before any mount stripped its prefix. */
  originalUrl?: string;
  /** Express: where the handling app or router is mounted (`''` at the root). */
  baseUrl?: string;
  /** Path parameters: set by the router on a match. */
  params?: Record<string, unknown>;
  /** A parsed body (body-parser, or the router's own form read). */
  body?: unknown;
  /** body-parser's "already read" mark. */
  _body?: boolean;
  /** The exact bytes of a form body the router read. */
  rawBody?: Buffer;
  /** `POST` when a method override changed `method`. */
  originalMethod?: string;
  /** Express: the host name, `trust proxy` applied (request constraints on `host`/`domain` read it). */
  hostname?: string | undefined;
  /** Express: `http` or `https`, `trust proxy` applied (`_url` helpers and `protocol` constraints). */
  protocol?: string | undefined;
  /** Express: `protocol === 'https'`. */
  secure?: boolean | undefined;
  /** Express: the client's address, `trust proxy` applied (`ip` constraints). */
  ip?: string | undefined;
  /** Express: the host's subdomains, nearest first (`subdomain` constraints). */
  subdomains?: string[] | undefined;
}

/** A response as the router writes it: node's `ServerResponse`, Express' `locals` optional. */
export interface RouterResponse extends ServerResponse {
  /** Express' per-request locals: the router puts the URL helpers at `locals.helpers`. */
  locals?: Record<string, unknown>;
}

/** A handler or middleware as Express calls it (a mount, a route's `to`, the `middleware` option). */
