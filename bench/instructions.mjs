// Instructions per lookup, counted by valgrind: a steadier A/B than time on a shared machine
// (run to run it moves by about ±300 of ~5,000; time moved by 2-5x between runs).
//
//   node bench/instructions.mjs [ADAPTER] [DIR]      ADAPTER: railroute (default), identity, medley, proto, none
//
// Runs this file twice under `valgrind --tool=cachegrind` (W warm-up passes, default 40, over the shared
// harness's 8,192-request mix, then K more) and prints (Ir(W+K) - Ir(W)) / (K x 8,192), and the
// first-level data-cache misses the same way. `proto` is the harness's prototype
// (PROTO, default bench/proto/rails-proto.mjs), answered as the harness does. `none` is the
// harness loop alone (a fresh string per request, as node:http makes them). `medley` is
// @medley/router, a devDependency. The table: `node bench/peers.mjs --dump FILE`
// (TABLE, default /tmp/table.json). Needs valgrind (Debian: apt-get install valgrind).
import { countedRun, runPasses } from './cachegrind.mjs';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The mix, or with KIND (a RegExp) only the requests of those kinds: `hit-static`,
 * `hit-dynamic`, `hit-format`, `miss-deep`, `miss-405`, `miss-unknown` (e.g. KIND=^hit).
 */
function requests(all) {
  if (!process.env.KIND) return all;
  const kind = new RegExp(process.env.KIND);
  const kindOf = (q) =>
    q.kind !== 'hit' ? q.kind : q.path.includes('.') ? 'hit-format' : /\d/.test(q.path) ? 'hit-dynamic' : 'hit-static';
  return all.filter((q) => kind.test(kindOf(q)));
}

const TABLE = process.env.TABLE ?? '/tmp/table.json';
if (process.env.CHILD !== '1') {
  const adapter = process.argv[2] ?? 'railroute';
  const dir = process.argv[3] ?? fileURLToPath(new URL('..', import.meta.url));
  const K = Number(process.env.K ?? 20);
  // Warm-up passes before the counted ones (W): generated params builders, each called by a
  // few routes, leave baseline code only after a few hundred passes (`--trace-opt`).
  const WARM = Number(process.env.W ?? 40);
  const a = countedRun(fileURLToPath(import.meta.url), [adapter, dir], WARM, adapter);
  const b = countedRun(fileURLToPath(import.meta.url), [adapter, dir], WARM + K, adapter);
  const lookups = K * requests(JSON.parse(readFileSync(TABLE, 'utf8')).reqs).length;
  const ir = (b.ir - a.ir) / lookups;
  const d1 = (b.d1 - a.d1) / lookups;
  console.log(`${adapter} (${dir}): ${ir.toFixed(0)} instructions, ${d1.toFixed(1)} D1 misses per lookup`);
} else {
  const [adapter, dir] = process.argv.slice(2);
  const table = JSON.parse(readFileSync(TABLE, 'utf8'));
  const routes = table.routes;
  const reqs = requests(table.reqs);
  let fn;
  if (adapter === 'medley') {
    const md = new (createRequire(import.meta.url)('@medley/router'))();
    for (const x of routes) {
      let k = 0;
      md.register(x.path.replace(/:[a-z_0-9]+/g, () => `:p${k++}`))[x.method] = x.id;
    }
    const formats = new Set(routes.filter((x) => x.format).map((x) => x.id));
    const find = (m, p) => {
      const res = md.find(p);
      return res === null ? null : (res.store[m] ?? null);
    };
    fn = (m, p) => {
      if (!p.endsWith('.json')) return find(m, p);
      const id = find(m, p.slice(0, -5));
      return id !== null && formats.has(id) ? id : null;
    };
  } else if (adapter === 'proto') {
    const file = process.env.PROTO ?? fileURLToPath(new URL('proto/rails-proto.mjs', import.meta.url));
    const { RailsProto } = await import(file);
    const proto = new RailsProto();
    for (const x of routes) proto.add([x.method], x.format ? `${x.path}(.:format)` : x.path, x.id);
    proto.seal();
    fn = (m, p) => {
      const f = proto.recognize(m, p);
      return f === null ? null : f.params.controller + '#' + f.params.action;
    };
  } else if (adapter === 'none') {
    fn = (_m, p) => p;
  } else {
    const { Router } = createRequire(`${dir}/package.json`)(dir);
    const router = new Router();
    router.draw((r) => {
      for (const x of routes) {
        const o = { to: x.id, via: x.method.toLowerCase() };
        if (x.format) r.match(`${x.path}(.:format)`, o);
        else r.match(x.path, { ...o, format: false });
      }
    });
    const ids = new Map();
    fn =
      adapter === 'identity'
        ? (m, p) => {
            const f = router.recognize(m, p);
            if (f === null) return null;
            let id = ids.get(f.route);
            if (id === undefined) ids.set(f.route, (id = `${f.params.controller}#${f.params.action}`));
            return id;
          }
        : (m, p) => {
            const f = router.recognize(m, p);
            return f === null ? null : f.params.controller + '#' + f.params.action;
          };
  }
  const buf = Buffer.from(reqs.map((q) => q.path).join(''), 'latin1');
  const offs = new Int32Array(reqs.length + 1);
  for (let i = 0; i < reqs.length; i++) offs[i + 1] = offs[i] + reqs[i].path.length;
  const ms = reqs.map((q) => q.method);
  const loop = new Function(
    'fn',
    'ms',
    'buf',
    'offs',
    'let h = 0; for (let i = 0; i < ms.length; i++) if (fn(ms[i], buf.latin1Slice(offs[i], offs[i + 1])) !== null) h++; return h;',
  );
  runPasses(() => loop(fn, ms, buf, offs), reqs.length);
}
