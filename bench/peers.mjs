// peers.mjs — lookup-throughput baseline of fast JS routers on a Rails-shaped route table.
//
// From the project root, after `npm ci` (the peers are devDependencies, pinned exactly):
//   npm run bench:peers                                  # builds dist/, then runs this file (2-3 minutes)
//   npm run bench:peers -- --suites main,fresh --rounds 7 --ms 100
//   npm run bench:peers -- --only 'railroute recognize,rails proto recognize,@medley/router find'
// Peers (package.json): express 5.3.0 (router 2.3.0), find-my-way 9.10.1, hono 4.13.19, rou3 1.0.0,
//   path-to-regexp 8.4.2 for the "list" adapter (railroute's own dependency, the version Express 5 uses),
//   memoirist 1.2.2, @medley/router 0.2.1, autocannon 9.0.0 (only for --http). railroute is the built
//   dist/ of this checkout (RAILROUTE_DIR names another built checkout); `rails proto recognize` is
//   proto/rails-proto.mjs, the prototype of railroute's semantics (bench/README.md, "The prototype").
// Flags:
//   --quick                  fewer/shorter rounds, for a smoke test
//   --json out.json          also write raw numbers
//   --suites main,fresh      a subset of main, fresh, api, scale10, scale100, scale1000, scale5000
//   --rounds N --ms MS       rounds and time per router per round on the main tables (7 x 250 ms)
//   --dump FILE              write the main table (or the first of --suites) and its requests as JSON and
//                            exit (bench/instructions.mjs, ab.mjs and fresh-build.js read it)
//   --http                   additionally: end-to-end HTTP with autocannon (node:http+find-my-way,
//                            node:http+proto, Express 5 + one proto middleware, Express 5 + 1100 routes)
//   --isolate                control run: same suites, but each router alone in its own child process
//   --only 'find-my-way find,rou3 findRoute'   a subset of the routers
//
// By default everything runs in ONE node process. Each router gets its own freshly generated benchmark
// loop (new Function) so that call-site feedback is not shared between routers, a full GC runs before
// every timed sample, rounds are interleaved (router order reshuffled every round) and the median of
// the rounds is reported. Request paths are flat strings (as node:http produces them).
//
// What is measured: "lookup" = given (method, path) return the matched route's identity
// ("controller#action") or null. Each router is used through its natural, documented API; params
// are produced the way each router produces them (eager object for find-my-way/rou3/memoirist/
// medley/Express/proto, lazy stash for Hono). Correctness is checked before timing: every router must
// return exactly the expected controller#action (or null) for every request of the mix.

import { createRequire } from 'node:module';
import { writeFileSync, readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
const require = createRequire(import.meta.url);
const { RailsProto } = await import('./proto/rails-proto.mjs');
// the built checkout timed as `railroute`: this one unless RAILROUTE_DIR names another
const RAILROUTE_DIR = process.env.RAILROUTE_DIR ?? fileURLToPath(new URL('..', import.meta.url));
// full GC before every timed sample so one router's garbage is not collected on another router's clock
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const HTTP = args.includes('--http');
const JSON_OUT = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : null; // comma-separated adapter names
const ISOLATE = args.includes('--isolate'); // one child process per router (to quantify one-process interference)
const CHILD = args.includes('--child');
const num = (flag, dflt) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : dflt);
const ROUNDS = num('--rounds', QUICK ? 3 : 7); // --rounds N / --ms MS override the main-table rounds (the bar uses them)
const ROUND_MS = num('--ms', QUICK ? 60 : 250); // time per router per round (main table)
const ONLY_SUITES = args.includes('--suites') ? args[args.indexOf('--suites') + 1].split(',') : null; // e.g. main,fresh
const DUMP = args.includes('--dump') ? args[args.indexOf('--dump') + 1] : null; // write a table + requests as JSON, exit
const SCALE_ROUNDS = QUICK ? 3 : 5;
const SCALE_MS = QUICK ? 40 : 150;

// ---------------------------------------------------------------- deterministic PRNG
function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- Rails-shaped route table
const NOUNS = `accounts addresses alerts announcements answers api_keys appointments articles assets attachments
audits authors badges banners bills blogs bookings books brands budgets campaigns carts categories certificates
channels charges checkouts cities clients comments companies contacts contracts countries coupons courses credits
customers dashboards deals deliveries departments deployments devices discounts documents domains donations drafts
emails employees events exports favorites feeds folders forms groups imports incidents invoices issues items jobs
labels leads lessons licenses locations meetings members messages milestones notes notifications orders
organizations pages payments photos plans posts prices products profiles projects questions receipts refunds
reports reviews roles schedules sessions settings shipments subscriptions suppliers surveys tags tasks teams
tickets topics transactions uploads users vendors videos warehouses webhooks`
  .split(/\s+/)
  .filter(Boolean);
const CHILDREN = `comments attachments versions notes line_items memberships approvals tags tasks replies
votes steps images revisions entries participants invitations permissions variants reminders
subscriptions bookmarks ratings answers mentions checklists shares payments logs assignments`
  .split(/\s+/)
  .filter(Boolean);
