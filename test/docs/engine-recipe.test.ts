/**
 * docs/engines.md's "An engine as its own package", run as a reader runs it, in a temporary
 * folder: the engine package made from the guide's blocks (its package.json, tsconfig.json
 * and `blog-engine/index.ts` as src/index.ts), its dev dependencies installed, then the
 * guide's shell commands in order: `npm run build` and `npm pack` for real (tsc through the
 * package's own scripts, `prepack` included), each `npm install` into an application
 * followed by the requests the guide's app block claims. Offline, so installing is done as
 * npm would lay it out: railroute from its own `npm pack` tarball (built as `prepack`
 * builds it, as test/testing/packed.test.ts does), the other packages linked from this
 * checkout, a folder linked, a tarball unpacked; `npm publish` is not run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { blocksOf, ROOT } from './markdown-blocks';
import { commandsOf } from './shell-commands';

const GUIDE = 'docs/engines.md';
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  files: string[];
  dependencies: Record<string, string>;
};

/** The guide's blocks: the engine's code, the app, and the section's JSON and shell blocks in order. */
function recipe() {
  const blocks = blocksOf(GUIDE);
  const text = fs.readFileSync(path.join(ROOT, GUIDE), 'utf8').split('\n');
  const start = text.indexOf('## An engine as its own package') + 1;
  const end = text.findIndex((line, i) => i >= start && line.startsWith('## '));
  const section = blocks.filter((b) => b.line > start && b.line < end + 1);
  const json = section.filter((b) => b.lang === 'json').map((b) => JSON.parse(b.code) as Record<string, any>);
  const engineCode = blocks.find((b) => b.name === 'blog-engine/index.ts');
  const appCode = blocks.find((b) => b.name === 'app.ts');
  if (!engineCode || !appCode || json.length !== 2) throw new Error(`${GUIDE}: the recipe's blocks moved`);
  return {
    packageJson: json[0] as Record<string, any>,
    tsconfig: json[1] as Record<string, any>,
    engineCode: engineCode.code,
    appCode: appCode.code,
    shell: section.filter((b) => b.lang === 'sh').map((b) => b.code),
  };
}

let work: string;
let railrouteTarball: string;

