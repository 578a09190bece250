/**
 * What a 404 or 405 costs the log. Express' final handler logs every error it answers
 * (`console.error(err)` in Express 5, `err.stack` in Express 4) unless the app's env is
 * `test`; a scanner's thousand 404s must not become five thousand lines. A routing error
 * prints as one line there, and an app's own error handler (the README's) prints none.
 */
import { format } from 'node:util';
import request from 'supertest';
import { Router, RoutingError } from '../../src';
import { EXPRESSES } from './support';
import { blocksOf, type Block } from '../docs/markdown-blocks';
import { runBlock } from '../docs/run-block';

function photosRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', {
    show: (_req: unknown, res: { send(text: string): void }) => res.send('photo'),
  });
  router.draw((r) => r.resources('photos', { only: ['show'] }));
  return router;
}

/** Lines written with console.error while `run` goes and until Express' deferred log has run. */
async function loggedLines(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(...format(...args).split('\n'));
  });
  try {
    await run();
    // Both majors log after the response, on a later turn (setImmediate or process.nextTick).
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    spy.mockRestore();
  }
  return lines;
}

/** An app built while NODE_ENV is `production`: Express reads its env when the app is created. */
function productionApp(express: any): any {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return express();
  } finally {
    process.env.NODE_ENV = before;
  }
}

describe.each(EXPRESSES)('%s', (_name, express) => {
  test.each([
    ['production', (e: any) => productionApp(e)],
    ['development', (e: any) => e().set('env', 'development')],
  ])('with NODE_ENV=%s, the final handler logs a 404 and a 405 as one line each', async (_env, create) => {
    const app = create(express);
    app.use(photosRouter().middleware());
    const lines = await loggedLines(async () => {
      await request(app).get('/nope').expect(404);
      await request(app).post('/photos/1').expect(405);
    });
    expect(lines).toEqual([
      expect.stringMatching(/^\[?RoutingError: No route matches \[GET\] "\/nope"\]?$/),
      expect.stringMatching(/^\[?RoutingError: No route matches \[POST\] "\/photos\/1"\]?$/),
    ]);
  });

  test('an app whose error handler answers routing errors itself logs nothing for them', async () => {
    const app = productionApp(express);
    app.use(photosRouter().middleware());
    app.use((err: { status?: number }, _req: unknown, res: any, next: (err: unknown) => void) => {
      if (!(err instanceof RoutingError)) return next(err);
      res.status(err.status).send(err.message);
    });
    const lines = await loggedLines(() => request(app).get('/nope').expect(404));
    expect(lines).toEqual([]);
  });
});

test('the error keeps what handlers read: status, statusCode, expose, allowed and the Allow header', () => {
  const error = RoutingError.methodNotAllowed('POST', '/photos/1', ['GET', 'HEAD']);
  expect([error.status, error.statusCode, error.expose, error.allowed, error.headers]).toEqual([
    405,
    405,
    true,
    ['GET', 'HEAD'],
    { Allow: 'GET, HEAD' },
  ]);
  // Not listed as the error's own fields: util.inspect (Express 5's log) prints no `{ status: … }` block.
  expect(Object.keys(error)).toEqual([]);
});

test("the README's first app answers a 404 with its error page and logs nothing (NODE_ENV=production)", async () => {
  const [first] = blocksOf('README.md').filter((block) => block.lang === 'ts');
  expect(first?.code).toContain('// GET /nope → <h1>404</h1>');
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // runBlock sends the block's request comments (the 404 among them) to the app it built.
    const lines = await loggedLines(() => runBlock(first as Block, [first as Block]));
    expect(lines).toEqual([]);
  } finally {
    process.env.NODE_ENV = before;
  }
});