if (new Set(NOUNS).size < 100) throw new Error('need 100 distinct nouns, have ' + new Set(NOUNS).size);
const singular = (w) =>
  w.endsWith('ies')
    ? w.slice(0, -3) + 'y'
    : w.endsWith('sses') || w.endsWith('shes') || w.endsWith('ches') || w.endsWith('xes')
      ? w.slice(0, -2)
      : w.endsWith('s')
        ? w.slice(0, -1)
        : w;

// A route: { method, path ('/posts/:post_id/comments/:id'), id ('comments#show'), format (bool), params: [...] }
// Emitted in Rails definition order (nested block first, then collection, new, member), which matters only
// for first-match routers (Express, path-to-regexp list, Hono's handler order).
function resourceRoutes(
  prefix,
  ctrlPrefix,
  name,
  { member = [], collection = [], format = true, apiOnly = false } = {},
) {
  const base = `${prefix}/${name}`;
  const c = ctrlPrefix + name;
  const out = [];
  const add = (method, path, action, fmt = false) => out.push({ method, path, id: `${c}#${action}`, format: fmt });
  for (const [m, a] of collection) add(m, `${base}/${a}`, a);
  add('GET', base, 'index');
  add('POST', base, 'create');
  if (!apiOnly) add('GET', `${base}/new`, 'new');
  for (const [m, a] of member) add(m, `${base}/:id/${a}`, a);
  if (!apiOnly) add('GET', `${base}/:id/edit`, 'edit');
  add('GET', `${base}/:id`, 'show', format);
  add('PATCH', `${base}/:id`, 'update');
  add('PUT', `${base}/:id`, 'update');
  add('DELETE', `${base}/:id`, 'destroy');
  return out;
}

// namespaces are used only to grow the table beyond ~1100 routes (scaling runs); the main table is ns ''
const NAMESPACES = ['', '/admin', '/api/v1', '/api/v2', '/internal', '/partners', '/mobile'];

function buildTable({
  resources = 100,
  nested = 30,
  members = 20,
  collections = 20,
  namespaces = 1,
  apiOnly = false,
} = {}) {
  const routes = [];
  for (let n = 0; n < namespaces; n++) {
    const ns = NAMESPACES[n];
    const ctrlNs = ns ? ns.slice(1).replace(/\//g, '_') + '/' : '';
    for (let i = 0; i < resources; i++) {
      const name = NOUNS[i];
      const opts = apiOnly
        ? { apiOnly }
        : {
            member:
              i % 5 === 0 && i / 5 < members
                ? [['POST', 'archive'], ...(i % 10 === 0 ? [['GET', 'preview']] : [])]
                : [],
            collection:
              i % 5 === 1 && (i - 1) / 5 < collections
                ? [['GET', 'search'], ...(i % 10 === 1 ? [['POST', 'import']] : [])]
                : [],
          };
      // nested block first (Rails yields the block before drawing the parent's own routes)
      if (i % 3 === 0 && i / 3 < nested) {
        const child = CHILDREN[(i / 3) % CHILDREN.length];
        routes.push(...resourceRoutes(`${ns}/${name}/:${singular(name)}_id`, `${ctrlNs}${name}/`, child, { apiOnly }));
      }
      routes.push(...resourceRoutes(ns, ctrlNs, name, opts));
    }
  }
  for (const r of routes)
    r.params = r.path
      .split('/')
      .filter((s) => s[0] === ':')
      .map((s) => s.slice(1));
  return routes;
}

// Independent reference matcher used to compute the expected answer of every request:
// first match in definition order, params = [^/.]+, optional (.json) on format routes, HEAD -> GET.
// (For this generator, definition order and "static beats param" order agree; buildRequests asserts it.)
function makeReference(routes) {
  const list = routes.map((r) => ({
    m: r.method,
    id: r.id,
    re: new RegExp('^' + r.path.replace(/:[a-z_]+/g, '[^/.]+') + (r.format ? '(?:\\.json)?' : '') + '$'),
  }));
  return (m, p) => {
    const mm = m === 'HEAD' ? 'GET' : m;
    for (const e of list) if (e.m === mm && e.re.test(p)) return e.id;
    return null;
  };
}

// Concrete request mix: 90% hits spread uniformly over all routes, 10% misses of three kinds.
function buildRequests(routes, count, seed) {
  const rnd = mulberry32(seed);
  const ref = makeReference(routes);
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const idv = () =>
    rnd() < 0.8 ? String(1 + Math.floor(rnd() * 99999)) : 'item-' + Math.floor(rnd() * 9999) + '-slug';
  const fill = (p) => p.replace(/:[a-z_]+/g, idv);
  const reqs = [];
  while (reqs.length < count) {
    const x = rnd();
    if (x < 0.9) {
      const r = pick(routes);
      let path = fill(r.path);
      if (r.format && rnd() < 0.5) path += '.json';
      if (ref(r.method, path) !== r.id) throw new Error(`generator/reference disagree on ${r.method} ${path}`);
      reqs.push({ method: r.method, path, expect: r.id, kind: 'hit' });
    } else if (x < 0.933) {
      // unknown top-level / unknown resource
      reqs.push({
        method: 'GET',
        path: `/nope_${Math.floor(rnd() * 1000)}/${idv()}`,
        expect: null,
        kind: 'miss-unknown',
      });
    } else if (x < 0.966) {
      // known prefix, unknown tail (too deep / unknown child)
      reqs.push({
        method: 'GET',
        path: fill(pick(routes).path) + '/unknown/' + idv(),
        expect: null,
        kind: 'miss-deep',
      });
    } else {
      // wrong method on an existing path (a 405 candidate); retried until nothing else matches
      const path = fill(pick(routes).path);
      const m = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].find((mm) => ref(mm, path) === null);
      if (!m) continue;
      reqs.push({ method: m, path, expect: null, kind: 'miss-405' });
    }
  }
  for (const q of reqs)
    if (q.expect === null && ref(q.method, q.path) !== null)
      throw new Error('miss that matches: ' + q.method + ' ' + q.path);
  // Flatten: paths built with + / replace() can be V8 ConsStrings, which slow down charCodeAt-heavy routers
  // (find-my-way) in a way real request URLs (flat strings made by the HTTP parser) never do.
  for (const q of reqs) q.path = Buffer.from(q.path, 'latin1').latin1Slice(0, q.path.length);
  return reqs;
}

