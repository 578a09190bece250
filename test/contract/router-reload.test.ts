/** API.md § Router: `router.reload()`, `router.clear()`, and § Command line: `RouteInfo.source`. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-reload-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const writeRoutes = (name: string, body: string): void =>
  fs.writeFileSync(path.join(dir, `${name}.js`), `module.exports = (r) => {\n${body}\n};\n`);
const text = (value: string) => (_req: any, res: any) => res.send(value);

describe('router.reload()', () => {
  test('runs every draw/map block again, re-reading the files draw(name) loaded', () => {
    let drawn = 0;
    let extra = 'one';
    const router = new Router();
    router.draw((r) => {
      drawn++;
      r.resources('photos', { only: ['index'] });
      r.get(extra, { to: `pages#${extra}`, as: 'extra' });
    });
    router.map((map) => map.connect('legacy', { controller: 'old', action: 'index' }));
    expect(router.routes.map((route) => route.path)).toEqual(['/photos(.:format)', '/one(.:format)', '/legacy']);
    extra = 'two';
    expect(router.reload()).toBe(router);
    expect(drawn).toBe(2);
    expect(router.routes.map((route) => route.path)).toEqual(['/photos(.:format)', '/two(.:format)', '/legacy']);
    expect(router.recognize('GET', '/one')).toBeNull();
    expect(router.recognize('GET', '/two')?.params).toEqual({ controller: 'pages', action: 'two' });
    expect(router.recognize('GET', '/legacy')?.params).toEqual({ controller: 'old', action: 'index' });
    expect((router.helpers as any).extra_path()).toBe('/two');
  });

  // Node's own require cache (jest keeps a module registry of its own): a child process.
  test('draw(name) files are read again; a file that now declares an error leaves the old table and rethrows', () => {
    writeRoutes('extra', "  r.get('one', { to: 'pages#one' });");
    const src = JSON.stringify(path.resolve(__dirname, '../../src/index.ts'));
    const jiti = JSON.stringify(require.resolve('jiti'));
    const main = path.join(dir, 'main.js');
    fs.writeFileSync(
      main,
      `const fs = require('node:fs');
const path = require('node:path');
const write = (body) => fs.writeFileSync(path.join(__dirname, 'extra.js'), 'module.exports = (r) => { ' + body + ' };\\n');
require(${jiti}).createJiti(__filename).import(${src}).then(({ Router }) => {
  const router = new Router({ routesPath: __dirname }).draw((r) => { r.root('a#b'); r.draw('extra'); });
  const seen = [router.routes.map((x) => x.path).join(' ')];
  write("r.get('two', { to: 'a#two' });");
  router.reload();
  seen.push(router.routes.map((x) => x.path).join(' '));
  write('r.collection(() => {});');
  try { router.reload(); seen.push('no throw'); } catch (err) { seen.push(err.message); }
  seen.push(router.routes.map((x) => x.path).join(' '));
  process.stdout.write(JSON.stringify(seen));
});
`,
    );
    const out = execFileSync(process.execPath, [main], { timeout: 30_000 }).toString();
    expect(JSON.parse(out)).toEqual([
      '/ /one(.:format)',
      '/ /two(.:format)',
      "can't use collection outside resource(s) scope",
      '/ /two(.:format)',
    ]);
  }, 40_000);

  test('a block that throws leaves the old table in place and rethrows', () => {
    let fail = false;
    const boom = new Error('bad routes');
    const router = new Router().draw((r) => {
      r.get('kept', { to: 'x#kept' });
      if (fail) throw boom;
      r.get('also', { to: 'x#also' });
    });
    const before = router.routes;
    fail = true;
    expect(() => router.reload()).toThrow(boom);
    expect(router.routes).toEqual(before);
    expect(router.recognize('GET', '/also')?.params).toEqual({ controller: 'x', action: 'also' });
    expect((router.helpers as any).also_path()).toBe('/also');
  });

  test.each(EXPRESSES)(
    '%s: swaps the new table in at once; a request in flight finishes on the table it started with',
    async (_name, express) => {
      let version = 'old';
      let release!: () => void;
      let entered!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const wait = async (_req: any, _res: any, next: any): Promise<void> => {
        entered();
        await gate;
        next();
      };
      const router = new Router().draw((r) => {
        const mine = version;
        r.get('slow', { to: text(`slow:${mine}`), middleware: mine === 'old' ? wait : [] });
        r.get('fast', { to: text(`fast:${mine}`) });
      });
      const app = express();
      app.use(router.middleware());
      const inFlight = request(app)
        .get('/slow')
        .then((res) => res.text);
      await inside;
      version = 'new';
      router.reload();
      expect((await request(app).get('/fast')).text).toBe('fast:new');
      expect((await request(app).get('/slow')).text).toBe('slow:new');
      release();
      expect(await inFlight).toBe('slow:old');
    },
  );
});

describe('router.clear()', () => {
  test.each(EXPRESSES)('%s: empties the route set', async (_name, express) => {
    const router = new Router().draw((r) => r.resources('photos', { only: ['index'], to: text('photos') } as any));
    const app = express();
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end());
    await request(app).get('/photos').expect(200, 'photos');
    expect(router.clear()).toBe(router);
    expect(router.routes).toEqual([]);
    expect(router.recognize('GET', '/photos')).toBeNull();
    expect(router.allowedMethods('/photos')).toEqual([]);
    expect((router.helpers as any).photos_path).toBeUndefined();
    await request(app).get('/photos').expect(404);
    router.draw((r) => r.get('after', { to: text('after') }));
    await request(app).get('/after').expect(200, 'after');
  });
});

describe('RouteInfo.source: the file:line of the declaration', () => {
  /** `file:line` with the file made absolute and real (the source may be relative to the working directory). */
  const resolved = (source: string | undefined): string | undefined =>
    source?.replace(/^(.*):(\d+)$/, (_m, f: string, l: string) => `${fs.realpathSync(path.resolve(f))}:${l}`);
  /** The line after the caller's: where the test declares its route. */
  const nextLine = (): number => Number(/:(\d+):\d+\)?$/.exec(String(new Error().stack).split('\n')[2] ?? '')?.[1]) + 1;

  test('a route declared in this file', () => {
    let line = 0;
    const router = new Router().draw((r) => {
      line = nextLine();
      r.get('here', { to: 'x#here' });
    });
    expect(resolved(router.routes[0]?.source)).toBe(`${__filename}:${line}`);
  });

  test('a resource’s routes point at the resources call; a draw(name) file at its own line', () => {
    writeRoutes('located', "  r.get('a', { to: 'x#a' });\n\n  r.get('b', { to: 'x#b' });");
    let line = 0;
    const router = new Router({ routesPath: dir }).draw((r) => {
      line = nextLine();
      r.resources('photos', { only: ['index', 'show'] });
      r.draw('located');
    });
    const sources = router.routes.map((route) => resolved(route.source));
    expect(sources.slice(0, 2)).toEqual([`${__filename}:${line}`, `${__filename}:${line}`]);
    const file = fs.realpathSync(path.join(dir, 'located.js'));
    expect(sources.slice(2)).toEqual([`${file}:2`, `${file}:4`]);
  });

  test.each(EXPRESSES)('%s: also on the routes page', async (_name, express) => {
    const router = new Router().draw((r) => r.get('page', { to: 'x#page' }));
    const app = express();
    app.get('/routes', router.routesPage());
    const html = (await request(app).get('/routes').expect(200)).text;
    const source = router.routes[0]?.source as string;
    expect(source).toMatch(/router-reload\.test\.ts:\d+$/);
    expect(html).toContain(source);
  });
});
