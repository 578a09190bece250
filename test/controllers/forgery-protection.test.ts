/**
 * Forgery protection through real requests under Express 4 and 5: the secret in a signed
 * cookie (secretKeyBase) or in `req.session`, the token from the `authenticity_token` field or
 * the `X-CSRF-Token` header, the Origin check, `_method` forms, skip/only/prepend, the three
 * strategies, and the setup error when there is nowhere to keep the secret.
 */
import request from 'supertest';
import { ArgumentError, Controller, InvalidAuthenticityToken, Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';

jest.setTimeout(20_000);

const KEY = 'a-test-secret-key-base-that-is-long-enough';

interface Log {
  ran: string[];
}
const log: Log = { ran: [] };

class ApplicationController extends Controller {
  static {
    this.protectFromForgery({ with: 'exception' });
  }
}
class PostsController extends ApplicationController {
  new(): void {
    this.res.json({ token: this.formAuthenticityToken(), button: this.forms.buttonTo('Go', '/posts') });
  }
  create(): void {
    log.ran.push('create');
    this.res.json({ created: true });
  }
  update(): void {
    log.ran.push('update');
    this.res.json({ updated: this.params.id });
  }
  destroy(): void {
    log.ran.push('destroy');
    this.res.json({ destroyed: this.params.id });
  }
}
/** Skips the check for create only: an API endpoint beside forms. */
class WebhooksController extends ApplicationController {
  static {
    this.skipForgeryProtection({ only: ['create'] });
  }
  create(): void {
    this.res.json({ hook: true });
  }
  update(): void {
    this.res.json({ hook: 'update' });
  }
}
class OpenController extends Controller {
  new(): void {
    this.res.json({ button: this.forms.buttonTo('Go', '/open'), meta: this.forms.csrfMetaTags() });
  }
  create(): void {
    this.res.json({ open: true });
  }
}

function routerWith(options: { secretKeyBase?: string } = { secretKeyBase: KEY }): Router {
  const router = new Router(options);
  router.controllers.register('posts', PostsController);
  router.controllers.register('webhooks', WebhooksController);
  router.controllers.register('open', OpenController);
  router.draw((r) => {
    r.resources('posts');
    r.resources('webhooks');
    r.resources('open', { only: ['new', 'create'] });
  });
  return router;
}

function appFor(express: any, router: Router, before?: (app: any) => void): any {
  const app = express();
  before?.(app);
  app.use(router.middleware());
  echoErrors(app);
  return app;
}

/** The token and the cookie of a new page, as a browser would keep them. */
async function page(app: any): Promise<{ token: string; cookie: string }> {
  const res = await request(app).get('/posts/new').expect(200);
  const setCookie = res.headers['set-cookie'] as unknown as string[];
  const cookie = (setCookie.find((c) => c.startsWith('csrf_token=')) as string).split(';')[0] as string;
  return { token: res.body.token as string, cookie };
}

beforeEach(() => {
  log.ran = [];
});

describe.each(EXPRESSES)('forgery protection, secret in a signed cookie (%s)', (_name, express) => {
  const parsed = (app: any): void => app.use(express.urlencoded({ extended: true }));

  it('hands out a signed, HttpOnly, SameSite=Lax cookie and a different masked token each page', async () => {
    const app = appFor(express, routerWith(), parsed);
    const res = await request(app).get('/posts/new').expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('csrf_token='));
    expect(cookie).toMatch(/^csrf_token=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const { token, cookie: jar } = await page(app);
    const again = await request(app).get('/posts/new').set('Cookie', jar).expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body.token).not.toBe(token);
    expect(again.body.button).toContain('name="authenticity_token"');
  });

  it('marks the cookie Secure over HTTPS (as Express reads the scheme under trust proxy)', async () => {
    const app = appFor(express, routerWith(), (a) => a.set('trust proxy', true));
    const res = await request(app).get('/posts/new').set('X-Forwarded-Proto', 'https').expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it.each([
    ['the form field', (t: any, token: string) => t.type('form').send({ authenticity_token: token })],
    ['the X-CSRF-Token header', (t: any, token: string) => t.set('X-CSRF-Token', token)],
  ])('lets a POST with the token in %s through', async (_where, withToken) => {
    const app = appFor(express, routerWith(), parsed);
    const { token, cookie } = await page(app);
    await withToken(request(app).post('/posts').set('Cookie', cookie), token).expect(200, { created: true });
    expect(log.ran).toEqual(['create']);
  });

  it.each([
    ['no token', (t: any) => t.type('form').send({ title: 'x' })],
    ['an empty token', (t: any) => t.type('form').send({ authenticity_token: '' })],
    ['a made-up token', (t: any) => t.set('X-CSRF-Token', 'A'.repeat(86))],
  ])('answers a POST with %s 422, and the action never runs', async (_label, send) => {
    const app = appFor(express, routerWith(), parsed);
    const { cookie } = await page(app);
    const res = await send(request(app).post('/posts').set('Cookie', cookie)).expect(422);
    expect(res.body.message).toBe("Can't verify CSRF token authenticity.");
    expect(log.ran).toEqual([]);
  });

  it("refuses another session's token", async () => {
    const app = appFor(express, routerWith(), parsed);
    const mine = await page(app);
    const theirs = await page(app);
    await request(app).post('/posts').set('Cookie', mine.cookie).set('X-CSRF-Token', theirs.token).expect(422);
    // A cookie signed with another key is no secret at all.
    const other = appFor(express, routerWith({ secretKeyBase: 'another key' }), parsed);
    await request(other).post('/posts').set('Cookie', mine.cookie).set('X-CSRF-Token', mine.token).expect(422);
    expect(log.ran).toEqual([]);
  });

  it("checks the Origin header against the request's own origin", async () => {
    const app = appFor(express, routerWith(), parsed);
    const { token, cookie } = await page(app);
    const post = (origin?: string) => {
      const t = request(app).post('/posts').set('Cookie', cookie).set('X-CSRF-Token', token);
      return origin === undefined ? t : t.set('Origin', origin);
    };
    const server = await new Promise<any>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const own = `http://127.0.0.1:${server.address().port}`;
      await request(server)
        .post('/posts')
        .set('Cookie', cookie)
        .set('X-CSRF-Token', token)
        .set('Origin', own)
        .expect(200);
    } finally {
      server.close();
    }
    await post('https://evil.example').expect(422);
    await post('null').expect(422);
    await post('').expect(422);
    await post().expect(200);
  });

  it.each([
    [false, 422],
    [true, 200],
  ])(
    "behind a proxy, takes X-Forwarded-Proto/Host for the request's own origin only as Express' trust proxy (%s) says",
    async (trust, status) => {
      const app = appFor(express, routerWith(), (a) => {
        a.set('trust proxy', trust);
        parsed(a);
      });
      const { token, cookie } = await page(app);
      await request(app)
        .post('/posts')
        .set('Cookie', cookie)
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'public.example')
        .set('Origin', 'https://public.example')
        .expect(status);
    },
  );

  it.each([
    ['Example.COM', 'http://example.com', 200],
    ['example.com:80', 'http://example.com', 200],
    ['example.com:8080', 'http://example.com:8080', 200],
    ['example.com:8080', 'http://example.com', 422],
    ['example.com', 'https://example.com', 422],
  ])('with Host %s, an Origin of %s is %s', async (host, origin, status) => {
    const app = appFor(express, routerWith(), parsed);
    const { token, cookie } = await page(app);
    await request(app)
      .post('/posts')
      .set('Host', host)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', token)
      .set('Origin', origin)
      .expect(status);
  });

  it('verifies a _method PATCH or DELETE form as the POST it is (the router reads the body)', async () => {
    const app = appFor(express, routerWith());
    const { token, cookie } = await page(app);
    await request(app).post('/posts/1').set('Cookie', cookie).type('form').send({ _method: 'delete' }).expect(422);
    await request(app)
      .post('/posts/1')
      .set('Cookie', cookie)
      .type('form')
      .send({ _method: 'patch', authenticity_token: token })
      .expect(200, { updated: '1' });
    expect(log.ran).toEqual(['update']);
    // The header override is a POST too.
    await request(app).post('/posts/1').set('Cookie', cookie).set('X-HTTP-Method-Override', 'DELETE').expect(422);
  });

  it('never checks GET, HEAD or OPTIONS', async () => {
    const app = appFor(express, routerWith(), parsed);
    await request(app).get('/posts/new').set('Origin', 'https://evil.example').expect(200);
    await request(app).head('/posts/new').expect(200);
  });

  it('skips where skipForgeryProtection says, and only there', async () => {
    const app = appFor(express, routerWith(), parsed);
    await request(app).post('/webhooks').set('Origin', 'https://evil.example').expect(200, { hook: true });
    await request(app).patch('/webhooks/1').expect(422);
  });

  it('leaves unprotected controllers alone, and their forms carry no token', async () => {
    const app = appFor(express, routerWith(), parsed);
    const res = await request(app).get('/open/new').expect(200);
    expect(res.body.button).not.toContain('authenticity_token');
    expect(res.body.meta).toBe('');
    await request(app).post('/open').expect(200);
  });

  it('without a session or a secretKeyBase, a protected request is an ArgumentError naming both ways', async () => {
    const router = routerWith({});
    const app = express();
    app.use(router.middleware());
    const errors: unknown[] = [];
    app.use((err: unknown, _req: any, res: any, _next: any) => {
      errors.push(err);
      res.status(500).end();
    });
    await request(app).get('/posts/new').expect(500);
    expect(errors[0]).toBeInstanceOf(ArgumentError);
    expect((errors[0] as Error).message).toMatch(/session middleware \(express-session, cookie-session\)/);
    expect((errors[0] as Error).message).toMatch(/secretKeyBase/);
    await request(app).get('/open/new').expect(200);
  });
});

