/**
 * `npm run bench:http`: requests per second over loopback (autocannon, in this process), the
 * Rails-shaped table behind each server in turn: Express + railroute, Express with the same
 * routes as `app.get/post/...`, Express with one catch-all handler (the floor for Express),
 * bare node:http + railroute beside node:http + find-my-way (its default route as the bench
 * always had it: a 404 with no body; and answering the same 404 as railroute: its type and
 * text line, written the same way, checked byte for byte), and node:http with one handler
 * (the floor for bare servers). The servers take turns in interleaved rounds (order rotated
 * each round): a ratio is read within a round, and the report gives each ratio's median and
 * range over the rounds. Ratios are what to read.
 *
 * `npm run bench:http -- --cpu`: the same servers without sockets or a load generator: each
 * request a real IncomingMessage/ServerResponse pair handed to the server, timed in process
 * CPU time (µs a request). It shows what each server itself costs, without the kernel, the
 * loopback and autocannon, which over HTTP are most of a request and shared by all.
 *
 * Env: ROUNDS (3), DURATION (2 s a server a round), CONNECTIONS (50); with --cpu, N (20,000
 * requests a server a round) and ROUNDS (15).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import FindMyWay from 'find-my-way';
import { buildRailroute, EXPRESS_METHOD, RAILS_SHAPED, routeList } from './table';

const CPU = process.argv.includes('--cpu');
const DURATION = Number(process.env.DURATION ?? 2);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? (CPU ? 15 : 3));
const N = Number(process.env.N ?? 20000);

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
  const actions = {
    index: ok,
    create: ok,
    new: ok,
    edit: ok,
    show: ok,
    update: ok,
    destroy: ok,
    search: ok,
    preview: ok,
  };
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
  app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    res.status(err.status ?? 500).end(),
  );
  return app;
}

function expressRoutes(): Handler {
  const app = express();
  for (const [verb, path] of routeList(RAILS_SHAPED)) {
    const route = app.route(`${path}{.:format}`);
    route[EXPRESS_METHOD[verb]]((_req: express.Request, res: express.Response) => answer(res, 'ok'));
  }
  return app;
}

function expressCatchAll(): Handler {
  const app = express();
  app.use((_req, res) => answer(res as unknown as http.ServerResponse, 'ok'));
  return app;
}

function bareRailroute(): Handler {
  // No `next`: the middleware answers routing errors itself, as find-my-way's default route does.
  return routedTable().middleware();
}

/** The text line railroute's bare 404 sends (its contract), as a find-my-way application would write it. */
const NOT_FOUND_HEADERS = ['Content-Type', 'text/plain; charset=utf-8'];
function sameNotFound(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  res.writeHead(404, NOT_FOUND_HEADERS);
  res.end(`No route matches [${req.method}] "${query === -1 ? url : url.slice(0, query)}"\n`);
}

function bareFindMyWay(): Handler {
  return findMyWayWith((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
}

function bareFindMyWaySame404(): Handler {
  return findMyWayWith(sameNotFound);
}

function findMyWayWith(defaultRoute: Handler): Handler {
  const router = FindMyWay({ defaultRoute });
  for (const [verb, path] of routeList(RAILS_SHAPED)) {
    const handler = (_req: http.IncomingMessage, res: http.ServerResponse): void => answer(res, 'ok');
    router.on(verb, path, handler);
    router.on(verb, `${path}.:format`, handler);
  }
  return (req, res) => {
    router.lookup(req, res);
  };
}

function bareFloor(): Handler {
  return (_req, res) => answer(res, 'ok');
}

const SERVERS: Array<[string, () => Handler]> = [
  ['express + railroute', railrouteExpress],
  ['express, app.get/post/...', expressRoutes],
  ['express, one catch-all', expressCatchAll],
  ['node:http + railroute', bareRailroute],
  ['node:http + find-my-way', bareFindMyWay],
  ['node:http + find-my-way, same 404', bareFindMyWaySame404],
  ['node:http, one handler', bareFloor],
];

/** [label, numerator, denominator, target]: speed ratios read within each round. */
const RATIOS: Array<[string, number, number, string]> = [
  ['express + railroute vs express routes', 0, 1, '≥ ×2.5'],
  ['express + railroute vs catch-all     ', 0, 2, '≥ 90%'],
  ['node:http + railroute vs find-my-way ', 3, 4, '≥ 100%'],
  ['  … vs find-my-way with the same 404 ', 3, 5, '≥ 100%'],
  ['node:http + railroute vs one handler ', 3, 6, 'floor'],
];

/** A benchmark of a wrong server measures nothing: every request must get its answer first. */
async function check(name: string, port: number): Promise<void> {
  for (const request of REQUESTS) {
    const response = await fetch(`http://127.0.0.1:${port}${request.path}`, { method: request.method });
    const body = await response.text();
    const expected = name.includes('catch-all') || name.includes('one handler') ? 200 : request.status;
    if (response.status !== expected)
      throw new Error(`${name}: ${request.method} ${request.path} → ${response.status}, expected ${expected}`);
    if (expected === 404 && sameAnswers(name)) {
      const answer = `${response.headers.get('content-type')} ${body}`;
      if (answer !== (notFoundAnswer ??= answer)) throw new Error(`${name}: 404 ${answer}, not ${notFoundAnswer}`);
    }
  }
}

/** The servers whose 404s must be the same bytes: railroute's bare one and find-my-way's answering it. */
const sameAnswers = (name: string): boolean => name === 'node:http + railroute' || name.endsWith('same 404');
let notFoundAnswer: string | undefined;

async function overHttp(): Promise<number[][]> {
  const servers: Array<{ name: string; server: http.Server; port: number }> = [];
  for (const [name, make] of SERVERS) {
    const server = http.createServer(make());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await check(name, port);
    servers.push({ name, server, port });
  }
  const run = (port: number, duration: number): Promise<autocannon.Result> =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: REQUESTS.map((r) => ({ method: r.method as 'GET', path: r.path })),
    });
  // Warm-up: whichever server goes first would otherwise pay for the JIT.
  for (const { port } of servers) await run(port, 1);
  const rates: number[][] = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const i of rotation(servers.length, round)) {
      const result = await run(servers[i]!.port, DURATION);
      const bad = result.errors + result.timeouts + result['5xx'];
      if (bad) console.log(`${servers[i]!.name}: ${bad} errors/timeouts/5xx`);
      rates[i]!.push(result.requests.average);
    }
  }
  for (const { server } of servers) {
    server.closeAllConnections();
    server.close();
  }
  return rates;
}

