// Paired A/B of built railroute trees on the peer harness's table, in one process.
//
//   node bench/peers.mjs --dump /tmp/table.json
//   npm run build && cp -r dist package.json /tmp/new/ && ln -s $PWD/node_modules /tmp/new/
//   TABLE=/tmp/table.json RR_DIRS=base=/tmp/base,new=/tmp/new node bench/ab.mjs
//
// Env: FRESH=0 reuses the request strings (default: a new flat string per lookup, as node:http
// makes them); ROUNDS (60); PASSES (1) passes over the mix a round; PEERS=0 leaves out
// find-my-way and @medley/router (devDependencies). Rounds of one pass (a few ms) each pay for
// the full GC before them (V8's caches refilled); rounds of 20 passes spread a round's
// ratios far less (`PASSES=20 ROUNDS=11`). The build listed first has run up to ~10%
// faster than the same code listed second: compare two builds in both orders (RR_DIRS
// swapped) and take the geometric mean of the two ratios.
// Each round times every router once over the whole
// request mix (PASSES times), in alternating order, after a full GC; the report gives per-round
// speed ratios to the first router (median and quartiles) and the best round of each. On a
// shared machine the rounds' absolute times move by 2-5x, their ratios far less, and the best
// round is the one least disturbed: read ratios, never times across processes.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const peers = createRequire(import.meta.url);
const { routes, reqs } = JSON.parse(readFileSync(process.env.TABLE, 'utf8'));
const FRESH = process.env.FRESH !== '0';
const ROUNDS = Number(process.env.ROUNDS || 60);

const fns = [];
for (const spec of (process.env.RR_DIRS ?? '').split(',').filter(Boolean)) {
  const [label, dir] = spec.split('=');
  const { Router } = createRequire(`${dir}/package.json`)(dir);
  const router = new Router();
  router.draw((r) => {
    for (const x of routes) {
      const opts = { to: x.id, via: x.method.toLowerCase() };
      if (x.format) r.match(`${x.path}(.:format)`, opts);
      else r.match(x.path, { ...opts, format: false });
    }
  });
  fns.push([
    label,
    (m, p) => {
      const f = router.recognize(m, p);
      return f === null ? null : `${f.params.controller}#${f.params.action}`;
    },
  ]);
}
if (process.env.PEERS !== '0') {
  const FMW = peers('find-my-way');
  const r = FMW();
  for (const x of routes) {
    const store = { id: x.id };
    r.on(x.method, x.path, () => {}, store);
    if (x.format) r.on(x.method, `${x.path}.json`, () => {}, store);
  }
  fns.push([
    'find-my-way',
    (m, p) => {
      const res = r.find(m, p);
      return res === null ? null : res.store.id;
    },
  ]);
  const Medley = peers('@medley/router');
  const md = new Medley();
  for (const x of routes) {
    let k = 0;
    md.register(x.path.replace(/:[a-z_0-9]+/g, () => `:p${k++}`))[x.method] = x.id;
  }
  const formats = new Set(routes.filter((x) => x.format).map((x) => x.id));
  const find = (m, p) => {
    const res = md.find(p);
    return res === null ? null : (res.store[m] ?? null);
  };
  fns.push([
    'medley',
    (m, p) => {
      if (!p.endsWith('.json')) return find(m, p);
      const id = find(m, p.slice(0, -5));
      return id !== null && formats.has(id) ? id : null;
    },
  ]);
}
for (const [label, fn] of fns)
  for (const q of reqs)
    if (fn(q.method, q.path) !== q.expect) throw new Error(`${label} is wrong on ${q.method} ${q.path}`);

const buf = Buffer.from(reqs.map((q) => q.path).join(''), 'latin1');
const offs = new Int32Array(reqs.length + 1);
for (let i = 0; i < reqs.length; i++) offs[i + 1] = offs[i] + reqs[i].path.length;
const ms = reqs.map((q) => q.method);
const ps = reqs.map((q) => q.path);
// One loop per router, so that call-site feedback is not shared.
const loops = fns.map(() =>
  FRESH
    ? new Function(
        'fn',
        'ms',
        'buf',
        'offs',
        'let h = 0; for (let i = 0; i < ms.length; i++) if (fn(ms[i], buf.latin1Slice(offs[i], offs[i + 1])) !== null) h++; return h;',
      )
    : new Function(
        'fn',
        'ms',
        'ps',
        'offs',
        'let h = 0; for (let i = 0; i < ms.length; i++) if (fn(ms[i], ps[i]) !== null) h++; return h;',
      ),
);
const PASSES = Number(process.env.PASSES ?? 1);
const time = (j) => {
  gc();
  const t0 = process.hrtime.bigint();
  for (let n = 0; n < PASSES; n++) loops[j](fns[j][1], ms, FRESH ? buf : ps, offs);
  return Number(process.hrtime.bigint() - t0) / ms.length / PASSES;
};
for (let j = 0; j < fns.length; j++) for (let w = 0; w < 5; w++) time(j);
const ratios = fns.map(() => []);
const times = fns.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  const order = fns.map((_, j) => j);
  if (r % 2) order.reverse();
  const t = [];
  for (const j of order) t[j] = time(j);
  for (let j = 0; j < fns.length; j++) {
    times[j].push(t[j]);
    ratios[j].push(t[0] / t[j]);
  }
}
const at = (a, f) => [...a].sort((x, y) => x - y)[Math.floor(f * (a.length - 1))];
console.log(
  `${FRESH ? 'fresh' : 'reused'} strings, ${reqs.length} requests, ${ROUNDS} rounds; speed relative to ${fns[0][0]}`,
);
for (let j = 0; j < fns.length; j++) {
  console.log(
    `${fns[j][0].padEnd(12)} ×${at(ratios[j], 0.5).toFixed(2)} [${at(ratios[j], 0.25).toFixed(2)}–${at(ratios[j], 0.75).toFixed(2)}]  best round ${at(times[j], 0).toFixed(0)} ns (×${(at(times[0], 0) / at(times[j], 0)).toFixed(2)})  median round ${at(times[j], 0.5).toFixed(0)} ns`,
  );
}
