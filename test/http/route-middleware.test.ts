/**
 * The `middleware` option at request time, under Express 4 and 5: it runs after the match
 * (req.params, res.locals.helpers set) and before the target, outer scopes first; a step
 * that answers, calls next(err), throws or rejects ends the chain; every target kind.
 */
import http from 'node:http';
import request from 'supertest';
import { Controller, Router, redirect } from '../../src';
import { EXPRESSES, echoErrors } from './support';

type Step = (req: any, res: any, next: (err?: unknown) => void) => unknown;

/** A middleware that records its name (and what it saw) on the request, then moves on. */
const mark = (name: string): Step =>
  Object.defineProperty(
    (req: any, res: any, next: (err?: unknown) => void) => {
      (req.trail ??= []).push(name);
      req.seen ??= { params: { ...req.params }, helpers: typeof res.locals?.helpers?.post_path === 'function' };
      next();
    },
    'name',
    { value: name },
  );

class PostsController extends Controller {
  show(req: any, res: any): void {
    res.json({ trail: req.trail ?? [], seen: req.seen ?? null, id: this.params.id });
  }
  index(req: any, res: any): void {
    res.json({ trail: req.trail ?? [] });
  }
}

let targetCalls = 0;
function guarded(router: Router): void {
  router.controllers.register('posts', PostsController);
  router.controllers.register('admin/posts', PostsController);
}

function buildRouter(): Router {
  const router = new Router();
  guarded(router);
  const stop: Step = (_req, res) => res.status(401).json({ stopped: true });
  const fails: Step = (_req, _res, next) => next(new Error('denied'));
  const throws: Step = () => {
    throw new Error('thrown');
  };
  const rejects: Step = async () => {
    await Promise.resolve();
    throw new Error('rejected');
  };
  const slow: Step = async (req, _res, next) => {
    await new Promise((resolve) => setImmediate(resolve));
    (req.trail ??= []).push('slow');
    next();
  };
  const answersAndNexts: Step = (_req, res, next) => {
    res.status(403).end('no');
    next();
  };
  // Starts the answer (headers sent, body under way), hands on, and ends it a tick later.
  const streamsAndNexts: Step = (_req, res, next) => {
    res.writeHead(202, { 'Content-Type': 'text/plain' });
    res.write('started');
    next();
    setImmediate(() => res.end(' and ended'));
  };
  const echo = (req: any, res: any): void => {
    targetCalls++;
    res.json({ trail: req.trail ?? [] });
  };
  router.draw((r) => {
    r.namespace('admin', { middleware: mark('admin') }, (r) => {
      r.scope({ middleware: [mark('inner'), slow] }, (r) =>
        r.resources('posts', { only: ['show'], middleware: mark('posts') }),
      );
      r.get('stop', { to: echo, middleware: [stop, mark('after-stop')] });
      r.get('fails', { to: echo, middleware: [fails, mark('after')] });
      r.get('throws', { to: echo, middleware: throws });
      r.get('rejects', { to: echo, middleware: rejects });
      r.get('twice', { to: echo, middleware: answersAndNexts });
      r.get('streaming', { to: echo, middleware: streamsAndNexts });
    });
    r.resources('posts', { only: ['index', 'show'], middleware: [mark('one'), mark('two')] });
    r.get('plain', { to: echo });
    r.get('handler', { to: echo, middleware: mark('h') });
    r.get('moved/:id', { to: redirect('/posts/%{id}'), middleware: mark('r') });
    r.mount((req: any, res: any) => res.json({ trail: req.trail, url: req.url, baseUrl: req.baseUrl }), {
      at: '/app',
      middleware: mark('m'),
    });
  });
  return router;
}

