/**
 * Hostile URLs through `router.recognize`, through Express (both majors) and through a bare
 * `http.createServer(router.middleware())`: malformed escapes, huge paths, 10,000 segments,
 * NUL bytes, dot segments, repeated slashes, unicode, encoded slashes and prototype-polluting
 * query strings. Only 400/404/405 (or the route's own answer) — never a throw, a 500 or a hang.
 */
import { Controller, Router } from '../../src';
import { countWork, nativeOverLongInput, pathLevelRegExps } from '../support/counted-work';
import { EXPRESSES, expectNoPollution, json, listen, send, sendRaw, type Listening } from './support';

jest.setTimeout(15000);

class PhotosController extends Controller {
  index(): void {
    this.echo('index');
  }
  show(): void {
    this.echo('show');
  }
  private echo(action: string): void {
    const params = this.params;
    json(this.res, 200, {
      action,
      id: this.req.params.id ?? null,
      params,
      paramsProto:
        Object.getPrototypeOf(params) === Object.prototype
          ? 'Object.prototype'
          : Object.getPrototypeOf(params) === null
            ? 'null'
            : 'other',
      reqParamsProto:
        Object.getPrototypeOf(this.req.params) === Object.prototype
          ? 'Object.prototype'
          : Object.getPrototypeOf(this.req.params) === null
            ? 'null'
            : 'other',
      inheritedX: (params as any).x ?? null,
    });
  }
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.controllers.register('files', { show: (req: any, res: any) => json(res, 200, { path: req.params.path }) });
  router.controllers.register('secret', { index: (_req: any, res: any) => json(res, 200, { secret: true }) });
  router.draw((r) => {
    r.resources('photos', { only: ['index', 'show'] });
    r.get('files/*path', { to: 'files#show' });
    r.get('secret', { to: 'secret#index' });
    r.get('limited/:id', { to: 'photos#show', id: /[a-z]+/ });
    r.get('opt(/:a(/:b(/:c)))', { to: 'photos#index' });
  });
  return router;
}

const BIG = 64 * 1024;
const TEN_THOUSAND_SEGMENTS = '/x'.repeat(10000);

