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
    // Installed as npm would: only the package's `files`, its dependencies beside it.
    consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-consumer-'));
    const installed = path.join(consumer, 'node_modules', 'railroute');
    fs.mkdirSync(installed, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      files: string[];
      dependencies: Record<string, string>;
    };
    for (const entry of [...manifest.files, 'package.json'])
      fs.cpSync(path.join(root, entry), path.join(installed, entry), { recursive: true });
    for (const dependency of Object.keys(manifest.dependencies)) {
      fs.mkdirSync(path.dirname(path.join(consumer, 'node_modules', dependency)), { recursive: true });
      fs.symlinkSync(
        path.join(root, 'node_modules', dependency),
        path.join(consumer, 'node_modules', dependency),
        'dir',
      );
    }
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

  // These were ~70 ms of a fresh `require('railroute')`; a draw and a recognize need
  // none of them (form bodies, `importRoutes` and the CLI load theirs on first use).
  test('require, draw and recognize load none of the body parser, importer, CLI, middleware, inspector or helper modules', () => {
    const script = `
      const { Router } = require('railroute');
      const router = new Router().draw((r) => r.resources('photos'));
      if (router.recognize('GET', '/photos/1').params.id !== '1') throw new Error('recognize');
      const loaded = Object.keys(require.cache).map((file) => file.split(require('node:path').sep).join('/'));
      const packages = ['raw-body', 'iconv-lite', 'qs', 'busboy', 'jiti', '@ruby/prism', 'path-to-regexp'].filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/')));
      const own = ['express/', 'inspect/', 'helpers/', 'import/import-routes', 'import/prism', 'dsl/map-mapper'].filter((part) => loaded.some((file) => file.includes('/node_modules/railroute/dist/' + part)));
      router.helpers.photo_path(1);
      const helpers = Object.keys(require.cache).some((file) => file.split(require('node:path').sep).join('/').includes('/railroute/dist/helpers/'));
      process.stdout.write(JSON.stringify({ packages, own, helpers }));
    `;
    // The helpers load with the first helper used (so this test sees the check can fail).
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: consumer }).toString())).toEqual({
      packages: [],
      own: [],
      helpers: true,
    });
  });

  test('the lazily loaded parts still load: a form body and importRoutes in the built package', () => {
    const script = `
      const http = require('node:http');
      const { Router, importRoutes } = require('railroute');
      const imported = importRoutes('Rails.application.routes.draw do\\n  resources :photos\\nend\\n');
      if (!imported.code.includes("r.resources('photos')")) throw new Error('import: ' + imported.code);
      const router = new Router().draw((r) => r.resources('photos', { only: ['update'] }));
      router.controllers.register('photos', { update: (req, res) => res.end(req.body.title) });
      const server = http.createServer((req, res) => router.middleware()(req, res, () => { res.statusCode = 404; res.end(); })).listen(0, () => {
        const req = http.request({ port: server.address().port, method: 'POST', path: '/photos/1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk)).on('end', () => { process.stdout.write(res.statusCode + ' ' + body); server.close(); });
        });
        req.end('_method=patch&title=caf%C3%A9');
      });
    `;
    expect(execFileSync(process.execPath, ['-e', script], { cwd: consumer }).toString()).toBe('200 café');
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
    expect(() => execFileSync(process.execPath, [tsc, '-p', consumer], { cwd: consumer, stdio: 'pipe' })).not.toThrow();
  });

  test('the installed bin runs the compiled CLI', () => {
    fs.writeFileSync(
      path.join(consumer, 'routes.js'),
      "const { Router } = require('railroute');\nexports.router = new Router().draw((r) => r.root('pages#home'));\n",
    );
    const bin = path.join(consumer, 'node_modules', 'railroute', 'bin', 'railroute.js');
    expect(execFileSync(process.execPath, [bin, 'routes', 'routes.js'], { cwd: consumer }).toString()).toBe(
      'Prefix Verb URI Pattern Controller#Action\n  root GET  /           pages#home\n',
    );
  });
});
