/**
 * The adversarial suite, declared paths: what does the worst path string do to a declaration?
 * Generated paths from Rails' syntax (`:param`, `*glob`, groups, `(.:format)`) mixed with
 * characters past ASCII, percent signs, controls and lone UTF-16 surrogates (which have no
 * UTF-8 bytes, so no URL can carry them). Whatever is declared: the block either records the
 * route or throws `ArgumentError`, never another error; a recorded route is listed, and its
 * own path (a request for it) is recognized without a throw.
 */
import fc from 'fast-check';
import { ArgumentError, Router } from '../../src';

const PIECES = fc.constantFrom(
  '/',
  'photos',
  ':id',
  '*rest',
  '(',
  ')',
  '(.:format)',
  '.',
  '%',
  '%2F',
  '%ZZ',
  'café',
  '\u0000',
  '\u202e',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  ' ',
  '?',
  '#',
);
const hostilePath = fc.oneof(
  fc.array(PIECES, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

function declare(path: string, verb: 'get' | 'post'): Router | Error {
  const router = new Router();
  try {
    router.draw((r) => {
      r[verb](path, { to: 'pages#show' });
    });
    return router;
  } catch (error) {
    return error as Error;
  }
}

describe('a hostile declared path', () => {
  test('records the route or throws ArgumentError, and a recorded route answers its own path', () => {
    fc.assert(
      fc.property(hostilePath, fc.constantFrom('get', 'post' as const), (path, verb) => {
        const outcome = declare(path, verb);
        if (outcome instanceof Error) {
          expect(outcome).toBeInstanceOf(ArgumentError);
          return;
        }
        const route = outcome.routes[0];
        if (route === undefined) throw new Error(`no route recorded for ${JSON.stringify(path)}`);
        expect(() => outcome.recognize(verb.toUpperCase(), route.path.replace(/\(.*$/, ''))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  test.each([['seg\ud800'], ['\udc00/photos'], ['photos/:id/\ud83d']])(
    'a lone surrogate (%j) is refused with the path named',
    (path) => {
      expect(() => new Router().draw((r) => r.get(path, { to: 'pages#show' }))).toThrow(
        new ArgumentError(
          `Invalid route path: ${JSON.stringify(`/${path.replace(/^\//, '')}`)} is not well-formed Unicode (a lone surrogate)`,
        ),
      );
    },
  );

  test('a surrogate pair is a character like any other: escaped as its UTF-8 bytes', () => {
    const router = new Router().draw((r) => r.get('smile\ud83d\ude00', { to: 'pages#show', as: 'smile' }));
    expect(router.routes[0]?.path).toBe('/smile%F0%9F%98%80(.:format)');
  });
});
