/**
 * Controller filters (Rails' before_action family) through real requests under Express 4
 * and 5: order (parents first, around nesting, after filters in reverse declaration order
 * as API.md says), only/except/if/unless, skip and prepend, halting, async filters, errors,
 * and the per-(class, action) cache.
 */
import request from 'supertest';
import { ArgumentError, Controller, Router } from '../../src';
import { filterPlan } from '../../src/controllers/filters';
import { EXPRESSES, echoErrors } from '../http/support';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Every controller logs into `this.req.log`; the action answers with the log. */
class Base extends Controller {
  get log(): string[] {
    return ((this.req as any).log ??= []);
  }
  // Subclasses override actions with async ones: an action may return a promise.
  show(): void | Promise<void> {
    this.log.push('SHOW');
    this.res.json(this.log);
  }
  index(): void {
    this.log.push('INDEX');
    this.res.json(this.log);
  }
}

class ApplicationController extends Base {
  static {
    this.beforeAction('b1');
    this.aroundAction('ar1');
    this.afterAction((c) => c.log.push('a1'));
  }
  b1(): void {
    this.log.push('b1');
  }
  async ar1(action: () => Promise<void>): Promise<void> {
    this.log.push('ar1<');
    await action();
    this.log.push('>ar1');
    (this.req as any).done?.(this.log);
  }
}

class OrderController extends ApplicationController {
  static {
    this.beforeAction('b2');
    this.afterAction('a2');
    this.aroundAction(async (c, action) => {
      c.log.push('ar2<');
      await action();
      c.log.push('>ar2');
    });
    this.beforeAction('b3');
    this.prependBeforeAction((c) => c.log.push('first'));
  }
  b2(): void {
    this.log.push('b2');
  }
  a2(): void {
    this.log.push('a2');
  }
  b3(): void {
    this.log.push('b3');
  }
}

class ConditionsController extends Base {
  static {
    this.beforeAction('onlyShow', { only: 'show' });
    this.beforeAction('exceptShow', { except: ['show'] });
    this.beforeAction('withIf', { only: ['show'], if: 'checkIf' });
    this.beforeAction('withUnless', { unless: (c) => c.params.skip === '1' });
    this.beforeAction('both', { if: ['yes', (c) => c.params.no !== '1'] });
  }
  onlyShow(): void {
    this.log.push('onlyShow');
  }
  exceptShow(): void {
    this.log.push('exceptShow');
  }
  checkIf(): boolean {
    this.log.push('checkIf');
    return true;
  }
  withIf(): void {
    this.log.push('withIf');
  }
  withUnless(): void {
    this.log.push('withUnless');
  }
  yes(): boolean {
    return true;
  }
  both(): void {
    this.log.push('both');
  }
}

class LoginController extends Base {
  static {
    this.beforeAction('requireLogin', { except: ['index'] });
    this.afterAction((c) => c.log.push('after'));
  }
  requireLogin(): void {
    this.log.push('requireLogin');
    if (!this.params.user) this.redirectTo('/login');
    this.log.push(`performed=${this.performed}`);
  }
}

class SkipAllController extends LoginController {
  static {
    this.skipBeforeAction('requireLogin');
  }
}
class SkipOnlyController extends LoginController {
  static {
    this.skipBeforeAction('requireLogin', { only: ['show'] });
  }
  feed(): void {
    this.log.push('FEED');
    this.res.json(this.log);
  }
}
class SkipIfController extends LoginController {
  static {
    this.skipBeforeAction('requireLogin', { if: (c) => c.params.guest === '1' });
  }
}

class AsyncController extends Base {
  static {
    this.beforeAction(async (c) => {
      await tick();
      c.log.push('async-before');
    });
    this.beforeAction(async (c) => {
      await tick();
      if (c.params.halt) c.res.status(403).json([...c.log, 'halted']);
    });
    this.afterAction((c) => {
      c.log.push(`after sees ${c.res.statusCode}`);
      (c.req.done as (log: string[]) => void)(c.log);
    });
  }
  override async show(): Promise<void> {
    await tick();
    this.log.push('SHOW');
    this.res.status(201);
    await tick();
    this.log.push('SHOW done');
    this.res.json(this.log);
  }
}

const audit: string[][] = [];
const traces: string[][] = [];
class AuditedController extends Base {
  static {
    this.afterAction((c) => {
      c.log.push('after');
      audit.push([...c.log]);
    });
  }
  override async show(): Promise<void> {
    await tick();
    this.log.push('SHOW');
    this.res.json(this.log);
  }
}

class FailingController extends Base {
  static {
    this.beforeAction((c) => {
      if (c.params.where === 'before') throw new Error('before failed');
    });
    this.aroundAction(async (c, action) => {
      try {
        await action();
      } catch (err) {
        audit.push(['rolled back', String((err as Error).message)]);
        if (c.params.swallow !== '1') throw err;
      }
    });
    this.afterAction((c) => audit.push(['after ran', String(c.params.where)]));
  }
  override async show(): Promise<void> {
    await tick();
    if (this.params.where === 'action') throw new Error('action failed');
    this.res.json(this.log);
  }
  override index(): void {
    throw new Error('sync action failed');
  }
}

