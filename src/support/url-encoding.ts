/** Percent-encoding as Rails' Journey does it for path segments and whole paths. */

/** `escape_segment`: everything but unreserved characters, sub-delimiters, `:` and `@`. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(?:24|26|2B|2C|3B|3D|3A|40)/g, decodeURIComponent);
}

/** `escape_path`: a segment's escaping, but `/` stays (globs, redirect targets). */
export function encodePath(value: string): string {
  return value.split('/').map(encodeSegment).join('/');
}

/** `escape_fragment`: a path's escaping, `?` kept too. */
export function encodeFragment(value: string): string {
  return encodeSegment(value).replace(/%(?:2F|3F)/g, decodeURIComponent);
}
