/**
 * The package as a consumer sees it: `npm run build` emits CommonJS and declarations to
 * dist/, and `require('railroute')` / `import { Router } from 'railroute'` both work.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

describe('the built package', () => {
  let consumer: string;

  beforeAll(() => {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'pipe' });
    consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-consumer-'));
    fs.mkdirSync(path.join(consumer, 'node_modules'));
    fs.symlinkSync(root, path.join(consumer, 'node_modules', 'railroute'), 'dir');
  }, 120_000);

  afterAll(() => fs.rmSync(consumer, { recursive: true, force: true }));

  test('require("railroute") from a consumer', () => {
    const script = `
      const { Router, Controller, redirect, ArgumentError, RoutingError, UrlGenerationError } = require('railroute');
      const router = new Router().draw((r) => r.resources('photos'));
      if (!(new ArgumentError('x') instanceof TypeError)) throw new Error('ArgumentError');
      for (const f of [Controller, redirect, RoutingError, UrlGenerationError]) if (typeof f !== 'function') throw new Error('export');
      process.stdout.write(router.helpers.photo_path(1));
    `;
    expect(execFileSync(process.execPath, ['-e', script], { cwd: consumer }).toString()).toBe('/photos/1');
  });

  test('import { Router } from "railroute" type-checks against the declarations', () => {
    fs.writeFileSync(
      path.join(consumer, 'main.ts'),
      `import { Router, type RouteInfo } from 'railroute';\n` +
        `const router = new Router();\nrouter.draw((r) => { r.resources('photos', { only: ['index'] }); });\n` +
        `const routes: RouteInfo[] = router.routes;\nexport const path: string = router.helpers.photos_path() + routes.length;\n`,
    );
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'node16', target: 'ES2022', noEmit: true, types: [], skipLibCheck: true }, files: ['main.ts'] }),
    );
    expect(() => execFileSync(process.execPath, [tsc, '-p', consumer], { cwd: consumer, stdio: 'pipe' })).not.toThrow();
  });
});