class SkippedAroundController extends ApplicationController {
  static {
    this.skipAroundAction('ar1', { only: 'index' });
  }
}

class NoActionAroundController extends Base {
  static {
    this.aroundAction((c) => {
      c.log.push('around without action');
      c.res.json(c.log);
    });
    this.afterAction((c) => c.log.push('after'));
  }
}

class HandsOnController extends Base {
  static {
    this.beforeAction((c) => {
      c.log.push('hands on');
      c.next(new Error('handed on'));
    });
    this.afterAction((c) => audit.push(['after', ...c.log]));
  }
}

class MissingMethodController extends Base {
  static {
    this.beforeAction('nope');
  }
}

function app(express: any): any {
  const router = new Router();
  const controllers: Array<[string, any]> = [
    ['order', OrderController],
    ['application', ApplicationController],
    ['conditions', ConditionsController],
    ['login', LoginController],
    ['skip_all', SkipAllController],
    ['skip_only', SkipOnlyController],
    ['skip_if', SkipIfController],
    ['async', AsyncController],
    ['audited', AuditedController],
    ['failing', FailingController],
    ['skipped_around', SkippedAroundController],
    ['no_action_around', NoActionAroundController],
    ['missing', MissingMethodController],
    ['hands_on', HandsOnController],
    ['plain', Base],
  ];
  router.draw((r) => {
    for (const [name, klass] of controllers) {
      router.controllers.register(name, klass);
      r.resources(name, { only: ['index', 'show'] });
    }
    r.get('skip_only/:id/feed', { to: 'skip_only#feed' });
    r.get('login', { to: (_req: any, res: any) => res.end('login page') });
  });
  const application = express();
  // What the chain did after the response went out: after filters run then.
  application.use((req: any, _res: any, next: () => void) => {
    req.done = (log: string[]) => traces.push([...log]);
    next();
  });
  application.use(router.middleware());
  echoErrors(application);
  return application;
}

describe.each(EXPRESSES)('controller filters (%s)', (_name, express) => {
  const server = app(express);
  const get = (path: string): request.Test => request(server).get(path);

  test('parents first, around filters wrap what follows them, after filters in reverse declaration order', async () => {
    traces.length = 0;
    expect((await get('/order/1').expect(200)).body).toEqual(['first', 'b1', 'ar1<', 'b2', 'ar2<', 'b3', 'SHOW']);
    await tick();
    // After filters of one level run last declared first, as in Rails: the child's a2 before a1.
    expect(traces).toEqual([['first', 'b1', 'ar1<', 'b2', 'ar2<', 'b3', 'SHOW', '>ar2', 'a2', 'a1', '>ar1']]);
    // The parent class is unchanged by its subclass.
    expect((await get('/application/1').expect(200)).body).toEqual(['b1', 'ar1<', 'SHOW']);
  });

  test('controllers without filters run the action alone', async () => {
    expect((await get('/plain/1').expect(200)).body).toEqual(['SHOW']);
  });

  test.each<[string, string[]]>([
    ['/conditions/1', ['onlyShow', 'checkIf', 'withIf', 'withUnless', 'both', 'SHOW']],
    // `only` is checked before `if`: the condition method is not even called for index.
    ['/conditions', ['exceptShow', 'withUnless', 'both', 'INDEX']],
    ['/conditions/1?skip=1', ['onlyShow', 'checkIf', 'withIf', 'both', 'SHOW']],
    ['/conditions/1?no=1', ['onlyShow', 'checkIf', 'withIf', 'withUnless', 'SHOW']],
  ])('only/except/if/unless: %s', async (path, expected) => {
    expect((await get(path).expect(200)).body).toEqual(expected);
  });

  test('a before filter that responds halts: no action, no after filters', async () => {
    const res = await get('/login/1').expect(302);
    expect(res.headers.location).toBe('/login');
    expect((await get('/login/1?user=ann').expect(200)).body).toEqual(['requireLogin', 'performed=false', 'SHOW']);
    expect((await get('/login').expect(200)).body).toEqual(['INDEX']);
  });

  test('skip in a subclass: everywhere, only some actions, or under a condition', async () => {
    expect((await get('/skip_all/1').expect(200)).body).toEqual(['SHOW']);
    expect((await get('/skip_only/1').expect(200)).body).toEqual(['SHOW']);
    await get('/skip_only/1/feed').expect(302);
    expect((await get('/skip_if/1?guest=1').expect(200)).body).toEqual(['SHOW']);
    await get('/skip_if/1').expect(302);
    // The parent keeps its filter.
    await get('/login/1').expect(302);
  });

  test('async filters are awaited; after filters run once the action’s promise is done', async () => {
    traces.length = 0;
    expect((await get('/async/1').expect(201)).body).toEqual(['async-before', 'SHOW', 'SHOW done']);
    await tick();
    expect(traces).toEqual([['async-before', 'SHOW', 'SHOW done', 'after sees 201']]);
    expect((await get('/async/1?halt=1').expect(403)).body).toEqual(['async-before', 'halted']);
    await tick();
    expect(traces).toHaveLength(1);
    audit.length = 0;
    await get('/audited/1').expect(200);
    await tick();
    expect(audit).toEqual([['SHOW', 'after']]);
  });

  test('a throw or rejection goes to next(err); nothing after it runs', async () => {
    audit.length = 0;
    expect((await get('/failing/1?where=before').expect(500)).body.message).toBe('before failed');
    expect(audit).toEqual([]);
    expect((await get('/failing/1?where=action').expect(500)).body.message).toBe('action failed');
    expect(audit).toEqual([['rolled back', 'action failed']]);
    audit.length = 0;
    expect((await get('/failing').expect(500)).body.message).toBe('sync action failed');
    expect(audit).toEqual([['rolled back', 'sync action failed']]);
  });

  test('an around filter that swallows the error does not hide it', async () => {
    audit.length = 0;
    expect((await get('/failing/1?where=action&swallow=1').expect(500)).body.message).toBe('action failed');
    expect(audit).toEqual([['rolled back', 'action failed']]);
  });

  test('skipAroundAction with only', async () => {
    expect((await get('/skipped_around').expect(200)).body).toEqual(['b1', 'INDEX']);
    expect((await get('/skipped_around/1').expect(200)).body).toEqual(['b1', 'ar1<', 'SHOW']);
  });

  test('an around filter that never calls action(): the action does not run', async () => {
    expect((await get('/no_action_around/1').expect(200)).body).toEqual(['around without action']);
  });

  test('a before filter that calls this.next(err) also halts', async () => {
    audit.length = 0;
    expect((await get('/hands_on/1').expect(500)).body.message).toBe('handed on');
    await tick();
    expect(audit).toEqual([]);
  });

  test('a filter naming no method is an error for next(err)', async () => {
    expect((await get('/missing/1').expect(500)).body.message).toBe(
      "Before action callback 'nope' is not a method of MissingMethodController",
    );
  });
});

