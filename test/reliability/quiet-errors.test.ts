/**
 * Routing errors are quiet (API.md Middleware §4): no stack trace (at most the first line of
 * `err.stack`), and every value from the URL appears JSON-quoted with `<`, `>` and `&`
 * escaped, for each kind of RoutingError (no route, 405, uninitialized controller, action not
 * found, bad request, 413, 415, bad parameters). Generated hostile values, Express 4 and 5,
 * bare node:http.
 */
import fc from 'fast-check';
import { Controller, Router, RoutingError } from '../../src';
import { quoteValue } from '../../src/errors';
import { EXPRESSES, listen, send, type Listening } from './support';

jest.setTimeout(30000);

class PhotosController extends Controller {
  show(): void {
    this.res.json({ params: this.params });
  }
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.draw((r) => {
    r.resources('photos', { only: ['show', 'update'] });
    r.get('q/:id', { to: 'photos#show' });
    r.get('x/:controller/:action');
  });
  return router;
}

/** The checks every RoutingError passes. */
function expectQuiet(err: any): void {
  expect(err).toBeInstanceOf(RoutingError);
  expect(String(err.stack).split('\n')).toHaveLength(1);
  expect(err.message).not.toMatch(/[<>&\r\n]/);
  expect(err.expose).toBe(true);
  expect(err.status).toBe(err.statusCode);
}

const MARKUP = '<img src=x onerror=alert(1)>&amp;';

describe('quoteValue', () => {
  test('JSON-quoted, markup escaped, reads back to the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const quoted = quoteValue(value);
        expect(quoted).not.toMatch(/[<>&\r\n\u2028\u2029]/);
        expect(JSON.parse(quoted)).toBe(value);
      }),
    );
    expect(quoteValue(MARKUP)).toBe('"\\u003cimg src=x onerror=alert(1)\\u003e\\u0026amp;"');
  });

  test.each([
    ['noRoute', RoutingError.noRoute('GET', MARKUP), 404, 'No route matches [GET] '],
    ['methodNotAllowed', RoutingError.methodNotAllowed('POST', MARKUP, ['GET']), 405, 'No route matches [POST] '],
    ['badRequest', RoutingError.badRequest(MARKUP), 400, 'Invalid path encoding: '],
    [
      'uninitializedController',
      RoutingError.uninitializedController(MARKUP, 'index'),
      404,
      'uninitialized controller ',
    ],
    ['actionNotFound', RoutingError.actionNotFound('photos', MARKUP), 404, 'The action '],
    ['constructed directly', new RoutingError('plain', 404), 404, 'plain'],
  ])('%s: quiet', (_name, err, status, start) => {
    expectQuiet(err);
    expect(err.status).toBe(status);
    expect(err.message.startsWith(start)).toBe(true);
    if (_name !== 'constructed directly')
      expect(err.message).toContain(quoteValue(_name === 'uninitializedController' ? MARKUP : MARKUP));
  });
});

/** Requests that raise each kind of RoutingError, with a hostile value in the URL. */
const KINDS: Array<
  [string, (value: string) => { method: string; path: string; headers?: Record<string, string>; body?: string }, number]
> = [
  ['no route', (v) => ({ method: 'GET', path: `/nothing/${v}` }), 404],
  ['405', (v) => ({ method: 'DELETE', path: `/q/${v}` }), 405],
  ['uninitialized controller', (v) => ({ method: 'GET', path: `/x/${v}/show` }), 404],
  ['action not found', (v) => ({ method: 'GET', path: `/x/photos/${v}` }), 404],
  ['bad request (malformed escape)', (v) => ({ method: 'GET', path: `/photos/${v}%zz` }), 400],
  [
    'bad parameters (conflicting keys)',
    (v) => ({ method: 'GET', path: `/q/1?${encodeURIComponent(v)}=1&${encodeURIComponent(v)}[a]=2` }),
    400,
  ],
  [
    '413',
    (v) => ({
      method: 'POST',
      path: `/photos/${v}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `_method=patch${'&a=1'.repeat(1000)}`,
    }),
    413,
  ],
  [
    '415',
    (v) => ({
      method: 'POST',
      path: `/photos/${v}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'zip' },
      body: '_method=patch',
    }),
    415,
  ],
];

/** Hostile text as a client can put it in a request target (raw `<`, `>`, `&`, `"` are sent as they are). */
const hostile = fc
  .array(
    fc.constantFrom(
      '<svg>',
      '<img%20src=x%20onerror=alert(1)>',
      '<',
      '>',
      '&',
      '"',
      "'",
      '\\',
      'a',
      '%3Cb%3E',
      '%26',
      '%22',
      '%0A',
      '%E2%80%A8',
      '<script>',
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(''));

describe.each(EXPRESSES)('%s: every RoutingError is quiet', (_label, express) => {
  let server: Listening;
  let caught: any[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(makeRouter().middleware());
    app.use((err: any, _req: any, res: any, _next: any) => {
      caught.push(err);
      res
        .status(err.status ?? 500)
        .type('text/html')
        .send(`<p>${err.message}</p>`);
    });
    server = await listen(app);
  });
  afterAll(() => server.close());

  test.each(KINDS)('%s', async (_name, build, status) => {
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        caught = [];
        const { method, path, headers, body } = build(value);
        const res = await send(server.port, method, path, { headers, body });
        expect([path, res.status]).toEqual([path, status]);
        expect(caught).toHaveLength(1);
        expectQuiet(caught[0]);
        // The page that prints err.message carries no markup from the URL.
        expect(res.text.replace(/^<p>|<\/p>$/g, '')).not.toMatch(/[<>]/);
      }),
      { numRuns: 40 },
    );
  });
});

describe('bare node:http: the answer is one quiet line', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(makeRouter().middleware());
  });
  afterAll(() => server.close());

  test.each(KINDS)('%s', async (_name, build, status) => {
    const { method, path, headers, body } = build('<img%20src=x%20onerror=alert(1)><svg>');
    const res = await send(server.port, method, path, { headers, body });
    expect(res.status).toBe(status);
    expect(res.text).not.toMatch(/[<>]/);
    expect(res.text.trim().split('\n')).toHaveLength(1);
  });
});