function exec(cwd: string, file: string, args: string[]): string {
  const result = spawnSync(file, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} in ${cwd} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function link(project: string, name: string): void {
  const target = path.join(project, 'node_modules', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules', name), target, 'dir');
}

/** railroute as `npm install railroute` lays it out: the tarball's files, its dependencies beside it. */
function installRailroute(project: string): void {
  const installed = path.join(project, 'node_modules', 'railroute');
  fs.mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', railrouteTarball, '-C', installed, '--strip-components=1']);
  for (const dependency of Object.keys(manifest.dependencies)) link(project, dependency);
}

beforeAll(() => {
  work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-engine-recipe-')));
  const stage = path.join(work, 'stage');
  fs.mkdirSync(stage);
  for (const entry of ['package.json', 'README.md', 'LICENSE', ...manifest.files.filter((f) => f !== 'dist')])
    fs.cpSync(path.join(ROOT, entry), path.join(stage, entry), { recursive: true });
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  exec(ROOT, process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.build.json'), '--outDir', path.join(stage, 'dist')]);
  const packed = JSON.parse(exec(stage, 'npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work])) as Array<{
    filename: string;
  }>;
  railrouteTarball = path.join(work, (packed[0] as { filename: string }).filename);
}, 240_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test("the engine-package recipe builds, packs, installs and answers as the guide writes it", () => {
  const { packageJson, tsconfig, engineCode, appCode, shell } = recipe();
  const engine = path.join(work, 'blog-engine');
  const app = path.join(work, 'app');

  // 1. and 2.: the package, its tsconfig.json, its code in src/.
  fs.mkdirSync(path.join(engine, 'src'), { recursive: true });
  fs.writeFileSync(path.join(engine, 'package.json'), JSON.stringify(packageJson, null, 2));
  fs.writeFileSync(path.join(engine, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  fs.writeFileSync(path.join(engine, 'src', 'index.ts'), engineCode);
  // `npm install` in the engine: exactly the dev dependencies the guide lists.
  for (const name of Object.keys(packageJson.devDependencies as Record<string, string>)) {
    if (name === 'railroute') installRailroute(engine);
    else link(engine, name);
  }
  fs.mkdirSync(path.join(engine, 'node_modules', '.bin'));
  fs.symlinkSync('../typescript/bin/tsc', path.join(engine, 'node_modules', '.bin', 'tsc'));

  // The application: railroute and Express installed, the guide's app.ts importing the package.
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  installRailroute(app);
  link(app, 'express');
  const appJs = ts.transpileModule(`${appCode.replace("from './blog-engine'", "from 'blog-engine'")}\nexport { app };\n`, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  }).outputText;
  fs.writeFileSync(path.join(app, 'app.js'), appJs);
  const claims = [...appCode.matchAll(/\/\/ GET (\/\S*) → (.*)$/gm)].map(([, url, body]) => ({ url, body }));
  expect(claims.length).toBeGreaterThan(0);
  fs.writeFileSync(path.join(app, 'requests.js'), REQUESTS);
  const answers = (): Array<{ url: string; body: string }> =>
    JSON.parse(exec(app, process.execPath, ['requests.js', JSON.stringify(claims.map((c) => c.url))])) as Array<{
      url: string;
      body: string;
    }>;

  const ran: string[] = [];
  for (const words of shell.flatMap((code) => commandsOf(code))) {
    const line = words.join(' ');
    const cwd = /blog-engine\/$/.test(shellComment(shell, line)) ? engine : app;
    if (line === 'npm run build' || line === 'npm pack') {
      exec(cwd, 'npm', words.slice(1));
    } else if (words[0] === 'npm' && words[1] === 'install' && words.length === 3) {
      const target = path.join(app, 'node_modules', 'blog-engine');
      fs.rmSync(target, { recursive: true, force: true });
      const from = path.resolve(cwd, words[2] as string);
      if (from.endsWith('.tgz')) {
        fs.mkdirSync(target);
        execFileSync('tar', ['-xzf', from, '-C', target, '--strip-components=1']);
      } else fs.symlinkSync(from, target, 'dir');
      // After each install, the application answers as the guide says.
      expect(answers()).toEqual(claims);
    } else if (line !== 'npm publish') throw new Error(`${GUIDE}: a command this test does not know: ${line}`);
    ran.push(line);
  }
  expect(ran).toEqual([
    'npm run build',
    'npm install ../blog-engine',
    'npm pack',
    'npm install ../blog-engine/blog-engine-1.0.0.tgz',
    'npm publish',
  ]);
  // The tarball holds what `files` ships: the build and the manifest.
  const listed = execFileSync('tar', ['-tzf', path.join(engine, 'blog-engine-1.0.0.tgz')], { encoding: 'utf8' });
  expect(listed.split('\n').filter(Boolean).sort()).toEqual([
    'package/dist/index.d.ts',
    'package/dist/index.js',
    'package/package.json',
  ]);
}, 240_000);

/** The comment after a command in the guide's shell blocks (`# in blog-engine/`), which says where it runs. */
function shellComment(shell: string[], command: string): string {
  for (const code of shell)
    for (const line of code.split('\n')) if (line.startsWith(command)) return line.slice(command.length).replace(/^\s*#\s*/, '').split(':')[0] ?? '';
  return '';
}

/** Starts the app on 127.0.0.1, GETs each URL, prints the bodies as JSON and exits. */
const REQUESTS = `'use strict';
const http = require('node:http');
const { app } = require('./app.js');
const urls = JSON.parse(process.argv[2]);
const server = app.listen(0, '127.0.0.1', async () => {
  const out = [];
  for (const url of urls) {
    const body = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: server.address().port, path: url }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });
    out.push({ url, body });
  }
  process.stdout.write(JSON.stringify(out));
  server.close();
});
`;
