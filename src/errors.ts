/**
 * Every error railroute throws, one class per failure kind. Message texts are part of the
 * public contract (API.md) and are asserted verbatim by the tests. `instanceof` holds for
 * errors from another copy of railroute (an engine package's own): support/cross-copy.ts.
 */
import { brandAcrossCopies } from './support/cross-copy';
import { ArgumentError, UrlGenerationError } from './url-rules/errors';

/**
 * `ArgumentError` (a mistake in a route declaration, thrown synchronously while drawing, or
 * a host option that is no `host[:port]`) and `UrlGenerationError` live with the URL rules,
 * whose source the browser module ships.
 */
export { ArgumentError, UrlGenerationError };

/**
 * A request that no route can take: 400 (bad URL or body), 404 (no route, unknown controller
 * or action), 405 (wrong verb), 413, 415. Every value from the request appears in the message
 * through `quoteValue`, so a page that prints `err.message` shows no markup from a URL.
 */
export class RoutingError extends Error {
  /** The HTTP status to answer with (400, 404, 405, 413, 415); Express' final handler reads it. */
  declare readonly status: number;
  /** The same number as `status`: Connect and other handlers read this spelling. */
  declare readonly statusCode: number;
  /** For a 405: the verbs the path accepts, as sent in the `Allow` header. */
  declare readonly allowed?: string[];
  /** Headers Express' final handler sets on the error response (`Allow` for a 405). */
  declare readonly headers?: Record<string, string>;
  /** Routing errors are safe to show (values quoted and escaped): Express' default handler prints the message. */
  declare readonly expose: boolean;

  constructor(message: string, status: number, allowed?: readonly string[]) {
    // A request-level error says nothing about the code that raised it (a hostile client
    // would fill logs with stack frames), and capturing a stack for every 404 costs more
    // than routing the request (measured with `npm run bench:http`).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    // Own fields, but not enumerable: Express 5's final handler logs `console.error(err)`,
    // and util.inspect prints an error's enumerable fields as a block of lines after it —
    // five lines for every 404 a scanner sends. Handlers read them by name as before.
    hidden(this, 'name', 'RoutingError');
    hidden(this, 'status', status);
    hidden(this, 'statusCode', status);
    hidden(this, 'expose', true);
    if (allowed) {
      // The caller's list may be shared; each error gets its own.
      hidden(this, 'allowed', [...allowed]);
      hidden(this, 'headers', { Allow: allowed.join(', ') });
    }
    this.stack = `${this.name}: ${message}`;
  }

  /** 404 for a path no route matches with any verb, Rails' `No route matches [GET] "/path"`. */
  static noRoute(method: string, path: string): RoutingError {
    return new RoutingError(noRouteMessage(method, path), 404);
  }

  /**
   * 405 for a path whose routes take other verbs: the same message as a 404 (Rails 2.3's
   * behaviour), with `allowed` and the `Allow` header set from `allowed`.
   */
  static methodNotAllowed(method: string, path: string, allowed: readonly string[]): RoutingError {
    return new RoutingError(noRouteMessage(method, path), 405, allowed);
  }

  /** 400 for a path with a malformed percent escape: it cannot be decoded, so it cannot be routed. */
  static badRequest(path: string): RoutingError {
    return new RoutingError(`Invalid path encoding: ${quoteValue(path)}`, 400);
  }

  /** 404 for a route whose controller is not registered (Rails' `uninitialized constant`). */
  static uninitializedController(controller: string, action: string): RoutingError {
    return new RoutingError(
      `uninitialized controller ${quoteValue(controller)} (for ${quoteValue(`${controller}#${action}`)})`,
      404,
    );
  }

  /** 404 for a registered controller without that action method (Rails' `AbstractController::ActionNotFound`). */
  static actionNotFound(controller: string, action: string): RoutingError {
    return new RoutingError(
      `The action ${quoteValue(action)} could not be found for controller ${quoteValue(controller)}`,
      404,
    );
  }
}

brandAcrossCopies(RoutingError, 'RoutingError');

/** Sets an own field that assignment can change but that no listing (keys, inspect, JSON) shows. */
function hidden(error: Error, key: string, value: unknown): void {
  Object.defineProperty(error, key, { value, writable: true, configurable: true, enumerable: false });
}

/** Printable ASCII but `"`, `\`, `<`, `>` and `&`: JSON.stringify leaves these as they are. */
const PLAIN = /^[\x20\x21\x23-\x25\x27-\x3b\x3d\x3f-\x5b\x5d-\x7e]*$/;