describe('router.recognize never throws on hostile input', () => {
  const router = makeRouter();

  function recognize(method: string, url: string): ReturnType<Router['recognize']> {
    let result: ReturnType<Router['recognize']> = null;
    const work = countWork(() => {
      expect(() => {
        result = router.recognize(method, url);
      }).not.toThrow();
    });
    // Never a hang: work linear in the URL, counted (a bound by time failed on loaded machines),
    // and no route's RegExp over a long input (uncounted, it could backtrack).
    expect(work.total).toBeLessThanOrEqual(16 * url.length + 4096);
    expect(nativeOverLongInput(work, pathLevelRegExps(method, url))).toEqual([]);
    return result;
  }

  test.each([
    ['/photos/%zz'],
    ['/photos/%'],
    ['/photos/%E0%A4%A'],
    ['/photos/%E0%A4'],
    ['/photos/%C0%AF'],
    ['/photos/%ED%A0%80'],
    ['/photos/%FF'],
    ['/%'],
    ['/%%%%'],
    ['/photos/%u0041'],
    ['/files/a/%zz/b'],
  ])('malformed escape %s → null', (url) => {
    expect(recognize('GET', url)).toBeNull();
    expect(router.allowedMethods(url)).toEqual([]);
  });

  test('a 64 KiB segment is an id', () => {
    const id = 'a'.repeat(BIG);
    const found = recognize('GET', `/photos/${id}`);
    expect(found?.params).toEqual({ controller: 'photos', action: 'show', id });
  });

  test('a 64 KiB path of encoded bytes decodes', () => {
    const found = recognize('GET', `/photos/${'%41'.repeat(BIG / 3)}`);
    expect(found?.params.id).toBe('A'.repeat(Math.floor(BIG / 3)));
  });

  test.each([
    ['64 KiB of one segment under no route', `/${'z'.repeat(BIG)}`],
    ['64 KiB of slashes', '/'.repeat(BIG)],
    ['64 KiB of dots', `/photos/${'.'.repeat(BIG)}`],
    ['64 KiB of "a." (format backtracking)', `/photos/${'a.'.repeat(BIG / 2)}`],
    ['64 KiB against a constraint', `/limited/${'a'.repeat(BIG)}!`],
    ['64 KiB of escapes then a bad one', `/photos/${'%41'.repeat(BIG / 3)}%zz`],
    ['64 KiB of query string', `/photos?${'q=1&'.repeat(BIG / 4)}`],
    ['64 KiB through optional groups', `/opt/${'a'.repeat(BIG)}/b/c/d`],
  ])('%s: no throw, bounded time', (_label, url) => {
    recognize('GET', url);
  });

  test('10,000 segments: no route (resources), the glob takes them all', () => {
    expect(recognize('GET', TEN_THOUSAND_SEGMENTS)).toBeNull();
    expect(recognize('GET', `/photos${TEN_THOUSAND_SEGMENTS}`)).toBeNull();
    expect(recognize('GET', `/files${TEN_THOUSAND_SEGMENTS}`)?.params.path).toBe(TEN_THOUSAND_SEGMENTS.slice(1));
    expect(recognize('GET', `/opt${TEN_THOUSAND_SEGMENTS}`)).toBeNull();
    expect(recognize('GET', '/%2F'.repeat(10000))).toBeNull();
  });

  test('NUL bytes', () => {
    expect(recognize('GET', '/photos/%00')?.params).toEqual({ controller: 'photos', action: 'show', id: '\u0000' });
    expect(recognize('GET', '/photos/a%00b')?.params.id).toBe('a\u0000b');
    expect(recognize('GET', '/files/%00/%00')?.params.path).toBe('\u0000/\u0000');
    expect(recognize('GET', '/photos/\u0000')).not.toBeNull();
  });

  test('dot segments are not resolved: /photos/../secret is not secret#index', () => {
    for (const url of [
      '/photos/../secret',
      '/photos/%2e%2e/secret',
      '/photos/%2E%2E%2Fsecret',
      '/photos/./../secret',
      '/files/../secret',
      '/limited/../secret',
    ]) {
      const found = recognize('GET', url);
      expect([url, found?.params.controller ?? null]).not.toEqual([url, 'secret']);
    }
    expect(recognize('GET', '/photos/%2e%2e')?.params).toEqual({ controller: 'photos', action: 'show', id: '..' });
    expect(recognize('GET', '/photos/%2E%2E%2Fsecret')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: '../secret',
    });
    expect(recognize('GET', '/files/../../etc/passwd')?.params).toEqual({
      controller: 'files',
      action: 'show',
      path: '../../etc/passwd',
    });
  });

  test('repeated and trailing slashes', () => {
    for (const url of ['//photos//1', '///photos///1///', '/photos/1/', '/photos//1?x=//']) {
      expect([url, recognize('GET', url)?.params]).toEqual([url, { controller: 'photos', action: 'show', id: '1' }]);
    }
    expect(recognize('GET', '//')?.params ?? null).toBeNull();
  });

  test('unicode, raw and encoded', () => {
    expect(recognize('GET', '/photos/%C3%BC')?.params.id).toBe('ü');
    expect(recognize('GET', '/photos/ü')?.params.id).toBe('ü');
    expect(recognize('GET', '/photos/%E6%97%A5%E6%9C%AC')?.params.id).toBe('日本');
    expect(recognize('GET', '/photos/日本')?.params.id).toBe('日本');
    expect(recognize('GET', '/photos/%F0%9F%98%80')?.params.id).toBe('😀');
    expect(recognize('GET', '/photos/😀')?.params.id).toBe('😀');
    expect(recognize('GET', '/photos/%c3%bc')?.params.id).toBe('ü');
    expect(recognize('GET', '/photos/\u202e')?.params.id).toBe('\u202e');
    // A lone surrogate has no UTF-8 encoding: nothing sane to decode.
    expect(() => router.recognize('GET', '/photos/\ud800')).not.toThrow();
  });

  test('encoded slashes stay in one parameter', () => {
    expect(recognize('GET', '/photos/a%2Fb')?.params.id).toBe('a/b');
    expect(recognize('GET', '/photos/a%2fb')?.params.id).toBe('a/b');
    expect(recognize('GET', '/photos/%2F')?.params.id).toBe('/');
    expect(recognize('GET', '/photos%2F1')).toBeNull();
    expect(recognize('GET', '/files/a%2Fb/c')?.params.path).toBe('a/b/c');
  });

  test.each([
    ['/photos/1?__proto__[x]=1'],
    ['/photos/1?constructor[prototype][x]=1'],
    ['/photos/1?__proto__.x=1'],
    ['/photos/1?__proto__=x'],
    ['/photos/1?%zz'],
    ['/photos/1?a=%'],
    ['/photos/1#__proto__'],
    ['/photos/1??&&=='],
  ])('query %s is ignored', (url) => {
    expect(recognize('GET', url)?.params).toEqual({ controller: 'photos', action: 'show', id: '1' });
  });

  test('__proto__, constructor and prototype as values are own properties', () => {
    for (const value of ['__proto__', 'constructor', 'prototype']) {
      const params = recognize('GET', `/photos/${value}`)?.params as Record<string, unknown>;
      expect(Object.keys(params).sort()).toEqual(['action', 'controller', 'id']);
      expect(params.id).toBe(value);
      expect(Object.getPrototypeOf(params) === Object.prototype || Object.getPrototypeOf(params) === null).toBe(true);
    }
    const glob = recognize('GET', '/files/__proto__/constructor/prototype')?.params as Record<string, unknown>;
    expect(glob.path).toBe('__proto__/constructor/prototype');
    expectNoPollution();
  });

  test('odd method strings do not throw', () => {
    for (const method of [
      'get',
      'PROPFIND',
      'X'.repeat(100),
      '',
      '__proto__',
      'constructor',
      'toString',
      'GET\r\nX: y',
    ]) {
      expect(() => router.recognize(method, '/photos/1')).not.toThrow();
    }
    expect(router.recognize('PROPFIND', '/photos/1')).toBeNull();
    expect(router.recognize('__proto__', '/photos/1')).toBeNull();
    expect(router.recognize('constructor', '/photos/1')).toBeNull();
  });

  afterAll(() => expectNoPollution());
});

