/**
 * `railroute routes <module> --client`, through the CLI in-process: on the example app (every
 * helper, proxies included, gives what the server's gives; the module is real ESM that Node
 * imports; its .d.ts types the calls; a bundler keeps only the helpers imported) and on
 * generated tables; `--include`/`--exclude`; errors.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { main } from '../../src/cli/main';
import { declarationPath } from '../../src/cli/outputs';
import { router as exampleRouter } from '../../examples/routes';
import { helperPaths, memberAt } from './helper-paths';
import { loadClient, outcome } from './load-client';
import { buildRouter, EXTRAS } from './tables';
// Loaded here too: in-process, the CLI's loader shares the modules jest has already loaded.
import engineAdminApp from './engine-admin-app';

const root = path.resolve(__dirname, '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let dir: string;

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-client-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Arguments every helper of the example app is called with (records, ids, options, proxies' mount values). */
const EXAMPLE_CALLS: unknown[][] = [
  [],
  [1],
  ['a b/c'],
  ['日本'],
  [{ id: 5, title: 't' }],
  [{ toParam: () => '7-seven' }],
  [1, 'json'],
  [2024],
  [1, { format: 'json', page: 2, anchor: 'top' }],
  [{ id: 3 }, { q: { tags: ['a', 'b'] } }],
  [{ locale: 'fr' }],
  [{ locale: 'fr', id: 'writing' }],
  [{ year: 'abc' }],
  [{ host: 'https://blog.example:8443' }],
  [null],
  [{ params: { a: 1 }, trailingSlash: true }],
];