describe.each(EXPRESSES)('route middleware (%s)', (_name, express) => {
  const app = express();
  app.use(buildRouter().middleware());
  echoErrors(app);

  test('runs after the match, outer scopes first, in declaration order, before the action', async () => {
    const res = await request(app).get('/admin/posts/7').expect(200);
    expect(res.body.trail).toEqual(['admin', 'inner', 'slow', 'posts']);
    expect(res.body.seen).toEqual({ params: { controller: 'admin/posts', action: 'show', id: '7' }, helpers: true });
    expect(res.body.id).toBe('7');
  });

  test('every route of the resource gets it', async () => {
    expect((await request(app).get('/posts').expect(200)).body.trail).toEqual(['one', 'two']);
    expect((await request(app).get('/posts/1').expect(200)).body.trail).toEqual(['one', 'two']);
  });

  test('a route without middleware runs none', async () => {
    expect((await request(app).get('/plain').expect(200)).body.trail).toEqual([]);
  });

  test('a middleware that answers ends the chain', async () => {
    const before = targetCalls;
    const res = await request(app).get('/admin/stop').expect(401);
    expect(res.body).toEqual({ stopped: true });
    expect(targetCalls).toBe(before);
  });

  test('answering and then calling next() still does not reach the target', async () => {
    const before = targetCalls;
    const res = await request(app).get('/admin/twice').expect(403);
    expect(res.text).toBe('no');
    expect(targetCalls).toBe(before);
  });

  test('a middleware that started its answer and called next(): the target does not answer over it', async () => {
    const before = targetCalls;
    const res = await request(app).get('/admin/streaming').expect(202);
    expect(res.text).toBe('started and ended');
    expect(targetCalls).toBe(before);
  });

  test.each([
    ['/admin/fails', 'denied'],
    ['/admin/throws', 'thrown'],
    ['/admin/rejects', 'rejected'],
  ])('%s: the error goes to Express and nothing after runs', async (path, message) => {
    const before = targetCalls;
    const res = await request(app).get(path).expect(500);
    expect(res.body.message).toBe(message);
    expect(targetCalls).toBe(before);
  });

  test('handler, redirect and mount targets run after it', async () => {
    expect((await request(app).get('/handler').expect(200)).body.trail).toEqual(['h']);
    const moved = await request(app).get('/moved/5').expect(301);
    expect(moved.headers.location).toMatch(/\/posts\/5$/);
    const mounted = await request(app).get('/app/x?y=1').expect(200);
    expect(mounted.body).toEqual({ trail: ['m'], url: '/x?y=1', baseUrl: '/app' });
  });

  test('a refused match never runs it: 404 and 405 stay routing errors', async () => {
    expect((await request(app).get('/admin/nothing').expect(404)).body.routing).toBe(true);
    expect((await request(app).delete('/posts').expect(405)).body.routing).toBe(true);
  });

  test.each(['//admin/posts/7', '/admin//posts/7/', '/admin/posts/7.json'])(
    'no spelling of the URL skips a scope’s middleware: %s',
    async (path) => {
      const loose = express();
      loose.use(buildRouter().middleware({ slashes: 'route' } as any));
      echoErrors(loose);
      expect((await request(loose).get(path).expect(200)).body.trail).toEqual(['admin', 'inner', 'slow', 'posts']);
    },
  );

  test("next('router') leaves the router for the app's next middleware", async () => {
    const router = new Router();
    router.draw((r) =>
      r.get('x', {
        to: (_req: any, res: any) => res.end('target'),
        middleware: (_req: any, _res: any, next: any) => next('router'),
      }),
    );
    const outer = express();
    outer.use(router.middleware());
    outer.use((_req: any, res: any) => res.end('after the router'));
    expect((await request(outer).get('/x').expect(200)).text).toBe('after the router');
  });
});

describe('route middleware on bare node:http', () => {
  test('an error from a middleware is answered as a 500 without next', async () => {
    const router = new Router();
    router.draw((r) => {
      r.get('ok', { to: (req: any, res: any) => res.end(req.trail.join(',')), middleware: [mark('a'), mark('b')] });
      r.get('bad', {
        to: (_req: any, res: any) => res.end('target'),
        middleware: () => {
          throw new Error('x');
        },
      });
    });
    const server = http.createServer(router.middleware());
    expect((await request(server).get('/ok').expect(200)).text).toBe('a,b');
    expect((await request(server).get('/bad').expect(500)).text).toBe('Internal Server Error\n');
  });
});

describe('router.recognize', () => {
  test('never runs route middleware', () => {
    let ran = false;
    const router = new Router().draw((r) =>
      r.get('x', { to: 'x#y', middleware: (_q: any, _s: any, next: any) => ((ran = true), next()) }),
    );
    expect(router.recognize('GET', '/x')?.params).toEqual({ controller: 'x', action: 'y' });
    expect(ran).toBe(false);
  });
});
