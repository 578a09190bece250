/**
 * The adversarial suite, forgery protection: generated tokens (random strings, random bytes
 * in base64, another session's token, a valid token truncated or with one character changed),
 * sent in the `authenticity_token` field, the `X-CSRF-Token` header or both, with hostile
 * `Origin` headers, to a `protectFromForgery({ with: 'exception' })` controller under Express 5
 * and bare node:http, the secret in a signed cookie. A request that is not this session's
 * is always a 422 (never a 5xx) and the action never runs; this session's token with no
 * Origin or its own always passes.
 */
import fc from 'fast-check';
import { Controller, Router } from '../../src';
import { EXPRESS5, listen, send, type Listening } from '../reliability/support';

jest.setTimeout(120_000);

let ran = 0;
class ThingsController extends Controller {
  static {
    this.protectFromForgery({ with: 'exception' });
  }
  new(): void {
    this.res.setHeader('Content-Type', 'application/json');
    this.res.end(JSON.stringify({ token: this.formAuthenticityToken() }));
  }
  update(): void {
    ran++;
    this.res.end('updated');
  }
}

function router(): Router {
  const r = new Router({ secretKeyBase: 'adversarial-key-base' });
  r.controllers.register('things', ThingsController);
  r.draw((m) => m.resources('things', { only: ['new', 'update'] }));
  return r;
}

/** Bare node:http answers routing errors itself; a thrown filter error reaches no handler there, so errors are echoed. */
function bare(): any {
  const middleware = router().middleware();
  return (req: any, res: any) =>
    middleware(req, res, (err: any) => {
      res.statusCode = typeof err?.status === 'number' ? err.status : 500;
      res.end(String(err?.message ?? 'no route'));
    });
}
function express5(): any {
  const app = EXPRESS5();
  app.use(router().middleware());
  app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).send(String(err.message)));
  return app;
}

describe.each([
  ['express 5', express5],
  ['bare node:http', bare],
])('forgery protection against hostile requests (%s)', (_name, make) => {
  let server: Listening;
  let own: { token: string; cookie: string };
  let other: { token: string; cookie: string };

  async function session(): Promise<{ token: string; cookie: string }> {
    const reply = await send(server.port, 'GET', '/things/new');
    const cookie = String((reply.headers['set-cookie'] as string[])[0]).split(';')[0] as string;
    return { token: (JSON.parse(reply.text) as { token: string }).token, cookie };
  }

  beforeAll(async () => {
    server = await listen(make());
    own = await session();
    other = await session();
  });
  afterAll(() => server.close());

  /** A `_method=patch` form POST (the router reads its body), the token in the field, the header or both. */
  function post(field: string | undefined, header: string | undefined, origin?: string, cookie = own.cookie) {
    const body = new URLSearchParams({ _method: 'patch' });
    if (field !== undefined) body.set('authenticity_token', field);
    const headers: Record<string, string> = {
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    if (header !== undefined) headers['X-CSRF-Token'] = header;
    if (origin !== undefined) headers.Origin = origin;
    return send(server.port, 'POST', '/things/1', { headers, body: body.toString() });
  }

  const headerSafe = (s: string): boolean => /^[\x20-\x7e]*$/.test(s) && s.trim() === s;
  const forged = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.uint8Array({ maxLength: 100 }).map((b) => Buffer.from(b).toString('base64url')),
    fc.uint8Array({ minLength: 64, maxLength: 64 }).map((b) => Buffer.from(b).toString('base64')),
    fc.constantFrom('other-session'),
    fc.nat({ max: 85 }).map((n) => `truncated:${n}`),
    fc.nat({ max: 85 }).map((n) => `flipped:${n}`),
  );
  /** Turns the generated description into a token against the sessions made in beforeAll. */
  const realize = (spec: string): string => {
    if (spec === 'other-session') return other.token;
    const [kind, at] = spec.split(':');
    if (kind === 'truncated') return own.token.slice(0, Number(at));
    if (kind === 'flipped') {
      const i = Number(at);
      const c = own.token[i] === 'A' ? 'B' : 'A';
      return own.token.slice(0, i) + c + own.token.slice(i + 1);
    }
    return spec;
  };
  const hostileOrigin = fc.oneof(
    fc.constantFrom(
      'null',
      'https://evil.example',
      'http://127.0.0.1',
      'http://127.0.0.1:1',
      'http://127.0.0.1.evil.example',
      'http://user@127.0.0.1',
      'file://',
      '',
    ),
    fc.string({ maxLength: 40 }).filter(headerSafe),
  );

  it('a forged, truncated or foreign token is a 422 in the field, the header or both, and the action never runs', async () => {
    ran = 0;
    await fc.assert(
      fc.asyncProperty(forged, fc.constantFrom('field', 'header', 'both'), async (spec, where) => {
        const token = realize(spec);
        // A token that happens to be this session's is no forgery (vanishingly rare here).
        fc.pre(token !== own.token);
        if (where !== 'field') fc.pre(headerSafe(token));
        const reply = await post(where === 'header' ? undefined : token, where === 'field' ? undefined : token);
        expect(reply.status).toBe(422);
      }),
      { numRuns: 120 },
    );
    expect(ran).toBe(0);
  });

  it("this session's token with a hostile Origin is a 422", async () => {
    ran = 0;
    await fc.assert(
      fc.asyncProperty(hostileOrigin, async (origin) => {
        fc.pre(origin.toLowerCase() !== `http://127.0.0.1:${server.port}`);
        const reply = await post(own.token, undefined, origin);
        expect(reply.status).toBe(422);
      }),
      { numRuns: 60 },
    );
    expect(ran).toBe(0);
  });

  it("another session's cookie, or a tampered one, with this session's token is a 422", async () => {
    expect((await post(own.token, own.token, undefined, other.cookie)).status).toBe(422);
    expect((await post(own.token, undefined, undefined, 'csrf_token=tampered.value')).status).toBe(422);
    // The same secret signed with a key of one's own: refused.
    const data = own.cookie.slice('csrf_token='.length).split('.')[0] as string;
    const resigned = `csrf_token=${data}.${'A'.repeat(43)}`;
    expect((await post(own.token, undefined, undefined, resigned)).status).toBe(422);
  });

  it("this session's tokens always pass: any page's, in the field or the header, with no Origin or its own", async () => {
    ran = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('field', 'header'), fc.boolean(), async (where, withOrigin) => {
        const { token } = await (async () => {
          const reply = await send(server.port, 'GET', '/things/new', { headers: { Cookie: own.cookie } });
          return JSON.parse(reply.text) as { token: string };
        })();
        const origin = withOrigin ? `http://127.0.0.1:${server.port}` : undefined;
        const reply = await post(where === 'field' ? token : undefined, where === 'header' ? token : undefined, origin);
        expect([reply.status, reply.text, token]).toEqual([200, 'updated', token]);
      }),
      { numRuns: 30 },
    );
    expect(ran).toBe(30);
  });
});