describe('on the example app', () => {
  let js: string;
  beforeAll(async () => {
    const result = await run('routes', path.join(root, 'examples/routes.ts'), '--client', '-o', 'public/routes.js');
    expect(result).toEqual({ code: 0, out: '', err: '' });
    js = fs.readFileSync(path.join(dir, 'public/routes.js'), 'utf8');
  });

  test('writes a module that imports nothing, and its .d.ts beside it', () => {
    expect(js).not.toMatch(/^\s*import\b|\brequire\(|\bimport\(/m);
    expect(js).toMatch(/^export function post_path\(/m);
    expect(js).toMatch(/^export \{ post_path as postPath \};$/m);
    const dts = fs.readFileSync(path.join(dir, 'public/routes.d.ts'), 'utf8');
    expect(dts).toContain(
      'export declare function post_path<O extends UrlOptions>(id: RouteParam, options?: O & NotARecord<O, "id" | "format">): string;',
    );
    expect(dts).toContain('export { post_path as postPath };');
  });

  test('every helper, in both spellings and through the proxies, gives what the server gives', () => {
    const client = loadClient(js);
    const server = exampleRouter.helpers as Record<string, unknown>;
    const paths = helperPaths(server);
    expect(
      helperPaths(client)
        .map((p) => p.join('.'))
        .sort(),
    ).toEqual(paths.map((p) => p.join('.')).sort());
    expect(paths.map((p) => p.join('.'))).toEqual(
      expect.arrayContaining([
        'post_path',
        'postPath',
        'archive_url',
        'help.article_path',
        'localized_help.articlesUrl',
      ]),
    );
    let compared = 0;
    for (const helper of paths) {
      for (const args of EXAMPLE_CALLS) {
        expect({ helper, args, result: outcome(() => memberAt(client, helper)(...args)) }).toEqual({
          helper,
          args,
          result: outcome(() => memberAt(server, helper)(...args)),
        });
        compared++;
      }
    }
    expect(compared).toBe(paths.length * EXAMPLE_CALLS.length);
  });

  test('Node imports it as an ES module, with the same results', () => {
    const cases = paths().flatMap((helper) =>
      EXAMPLE_CALLS.filter(
        (args) =>
          !args.some((arg) => JSON.stringify(arg) === undefined || /toParam/.test(String(JSON.stringify(arg)))) &&
          !args.some(
            (arg) => typeof arg === 'object' && arg !== null && Object.values(arg).some((v) => typeof v === 'function'),
          ),
      ).map((args) => ({ helper, args })),
    );
    const script = `
      const m = await import(${JSON.stringify(path.join(dir, 'public/routes.js'))});
      const cases = JSON.parse(process.argv[1]);
      const out = cases.map(({ helper, args }) => {
        let at = m; for (const name of helper) at = at[name];
        try { return { ok: at(...args) }; } catch (e) { return { error: e.name, message: e.message, ...(e.routeName === undefined ? {} : { routeName: e.routeName }) }; }
      });
      process.stdout.write(JSON.stringify(out));`;
    // A .js file is ESM beside a package.json that says so (as a bundler or a browser reads it).
    fs.writeFileSync(path.join(dir, 'public/package.json'), '{ "type": "module" }');
    const results = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
        encoding: 'utf8',
      }),
    ) as unknown[];
    const server = exampleRouter.helpers as Record<string, unknown>;
    expect(results).toEqual(cases.map(({ helper, args }) => outcome(() => memberAt(server, helper)(...args))));
    expect(cases.length).toBeGreaterThan(500);
  });

  function paths(): string[][] {
    return helperPaths(exampleRouter.helpers);
  }

  test('a bundler keeps the helpers a page imports and drops the rest', () => {
    fs.writeFileSync(
      path.join(dir, 'public/page.js'),
      "import { post_path } from './routes.js';\nglobalThis.out = post_path({ id: 1, title: 'x' }, { page: 2 });\n",
    );
    const bundle = buildSync({
      entryPoints: [path.join(dir, 'public/page.js')],
      bundle: true,
      write: false,
      format: 'iife',
      treeShaking: true,
    }).outputFiles[0]!.text;
    expect(bundle).toContain('"/posts/"');
    for (const dropped of ['archive', 'admin/posts', 'articles', 'edit_post', 'comments', '$mountAt', '$take'])
      expect(bundle).not.toContain(dropped);
    // One route's data of the app's 22: `t: [...]` is a route's tokens.
    expect(bundle.match(/\bt: \[/g)).toHaveLength(1);
    const sandbox: { out?: unknown } = {};
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the bundle as a page would, its globalThis a sandbox
    new Function('globalThis', bundle)(sandbox);
    expect(sandbox.out).toBe('/posts/1?page=2');
  });

  test('its .d.ts types the calls: a right call compiles, a wrong one fails tsc', () => {
    const compile = (source: string): boolean => {
      fs.writeFileSync(
        path.join(dir, 'public/use.ts'),
        `import { post_path, postUrl, archive_path, help, localized_help, UrlGenerationError, configureUrlOptions } from './routes.js';\n${source}\n`,
      );
      fs.writeFileSync(
        path.join(dir, 'public/tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'node16', types: [] },
          files: ['use.ts'],
        }),
      );
      try {
        execFileSync(process.execPath, [tsc, '-p', path.join(dir, 'public')], { stdio: 'pipe' });
        return true;
      } catch {
        return false;
      }
    };
    // Wrong calls under @ts-expect-error: one that compiled would fail as an unused directive.
    expect(
      compile(
        [
          'export const a: string = post_path(1);',
          "const row = { id: 1, title: 't' };",
          "export const b: string = postUrl(row, { host: 'x.test', anchor: 'c' });",
          'export const c: string = archive_path(2024);',
          "export const d: string = help.article_path('writing') + localized_help.articlesPath({ locale: 'fr' });",
          "export const e: string | undefined = new UrlGenerationError('m').routeName;",
          "configureUrlOptions({ host: 'example.com', protocol: 'https', port: 8443 });",
          '// @ts-expect-error only host, protocol and port are configured',
          "configureUrlOptions({ locale: 'fr' });",
          '// @ts-expect-error a missing parameter',
          'post_path();',
          '// @ts-expect-error a helper that does not exist',
          'help.missing_path();',
          '// @ts-expect-error a misspelt parameter name leaves the required one out',
          'archive_path({ yaer: 2024 });',
        ].join('\n'),
      ),
    ).toBe(true);
    expect(compile('export const a: string = post_path();')).toBe(false);
  }, 60_000);
});

