/**
 * Whether a URL names its own host: a scheme and `//` (`https://a.org/x`), or `//` alone
 * (protocol-relative, which a browser resolves to another host too). A `_path` of such a URL
 * keeps only its path; a redirect's Location is used as it is; a host option that starts so
 * brings its own scheme.
 */
const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

export function isAbsoluteUrl(text: string): boolean {
  return ABSOLUTE_URL.test(text);
}
