/**
 * `this.parameters` and an action's `this.next()` through real HTTP (Express 5, Express 4,
 * bare node:http): `require`/`permit`/`expect` over every body type, `ParameterMissing` and
 * `UnpermittedParameters` as 400s through `next(err)`, the Router's `unpermittedParameters`
 * setting, and the cascade past an action that passes the request on.
 */
import request from 'supertest';
import { Controller, ParameterMissing, Router, RoutingError, UnpermittedParameters } from '../../src';
import { EXPRESSES } from './support';

class PostsController extends Controller<any, any> {
  create(): void {
    const post = this.parameters.require('post').permit('title', { tags: [] }, { comments: [['body']] });
    this.res.setHeader('content-type', 'application/json');
    this.res.end(JSON.stringify({ post, params: this.params }));
  }
  update(): void {
    const post = this.parameters.expect({ post: ['title', { address: ['city'] }] });
    this.res.setHeader('content-type', 'application/json');
    this.res.end(JSON.stringify({ post }));
  }
  /** Passes the request on unless `?take` is given. */
  show(): void {
    if (this.params.take === undefined) return this.next();
    this.res.end('action');
  }
}

function makeRouter(options: ConstructorParameters<typeof Router>[0] = {}): Router {
  const router = new Router(options);
  router.controllers.register('posts', PostsController);
  router.draw((r) => {
    r.post('posts', { to: 'posts#create' });
    r.patch('posts/:id', { to: 'posts#update' });
    r.get('posts/:id', { to: 'posts#show' });
    r.get('posts/:id', { to: (_req: any, res: any) => res.end('later route') });
    r.get('lonely/:id', { to: 'posts#show' });
  });
  return router;
}

const errorsAsJson = (err: any, _req: any, res: any, _next: any): void => {
  res.status(err.status ?? 500).json({
    name: err.name,
    message: err.message,
    missing: err instanceof ParameterMissing,
    unpermitted: err instanceof UnpermittedParameters,
    routing: err instanceof RoutingError,
  });
};

