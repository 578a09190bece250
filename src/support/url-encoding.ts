/**
 * Percent-encoding as Rails' Journey does it for path segments and whole paths: a URL rule
 * (the browser module ships it), read from there.
 */
export { encodeFragment, encodeSegment, encodeSlashedText as encodePath } from '../url-rules/values';
