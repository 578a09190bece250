/**
 * API.md § Command line: `-E/--expanded`, `--unused` (and its exit code), `-o/--output`,
 * module kinds (`.mjs`, `.mts`, `.cts`, ESM with top-level `await`), a module that starts a
 * server, and what the module prints going to stderr.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router } from '../../src';

const root = path.resolve(__dirname, '../..');
const bin = path.join(root, 'bin', 'railroute.js');
const srcDir = path.join(root, 'src');
const src = JSON.stringify(srcDir);
const srcIndex = JSON.stringify(path.join(srcDir, 'index.ts'));

const ROUTES = `r.root('pages#home'); r.resources('photos', { only: ['index', 'show'] }); r.get('secret', { to: 'pages#secret', middleware: [function requireLogin(q, s, n) { n(); }, (q, s, n) => n()] });`;
const block = (r: any): void => {
  r.root('pages#home');
  r.resources('photos', { only: ['index', 'show'] });
  r.get('secret', {
    to: 'pages#secret',
    middleware: [
      function requireLogin(_q: any, _s: any, n: any) {
        n();
      },
      (_q: any, _s: any, n: any) => n(),
    ],
  });
};
const reference = new Router().draw(block);

let dir: string;
type Run = { code: number; out: string; err: string };
const results: Record<string, Run> = {};

function run(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    // A generous timeout: each process loads src/ through jiti, seconds of CPU on a loaded 2-core machine.
    execFile(process.execPath, [bin, ...args], { cwd: dir, timeout: 300_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as any).code ?? 1) : 0, out: String(stdout), err: String(stderr) });
    });
  });
}

const RUNS: Record<string, string[]> = {
  expandedShort: ['routes', 'app.js', '-E'],
  expandedLong: ['routes', 'app.js', '--expanded'],
  unused: ['routes', 'app.js', '--unused'],
  noneUnused: ['routes', 'used.js', '--unused'],
  outputShort: ['routes', 'app.js', '-o', 'out/table.txt'],
  outputLong: ['routes', 'app.js', '--json', '--output', 'out/routes.json'],
  mjs: ['routes', 'esm.mjs'],
  mts: ['routes', 'typed.mts'],
  cts: ['routes', 'typed.cts'],
  cjs: ['routes', 'plain.cjs'],
  server: ['routes', 'server.js'],
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-cli-flags-'));
  const register = `router.controllers.register('pages', { home() {}, secret() {} });`;
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    `const { Router } = require(${src});\nconst router = new Router().draw((r) => { ${ROUTES} });\n${register}\nmodule.exports = router;\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'used.js'),
    `const { Router } = require(${src});\nconst router = new Router().draw((r) => { ${ROUTES} });\n${register}\nrouter.controllers.register('photos', { index() {}, show() {} });\nmodule.exports = router;\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'esm.mjs'),
    `import { Router } from ${srcIndex};\nawait new Promise((resolve) => setTimeout(resolve, 20));\nexport const router = new Router().draw((r) => { ${ROUTES} });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'plain.cjs'),
    `const { Router } = require(${src});\nmodule.exports = { router: new Router().draw((r) => { ${ROUTES} }) };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'typed.mts'),
    `import { Router } from ${srcIndex};\nconst late: number = await Promise.resolve(1);\nexport default new Router().draw((r: any): void => { ${ROUTES} });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'typed.cts'),
    `const { Router } = require(${src}) as typeof import(${srcIndex});\nconst router: InstanceType<typeof Router> = new Router().draw((r: any): void => { ${ROUTES} });\nexport = router;\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'server.js'),
    `const http = require('node:http');\nconst { Router } = require(${src});\nconst router = new Router().draw((r) => { ${ROUTES} });\nconsole.log('module says hello');\nhttp.createServer(router.middleware()).listen(0, () => console.log('listening'));\nsetInterval(() => {}, 1000);\nmodule.exports = router;\n`,
  );
  fs.mkdirSync(path.join(dir, 'out'));
  // Two processes at a time: eleven at once on two cores starve each other past any timeout.
  const names = Object.keys(RUNS);
  const next = async (): Promise<void> => {
    for (let name = names.shift(); name !== undefined; name = names.shift())
      results[name] = await run(RUNS[name] as string[]);
  };
  await Promise.all([next(), next()]);
}, 900_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('-E / --expanded', () => {
  test.each(['expandedShort', 'expandedLong'])(
    '%s: one block per route with Prefix, Verb, URI, Controller#Action, Source Location',
    (name) => {
      const { code, out } = results[name] as Run;
      expect(code).toBe(0);
      const blocks = out.split(/^--\[ Route \d+ \]-*$/m).slice(1);
      expect(blocks).toHaveLength(reference.routes.length);
      reference.routes.forEach((route, i) => {
        const fields = Object.fromEntries(
          (blocks[i] as string)
            .trim()
            .split('\n')
            .map((line) => line.split('|').map((part) => part.trim()) as [string, string]),
        );
        expect(fields).toMatchObject({
          Prefix: route.name ?? '',
          Verb: route.verb,
          URI: route.path,
          'Controller#Action': `${route.controller}#${route.action}`,
        });
        expect(fields['Source Location']).toMatch(/app\.js:\d+$/);
      });
    },
  );

  test('Middleware: the route’s middleware names (fn.name, or anonymous)', () => {
    const { out } = results.expandedShort as Run;
    expect(out).toMatch(/^Middleware\s+\| requireLogin, anonymous$/m);
  });
});

describe('--unused', () => {
  test('as Rails: Found N unused routes: and their table; exit 1 when there are any', () => {
    const { code, out } = results.unused as Run;
    expect(code).toBe(1);
    expect(out).toMatch(/^Found 2 unused routes:\n\n/);
    expect(out).toContain('photos#index');
    expect(out).toContain('photos#show');
    expect(out).not.toContain('pages#home');
    expect(out).toMatch(/Prefix\s+Verb\s+URI Pattern\s+Controller#Action/);
  });

  test('No unused routes found. and exit 0 when all resolve', () => {
    expect(results.noneUnused).toEqual({ code: 0, out: 'No unused routes found.\n', err: '' });
  });
});

describe('-o / --output FILE', () => {
  test('-o writes the table to the file', () => {
    expect((results.outputShort as Run).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'out', 'table.txt'), 'utf8').trimEnd()).toBe(reference.inspect().trimEnd());
    expect((results.outputShort as Run).out).not.toContain('photos#index');
  });

  test('--output with --json writes the RouteInfo list', () => {
    expect((results.outputLong as Run).code).toBe(0);
    const routes = JSON.parse(fs.readFileSync(path.join(dir, 'out', 'routes.json'), 'utf8')) as any[];
    expect(routes.map((route) => [route.name, route.verb, route.path, route.middleware])).toEqual(
      reference.routes.map((route) => [route.name, route.verb, route.path, route.middleware]),
    );
    expect(routes.find((route) => route.path === '/secret(.:format)')?.middleware).toEqual([
      'requireLogin',
      'anonymous',
    ]);
    for (const route of routes) expect(route.source).toMatch(/app\.js:\d+$/);
  });
});

describe('module kinds: railroute brings its own loader', () => {
  test.each(['mjs', 'mts', 'cts', 'cjs'])('.%s (ESM with top-level await where it is ESM)', (name) => {
    const { code, out, err } = results[name] as Run;
    expect([code, err]).toEqual([0, '']);
    expect(out.trimEnd()).toBe(reference.inspect().trimEnd());
  });
});

test('prints and exits even when the module starts a server; what the module prints goes to stderr', () => {
  const { code, out, err } = results.server as Run;
  expect(code).toBe(0);
  expect(out.trimEnd()).toBe(reference.inspect().trimEnd());
  expect(err).toContain('module says hello');
  expect(out).not.toContain('module says hello');
});
