/**
 * Every error railroute throws, one class per failure kind. Message texts are part of the
 * public contract (API.md) and are asserted verbatim by the tests.
 */

/** A mistake in a route declaration. Thrown synchronously while drawing. */
export class ArgumentError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'ArgumentError';
  }
}

/** A request that no route can take: 400 (bad URL), 404 (no route) or 405 (wrong verb). */
export class RoutingError extends Error {
  readonly status: number;
  readonly statusCode: number;
  /** For a 405: the verbs the path accepts, as sent in the `Allow` header. */
  readonly allowed?: string[];
  /** Headers Express' final handler sets on the error response (`Allow` for a 405). */
  readonly headers?: Record<string, string>;
  /** Routing errors are safe to show: Express' default handler prints the message. */
  readonly expose = true;

  constructor(message: string, status: number, allowed?: readonly string[]) {
    super(message);
    this.name = 'RoutingError';
    this.status = status;
    this.statusCode = status;
    if (allowed) {
      // The caller's list may be shared; each error gets its own.
      this.allowed = [...allowed];
      this.headers = { Allow: allowed.join(', ') };
    }
  }

  static noRoute(method: string, path: string): RoutingError {
    return withoutStack(() => new RoutingError(`No route matches [${method}] ${JSON.stringify(path)}`, 404));
  }

  static methodNotAllowed(method: string, path: string, allowed: readonly string[]): RoutingError {
    return withoutStack(() => new RoutingError(`No route matches [${method}] ${JSON.stringify(path)}`, 405, allowed));
  }

  static badRequest(path: string): RoutingError {
    return withoutStack(() => new RoutingError(`Invalid path encoding: ${JSON.stringify(path)}`, 400));
  }
}

/**
 * A request-level error says nothing about the code that raised it, and capturing a stack
 * for every 404 costs more than routing the request (measured with `npm run bench:http`).
 */
function withoutStack<T>(build: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return build();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** A form body larger than the middleware's `bodyLimit`. */
export class PayloadTooLargeError extends RoutingError {
  constructor(limit: number) {
    super(`request entity too large (limit ${limit} bytes)`, 413);
    this.name = 'PayloadTooLargeError';
  }
}

/** A URL helper could not build a URL (missing parameter, constraint not met, no host). */
export class UrlGenerationError extends Error {
  /** The route name the helper was generating for, when there is one. */
  readonly routeName?: string;

  constructor(message: string, routeName?: string) {
    super(message);
    this.name = 'UrlGenerationError';
    if (routeName !== undefined) this.routeName = routeName;
  }
}

export const MISSING_HOST_MESSAGE =
  'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true';
