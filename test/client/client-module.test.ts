/**
 * The client module's shape: helpers as exports in both spellings over route data, a name a
 * helper already has keeps it (no duplicate export: a SyntaxError), `--include`/`--exclude`
 * by route name, values of defaults that are not data.
 */
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { generateClientModule, literal, type ClientModuleOptions } from '../../src/generators/client-module';
import { loadClient } from './load-client';

function moduleOf(router: Router, options: ClientModuleOptions = {}): string {
  const engine = engineOf(router)!;
  return generateClientModule(
    { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() },
    options,
  ).js;
}

const exportsOf = (js: string): string[] =>
  [...js.matchAll(/^export (?:function|class|const) (\w+)|^export \{ ([^}]*) \}/gm)]
    .flatMap((m) => (m[1] ? [m[1]] : (m[2] as string).split(',').map((part) => part.trim().split(' as ')[1] as string)))
    .sort();

test('a mount named like a helper leaves the name to the helper, as on the server', () => {
  const engine = new Router({ name: 'e' }).draw((r) => r.get('x', { to: 'e#x', as: 'x' }));
  const router = new Router().draw((r) => {
    r.get('a', { to: 'a#a', as: 'shop' });
    r.mount(engine, { at: 'e', as: 'shop_path' });
    r.mount(engine, { at: 'f', as: 'configureUrlOptions' });
  });
  const js = moduleOf(router);
  const names = exportsOf(js);
  expect(names.filter((name) => name === 'shop_path')).toHaveLength(1);
  expect(typeof (router.helpers as Record<string, unknown>).shop_path).toBe('function');
  const client = loadClient(js);
  expect((client.shop_path as () => string)()).toBe('/a');
  expect((client.shop_path_path as () => string)()).toBe(router.helpers.shop_path_path());
  expect(typeof client.configureUrlOptions).toBe('function');
});

test("--include and --exclude: a route's helpers go or stay together, by its name", () => {
  const router = new Router().draw((r) => {
    r.resources('posts', { only: ['index', 'show'] });
    r.namespace('admin', (r) => r.resources('posts', { only: ['index'] }));
  });
  expect(exportsOf(moduleOf(router, { exclude: /^admin_/ }))).toEqual(
    [
      'ArgumentError',
      'UrlGenerationError',
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
  expect(exportsOf(moduleOf(router, { include: /^admin_/g }))).toEqual(
    [
      'ArgumentError',
      'UrlGenerationError',
      'configureUrlOptions',
      'adminPostsPath',
      'adminPostsUrl',
      'admin_posts_path',
      'admin_posts_url',
    ].sort(),
  );
});

test.each<[unknown, string]>([
  ['a"b', '"a\\"b"'],
  [1.5, '1.5'],
  [NaN, 'NaN'],
  [-Infinity, '-Infinity'],
  [10n, '10n'],
  [null, 'null'],
  [undefined, 'undefined'],
  [[1, 'a'], '[1, "a"]'],
  [{ a: { b: true } }, '{ "a": { "b": true } }'],
  [JSON.parse('{"__proto__": 1}'), '{ ["__proto__"]: 1 }'],
  [new Date(0), JSON.stringify(String(new Date(0)))],
])('literal(%p) is %s', (value, text) => {
  expect(literal(value)).toBe(text);
});

test("a default named __proto__ stays a key of the route's defaults", () => {
  const router = new Router().draw((r) =>
    r.get('p(/:x)', {
      to: 'p#s',
      as: 'p',
      defaults: JSON.parse('{"__proto__": "v", "x": "d"}') as Record<string, unknown>,
    }),
  );
  const client = loadClient(moduleOf(router));
  for (const args of [[], [{ x: 'd' }], [{ x: 'e', __proto__: 'z' }], ['q']]) {
    expect((client.p_path as (...a: unknown[]) => string)(...args)).toBe(router.helpers.p_path(...args));
  }
});
