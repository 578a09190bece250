/**
 * Method override abuse the HTTP suite does not already cover, oversized form bodies (a
 * clear 413 under the default and a configured `bodyLimit`, never a crash), and bodies that
 * must reach the action intact in every combination: urlencoded with and without
 * `express.urlencoded()`, JSON through `express.json()`, and a 1 MiB raw stream the action
 * reads itself (compared by hash).
 */
import crypto from 'node:crypto';
import { Controller, Router, type MiddlewareOptions } from '../../src';
import { EXPRESSES, expectNoPollution, json, listen, readAll, send, type Listening } from './support';

jest.setTimeout(120000);

const sha256 = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('hex');

class ThingsController extends Controller {
  handle(): void {
    json(this.res, 200, {
      method: this.req.method,
      originalMethod: this.req.originalMethod ?? null,
      body: this.req.body ?? null,
      params: this.params,
      bufferHash: Buffer.isBuffer(this.req.body) ? sha256(this.req.body) : null,
    });
  }
  async raw(): Promise<void> {
    const data = await readAll(this.req);
    json(this.res, 200, {
      method: this.req.method,
      length: data.length,
      sha256: sha256(data),
      parsed:
        this.req.body !== undefined &&
        this.req.body !== null &&
        !Buffer.isBuffer(this.req.body) &&
        Object.keys(this.req.body).length > 0,
    });
  }
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('things', ThingsController);
  router.draw((r) => {
    r.post('thing', { to: 'things#handle' });
    r.match('thing', { to: 'things#handle', via: ['get', 'put', 'patch', 'delete', 'options'] });
    r.match('raw', { to: 'things#raw', via: 'all' });
    r.match('photos/:id', { to: 'things#handle', via: ['patch', 'put', 'delete'] });
  });
  return router;
}

