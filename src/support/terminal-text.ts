/**
 * Text for a terminal: what a file name, an argument, a route's defaults or a Ruby line holds
 * is shown, never obeyed. The characters that act instead of showing — every control (C0, C1,
 * DEL: escape sequences, a carriage return that overwrites a line, tabs, U+0085), every format
 * character (the bidirectional marks, embeddings, overrides and isolates that reorder what a
 * reader sees, zero-width characters, the byte-order mark, tag characters), the line and
 * paragraph separators, and lone surrogates — become `\uNNNN` escapes, one per UTF-16 unit
 * (U+E0001 is `\udb40\udc01`); a backslash stays as it is. The same escapes mean the same
 * character inside a JavaScript string, a JSON string or a JavaScript regexp, so source text
 * (the module `railroute import` writes) is made inert with them too.
 */

/** Controls (Cc), format characters (Cf), line (Zl) and paragraph (Zp) separators, lone surrogates (Cs). */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const ANY_UNSAFE = new RegExp(UNSAFE.source, 'u');

const unitEscape = (unit: number): string => `\\u${unit.toString(16).padStart(4, '0')}`;

/** `\uNNNN` for each UTF-16 unit of the character. */
function escapeCharacter(c: string): string {
  let escaped = '';
  for (let i = 0; i < c.length; i++) escaped += unitEscape(c.charCodeAt(i));
  return escaped;
}

/** The text with every character that acts instead of showing written as its escape. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapeCharacter);
}

/** Whether `terminalSafe` would change the text (a test of one character, or of any text). */
export function hasUnsafeCharacters(text: string): boolean {
  return ANY_UNSAFE.test(text);
}

/**
 * JSON or JavaScript text railroute generated, every string in it written by `JSON.stringify`
 * (so no string holds a raw control, and none a backslash before a raw character): its line
 * breaks and tabs kept, every other unsafe character escaped. Such a character can only be in
 * a string or a comment, where the escape means the same character (or shows it).
 */
export function inertSource(text: string): string {
  return text.replace(/[^\n\t]+/g, terminalSafe);
}
