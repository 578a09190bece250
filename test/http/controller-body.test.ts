/**
 * A controller action's body, through real HTTP under Express 5, Express 4 and bare
 * node:http: urlencoded, JSON (`_json` for what is not an object) and multipart (files as
 * `UploadedFile`) parsed just before the filters; limits (413), malformed bodies (400), an
 * unknown Content-Encoding (415) answered before any filter or action runs; a body parsed
 * upstream or by route middleware used as it is; handlers and mounted apps get the stream as
 * sent.
 */
import zlib from 'node:zlib';
import request from 'supertest';
import { Controller, Router, UploadedFile } from '../../src';
import { EXPRESSES, echoErrors, readStream } from './support';
import { listen, send } from '../reliability/support';

/** A POST of exact bytes (supertest re-encodes a Buffer sent as JSON). */
async function post(handler: unknown, path: string, headers: Record<string, string>, body: Buffer) {
  const server = await listen(handler);
  try {
    const reply = await send(server.port, 'POST', path, {
      headers: { ...headers, 'content-length': body.length },
      body,
    });
    return { status: reply.status, params: reply.status === 200 ? JSON.parse(reply.text).params : undefined };
  } finally {
    await server.close();
  }
}

/** Actions and filters that ran, per test. */
const ran: string[] = [];

/** `this.params` as JSON, files as `{ file: name, type, size, text }`. */
function visible(value: unknown): unknown {
  if (value instanceof UploadedFile)
    return { file: value.originalFilename, type: value.contentType, size: value.size, text: value.buffer?.toString() };
  if (Array.isArray(value)) return value.map(visible);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visible(v)]));
  return value;
}

class PostsController extends Controller<any, any> {
  static {
    this.beforeAction(() => {
      ran.push('filter');
    });
  }
  create(): void {
    ran.push('create');
    this.res.setHeader('content-type', 'application/json');
    this.res.end(JSON.stringify({ params: visible(this.params), rawBody: this.req.rawBody?.toString() ?? null }));
  }
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('posts', PostsController);
  router.draw((r) => {
    r.post('posts', { to: 'posts#create' });
    r.post('upstream', { to: 'posts#create', middleware: [jsonUpstream] });
    r.post('hook', {
      to: (req: any, res: any) => {
        void readStream(req).then((text) => res.end(JSON.stringify({ body: req.body ?? null, text })));
      },
    });
    r.mount(
      (req: any, res: any) => {
        void readStream(req).then((text) => res.end(JSON.stringify({ body: req.body ?? null, text })));
      },
      { at: 'app' },
    );
  });
  return router;
}

/** Route middleware that parses the body itself first (as express.json() would). */
function jsonUpstream(req: any, _res: any, next: (err?: unknown) => void): void {
  void readStream(req).then((text) => {
    req.body = { parsed: 'by route middleware', length: text.length };
    req._body = true;
    next();
  });
}

