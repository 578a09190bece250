/**
 * The options a URL helper takes besides route parameters (`host`, `protocol`, `anchor`,
 * `params`, ... as Rails' `url_for` reads them; their names are url-rules/url-options.ts'),
 * and what a helper knows of the request it runs in (the parameters it recalls, the
 * request's host, protocol and script name).
 */

/** Options every URL helper understands besides route parameters. */
export interface UrlOptions {
  /** The host of a `_url`, which may carry a scheme and port (`'https://example.com:8080'`). */
  host?: string;
  /** `'https'`, `'https:'`, `'https://'`; `'//'` or `false` for a protocol-relative URL. */
  protocol?: string | false;
  /** The port of a `_url`. */
  port?: number | string;
  /** Replaces the host's subdomain; `false`: none. */
  subdomain?: string | false;
  /** Replaces the host's domain (its last two labels). */
  domain?: string;
  /** Prefix for every generated path: the mount point (Express `req.baseUrl`). */
  script_name?: string;
  /** `true`: a `_url` helper (or `url_for`) gives the path only; `false`: `url_for` gives a full URL. */
  only_path?: boolean;
  /** `false` or `null`: no fragment. */
  anchor?: string | false | null;
  /** More query parameters, besides the keys that are not route parameters. */
  params?: Record<string, unknown>;
  /** In `defaultUrlOptions`, any other key is a default for the path parameter of that name. */
  [parameter: string]: unknown;
}

/** What a helper knows of the request it runs in. */
export interface HelperContext {
  /** The current request's path parameters: they fill missing ones of the same name. */
  recall: Record<string, unknown>;
  /** Host, protocol and script name from the request (they win over `defaultUrlOptions`). */
  request: UrlOptions & {
    /** The request's `Host` when it is not a valid `host[:port]` (request/origin.ts): a `_url` with no other host is then a 400. */
    invalidHost?: string;
  };
}

export const NO_CONTEXT: HelperContext = { recall: {}, request: {} };
