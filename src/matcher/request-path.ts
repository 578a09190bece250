/**
 * The request path as routes see it: query string dropped, repeated and trailing slashes
 * removed, escapes upper-cased, still encoded (segments are matched encoded and decoded
 * afterwards, as Rails does). Null for a malformed escape: that request is a 400.
 */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i;
const BAD_ESCAPE = /%(?![0-9a-fA-F]{2})/;

export function normalizeRequestPath(url: string): string | null {
  let path = url;
  const query = path.indexOf('?');
  if (query !== -1) path = path.slice(0, query);
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  if (path.charCodeAt(0) !== 47 /* / */) path = ABSOLUTE.test(path) ? path.replace(ABSOLUTE, '') || '/' : `/${path}`;
  // Fast path: most request paths need no change at all.
  if (path.indexOf('//') !== -1) path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) path = path.slice(0, -1);
  if (path.indexOf('%') !== -1) {
    if (BAD_ESCAPE.test(path)) return null;
    try {
      decodeURIComponent(path);
    } catch {
      return null;
    }
    path = path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  }
  return path;
}
