/**
 * The request attributes a hash constraint may name (`{ subdomain: 'api' }`). Rails keeps
 * only conditions that name a request method; other keys (say `id` on a route without
 * `:id`) are dropped when the route is built. The matcher knows how to read each one.
 */
const REQUEST_ATTRIBUTES = [
  'subdomain',
  'subdomains',
  'host',
  'hostname',
  'domain',
  'port',
  'ip',
  'remote_ip',
  'protocol',
  'scheme',
  'method',
  'request_method',
  'path',
  'fullpath',
  'user_agent',
  'content_type',
  'media_type',
  'xhr',
  'xml_http_request',
  'ssl',
  'referer',
  'format',
] as const;

export type RequestAttribute = (typeof REQUEST_ATTRIBUTES)[number];

const NAMES = new Set<string>(REQUEST_ATTRIBUTES);

export function isRequestAttribute(key: string): boolean {
  return NAMES.has(key);
}