/** Requests per second of CPU time, each request a socketless IncomingMessage/ServerResponse pair. */
function withoutSockets(): number[][] {
  const handlers = SERVERS.map(([, make]) => make());
  const once = (handler: Handler, i: number): number => {
    const { method, path } = REQUESTS[i % REQUESTS.length]!;
    const req = new http.IncomingMessage(null as never);
    req.method = method;
    // A fresh string, as node:http hands one over.
    req.url = `${path} `.slice(0, -1);
    req.headers = { host: '127.0.0.1' };
    const res = new http.ServerResponse(req);
    handler(req, res);
    last = res;
    return res.statusCode;
  };
  let last: http.ServerResponse | undefined;
  // What a response without a socket would have sent, its Date line left out.
  const sent = (res: http.ServerResponse): string =>
    (res as unknown as { outputData: Array<{ data: unknown }> }).outputData
      .map((chunk) => String(chunk.data))
      .join('')
      .replace(/^Date: .*\r\n/m, '');
  SERVERS.forEach(([name], s) => {
    REQUESTS.forEach((request, i) => {
      const status = once(handlers[s]!, i);
      const expected = name.includes('catch-all') || name.includes('one handler') ? 200 : request.status;
      if (status !== expected)
        throw new Error(`${name}: ${request.method} ${request.path} → ${status}, expected ${expected}`);
      if (expected === 404 && sameAnswers(name)) {
        const answer = sent(last!);
        if (answer !== (notFoundAnswer ??= answer)) throw new Error(`${name}: 404 ${answer}, not ${notFoundAnswer}`);
      }
    });
  });
  const time = (handler: Handler, count: number): number => {
    const start = process.cpuUsage();
    for (let i = 0; i < count; i++) once(handler, i);
    const used = process.cpuUsage(start);
    return (count * 1e6) / (used.user + used.system);
  };
  for (const handler of handlers) time(handler, N);
  const rates: number[][] = handlers.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const i of rotation(handlers.length, round)) rates[i]!.push(time(handlers[i]!, N));
  }
  return rates;
}

/** Round r starts with server r (mod n) and alternates direction: no server always follows the same one. */
function rotation(n: number, round: number): number[] {
  const order = Array.from({ length: n }, (_, i) => (i + round) % n);
  return round % 2 === 0 ? order : order.reverse();
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function report(rates: number[][]): void {
  SERVERS.forEach(([name], i) => {
    const value = CPU
      ? `${(1e6 / median(rates[i]!)).toFixed(1).padStart(6)} µs a request (CPU)`
      : `${Math.round(median(rates[i]!)).toString().padStart(7)} req/s`;
    console.log(`${name.padEnd(28)} ${value}`);
  });
  console.log(`\nratios within a round (median, range over ${ROUNDS} rounds):`);
  for (const [label, a, b, target] of RATIOS) {
    const ratios = rates[a]!.map((rate, round) => rate / rates[b]![round]!);
    const show = (x: number): string =>
      target.includes('%') || target === 'floor' ? `${(100 * x).toFixed(0)}%` : `×${x.toFixed(2)}`;
    console.log(
      `${label} ${show(median(ratios)).padStart(6)}  (${show(Math.min(...ratios))}–${show(Math.max(...ratios))})  target ${target}`,
    );
  }
}

async function main(): Promise<void> {
  const routes = routeList(RAILS_SHAPED).length;
  if (CPU) console.log(`no sockets: ${N} requests a server a round, ${ROUNDS} rounds, CPU time; ${routes} routes\n`);
  else
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s a server a round, ${ROUNDS} rounds, 127.0.0.1; ${routes} routes\n`,
    );
  report(CPU ? withoutSockets() : await overHttp());
}

void main();
