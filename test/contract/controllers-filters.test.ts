/**
 * API.md § Controllers: nested `this.params` (never inheriting), `this.performed`, and
 * filters (Rails' callbacks) declared in a static block and inherited by subclasses.
 */
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';

const log: string[] = [];
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

class ApplicationController extends Controller {
  static {
    this.beforeAction('requireLogin', { except: ['index', 'show'] });
    this.beforeAction((c: any) => void log.push(`app-before:${c.params.action}`));
    this.afterAction('auditParent');
  }
  requireLogin(): void {
    log.push('requireLogin');
    if (this.req.headers['x-user'] === undefined) this.redirectTo('/login');
  }
  auditParent(): void {
    log.push(`app-after:${this.performed}`);
  }
}

class PostsController extends ApplicationController {
  static {
    this.skipBeforeAction('requireLogin', { only: ['feed'] });
    this.prependBeforeAction((c: any) => void log.push(`prepended:${c.params.action}`));
    this.beforeAction('load', { only: ['show', 'edit'] });
    this.beforeAction('halt', { if: (c: any) => c.params.halt === '1' });
    this.beforeAction(() => void log.push('unless-ran'), { unless: 'quiet' });
    this.beforeAction(() => void log.push('if-method-ran'), { if: 'quiet' });
    this.beforeAction(() => void log.push('unless-fn-ran'), { unless: (c: any) => c.params.quiet === '1' });
    this.beforeAction(async (c: any) => {
      await tick();
      log.push(`async-before:${c.params.action}`);
    });
    this.afterAction((c: any) => void log.push(`after:${c.params.controller}#${c.params.action}:${c.res.headersSent}`));
    this.aroundAction(async (c: any, action: () => Promise<void>) => {
      log.push('around-in');
      await action();
      log.push(`around-out:${c.performed}`);
    });
    this.aroundAction('wrap', { only: ['show'] });
  }
  quiet(): boolean {
    return this.params.quiet === '1';
  }
  load(): void {
    log.push(`load:${String(this.params.id)}`);
  }
  halt(): void {
    log.push('halt');
    this.res.status(403).send('halted');
  }
  async wrap(action: () => Promise<void>): Promise<void> {
    log.push('wrap-in');
    await action();
    log.push('wrap-out');
  }
  index(): void {
    log.push('action:index');
    this.res.json({ performedBefore: false });
  }
  async show(): Promise<void> {
    await tick();
    log.push(`action:show:${this.performed}`);
    this.res.json({ params: this.params });
    log.push(`performed:${this.performed}`);
  }
  edit(): void {
    log.push('action:edit');
    this.res.send('edit');
  }
  feed(): void {
    log.push('action:feed');
    this.res.send('feed');
  }
  boom(): void {
    throw new Error('action failed');
  }
}

class ThrowingController extends Controller {
  static {
    this.beforeAction(
      async () => {
        await tick();
        throw new Error('before rejected');
      },
      { only: ['rejects'] },
    );
    this.beforeAction(
      () => {
        throw new Error('before threw');
      },
      { only: ['throws'] },
    );
    this.beforeAction(() => void log.push('second-before'));
    this.afterAction(() => void log.push('after-ran'));
  }
  rejects(): void {
    log.push('action:rejects');
    this.res.send('x');
  }
  throws(): void {
    log.push('action:throws');
    this.res.send('x');
  }
}

/** A subclass without its own filters; and one that skips the parent's after and around. */
class ArchivedPostsController extends PostsController {
  static {
    this.skipAfterAction('auditParent');
    this.skipAroundAction('wrap');
  }
}

function build(): Router {
  const router = new Router().draw((r) => {
    r.resources('posts', { only: ['index', 'show', 'edit'] }, (r) => {
      r.get('feed', { on: 'collection' });
      r.get('boom', { on: 'collection' });
    });
    r.resources('archived_posts', { only: ['show'] });
    r.get('app/:action', { controller: 'application' });
    r.get('throwing/:action', { controller: 'throwing' });
    r.get('nested', { to: 'params#show' });
    r.post('nested', { to: 'params#show' });
    r.patch('nested', { to: 'params#show' });
  });
  router.controllers.register('posts', PostsController);
  router.controllers.register('archived_posts', ArchivedPostsController);
  router.controllers.register('throwing', ThrowingController);
  router.controllers.register(
    'params',
    class ParamsController extends Controller {
      show(): void {
        const p: any = this.params;
        this.res.json({
          params: p,
          proto:
            Object.getPrototypeOf(p) === null
              ? 'null'
              : Object.getPrototypeOf(p) === Object.prototype
                ? 'Object'
                : 'other',
          toString: typeof p.toString === 'function' && !Object.prototype.hasOwnProperty.call(p, 'toString'),
        });
      }
    },
  );
  return router;
}

