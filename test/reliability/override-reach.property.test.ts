/**
 * API.md Middleware §1, adversarially: generated tables of mounts, `via: 'all'` routes, routes
 * taking POST and another verb, single-verb routes and engine mounts, each under a request
 * constraint or none (a function, `host:`, `subdomain:`, `ip:`, one inherited from
 * `r.constraints(...)`; accepting or refusing), then a form POST, with `_method` or without,
 * through Express 4 and 5. The model: request constraints are decided before any body is read,
 * so a verb reaches the first route that takes it and whose constraints accept the request (a
 * refusing route passes every verb on alike; an engine with no route for a verb passes it on,
 * Rails' cascade). POST and every overriding verb reaching the same route: the body stays in
 * the stream and the route POST reaches gets it. Otherwise the router reads it, and the
 * request goes where the verb of `_method` goes; with no `_method`, the route POST reaches
 * gets the body as sent all the same (replayed, nothing of the router's read left on it).
 */
import fc from 'fast-check';
import { Router } from '../../src';
import { EXPRESSES, json, listen, readAll, send } from './support';

jest.setTimeout(120000);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** Every request: what each accepting constraint below accepts. */
const REQUEST_HEADERS = { host: 'admin.example.com', 'x-ok': '1' };
const OVERRIDES = ['PUT', 'PATCH', 'DELETE'] as const;
type Override = (typeof OVERRIDES)[number];

const CONSTRAINTS = ['none', 'function', 'host', 'subdomain', 'ip', 'scope'] as const;
type ConstraintKind = (typeof CONSTRAINTS)[number];

interface Declaration {
  kind: 'mount' | 'all' | 'post-and' | 'single' | 'engine';
  /** The verb of `post-and` (with POST) and `single` routes. */
  verb: 'POST' | Override;
  constraint: ConstraintKind;
  /** Whether the constraint accepts the test's requests. */
  accepts: boolean;
  /** Inside an engine: a mount, a `via: 'all'` route or a route taking POST and `verb`. */
  inner: 'mount' | 'all' | 'post-and';
}

const DECLARATION: fc.Arbitrary<Declaration> = fc.record({
  kind: fc.constantFrom('mount', 'all', 'post-and', 'single', 'engine'),
  verb: fc.constantFrom('POST', ...OVERRIDES),
  constraint: fc.constantFrom(...CONSTRAINTS),
  accepts: fc.boolean(),
  inner: fc.constantFrom('mount', 'all', 'post-and'),
});

/** The constraint option for a declaration, `undefined` for none or an inherited one. */
function constraintOption(d: Declaration): unknown {
  const yes = d.accepts;
  switch (d.constraint) {
    case 'function':
      return (req: any) => (req.headers['x-ok'] === '1') === yes;
    case 'host':
      return { host: yes ? 'admin.example.com' : 'other.example.com' };
    case 'subdomain':
      return { subdomain: yes ? 'admin' : 'nope' };
    case 'ip':
      return { ip: yes ? /127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/ : /10\.9\.9\.9/ };
    default:
      return undefined;
  }
}

const verbsOf = (kind: Declaration['kind'] | Declaration['inner'], verb: string): string[] | 'all' =>
  kind === 'post-and' ? ['POST', verb] : kind === 'single' ? [verb] : 'all';
/**
 * An engine takes a verb when a route inside it does: for any other verb it passes the request
 * on to the later routes (Rails' cascade), so it is not a route that verb reaches.
 */
const takes = (d: Declaration, verb: string): boolean => {
  const verbs = verbsOf(d.kind === 'engine' ? d.inner : d.kind, d.verb);
  return verbs === 'all' || verbs.includes(verb);
};
const constrained = (d: Declaration): boolean => d.constraint !== 'none';

/** The route a verb reaches (its constraints decided for this request), as a list of none or one. */
function reachable(table: readonly Declaration[], verb: string): number[] {
  const i = reached(table, verb);
  return i === -1 ? [] : [i];
}

/** The model's answer: whether every overriding verb reaches the routes POST reaches. */
function alike(table: readonly Declaration[]): boolean {
  const post = reachable(table, 'POST').join();
  return OVERRIDES.every((verb) => reachable(table, verb).length === 0 || reachable(table, verb).join() === post);
}

/** The declaration this request reaches with this verb (its constraints as written), or -1. */
const reached = (table: readonly Declaration[], verb: string): number =>
  table.findIndex((d) => takes(d, verb) && (!constrained(d) || d.accepts));

