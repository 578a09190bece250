/**
 * The `scheme://host:port` of a `_url` helper, as Rails' `ActionDispatch::Http::URL` builds
 * it: a host may carry its own scheme and port (`'https://example.com:8080'`), an explicit
 * `protocol` wins over that scheme, `'//'` or `false` give a protocol-relative URL, and the
 * standard port of the scheme is left out.
 */
import { MISSING_HOST_MESSAGE, UrlGenerationError } from '../errors';
import type { UrlOptions } from './url-options';

/** Scheme, host (a bracketed IPv6 address or a name) and port of a `host` option. */
const HOST_PARTS = /^([^:/]+:\/\/|\/\/)?(\[[^\]]+\]|[^:/]+)(?::(\d+))?\/?$/;

/** `'https'`, `'https:'`, `'https://'` → `'https://'`; `'//'`, `false` → `'//'`. */
function normalizeProtocol(protocol: unknown): string {
  if (protocol === false || protocol === '//') return '//';
  if (protocol === undefined || protocol === null || protocol === '') return 'http://';
  const scheme = /^[^:]+/.exec(String(protocol));
  return `${scheme ? scheme[0] : String(protocol)}://`;
}

export function buildOrigin(url: UrlOptions): string {
  if (!url.host) throw new UrlGenerationError(MISSING_HOST_MESSAGE);
  let host = String(url.host);
  let protocol: unknown = url.protocol;
  let port: string | undefined;
  const parts = HOST_PARTS.exec(host);
  if (parts) {
    if (protocol === undefined || protocol === null) protocol = parts[1];
    host = parts[2] as string;
    port = parts[3];
  }
  if (url.port !== undefined && url.port !== null) port = url.port === '' ? undefined : String(url.port);
  // As Rails' normalize_host: an IPv4 address (or a bracketed IPv6 one) has no subdomain to
  // change; `subdomain: true` (or absent) keeps the host's own, `false`/`''` drops it.
  if ((url.subdomain !== undefined || url.domain !== undefined) && !/^(\d+\.\d+\.\d+\.\d+|\[.*\])$/.test(host)) {
    const labels = host.split('.');
    const domain = url.domain ?? labels.slice(-2).join('.');
    const subdomain = url.subdomain === undefined || (url.subdomain as unknown) === true ? labels.slice(0, -2).join('.') : url.subdomain;
    host = subdomain ? `${subdomain}.${domain}` : domain;
  }
  const scheme = normalizeProtocol(protocol);
  const standard = (scheme === 'http://' && port === '80') || (scheme === 'https://' && port === '443');
  return `${scheme}${host}${port && !standard ? `:${port}` : ''}`;
}
