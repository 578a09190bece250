/**
 * `railroute routes` as a new user runs it: a scratch project in a temp dir with the built
 * package in node_modules (no ts-node, no `typescript` resolvable from it), route modules in
 * every form (.mjs/.mts/.ts ESM with top-level await, .cjs/.cts/.js CommonJS) that also
 * start an Express server and log. The CLI prints the listing on stdout, the module's own
 * output on stderr, and exits.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let project: string;
let bin: string;

const ROUTES = `(r) => { r.root('pages#home'); r.resources('photos', { only: ['index', 'show'] }); }`;
const ESM = `import express from 'express';
import { Router } from 'railroute';
await new Promise((resolve) => setTimeout(resolve, 5));
export const router = new Router().draw(${ROUTES});
router.controllers.register('pages', { home(_req, res) { res.end('home'); } });
const app = express();
app.use(router.middleware());
app.listen(0, '127.0.0.1', () => console.log('listening'));
console.log('module log line');
`;
const CJS = `const express = require('express');
const { Router } = require('railroute');
const router = new Router().draw(${ROUTES});
router.controllers.register('pages', { home(_req, res) { res.end('home'); } });
const app = express();
app.use(router.middleware());
app.listen(0, '127.0.0.1', () => console.log('listening'));
console.log('module log line');
module.exports = router;
`;
const TS = ESM.replace('export const router = new Router()', 'export const router: Router = new Router()').replace(
  'home(_req, res)',
  'home(_req: unknown, res: { end(t: string): void })',
);

const TABLE = [
  'Prefix Verb URI Pattern           Controller#Action',
  '  root GET  /                     pages#home',
  'photos GET  /photos(.:format)     photos#index',
  ' photo GET  /photos/:id(.:format) photos#show',
  '',
].join('\n');

function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: project, timeout: 30_000, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'pipe' });
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-project-'));
  const installed = path.join(project, 'node_modules', 'railroute');
  fs.mkdirSync(installed, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    files: string[];
    dependencies: Record<string, string>;
  };
  for (const entry of [...manifest.files, 'package.json'])
    fs.cpSync(path.join(root, entry), path.join(installed, entry), { recursive: true });
  for (const dependency of [...Object.keys(manifest.dependencies), 'express']) {
    fs.mkdirSync(path.dirname(path.join(project, 'node_modules', dependency)), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', dependency), path.join(project, 'node_modules', dependency), 'dir');
  }
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
  fs.writeFileSync(path.join(project, 'routes.mjs'), ESM);
  fs.writeFileSync(path.join(project, 'routes.mts'), TS);
  fs.writeFileSync(path.join(project, 'routes.ts'), TS);
  fs.writeFileSync(path.join(project, 'routes.cjs'), CJS);
  fs.writeFileSync(path.join(project, 'routes.cts'), CJS);
  fs.writeFileSync(path.join(project, 'routes.js'), CJS);
  fs.mkdirSync(path.join(project, 'routes'));
  fs.writeFileSync(
    path.join(project, 'routes', 'admin.ts'),
    `import type { Mapper } from 'railroute';\nexport default (r: Mapper): void => { r.namespace('admin', (r) => r.resources('users', { only: ['index'] })); };\n`,
  );
  fs.writeFileSync(
    path.join(project, 'drawn.mts'),
    `import { Router } from 'railroute';\nexport default new Router({ routesPath: 'routes' }).draw((r) => { r.root('pages#home'); r.draw('admin'); });\n`,
  );
  fs.writeFileSync(
    path.join(project, 'drawn.cjs'),
    `const { Router } = require('railroute');\nexports.router = new Router({ routesPath: 'routes' }).draw((r) => { r.root('pages#home'); r.draw('admin'); });\n`,
  );
  // What `railroute import` writes: a draw block as the default export, `draw` reading routes/ beside it.
  fs.writeFileSync(
    path.join(project, 'block.ts'),
    `import type { Mapper } from 'railroute';\nexport default (r: Mapper): void => {\n  r.root('pages#home');\n  r.draw('admin');\n};\n`,
  );
  // A "type": "module" package: its .js is ESM.
  fs.mkdirSync(path.join(project, 'esm'));
  fs.writeFileSync(path.join(project, 'esm', 'package.json'), JSON.stringify({ type: 'module' }));
  fs.writeFileSync(path.join(project, 'esm', 'routes.js'), ESM);
  bin = path.join(installed, 'bin', 'railroute.js');
}, 120_000);

afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

test('the scratch project has neither ts-node nor typescript', () => {
  for (const name of ['typescript', 'ts-node']) expect(() => require.resolve(name, { paths: [project] })).toThrow();
});

test.each(['routes.mjs', 'routes.mts', 'routes.ts', 'routes.cjs', 'routes.cts', 'routes.js', 'esm/routes.js'])(
  '%s: prints the table, the module output goes to stderr, and it exits although a server listens',
  (module) => {
    const { status, stdout, stderr } = cli('routes', module);
    expect({ status, stdout }).toEqual({ status: 0, stdout: TABLE });
    expect(stderr).toContain('module log line');
  },
  40_000,
);

test('-o writes the listing to a file and nothing to stdout', () => {
  const { status, stdout } = cli('routes', 'routes.mts', '--types', '-o', 'routes.d.ts');
  expect(status).toBe(0);
  expect(stdout).toBe('');
  expect(fs.readFileSync(path.join(project, 'routes.d.ts'), 'utf8')).toContain(
    'photo_path<O extends UrlOptions>(id: RouteParam, options?: O',
  );
}, 40_000);

test('--types on stdout is the .d.ts alone, without the module log', () => {
  const { status, stdout } = cli('routes', 'routes.ts', '--types');
  expect(status).toBe(0);
  expect(stdout).not.toContain('module log line');
  expect(stdout).not.toContain('listening');
  expect(stdout).toContain('export interface RouteHelpers {');
}, 40_000);

test('--unused lists the routes whose controller does not resolve and exits 1', () => {
  const { status, stdout } = cli('routes', 'routes.cjs', '--unused');
  expect(status).toBe(1);
  expect(stdout).toBe(
    [
      'Found 2 unused routes:',
      '',
      'Prefix Verb URI Pattern           Controller#Action',
      'photos GET  /photos(.:format)     photos#index',
      ' photo GET  /photos/:id(.:format) photos#show',
      '',
    ].join('\n'),
  );
  expect(cli('routes', 'routes.cjs', '--unused', '-c', 'pages')).toMatchObject({
    status: 0,
    stdout: 'No unused routes found for this controller.\n',
  });
}, 40_000);

test('-E prints the expanded form with the source location in the module', () => {
  const { status, stdout } = cli('routes', 'routes.mts', '-E', '-g', 'root');
  expect(status).toBe(0);
  expect(stdout).toBe(
    [
      '--[ Route 1 ]'.padEnd(80, '-'),
      'Prefix            | root',
      'Verb              | GET',
      'URI               | /',
      'Controller#Action | pages#home',
      'Source Location   | routes.mts:4',
      '',
    ].join('\n'),
  );
}, 40_000);

test.each(['drawn.mts', 'drawn.cjs', 'block.ts'])(
  '%s: draw(name) reads a .ts route file without a TypeScript loader',
  (module) => {
    const { status, stdout, stderr } = cli('routes', module);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toBe(
      [
        '     Prefix Verb URI Pattern            Controller#Action',
        '       root GET  /                      pages#home',
        'admin_users GET  /admin/users(.:format) admin/users#index',
        '',
      ].join('\n'),
    );
  },
  40_000,
);

test('a draw block (what import writes) is drawn by the installed CLI, --unreachable included', () => {
  expect(cli('routes', 'block.ts', '--unreachable')).toEqual({
    status: 0,
    stdout: 'No unreachable routes found.\n',
    stderr: '',
  });
}, 40_000);