/** A session middleware as express-session and cookie-session look to the router: `req.session`, kept per cookie. */
function memorySessions(): {
  use: (req: any, res: any, next: any) => void;
  store: Map<string, Record<string, unknown>>;
} {
  const store = new Map<string, Record<string, unknown>>();
  let next = 0;
  return {
    store,
    use(req, res, go) {
      let id = /sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      if (id === undefined || !store.has(id)) {
        id = `s${next++}`;
        store.set(id, {});
        res.setHeader('Set-Cookie', `sid=${id}`);
      }
      req.session = store.get(id);
      const sid = id;
      res.on('finish', () => {
        if (req.session !== store.get(sid)) store.set(sid, req.session);
      });
      go();
    },
  };
}

class SessionPostsController extends Controller {
  static {
    this.protectFromForgery();
  }
  new(): void {
    this.res.json({ token: this.formAuthenticityToken() });
  }
  create(): void {
    const session = (this.req as any).session;
    this.res.json({ user: session.user ?? null });
    session.touched = true;
  }
}
class ResettingController extends SessionPostsController {
  static {
    this.protectFromForgery({ with: 'reset_session', prepend: true });
  }
}

describe.each(EXPRESSES)('forgery protection, secret in req.session (%s)', (_name, express) => {
  function sessionApp() {
    const sessions = memorySessions();
    const router = new Router();
    router.controllers.register('posts', SessionPostsController);
    router.controllers.register('resets', ResettingController);
    router.draw((r) => {
      r.resources('posts', { only: ['new', 'create'] });
      r.resources('resets', { only: ['new', 'create'] });
    });
    const app = appFor(express, router, (a) => {
      a.use(sessions.use);
      a.use(express.urlencoded({ extended: true }));
    });
    return { app, sessions };
  }

  it('keeps the secret in the session as Rails does (_csrf_token), and sets no cookie of its own', async () => {
    const { app, sessions } = sessionApp();
    const res = await request(app).get('/posts/new').expect(200);
    expect(String(res.headers['set-cookie'])).not.toContain('csrf_token=');
    const [session] = [...sessions.store.values()];
    expect(session?._csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
    (sessions.store.get(cookie.slice(4)) as Record<string, unknown>).user = 'ann';
    await request(app)
      .post('/posts')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', res.body.token)
      .expect(200, { user: 'ann' });
  });

  it("null_session (Rails' default): an unverified request runs with an empty session, and keeps nothing", async () => {
    const { app, sessions } = sessionApp();
    const res = await request(app).get('/posts/new').expect(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
    const session = sessions.store.get(cookie.slice(4)) as Record<string, unknown>;
    session.user = 'ann';
    await request(app).post('/posts').set('Cookie', cookie).expect(200, { user: null });
    expect(sessions.store.get(cookie.slice(4))).toBe(session);
    expect(session).toEqual({ _csrf_token: expect.any(String), user: 'ann' });
  });

  it('reset_session: an unverified request gets a new, empty session', async () => {
    const { app, sessions } = sessionApp();
    const res = await request(app).get('/resets/new').expect(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
    (sessions.store.get(cookie.slice(4)) as Record<string, unknown>).user = 'ann';
    await request(app).post('/resets').set('Cookie', cookie).expect(200, { user: null });
    expect(sessions.store.get(cookie.slice(4))).toEqual({ touched: true });
  });
});

describe('declaring forgery protection', () => {
  it('refuses an unknown strategy, naming the three', () => {
    expect(() => {
      class Bad extends Controller {
        static {
          this.protectFromForgery({ with: 'ignore' as never });
        }
      }
      return Bad;
    }).toThrow(/use :null_session, :exception, or :reset_session/);
  });

  it('InvalidAuthenticityToken is a 422 with Rails’ message and no stack frames', () => {
    const err = new InvalidAuthenticityToken();
    expect(err).toMatchObject({ name: 'InvalidAuthenticityToken', status: 422, statusCode: 422, expose: true });
    expect(err.message).toBe("Can't verify CSRF token authenticity.");
    expect(err.stack).toBe("InvalidAuthenticityToken: Can't verify CSRF token authenticity.");
  });

  it('skipForgeryProtection without protectFromForgery above is an ArgumentError, as skipping any undeclared filter', () => {
    expect(() => {
      class Nothing extends Controller {
        static {
          this.skipForgeryProtection();
        }
      }
      return Nothing;
    }).toThrow(ArgumentError);
  });
});

describe('the signed cookie', () => {
  it('reads back every secret it wrote (no signature or secret splits the value wrongly)', () => {
    const { forgeryFor, bindSecretKeyBase } = require('../../src/controllers/csrf-secret');
    for (let i = 0; i < 500; i++) {
      const headers: Record<string, string> = {};
      const first: any = { headers: {}, socket: {} };
      const res: any = {
        headersSent: false,
        getHeader: () => undefined,
        setHeader: (_: string, v: string[]) => (headers.c = v[0] as string),
      };
      bindSecretKeyBase(first, KEY);
      const token = forgeryFor(first, res).maskedToken();
      const next: any = { headers: { cookie: headers.c?.split(';')[0] }, socket: {} };
      bindSecretKeyBase(next, KEY);
      expect(forgeryFor(next, res).verifies(token)).toBe(true);
    }
  });
});

describe.each(EXPRESSES)('null_session and reset_session with cookie-session (%s)', (_name, express) => {
  const cookieSession = require('cookie-session');

  class AccountController extends Controller {
    static {
      this.protectFromForgery();
    }
    show(): void {
      const session = (this.req as any).session;
      session.user ??= 'ann';
      this.res.json({ user: session.user, token: this.formAuthenticityToken() });
    }
    update(): void {
      const session = (this.req as any).session;
      const user = session.user ?? null;
      session.user = 'mallory';
      this.res.json({ user });
    }
  }
  class ResetAccountController extends AccountController {
    static {
      this.protectFromForgery({ with: 'reset_session' });
    }
  }

  function sessionApp() {
    const router = new Router();
    router.controllers.register('accounts', AccountController);
    router.controllers.register('reset_accounts', ResetAccountController);
    router.draw((r) => {
      r.resource('account', { only: ['show', 'update'] });
      r.resource('reset_account', { only: ['show', 'update'] });
    });
    return appFor(express, router, (a) => a.use(cookieSession({ name: 's', keys: ['k'] })));
  }
  const jar = (res: any): string =>
    ((res.headers['set-cookie'] ?? []) as string[]).map((c) => c.split(';')[0]).join('; ');

  it('null_session: the action sees an empty session, and what it writes there is not kept', async () => {
    const app = sessionApp();
    const first = await request(app).get('/account').expect(200);
    const cookies = jar(first);
    const forged = await request(app).patch('/account').set('Cookie', cookies).expect(200, { user: null });
    expect(forged.headers['set-cookie']).toBeUndefined();
    await request(app).get('/account').set('Cookie', cookies).expect(200);
    const verified = await request(app)
      .patch('/account')
      .set('Cookie', cookies)
      .set('X-CSRF-Token', first.body.token)
      .expect(200, { user: 'ann' });
    expect(jar(verified)).toContain('s=');
  });

  it('reset_session: the action runs with a new, empty session, which is kept', async () => {
    const app = sessionApp();
    const first = await request(app).get('/reset_account').expect(200);
    const forged = await request(app).patch('/reset_account').set('Cookie', jar(first)).expect(200, { user: null });
    const after = await request(app).get('/reset_account').set('Cookie', jar(forged)).expect(200);
    expect(after.body.user).toBe('mallory');
  });
});
