/**
 * `router.watch({ clientPath })`: the browser module of the helpers (and its .d.ts) is
 * written when the watch starts and again after each reload a change under `routesPath`
 * brings, with the `client` options; an unchanged table leaves the files alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router } from '../../src';
import { loadClient } from './load-client';

test('watch() writes the client module at start and after each reload', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-client-watch-'));
  fs.mkdirSync(path.join(dir, 'routes'));
  let prefix = 'v1';
  const router = new Router({ routesPath: path.join(dir, 'routes') }).draw((r) => {
    r.scope(prefix, (r) => r.resources('photos', { only: ['index', 'show'] }));
    r.namespace('admin', (r) => r.resources('users', { only: 'index' }));
  });
  const clientPath = path.join(dir, 'public', 'routes.js');
  let reloaded: () => void = () => undefined;
  const watcher = router.watch({
    clientPath,
    client: { exclude: /^admin_/ },
    debounce: 10,
    onReload: () => reloaded(),
  });
  try {
    const first = loadClient(fs.readFileSync(clientPath, 'utf8'));
    expect((first.photo_path as (id: number) => string)(1)).toBe('/v1/photos/1');
    expect(first.admin_users_path).toBeUndefined();
    expect(fs.readFileSync(path.join(dir, 'public', 'routes.d.ts'), 'utf8')).toContain(
      'export declare function photo_path',
    );
    const mtime = fs.statSync(clientPath).mtimeMs;

    // A reload that changes nothing leaves the file (and its mtime) alone.
    await new Promise<void>((resolve) => {
      reloaded = resolve;
      fs.writeFileSync(path.join(dir, 'routes', 'touch.js'), '// 1\n');
    });
    expect(fs.statSync(clientPath).mtimeMs).toBe(mtime);

    prefix = 'v2';
    await new Promise<void>((resolve) => {
      reloaded = resolve;
      fs.writeFileSync(path.join(dir, 'routes', 'touch.js'), '// 2\n');
    });
    const second = loadClient(fs.readFileSync(clientPath, 'utf8'));
    expect((second.photoPath as (id: number) => string)(1)).toBe('/v2/photos/1');
    expect((second.photoPath as (id: number) => string)(1)).toBe(router.helpers.photo_path(1));
  } finally {
    watcher.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 20_000);

test("watch({ client: { defaultUrlOptions: true } }) writes the router's defaultUrlOptions into the module, as --default-url-options", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-client-watch-'));
  const router = new Router({ defaultUrlOptions: { host: 'app.internal' } }).draw((r) =>
    r.resources('photos', { only: ['show'] }),
  );
  const clientPath = path.join(dir, 'routes.js');
  try {
    router.watch({ clientPath }).close();
    expect(fs.readFileSync(clientPath, 'utf8')).not.toContain('app.internal');
    router.watch({ clientPath, client: { defaultUrlOptions: true } }).close();
    expect((loadClient(fs.readFileSync(clientPath, 'utf8')).photo_url as (id: number) => string)(1)).toBe(
      router.helpers.photo_url(1),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