describe.each(EXPRESSES)('strong parameters over HTTP (%s)', (_name, express) => {
  const app = (options?: ConstructorParameters<typeof Router>[0], after?: (app: any) => void) => {
    const application = express();
    application.use(makeRouter(options).middleware());
    after?.(application);
    application.use(errorsAsJson);
    return application;
  };

  test('require/permit over a form body: permitted values only, this.params untouched', async () => {
    const res = await request(app({ unpermittedParameters: false }))
      .post('/posts')
      .type('form')
      .send('post[title]=T&post[admin]=1&post[tags][]=a&post[comments][][body]=c&post[comments][][spam]=s')
      .expect(200);
    expect(res.body.post).toEqual({ title: 'T', tags: ['a'], comments: [{ body: 'c' }] });
    expect(res.body.params.post.admin).toBe('1');
  });

  test('expect over a JSON body; a string where a hash is expected is a 400, never a 500', async () => {
    const server = app({ unpermittedParameters: 'raise' });
    const ok = await request(server)
      .patch('/posts/1')
      .send({ post: { title: 'T', address: { city: 'Oslo', evil: 1 }, admin: true } })
      .expect(200);
    expect(ok.body.post).toEqual({ title: 'T', address: { city: 'Oslo' } });
    for (const post of ['hack', ['x'], { address: 'street' }, {}, null, 1]) {
      // `{ address: 'street' }`: the address is dropped and the post has nothing else: missing too.
      const res = await request(server).patch('/posts/1').send({ post });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ name: 'ParameterMissing', missing: true });
      expect(res.body.message).toBe('param is missing or the value is empty: post');
    }
  });

  test('require of a missing key: ParameterMissing, 400, through next(err)', async () => {
    const res = await request(app()).post('/posts').type('form').send('title=x').expect(400);
    expect(res.body).toEqual({
      name: 'ParameterMissing',
      message: 'param is missing or the value is empty: post',
      missing: true,
      unpermitted: false,
      routing: false,
    });
  });

  test("unpermittedParameters: 'raise' → UnpermittedParameters, 400", async () => {
    const res = await request(app({ unpermittedParameters: 'raise' }))
      .post('/posts')
      .send({ post: { title: 'T', admin: true, role: 'root' } })
      .expect(400);
    expect(res.body).toMatchObject({
      name: 'UnpermittedParameters',
      message: 'found unpermitted parameters: :admin, :role',
      unpermitted: true,
    });
  });

  test("unpermittedParameters: 'log' writes Rails' line; false writes nothing", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await request(app({ unpermittedParameters: 'log' }))
        .post('/posts')
        .send({ post: { title: 'T', admin: true } })
        .expect(200);
      expect(warn.mock.calls).toEqual([['Unpermitted parameters: :admin']]);
      warn.mockClear();
      await request(app({ unpermittedParameters: false }))
        .post('/posts')
        .send({ post: { title: 'T', admin: true } })
        .expect(200);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('an invalid unpermittedParameters is an ArgumentError when the middleware is made', () => {
    expect(() => makeRouter({ unpermittedParameters: 'shout' as never }).middleware()).toThrow(
      "Invalid unpermittedParameters: \"shout\" (false, 'log' or 'raise')",
    );
  });

  test("an action's this.next(): the later route takes the request", async () => {
    const server = app();
    expect((await request(server).get('/posts/1').expect(200)).text).toBe('later route');
    expect((await request(server).get('/posts/1?take=1').expect(200)).text).toBe('action');
  });

  test("an action's this.next() with no later route: the router's 404 RoutingError", async () => {
    const res = await request(app()).get('/lonely/1').expect(404);
    expect(res.body).toMatchObject({
      name: 'RoutingError',
      routing: true,
      message: 'No route matches [GET] "/lonely/1"',
    });
  });

  test("with fallthrough: true, an action's this.next() with no later route goes on to the next middleware", async () => {
    const application = express();
    application.use(makeRouter().middleware({ fallthrough: true }));
    application.use((_req: any, res: any) => res.end('next middleware'));
    expect((await request(application).get('/lonely/1').expect(200)).text).toBe('next middleware');
  });
});

describe('bare node:http', () => {
  const handler = makeRouter({ unpermittedParameters: 'raise' }).middleware();

  test.each<[string, () => request.Test, number, string]>([
    [
      'ParameterMissing',
      () => request(handler).post('/posts').send({ x: 1 }),
      400,
      'param is missing or the value is empty: post\n',
    ],
    [
      'UnpermittedParameters',
      () =>
        request(handler)
          .post('/posts')
          .send({ post: { admin: 1 } }),
      400,
      'found unpermitted parameter: :admin\n',
    ],
    [
      "an action's this.next(), no later route",
      () => request(handler).get('/lonely/1'),
      404,
      'No route matches [GET] "/lonely/1"\n',
    ],
    ["an action's this.next(), a later route", () => request(handler).get('/posts/1'), 200, 'later route'],
  ])('%s', async (_name, call, status, text) => {
    const res = await call();
    expect({ status: res.status, text: res.text }).toEqual({ status, text });
  });
});

describe.each(EXPRESSES)("an engine's action that calls this.next() (%s)", (_name, express) => {
  class EnginePostsController extends Controller<any, any> {
    show(): void {
      this.next();
    }
  }
  const blog = new Router({ name: 'blog' });
  blog.controllers.register('blog/posts', EnginePostsController);
  blog.draw((r) => r.get('posts/:id', { to: 'blog/posts#show' }));
  const main = new Router();
  main.draw((r) => {
    r.mount(blog, { at: 'blog' });
    r.get('blog/posts/:id', { to: (_req: any, res: any) => res.end('application route') });
  });
  const application = express();
  application.use(main.middleware());
  application.use(errorsAsJson);

  test("the application's later route takes it, as any pass from the engine", async () => {
    expect((await request(application).get('/blog/posts/1').expect(200)).text).toBe('application route');
  });
});
