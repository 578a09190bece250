/**
 * Text copied from the Ruby file into a `//` comment of the written module (comments, TODO
 * lines, the file name). JavaScript ends a `//` comment at any line terminator: LF, CR,
 * U+2028 and U+2029; whatever followed one would be code. So every character that could end
 * the comment, and every other control or bidirectional-override character (which could make
 * code look like a comment to a reader), is written as a visible escape (`\u2028`), and the
 * comment can only ever be one line of comment. The characters are `terminalSafe`'s, a tab
 * kept.
 */
import { terminalSafe } from '../support/terminal-text';

/** One line of comment text: a line ending's `\r` dropped, every unsafe character but a tab escaped. */
export function commentText(text: string): string {
  return text.replace(/\r$/, '').split('\t').map(terminalSafe).join('\t');
}

/** Text for the terminal: every control character (tabs and escape sequences included) shown escaped. */
export { terminalSafe as terminalText } from '../support/terminal-text';
