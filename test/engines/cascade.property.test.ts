/**
 * The cascade as a property: for generated tables (an engine mounted among application routes
 * before and after it, engines' routes overlapping the application's) and generated requests
 * (hostile paths too: escapes, bad escapes, dots, repeated slashes), the middleware reaches
 * exactly the route `recognize` names, and where `recognize` names none it answers 404, or 405
 * (204 for OPTIONS) with `allowedMethods` as `Allow` — never a crash, a 500 or a hang. Routes
 * (the engine's own, the mount, the application's before and after it) may carry a request
 * constraint, and requests come as an admin or not: a route whose constraint refuses the
 * request counts neither for the answer nor for `Allow` (`recognize` and `allowedMethods`
 * given the request).
 */
import fc from 'fast-check';
import { Router } from '../../src';

const SEGMENTS = ['blog', 'posts', '1', 'archive', ':id', 'x'];
const VERBS = ['get', 'post', 'patch', 'delete'] as const;
const METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

const route = fc.record({
  verb: fc.constantFrom(...VERBS),
  path: fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 3 }),
  guarded: fc.boolean(),
});
const TABLES = fc.record({
  engine: fc.array(route, { minLength: 1, maxLength: 5 }),
  before: fc.array(route, { maxLength: 3 }),
  after: fc.array(route, { maxLength: 5 }),
  mountGuarded: fc.boolean(),
});
const REQUEST_SEGMENT = fc.oneof(
  fc.constantFrom('blog', 'posts', '1', 'archive', 'x', '%62log', '%zz', 'a.b', '', '..'),
  fc.string({ maxLength: 4 }).map(encodeURIComponent),
);
// Half the requests go under the mount, so that the engine's routes are reached often.
const REQUEST_PATH = fc.tuple(
  fc.boolean(),
  fc.array(fc.oneof(fc.constantFrom('posts', '1', 'archive'), REQUEST_SEGMENT), { minLength: 1, maxLength: 3 }),
);
const REQUEST = fc.record({
  admin: fc.boolean(),
  method: fc.constantFrom(...METHODS),
  path: REQUEST_PATH.map(([under, s]) => `/${(under ? ['blog', ...s] : s).join('/')}`),
});

type Table = { verb: (typeof VERBS)[number]; path: string[]; guarded: boolean }[];
type Tables = { engine: Table; before: Table; after: Table; mountGuarded: boolean };

/** The request constraint of a guarded route: admins only. */
const guard = (req: any): boolean => req.headers['x-admin'] === '1';

/**
 * Requests aimed at the tables' own routes (the engine's under `/blog`), beside the random
 * ones: a route before the mount is otherwise reached only by chance, too rarely to count.
 */
function aimedAt(tables: Tables): fc.Arbitrary<{ admin: boolean; method: string; path: string }> {
  const paths = [
    ...tables.before.map((t) => t.path),
    ...tables.after.map((t) => t.path),
    ...tables.engine.map((t) => ['blog', ...t.path]),
  ].map((segments) => `/${segments.map((segment) => (segment === ':id' ? '1' : segment)).join('/')}`);
  return fc.record({ admin: fc.boolean(), method: fc.constantFrom(...METHODS), path: fc.constantFrom(...paths) });
}

/** Each route answers its own id: `app3`, `engine0`. */
function answering(id: string) {
  return (_req: unknown, res: any) => res.end(id);
}

function build(tables: Tables): Router {
  const options = (t: Table[number], id: string): object =>
    t.guarded ? { to: answering(id), constraints: guard } : { to: answering(id) };
  const blog = new Router({ name: 'blog' });
  blog.draw((r) => tables.engine.forEach((t, i) => r[t.verb](t.path.join('/'), options(t, `engine${i}`))));
  const app = new Router();
  app.draw((r) => {
    tables.before.forEach((t, i) => r[t.verb](t.path.join('/'), options(t, `before${i}`)));
    if (tables.mountGuarded) r.mount(blog, { at: 'blog', constraints: guard });
    else r.mount(blog, { at: 'blog' });
    tables.after.forEach((t, i) => r[t.verb](t.path.join('/'), options(t, `after${i}`)));
  });
  return app;
}

interface Answer {
  status: number;
  body: string;
  allow: string | undefined;
}

/** The middleware as bare node:http calls it (it answers errors itself), on plain objects. */
function serve(app: Router, method: string, url: string, requestHeaders: Record<string, string>): Answer {
  const headers: Record<string, string> = {};
  let answer: Answer | undefined;
  const res: any = {
    statusCode: 200,
    locals: {},
    headersSent: false,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    // node's writeHead with a flat list of header names and values, as the bare 404 sends its type.
    writeHead: (status: number, list: string[] = []) => {
      res.statusCode = status;
      for (let i = 0; i < list.length; i += 2) headers[(list[i] as string).toLowerCase()] = list[i + 1] as string;
    },
    end: (body?: string) => void (answer = { status: res.statusCode, body: body ?? '', allow: headers.allow }),
  };
  app.middleware({ methodOverride: false })({ method, url, headers: requestHeaders } as any, res);
  if (!answer) throw new Error(`no answer for ${method} ${url}`);
  return answer;
}

test('the middleware reaches what recognize names; otherwise 404, or 405/204 with allowedMethods', () => {
  const seen = { engine: 0, before: 0, after: 0, notFound: 0, notAllowed: 0, options: 0, badRequest: 0, refused: 0 };
  fc.assert(
    fc.property(
      TABLES.chain((tables) =>
        fc.tuple(fc.constant(tables), fc.array(fc.oneof(REQUEST, aimedAt(tables)), { minLength: 1, maxLength: 8 })),
      ),
      ([tables, requests]) => {
        let app: Router;
        try {
          app = build(tables);
        } catch (error) {
          // Two routes of one name cannot be drawn: not this property's concern.
          if ((error as Error).name === 'ArgumentError') return;
          throw error;
        }
        for (const { admin, method, path } of requests) {
          const headers: Record<string, string> = admin
            ? { host: 'example.com', 'x-admin': '1' }
            : { host: 'example.com' };
          const request = { headers };
          const recognized = app.recognize(method, path, request);
          const got = serve(app, method, path, headers);
          // Repeated slashes: the canonical path's redirect comes before routing (not this property's).
          if (got.status === 308) continue;
          if (recognized) {
            expect(got.status).toBe(200);
            const kind = /^[a-z]+/.exec(got.body)![0] as 'engine' | 'before' | 'after';
            seen[kind]++;
            expect(recognized.engine === 'blog').toBe(kind === 'engine');
            continue;
          }
          if (got.status === 400) {
            seen.badRequest++;
            continue;
          }
          const allowed = app.allowedMethods(path, request);
          if (!admin && app.allowedMethods(path, { headers: { ...headers, 'x-admin': '1' } }).length > allowed.length)
            seen.refused++;
          if (allowed.length === 0) {
            expect(got.status).toBe(404);
            seen.notFound++;
          } else if (method === 'OPTIONS') {
            expect([got.status, got.allow]).toEqual([204, allowed.join(', ')]);
            seen.options++;
          } else {
            expect([got.status, got.allow]).toEqual([405, allowed.join(', ')]);
            seen.notAllowed++;
          }
        }
      },
    ),
    { numRuns: 300 },
  );
  for (const [outcome, count] of Object.entries(seen))
    expect(`${outcome}: ${count > 3 ? 'reached' : count}`).toBe(`${outcome}: reached`);
});