/** A bare node server, Express 5 and Express 4, with or without parsers before the router. */
function servers(options: MiddlewareOptions = {}): Array<[string, (express?: any) => any, any]> {
  const list: Array<[string, (express?: any) => any, any]> = [
    ['bare node', () => makeRouter().middleware(options), undefined],
  ];
  for (const [label, express] of EXPRESSES) {
    list.push([
      label,
      (before: any[] = []) => {
        const app = express();
        for (const middleware of before) app.use(middleware);
        app.use(makeRouter().middleware(options));
        app.use((err: any, _req: any, res: any, _next: any) => {
          res
            .status(typeof err?.status === 'number' ? err.status : 500)
            .json({ status: err?.status ?? null, message: String(err?.message) });
        });
        return app;
      },
      express,
    ]);
  }
  return list;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('method override abuse (cases test/http/method-override.test.ts does not cover)', () => {
  describe.each(servers())('%s', (_label, build) => {
    let server: Listening;
    beforeAll(async () => {
      server = await listen(build());
    });
    afterAll(async () => {
      await server.close();
      expectNoPollution();
    });

    const post = async (path: string, body: string, headers: Record<string, string> = FORM): Promise<any> => {
      const res = await send(server.port, 'POST', path, { headers, body });
      expect(res.status).toBe(200);
      return JSON.parse(res.text);
    };

    test.each([
      ['_method in the query string only', '/thing?_method=DELETE', 'a=1'],
      ['_method=PUT%00', '/thing', '_method=PUT%00'],
      ['_method with spaces', '/thing', '_method=+PUT+'],
      ['_method=DELETEX', '/thing', '_method=DELETEX'],
      ['_method=__proto__', '/thing', '_method=__proto__'],
      ['_method=constructor', '/thing', '_method=constructor'],
      ['_method=toString', '/thing', '_method=toString'],
      ['_method=PROPFIND', '/thing', '_method=PROPFIND'],
      ['_method=CONNECT', '/thing', '_method=CONNECT'],
      ['_method=TRACE', '/thing', '_method=TRACE'],
      ['a 100-character _method', '/thing', `_method=${'D'.repeat(100)}`],
      ['_method[__proto__]=DELETE', '/thing', '_method%5B__proto__%5D=DELETE'],
      ['__proto__[_method]=DELETE', '/thing', '__proto__%5B_method%5D=DELETE'],
      ['three repeated keys', '/thing', '_method=DELETE&_method=DELETE&_method=DELETE'],
      ['_method=PUT and an empty repeat', '/thing', '_method=PUT&_method='],
      ['a malformed escape in the body', '/thing', '_method=%zz'],
    ])('POST %s → stays POST', async (_name, path, body) => {
      const res = await post(path, body);
      expect(res.method).toBe('POST');
      expect(res.originalMethod).toBe('POST');
    });

    test.each([['GET'], ['HEAD'], ['DELETE'], ['PATCH'], ['PUT'], ['OPTIONS']])(
      '%s with _method=PUT body and X-HTTP-Method-Override: PATCH → unchanged',
      async (method) => {
        const res = await send(server.port, method, '/thing', {
          headers: { ...FORM, 'x-http-method-override': 'PATCH' },
          body: '_method=PUT',
        });
        expect(res.status).toBe(200);
        if (method !== 'HEAD') expect(JSON.parse(res.text).method).toBe(method);
      },
    );

    test('a JSON body with _method (not a form) is never read by the router: stays POST', async () => {
      const res = await post('/thing', JSON.stringify({ _method: 'DELETE' }), { 'content-type': 'application/json' });
      expect(res.method).toBe('POST');
    });

    test('the override header with repeated values stays POST', async () => {
      const res = await send(server.port, 'POST', '/thing', { headers: { 'x-http-method-override': ['PUT', 'PUT'] } });
      expect(JSON.parse(res.text).method).toBe('POST');
    });

    test('prototype keys in the form body stay own data: nothing polluted', async () => {
      const res = await post(
        '/thing',
        '__proto__%5Bx%5D=1&constructor%5Bprototype%5D%5Bx%5D=1&__proto__=p&constructor=c&prototype=q&_method=PATCH',
      );
      expect(res.method).toBe('PATCH');
      expect(res.params.x).toBeUndefined();
      expectNoPollution();
    });
  });
});

const TEN_MB = 10 * 1024 * 1024;

describe('oversized form bodies', () => {
  const bigForm = `_method=PUT&big=${'x'.repeat(TEN_MB)}`;

  describe.each(servers())('%s, default bodyLimit', (_label, build) => {
    let server: Listening;
    beforeAll(async () => {
      server = await listen(build());
    });
    afterAll(() => server.close());

    test('a 10 MB urlencoded POST → 413, quickly, with a clear message', async () => {
      // The request's timeout bounds it: wide (10 MB takes well under a second here, loaded),
      // a 413 that never comes fails it.
      const res = await send(server.port, 'POST', '/thing', { headers: FORM, body: bigForm, timeout: 30000 });
      expect(res.status).toBe(413);
      expect(res.text.toLowerCase()).toMatch(/too large|413|limit/);
    });

    test('a Content-Length shorter than the form body → never 500', async () => {
      // Node itself rejects a body longer than its Content-Length as a new (bad) request.
      const res = await send(server.port, 'POST', '/thing', {
        headers: { ...FORM, 'content-length': '10' },
        body: '_method=PUT',
        timeout: 30000,
      });
      expect(res.status).not.toBe(500);
    });

    test('a 10 MB chunked urlencoded POST (no Content-Length) → 413', async () => {
      const res = await send(server.port, 'POST', '/thing', {
        headers: { ...FORM, 'transfer-encoding': 'chunked' },
        body: bigForm,
        timeout: 30000,
      });
      expect(res.status).toBe(413);
    });

    test('the server is healthy after the 413s', async () => {
      const res = await send(server.port, 'POST', '/thing', { headers: FORM, body: '_method=DELETE&a=1' });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).method).toBe('DELETE');
    });

    test('a 10 MB non-form body is never read by the router: the action gets every byte', async () => {
      const data = crypto.randomBytes(TEN_MB);
      const res = await send(server.port, 'POST', '/raw', {
        headers: { 'content-type': 'application/octet-stream' },
        body: data,
        timeout: 30000,
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({
        method: 'POST',
        length: data.length,
        sha256: sha256(data),
        parsed: false,
      });
    });
  });

  describe.each(servers({ bodyLimit: '20mb' }))("%s, bodyLimit '20mb'", (_label, build) => {
    let server: Listening;
    beforeAll(async () => {
      server = await listen(build());
    });
    afterAll(() => server.close());

    test('a 10 MB form body is read, overridden and handed on intact', async () => {
      const res = await send(server.port, 'POST', '/thing', { headers: FORM, body: bigForm, timeout: 30000 });
      expect(res.status).toBe(200);
      const body = JSON.parse(res.text);
      expect(body.method).toBe('PUT');
      expect(body.body._method).toBe('PUT');
      expect(body.body.big).toHaveLength(TEN_MB);
    });
  });

  describe.each(servers({ bodyLimit: 1000 }))('%s, bodyLimit 1000 (bytes)', (_label, build) => {
    let server: Listening;
    beforeAll(async () => {
      server = await listen(build());
    });
    afterAll(() => server.close());

    test.each([
      [999, 200],
      [1000, 200],
      [1001, 413],
    ])('a %d-byte form body → %d', async (size, status) => {
      const body = `_method=PUT&a=${'y'.repeat(size - '_method=PUT&a='.length)}`;
      expect(body).toHaveLength(size);
      const res = await send(server.port, 'POST', '/thing', { headers: FORM, body });
      expect(res.status).toBe(status);
      if (status === 200) expect(JSON.parse(res.text).method).toBe('PUT');
    });
  });
});

describe('bodies reach the action intact', () => {
  // Every byte value that survives percent-encoding, unicode, '+' and '&' inside values.
  const fields: Record<string, string> = {
    title: 'Hello + World & friends = 100% ✓',
    unicode: '日本語 😀 é',
    empty: '',
    newline: 'a\r\nb',
    nul: 'x\u0000y',
    long: 'z'.repeat(50 * 1024),
  };
  const encoded = `_method=patch&${Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')}`;

  const raw = crypto.randomBytes(1024 * 1024);
  const rawHash = sha256(raw);

  describe.each(servers())('%s, no parser before the router', (_label, build) => {
    let server: Listening;
    beforeAll(async () => {
      server = await listen(build());
    });
    afterAll(() => server.close());

    test('urlencoded + _method: the router reads it, every field reaches the action', async () => {
      const res = await send(server.port, 'POST', '/photos/1', { headers: FORM, body: encoded });
      expect(res.status).toBe(200);
      const body = JSON.parse(res.text);
      expect(body.method).toBe('PATCH');
      expect(body.body).toEqual({ _method: 'patch', ...fields });
      expect(body.params).toMatchObject({ ...fields, id: '1' });
    });

    test.each([['POST'], ['PUT']])(
      '1 MiB application/octet-stream %s, the action reads the stream itself: same hash',
      async (method) => {
        const res = await send(server.port, method, '/raw', {
          headers: { 'content-type': 'application/octet-stream' },
          body: raw,
        });
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text)).toEqual({ method, length: raw.length, sha256: rawHash, parsed: false });
      },
    );

    test('1 MiB octet-stream POST with X-HTTP-Method-Override: PUT: overridden, stream intact', async () => {
      const res = await send(server.port, 'POST', '/raw', {
        headers: { 'content-type': 'application/octet-stream', 'x-http-method-override': 'PUT' },
        body: raw,
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({ method: 'PUT', length: raw.length, sha256: rawHash, parsed: false });
    });

    test('1 MiB chunked octet-stream: same hash', async () => {
      const res = await send(server.port, 'POST', '/raw', {
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        body: raw,
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).sha256).toBe(rawHash);
    });

    test('a form body on a POST with methodOverride on but no _method: fields intact', async () => {
      const res = await send(server.port, 'POST', '/thing', {
        headers: FORM,
        body: encoded.replace('_method=patch&', ''),
      });
      expect(JSON.parse(res.text)).toMatchObject({ method: 'POST', body: fields });
    });
  });

  describe.each(EXPRESSES)('%s with parsers before the router', (_label, express) => {
    const build = servers().find(([, , e]) => e === express)![1];

    test.each([[false], [true]])(
      'express.urlencoded({ extended: %s }) + _method: every field intact',
      async (extended) => {
        const server = await listen(build([express.urlencoded({ extended, limit: '1mb' })]));
        try {
          const res = await send(server.port, 'POST', '/photos/1', { headers: FORM, body: encoded });
          expect(res.status).toBe(200);
          const body = JSON.parse(res.text);
          expect(body.method).toBe('PATCH');
          expect(body.body).toEqual({ _method: 'patch', ...fields });
        } finally {
          await server.close();
        }
      },
    );

    test('express.json(): a JSON body reaches the action intact (nested, unicode, 200 KiB)', async () => {
      const payload = {
        a: 1,
        nested: { list: [1, 'two', null, true], text: fields.unicode },
        big: 'q'.repeat(200 * 1024),
        _method: 'DELETE',
      };
      const server = await listen(build([express.json({ limit: '1mb' })]));
      try {
        const res = await send(server.port, 'POST', '/thing', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        expect(res.status).toBe(200);
        const body = JSON.parse(res.text);
        expect(body.body).toEqual(payload);
      } finally {
        await server.close();
      }
    });

    test('express.json() and express.urlencoded() before: a 1 MiB octet-stream still reaches the action whole', async () => {
      const server = await listen(build([express.json(), express.urlencoded({ extended: false })]));
      try {
        const res = await send(server.port, 'POST', '/raw', {
          headers: { 'content-type': 'application/octet-stream' },
          body: raw,
        });
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text)).toEqual({ method: 'POST', length: raw.length, sha256: rawHash, parsed: false });
      } finally {
        await server.close();
      }
    });

    test('express.raw() before the router: the Buffer body is left alone', async () => {
      const server = await listen(build([express.raw({ type: 'application/octet-stream', limit: '2mb' })]));
      try {
        const res = await send(server.port, 'POST', '/thing', {
          headers: { 'content-type': 'application/octet-stream' },
          body: raw,
        });
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text)).toMatchObject({ method: 'POST', bufferHash: rawHash });
      } finally {
        await server.close();
      }
    });
  });

  afterAll(() => expectNoPollution());
});
