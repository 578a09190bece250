/**
 * The adversarial suite, values given to URL helpers: what does the worst string do to a
 * helper, on the server and in the `--client` module? Generated strings of any UTF-16 code
 * units — lone surrogates included (a title cut in the middle of an emoji), controls, `%`,
 * `/`, `?`, `#` — as a segment, a glob, a query value and key, and an anchor. Whatever the
 * value: the helper answers a URL or throws `UrlGenerationError` (a value its route refuses),
 * never another error; the server and the browser module answer the same; and a path a
 * segment helper answered is recognized back to the value, a lone surrogate as U+FFFD (the
 * URL standard's writing of it).
 */
import fc from 'fast-check';
import { Router, UrlGenerationError } from '../../src';
import { clientOf } from '../client/helper-paths';

const router = new Router().draw((r) => {
  r.resources('photos');
  r.get('files/*path', { to: 'files#show', as: 'file' });
});
type Helper = (...args: unknown[]) => string;
interface Helpers extends Record<string, Helper> {
  photo_path: Helper;
  photos_path: Helper;
  file_path: Helper;
}
const server = router.helpers as unknown as Helpers;
const client = clientOf(router) as Helpers;

const PIECES = fc.constantFrom('\ud800', '\udfff', '\ud83d\ude00', 'é', '%', '/', '?', '#', '.', ' ', '\u0000', 'a');
const hostile = fc.oneof(
  fc.array(PIECES, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }),
);

type Call = (helpers: Helpers, value: string) => string;
const CALLS: Record<string, Call> = {
  segment: (h, v) => h.photo_path(v),
  glob: (h, v) => h.file_path(v),
  query: (h, v) => h.photos_path({ q: v, [v]: 'key' }),
  anchor: (h, v) => h.photos_path({ anchor: v }),
};

function outcome(call: Call, helpers: Helpers, value: string): string {
  try {
    return call(helpers, value);
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe(UrlGenerationError.name);
    return `error: ${(error as Error).message}`;
  }
}

const wellFormed = (text: string): string => text.replace(/\p{Surrogate}/gu, '\uFFFD');

describe('a hostile helper value', () => {
  test.each(Object.keys(CALLS))('%s: a URL or UrlGenerationError, the same on server and client', (kind) => {
    const call = CALLS[kind] as Call;
    fc.assert(
      fc.property(hostile, (value) => {
        expect(outcome(call, client, value)).toBe(outcome(call, server, value));
      }),
      { numRuns: 500 },
    );
  });

  test('a segment path is recognized back to the value, a lone surrogate as U+FFFD', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const answer = outcome(CALLS.segment as Call, server, value);
        if (answer.startsWith('error: ')) return;
        const recognized = router.recognize('GET', answer);
        // A dot starts the format (by design), so only a value without one comes back whole.
        if (!value.includes('.')) expect(recognized?.params.id).toBe(wellFormed(value));
      }),
      { numRuns: 1000 },
    );
  });

  test.each([
    ['photo_path', ['a\ud800b'], '/photos/a%EF%BF%BDb'],
    ['photos_path', [{ q: '\udc00' }], '/photos?q=%EF%BF%BD'],
    ['photos_path', [{ anchor: 'x\ud83d' }], '/photos#x%EF%BF%BD'],
    ['file_path', ['a/\ud800/b'], '/files/a/%EF%BF%BD/b'],
  ])('%s(%j) → %s', (name, args, expected) => {
    expect(server[name]?.(...args)).toBe(expected);
    expect(client[name]?.(...args)).toBe(expected);
  });
});