/**
 * A value from the request as it appears in an error message: JSON-quoted (no control
 * character, no quote can end it) with `<`, `>` and `&` escaped as `\u003c` etc.
 */
/** Rails' `No route matches [GET] "/path"`, the path quoted: a 404's (and a 405's) message. */
export function noRouteMessage(method: string, path: string): string {
  return `No route matches [${method}] ${quoteValue(path)}`;
}

export function quoteValue(value: string): string {
  const text = String(value);
  // Most values (every 404's path) are printable ASCII with nothing to escape: quoting them by
  // hand skips JSON.stringify and the replace (measured 125 → 30 ns a value).
  if (PLAIN.test(text)) return `"${text}"`;
  return JSON.stringify(text).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
}

/** A form body larger than the middleware's `bodyLimit`, or with more fields than `parameterLimit`. */
export class PayloadTooLargeError extends RoutingError {
  constructor(limit: number, message = `request entity too large (limit ${limit} bytes)`) {
    super(message, 413);
    hidden(this, 'name', 'PayloadTooLargeError');
    this.stack = `${this.name}: ${message}`;
  }
}

brandAcrossCopies(ArgumentError, 'ArgumentError');
brandAcrossCopies(UrlGenerationError, 'UrlGenerationError');

/**
 * An error a controller raises for a request the client got wrong (strong parameters, format
 * negotiation): a status of its own, a message safe to show, and no stack trace, as routing
 * errors carry none (a hostile client must not fill logs with frames).
 */
abstract class RequestError extends Error {
  /** The HTTP status to answer with; Express' final handler reads it. */
  readonly status: number;
  /** The same number as `status`: Connect and other handlers read this spelling. */
  readonly statusCode: number;
  /** Safe to show: every value from the request in the message is quoted. */
  readonly expose: boolean;

  protected constructor(name: string, message: string, status: number) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = name;
    this.status = status;
    this.statusCode = status;
    this.expose = true;
    this.stack = `${name}: ${message}`;
  }
}

/**
 * Rails' `ActionController::ParameterMissing`: `require`/`expect` found the key missing, empty
 * or of the wrong shape. 400, `param is missing or the value is empty: post`.
 */
export class ParameterMissing extends RequestError {
  /** The key that was required. */
  readonly param: string;
  constructor(param: string) {
    super('ParameterMissing', `param is missing or the value is empty: ${paramText(param)}`, 400);
    this.param = param;
  }
}

/**
 * Rails' `ActionController::UnpermittedParameters`, thrown by `permit`/`expect` under
 * `unpermittedParameters: 'raise'`: 400, `found unpermitted parameters: :admin, :role`.
 */
export class UnpermittedParameters extends RequestError {
  /** The keys that were not permitted, in the order they came. */
  readonly params: readonly string[];
  constructor(params: readonly string[]) {
    super(
      'UnpermittedParameters',
      `found unpermitted parameter${params.length > 1 ? 's' : ''}: ${unpermittedList(params)}`,
      400,
    );
    this.params = [...params];
  }
}

/** Rails' `ActionController::UnknownFormat`: `respondTo` offers no format the request accepts. 406. */
export class UnknownFormat extends RequestError {
  constructor(message = 'ActionController::UnknownFormat') {
    super('UnknownFormat', message, 406);
  }
}

/** `:admin, :role`, as Rails prints unpermitted keys (each key quoted when it is not a plain word). */
export function unpermittedList(keys: readonly string[]): string {
  return keys.map((key) => `:${paramText(key)}`).join(', ');
}

/** A key from the request as it appears in a message: as it is when a plain word, else quoted. */
function paramText(key: string): string {
  return /^[A-Za-z0-9_]+$/.test(key) ? key : quoteValue(key);
}

brandAcrossCopies(ParameterMissing, 'ParameterMissing');
brandAcrossCopies(UnpermittedParameters, 'UnpermittedParameters');
brandAcrossCopies(UnknownFormat, 'UnknownFormat');

/**
 * A request that forgery protection could not verify (Rails'
 * `ActionController::InvalidAuthenticityToken`): no token, a token of another session, or an
 * `Origin` that is not the request's own. 422, as Rails answers it; the message names no
 * value from the request.
 */
export class InvalidAuthenticityToken extends RequestError {
  constructor(message = "Can't verify CSRF token authenticity.") {
    super('InvalidAuthenticityToken', message, 422);
  }
}

brandAcrossCopies(InvalidAuthenticityToken, 'InvalidAuthenticityToken');