function multipart(parts: Array<{ name: string; value: string; filename?: string; type?: string }>, boundary = 'XyZ') {
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.filename !== undefined ? `; filename="${p.filename}"` : '') +
        (p.filename !== undefined || p.type ? `\r\nContent-Type: ${p.type ?? 'text/plain'}` : '') +
        `\r\n\r\n${p.value}\r\n`,
    )
    .join('');
  return { body: `${body}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const servers: Array<[string, () => any]> = [
  ...EXPRESSES.map(([name, express]): [string, () => any] => [
    name,
    () => {
      const app = express();
      app.use(makeRouter().middleware({ bodyLimit: 2000, parameterLimit: 20, fileLimit: 1000 }));
      echoErrors(app);
      return app;
    },
  ]),
  ['bare node:http', () => makeRouter().middleware({ bodyLimit: 2000, parameterLimit: 20, fileLimit: 1000 })],
];

describe.each(servers)('controller bodies (%s)', (name, make) => {
  const server = make();
  const bare = name === 'bare node:http';
  beforeEach(() => {
    ran.length = 0;
  });

  test('a form body: nested as Rails nests it, raw bytes kept, the query over the body', async () => {
    const res = await request(server)
      .post('/posts?post[title]=query')
      .type('form')
      .send('post[title]=body&post[tags][]=a&post[tags][]=b&n=1')
      .expect(200);
    expect(res.body).toEqual({
      params: { post: { title: 'query' }, n: '1', controller: 'posts', action: 'create' },
      rawBody: 'post[title]=body&post[tags][]=a&post[tags][]=b&n=1',
    });
    expect(ran).toEqual(['filter', 'create']);
  });

  test.each<[string, string, unknown]>([
    ['an object: merged', '{"post":{"title":"t","tags":["a"]},"n":1}', { post: { title: 't', tags: ['a'] }, n: 1 }],
    ['bracketed keys stay as they are', '{"post[title]":"t"}', { 'post[title]': 't' }],
    ['an array: _json', '[1,{"a":2}]', { _json: [1, { a: 2 }] }],
    ['a string: _json', '"text"', { _json: 'text' }],
    ['null: _json', 'null', { _json: null }],
    ['an empty body: nothing', '', {}],
  ])('JSON, %s', async (_name, body, params) => {
    const res = await request(server).post('/posts').set('Content-Type', 'application/json').send(body).expect(200);
    expect(res.body.params).toEqual({ ...(params as object), controller: 'posts', action: 'create' });
  });

  test('JSON: the query over the body, the path over both', async () => {
    const res = await request(server)
      .post('/posts?a=query&action=evil')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{"a":"body","b":"body","controller":"evil"}')
      .expect(200);
    expect(res.body.params).toEqual({ a: 'query', b: 'body', controller: 'posts', action: 'create' });
  });

  test('multipart: fields nested, files as UploadedFile, an empty file input skipped', async () => {
    const { body, type } = multipart([
      { name: 'post[title]', value: 'Hello' },
      { name: 'post[image]', value: 'PNGDATA', filename: 'a.png', type: 'image/png' },
      { name: 'post[attachments][]', value: 'one', filename: 'one.txt' },
      { name: 'post[attachments][]', value: 'two', filename: 'two.txt' },
      // A file input left empty, as browsers send it.
      { name: 'post[empty]', value: '', filename: '', type: 'application/octet-stream' },
      { name: 'tags[]', value: 'x' },
    ]);
    const res = await request(server).post('/posts').set('Content-Type', type).send(body).expect(200);
    expect(res.body.params).toEqual({
      post: {
        title: 'Hello',
        image: { file: 'a.png', type: 'image/png', size: 7, text: 'PNGDATA' },
        attachments: [
          { file: 'one.txt', type: 'text/plain', size: 3, text: 'one' },
          { file: 'two.txt', type: 'text/plain', size: 3, text: 'two' },
        ],
      },
      tags: ['x'],
      controller: 'posts',
      action: 'create',
    });
  });

  test.each<[string, string, string, string | Buffer, number]>([
    ['a form over bodyLimit', '/posts', 'application/x-www-form-urlencoded', `a=${'x'.repeat(2100)}`, 413],
    [
      'a form with too many fields',
      '/posts',
      'application/x-www-form-urlencoded',
      Array(30).fill('a[]=1').join('&'),
      413,
    ],
    ['JSON over bodyLimit', '/posts', 'application/json', `{"a":"${'x'.repeat(2100)}"}`, 413],
    ['JSON with too many entries', '/posts', 'application/json', `[${Array(30).fill(1).join(',')}]`, 413],
    [
      'JSON nested deeper than the entries allowed',
      '/posts',
      'application/json',
      `${'['.repeat(30)}${']'.repeat(30)}`,
      413,
    ],
    ['malformed JSON', '/posts', 'application/json', '{"a":', 400],
    ['JSON whose key conflicts nowhere but is not JSON', '/posts', 'application/json', "{'a':1}", 400],
    ['multipart without a boundary', '/posts', 'multipart/form-data', 'x', 400],
    [
      'multipart cut short',
      '/posts',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nva',
      400,
    ],
    [
      'multipart with conflicting names',
      '/posts',
      multipart([]).type,
      multipart([
        { name: 'a', value: '1' },
        { name: 'a[b]', value: '2' },
      ]).body,
      400,
    ],
    [
      'multipart, a file over fileLimit',
      '/posts',
      multipart([]).type,
      multipart([{ name: 'f', value: 'x'.repeat(1100), filename: 'f' }]).body,
      413,
    ],
    [
      'multipart, files together over fileLimit',
      '/posts',
      multipart([]).type,
      multipart([
        { name: 'f', value: 'x'.repeat(600), filename: 'f' },
        { name: 'g', value: 'x'.repeat(600), filename: 'g' },
      ]).body,
      413,
    ],
    [
      'multipart, a field over bodyLimit',
      '/posts',
      multipart([]).type,
      multipart([{ name: 'f', value: 'x'.repeat(2100) }]).body,
      413,
    ],
    [
      'multipart, fields together over bodyLimit',
      '/posts',
      multipart([]).type,
      multipart(Array.from({ length: 3 }, (_, i) => ({ name: `f${i}`, value: 'x'.repeat(800) }))).body,
      413,
    ],
    [
      'multipart with too many parts',
      '/posts',
      multipart([]).type,
      multipart(Array.from({ length: 30 }, () => ({ name: 'a[]', value: '1' }))).body,
      413,
    ],
  ])('%s → %d, no filter and no action ran', async (_name, path, type, body, status) => {
    const res = await request(server).post(path).set('Content-Type', type).send(body);
    expect(res.status).toBe(status);
    if (!bare) expect(res.body).toMatchObject({ status, routing: true });
    expect(ran).toEqual([]);
  });

  test('multipart: parts without a name are dropped; a file cut short is a 400 (no crash, no hang)', async () => {
    const unnamed =
      '--XyZ\r\nContent-Disposition: form-data\r\n\r\nv\r\n--XyZ\r\nContent-Disposition: form-data; filename="f"\r\n\r\nv\r\n--XyZ--\r\n';
    const res = await request(server).post('/posts').set('Content-Type', multipart([]).type).send(unnamed).expect(200);
    expect(res.body.params).toEqual({ controller: 'posts', action: 'create' });
    const cut = '--XyZ\r\nContent-Disposition: form-data; name="f"; filename="f"\r\n\r\npartial';
    expect((await request(server).post('/posts').set('Content-Type', multipart([]).type).send(cut)).status).toBe(400);
    expect(ran).toEqual(['filter', 'create']);
  });

  test.each(['gzip', 'deflate', 'br'])('Content-Encoding %s is decoded (JSON and multipart)', async (encoding) => {
    const compress = { gzip: zlib.gzipSync, deflate: zlib.deflateSync, br: zlib.brotliCompressSync }[encoding] as (
      b: Buffer,
    ) => Buffer;
    const headers = { 'content-encoding': encoding };
    const json = await post(
      server,
      '/posts',
      { ...headers, 'content-type': 'application/json' },
      compress(Buffer.from('{"a":1}')),
    );
    expect(json).toMatchObject({ status: 200, params: { a: 1 } });
    const { body, type } = multipart([{ name: 'f', value: 'data', filename: 'f.bin' }]);
    const mp = await post(server, '/posts', { ...headers, 'content-type': type }, compress(Buffer.from(body)));
    expect(mp).toMatchObject({ status: 200, params: { f: { file: 'f.bin', text: 'data' } } });
  });

  test('a compressed body that grows past the limits is a 413 (JSON and multipart)', async () => {
    const headers = { 'content-encoding': 'gzip' };
    const bomb = zlib.gzipSync(Buffer.from(`{"a":"${'x'.repeat(50_000)}"}`));
    expect((await post(server, '/posts', { ...headers, 'content-type': 'application/json' }, bomb)).status).toBe(413);
    const { body, type } = multipart([{ name: 'f', value: 'x'.repeat(50_000), filename: 'f' }]);
    const mp = await post(server, '/posts', { ...headers, 'content-type': type }, zlib.gzipSync(Buffer.from(body)));
    expect(mp.status).toBe(413);
    expect(ran).toEqual([]);
  });

  test('an unknown Content-Encoding is a 415', async () => {
    const res = await request(server)
      .post('/posts')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd')
      .send('{}');
    expect(res.status).toBe(415);
    expect(ran).toEqual([]);
  });

  test('another body type is left unread for the action', async () => {
    const res = await request(server).post('/posts').set('Content-Type', 'text/plain').send('hello').expect(200);
    expect(res.body.params).toEqual({ controller: 'posts', action: 'create' });
  });

  test('a body route middleware parsed first is used as it is', async () => {
    const res = await request(server)
      .post('/upstream')
      .set('Content-Type', 'application/json')
      .send('{"a":1}')
      .expect(200);
    expect(res.body.params).toEqual({
      parsed: 'by route middleware',
      length: 7,
      controller: 'posts',
      action: 'create',
    });
  });

  test.each(['/hook', '/app'])('%s (a handler, a mount) gets the stream as sent, of any type', async (path) => {
    const { body, type } = multipart([{ name: 'f', value: 'data', filename: 'f' }]);
    for (const [contentType, sent] of [
      ['application/json', '{"a":1}'],
      [type, body],
      ['application/x-www-form-urlencoded', 'a=1'],
    ] as const) {
      const res = await request(server).post(path).set('Content-Type', contentType).send(sent).expect(200);
      expect(JSON.parse(res.text)).toEqual({ body: null, text: sent });
    }
  });
});

test("JSON nested deeper than Rails' 100 is a 400, whatever the limits", async () => {
  const deep = `${'['.repeat(101)}${']'.repeat(101)}`;
  const handler = makeRouter().middleware({ parameterLimit: 10_000 });
  const res = await request(handler).post('/posts').set('Content-Type', 'application/json').send(deep);
  expect(res.status).toBe(400);
  expect(res.text).toBe('Invalid JSON in the request body: nested deeper than 100\n');
  const ok = `${'['.repeat(100)}${']'.repeat(100)}`;
  expect((await request(handler).post('/posts').set('Content-Type', 'application/json').send(ok)).status).toBe(200);
});

describe.each(EXPRESSES)('a body parsed before the router (%s)', (_name, express) => {
  test('express.json() upstream: used as it is, the stream not read again', async () => {
    ran.length = 0;
    const app = express();
    app.use(express.json());
    app.use(makeRouter().middleware());
    const res = await request(app)
      .post('/posts')
      .send({ a: [1, 2] })
      .expect(200);
    expect(res.body.params).toEqual({ a: [1, 2], controller: 'posts', action: 'create' });
    const array = await request(app).post('/posts').send([1, 2]).expect(200);
    expect(array.body.params).toEqual({ _json: [1, 2], controller: 'posts', action: 'create' });
  });
});
