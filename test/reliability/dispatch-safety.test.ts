/**
 * Names from URLs reach only registered controllers and their action methods. Extends
 * test/http/routing-errors.test.ts (which covers the plain names through Express) with: the
 * bare node server, a required `:controller/:action(/:id)` route, formats and encodings
 * glued to the names, null-prototype and getter-bearing object controllers, inherited
 * Controller members (instance fields included), and the registry's own lookups.
 */
import { Controller, Router } from '../../src';
import { EXPRESSES, expectNoPollution, json, listen, send, type Listening } from './support';

jest.setTimeout(15000);

const leaks: string[] = [];

class BaseController extends Controller {
  shared(): void {
    json(this.res, 200, { action: 'shared' });
  }
}

class PhotosController extends BaseController {
  handler = (): void => {
    leaks.push('instance field');
    json(this.res, 200, { leaked: 'instance field' });
  };
  static list(): void {
    leaks.push('static');
  }
  index(): void {
    json(this.res, 200, { action: 'index' });
  }
  show(): void {
    json(this.res, 200, { action: 'show', id: this.params.id });
  }
  async later(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 1));
    json(this.res, 200, { action: 'later' });
  }
  _private(): void {
    leaks.push('_private');
    json(this.res, 200, { leaked: '_private' });
  }
  get secret(): () => void {
    leaks.push('getter');
    return () => json(this.res, 200, { leaked: 'getter result' });
  }
}

function nullProtoController(): Record<string, unknown> {
  const target = Object.create(null) as Record<string, unknown>;
  target.index = (_req: any, res: any) => json(res, 200, { action: 'index' });
  return target;
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.controllers.register('bare', nullProtoController());
  const getterObject: Record<string, unknown> = {
    index: (_req: any, res: any) => json(res, 200, { action: 'index' }),
  };
  Object.defineProperty(getterObject, 'boom', {
    enumerable: true,
    get() {
      leaks.push('object getter');
      return (_req: any, res: any) => json(res, 200, { leaked: 'object getter' });
    },
  });
  router.controllers.register('getters', getterObject);
  // An object whose prototype is a plain object of helpers: only Object.prototype stops the walk.
  const proto = { inheritedAction: (_req: any, res: any) => json(res, 200, { action: 'inheritedAction' }) };
  const child = Object.create(proto) as Record<string, unknown>;
  child.own = (_req: any, res: any) => json(res, 200, { action: 'own' });
  router.controllers.register('derived', child);
  router.draw((r) => {
    r.get(':controller/:action(/:id)');
  });
  return router;
}

/** Action names that must never dispatch, on each controller. */
const FORBIDDEN_ON_CLASS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  '_private',
  'secret',
  'handler',
  'list',
  'length',
  'name',
  'prototype',
  'call',
  'apply',
  'bind',
  'paramsCache',
  'params',
  'helpers',
  'req',
  'res',
  'next',
  'redirectTo',
  'respondTo',
  'negotiate',
  'Index',
  'INDEX',
  'index ',
  'index\u0000',
];

const FORBIDDEN_ON_OBJECTS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'boom',
  'prototype',
  '_x',
];

/** Spellings of a name in a URL: plain, percent-encoded letters, with a format. */
function spellings(name: string): string[] {
  const encoded = encodeURIComponent(name);
  const allEncoded = [...Buffer.from(name, 'utf8')]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
  return [...new Set([encoded, allEncoded, `${encoded}.json`, `${allEncoded}.html`])];
}

const SERVERS: Array<[string, () => any]> = [
  ...EXPRESSES.map(([label, express]): [string, () => any] => [
    label,
    () => {
      const app = express();
      app.use(makeRouter().middleware());
      app.use((err: any, _req: any, res: any, _next: any) =>
        res.status(typeof err?.status === 'number' ? err.status : 500).json({
          routing: err?.name === 'RoutingError' || typeof err?.status === 'number',
          message: String(err?.message),
        }),
      );
      return app;
    },
  ]),
  ['bare node', () => makeRouter().middleware()],
];

