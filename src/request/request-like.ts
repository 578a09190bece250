/**
 * The request a request constraint reads: an Express request, a bare node request, or the
 * request-like object given to `recognize`. Its own file so that the request-condition and
 * request-format modules both read it without importing each other.
 */
export interface RequestLike {
  /** Header values by lower-case name (`host`, `accept`, ...): `headers` constraints, the format. */
  headers?: Record<string, string | string[] | undefined>;
  /** The host without its port (else read from the `Host` header): `host`, `domain`, `subdomain`. */
  hostname?: string;
  /** Express' subdomains, nearest first (else worked out from the host). */
  subdomains?: string[];
  /** The client's address (else the socket's): `ip` constraints. */
  ip?: string;
  /** `http` or `https` (else from the socket): `protocol` constraints. */
  protocol?: string;
  /** The verb, upper case. */
  method?: string;
  /** The request target (the query's `format` counts, as in Rails). */
  url?: string;
  /** The path parameters, set while constraints run. */
  params?: Record<string, unknown>;
  /** The connection, where the address and TLS come from when Express has not set them. */
  socket?: {
    /** The client's address. */
    remoteAddress?: string;
    /** True over TLS. */
    encrypted?: boolean;
  };
  /** Whatever else an application's constraint function reads. */
  [key: string]: unknown;
}
