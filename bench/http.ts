/**
 * `npm run bench:http`: requests per second over loopback (autocannon), the Rails-shaped
 * table behind four servers in turn: Express + railroute, Express with the same routes as
 * `app.get/post/...`, Express with one catch-all handler (the floor for Express), and bare
 * node:http + railroute beside node:http + find-my-way. Ratios are what to read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import FindMyWay from 'find-my-way';
import { buildRailroute, RAILS_SHAPED, routeList } from './table';

const DURATION = Number(process.env.DURATION ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

// The same mix of requests for every server: dynamic, nested, format, static, a miss.
const REQUESTS = [
  { method: 'GET', path: '/res7/12', status: 200 },
  { method: 'GET', path: '/res9/3/comments/4/edit', status: 200 },
  { method: 'GET', path: '/res21/5.json', status: 200 },
  { method: 'GET', path: '/res33', status: 200 },
  { method: 'PATCH', path: '/res40/8', status: 200 },
  { method: 'GET', path: '/missing/here', status: 404 },
] as const;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const answer = (res: http.ServerResponse, body: string): void => {
  res.setHeader('Content-Type', 'text/plain');
  res.end(body);
};

/** The table with a controller for every route: each action answers `ok`. */
function routedTable(): ReturnType<typeof buildRailroute> {
  const router = buildRailroute(RAILS_SHAPED);
  const ok = (_req: unknown, res: http.ServerResponse): void => answer(res, 'ok');
  const actions = { index: ok, create: ok, new: ok, edit: ok, show: ok, update: ok, destroy: ok, search: ok, preview: ok };
  for (let i = 0; i < RAILS_SHAPED.resources; i++) {
    router.controllers.register(`res${i}`, actions);
    if (i % RAILS_SHAPED.nestEvery === 0) router.controllers.register(`comments${i}`, actions);
  }
  return router;
}

function railrouteExpress(): Handler {
  const router = routedTable();
  const app = express();
  app.use(router.middleware());
  app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.status(err.status ?? 500).end());
  return app as unknown as Handler;
}

function expressRoutes(): Handler {
  const app = express();
  for (const [verb, path] of routeList(RAILS_SHAPED)) {
    (app as any)[verb.toLowerCase()](`${path}{.:format}`, (_req: express.Request, res: express.Response) => answer(res as unknown as http.ServerResponse, 'ok'));
  }
  return app as unknown as Handler;
}

function expressCatchAll(): Handler {
  const app = express();
  app.use((_req, res) => answer(res as unknown as http.ServerResponse, 'ok'));
  return app as unknown as Handler;
}

function bareRailroute(): Handler {
  // No `next`: the middleware answers routing errors itself, as find-my-way's default route does.
  return routedTable().middleware() as Handler;
}

function bareFindMyWay(): Handler {
  const router = FindMyWay({ defaultRoute: (_req, res) => { res.statusCode = 404; res.end(); } });
  for (const [verb, path] of routeList(RAILS_SHAPED)) {
    const handler = (_req: http.IncomingMessage, res: http.ServerResponse): void => answer(res, 'ok');
    router.on(verb as 'GET', path, handler);
    router.on(verb as 'GET', `${path}.:format`, handler);
  }
  return (req, res) => router.lookup(req, res);
}

async function measure(name: string, handler: Handler): Promise<number> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A benchmark of a wrong server measures nothing: every request must get its answer first.
  for (const request of REQUESTS) {
    const response = await fetch(`http://127.0.0.1:${port}${request.path}`, { method: request.method });
    await response.arrayBuffer();
    const expected = name.includes('catch-all') ? 200 : request.status;
    if (response.status !== expected) throw new Error(`${name}: ${request.method} ${request.path} → ${response.status}, expected ${expected}`);
  }
  const run = (duration: number): Promise<autocannon.Result> =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: REQUESTS.map((r) => ({ method: r.method as 'GET', path: r.path })),
    });
  await run(1); // warm-up: whichever server goes first would otherwise pay for the JIT
  const result = await run(DURATION);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const bad = result.errors + result.timeouts + result['5xx'];
  console.log(`${name.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(7)} req/s${bad ? `  (${bad} errors/timeouts/5xx)` : ''}`);
  return result.requests.average;
}

async function main(): Promise<void> {
  console.log(`${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1; ${routeList(RAILS_SHAPED).length} routes\n`);
  const railroute = await measure('express + railroute', railrouteExpress());
  const routes = await measure('express, app.get/post/...', expressRoutes());
  const catchAll = await measure('express, one catch-all', expressCatchAll());
  const bare = await measure('node:http + railroute', bareRailroute());
  const fmw = await measure('node:http + find-my-way', bareFindMyWay());
  console.log(`\nexpress + railroute vs express routes: ×${(railroute / routes).toFixed(2)} (target ≥ 2.5)`);
  console.log(`express + railroute vs catch-all:      ${((100 * railroute) / catchAll).toFixed(0)}% (target ≥ 90%)`);
  console.log(`node:http + railroute vs find-my-way:   ${((100 * bare) / fmw).toFixed(0)}% (target ≥ 85%)`);
}

void main();
