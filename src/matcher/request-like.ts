/**
 * The request a request constraint reads: an Express request, a bare node request, or the
 * request-like object given to `recognize`. Its own file so that the request-condition and
 * request-format modules both read it without importing each other.
 */
export interface RequestLike {
  headers?: Record<string, string | string[] | undefined>;
  hostname?: string;
  subdomains?: string[];
  ip?: string;
  protocol?: string;
  method?: string;
  url?: string;
  params?: Record<string, unknown>;
  socket?: { remoteAddress?: string; encrypted?: boolean };
  [key: string]: unknown;
}