// ---------------------------------------------------------------- adapters
// Each adapter: build(routes) -> (method, path) => id | null

const FMT = '.json';
// for routers that cannot express "optional .json suffix inside a segment": strip it before lookup,
// then reject the match if the route does not accept a format (what a Rails layer on top would do).
function withPrestrip(find, fmtOk) {
  return (m, p) => {
    if (p.endsWith(FMT)) {
      const id = find(m, p.slice(0, -5));
      return id !== null && fmtOk.has(id) ? id : null;
    }
    return find(m, p);
  };
}
const fmtIds = (routes) => new Set(routes.filter((r) => r.format).map((r) => r.id));

const adapters = {
  'railroute recognize': {
    note: 'railroute Router.recognize(method, path) from the built project named by RAILROUTE_DIR; each route declared with match(), (.:format) where the route takes one',
    build(routes) {
      const dir = RAILROUTE_DIR;
      const { Router } = createRequire(dir + '/package.json')(dir);
      const router = new Router();
      router.draw((r) => {
        for (const x of routes) {
          const [controller, action] = x.id.split('#');
          const opts = { to: `${controller}#${action}`, via: x.method.toLowerCase() };
          if (x.format) r.match(x.path + '(.:format)', opts);
          else r.match(x.path, { ...opts, format: false });
        }
      });
      return (m, p) => {
        const f = router.recognize(m, p);
        return f === null ? null : f.params.controller + '#' + f.params.action;
      };
    },
  },
  'railroute recognize (answer by route identity)': {
    note: 'control for the adapter cost: same router, but the answer is looked up by the returned RouteInfo object (Map by identity) instead of concatenating params.controller + "#" + params.action',
    build(routes) {
      const dir = RAILROUTE_DIR;
      const { Router } = createRequire(dir + '/package.json')(dir);
      const router = new Router();
      router.draw((r) => {
        for (const x of routes) {
          const opts = { to: x.id, via: x.method.toLowerCase() };
          if (x.format) r.match(x.path + '(.:format)', opts);
          else r.match(x.path, { ...opts, format: false });
        }
      });
      const ids = new Map();
      return (m, p) => {
        const f = router.recognize(m, p);
        if (f === null) return null;
        let id = ids.get(f.route);
        if (id === undefined) ids.set(f.route, (id = f.params.controller + '#' + f.params.action));
        return id;
      };
    },
  },
  'rails proto recognize': {
    note: 'proto/rails-proto.mjs: feasibility prototype with railroute recognize semantics (normalization check, verb, HEAD, 405/Allow-ready tables, optional (.:format), constraints, decoded params {controller, action, ...}, frozen route info); answer built exactly as the railroute adapter does',
    build(routes) {
      const r = new RailsProto();
      for (const x of routes) r.add([x.method], x.format ? x.path + '(.:format)' : x.path, x.id);
      r.seal();
      return (m, p) => {
        const f = r.recognize(m, p);
        return f === null ? null : f.params.controller + '#' + f.params.action;
      };
    },
  },
  'rails proto recognize (static Map first)': {
    note: 'the same prototype with a whole-path Map for static paths that no parameter branch can match',
    build(routes) {
      const r = new RailsProto({ staticMap: true });
      for (const x of routes) r.add([x.method], x.format ? x.path + '(.:format)' : x.path, x.id);
      r.seal();
      return (m, p) => {
        const f = r.recognize(m, p);
        return f === null ? null : f.params.controller + '#' + f.params.action;
      };
    },
  },
  'Map.get (floor)': {
    note: 'per-method Map of every concrete request path (a perfect cache); the floor, not a router',
    build(routes, reqs) {
      const maps = Object.create(null);
      for (const q of reqs) if (q.expect !== null) (maps[q.method] ??= new Map()).set(q.path, q.expect);
      return (m, p) => {
        const mm = maps[m];
        return mm === undefined ? null : (mm.get(p) ?? null);
      };
    },
  },
  'find-my-way find': {
    note: 'FindMyWay().find(method, path); show registered twice (/:id and /:id.json)',
    build(routes) {
      const FMW = require('find-my-way');
      const r = FMW();
      for (const x of routes) {
        const store = { id: x.id };
        r.on(x.method, x.path, noop, store);
        if (x.format) r.on(x.method, x.path + FMT, noop, store);
      }
      return (m, p) => {
        const res = r.find(m, p);
        return res === null ? null : res.store.id;
      };
    },
  },
  'find-my-way find (.json pre-stripped)': {
    note: 'same as find-my-way find, but show registered once and the .json suffix stripped before lookup (shows the cost of registering format variants)',
    build(routes) {
      const FMW = require('find-my-way');
      const r = FMW();
      for (const x of routes) r.on(x.method, x.path, noop, { id: x.id });
      return withPrestrip((m, p) => {
        const res = r.find(m, p);
        return res === null ? null : res.store.id;
      }, fmtIds(routes));
    },
  },
  'find-my-way lookup': {
    note: 'FindMyWay().lookup(req, res) incl. handler call and defaultRoute; fresh {method,url,headers} per request',
    build(routes) {
      const FMW = require('find-my-way');
      let hit = null;
      const r = FMW({
        defaultRoute: () => {
          hit = null;
        },
      });
      const handler = (req, res, params, store) => {
        hit = store.id;
      };
      for (const x of routes) {
        const store = { id: x.id };
        r.on(x.method, x.path, handler, store);
        if (x.format) r.on(x.method, x.path + FMT, handler, store);
      }
      const res = {};
      return (m, p) => {
        r.lookup({ method: m, url: p, headers: {} }, res);
        return hit;
      };
    },
  },
  'hono RegExpRouter': {
    note: 'new RegExpRouter().match(method, path); first handler = winner; .json pre-stripped (no in-segment suffix support)',
    build(routes) {
      const { RegExpRouter } = require('hono/router/reg-exp-router');
      const r = new RegExpRouter();
      for (const x of routes) r.add(x.method, x.path, x.id);
      return withPrestrip((m, p) => {
        const res = r.match(m, p);
        const h = res[0][0];
        return h === undefined ? null : h[0];
      }, fmtIds(routes));
    },
  },
  'hono SmartRouter (Hono default)': {
    note: 'SmartRouter([RegExpRouter, TrieRouter]) as used by `new Hono()`; picks the first router that accepts the whole table; .json pre-stripped',
    build(routes) {
      const { SmartRouter } = require('hono/router/smart-router');
      const { RegExpRouter } = require('hono/router/reg-exp-router');
      const { TrieRouter } = require('hono/router/trie-router');
      const r = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
      for (const x of routes) r.add(x.method, x.path, x.id);
      r.match('GET', '/');
      smartPicked.add(r.name);
      return withPrestrip((m, p) => {
        const res = r.match(m, p);
        const h = res[0][0];
        return h === undefined ? null : h[0];
      }, fmtIds(routes));
    },
  },
  'hono TrieRouter': {
    note: 'new TrieRouter().match(method, path); first handler = winner; .json pre-stripped',
    build(routes) {
      const { TrieRouter } = require('hono/router/trie-router');
      const r = new TrieRouter();
      for (const x of routes) r.add(x.method, x.path, x.id);
      return withPrestrip((m, p) => {
        const res = r.match(m, p);
        const h = res[0][0];
        return h === undefined ? null : h[0];
      }, fmtIds(routes));
    },
  },
  'rou3 findRoute': {
    note: 'findRoute(router, method, path); show registered as /:id{.json}? (optional group)',
    build(routes) {
      const { createRouter, addRoute, findRoute } = require('rou3');
      const r = createRouter();
      for (const x of routes) addRoute(r, x.method, x.format ? x.path + '{.json}?' : x.path, { id: x.id });
      return (m, p) => {
        const res = findRoute(r, m, p);
        return res === undefined ? null : res.data.id;
      };
    },
  },
  'rou3 compileRouter': {
    note: 'rou3/compiler compileRouter(router) — JIT-generated matcher (new Function)',
    build(routes) {
      const { createRouter, addRoute } = require('rou3');
      const { compileRouter } = require('rou3/compiler');
      const r = createRouter();
      for (const x of routes) addRoute(r, x.method, x.format ? x.path + '{.json}?' : x.path, { id: x.id });
      const f = compileRouter(r);
      return (m, p) => {
        const res = f(m, p);
        return res === undefined ? null : res.data.id;
      };
    },
  },
  'memoirist find': {
    note: "new Memoirist().find(method, path) (Elysia's router); .json pre-stripped",
    build(routes) {
      const { Memoirist } = require('memoirist');
      const r = new Memoirist();
      for (const x of routes) r.add(x.method, x.path, { id: x.id });
      return withPrestrip((m, p) => {
        const res = r.find(m, p);
        return res === null ? null : res.store.id;
      }, fmtIds(routes));
    },
  },
  '@medley/router find': {
    note: 'path-first radix tree, store[method]; needs identical param names per position, so params are renamed :p0,:p1..; .json pre-stripped',
    build(routes) {
      const Medley = require('@medley/router');
      const r = new Medley();
      for (const x of routes) {
        let k = 0;
        const pat = x.path.replace(/:[a-z_]+/g, () => ':p' + k++);
        r.register(pat)[x.method] = x.id;
      }
      return withPrestrip((m, p) => {
        const res = r.find(p);
        if (res === null) return null;
        return res.store[m] ?? null;
      }, fmtIds(routes));
    },
  },
  'path-to-regexp list': {
    note: 'naive: one compiled path-to-regexp@8 match() per route, scanned in order (method checked first)',
    build(routes) {
      const { match } = require('path-to-regexp');
      const list = routes.map((x) => ({
        m: x.method,
        id: x.id,
        fn: match(x.format ? x.path + '{.json}' : x.path, { decode: decodeURIComponent }),
      }));
      return (m, p) => {
        for (let i = 0; i < list.length; i++) {
          const e = list[i];
          if (e.m === m && e.fn(p) !== false) return e.id;
        }
        return null;
      };
    },
  },
  'express 5 Router.handle': {
    note: 'express.Router() + router.handle(req, res, done) with fresh minimal req per request; handlers do not call next()',
    build(routes) {
      const express = require('express');
      const r = express.Router();
      for (const x of routes) {
        const id = x.id;
        r[x.method.toLowerCase()](x.format ? x.path + '{.json}' : x.path, (req, res) => {
          res.hit = id;
        });
      }
      const res = { hit: undefined };
      const done = () => {
        res.hit = null;
      };
      return (m, p) => {
        res.hit = undefined;
        r.handle({ method: m, url: p }, res, done);
        if (res.hit === undefined) throw new Error('express dispatch went async for ' + m + ' ' + p);
        return res.hit;
      };
    },
  },
  'proto: static Map + segment trie': {
    note: 'reference design (this file): static Map first, then per-segment trie with anonymous param nodes, per-node method table (405-ready), format stripped once, compiled params builder',
    build(routes) {
      const r = new ProtoRouter();
      for (const x of routes) r.add(x.method, x.path, x.id, x.format);
      return (m, p) => {
        const res = r.find(m, p);
        return res === null ? null : res.route.id;
      };
    },
  },
};
function noop() {}
const smartPicked = new Set();