describe.each(EXPRESSES)('%s', (_name, express) => {
  const app = express();
  app.use(build().middleware());
  echoErrors(app);
  const run = async (
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ res: request.Response; log: string[] }> => {
    log.length = 0;
    let req = request(app).get(url);
    for (const [key, value] of Object.entries(headers)) req = req.set(key, value);
    const res = await req;
    await tick();
    return { res, log: [...log] };
  };

  describe('this.params', () => {
    test('bracketed keys nest as Rails nests them: post[title]=x&tags[]=a (query)', async () => {
      const res = await request(app).get('/nested?post[title]=x&tags[]=a').expect(200);
      expect(res.body.params).toEqual({ post: { title: 'x' }, tags: ['a'], controller: 'params', action: 'show' });
    });

    // Each expected value is what Rack's parse_nested_query gives (checked against Rails 6.1).
    test.each<[string, Record<string, unknown>]>([
      ['a=1&a=2', { a: '2' }],
      ['a[b][c]=1&a[b][d]=2', { a: { b: { c: '1', d: '2' } } }],
      ['a[]=1&a[]=2&a[]=3', { a: ['1', '2', '3'] }],
      ['a[0]=x&a[1]=y', { a: { 0: 'x', 1: 'y' } }],
      ['a[][n]=1&a[][n]=2', { a: [{ n: '1' }, { n: '2' }] }],
      ['x=a%20b+c', { x: 'a b c' }],
      ['a[b]=1&a=2', { a: '2' }],
      ['e', { e: null }],
      ['e=', { e: '' }],
    ])('query %s nests as Rails nests it', async (query, expected) => {
      const res = await request(app).get(`/nested?${query}`).expect(200);
      expect(res.body.params).toEqual({ ...expected, controller: 'params', action: 'show' });
    });

    test('and in a form body the router read (later sources win key by key, as Rails merges: shallow)', async () => {
      const res = await request(app)
        .post('/nested?post[title]=query')
        .type('form')
        .send('_method=patch&post%5Bbody%5D=b&tags%5B%5D=a&tags%5B%5D=c')
        .expect(200);
      // The query's `post` replaces the body's whole (Rails' `request_parameters.merge(query_parameters)`).
      expect(res.body.params).toEqual({
        _method: 'patch',
        post: { title: 'query' },
        tags: ['a', 'c'],
        controller: 'params',
        action: 'show',
      });
    });

    test.each([true, false])('and in a body parsed by express.urlencoded({ extended: %s })', async (extended) => {
      const parsed = express();
      parsed.use(express.urlencoded({ extended }));
      parsed.use(build().middleware());
      const res = await request(parsed)
        .post('/nested')
        .type('form')
        .send('post%5Bbody%5D=b&tags%5B%5D=a&tags%5B%5D=c')
        .expect(200);
      expect(res.body.params).toEqual({ post: { body: 'b' }, tags: ['a', 'c'], controller: 'params', action: 'show' });
    });

    test('never inherits from Object.prototype names given in the query', async () => {
      const res = await request(app).get('/nested?__proto__[x]=1&constructor[prototype][y]=2&toString=3').expect(200);
      expect(['null', 'Object']).toContain(res.body.proto);
      expect(({} as any).x).toBeUndefined();
      expect(({} as any).y).toBeUndefined();
    });
  });

  describe('filters', () => {
    test('declaration order, parents first; prepend goes first; async awaited; around wraps; after filters, in reverse, run once the action is done', async () => {
      const { res, log: seen } = await run('/posts/7');
      expect(res.status).toBe(200);
      expect(seen).toEqual([
        'prepended:show',
        'app-before:show',
        'load:7',
        'unless-ran',
        'unless-fn-ran',
        'async-before:show',
        'around-in',
        'wrap-in',
        'action:show:false',
        'performed:true',
        'wrap-out',
        'around-out:true',
        // After filters in reverse declaration order: the child's before its parent's.
        'after:posts#show:true',
        'app-after:true',
      ]);
    });

    test('except: a method-name before filter runs where not excepted, and may respond (halt): no action, no after filters', async () => {
      const { res, log: seen } = await run('/posts/7/edit');
      expect(res.status).toBe(302);
      expect(String(res.headers.location)).toMatch(/\/login$/);
      expect(seen).toEqual(['prepended:edit', 'requireLogin']);
      const allowed = await run('/posts/7/edit', { 'x-user': 'me' });
      expect(allowed.res.text).toBe('edit');
      expect(allowed.log).toContain('action:edit');
    });

    test('skipBeforeAction with only: the parent’s filter is skipped for that action only', async () => {
      const { res, log: seen } = await run('/posts/feed');
      expect(res.text).toBe('feed');
      expect(seen).not.toContain('requireLogin');
      expect(seen).toContain('action:feed');
    });

    test('if / unless: a method name or a function', async () => {
      const halted = await run('/posts/7?halt=1');
      expect(halted.res.status).toBe(403);
      expect(halted.log).toContain('halt');
      expect(halted.log).not.toContain('action:show:false');
      expect(halted.log.some((entry) => entry.startsWith('after:') || entry.startsWith('app-after'))).toBe(false);
      const quiet = await run('/posts/7?quiet=1');
      expect(quiet.log).not.toContain('unless-ran');
      expect(quiet.log).not.toContain('unless-fn-ran');
      expect(quiet.log).toContain('if-method-ran');
      expect(quiet.log).toContain('action:show:false');
    });

    test('inherited by subclasses; skipAfterAction / skipAroundAction in a subclass', async () => {
      const { res, log: seen } = await run('/archived_posts/3');
      expect(res.status).toBe(200);
      expect(seen).toContain('load:3');
      expect(seen).toContain('around-in');
      expect(seen).not.toContain('wrap-in');
      expect(seen.some((entry) => entry.startsWith('app-after'))).toBe(false);
      expect(seen).toContain('after:archived_posts#show:true');
      // The parent keeps its own filters.
      expect((await run('/posts/3')).log).toContain('wrap-in');
    });

    test.each([
      ['/throwing/throws', 'before threw'],
      ['/throwing/rejects', 'before rejected'],
    ])('a throw or a rejection (%s) goes to next(err) and nothing after it runs', async (url, message) => {
      const { res, log: seen } = await run(url);
      expect(res.status).toBe(500);
      expect(res.body.message).toBe(message);
      expect(seen).toEqual([]);
    });

    test('an action that throws goes to next(err); after filters do not run', async () => {
      const { res, log: seen } = await run('/posts/boom', { 'x-user': 'me' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('action failed');
      expect(
        seen.some(
          (entry) => entry.startsWith('after:') || entry.startsWith('app-after') || entry.startsWith('around-out'),
        ),
      ).toBe(false);
    });
  });
});
