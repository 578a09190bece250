/**
 * `railroute/testing` as an application gets it: `npm pack` of the package (built as
 * `prepack` builds it), the tarball unpacked into the node_modules of an ESM project and of
 * a CommonJS project. There the subpath is imported and required, its types resolve, and
 * the shared table (cases.ts) runs under vitest and under node:test (runners/), as it
 * runs under jest on the source (assertions.test.ts, matchers.test.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { Router } from '../../src';
import { assertGenerates, assertRecognizes, assertRouting } from '../../src/testing';
import { routingCases } from './cases';

const root = path.resolve(__dirname, '../..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  files: string[];
  dependencies: Record<string, string>;
};
const { assertionCases, matcherCases } = routingCases({ Router, assertRecognizes, assertGenerates, assertRouting });

let work: string;
let tarball: string;
const project = (kind: 'esm' | 'cjs'): string => path.join(work, kind);
function run(cwd: string, args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd, stdio: 'pipe' }).toString();
  } catch (error) {
    // The runner's own report says which case failed and how.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`node ${args.join(' ')} failed:\n${String(stdout)}\n${String(stderr)}`);
  }
}

function linkModule(consumer: string, name: string): void {
  const link = path.join(consumer, 'node_modules', name);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules', name), link, 'dir');
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-testing-packed-'));
  // A copy of what npm packs, built as `prepack` builds it (tsconfig.build.json), so that
  // this test never touches the checkout's dist/ (another test builds there).
  const stage = path.join(work, 'stage');
  fs.mkdirSync(stage);
  for (const entry of ['package.json', 'README.md', 'LICENSE', ...manifest.files.filter((f) => f !== 'dist')]) {
    fs.cpSync(path.join(root, entry), path.join(stage, entry), { recursive: true });
  }
  run(root, [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', path.join(stage, 'dist')]);
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: stage,
      stdio: 'pipe',
    }).toString(),
  ) as Array<{ filename: string }>;
  tarball = path.join(work, (packed[0] as { filename: string }).filename);
  for (const [kind, type] of [
    ['esm', 'module'],
    ['cjs', 'commonjs'],
  ] as const) {
    const installed = path.join(project(kind), 'node_modules', 'railroute');
    fs.mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    for (const dependency of Object.keys(manifest.dependencies)) linkModule(project(kind), dependency);
    fs.writeFileSync(
      path.join(project(kind), 'package.json'),
      JSON.stringify({ name: `consumer-${kind}`, private: true, type }),
    );
  }
  // The runners' files, and the shared table compiled alone (it imports types only).
  const cases = ts.transpileModule(fs.readFileSync(path.join(__dirname, 'cases.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  fs.writeFileSync(path.join(project('esm'), 'cases.cjs'), cases);
  for (const file of fs.readdirSync(path.join(__dirname, 'runners')).filter((name) => name.endsWith('.mjs')))
    fs.copyFileSync(path.join(__dirname, 'runners', file), path.join(project('esm'), file));
  linkModule(project('esm'), 'vitest');
}, 120_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('the tarball ships railroute/testing with its declarations', () => {
  const listing = execFileSync('tar', ['-tzf', tarball]).toString().split('\n');
  expect(listing).toEqual(
    expect.arrayContaining([
      'package/dist/testing/index.js',
      'package/dist/testing/index.d.ts',
      'package/package.json',
    ]),
  );
  expect(listing.filter((file) => file.startsWith('package/src/') || file.startsWith('package/test/'))).toEqual([]);
});

test("an ESM project imports { assertRecognizes } from 'railroute/testing'", () => {
  const script = `
    import { AssertionError } from 'node:assert';
    import { Router } from 'railroute';
    import { assertRecognizes, assertGenerates, assertRouting, routingMatchers } from 'railroute/testing';
    const router = new Router().draw((r) => r.resources('photos'));
    assertRouting(router, 'GET /photos/1', { controller: 'photos', action: 'show', id: '1' });
    try { assertRecognizes(router, { controller: 'photos', action: 'index' }, 'DELETE /photos'); } catch (error) {
      process.stdout.write((error instanceof AssertionError) + ' ' + error.message + ' ' + typeof assertGenerates + ' ' + Object.keys(routingMatchers(router)).join());
    }`;
  expect(run(project('esm'), ['--input-type=module', '-e', script])).toBe(
    'true No route matches "/photos"\nDELETE /photos: 405 Method Not Allowed; the path accepts GET, HEAD, POST function toRouteTo,toBeRoutable',
  );
});

test("a CommonJS project requires 'railroute/testing'", () => {
  const script = `
    const { Router } = require('railroute');
    const { assertRecognizes, routingMatchers } = require('railroute/testing');
    const router = new Router().draw((r) => r.resources('photos'));
    assertRecognizes(router, { controller: 'photos', action: 'update', id: '1' }, { method: 'put', path: '/photos/1' });
    const result = routingMatchers(router).toRouteTo.call({ isNot: false }, { get: '/photos/1' }, 'photos#edit', { id: '1' });
    process.stdout.write(result.pass + ' ' + result.message());`;
  expect(run(project('cjs'), ['-e', script])).toBe(
    "false expected { get: '/photos/1' } to route to { controller: 'photos', action: 'edit', id: '1' }, but it routes to { controller: 'photos', action: 'show', id: '1' }\n" +
      'GET /photos/1 reached photo: GET /photos/:id(.:format) → photos#show',
  );
});

describe('types', () => {
  const source =
    `import { Router } from 'railroute';\n` +
    `import { assertRecognizes, assertRouting, routingMatchers, type RoutingMatchers, type RouteRequest } from 'railroute/testing';\n` +
    `const router = new Router().draw((r) => { r.resources('photos'); });\n` +
    `const request: RouteRequest = { method: 'patch', path: '/photos/1', host: 'example.com' };\n` +
    `assertRecognizes(router, { controller: 'photos', action: 'update', id: '1' }, request);\n` +
    `assertRouting(router, 'GET /photos/1', { controller: 'photos', action: 'show', id: '1' }, {}, {});\n` +
    `export const matchers: Record<string, Function> = routingMatchers(router);\n` +
    `export type M = RoutingMatchers<void>;\n` +
    // A typo must be an error, or the check proves nothing.
    `// @ts-expect-error\nassertRouting(router);\n`;
  const typecheck = (cwd: string, file: string, options: Record<string, unknown>): string => {
    fs.writeFileSync(
      path.join(cwd, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, target: 'ES2022', noEmit: true, types: [], skipLibCheck: true, ...options },
        files: [file],
      }),
    );
    try {
      return run(cwd, [tsc, '-p', cwd]);
    } catch (error) {
      return (error as Error).message;
    }
  };

  test('resolve through exports (module nodenext, ESM) with the vitest matchers merged', () => {
    fs.writeFileSync(
      path.join(project('esm'), 'main.mts'),
      source +
        `import { expect } from 'vitest';\n` +
        `declare module 'vitest' {\n  interface Assertion<T = any> extends RoutingMatchers<T> {}\n}\n` +
        `export function check(): void {\n  expect({ get: '/photos/1' }).toRouteTo('photos#show', { id: '1' });\n  expect({ delete: '/photos' }).not.toBeRoutable();\n}\n`,
    );
    expect(typecheck(project('esm'), 'main.mts', { module: 'nodenext' })).toBe('');
  }, 60_000);

  test('resolve through exports (module node16, CommonJS) and through typesVersions (node10 resolution)', () => {
    fs.writeFileSync(path.join(project('cjs'), 'main.ts'), source);
    expect(typecheck(project('cjs'), 'main.ts', { module: 'node16' })).toBe('');
    expect(
      typecheck(project('cjs'), 'main.ts', {
        module: 'commonjs',
        moduleResolution: 'node10',
        ignoreDeprecations: '6.0',
      }),
    ).toBe('');
  }, 60_000);
});

test('the shared table passes under node:test', () => {
  const output = run(project('esm'), ['--test', '--test-reporter=tap', 'routing.node-test.mjs']);
  expect(output).toContain(`# pass ${assertionCases.length + matcherCases.length}\n`);
  expect(output).toContain('# fail 0\n');
}, 60_000);

test('the shared table passes under vitest', () => {
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const report = JSON.parse(
    run(project('esm'), [vitest, 'run', '--config', 'vitest.config.mjs', '--reporter=json']),
  ) as { numPassedTests: number; numFailedTests: number };
  expect(report).toMatchObject({ numFailedTests: 0, numPassedTests: assertionCases.length + matcherCases.length });
}, 60_000);