describe('parameter names __proto__, constructor, prototype in a route', () => {
  /** The DSL accepts these names: routing must work and pollute nothing. */
  function drawOrReject(block: (r: any) => void): Router | null {
    const router = new Router();
    router.controllers.register('things', {
      show: (req: any, res: any) =>
        json(res, 200, {
          params: req.params,
          keys: Object.keys(req.params),
          proto: Object.getPrototypeOf(req.params) === Object.prototype,
        }),
    });
    router.draw(block);
    return router;
  }

  test.each([['__proto__'], ['constructor'], ['prototype'], ['hasOwnProperty'], ['toString']])(
    ':%s as a path parameter',
    (name) => {
      const router = drawOrReject((r) => r.get(`p/:${name}`, { to: 'things#show' }));
      if (router) {
        let found: ReturnType<Router['recognize']> = null;
        expect(() => {
          found = router.recognize('GET', '/p/polluted');
        }).not.toThrow();
        const params = (found as ReturnType<Router['recognize']>)?.params as Record<string, unknown>;
        expect(params).toBeDefined();
        expect(Object.prototype.hasOwnProperty.call(params, name)).toBe(true);
        expect(params[name]).toBe('polluted');
        expect(Object.getPrototypeOf(params) === Object.prototype || Object.getPrototypeOf(params) === null).toBe(true);
        expect(() => router.helpers).not.toThrow();
      }
      expectNoPollution();
    },
  );

  test('a route with :__proto__ does not break the other routes of its router', () => {
    const router = drawOrReject((r) => {
      r.get('ok/:id', { to: 'things#show' });
      r.get('x/:__proto__/:constructor/:prototype', { to: 'things#show' });
    });
    if (router) {
      expect(() => router.recognize('GET', '/ok/1')).not.toThrow();
      expect(router.recognize('GET', '/ok/1')?.params).toEqual({ controller: 'things', action: 'show', id: '1' });
      const params = router.recognize('GET', '/x/a/b/c')?.params as Record<string, unknown>;
      expect(Object.keys(params).sort()).toEqual(
        ['__proto__', 'action', 'constructor', 'controller', 'prototype'].sort(),
      );
    }
    expectNoPollution();
  });

  const WRAPPERS: Array<[string, (router: Router) => any]> = [
    ...EXPRESSES.map(([label, express]): [string, (router: Router) => any] => [
      label,
      (router) => {
        const app = express();
        app.use(router.middleware());
        return app;
      },
    ]),
    [
      'bare node',
      (router) => {
        const middleware = router.middleware();
        // A synchronous throw would be an uncaught exception here: report it as a 500 instead.
        return (req: any, res: any) => {
          try {
            middleware(req, res);
          } catch {
            res.statusCode = 500;
            res.end('middleware threw');
          }
        };
      },
    ],
  ];

  test.each(WRAPPERS)('%s: GET /p/x through the middleware — the route answers, no 500', async (_label, wrap) => {
    const router = drawOrReject((r) => r.get('p/:__proto__/:constructor', { to: 'things#show' }));
    if (!router) return;
    const server = await listen(wrap(router));
    try {
      const res = await send(server.port, 'GET', '/p/polluted/x');
      expect(res.status).toBe(200);
      const body = JSON.parse(res.text);
      expect(body.keys.sort()).toEqual(['__proto__', 'action', 'constructor', 'controller']);
      expect(body.proto).toBe(true);
    } finally {
      await server.close();
    }
    expectNoPollution();
  });
});

