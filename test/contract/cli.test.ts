/** API.md § Command line: `npx railroute routes <module>`, through the package's bin. */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router } from '../../src';

const root = path.resolve(__dirname, '../..');
const bin = path.join(root, 'bin', 'railroute.js');
const src = JSON.stringify(path.join(root, 'src'));
const ROUTES = `r.root('pages#home'); r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show'] })); r.resources('photos', { only: ['index', 'show'] });`;
const block = (r: any): void => {
  r.root('pages#home');
  r.namespace('admin', (r: any) => r.resources('users', { only: ['index', 'show'] }));
  r.resources('photos', { only: ['index', 'show'] });
};
const reference = new Router().draw(block);

let dir: string;
const results: Record<string, { code: number; out: string; err: string }> = {};

function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: dir }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as any).code ?? 1) : 0, out: String(stdout), err: String(stderr) });
    });
  });
}

const RUNS: Record<string, string[]> = {
  named: ['routes', 'named.js', '-g', 'photos'],
  default: ['routes', 'default.ts', '--grep', 'admin'],
  controllerShort: ['routes', 'plain.js', '-c', 'admin/users'],
  controllerLong: ['routes', 'plain.js', '--controller', 'pages'],
  json: ['routes', 'plain.js', '--json'],
  types: ['routes', 'plain.js', '--types'],
};

/**
 * One real process per command line: the bin loads the module asynchronously (ESM and
 * top-level `await` included) and exits once it has printed, so it cannot be driven
 * in-process.
 */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-cli-'));
  fs.writeFileSync(
    path.join(dir, 'plain.js'),
    `const { Router } = require(${src});\nmodule.exports = new Router().draw((r) => { ${ROUTES} });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'named.js'),
    `const { Router } = require(${src});\nexports.router = new Router().draw((r) => { ${ROUTES} });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'default.ts'),
    `import { Router } from ${src};\nexport default new Router().draw((r: any) => { ${ROUTES} });\n`,
  );
  const names = ['table', ...Object.keys(RUNS)];
  const outcomes = await Promise.all(
    names.map((name) => run(name === 'table' ? ['routes', 'plain.js'] : (RUNS[name] as string[]))),
  );
  names.forEach((name, i) => (results[name] = outcomes[i] as { code: number; out: string; err: string }));
}, 90_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const prefixes = (out: string): string[] =>
  out
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[0]!);

test('npx railroute: package.json bin maps railroute to bin/railroute.js', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const target = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.railroute;
  expect(path.resolve(root, target)).toBe(bin);
});

test('loads a module that exports a Router (module.exports) and prints router.inspect()', () => {
  expect(results.table).toEqual({ code: 0, out: expect.any(String), err: '' });
  expect(results.table!.out.trimEnd()).toBe(reference.inspect().trimEnd());
});

test('a module that exports `router`', () => {
  expect(results.named!.code).toBe(0);
  expect(results.named!.out.trimEnd()).toBe(reference.inspect({ grep: 'photos' }).trimEnd());
});

test('a module whose default export is the Router', () => {
  expect(results.default!.code).toBe(0);
  expect(results.default!.out.trimEnd()).toBe(reference.inspect({ grep: 'admin' }).trimEnd());
});

test('-g / --grep TEXT', () => {
  expect(prefixes(results.named!.out)).toEqual(['photos', 'photo']);
  expect(prefixes(results.default!.out)).toEqual(['admin_users', 'admin_user']);
});

test('-c / --controller NAME', () => {
  expect(results.controllerShort!.code).toBe(0);
  expect(prefixes(results.controllerShort!.out)).toEqual(['admin_users', 'admin_user']);
  expect(results.controllerLong!.code).toBe(0);
  expect(prefixes(results.controllerLong!.out)).toEqual(['root']);
});

test('--json: the RouteInfo list', () => {
  expect(results.json!.code).toBe(0);
  const routes = JSON.parse(results.json!.out) as any[];
  expect(routes.map((route) => route.name)).toEqual(reference.routes.map((route) => route.name));
  expect(routes).toHaveLength(reference.routes.length);
  expect(routes[1]).toMatchObject({
    name: 'admin_users',
    verb: 'GET',
    path: '/admin/users(.:format)',
    controller: 'admin/users',
    action: 'index',
    requirements: {},
    defaults: {},
  });
});

describe('--types', () => {
  test('a .d.ts module exporting interface RouteHelpers with every helper in both spellings', () => {
    const { code, out } = results.types!;
    expect(code).toBe(0);
    expect(out).toMatch(/export interface RouteHelpers\s*\{/);
    for (const name of reference.routes.map((route) => route.name).filter((name): name is string => !!name)) {
      const camel = name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
      // A method signature, generic (`name<O ...>(`) or not (`name(`).
      for (const helper of [`${name}_path`, `${name}_url`, `${camel}Path`, `${camel}Url`])
        expect([helper, out.includes(`${helper}(`) || out.includes(`${helper}<`)]).toEqual([helper, true]);
    }
  });

  test('router.helpers as RouteHelpers is fully typed (parameters checked by tsc)', () => {
    fs.writeFileSync(path.join(dir, 'route-helpers.d.ts'), results.types!.out);
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      [
        `import { Router } from ${src};`,
        `import type { RouteHelpers } from './route-helpers';`,
        `const router = new Router();`,
        `const h = router.helpers as RouteHelpers;`,
        `export const a: string = h.admin_user_path(1);`,
        `export const b: string = h.adminUserPath('x', { format: 'json' });`,
        `export const c: string = h.photos_url({ host: 'example.com' });`,
        `export const d: string = h.root_path();`,
        `// @ts-expect-error missing id`,
        `h.photo_path();`,
        `// @ts-expect-error no such helper`,
        `h.nothing_path();`,
        `// @ts-expect-error too many arguments`,
        `h.root_path('a', 'b', 'c');`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'node16',
          target: 'ES2022',
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [path.join(root, 'node_modules', '@types')],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', dir], { cwd: dir, stdio: 'pipe' });
    } catch (err: any) {
      output = String(err.stdout) + String(err.stderr);
    }
    expect(output).toBe('');
  }, 30_000);
});
