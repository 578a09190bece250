/**
 * 1,000 concurrent requests through one server on 127.0.0.1 to async actions that await a
 * random 0–20 ms timer: each response carries its own request's params, its own controller
 * instance and helpers bound to its own request (recall of `:locale`, the Host header).
 */
import http from 'node:http';
import { Controller, Router } from '../../src';
import { EXPRESS4, EXPRESS5, expectNoPollution, listen, send, type Listening } from './support';

jest.setTimeout(180000);

const TOTAL = 1000;

let instances = 0;
let inFlight = 0;
let peak = 0;

class PhotosController extends Controller {
  readonly instance = ++instances;

  async show(): Promise<void> {
    inFlight++;
    peak = Math.max(peak, inFlight);
    const before = { reqId: this.req.params.id, paramsId: this.params.id, self: this.instance };
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 21)));
    const after = {
      reqId: this.req.params.id,
      paramsId: this.params.id,
      token: this.params.token,
      self: this.instance,
      link: this.helpers.photo_path(this.params.id),
      url: this.helpers.photo_url(this.params.id),
      localsLink: this.res.locals.helpers.photo_path(this.params.id),
      // Recall: the request's own :locale fills the optional scope.
      localized: this.helpers.localized_photo_path({ id: this.params.id }),
      locale: this.req.params.locale ?? null,
    };
    inFlight--;
    this.res.setHeader('Content-Type', 'application/json');
    this.res.end(JSON.stringify({ before, after }));
  }
}

function makeRouter(): Router {
  const router = new Router();
  router.controllers.register('photos', PhotosController);
  router.draw((r) => {
    r.resources('photos', { only: ['show'] });
    r.scope('(/:locale)', { as: 'localized' }, (r) => {
      r.resources('photos', { only: ['show'] });
    });
  });
  return router;
}

const SERVERS: Array<[string, () => any]> = [
  [
    'express 5',
    () => {
      const app = EXPRESS5();
      app.use(makeRouter().middleware());
      return app;
    },
  ],
  [
    'express 4',
    () => {
      const app = EXPRESS4();
      app.use(makeRouter().middleware());
      return app;
    },
  ],
  ['bare node', () => makeRouter().middleware()],
];

describe.each(SERVERS)('%s: 1,000 concurrent requests', (_label, build) => {
  let server: Listening;
  let agent: http.Agent;
  beforeAll(async () => {
    server = await listen(build());
    agent = new http.Agent({ keepAlive: true, maxSockets: TOTAL });
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
    expectNoPollution();
  });

  test('every response matches its own request', async () => {
    instances = 0;
    peak = 0;
    const jobs = Array.from({ length: TOTAL }, (_, i) => {
      const id = `p${i}-${Math.random().toString(36).slice(2, 8)}`;
      const locale = i % 3 === 0 ? null : `l${i % 7}`;
      const host = `h${i % 11}.example`;
      const path = `${locale ? `/${locale}` : ''}/photos/${encodeURIComponent(id)}?token=t${i}`;
      return send(server.port, 'GET', path, { agent, headers: { host }, timeout: 60000 }).then((res) => ({
        i,
        id,
        locale,
        host,
        res,
      }));
    });
    const results = await Promise.all(jobs);

    const seenInstances = new Set<number>();
    for (const { i, id, locale, host, res } of results) {
      expect([i, res.status]).toEqual([i, 200]);
      const { before, after } = JSON.parse(res.text);
      const prefix = locale ? `/${locale}` : '';
      expect({ i, ...before }).toEqual({ i, reqId: id, paramsId: id, self: before.self });
      expect({ i, ...after }).toEqual({
        i,
        reqId: id,
        paramsId: id,
        token: `t${i}`,
        self: before.self,
        link: `/photos/${id}`,
        url: `http://${host}/photos/${id}`,
        localsLink: `/photos/${id}`,
        localized: `${prefix}/photos/${id}`,
        locale,
      });
      seenInstances.add(before.self);
    }
    // One controller instance per request, none shared.
    expect(seenInstances.size).toBe(TOTAL);
    expect(instances).toBe(TOTAL);
    // The actions really overlapped (the peak measured 20-62 over 138 runs, loaded or not:
    // a bound well under it, so that a slow machine's timers cannot fail the check).
    expect(peak).toBeGreaterThan(5);
  });

  test('the server answers normally afterwards', async () => {
    const res = await send(server.port, 'GET', '/en/photos/1');
    expect(JSON.parse(res.text).after).toMatchObject({ reqId: '1', link: '/photos/1', localized: '/en/photos/1' });
  });
});

describe('a positional helper argument under a recalled optional scope', () => {
  // API.md: under (/:locale), /en/photos → photo_path(1) is /en/photos/1. The same call on a
  // page whose own path parameters include :id must still put 1 into :id.
  test.each([
    ['/en/things', '/en/things/1'],
    ['/en/things/5', '/en/things/1'],
    ['/en/things/5/edit', '/en/things/1'],
  ])('at %s, thing_path(1) → %s', async (at, expected) => {
    const router = new Router();
    router.controllers.register('things', {
      index: (_req: any, res: any) => res.end(res.locals.helpers.thing_path(1)),
      show: (_req: any, res: any) => res.end(res.locals.helpers.thing_path(1)),
      edit: (_req: any, res: any) => res.end(res.locals.helpers.thing_path(1)),
    });
    router.draw((r) => r.scope('(/:locale)', (r) => r.resources('things', { only: ['index', 'show', 'edit'] })));
    const server = await listen(router.middleware());
    try {
      const res = await send(server.port, 'GET', at);
      expect(res.status).toBe(200);
      expect(res.text).toBe(expected);
    } finally {
      await server.close();
    }
  });
});