test('--include and --exclude select routes by name', async () => {
  const module = path.join(root, 'examples/routes.ts');
  const exports = (js: string): string[] =>
    [...js.matchAll(/^export function (\w+)|^export \{ \w+ as (\w+) \}|^export \{ \$p\d+ as (\w+) \}/gm)]
      .map((m) => (m[1] ?? m[2] ?? m[3]) as string)
      .sort();
  const excluded = await run('routes', module, '--client', '--exclude', '^admin_');
  expect(excluded.code).toBe(0);
  expect(exports(excluded.out)).not.toContain('admin_posts_path');
  expect(exports(excluded.out)).toContain('posts_path');
  const included = await run('routes', module, '--client', '--include=^posts?$', '--exclude', 'zzz');
  expect(exports(included.out)).toEqual(
    [
      'configureUrlOptions',
      'post_path',
      'post_url',
      'postPath',
      'postUrl',
      'posts_path',
      'posts_url',
      'postsPath',
      'postsUrl',
    ].sort(),
  );
  const proxies = await run('routes', module, '--client', '--include', 'help');
  expect(exports(proxies.out)).toEqual(
    [
      'configureUrlOptions',
      'help',
      'help_path',
      'help_url',
      'helpPath',
      'helpUrl',
      'localized_help',
      'localized_help_path',
      'localized_help_url',
      'localizedHelpPath',
      'localizedHelpUrl',
    ].sort(),
  );
});

test("--exclude reaches an engine's routes by <mount as>.<name>, in --client and --openapi alike", async () => {
  const app = path.join(__dirname, 'engine-admin-app.ts');
  expect(engineAdminApp.routes.length).toBe(3);
  const client = await run('routes', app, '--client', '--exclude', 'admin');
  const openapi = await run('routes', app, '--openapi', '--exclude', 'admin');
  for (const result of [client, openapi]) {
    expect({ code: result.code, err: result.err }).toEqual({ code: 0, err: '' });
    for (const gone of ['admin', 'secretid', 'hidden', 'eraser'])
      expect({ gone, written: result.out.includes(gone) }).toEqual({ gone, written: false });
    expect(result.out).toContain('posts');
  }
  // Before, --client filtered mount names only: the engine's admin helpers reached the bundle.
  expect(loadClient(client.out).blog).toEqual({
    post_path: expect.any(Function),
    post_url: expect.any(Function),
    postPath: expect.any(Function),
    postUrl: expect.any(Function),
  });
  expect(Object.keys((JSON.parse(openapi.out) as { paths: object }).paths)).toEqual([
    '/blog/posts/{id}',
    '/blog/posts/{id}.{format}',
  ]);
  const only = await run('routes', app, '--openapi', '--include', '^blog\\.admin_');
  const onlyPaths = (JSON.parse(only.out) as { paths: Record<string, object> }).paths;
  expect(Object.keys(onlyPaths)).toEqual(['/blog/admin/posts/{id}', '/blog/admin/posts/{id}.{format}']);
  // The unnamed PATCH and PUT beside blog.admin_post are selected by its name.
  expect(Object.keys(onlyPaths['/blog/admin/posts/{id}'] ?? {})).toEqual(['get', 'patch', 'put']);
});

test("--exclude '^admin_' (command-line.md: no admin route in a public bundle) leaves out an engine's admin_ routes and the unnamed routes beside them", async () => {
  const app = path.join(__dirname, 'engine-admin-app.ts');
  const client = await run('routes', app, '--client', '--exclude', '^admin_');
  const openapi = await run('routes', app, '--openapi', '--exclude', '^admin_');
  for (const result of [client, openapi]) {
    expect({ code: result.code, err: result.err }).toEqual({ code: 0, err: '' });
    for (const gone of ['admin', 'secretid', 'hidden', 'eraser'])
      expect({ gone, written: result.out.includes(gone) }).toEqual({ gone, written: false });
  }
  expect(Object.keys(loadClient(client.out).blog as object).sort()).toEqual([
    'postPath',
    'postUrl',
    'post_path',
    'post_url',
  ]);
  expect(Object.keys((JSON.parse(openapi.out) as { paths: object }).paths)).toEqual([
    '/blog/posts/{id}',
    '/blog/posts/{id}.{format}',
  ]);
});

