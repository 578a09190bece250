/**
 * Which helpers a table gives is one rule (src/helpers/helper-names.ts): the server's helper
 * object, the `--types` interface and the `--client` module all offer the names it gives, a
 * later definition taking a name (here `fooBarPath`) an earlier one had.
 */
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { definedNames, helperDefinitions } from '../../src/helpers/helper-names';
import { helperTable } from '../../src/generators/client-helper-table';
import { generateTypes } from '../../src/generators/types-generator';

const router = new Router().draw((r) => {
  r.resources('photos', { only: ['index', 'show'] });
  r.get('cc/one', { to: 'cc#one', as: 'foo_bar' });
  r.get('cc/two/:id', { to: 'cc#two', as: 'fooBar' });
  r.direct('homepage', () => 'https://example.com');
});
const engine = engineOf(router)!;
const definitions = helperDefinitions(engine.routes(), engine.directNames());

test('the server offers exactly the names the rule gives', () => {
  const offered: string[] = [];
  for (const name in router.helpers) offered.push(name);
  expect(offered.sort()).toEqual([...definedNames(definitions)].sort());
  expect(offered).toEqual(
    expect.arrayContaining(['photo_path', 'photoUrl', 'homepage_url', 'urlFor', 'polymorphicUrl']),
  );
});

test('--types declares each of them', () => {
  const members = new Set(
    [...generateTypes(engine.routes(), engine.directNames()).matchAll(/^ {2}(\w+)[(<]/gm)].map((m) => m[1]),
  );
  expect([...members].sort()).toEqual([...definedNames(definitions)].sort());
});

test('the client module ships the route helpers among them, a later route winning a shared spelling', () => {
  const table = helperTable({ routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: {} });
  const routeNames = definitions.filter((d) => d.kind === 'route').map((d) => d.name);
  expect([...table.keys()].every((name) => definedNames(definitions).has(name))).toBe(true);
  expect(routeNames.every((name) => table.has(name))).toBe(true);
  expect(table.get('fooBarPath')?.route.name).toBe('fooBar');
  expect((router.helpers.fooBarPath as (id: number) => string)(3)).toBe('/cc/two/3');
  expect(table.has('homepage_path')).toBe(false);
});

test('--types gives a shared spelling the signatures of the definition that wins it, as the server does', () => {
  const types = generateTypes(engine.routes(), engine.directNames());
  const overloads = (name: string): string[] =>
    [...types.matchAll(new RegExp(`^ {2}${name}[(<].*$`, 'gm'))].map((m) => m[0]);
  // `fooBar` (cc/two/:id) is defined after `foo_bar` (cc/one): `fooBarPath` is its helper.
  expect(overloads('fooBarPath').length).toBeGreaterThan(0);
  expect(overloads('fooBarPath').every((line) => /\bid\b/.test(line))).toBe(true);
  expect(overloads('fooBarPath')).toEqual(
    overloads('fooBar_path').map((line) => line.replace('fooBar_path', 'fooBarPath')),
  );
  // `foo_bar_path` stays the earlier route's, without an id.
  expect(overloads('foo_bar_path').length).toBeGreaterThan(0);
  expect(overloads('foo_bar_path').some((line) => /\bid\b/.test(line))).toBe(false);
});