describe('filter declarations', () => {
  test('skipping a filter that was never declared is an ArgumentError, as in Rails', () => {
    expect(() => {
      class X extends Controller {
        static {
          this.skipBeforeAction('nope');
        }
      }
      return X;
    }).toThrow(new ArgumentError("Before action callback 'nope' has not been defined"));
    expect(() => {
      class Y extends ApplicationController {
        static {
          this.skipAfterAction('b1');
        }
      }
      return Y;
    }).toThrow(new ArgumentError("After action callback 'b1' has not been defined"));
  });

  test('a callback that is neither a name nor a function', () => {
    expect(() => (Base as any).beforeAction(42)).toThrow(ArgumentError);
    expect(() => (Base as any).beforeAction('x', { if: 3 })).toThrow(ArgumentError);
  });

  test('declaring a filter again moves it to the end; prepend puts it first', async () => {
    class Again extends Base {
      static {
        this.beforeAction('x');
        this.beforeAction('y');
        this.beforeAction('x');
      }
      x(): void {
        this.log.push('x');
      }
      y(): void {
        this.log.push('y');
      }
    }
    const router = new Router();
    router.controllers.register('again', Again);
    router.draw((r) => r.resources('again', { only: ['show'] }));
    const server = EXPRESSES[0]?.[1]();
    server.use(router.middleware());
    expect((await request(server).get('/again/1').expect(200)).body).toEqual(['y', 'x', 'SHOW']);
  });

  test('a filter method named with _ runs as a filter and is never an action', async () => {
    class Underscored extends Base {
      static {
        this.beforeAction('_load');
      }
      _load(): void {
        this.log.push('_load');
      }
    }
    const router = new Router();
    router.controllers.register('underscored', Underscored);
    router.draw((r) => r.get('underscored/:action', { controller: 'underscored' }));
    const server = EXPRESSES[0]?.[1]();
    server.use(router.middleware());
    echoErrors(server);
    expect((await request(server).get('/underscored/show').expect(200)).body).toEqual(['_load', 'SHOW']);
    expect((await request(server).get('/underscored/_load').expect(404)).body.routing).toBe(true);
  });

  test('filter functions are typed with the declaring class', () => {
    class Typed extends Base {
      static {
        this.beforeAction((c) => c.secret());
        // @ts-expect-error `c` is a Typed: it has no `nope`
        this.beforeAction((c) => c.nope());
        this.aroundAction(
          async (c, action) => {
            c.secret();
            await action();
          },
          { if: (c) => c.params.x === '1', only: ['show'] },
        );
      }
      secret(): void {}
    }
    expect(filterPlan(Typed, 'show')?.before).toHaveLength(2);
  });

  test('the chain is resolved once per (class, action), and again after a new declaration', () => {
    class Cached extends Base {
      static {
        this.beforeAction('show', { only: 'show' });
      }
    }
    const first = filterPlan(Cached, 'show');
    expect(first).toBeDefined();
    expect(filterPlan(Cached, 'show')).toBe(first);
    expect(filterPlan(Cached, 'index')).toBeUndefined();
    Cached.afterAction('index');
    expect(filterPlan(Cached, 'index')?.after.length).toBe(1);
    expect(filterPlan(Cached, 'show')).not.toBe(first);
  });
});
