/**
 * `npx railroute routes <module>`: table, filters, expanded, unused, JSON, types, -o, help
 * and one-line errors, in-process (CommonJS modules: jest's VM has no native `import()`).
 * Every module form through the installed bin: cli-project.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main';

const root = path.resolve(__dirname, '../..');
let dir: string;

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-cli-'));
  const routes = `r.root('pages#home'); r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show'] })); r.resources('photos', { only: 'index' });`;
  const src = JSON.stringify(path.join(root, 'src'));
  fs.writeFileSync(
    path.join(dir, 'default.cjs'),
    `const { Router } = require(${src});\nexports.default = new Router().draw((r) => { ${routes} });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'named.js'),
    `const { Router } = require(${src});\nexports.router = new Router().draw((r) => { ${routes} });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    `const { Router } = require(${src});
const router = new Router().draw((r) => {
  r.resources('photos', { only: ['index', 'show'] });
  r.get('about', { to: 'pages#about' });
});
router.controllers.register('photos', { index() {}, show() {} });
router.controllers.register('pages', { home() {} });
module.exports = router;
`,
  );
  fs.writeFileSync(
    path.join(dir, 'plain.js'),
    `const { Router } = require(${src});\nmodule.exports = new Router().draw((r) => { ${routes} });\n`,
  );
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

test.each(['default.cjs', 'named.js', 'plain.js', './plain'])('prints the table of %s', async (module) => {
  expect(await run('routes', module)).toEqual({ code: 0, out: TABLE, err: '' });
});

test.each<[string[], string[]]>([
  [['-g', 'photos'], ['photos']],
  [['--grep', '/admin/users/3'], ['admin_user']],
  [
    ['-c', 'admin/users'],
    ['admin_users', 'admin_user'],
  ],
  [['--controller=pages'], ['root']],
])('filters %p', async (flags, names) => {
  const { code, out } = await run('routes', 'plain.js', ...flags);
  expect(code).toBe(0);
  expect(
    out
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/)[0]),
  ).toEqual(names);
});

test('--json prints RouteInfo[] with RegExps as text', async () => {
  const { code, out } = await run('routes', 'plain.js', '--json');
  expect(code).toBe(0);
  const routes = JSON.parse(out) as Array<{ name?: string; verb: string; path: string }>;
  expect(routes.map((route) => route.name)).toEqual(['root', 'admin_users', 'admin_user', 'photos']);
  expect(routes[1]).toMatchObject({
    verb: 'GET',
    path: '/admin/users(.:format)',
    controller: 'admin/users',
    action: 'index',
    source: `${path.join(dir, 'plain.js')}:2`,
  });
});

test('--types prints the helper interface', async () => {
  const { code, out } = await run('routes', 'plain.js', '--types');
  expect(code).toBe(0);
  expect(out).toContain('export interface RouteHelpers {');
  expect(out).toContain(
    'admin_user_path<O extends UrlOptions>(id: RouteParam, options?: O & NotARecord<O, "id" | "format">): string;',
  );
  expect(out).toContain(
    'adminUserPath<O extends UrlOptions>(id: RouteParam, options?: O & NotARecord<O, "id" | "format">): string;',
  );
});

test('-h prints the usage', async () => {
  const { code, out } = await run('-h');
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
])('%p fails with one line and exit code 1', async (args, message) => {
  const { code, out, err } = await run(...args);
  expect(code).toBe(1);
  expect(out).toBe('');
  expect(err).toMatch(message);
  expect(err.trimEnd().split('\n')).toHaveLength(1);
});

test('the package bin runs it', () => {
  const ok = execFileSync(
    process.execPath,
    [path.join(root, 'bin', 'railroute.js'), 'routes', 'plain.js', '-g', 'root'],
    { cwd: dir },
  ).toString();
  expect(ok).toContain('root GET  /');
  const failed = spawnSync(process.execPath, [path.join(root, 'bin', 'railroute.js'), 'routes', 'missing.js'], {
    cwd: dir,
  });
  expect(failed.status).toBe(1);
  expect(failed.stderr.toString()).toBe('railroute: cannot find module missing.js\n');
}, 30_000);

const RULE = (n: number): string => `--[ Route ${n} ]`.padEnd(80, '-');

test('-E prints one block per route with its source location', async () => {
  // Outside the working directory, the location is absolute.
  const at = (line: number): string => `Source Location   | ${path.join(dir, 'app.js')}:${line}`;
  const { code, out } = await run('routes', 'app.js', '-E');
  expect(code).toBe(0);
  expect(out).toBe(
    [
      RULE(1),
      'Prefix            | photos',
      'Verb              | GET',
      'URI               | /photos(.:format)',
      'Controller#Action | photos#index',
      at(3),
      RULE(2),
      'Prefix            | photo',
      'Verb              | GET',
      'URI               | /photos/:id(.:format)',
      'Controller#Action | photos#show',
      at(3),
      RULE(3),
      'Prefix            | about',
      'Verb              | GET',
      'URI               | /about(.:format)',
      'Controller#Action | pages#about',
      at(4),
      '',
    ].join('\n'),
  );
  expect(await run('routes', 'app.js', '--expanded', '-g', 'nothing-like-this')).toEqual({
    code: 0,
    out: 'No routes were found for this grep pattern.\n',
    err: '',
  });
});

test.each<[string[], number, string]>([
  [
    ['--unused'],
    1,
    'Found 1 unused route:\n\nPrefix Verb URI Pattern      Controller#Action\n about GET  /about(.:format) pages#about\n',
  ],
  [['--unused', '-c', 'photos'], 0, 'No unused routes found for this controller.\n'],
  [['--unused', '-g', 'photo'], 0, 'No unused routes found for this grep pattern.\n'],
])('%p prints as Rails and exits %p', async (flags, code, out) => {
  expect(await run('routes', 'app.js', ...flags)).toEqual({ code, out, err: '' });
});

test('--unused reports every route of an app without controllers', async () => {
  const { code, out } = await run('routes', 'plain.js', '--unused');
  expect(code).toBe(1);
  expect(out.split('\n')[0]).toBe('Found 4 unused routes:');
});

test('-o FILE writes the output there', async () => {
  const target = path.join(dir, 'out', 'routes.txt');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  expect(await run('routes', 'plain.js', '-o', 'out/routes.txt')).toEqual({ code: 0, out: '', err: '' });
  expect(fs.readFileSync(target, 'utf8')).toBe(TABLE);
  expect(await run('routes', 'plain.js', '--output=out/routes.txt', '--json')).toEqual({ code: 0, out: '', err: '' });
  expect(JSON.parse(fs.readFileSync(target, 'utf8'))).toHaveLength(4);
});

test('what the module prints while loading goes to stderr, not into the listing', async () => {
  fs.writeFileSync(
    path.join(dir, 'noisy.js'),
    `console.log('hello from the app');\nprocess.stdout.write('raw write\\n');\nmodule.exports = require('./plain.js');\n`,
  );
  const written: string[] = [];
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    expect(await run('routes', 'noisy.js', '--types')).toMatchObject({ code: 0, err: '' });
  } finally {
    stderr.mockRestore();
  }
  expect(written.join('')).toContain('hello from the app');
  expect(written.join('')).toContain('raw write');
});
