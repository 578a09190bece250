/**
 * Text for a terminal: what a file name, an argument or a Ruby line holds is shown, never
 * obeyed. C0 and C1 control characters (escape sequences, carriage returns that overwrite a
 * line, tabs), DEL, line and paragraph separators, byte-order marks and the bidirectional marks and overrides (which reorder
 * what a reader sees) become `\uNNNN` escapes; a backslash stays as it is.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
