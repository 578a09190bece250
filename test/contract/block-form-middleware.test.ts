/** API.md § Block form: the `middleware` option, and `RouteInfo.middleware`. */
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';

type Step = (req: any, res: any, next: (err?: unknown) => void) => unknown;

/** A named middleware that appends its name to `req.trail` and records what it saw first. */
function mark(name: string): Step {
  const fn = (req: any, res: any, next: (err?: unknown) => void): void => {
    (req.trail ??= []).push(name);
    req.seen ??= { params: { ...req.params }, helpers: typeof res.locals?.helpers?.photos_path === 'function' };
    next();
  };
  Object.defineProperty(fn, 'name', { value: name });
  return fn;
}

const reply = (req: any, res: any): void => {
  res.json({ trail: req.trail ?? [], seen: req.seen ?? null });
};

class PhotosController extends Controller {
  index(): void {
    reply(this.req, this.res);
  }
  show(): void {
    reply(this.req, this.res);
  }
}

let targetRuns = 0;
const stops: Record<string, Step> = {
  answers: (_req, res) => res.status(401).send('stopped'),
  nextErr: (_req, _res, next) => next(new Error('denied')),
  throws: () => {
    throw new Error('thrown');
  },
  rejects: async () => {
    await new Promise((resolve) => setImmediate(resolve));
    throw new Error('rejected');
  },
};

function build(): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.controllers.register('admin/photos', PhotosController);
  router.controllers.register('pages', { home: reply, about: reply, a: reply, b: reply });
  router.draw((r) => {
    r.root('pages#home', { middleware: mark('root') });
    r.scope('s', { middleware: mark('scope') }, (r) => {
      r.namespace('admin', { middleware: [mark('namespace1'), mark('namespace2')] }, (r) => {
        r.resources('photos', { only: ['show'], middleware: mark('resources') }, (r) => {
          r.get('deep', { on: 'member', action: 'show', middleware: mark('get') });
        });
      });
    });
    r.controller('pages', { middleware: mark('controller') }, (r) => {
      r.match('about', { action: 'about', via: 'get', middleware: mark('match') });
    });
    r.resource('profile', { only: ['show'], to: 'pages#a', middleware: mark('resource') });
    for (const verb of ['post', 'put', 'patch', 'delete', 'options'] as const)
      r[verb]('verb', { to: 'pages#b', middleware: mark(verb) });
    r.mount(reply, { at: '/engine', middleware: mark('mount') });
    r.concern('commentable', (r) => r.get('comments', { to: 'pages#a', middleware: mark('inConcern') }));
    r.scope('c', { middleware: mark('whereUsed') }, (r) => r.concerns('commentable'));
    r.resources('photos', { only: ['index'] });
    for (const [name, stop] of Object.entries(stops)) {
      r.get(`stop/${name}`, { to: () => void targetRuns++, middleware: [stop, mark('after')] });
    }
  });
  return router;
}

describe('RouteInfo.middleware', () => {
  const router = build();
  const find = (path: string, verb = 'GET') =>
    router.routes.find((route) => route.path === path && route.verb === verb);

  test('an empty array when there are none', () => {
    expect(find('/photos(.:format)')?.middleware).toEqual([]);
  });

  test('their names (fn.name), outer scopes first', () => {
    expect(find('/s/admin/photos/:id/deep(.:format)')?.middleware).toEqual([
      'scope',
      'namespace1',
      'namespace2',
      'resources',
      'get',
    ]);
    expect(find('/about(.:format)')?.middleware).toEqual(['controller', 'match']);
    expect(find('/c/comments(.:format)')?.middleware).toEqual(['whereUsed', 'inConcern']);
  });

  test('anonymous for a function without a name', () => {
    const router2 = new Router().draw((r) => {
      r.get('a', { to: 'x#a', middleware: [(_q: any, _s: any, n: any) => n()].map((fn) => fn) });
      r.get('b', {
        to: 'x#b',
        middleware: [
          Object.defineProperty((_q: any, _s: any, n: any) => n(), 'name', { value: '' }),
          function named(_q: any, _s: any, n: any) {
            n();
          },
        ],
      });
    });
    expect(router2.routes.find((route) => route.action === 'b')?.middleware).toEqual(['anonymous', 'named']);
    expect(router2.routes.find((route) => route.action === 'a')?.middleware).toEqual(['anonymous']);
  });
});

describe.each(EXPRESSES)('%s: the middleware option at request time', (_name, express) => {
  const app = express();
  app.use(build().middleware());
  echoErrors(app);

  test.each([
    ['root', 'get', '/', ['root']],
    [
      'scope, namespace (array), resources, verb helper',
      'get',
      '/s/admin/photos/1/deep',
      ['scope', 'namespace1', 'namespace2', 'resources', 'get'],
    ],
    [
      'resources (nested scopes inherit)',
      'get',
      '/s/admin/photos/1',
      ['scope', 'namespace1', 'namespace2', 'resources'],
    ],
    ['controller, match', 'get', '/about', ['controller', 'match']],
    ['resource', 'get', '/profile', ['resource']],
    ['post', 'post', '/verb', ['post']],
    ['put', 'put', '/verb', ['put']],
    ['patch', 'patch', '/verb', ['patch']],
    ['delete', 'delete', '/verb', ['delete']],
    ['options', 'options', '/verb', ['options']],
    ['mount', 'get', '/engine/x', ['mount']],
    ['a concern’s routes inherit where it is used', 'get', '/c/comments', ['whereUsed', 'inConcern']],
    ['none', 'get', '/photos', []],
  ])('%s: %s %s runs %j, then the target', async (_label, verb, url, trail) => {
    const res = await (request(app) as any)[verb](url).expect(200);
    expect(res.body.trail).toEqual(trail);
  });

  test('they run after the match: req.params and res.locals.helpers are set', async () => {
    const res = await request(app).get('/s/admin/photos/42/deep').expect(200);
    expect(res.body.seen).toEqual({ params: { controller: 'admin/photos', action: 'show', id: '42' }, helpers: true });
  });

  test.each([
    ['answers', 401, 'stopped'],
    ['nextErr', 500, 'denied'],
    ['throws', 500, 'thrown'],
    ['rejects', 500, 'rejected'],
  ])('a middleware that %s ends the chain (the error goes to Express’ next)', async (name, status, text) => {
    targetRuns = 0;
    const res = await request(app).get(`/stop/${name}`);
    expect(res.status).toBe(status);
    if (status === 401) expect(res.text).toBe(text);
    else expect(res.body).toMatchObject({ message: text, routing: false });
    expect(targetRuns).toBe(0);
  });

  test('a refused route runs none of its middleware (they run only after the match)', async () => {
    const seen: string[] = [];
    const router = new Router().draw((r) => {
      r.get('x/:id', {
        to: reply,
        constraints: { id: /\d+/ },
        middleware: (req: any, _res: any, next: any) => (seen.push(req.url), next()),
      });
    });
    const app2 = express();
    app2.use(router.middleware());
    echoErrors(app2);
    await request(app2).get('/x/abc').expect(404);
    expect(seen).toEqual([]);
    await request(app2).get('/x/1').expect(200);
    expect(seen).toHaveLength(1);
  });
});