// ---------------------------------------------------------------- reference design ("proto")
// The shape a Rails-style router can take in JS when the route table is known at boot:
//  * static routes (index/new/collection) -> one Map.get on the full path (after format strip)
//  * dynamic routes -> trie keyed by literal segments, with ONE anonymous param child per node, so
//    Rails' `/posts/:id` and `/posts/:post_id/comments` coexist (per-route param names are applied
//    at the end by a per-route compiled builder)
//  * each terminal holds a small method table -> GET/HEAD, and 405 + Allow come for free
//  * `(.:format)` handled once: strip the extension of the last segment, check route.format at the end
const M = { GET: 0, HEAD: 0, POST: 1, PATCH: 2, PUT: 3, DELETE: 4, OPTIONS: 5 };
const M_NAMES = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'];
class ProtoRouter {
  constructor() {
    this.static = new Map();
    this.root = this.#node();
  }
  #node() {
    return { statics: null, param: null, table: null };
  }
  #table() {
    return { routes: [null, null, null, null, null, null], allow: '' };
  }
  add(method, pattern, id, format) {
    const segs = pattern.split('/').slice(1);
    const names = segs.filter((s) => s[0] === ':').map((s) => s.slice(1));
    const route = {
      id,
      format,
      names,
      build: new Function('v', 'return {' + names.map((n, i) => JSON.stringify(n) + ':v[' + i + ']').join(',') + '}'),
    };
    let table;
    if (names.length === 0) {
      table = this.static.get(pattern);
      if (!table) this.static.set(pattern, (table = this.#table()));
    } else {
      let node = this.root;
      for (const s of segs) {
        if (s[0] === ':') node = node.param ??= this.#node();
        else {
          node.statics ??= new Map();
          let c = node.statics.get(s);
          if (!c) node.statics.set(s, (c = this.#node()));
          node = c;
        }
      }
      table = node.table ??= this.#table();
    }
    const mi = M[method];
    if (table.routes[mi] === null) table.routes[mi] = route;
    table.allow = M_NAMES.filter((n, i) => table.routes[i] !== null).join(', ');
  }
  // returns { route, params, format } | null ; on a path match with the wrong method sets this.allow
  find(method, path) {
    const mi = M[method];
    if (mi === undefined) return null;
    let format = null;
    const dot = path.indexOf('.', path.lastIndexOf('/'));
    if (dot !== -1) {
      format = path.slice(dot + 1);
      path = path.slice(0, dot);
    }
    this.allow = null;
    const t = this.static.get(path);
    if (t !== undefined) {
      const r = t.routes[mi];
      if (r !== null && (format === null || r.format)) return { route: r, params: EMPTY, format };
      this.allow = t.allow;
    }
    const vals = [];
    const r = this.#walk(this.root, path, 1, vals, mi);
    if (r === null || (format !== null && !r.format)) return null;
    return { route: r, params: r.build(vals), format };
  }
  #walk(node, path, i, vals, mi) {
    let j = path.indexOf('/', i);
    if (j === -1) j = path.length;
    const seg = path.slice(i, j);
    const last = j === path.length;
    if (node.statics !== null) {
      const c = node.statics.get(seg);
      if (c !== undefined) {
        const r = last ? this.#end(c, mi) : this.#walk(c, path, j + 1, vals, mi);
        if (r !== null) return r;
      }
    }
    const pc = node.param;
    if (pc !== null && seg.length !== 0) {
      vals.push(seg);
      const r = last ? this.#end(pc, mi) : this.#walk(pc, path, j + 1, vals, mi);
      if (r !== null) return r;
      vals.pop();
    }
    return null;
  }
  #end(node, mi) {
    const t = node.table;
    if (t === null) return null;
    const r = t.routes[mi];
    if (r === null) {
      this.allow ??= t.allow;
      return null;
    }
    return r;
  }
}
const EMPTY = Object.freeze({});

// ---------------------------------------------------------------- harness
function makeLoop(fresh) {
  // a fresh function per router -> its own inline caches / call-site feedback.
  // fresh=true: every lookup gets a newly created path string (decoded from a Buffer, as node:http does), so
  // no router profits from V8's per-string cached hash / internalization of a path it has seen before.
  if (fresh)
    return new Function(
      'fn',
      'ms',
      'buf',
      'iters',
      'offs',
      `
    let hits = 0;
    for (let k = 0; k < iters; k++) {
      for (let i = 0; i < ms.length; i++) { if (fn(ms[i], buf.latin1Slice(offs[i], offs[i + 1])) !== null) hits++; }
    }
    return hits;`,
    );
  return new Function(
    'fn',
    'ms',
    'ps',
    'iters',
    `
    let hits = 0;
    for (let k = 0; k < iters; k++) {
      for (let i = 0; i < ms.length; i++) { if (fn(ms[i], ps[i]) !== null) hits++; }
    }
    return hits;`,
  );
}

function verify(name, fn, reqs) {
  let bad = 0;
  const examples = [];
  for (const q of reqs) {
    let got;
    try {
      got = fn(q.method, q.path);
    } catch (e) {
      got = 'THROW ' + e.message;
    }
    if (got !== q.expect) {
      bad++;
      if (examples.length < 3) examples.push(`${q.method} ${q.path} -> ${got} (want ${q.expect})`);
    }
  }
  return { bad, examples };
}

function measure(entry, ms) {
  const { fn, loop, mArr, pArr, offs } = entry;
  // calibrate iterations to ~ms
  let iters = entry.iters || 1;
  if (!entry.iters) {
    for (;;) {
      const t0 = process.hrtime.bigint();
      loop(fn, mArr, pArr, iters, offs);
      const dt = Number(process.hrtime.bigint() - t0) / 1e6;
      if (dt > ms / 4) {
        iters = Math.max(1, Math.round((iters * ms) / dt));
        break;
      }
      iters *= 2;
    }
    entry.iters = iters;
  }
  gc();
  const t0 = process.hrtime.bigint();
  const h = loop(fn, mArr, pArr, iters, offs);
  const ns = Number(process.hrtime.bigint() - t0);
  if (h !== entry.expectHits * iters) throw new Error(entry.name + ': hit count drift');
  return (mArr.length * iters) / (ns / 1e9);
}

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  const k = s.length >> 1;
  return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
};
const fmtOps = (x) => (x >= 1e6 ? (x / 1e6).toFixed(2) + ' M' : x >= 1e3 ? (x / 1e3).toFixed(1) + ' k' : x.toFixed(0));

