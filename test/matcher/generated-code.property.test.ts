/**
 * Generated code (params builders, params-factory.ts) built from hostile route data: static
 * names with quotes, backslashes, line separators and astral characters, parameter names
 * `__proto__`, `constructor` and `toString`, default keys and values written to break out
 * of a string literal or a comment. With code generation on, off (`codegen: false`) and in
 * the judge (test/support/judge.ts), every answer is the same; the generated code is inert (no global
 * written, no prototype changed) and a `__proto__` parameter stays an own property.
 * Where code generation is forbidden (`--disallow-code-generation-from-strings`, a CSP
 * without `unsafe-eval`) the router answers by the general loop instead of throwing.
 */
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { Judge } from '../support/judge';
import { Router } from '../../src/router';
import type { Mapper } from '../../src';
import { routeSet } from '../reliability/route-shapes';

jest.setTimeout(60000);

/** Text meant to end a string literal, a template or a comment and run code of its own. */
const BREAKOUTS = [
  `'); globalThis.__railrouteHostile = 1; ('`,
  `"); globalThis.__railrouteHostile = 1; ("`,
  '`; globalThis.__railrouteHostile = 1; `',
  '${globalThis.__railrouteHostile = 1}',
  '*/ globalThis.__railrouteHostile = 1; /*',
  '\\", globalThis.__railrouteHostile = 1, "',
  '\u2028globalThis.__railrouteHostile = 1\u2029',
  '__proto__',
  'constructor',
];
const CHARS = ['a', 'b', "'", '"', '\\', '`', '$', '{', '}', '\u2028', 'é', '😀', ' ', '<', '-'];
const wordArb = fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 6 }).map((chars) => chars.join(''));
const PARAMS = ['__proto__', 'constructor', 'toString', 'valueOf', 'id', 'hasOwnProperty'];
const textArb = fc.oneof(fc.constantFrom(...BREAKOUTS), wordArb);

interface HostileRoute {
  label: string;
  params: string[];
  defaults: Array<[string, string]>;
  format: boolean;
}

const routeArb: fc.Arbitrary<HostileRoute> = fc.record({
  label: wordArb,
  params: fc.uniqueArray(fc.constantFrom(...PARAMS), { minLength: 0, maxLength: 2 }),
  defaults: fc.array(fc.tuple(textArb, textArb), { maxLength: 2 }),
  format: fc.boolean(),
});

function draw(r: Mapper, routes: readonly HostileRoute[]): void {
  routes.forEach((route, i) => {
    const path = `/${route.label}${route.params.map((name) => `/:${name}`).join('')}`;
    const defaults: Record<string, string> = {};
    for (const [key, value] of route.defaults)
      if (!route.params.includes(key) && key !== 'controller' && key !== 'action')
        Object.defineProperty(defaults, key, { value, enumerable: true, writable: true, configurable: true });
    r.get(path, { to: `c#a${i}`, defaults, ...(route.format ? {} : { format: false }) } as never);
  });
}

/** A request for the route: its static name encoded as the table has it, hostile values, maybe a format. */
function requestFor(route: HostileRoute, values: readonly string[], format: boolean): string {
  const parts = [
    encodeURIComponent(route.label),
    ...route.params.map((_, i) => encodeURIComponent(values[i % values.length] as string)),
  ];
  return `/${parts.join('/')}${format ? '.json' : ''}`;
}

function inert(): void {
  expect((globalThis as Record<string, unknown>).__railrouteHostile).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
}
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

describe('generated code from hostile route data', () => {
  test('answers as the general loop and the judge do, and runs nothing of the data', () => {
    let found = 0;
    let protoParams = 0;
    fc.assert(
      fc.property(
        fc.array(routeArb, { minLength: 1, maxLength: 5 }),
        fc.array(textArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (routes, values, format) => {
          const set = routeSet((r) => draw(r, routes));
          const matchers = [
            new CompiledMatcher(set.routes),
            new CompiledMatcher(set.routes, { codegen: false }),
            new Judge(set.routes),
          ];
          for (const route of routes) {
            const path = requestFor(route, values, format);
            const [generated, general, reference] = matchers.map((matcher) =>
              matcher.recognize('GET', path, undefined),
            );
            expect([path, generated]).toEqual([path, reference]);
            expect([path, general]).toEqual([path, reference]);
            if (generated?.kind === 'found') {
              found++;
              expect(Object.getPrototypeOf(generated.params)).toBe(Object.prototype);
              if (Object.prototype.hasOwnProperty.call(generated.params, '__proto__')) protoParams++;
            }
          }
          inert();
        },
      ),
      { seed: 2525, numRuns: 200 },
    );
    expect(found).toBeGreaterThan(150);
    expect(protoParams).toBeGreaterThan(20);
  });

  test('a __proto__ parameter and hostile defaults are own, enumerable params', () => {
    const router = new Router().draw((r) =>
      r.get('it\'s"/:__proto__', { to: 'c#a', defaults: { [BREAKOUTS[0] as string]: BREAKOUTS[1] as string } }),
    );
    const params = router.recognize('GET', `/${encodeURIComponent('it\'s"')}/x`)?.params as Record<string, unknown>;
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(Object.keys(params)).toEqual(['controller', 'action', BREAKOUTS[0], '__proto__']);
    expect(Object.getOwnPropertyDescriptor(params, '__proto__')?.value).toBe('x');
    inert();
  });
});

describe('codegen: false', () => {
  test('generates no code, and the default does (the check can fail)', () => {
    const original = globalThis.Function;
    let made = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        made++;
        return new target(...args);
      },
    });
    try {
      const answer = (codegen: boolean | undefined): unknown =>
        new Router({ codegen }).draw((r) => r.resources('photos')).recognize('GET', '/photos/1')?.params;
      expect(answer(false)).toEqual({ controller: 'photos', action: 'show', id: '1' });
      expect(made).toBe(0);
      expect(answer(undefined)).toEqual({ controller: 'photos', action: 'show', id: '1' });
      expect(made).toBeGreaterThan(0);
    } finally {
      globalThis.Function = original;
    }
  });
});

describe('where code generation is forbidden', () => {
  test('the router answers by the general loop (node --disallow-code-generation-from-strings)', () => {
    const script = `
      const { Router } = require(${JSON.stringify(resolve(__dirname, '../../src/router'))});
      const router = new Router().draw((r) => { r.resources('photos'); r.get('d/:id', { to: 'd#s', defaults: { x: '1' } }); });
      process.stdout.write(JSON.stringify([router.recognize('GET', '/photos/1.json').params, router.recognize('GET', '/d/%41').params]));`;
    const child = spawnSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', '-r', 'ts-node/register/transpile-only', '-e', script],
      { encoding: 'utf8', cwd: resolve(__dirname, '../..') },
    );
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual([
      { controller: 'photos', action: 'show', id: '1', format: 'json' },
      { controller: 'd', action: 's', x: '1', id: 'A' },
    ]);
  });
});