test.each<[string[], string]>([
  [['--client', '--include', '('], 'railroute: --include: Invalid regular expression: /(/: Unterminated group\n'],
  [['--include', 'x'], 'railroute: --include and --exclude select the routes of --client and --openapi\n'],
  [['--types', '--exclude=x'], 'railroute: --include and --exclude select the routes of --client and --openapi\n'],
  [
    ['--client', '-g', 'post'],
    'railroute: -g filters the routes table, not --client (select its routes with --include and --exclude)\n',
  ],
  [
    ['--openapi', '--controller=posts'],
    'railroute: --controller filters the routes table, not --openapi (select its routes with --include and --exclude)\n',
  ],
  [
    ['--openapi', '--unused'],
    'railroute: --unused filters the routes table, not --openapi (select its routes with --include and --exclude)\n',
  ],
  [
    ['-E', '--client'],
    'railroute: -E filters the routes table, not --client (select its routes with --include and --exclude)\n',
  ],
  [['--json', '--grep', 'x'], 'railroute: --grep filters the routes table, not --json\n'],
  [['--client', '--openapi'], 'railroute: --client and --openapi: one output at a time\n'],
  [
    ['--openapi', '--default-url-options'],
    "railroute: --default-url-options writes the router's defaultUrlOptions into the module of --client\n",
  ],
  [['--client', '--exclude'], 'railroute: --exclude needs a value\n'],
])('%p fails with one line', async (flags, message) => {
  expect(await run('routes', path.join(root, 'examples/routes.ts'), ...flags)).toEqual({
    code: 1,
    out: '',
    err: message,
  });
});

test.each([
  ['routes.js', 'routes.d.ts'],
  ['x/routes.mjs', 'x/routes.d.mts'],
  ['routes', 'routes.d.ts'],
])('the .d.ts of %s is %s', (file, dts) => {
  expect(declarationPath(file)).toBe(dts);
});

test('on generated tables, the module the CLI writes with --default-url-options gives what the server gives', async () => {
  const calls: unknown[][] = [
    [],
    [1],
    ['x y', 'json'],
    [{ id: 2, name: 'n' }],
    [{ page: 2, locale: 'fr' }],
    [1, 2, { anchor: 'a', format: 'xml' }],
    [['a', 'b']],
  ];
  for (const seed of [3, 17, 42, 99]) {
    const spec = {
      seed,
      extras: EXTRAS.map((_, i) => (i + seed) % 2 === 0),
      engines: seed % 2 === 1,
      defaultUrlOptions: { host: 'example.com', locale: 'en' },
    };
    fs.writeFileSync(
      path.join(dir, `table${seed}.ts`),
      `import { buildRouter } from ${JSON.stringify(path.join(__dirname, 'tables'))};\nexport default buildRouter(${JSON.stringify(spec)});\n`,
    );
    const result = await run(
      'routes',
      `table${seed}.ts`,
      '--client',
      '--default-url-options',
      '-o',
      `table${seed}.mjs`,
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    const client = loadClient(fs.readFileSync(path.join(dir, `table${seed}.mjs`), 'utf8'));
    expect(fs.existsSync(path.join(dir, `table${seed}.d.mts`))).toBe(true);
    const server = buildRouter(spec)!.helpers as Record<string, unknown>;
    for (const helper of helperPaths(server)) {
      for (const args of calls)
        expect(outcome(() => memberAt(client, helper)(...args))).toEqual(
          outcome(() => memberAt(server, helper)(...args)),
        );
    }
  }
}, 60_000);

test('examples/public/routes.js (and its .d.ts) is what `railroute routes examples/routes.ts --client --exclude ^admin_` writes today', async () => {
  const result = await run(
    'routes',
    path.join(root, 'examples/routes.ts'),
    '--client',
    '--exclude',
    '^admin_',
    '-o',
    'current/routes.js',
  );
  expect(result.code).toBe(0);
  for (const file of ['routes.js', 'routes.d.ts']) {
    expect(fs.readFileSync(path.join(root, 'examples/public', file), 'utf8')).toBe(
      fs.readFileSync(path.join(dir, 'current', file), 'utf8'),
    );
  }
  expect(fs.readFileSync(path.join(root, 'examples/public/routes.js'), 'utf8')).not.toContain('admin');
});
