/**
 * The adversarial suite, controller bodies: generated urlencoded, JSON and multipart bodies
 * (honest ones, ones past `bodyLimit`, `parameterLimit` or `fileLimit`, deep nesting, hostile
 * names, random bytes under each type, compressed, truncated, lying about their encoding)
 * sent to a controller action under bare node:http and Express 5. Whatever is sent: an answer
 * within the timeout, never a 5xx; a refused body (400, 413, 415) never reached a filter or the
 * action; a body within the limits reached the action whole; nothing polluted.
 */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { Controller, Router, UploadedFile } from '../../src';
import { EXPRESS5, expectNoPollution, listen, send, type Listening } from '../reliability/support';

jest.setTimeout(120000);

const LIMITS = { bodyLimit: 2048, parameterLimit: 40, fileLimit: 4096 };
/** Requests that reached a filter or an action, by their `x-id`. */
const reached = new Set<string>();

function visible(value: unknown): unknown {
  if (value instanceof UploadedFile) return { file: value.originalFilename, text: value.buffer?.toString('latin1') };
  if (Array.isArray(value)) return value.map(visible);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).map((k) => [k, visible((value as Record<string, unknown>)[k])]));
  return value;
}

class UploadsController extends Controller<any, any> {
  static {
    this.beforeAction((c: UploadsController) => {
      reached.add(String(c.req.headers['x-id']));
    });
  }
  create(): void {
    this.res.setHeader('content-type', 'application/json');
    this.res.end(JSON.stringify({ params: visible(this.params) }));
  }
}

function router(): Router {
  const router = new Router({ unpermittedParameters: false });
  router.controllers.register('uploads', UploadsController);
  router.draw((r) => r.resources('uploads', { only: ['create'] }));
  return router;
}

const SERVERS: Array<[string, () => unknown]> = [
  ['bare node', () => router().middleware(LIMITS)],
  [
    'express 5',
    () => {
      const app = EXPRESS5();
      app.use(router().middleware(LIMITS));
      app.use((err: any, _req: any, res: any, _next: any) =>
        res
          .status(typeof err.status === 'number' ? err.status : 500)
          .json({ message: err.expose ? err.message : 'hidden' }),
      );
      return app;
    },
  ],
];

// ---- generated bodies ---------------------------------------------------------------------

const NAME = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'a[b]',
    'a[]',
    'a[][b]',
    '[',
    ']',
    '[]',
    'a[__proto__]',
    'x'.repeat(300),
  ),
  fc.stringMatching(/^[a-z_[\]]{0,12}$/),
  fc.integer({ min: 1, max: 150 }).map((depth) => `d${'[x]'.repeat(depth)}`),
  fc.string({ maxLength: 8 }),
);
const WORD = fc.stringMatching(/^[a-z]{1,8}$/);
const TEXT = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '%zz', '<b>', '"', '\r\n'));

interface Body {
  type: string;
  bytes: Buffer;
  /** What the action must see when it runs: top-level params the body gives, or undefined when not predicted. */
  expected?: Record<string, unknown>;
  /** True when the body is over a limit by construction: 413. */
  over?: boolean;
}

const form = fc.oneof(
  fc.array(fc.tuple(NAME, TEXT), { maxLength: 60 }).map((pairs): Body => ({
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  })),
  fc
    .uniqueArray(fc.tuple(WORD, fc.stringMatching(/^[a-z0-9]{0,10}$/)), { selector: ([k]) => k, maxLength: 20 })
    .map((pairs): Body => ({
      type: 'application/x-www-form-urlencoded',
      bytes: Buffer.from(pairs.map(([k, v]) => `${k}=${v}`).join('&')),
      expected: Object.fromEntries(pairs),
    })),
);

const json = fc.oneof(
  fc.dictionary(WORD, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }).map((value): Body => {
    const text = JSON.stringify(value);
    const small = text.length <= LIMITS.bodyLimit && (text.match(/[,[{]/g) ?? []).length <= LIMITS.parameterLimit;
    return { type: 'application/json', bytes: Buffer.from(text), ...(small ? { expected: JSON.parse(text) } : {}) };
  }),
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value): Body => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(value) ?? '') })),
  fc.integer({ min: 1, max: 300 }).map((depth): Body => ({
    type: 'application/json',
    bytes: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  })),
  fc.constant<Body>({ type: 'application/json', bytes: Buffer.from(`{"a":"${'x'.repeat(3000)}"}`), over: true }),
  fc.constant<Body>({ type: 'application/json', bytes: Buffer.from(`[${Array(100).fill(0).join(',')}]`), over: true }),
  fc.constant<Body>({
    type: 'application/json',
    bytes: Buffer.from('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'),
  }),
);

