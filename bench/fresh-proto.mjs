// The harness's prototype (bench/proto/rails-proto.mjs, or PROTO) building a
// table in a fresh process, to set beside `TABLE=<file> node bench/fresh-build.js`: the same
// routes, each added as the harness adds them, then one recognize. Prints the build's ms.
//   node bench/fresh-proto.mjs <table.json>
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const file = process.argv[2] ?? process.env.TABLE;
if (!file) throw new Error('usage: node bench/fresh-proto.mjs <table.json>');
const { routes } = JSON.parse(readFileSync(file, 'utf8'));
const proto = process.env.PROTO ?? resolve(import.meta.dirname ?? '.', 'proto/rails-proto.mjs');
const { RailsProto } = await import(pathToFileURL(proto).href);
const t0 = process.hrtime.bigint();
const router = new RailsProto();
for (const x of routes) router.add([x.method], x.format ? `${x.path}(.:format)` : x.path, x.id);
router.seal();
router.recognize('GET', routes[0].path.replace(/:\w+/g, '1'));
console.log(`routes ${routes.length} build ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(0)} ms`);
