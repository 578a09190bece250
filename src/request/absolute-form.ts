/**
 * A request target in absolute form (`GET http://host/x HTTP/1.1`, which HTTP/1.1 lets a
 * client send and proxies do), or a URL a test names: its scheme, its authority and the rest,
 * split where RFC 3986 splits them (the authority ends at the first `/`, `?` or `#`). Routing
 * reads only the rest; `railroute/testing` reads the host from the authority too.
 */
const SCHEME_AUTHORITY_REST = /^([a-z][a-z\d+.-]*):\/\/([^/?#]*)(.*)$/is;

export interface AbsoluteFormParts {
  scheme: string;
  authority: string;
  rest: string;
}

/** `http://a.org:3000/x?y` → `http`, `a.org:3000`, `/x?y`; null for a path or a protocol-relative `//host/x`. */
export function splitAbsoluteForm(target: string): AbsoluteFormParts | null {
  const match = SCHEME_AUTHORITY_REST.exec(target);
  if (match === null) return null;
  return { scheme: match[1] as string, authority: match[2] as string, rest: match[3] as string };
}

/** The target without its scheme and authority (`''` when only those were sent); any other target as it is. */
export function withoutOrigin(target: string): string {
  const parts = splitAbsoluteForm(target);
  return parts === null ? target : parts.rest;
}
