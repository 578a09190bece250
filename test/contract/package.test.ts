/** API.md § Package. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as api from '../../src';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('src/index.ts exports', () => {
  test.each(['Router', 'Controller', 'redirect', 'ArgumentError', 'RoutingError', 'UrlGenerationError'])(
    '%s is exported',
    (name) => {
      expect(typeof (api as any)[name]).toBe('function');
    },
  );

  test('ArgumentError extends TypeError', () => {
    const err = new api.ArgumentError('x');
    expect(err).toBeInstanceOf(TypeError);
    expect(err.message).toBe('x');
  });

  test('the types are exported (compile-time check)', () => {
    const info: api.RouteInfo = { verb: 'GET', path: '/', requirements: {}, defaults: {}, middleware: [] };
    expect(info.verb).toBe('GET');
  });
});

describe('package.json', () => {
  test('npm name is railroute', () => {
    expect(manifest.name).toBe('railroute');
  });

  test('main/types/exports point into dist/', () => {
    expect(manifest.main).toMatch(/^(\.\/)?dist\/.*\.js$/);
    expect(manifest.types).toMatch(/^(\.\/)?dist\/.*\.d\.ts$/);
    expect(JSON.stringify(manifest.exports)).toContain('dist/');
  });

  test('runtime dependencies: express as peer (4.x and 5.x), path-to-regexp, pluralize', () => {
    expect(manifest.peerDependencies.express).toMatch(/\^?4/);
    expect(manifest.peerDependencies.express).toMatch(/\^?5/);
    expect(manifest.dependencies?.express).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['path-to-regexp', 'pluralize']));
  });
});

describe('npm run build compiles to CommonJS in dist/ with .d.ts; require and import both work', () => {
  let consumer: string;
  let installed: string;

  beforeAll(() => {
    consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-pkg-'));
    installed = path.join(consumer, 'node_modules', 'railroute');
    fs.mkdirSync(installed, { recursive: true });
    fs.copyFileSync(path.join(root, 'package.json'), path.join(installed, 'package.json'));
    // Compile as `npm run build` does (tsconfig.build.json), into the consumer's copy, not the checkout.
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    execFileSync(
      process.execPath,
      [
        tsc,
        '-p',
        path.join(root, 'tsconfig.build.json'),
        '--outDir',
        path.join(installed, 'dist'),
        '--declarationMap',
        'false',
        '--sourceMap',
        'false',
      ],
      { cwd: root, stdio: 'pipe' },
    );
    for (const dep of Object.keys(manifest.dependencies ?? {})) {
      // Scoped packages (`@ruby/prism`) need their scope folder first.
      fs.mkdirSync(path.dirname(path.join(consumer, 'node_modules', dep)), { recursive: true });
      fs.symlinkSync(path.join(root, 'node_modules', dep), path.join(consumer, 'node_modules', dep), 'dir');
    }
  }, 60_000);

  afterAll(() => fs.rmSync(consumer, { recursive: true, force: true }));

  test('the build script is tsc on a config whose outDir is dist with declarations', () => {
    expect(manifest.scripts.build).toMatch(/tsc/);
    const main = path.join(installed, manifest.main);
    expect(fs.existsSync(main)).toBe(true);
    expect(fs.existsSync(path.join(installed, manifest.types))).toBe(true);
    // CommonJS output.
    expect(fs.readFileSync(main, 'utf8')).toMatch(/exports\.|module\.exports|Object\.defineProperty\(exports/);
  });

  test("require('railroute') works", () => {
    const script = `
      const { Router, Controller, redirect, ArgumentError, RoutingError, UrlGenerationError } = require('railroute');
      for (const f of [Router, Controller, redirect, ArgumentError, RoutingError, UrlGenerationError]) if (typeof f !== 'function') throw new Error('export');
      const router = new Router(); router.draw((r) => r.resources('photos'));
      process.stdout.write(router.helpers.photo_path(1));`;
    expect(execFileSync(process.execPath, ['-e', script], { cwd: consumer }).toString()).toBe('/photos/1');
  });

  test("import { Router } from 'railroute' type-checks", () => {
    fs.writeFileSync(
      path.join(consumer, 'main.ts'),
      `import { Router, type RouteInfo } from 'railroute';\nconst router = new Router();\nrouter.draw((r) => { r.resources('photos'); });\nexport const routes: RouteInfo[] = router.routes;\n`,
    );
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'node16',
          target: 'ES2022',
          noEmit: true,
          types: [],
          skipLibCheck: true,
        },
        files: ['main.ts'],
      }),
    );
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(() => execFileSync(process.execPath, [tsc, '-p', consumer], { cwd: consumer, stdio: 'pipe' })).not.toThrow();
  }, 30_000);
});
