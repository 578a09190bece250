/**
 * Percent-encoding as Rails' Journey does it for path segments and whole paths: a URL rule
 * (the browser module ships it), read from there.
 */
import { encodeSegment as segment, encodeSlashedText } from '../url-rules/values';

// Constants, not `export { ... } from`: a re-export compiles into a getter each call goes through.
export const encodeSegment = segment;
export const encodePath = encodeSlashedText;
