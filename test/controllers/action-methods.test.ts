/**
 * API.md Middleware, routing errors: only action methods dispatch. A class that does not extend
 * `Controller` offers the methods of its own chain only up to where the application's code
 * ends: `static abstract = true` (Rails' `abstract!`), a built-in, or a class of Node's core
 * modules (`EventEmitter`'s `emit`, `on`, ...). Filter methods are never actions. Through
 * `:controller/:action`, with Express 5 and 4.
 */
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES } from '../http/support';

class Base extends EventEmitter {
  shared(_req: unknown, res: any): void {
    res.send('shared');
  }
}
class HooksController extends Base {
  receive(_req: unknown, res: any): void {
    res.send('received');
  }
}
class StreamController extends Readable {
  index(_req: unknown, res: any): void {
    res.send('index');
  }
}
class Library {
  helper(_req: unknown, res: any): void {
    res.send('library helper');
  }
}
class AbstractBase extends Library {
  static abstract = true;
  hidden(_req: unknown, res: any): void {
    res.send('hidden');
  }
}
class ConcreteController extends AbstractBase {
  show(_req: unknown, res: any): void {
    res.send('show');
  }
}
class ApplicationController extends Controller {
  static abstract = true;
  static {
    this.beforeAction('requireLogin', { if: 'loginRequired' });
  }
  requireLogin(): void {
    this.res.locals.checked = true;
  }
  loginRequired(): boolean {
    return false;
  }
  health(): void {
    this.res.send('health');
  }
}
class PostsController extends ApplicationController {
  index(): void {
    this.res.send('posts');
  }
}

function app(express: any): any {
  const router = new Router();
  router.controllers.register('hooks', HooksController);
  router.controllers.register('stream', StreamController);
  router.controllers.register('concrete', ConcreteController);
  router.controllers.register('posts', PostsController);
  router.draw((r) => r.match(':controller/:action', { via: 'all' }));
  const app = express();
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).send(err.message));
  return app;
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  test.each([
    ['/hooks/receive', 'received'],
    ['/hooks/shared', 'shared'],
    ['/stream/index', 'index'],
    ['/concrete/show', 'show'],
    ['/posts/index', 'posts'],
  ])('%s dispatches', async (path, text) => {
    const res = await request(app(express)).get(path).timeout(2000);
    expect({ status: res.status, text: res.text }).toEqual({ status: 200, text });
  });

  test.each([
    // EventEmitter's and Readable's methods: some would answer nothing and leave the request hanging.
    '/hooks/emit',
    '/hooks/on',
    '/hooks/once',
    '/hooks/removeAllListeners',
    '/hooks/setMaxListeners',
    '/stream/read',
    '/stream/pipe',
    '/stream/destroy',
    '/stream/push',
    // An abstract class's methods and its ancestors'.
    '/concrete/hidden',
    '/concrete/helper',
    '/posts/health',
    // Filters and their conditions.
    '/posts/requireLogin',
    '/posts/loginRequired',
  ])('%s → 404, answered at once', async (path) => {
    const res = await request(app(express)).get(path).timeout(2000);
    expect(res.status).toBe(404);
    expect(res.text).toContain('could not be found');
  });
});

test('verify() reports an action that only a foreign or abstract ancestor has', () => {
  const router = new Router();
  router.controllers.register('hooks', HooksController);
  router.controllers.register('concrete', ConcreteController);
  router.draw((r) => {
    r.get('a', { to: 'hooks#emit' });
    r.get('b', { to: 'concrete#helper' });
    r.get('c', { to: 'concrete#show' });
  });
  expect(router.verify()).toEqual([
    "GET /a(.:format) → hooks#emit: controller 'hooks' has no action 'emit'",
    "GET /b(.:format) → concrete#helper: controller 'concrete' has no action 'helper'",
  ]);
});
