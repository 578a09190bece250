/**
 * The two errors the URL rules throw, defined here so that the browser module ships the same
 * classes (by their source) as the server's `errors.ts` exports: one name, one message.
 */

/** A mistake in a declaration or an option (here: a host that is no `host[:port]`). */
export class ArgumentError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'ArgumentError';
  }
}

/**
 * A URL helper could not build a URL (missing parameter, constraint not met, no host);
 * `routeName`: the route it was generating for, when there is one.
 */
export class UrlGenerationError extends Error {
  /** The name of the route the helper was generating for, when there is one. */
  readonly routeName?: string;

  constructor(message: string, routeName?: string) {
    super(message);
    this.name = 'UrlGenerationError';
    if (routeName !== undefined) this.routeName = routeName;
  }
}

export const MISSING_HOST_MESSAGE =
  'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true';