const BOUNDARY = 'b0undary';
function multipartBytes(parts: Array<{ name: string; value: string; filename?: string }>, cut = false): Buffer {
  const text =
    parts
      .map(
        (p) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name.replace(/["\r\n]/g, '')}"` +
          (p.filename !== undefined ? `; filename="${p.filename}"\r\nContent-Type: application/octet-stream` : '') +
          `\r\n\r\n${p.value}\r\n`,
      )
      .join('') + (cut ? '' : `--${BOUNDARY}--\r\n`);
  return Buffer.from(text, 'latin1');
}
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const multipart = fc.oneof(
  fc
    .array(fc.record({ name: NAME, value: TEXT, filename: fc.option(WORD, { nil: undefined }) }), { maxLength: 50 })
    .chain((parts) => fc.boolean().map((cut): Body => ({ type: MULTIPART, bytes: multipartBytes(parts, cut) }))),
  fc
    .uniqueArray(fc.record({ name: WORD, value: fc.stringMatching(/^[a-z0-9]{1,30}$/), file: fc.boolean() }), {
      selector: (p) => p.name,
      maxLength: 10,
    })
    .map((parts): Body => ({
      type: MULTIPART,
      bytes: multipartBytes(
        parts.map((p) => ({ name: p.name, value: p.value, ...(p.file ? { filename: `${p.name}.bin` } : {}) })),
      ),
      expected: Object.fromEntries(
        parts.map((p) => [p.name, p.file ? { file: `${p.name}.bin`, text: p.value } : p.value]),
      ),
    })),
  fc.integer({ min: 4097, max: 20_000 }).map((size): Body => ({
    type: MULTIPART,
    bytes: multipartBytes([{ name: 'f', value: 'x'.repeat(size), filename: 'big' }]),
    over: true,
  })),
  fc.integer({ min: 41, max: 200 }).map((count): Body => ({
    type: MULTIPART,
    bytes: multipartBytes(Array.from({ length: count }, () => ({ name: 'a[]', value: '1' }))),
    over: true,
  })),
);

const garbage = fc
  .tuple(
    fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      MULTIPART,
      'multipart/form-data',
      'application/json; charset=koi8-r',
    ),
    fc.uint8Array({ maxLength: 300 }),
  )
  .map(([type, bytes]): Body => ({ type, bytes: Buffer.from(bytes) }));

const BODY = fc.oneof(form, json, multipart, garbage);
const ENCODING = fc.constantFrom('identity', 'identity', 'identity', 'gzip', 'deflate', 'br', 'lie', 'truncated');

function encode(body: Body, how: string): { bytes: Buffer; encoding?: string; honest: boolean } {
  switch (how) {
    case 'gzip':
      return { bytes: zlib.gzipSync(body.bytes), encoding: 'gzip', honest: true };
    case 'deflate':
      return { bytes: zlib.deflateSync(body.bytes), encoding: 'deflate', honest: true };
    case 'br':
      return { bytes: zlib.brotliCompressSync(body.bytes), encoding: 'br', honest: true };
    case 'lie':
      return { bytes: body.bytes, encoding: 'gzip', honest: false };
    case 'truncated':
      return { bytes: zlib.gzipSync(body.bytes).subarray(0, 12), encoding: 'gzip', honest: false };
    default:
      return { bytes: body.bytes, honest: true };
  }
}

describe.each(SERVERS)('%s', (label, build) => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(build());
  });
  afterAll(() => server.close());

  test('generated bodies of every type: an answer, never a 5xx; refused bodies reach no filter; honest ones arrive whole', async () => {
    const seen = { ok: 0, predicted: 0, refused: 0, tooLarge: 0 };
    let id = 0;
    await fc.assert(
      fc.asyncProperty(BODY, ENCODING, async (body, how) => {
        const sent = encode(body, how);
        const key = `${label} ${++id}`;
        const headers: Record<string, string> = {
          'content-type': body.type,
          'content-length': String(sent.bytes.length),
          'x-id': key,
        };
        if (sent.encoding) headers['content-encoding'] = sent.encoding;
        const res = await send(server.port, 'POST', '/uploads', { headers, body: sent.bytes, timeout: 4000 });
        expect([200, 400, 413, 415]).toContain(res.status);
        if (res.status !== 200) {
          seen.refused++;
          expect(reached.has(key)).toBe(false);
          expect(res.text).not.toMatch(/[<>]/);
        } else {
          seen.ok++;
          expect(reached.has(key)).toBe(true);
        }
        if (body.over && sent.honest) {
          seen.tooLarge++;
          expect(res.status).toBe(413);
        }
        if (body.expected && sent.honest) {
          seen.predicted++;
          expect(res.status).toBe(200);
          const { params } = JSON.parse(res.text);
          expect(params).toEqual({ ...body.expected, controller: 'uploads', action: 'create' });
        }
        expectNoPollution();
      }),
      { numRuns: 250 },
    );
    expect(seen.ok).toBeGreaterThan(10);
    expect(seen.predicted).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
    expect(seen.tooLarge).toBeGreaterThan(3);
  });
});
