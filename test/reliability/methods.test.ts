/**
 * Unknown and odd request methods: WebDAV verbs, a lower-case `get` and a 100-character
 * method sent raw over a socket, odd `req.method` values set by earlier middleware. Only
 * 400/404/405/501 (Node's parser answers some itself) or the route's own answer; never a 500.
 */
import { Router } from '../../src';
import { EXPRESSES, expectNoPollution, json, listen, send, sendRaw, type Listening } from './support';

jest.setTimeout(15000);

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', {
    index: (req: any, res: any) => json(res, 200, { action: 'index', method: req.method }),
    show: (req: any, res: any) => json(res, 200, { action: 'show', method: req.method }),
  });
  router.draw((r) => {
    r.resources('photos', { only: ['index', 'show'] });
    r.match('any', { via: 'all', to: (req: any, res: any) => json(res, 200, { any: true, method: req.method }) });
  });
  return router;
}

const REFUSED = [400, 404, 405, 501];

/** Methods Node's parser knows; whichever reaches the router must be a 405 (path has routes) or 404. */
const KNOWN_ODD = [
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'MKACTIVITY',
  'CHECKOUT',
  'MERGE',
  'NOTIFY',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'LINK',
  'UNLINK',
  'TRACE',
  'QUERY',
  'ACL',
  'BIND',
  'REBIND',
  'UNBIND',
  'MKCALENDAR',
];

const SERVERS: Array<[string, () => any]> = [
  ...EXPRESSES.map(([label, express]): [string, () => any] => [
    label,
    () => {
      const app = express();
      app.use(makeRouter().middleware());
      return app;
    },
  ]),
  ['bare node', () => makeRouter().middleware()],
];

describe.each(SERVERS)('%s: odd methods', (_label, build) => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(build());
  });
  afterAll(async () => {
    await server.close();
    expectNoPollution();
  });

  test.each(KNOWN_ODD)('%s /photos/1 → 405 with Allow (or refused by the parser)', async (method) => {
    let res;
    try {
      res = await send(server.port, method, '/photos/1');
    } catch (err) {
      // The client refuses to send a method its own parser does not know.
      if ((err as NodeJS.ErrnoException).code === 'ERR_INVALID_HTTP_TOKEN') return;
      throw err;
    }
    // The path has routes, none for this verb: a 405 naming the verbs it has.
    expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
  });

  test.each(KNOWN_ODD)('%s /nothing → 404', async (method) => {
    const { status } = await send(server.port, method, '/nothing');
    expect([method, status]).toEqual([method, 404]);
  });

  test('PROPFIND on an any-verb route: the route answers', async () => {
    const res = await send(server.port, 'PROPFIND', '/any');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ any: true, method: 'PROPFIND' });
  });

  test.each([
    ['lower-case get', 'get /photos/1 HTTP/1.1'],
    ['mixed-case Get', 'Get /photos/1 HTTP/1.1'],
    ['a 100-character method', `${'X'.repeat(100)} /photos/1 HTTP/1.1`],
    ['a 100-character known-looking method', `${'GET'.repeat(34).slice(0, 100)} /photos/1 HTTP/1.1`],
    ['an unknown token', 'FROBNICATE /photos/1 HTTP/1.1'],
    ['a method with a NUL', 'GE\u0000T /photos/1 HTTP/1.1'],
    ['a method with punctuation', 'G(E)T /photos/1 HTTP/1.1'],
    ['__proto__ as the method', '__proto__ /photos/1 HTTP/1.1'],
    ['constructor as the method', 'constructor /photos/1 HTTP/1.1'],
    ['no method at all', ' /photos/1 HTTP/1.1'],
    ['CONNECT (no connect listener)', 'CONNECT 127.0.0.1:1 HTTP/1.1'],
  ])('%s, raw over a socket → refused, never 500', async (_name, line) => {
    const { status } = await sendRaw(server.port, `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(status).not.toBe(500);
    // 0: the parser closed the connection without an answer (also not a crash).
    expect([line.slice(0, 30), status === 0 || REFUSED.includes(status)]).toEqual([line.slice(0, 30), true]);
  });

  test('OPTIONS and HEAD on a known path still work after all that', async () => {
    const options = await send(server.port, 'OPTIONS', '/photos/1');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD');
    const head = await send(server.port, 'HEAD', '/photos');
    expect(head.status).toBe(200);
    expect((await send(server.port, 'GET', '/photos/1')).status).toBe(200);
  });

  test.each([['PROPFIND'], ['FOO'], ['GET'], ['__proto__'], ['constructor'], ['x'.repeat(100)]])(
    'POST with X-HTTP-Method-Override: %s stays POST',
    async (value) => {
      const res = await send(server.port, 'POST', '/any', { headers: { 'X-HTTP-Method-Override': value } });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).method).toBe('POST');
    },
  );
});

describe.each(EXPRESSES)('%s: odd req.method values set by earlier middleware', (_label, express) => {
  let server: Listening;
  beforeAll(async () => {
    const app = express();
    app.use((req: any, _res: any, next: () => void) => {
      const forced = req.headers['x-force-method'];
      if (typeof forced === 'string') req.method = forced === '<empty>' ? '' : forced;
      next();
    });
    app.use(makeRouter().middleware());
    app.use((err: any, _req: any, res: any, _next: any) =>
      res.status(typeof err?.status === 'number' ? err.status : 500).json({ error: String(err?.message) }),
    );
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    expectNoPollution();
  });

  test.each([
    ['__proto__'],
    ['constructor'],
    ['toString'],
    ['hasOwnProperty'],
    ['get'],
    ['propfind'],
    ['<empty>'],
    ['X'.repeat(100)],
    ['GET, POST'],
  ])('req.method = %s → 404/405, never 500', async (method) => {
    const res = await send(server.port, 'GET', '/photos/1', { headers: { 'x-force-method': method } });
    expect(res.status).not.toBe(500);
    // A lower-case verb may be read as its upper-case self.
    expect([method, [200, ...REFUSED].includes(res.status)]).toEqual([method, true]);
    if (res.status === 200) expect(method.toUpperCase()).toBe('GET');
  });
});
