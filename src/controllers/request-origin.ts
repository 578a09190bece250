/**
 * The request's own origin (`https://example.com:8443`), as forgery protection compares an
 * `Origin` header with it and chooses a cookie's `Secure` flag. One function, one call site
 * per use: the per-request origin reading of request/ takes its place when there is one.
 */
import type { RouterRequest } from '../request/http-types';
import { protocol } from '../request/request-conditions';
import { requestHost } from '../request/origin';
import { constraintView } from '../request/constraint-view';

/** What Express adds that this reads: its app's compiled `trust proxy` test. */
interface ExpressRequest extends RouterRequest {
  app?: { get?(setting: string): unknown };
}

/**
 * Scheme, host and port as Express reads them: `req.protocol` (`trust proxy` decides whether
 * `X-Forwarded-Proto` counts) and the host as Express 5's `req.host` reads it (the first
 * `X-Forwarded-Host` when the peer is trusted, else `Host`). Without Express: the connection's
 * scheme and the `Host` header. Undefined when no valid host is known.
 */
export function requestOriginFor(req: RouterRequest): string | undefined {
  const scheme = protocol(constraintView(req));
  let host: string | undefined;
  const trust = (req as ExpressRequest).app?.get?.('trust proxy fn') as ((...args: never[]) => unknown) | undefined;
  const forwarded = req.headers['x-forwarded-host'];
  if (typeof trust === 'function' && typeof forwarded === 'string' && trusts(trust, req.socket?.remoteAddress)) {
    host = requestHost({ host: (forwarded.split(',')[0] as string).trim() });
  } else host = requestHost(req.headers);
  if (host === undefined) return undefined;
  // As Rack's `base_url`: a scheme's default port is not written (browsers' Origin leaves it out).
  const origin = `${scheme}://${host.toLowerCase()}`;
  return origin.replace(scheme === 'https' ? /:443$/ : /:80$/, '');
}

/** Express' compiled `trust proxy` test, asked about the nearest peer. */
function trusts(trust: (...args: never[]) => unknown, address: string | undefined): boolean {
  return Boolean(Reflect.apply(trust, undefined, [address, 0]));
}
