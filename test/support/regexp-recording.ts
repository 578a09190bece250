/**
 * Runs `body`, recording every RegExp whose exec/test is called, the input it saw and the
 * characters it was asked to read: for a global or sticky RegExp, from its `lastIndex` to the
 * end of its match (a `replace` loop reads each character once), else the whole input.
 */
export function recording(body: () => void): Array<[RegExp, string, number]> {
  const seen: Array<[RegExp, string, number]> = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the originals: called with .call(this), then put back
  const { exec, test } = RegExp.prototype;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const result = exec.call(this, text);
    const to = (this.global || this.sticky) && result !== null ? this.lastIndex : text.length;
    seen.push([this, text, Math.max(0, to - from)]);
    return result;
  };
  RegExp.prototype.test = function (this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const result = test.call(this, text);
    const to = (this.global || this.sticky) && result ? this.lastIndex : text.length;
    seen.push([this, text, Math.max(0, to - from)]);
    return result;
  };
  try {
    body();
  } finally {
    RegExp.prototype.exec = exec;
    RegExp.prototype.test = test;
  }
  return seen;
}
