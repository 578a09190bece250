/**
 * Ruby's `String#blank?` (what Rails' `present?`, `require` and `tag_options` read): empty or
 * only `[[:space:]]`, Unicode's White_Space. Not JavaScript's `\s`, which holds U+FEFF and
 * lacks U+0085.
 */
const BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

export function isBlankText(text: string): boolean {
  return BLANK.test(text);
}
