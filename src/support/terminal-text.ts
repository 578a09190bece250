/**
 * Text for a terminal: what a file name, an argument or a Ruby line holds is shown, never
 * obeyed. C0 and C1 control characters (escape sequences, carriage returns that overwrite a
 * line), DEL, line and paragraph separators and the bidirectional overrides (which reorder
 * what a reader sees) become `\xNN` / `\uNNNN` escapes; a backslash stays as it is.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
