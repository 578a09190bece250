/** `npx railroute routes <module>`: table, filters, JSON, types, help and one-line errors. */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/inspect/cli';

const root = path.resolve(__dirname, '../..');
let dir: string;

function run(...args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-cli-'));
  const routes = `r.root('pages#home'); r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show'] })); r.resources('photos', { only: 'index' });`;
  const src = JSON.stringify(path.join(root, 'src'));
  fs.writeFileSync(path.join(dir, 'default.ts'), `import { Router } from ${src};\nexport default new Router().draw((r) => { ${routes} });\n`);
  fs.writeFileSync(path.join(dir, 'named.ts'), `import { Router } from ${src};\nexport const router = new Router().draw((r) => { ${routes} });\n`);
  fs.writeFileSync(path.join(dir, 'plain.js'), `const { Router } = require(${src});\nmodule.exports = new Router().draw((r) => { ${routes} });\n`);
  fs.writeFileSync(path.join(dir, 'nothing.js'), 'module.exports = { answer: 42 };\n');
  fs.writeFileSync(path.join(dir, 'broken.js'), 'throw new Error("boom\\nsecond line");\n');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TABLE = [
  '     Prefix Verb URI Pattern                Controller#Action',
  '       root GET  /                          pages#home',
  'admin_users GET  /admin/users(.:format)     admin/users#index',
  ' admin_user GET  /admin/users/:id(.:format) admin/users#show',
  '     photos GET  /photos(.:format)          photos#index',
  '',
].join('\n');

test.each(['default.ts', 'named.ts', 'plain.js', './plain'])('prints the table of %s', (module) => {
  expect(run('routes', module)).toEqual({ code: 0, out: TABLE, err: '' });
});

test.each<[string[], string[]]>([
  [['-g', 'photos'], ['photos']],
  [['--grep', '/admin/users/3'], ['admin_user']],
  [['-c', 'admin/users'], ['admin_users', 'admin_user']],
  [['--controller=pages'], ['root']],
])('filters %p', (flags, names) => {
  const { code, out } = run('routes', 'plain.js', ...flags);
  expect(code).toBe(0);
  expect(out.trimEnd().split('\n').slice(1).map((line) => line.trim().split(/\s+/)[0])).toEqual(names);
});

test('--json prints RouteInfo[] with RegExps as text', () => {
  const { code, out } = run('routes', 'plain.js', '--json');
  expect(code).toBe(0);
  const routes = JSON.parse(out) as Array<{ name?: string; verb: string; path: string }>;
  expect(routes.map((route) => route.name)).toEqual(['root', 'admin_users', 'admin_user', 'photos']);
  expect(routes[1]).toMatchObject({ verb: 'GET', path: '/admin/users(.:format)', controller: 'admin/users', action: 'index' });
});

test('--types prints the helper interface', () => {
  const { code, out } = run('routes', 'plain.js', '--types');
  expect(code).toBe(0);
  expect(out).toContain('export interface RouteHelpers {');
  expect(out).toContain('admin_user_path<O extends UrlOptions>(id: RouteParam, options?: O & NotARecord<O, "id" | "format">): string;');
  expect(out).toContain('adminUserPath<O extends UrlOptions>(id: RouteParam, options?: O & NotARecord<O, "id" | "format">): string;');
});

test('-h prints the usage', () => {
  const { code, out } = run('-h');
  expect(code).toBe(0);
  expect(out).toMatch(/^Usage: railroute routes <module>/);
});

test.each<[string[], RegExp]>([
  [['routes', 'missing.js'], /^railroute: cannot find module missing\.js\n$/],
  [['routes', 'nothing.js'], /^railroute: nothing\.js exports no Router/],
  [['routes', 'broken.js'], /^railroute: cannot load broken\.js: boom\n$/],
  [['routes'], /^railroute: missing <module>/],
  [['routes', 'plain.js', '--bogus'], /^railroute: unknown option --bogus\n$/],
  [['frobnicate'], /^railroute: unknown command frobnicate/],
])('%p fails with one line and exit code 1', (args, message) => {
  const { code, out, err } = run(...args);
  expect(code).toBe(1);
  expect(out).toBe('');
  expect(err).toMatch(message);
  expect(err.trimEnd().split('\n')).toHaveLength(1);
});

test('the package bin runs it', () => {
  const ok = execFileSync(process.execPath, [path.join(root, 'bin', 'railroute.js'), 'routes', 'plain.js', '-g', 'root'], { cwd: dir }).toString();
  expect(ok).toContain('root GET  /');
  const failed = spawnSync(process.execPath, [path.join(root, 'bin', 'railroute.js'), 'routes', 'missing.js'], { cwd: dir });
  expect(failed.status).toBe(1);
  expect(failed.stderr.toString()).toBe('railroute: cannot find module missing.js\n');
}, 30_000);
