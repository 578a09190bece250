/** Runs `body`, recording every RegExp whose exec/test is called, and the input it saw (what the linear-time tests inspect). */
export function recording(body: () => void): Array<[RegExp, string]> {
  const seen: Array<[RegExp, string]> = [];
  const { exec, test } = RegExp.prototype;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    seen.push([this, String(input)]);
    return exec.call(this, input);
  };
  RegExp.prototype.test = function (this: RegExp, input: string) {
    seen.push([this, String(input)]);
    return test.call(this, input);
  };
  try {
    body();
  } finally {
    RegExp.prototype.exec = exec;
    RegExp.prototype.test = test;
  }
  return seen;
}