/** What a handler saw: its declaration, the verb, whether the router read the body, the stream left. */
const handler =
  (tag: number) =>
  async (req: any, res: any): Promise<void> => {
    const stream = req._body === true ? '' : (await readAll(req)).toString('utf8');
    json(res, 200, { tag, method: req.method, routerRead: req._body === true, stream });
  };

function declare(r: any, d: Declaration, tag: number): void {
  const constraints = constraintOption(d);
  const options = (extra: object): object => (constraints === undefined ? extra : { ...extra, constraints });
  const draw = (m: any): void => {
    if (d.kind === 'mount') m.mount(handler(tag), options({ at: '/p' }));
    else if (d.kind === 'all') m.match('p/x', options({ to: handler(tag), via: 'all' }));
    else if (d.kind === 'post-and') m.match('p/x', options({ to: handler(tag), via: ['post', d.verb.toLowerCase()] }));
    else if (d.kind === 'single') m.match('p/x', options({ to: handler(tag), via: d.verb.toLowerCase() }));
    else {
      const engine = new Router({ name: `engine${tag}` }).draw((e: any) => {
        if (d.inner === 'mount') e.mount(handler(tag), { at: '/x' });
        else e.match('x', { to: handler(tag), via: d.inner === 'all' ? 'all' : ['post', d.verb.toLowerCase()] });
      });
      m.mount(engine, options({ at: '/p', as: `engine${tag}` }));
    }
  };
  if (d.constraint === 'scope') r.constraints({ subdomain: d.accepts ? 'admin' : 'nope' }, draw);
  else draw(r);
}

describe.each(EXPRESSES)('%s', (_label, express) => {
  test('a route POST and every overriding verb reach alike never has its body read, constrained or not; a body read for nothing is replayed', async () => {
    const seen = { unreadConstrained: 0, unreadEngine: 0, unreadPlain: 0, read: 0, replayed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(DECLARATION, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...OVERRIDES),
        fc.boolean(),
        async (table, override, withMethod) => {
          const router = new Router().draw((r) => table.forEach((d, i) => declare(r, d, i)));
          const app = express();
          app.use(router.middleware());
          app.use((err: any, _req: any, res: any, _next: any) =>
            res.status(err.status ?? 500).json({ error: err.message }),
          );
          const server = await listen(app);
          try {
            const body = withMethod ? `_method=${override}&a=1` : 'a=1&b=%20x';
            const res = await send(server.port, 'POST', '/p/x', {
              headers: { ...FORM, ...REQUEST_HEADERS },
              body,
              timeout: 15000,
            });
            expect(res.status).toBeLessThan(500);
            if (alike(table)) {
              const tag = reached(table, 'POST');
              if (tag === -1) {
                expect(res.status).toBeGreaterThanOrEqual(400);
                seen.refused++;
                return;
              }
              expect(JSON.parse(res.text)).toEqual({ tag, method: 'POST', routerRead: false, stream: body });
              const path = reachable(table, 'POST').map((i) => table[i] as Declaration);
              if (path.some((d) => d.kind === 'engine')) seen.unreadEngine++;
              if (path.some(constrained)) seen.unreadConstrained++;
              else seen.unreadPlain++;
            } else if (!withMethod) {
              // Read to look for `_method`, found none: the route POST reaches gets the stream as sent.
              const tag = reached(table, 'POST');
              if (tag === -1) {
                expect(res.status).toBeGreaterThanOrEqual(400);
                seen.refused++;
                return;
              }
              expect(JSON.parse(res.text)).toEqual({ tag, method: 'POST', routerRead: false, stream: body });
              seen.replayed++;
            } else {
              const tag = reached(table, override);
              if (tag === -1) {
                expect(res.status).toBeGreaterThanOrEqual(400);
                seen.refused++;
                return;
              }
              expect(JSON.parse(res.text)).toEqual({ tag, method: override, routerRead: true, stream: '' });
              seen.read++;
            }
          } finally {
            await server.close();
          }
        },
      ),
      // 320 runs: the rarer outcomes are a few percent of the runs. At 160, `read` came 3 to 22 times
      // (mean 14) over 30 runs of each server and was 5 or fewer about once in 150; at 320, over 3,000
      // seeds it was never below 10 (mean 27): 5 or fewer about once in 10 million.
      { numRuns: 320 },
    );
    // Every outcome the property is about was reached.
    expect(seen.unreadConstrained).toBeGreaterThan(5);
    expect(seen.unreadEngine).toBeGreaterThan(2);
    expect(seen.unreadPlain).toBeGreaterThan(2);
    expect(seen.read).toBeGreaterThan(5);
    expect(seen.replayed).toBeGreaterThan(3);
    expect(seen.refused).toBeGreaterThan(2);
  });
});