function runSuite(label, routes, reqs, names, rounds, ms, seed, fresh = false) {
  const entries = [];
  const expectHits = reqs.filter((q) => q.expect !== null).length;
  for (const name of names) {
    const t0 = process.hrtime.bigint();
    let fn;
    try {
      fn = adapters[name].build(routes, reqs);
    } catch (e) {
      console.log(`  ${name}: build failed: ${e.message}`);
      continue;
    }
    const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const v = verify(name, fn, reqs);
    if (v.bad) {
      console.log(`  ${name}: ${v.bad} wrong answers, skipped. e.g. ${v.examples.join(' | ')}`);
      continue;
    }
    const e = {
      name,
      fn,
      loop: makeLoop(fresh),
      mArr: reqs.map((q) => q.method),
      pArr: reqs.map((q) => q.path),
      expectHits,
      buildMs,
      samples: [],
    };
    if (fresh) {
      e.pArr = Buffer.from(reqs.map((q) => q.path).join(''), 'latin1');
      e.offs = new Int32Array(reqs.length + 1);
      for (let i = 0; i < reqs.length; i++) e.offs[i + 1] = e.offs[i] + reqs[i].path.length;
    }
    entries.push(e);
  }
  for (const e of entries) measure(e, ms / 2); // warm-up + calibration
  const rnd = mulberry32(seed);
  for (let r = 0; r < rounds; r++) {
    const order = [...entries].sort(() => rnd() - 0.5);
    for (const e of order) e.samples.push(measure(e, ms));
  }
  return entries.map((e) => ({
    name: e.name,
    median: median(e.samples),
    min: Math.min(...e.samples),
    max: Math.max(...e.samples),
    buildMs: e.buildMs,
    samples: e.samples,
  }));
}

