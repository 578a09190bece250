/**
 * Text copied from the Ruby file into a `//` comment of the written module (comments, TODO
 * lines, the file name). JavaScript ends a `//` comment at any line terminator: LF, CR,
 * U+2028 and U+2029; whatever followed one would be code. So every character that could end
 * the comment, and every other control or bidirectional-override character (which could make
 * code look like a comment to a reader), is written as a visible escape (`\u2028`), and the
 * comment can only ever be one line of comment.
 */

/** Line terminators, C0/C1 controls (tab kept), DEL, bidi embeddings, overrides and isolates. */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

const escape = (c: string): string => `\\u${(c.codePointAt(0) as number).toString(16).padStart(4, '0')}`;

/** One line of comment text: a line ending's `\r` dropped, every unsafe character escaped. */
export function commentText(text: string): string {
  return text.replace(/\r$/, '').replace(UNSAFE, escape);
}

/** Text for the terminal: every control character (tabs and escape sequences included) shown escaped. */
export { terminalSafe as terminalText } from '../support/terminal-text';