type Expected = number[] | 'ok';
/** Hostile paths over HTTP and what may answer them. `ok` = the route's own 200. */
const HTTP_CASES: Array<[string, string, Expected]> = [
  ['malformed escape', '/photos/%zz', [400]],
  ['lone percent', '/photos/%', [400]],
  ['truncated UTF-8', '/photos/%E0%A4%A', [400]],
  ['overlong UTF-8', '/photos/%C0%AF', [400]],
  ['encoded surrogate', '/photos/%ED%A0%80', [400]],
  ['malformed escape on a glob', '/files/a/%zz', [400]],
  ['NUL', '/photos/%00', 'ok'],
  ['NUL in a glob', '/files/a%00b/c', 'ok'],
  ['dot segments', '/photos/../secret', [404]],
  ['encoded dot segments', '/photos/%2e%2e', 'ok'],
  ['encoded ../ traversal', '/photos/%2e%2e%2fsecret', 'ok'],
  ['repeated slashes (308 to the squeezed path)', '//photos///1//', [308]],
  ['only slashes', '//////', [404]],
  ['encoded unicode', '/photos/%E6%97%A5%E6%9C%AC', 'ok'],
  ['encoded slash', '/photos/a%2Fb', 'ok'],
  ['encoded slash in the first segment', '/photos%2F1', [404]],
  ['__proto__[x] in the query', '/photos/1?__proto__[x]=1', 'ok'],
  ['constructor[prototype][x] in the query', '/photos/1?constructor[prototype][x]=1', 'ok'],
  ['__proto__.x in the query', '/photos/1?__proto__.x=1&__proto__=y', 'ok'],
  ['deep qs nesting', `/photos/1?${'a['.repeat(50)}x${']'.repeat(50)}=1`, 'ok'],
  ['malformed escape in the query', '/photos/1?q=%zz&%=%', 'ok'],
  ['__proto__ as a value', '/photos/__proto__', 'ok'],
  ['constructor as a value', '/photos/constructor', 'ok'],
  ['an absolute-form target', 'http://evil.example/secret', [200, 400, 404]],
  ['10,000 segments', TEN_THOUSAND_SEGMENTS, [404, 431]],
  ['10,000 segments under a glob', `/files${TEN_THOUSAND_SEGMENTS}`, [200, 431]],
  ['a 64 KiB id', `/photos/${'a'.repeat(BIG)}`, [200, 431]],
  ['a 64 KiB unknown path', `/${'z'.repeat(BIG)}`, [404, 431]],
  ['64 KiB of "a." (format backtracking)', `/photos/${'a.'.repeat(BIG / 2)}`, [200, 404, 431]],
];

/** What the route's own answer must say (for the `ok` rows). */
function checkOwnAnswer(path: string, body: any): void {
  if (path.startsWith('/files')) {
    expect(typeof body.path).toBe('string');
    return;
  }
  expect(body.action).toBe('show');
  expect(body.paramsProto).not.toBe('other');
  expect(body.reqParamsProto).not.toBe('other');
  expect(body.inheritedX).toBeNull();
  const expectedId: Record<string, string> = {
    '/photos/%00': '\u0000',
    '/photos/%2e%2e': '..',
    '/photos/%2e%2e%2fsecret': '../secret',
    '/photos/%E6%97%A5%E6%9C%AC': '日本',
    '/photos/a%2Fb': 'a/b',
    '/photos/__proto__': '__proto__',
    '/photos/constructor': 'constructor',
  };
  expect(body.id).toBe(expectedId[path] ?? '1');
}

