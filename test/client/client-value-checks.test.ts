/**
 * The `--client` module checks a required value as the server's helpers do, with the same
 * checker (url-rules/value-program.ts, shipped compiled) over each constraint's program
 * (shipped as data): the same answers, lookaround and large counts included, and work
 * linear in the value, where the native RegExp it used before backtracked (×8 per doubling
 * on the overlapping loops below). Work is counted (characters the checker reads, and which
 * RegExps run natively on the value), never timed.
 */
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { generateClientModule } from '../../src/generators/client-module';
import { recording } from '../support/regexp-recording';
import { loadClient, outcome } from './load-client';

const CONSTRAINTS: RegExp[] = [
  /(?=\w)[a-z0-9]+[0-9]+[a-z0-9]*/,
  /(?!x)[a-z0-9]+[0-9]+[a-z0-9]*(?<!z)/,
  /(?:(?=[a-z0-9]*1)[a-z0-9])+[0-9]+/,
  /(?!.*\.php$)[\w.-]{1,4096}/,
  /[a-z]{2,3000}\d?/,
];

const router = new Router().draw((r) => {
  CONSTRAINTS.forEach((id, i) => r.get(`c${i}/:id`, { to: 'c#show', as: `c${i}`, id } as never));
});
const engine = engineOf(router)!;
const client = loadClient(
  generateClientModule({
    routes: engine.routes(),
    directNames: engine.directNames(),
    defaultUrlOptions: engine.defaultUrlOptions(),
  }).js,
);
const server = router.helpers as unknown as Record<string, (value: string) => string>;
const helper = (i: number): ((value: string) => string) => client[`c${i}_path`] as (value: string) => string;

/** Characters read through `charCodeAt` while `body` runs: what the checker reads. */
function charactersRead(body: () => void): number {
  const proto = String.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, put back below
  const original = proto.charCodeAt;
  let reads = 0;
  proto.charCodeAt = function (this: string, index: number) {
    reads++;
    return original.call(this, index);
  };
  try {
    body();
  } finally {
    proto.charCodeAt = original;
  }
  return reads;
}

describe.each(CONSTRAINTS.map((constraint, i) => [String(constraint), i] as const))('%s', (_name, i) => {
  test("the module's helper answers what the server's does, byte for byte", () => {
    const letters = ['a', '1', 'x', 'z', '.', 'php'];
    const values = ['', 'a'.repeat(4096), 'a'.repeat(4097), 'a'.repeat(3000), 'a'.repeat(3001)];
    for (const a of letters) for (const b of letters) for (const c of letters) values.push(a + b + c, a + b);
    for (const value of values)
      expect([value.slice(0, 8), outcome(() => helper(i)(value))]).toEqual([
        value.slice(0, 8),
        outcome(() => server[`c${i}_path`]?.(value)),
      ]);
  });

  test('complexity guard: a hostile value is checked by reading it a bounded number of times, never natively', () => {
    const read = (length: number): number => {
      const hostile = `${'1'.repeat(length)}!`;
      let reads = 0;
      const native = recording(() => {
        reads = charactersRead(() => outcome(() => helper(i)(hostile)));
      });
      // No RegExp ran over the value (the native check backtracked on it).
      expect(native.filter(([, input]) => input.length >= length)).toEqual([]);
      return reads;
    };
    const small = read(1024);
    const large = read(8192);
    expect(small).toBeGreaterThan(0);
    expect(large).toBeLessThanOrEqual(9 * small);
  });
});