describe.each(SERVERS)('%s: only action methods of registered controllers dispatch', (_label, build) => {
  let server: Listening;
  beforeAll(async () => {
    leaks.length = 0;
    server = await listen(build());
  });
  afterAll(async () => {
    await server.close();
    expect(leaks).toEqual([]);
    expectNoPollution();
  });

  test.each([
    ['/photos/index', 'index'],
    ['/photos/index.json', 'index'],
    ['/photos/%69ndex', 'index'],
    ['/photos/shared', 'shared'],
    ['/photos/later', 'later'],
    ['/bare/index', 'index'],
    ['/getters/index', 'index'],
    ['/derived/own', 'own'],
    ['/derived/inheritedAction', 'inheritedAction'],
  ])('GET %s → %s', async (path, action) => {
    const res = await send(server.port, 'GET', path);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).action).toBe(action);
  });

  test('the id reaches the action', async () => {
    const res = await send(server.port, 'GET', '/photos/show/%5F%5Fproto%5F%5F');
    expect(JSON.parse(res.text)).toEqual({ action: 'show', id: '__proto__' });
  });

  test.each(FORBIDDEN_ON_CLASS)('photos#%s → 404 in every spelling', async (name) => {
    for (const spelled of spellings(name)) {
      for (const suffix of ['', '/1']) {
        const path = `/photos/${spelled}${suffix}`;
        const res = await send(server.port, 'GET', path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toContain('leaked');
      }
    }
  });

  test.each(FORBIDDEN_ON_OBJECTS)('object controllers: %s → 404', async (name) => {
    for (const controller of ['bare', 'getters', 'derived']) {
      for (const spelled of spellings(name)) {
        const path = `/${controller}/${spelled}`;
        const res = await send(server.port, 'GET', path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toContain('leaked');
      }
    }
  });

  test.each([
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'Object',
    'Function',
    'Controller',
    'PhotosController',
    'Photos',
    'photos ',
    'photos\u0000',
    'photos/..',
    '../photos',
    'photos/../photos',
    'names',
    'register',
    'entries',
  ])('controller %j from the URL → 404', async (name) => {
    for (const spelled of spellings(name)) {
      const path = `/${spelled}/index`;
      const res = await send(server.port, 'GET', path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  test('other verbs to the same names → 405 (the generic route is GET only), never a dispatch', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/photos/constructor', '/photos/__proto__', '/__proto__/index', '/photos/index']) {
        const res = await send(server.port, method, path);
        expect([method, path, res.status, res.headers.allow]).toEqual([method, path, 405, 'GET, HEAD']);
      }
    }
  });
});

describe('the registry never answers for Object.prototype names', () => {
  const router = makeRouter();

  test.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', ''])(
    'get/has(%j)',
    (name) => {
      expect(router.controllers.get(name)).toBeUndefined();
      expect(router.controllers.has(name)).toBe(false);
      expect(router.controllers.names()).not.toContain(name);
    },
  );

  test("register('__proto__', ...) stays an ordinary entry", () => {
    const local = new Router();
    const target = { index: () => undefined };
    local.controllers.register('__proto__', target);
    expect(local.controllers.get('__proto__')).toBe(target);
    expect(local.controllers.names()).toEqual(['__proto__']);
    expect(local.controllers.get('constructor')).toBeUndefined();
    expectNoPollution();
  });

  test('router.verify() names the non-actions as missing', () => {
    const local = new Router();
    local.controllers.register('photos', PhotosController);
    local.draw((r) => {
      r.get('a', { to: 'photos#toString' });
      r.get('b', { to: 'photos#_private' });
      r.get('c', { to: 'photos#secret' });
      r.get('d', { to: 'photos#redirectTo' });
      r.get('e', { to: 'photos#index' });
      r.get('f', { to: 'photos#constructor' });
    });
    const problems = local.verify();
    expect(problems).toHaveLength(5);
    for (const action of ['toString', '_private', 'secret', 'redirectTo', 'constructor'])
      expect(problems.some((line) => line.includes(`'${action}'`))).toBe(true);
    expect(leaks).toEqual([]);
  });
});