function checkReply(path: string, expected: Expected, status: number, text: string): void {
  expect(status).not.toBe(500);
  if (expected === 'ok') {
    expect([path, status]).toEqual([path, 200]);
    checkOwnAnswer(path, JSON.parse(text));
  } else {
    expect([path, expected.includes(status)]).toEqual([path, true]);
  }
}

const SERVERS: Array<[string, () => any]> = [
  ...EXPRESSES.map(([label, express]): [string, () => any] => [
    `${label} (default error handler)`,
    () => {
      const app = express();
      app.use(makeRouter().middleware());
      return app;
    },
  ]),
  ...EXPRESSES.map(([label, express]): [string, () => any] => [
    `${label} (app's own error handler)`,
    () => {
      const app = express();
      app.use(makeRouter().middleware());
      app.use((err: any, _req: any, res: any, _next: any) =>
        res.status(typeof err?.status === 'number' ? err.status : 500).json({ error: err?.message }),
      );
      return app;
    },
  ]),
  ['bare http.createServer(router.middleware())', () => makeRouter().middleware()],
];

describe.each(SERVERS)('over HTTP: %s', (_label, build) => {
  let plain: Listening;
  let roomy: Listening;
  beforeAll(async () => {
    plain = await listen(build());
    // Node's default header limit answers 431 before the router runs; this one lets the
    // 64 KiB paths reach it.
    roomy = await listen(build(), { maxHeaderSize: 256 * 1024 });
  });
  afterAll(async () => {
    await plain.close();
    await roomy.close();
  });

  test.each(HTTP_CASES)('%s', async (_name, path, expected) => {
    for (const server of [plain, roomy]) {
      const get = await send(server.port, 'GET', path);
      checkReply(path, expected, get.status, get.text);
      // HEAD is answered as GET is (Node drops the body itself).
      const head = await send(server.port, 'HEAD', path);
      expect([path, head.status]).toEqual([path, get.status]);
    }
  });

  test('the 64 KiB cases reach the router with a large header limit', async () => {
    expect((await send(roomy.port, 'GET', `/photos/${'a'.repeat(BIG)}`)).status).toBe(200);
    expect((await send(roomy.port, 'GET', `/${'z'.repeat(BIG)}`)).status).toBe(404);
    expect((await send(roomy.port, 'GET', TEN_THOUSAND_SEGMENTS)).status).toBe(404);
    const glob = await send(roomy.port, 'GET', `/files${TEN_THOUSAND_SEGMENTS}`);
    expect(glob.status).toBe(200);
    expect(JSON.parse(glob.text).path).toBe(TEN_THOUSAND_SEGMENTS.slice(1));
  });

  test.each([
    [
      'raw UTF-8 in the path',
      Buffer.from('GET /photos/日本 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'utf8'),
      [200, 400],
    ],
    [
      'raw UTF-8 under no route',
      Buffer.from('GET /ünïcödé/ö HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'utf8'),
      [400, 404],
    ],
    [
      'a raw NUL byte in the path',
      Buffer.from('GET /photos/a\u0000b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'latin1'),
      [400, 404, 0],
    ],
    [
      'a latin-1 byte in the path',
      Buffer.from('GET /photos/\xff HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'latin1'),
      [200, 400, 404],
    ],
    [
      'a request target without a slash',
      Buffer.from('GET photos/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      [200, 400, 404],
    ],
    [
      'an asterisk target',
      Buffer.from('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      [204, 400, 404],
    ],
  ] as Array<[string, Buffer, number[]]>)('%s', async (_name, bytes, allowed) => {
    for (const server of [plain, roomy]) {
      const { status } = await sendRaw(server.port, bytes);
      expect(status).not.toBe(500);
      expect([status, allowed.includes(status)]).toEqual([status, true]);
    }
  });

  test('the server still answers afterwards', async () => {
    const res = await send(plain.port, 'GET', '/photos/1');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).id).toBe('1');
  });

  afterAll(() => expectNoPollution());
});