// railroute's speed over a router's, round by round (the rounds are interleaved, so a ratio within a round
// shares that round's machine): the median, and the range over the rounds
function railrouteRatio(res, r) {
  const rr = res.find((x) => x.name === 'railroute recognize');
  if (!rr) return '-';
  const ratios = rr.samples.map((x, i) => x / r.samples[i]);
  return `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
}

function printTable(title, res, baseName = 'find-my-way find') {
  const base = res.find((r) => r.name === baseName)?.median;
  console.log(`\n${title}`);
  console.log(
    '| router | median lookups/s | ns/lookup | spread (min–max) | × find-my-way | railroute ÷ it, by round | build ms |',
  );
  console.log('|---|---:|---:|---|---:|---:|---:|');
  for (const r of [...res].sort((a, b) => b.median - a.median)) {
    console.log(
      `| ${r.name} | ${fmtOps(r.median)} | ${(1e9 / r.median).toFixed(0)} | ${fmtOps(r.min)}–${fmtOps(r.max)} | ${base ? (r.median / base).toFixed(2) : '-'} | ${railrouteRatio(res, r)} | ${r.buildMs.toFixed(1)} |`,
    );
  }
}

// ---------------------------------------------------------------- main
const versions = {};
for (const p of ['express', 'router', 'find-my-way', 'hono', 'rou3', 'path-to-regexp', 'memoirist', '@medley/router']) {
  try {
    versions[p] = require(p + '/package.json').version;
  } catch {
    try {
      versions[p] = JSON.parse(readFileSync(`${process.cwd()}/node_modules/${p}/package.json`, 'utf8')).version;
    } catch {
      versions[p] = 'missing';
    }
  }
}
const ALL = Object.keys(adapters);
const SELECTED = ONLY ? ONLY.split(',') : ALL;
const log = CHILD ? () => {} : console.log;
log(`node ${process.version} ${process.platform}/${process.arch}; ${JSON.stringify(versions)}`);
log(
  `rounds=${ROUNDS} x ${ROUND_MS} ms (main tables), ${SCALE_ROUNDS} x ${SCALE_MS} ms (scaling)` +
    (ISOLATE ? '; --isolate: one child process per router' : '; all routers in this one process'),
);

const main = buildTable({});
const mainReqs = buildRequests(main, 8192, 42);
// API-only variant (Rails `resources ..., only: [:index, :create, :show, :update, :destroy]`, no new/edit/member/
// collection routes): no static segment has a param sibling, so Hono's RegExpRouter accepts it and can be measured.
const api = buildTable({ apiOnly: true });
const apiReqs = buildRequests(api, 8192, 43);
// scaling: same generator, grown with namespaces (admin/, api/v1/ ...), cut to N routes in definition order
const big = buildTable({ namespaces: NAMESPACES.length });
const SIZES = [10, 100, 1000, 5000];
const ALL_SUITES = [
  {
    key: 'main',
    title: `Main Rails-shaped table (${main.length} routes), ${mainReqs.length}-request mix`,
    routes: main,
    reqs: mainReqs,
    rounds: ROUNDS,
    ms: ROUND_MS,
    seed: 7,
  },
  {
    key: 'fresh',
    title: `Main table again, but a newly created path string for every lookup (as from node:http)`,
    routes: main,
    reqs: mainReqs,
    rounds: ROUNDS,
    ms: ROUND_MS,
    seed: 9,
    fresh: true,
  },
  {
    key: 'api',
    title: `API-only variant: 100 resources + 30 nested, 5 actions each (${api.length} routes)`,
    routes: api,
    reqs: apiReqs,
    rounds: ROUNDS,
    ms: ROUND_MS,
    seed: 8,
  },
  ...SIZES.map((N) => {
    const t = big.slice(0, N);
    return {
      key: 'scale' + N,
      title: `Scaling: ${N} routes`,
      routes: t,
      reqs: buildRequests(t, 4096, 1000 + N),
      rounds: SCALE_ROUNDS,
      ms: SCALE_MS,
      seed: N,
    };
  }),
];
const SUITES = ONLY_SUITES ? ALL_SUITES.filter((x) => ONLY_SUITES.includes(x.key)) : ALL_SUITES;
if (DUMP) {
  // the first suite named by --suites (default: main): its routes and requests
  const suite = SUITES[0] ?? ALL_SUITES[0];
  writeFileSync(DUMP, JSON.stringify({ routes: suite.routes, reqs: suite.reqs }));
  process.exit(0);
}
const describe = (t, reqs) => {
  const counts = t.reduce((a, r) => {
    a[r.method] = (a[r.method] || 0) + 1;
    return a;
  }, {});
  const kinds = reqs.reduce((a, q) => {
    a[q.kind] = (a[q.kind] || 0) + 1;
    return a;
  }, {});
  return (
    `${t.length} method+path routes ${JSON.stringify(counts)}, ${t.filter((r) => r.format).length} with optional .json, ` +
    `${t.filter((r) => r.params.length === 0).length} static; ${reqs.length} requests ${JSON.stringify(kinds)}, ${reqs.filter((q) => q.path.endsWith('.json')).length} with .json`
  );
};
log('\nmain table: ' + describe(main, mainReqs));
log('api table: ' + describe(api, apiReqs));

// proto feature check (not timed): every wrong-method request must yield 405 + Allow, no other miss may.
if (!CHILD)
  for (const [label, t, reqs] of [
    ['main', main, mainReqs],
    ['api', api, apiReqs],
  ]) {
    const r = new ProtoRouter();
    for (const x of t) r.add(x.method, x.path, x.id, x.format);
    let ok405 = 0,
      n405 = 0,
      falsePos = 0;
    for (const q of reqs) {
      if (q.expect !== null) continue;
      const m = r.find(q.method, q.path);
      if (q.kind === 'miss-405') {
        n405++;
        if (m === null && r.allow) ok405++;
      } else if (r.allow) falsePos++;
    }
    log(
      `proto 405 check (${label}): ${ok405}/${n405} wrong-method requests get 405 + Allow; ${falsePos} false 405s on other misses`,
    );
  }

let results = {};
if (ISOLATE) {
  const { execFileSync } = require('node:child_process');
  const { tmpdir } = require('node:os');
  for (const name of SELECTED) {
    const tmp = `${tmpdir()}/peers-${process.pid}-${SELECTED.indexOf(name)}.json`;
    const pass = args.filter((x) => x === '--quick');
    execFileSync(
      process.execPath,
      [new URL(import.meta.url).pathname, '--child', '--only', name, '--json', tmp, ...pass],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const r = JSON.parse(readFileSync(tmp, 'utf8'));
    for (const k of Object.keys(r.results)) (results[k] ??= []).push(...r.results[k]);
    for (const p of r.smartPicked) smartPicked.add(p);
  }
} else {
  for (const s of SUITES) results[s.key] = runSuite(s.key, s.routes, s.reqs, SELECTED, s.rounds, s.ms, s.seed, s.fresh);
}
if (!CHILD) {
  for (const s of SUITES) printTable(s.title, results[s.key]);
  console.log('\nhono SmartRouter picked: ' + [...smartPicked].join(', '));
  if (SUITES.some((s) => s.key.startsWith('scale'))) {
    console.log('\nScaling summary: median lookups/s by table size');
    console.log('| router | 10 | 100 | 1000 | 5000 | 5000 vs 10 |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const name of SELECTED) {
      const v = SIZES.map((N) => (results['scale' + N] || []).find((r) => r.name === name)?.median);
      console.log(
        `| ${name} | ${v.map((x) => (x ? fmtOps(x) : 'n/a')).join(' | ')} | ${v[0] && v[3] ? (v[3] / v[0]).toFixed(2) + '×' : 'n/a'} |`,
      );
    }
  }
  console.log('\nAdapter notes:');
  for (const [k, a] of Object.entries(adapters)) console.log(`- ${k}: ${a.note}`);
}
if (JSON_OUT)
  writeFileSync(
    JSON_OUT,
    JSON.stringify(
      { node: process.version, versions, isolate: ISOLATE, smartPicked: [...smartPicked], results },
      null,
      2,
    ),
  );

// ---------------------------------------------------------------- optional end-to-end HTTP
if (HTTP && !CHILD) {
  const http = require('node:http');
  const autocannon = require('autocannon');
  const express = require('express');
  const FMW = require('find-my-way');
  const sample = mainReqs.slice(0, 512).map((q) => ({ method: q.method, path: q.path }));
  const servers = {
    'node:http + find-my-way': () => {
      const r = FMW({
        defaultRoute: (req, res) => {
          res.statusCode = 404;
          res.end();
        },
      });
      for (const x of main) {
        const h = (req, res) => res.end(x.id);
        r.on(x.method, x.path, h);
        if (x.format) r.on(x.method, x.path + FMT, h);
      }
      return http.createServer((req, res) => r.lookup(req, res));
    },
    'node:http + proto': () => {
      const r = new ProtoRouter();
      for (const x of main) r.add(x.method, x.path, x.id, x.format);
      return http.createServer((req, res) => {
        const q = req.url.indexOf('?');
        const m = r.find(req.method, q === -1 ? req.url : req.url.slice(0, q));
        if (m === null) {
          res.statusCode = r.allow ? 405 : 404;
          if (r.allow) res.setHeader('Allow', r.allow);
          res.end();
        } else res.end(m.route.id);
      });
    },
    'express 5 app + one proto middleware': () => {
      // the intended architecture: Express keeps its middleware stack, all Rails-style routes live in ONE middleware
      const r = new ProtoRouter();
      for (const x of main) r.add(x.method, x.path, x.id, x.format);
      const app = express();
      app.use((req, res, next) => {
        const m = r.find(req.method, req.path);
        if (m === null) {
          if (r.allow) {
            res.set('Allow', r.allow);
            res.status(405).end();
          } else next();
          return;
        }
        res.end(m.route.id);
      });
      return http.createServer(app);
    },
    'express 5 app (1100 app.METHOD routes)': () => {
      const app = express();
      for (const x of main)
        app[x.method.toLowerCase()](x.format ? x.path + '{.json}' : x.path, (req, res) => res.end(x.id));
      return http.createServer(app);
    },
  };
  console.log(
    '\nEnd-to-end HTTP (autocannon in the same process: load generator and server share the event loop; compare relatively only)',
  );
  console.log('| server | req/s (mean) | p50 latency ms |');
  console.log('|---|---:|---:|');
  for (const [name, mk] of Object.entries(servers)) {
    const srv = mk();
    await new Promise((ok) => srv.listen(0, '127.0.0.1', ok));
    const { port } = srv.address();
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 32,
      pipelining: 1,
      duration: QUICK ? 3 : 8,
      requests: sample,
    });
    console.log(`| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} |`);
    await new Promise((ok) => srv.close(ok));
  }
}
