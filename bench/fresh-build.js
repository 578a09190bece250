// A fresh process from `require('railroute')` to the first `recognize` of ~10,000 routes
// (the build row of docs/performance.md): `npm run build`, then `node --expose-gc bench/fresh-build.js`;
// run it several times, alternating with the build you compare against (DIR=<its root>).
// SOURCES=0 draws without source locations (as NODE_ENV=production does).
// TABLE=<file> draws the shared harness's table instead of `resources`: one `match` per route
// as its adapter declares them (`node bench/peers.mjs --dump FILE` writes one; the
// harness's prototype builds the same table in bench/README.md "The build: a fifth pass").
// `cpu` is the process's CPU time over the same phases (all threads: the collector's and the
// optimizing compiler's helpers too): on a shared, loaded machine it varies less than wall time.
const table = process.env.TABLE ? JSON.parse(require('node:fs').readFileSync(process.env.TABLE, 'utf8')).routes : null;
const c0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
const { Router } = require(process.env.DIR || require('node:path').resolve(__dirname, '..'));
const c1 = process.cpuUsage();
const t1 = process.hrtime.bigint();
const router = new Router({ sourceLocations: process.env.SOURCES !== '0' });
router.draw((r) => {
  if (table) {
    for (const x of table) {
      const options = { to: x.id, via: x.method.toLowerCase() };
      if (x.format) r.match(`${x.path}(.:format)`, options);
      else r.match(x.path, { ...options, format: false });
    }
    return;
  }
  for (let i = 0; i < 750; i++) {
    r.resources(`res${i}`, () => {
      if (i % 3 === 0) r.resources('comments');
      r.collection(() => r.get('search'));
      r.member(() => r.get('preview'));
    });
  }
});
const c2 = process.cpuUsage();
const t2 = process.hrtime.bigint();
router.recognize('GET', table ? table[0].path.replace(/:\w+/g, '1') : '/res0');
const c3 = process.cpuUsage();
const t3 = process.hrtime.bigint();
global.gc?.();
const ms = (a, b) => (Number(b - a) / 1e6).toFixed(0);
const cpu = (a, b) => ((b.user - a.user + b.system - a.system) / 1e3).toFixed(0);
console.log(
  `routes ${router.routes.length} require ${ms(t0, t1)} draw ${ms(t1, t2)} compile ${ms(t2, t3)} ` +
    `all ${ms(t0, t3)} ms heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(1)} MB ` +
    `| cpu require ${cpu(c0, c1)} draw ${cpu(c1, c2)} compile ${cpu(c2, c3)} all ${cpu(c0, c3)} ms`,
);
