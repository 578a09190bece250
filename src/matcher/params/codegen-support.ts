/**
 * Whether this process may generate code (`new Function`): a Content Security Policy
 * without `unsafe-eval`, or `node --disallow-code-generation-from-strings`, forbids it with
 * an `EvalError`. Asked once; where it is forbidden the matcher interprets its tables and
 * builds params by one general loop (the same answers, more slowly).
 */
let available: boolean | undefined;

export function codegenAvailable(): boolean {
  if (available === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      available = (new Function('return true') as () => boolean)();
    } catch (error) {
      // By name: the error may come from another realm (a VM context, a browser frame).
      if ((error as { name?: unknown } | null)?.name !== 'EvalError') throw error;
      available = false;
    }
  }
  return available;
}
