// Instructions a request of `npm run bench:http -- --cpu`'s bare servers, counted by valgrind:
// a steadier A/B than CPU time on a shared machine (the count does not move with the load).
//
//   node bench/http-instructions.mjs [SERVER] [DIST]
//   SERVER: railroute (default), find-my-way, find-my-way-404 (answering railroute's 404), floor
//
// Runs this file twice under `valgrind --tool=cachegrind` (W warm-up passes over bench:http's
// six-request mix, then K more) and prints (Ir(W+K) - Ir(W)) / (K x 6) per request, and the
// first-level data-cache misses the same way. Each request is a socketless
// IncomingMessage/ServerResponse pair, as `--cpu` makes them. DIST: a built railroute
// (default: this checkout's `dist/`, `npm run build`), so a copy of `dist/` from before a
// change can be counted beside the change. KIND=miss or KIND=hit counts only those requests.
import { countedRun, runPasses } from './cachegrind.mjs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import http from 'node:http';

const REQUESTS = [
  { method: 'GET', path: '/res7/12', status: 200 },
  { method: 'GET', path: '/res9/3/comments/4/edit', status: 200 },
  { method: 'GET', path: '/res21/5.json', status: 200 },
  { method: 'GET', path: '/res33', status: 200 },
  { method: 'PATCH', path: '/res40/8', status: 200 },
  { method: 'GET', path: '/missing/here', status: 404 },
].filter((r) => !process.env.KIND || (process.env.KIND === 'miss') === (r.status === 404));

const server = process.argv[2] ?? 'railroute';
const dist = process.argv[3] ?? fileURLToPath(new URL('../dist', import.meta.url));

if (process.env.CHILD !== '1') {
  const K = Number(process.env.K ?? 2000);
  const W = Number(process.env.W ?? 2000);
  const warm = countedRun(fileURLToPath(import.meta.url), [server, dist], W, server);
  const all = countedRun(fileURLToPath(import.meta.url), [server, dist], W + K, server);
  const per = (a, b) => (a - b) / (K * REQUESTS.length);
  console.log(
    `${server} (${dist}): ${per(all.ir, warm.ir).toFixed(0)} instructions, ${per(all.d1, warm.d1).toFixed(1)} D1 misses a request`,
  );
} else {
  const handler = makeServer(server);
  const once = ({ method, path }) => {
    const req = new http.IncomingMessage(null);
    req.method = method;
    req.url = `${path} `.slice(0, -1);
    req.headers = { host: '127.0.0.1' };
    const res = new http.ServerResponse(req);
    handler(req, res);
    return res.statusCode;
  };
  for (const request of REQUESTS) {
    const status = once(request);
    const expected = server === 'floor' ? 200 : request.status;
    if (status !== expected) throw new Error(`${server}: ${request.method} ${request.path} → ${status}`);
  }
  runPasses(() => {
    for (const request of REQUESTS) once(request);
  }, REQUESTS.length);
}

function makeServer(name) {
  const answer = (res, body) => {
    res.setHeader('Content-Type', 'text/plain');
    res.end(body);
  };
  if (name === 'floor') return (_req, res) => answer(res, 'ok');
  if (name.startsWith('find-my-way')) {
    const FindMyWay = createRequire(import.meta.url)('find-my-way');
    const bodiless = (_req, res) => {
      res.statusCode = 404;
      res.end();
    };
    // bench/http.ts' `sameNotFound`: railroute's 404, its type and text line.
    const same = (req, res) => {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      res.writeHead(404, ['Content-Type', 'text/plain; charset=utf-8']);
      res.end(`No route matches [${req.method}] "${query === -1 ? url : url.slice(0, query)}"\n`);
    };
    const router = FindMyWay({ defaultRoute: name === 'find-my-way-404' ? same : bodiless });
    for (const [verb, path] of routeList()) {
      const handler = (_req, res) => answer(res, 'ok');
      router.on(verb, path, handler);
      router.on(verb, `${path}.:format`, handler);
    }
    return (req, res) => router.lookup(req, res);
  }
  const { Router } = createRequire(import.meta.url)(dist);
  const router = new Router().draw((r) => {
    for (let i = 0; i < 100; i++) {
      r.resources(`res${i}`, (r) => {
        r.collection((r) => r.get('search'));
        r.member((r) => r.get('preview'));
        if (i % 3 === 0) {
          r.resources('comments', { controller: `comments${i}` }, (r) => {
            r.collection((r) => r.get('search'));
            r.member((r) => r.get('preview'));
          });
        }
      });
    }
  });
  const ok = (_req, res) => answer(res, 'ok');
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
  for (let i = 0; i < 100; i++) {
    router.controllers.register(`res${i}`, actions);
    if (i % 3 === 0) router.controllers.register(`comments${i}`, actions);
  }
  return router.middleware();
}

/** bench/table.ts' `routeList` for its Rails-shaped table (100 resources, every third nesting comments). */
function routeList() {
  const list = [];
  const seven = (base) => {
    list.push(['GET', `${base}/search`], ['GET', base], ['POST', base], ['GET', `${base}/new`]);
    list.push(['GET', `${base}/:id/edit`], ['GET', `${base}/:id/preview`], ['GET', `${base}/:id`]);
    list.push(['PATCH', `${base}/:id`], ['PUT', `${base}/:id`], ['DELETE', `${base}/:id`]);
  };
  for (let i = 0; i < 100; i++) {
    if (i % 3 === 0) seven(`/res${i}/:res${i}_id/comments`);
    seven(`/res${i}`);
  }
  return list;
}
