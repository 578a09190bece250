/**
 * A blog engine as a user ships it: a folder with its own package.json (railroute in
 * peerDependencies and devDependencies) and compiled JavaScript, built against its own copy
 * of railroute, then installed in an application the two ways npm installs a local package:
 * linked (`npm install ../blog-engine` makes a symlink, so the engine keeps resolving its own
 * copy) and packed (the tarball's files are copied in, so the engine resolves the
 * application's copy). Everything is made in a temporary folder, once per test file: a copy
 * of railroute is `src/` compiled file by file to CommonJS (the layout of `dist/`) by esbuild.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(__dirname, '../../..');

export interface EngineWorld {
  dir: string;
  /** An application folder where `blog-engine` is a symlink to the engine (its own railroute inside). */
  linkedApp: string;
  /** An application folder where `blog-engine` was copied in, as from its tarball (one railroute). */
  packedApp: string;
  /** The railroute copies' folders. */
  appCopy: string;
  engineCopy: string;
  cleanup(): void;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** A built railroute at `target` (package.json, dist/, bin/), its dependencies those of this checkout. */
function buildCopy(target: string): void {
  buildSync({
    entryPoints: sourceFiles(path.join(root, 'src')),
    outdir: path.join(target, 'dist'),
    outbase: path.join(root, 'src'),
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  });
  fs.copyFileSync(path.join(root, 'package.json'), path.join(target, 'package.json'));
  fs.cpSync(path.join(root, 'bin'), path.join(target, 'bin'), { recursive: true });
  // Its runtime dependencies (path-to-regexp, qs, ...), as an install would put beside it.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

const ENGINE_MANIFEST = {
  name: 'blog-engine',
  version: '1.0.0',
  main: 'index.js',
  peerDependencies: { railroute: '*' },
  devDependencies: { railroute: '*' },
};

// The engine's own code: what its build (tsc) would emit, written as plain CommonJS.
const ENGINE_INDEX = `'use strict';
const { Router } = require('railroute');
const { PostsController } = require('./controllers/posts');
const blog = new Router({ name: 'blog' });
blog.controllers.register('blog/posts', PostsController);
blog.draw((r) => {
  r.root('blog/posts#index');
  r.resources('posts', { module: 'blog', only: ['index', 'show', 'destroy'] });
  r.get('broken', { to: 'blog/missing#show' });
});
exports.blog = blog;
exports.railroute = require.resolve('railroute');
`;

const ENGINE_POSTS = `'use strict';
const { Controller } = require('railroute');
class PostsController extends Controller {
  index() {
    this.res.json({ where: this.req.baseUrl, params: this.params, first: this.helpers.post_path(1), home: this.helpers.main_app.root_path() });
  }
  show() {
    this.res.json({ params: this.params, reqParams: this.req.params, self: this.helpers.post_path(this.params.id), home: this.helpers.main_app.root_path() });
  }
  destroy() {
    this.res.json({ destroyed: this.params.id });
  }
}
exports.PostsController = PostsController;
`;

function writeEngine(dir: string): void {
  fs.mkdirSync(path.join(dir, 'controllers'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(ENGINE_MANIFEST, null, 2));
  fs.writeFileSync(path.join(dir, 'index.js'), ENGINE_INDEX);
  fs.writeFileSync(path.join(dir, 'controllers', 'posts.js'), ENGINE_POSTS);
}

export function makeEngineWorld(): EngineWorld {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-engine-pkg-')));
  const build = path.join(dir, 'build', 'railroute');
  buildCopy(build);
  const copyOf = (target: string): string => {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(build, target, { recursive: true, verbatimSymlinks: true });
    return target;
  };

  const engine = path.join(dir, 'blog-engine');
  writeEngine(engine);
  const engineCopy = copyOf(path.join(engine, 'node_modules', 'railroute'));
  // Another version of railroute (the same engine protocol), as the engine's own install may get.
  const manifest = path.join(engineCopy, 'package.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), version: '0.1.99' }, null, 2),
  );

  const linkedApp = path.join(dir, 'linked-app');
  const appCopy = copyOf(path.join(linkedApp, 'node_modules', 'railroute'));
  fs.symlinkSync(engine, path.join(linkedApp, 'node_modules', 'blog-engine'), 'dir');

  const packedApp = path.join(dir, 'packed-app');
  copyOf(path.join(packedApp, 'node_modules', 'railroute'));
  // The tarball holds the package's files, not its node_modules.
  writeEngine(path.join(packedApp, 'node_modules', 'blog-engine'));

  return {
    dir,
    linkedApp,
    packedApp,
    appCopy,
    engineCopy,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
