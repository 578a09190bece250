/**
 * Property: for random resource tables (nesting up to 3 levels, shallow, only/except,
 * namespaces, `param` renames, `format: false`), every named route's `_path` helper, given
 * values for its parameters, produces a path that `recognize` maps back to the same
 * controller, action and parameters — for values with spaces, unicode, `%`, `/` and other
 * reserved characters (no `.`: a dot starts the format, by design).
 */
import fc from 'fast-check';
import { Router, type RouteInfo } from '../../src';

jest.setTimeout(30000);

const ACTIONS = ['index', 'create', 'new', 'show', 'update', 'destroy', 'edit'];
const SINGULAR_ACTIONS = ['create', 'new', 'show', 'update', 'destroy', 'edit'];
/** Distinct names: a table never reuses one, so no two resources share a path by accident. */
const POOL = [
  'photos',
  'comments',
  'tags',
  'users',
  'posts',
  'articles',
  'reviews',
  'albums',
  'songs',
  'books',
  'pages',
  'notes',
  'links',
  'votes',
  'teams',
  'games',
  'cards',
  'boards',
  'lists',
  'tasks',
  'events',
  'orders',
  'carts',
  'shops',
  'rooms',
];

interface Node {
  singular: boolean;
  shallow: boolean;
  only?: string[];
  except?: string[];
  param?: string;
  formatFalse: boolean;
  children: Node[];
}

interface Table {
  namespace?: string;
  items: Node[];
}

function nodeArb(depth: number): fc.Arbitrary<Node> {
  const children = depth >= 3 ? fc.constant<Node[]>([]) : fc.array(nodeArb(depth + 1), { maxLength: 2 });
  return fc
    .record({
      singular: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      shallow: fc.boolean(),
      filter: fc.oneof(fc.constant<'none'>('none'), fc.constant<'only'>('only'), fc.constant<'except'>('except')),
      subset: fc.subarray(ACTIONS, { minLength: 0 }),
      param: fc.option(fc.constantFrom('slug', 'key', 'username', 'uuid'), { nil: undefined }),
      formatFalse: fc.boolean(),
      children,
    })
    .map(({ singular, shallow, filter, subset, param, formatFalse, children }) => {
      const allowed = singular ? SINGULAR_ACTIONS : ACTIONS;
      const actions = subset.filter((a) => allowed.includes(a));
      const node: Node = { singular, shallow, formatFalse, children };
      if (filter === 'only') node.only = actions;
      if (filter === 'except') node.except = actions;
      if (!singular && param) node.param = param;
      return node;
    });
}

const tableArb: fc.Arbitrary<Table> = fc.record({
  namespace: fc.option(fc.constantFrom('admin', 'api', 'v1'), { nil: undefined }),
  items: fc.array(nodeArb(1), { minLength: 1, maxLength: 3 }),
});

function declare(r: any, node: Node, names: string[]): void {
  const plural = names.shift() as string;
  const name = node.singular ? plural.slice(0, -1) : plural;
  const options: Record<string, unknown> = {};
  if (node.shallow) options.shallow = true;
  if (node.only) options.only = node.only;
  if (node.except) options.except = node.except;
  if (node.param) options.param = node.param;
  if (node.formatFalse) options.format = false;
  const method = node.singular ? 'resource' : 'resources';
  if (node.children.length === 0) r[method](name, options);
  else r[method](name, options, (r: any) => node.children.forEach((child) => declare(r, child, names)));
}

function build(table: Table): Router {
  const names = POOL.slice();
  return new Router().draw((r: any) => {
    const body = (r: any): void => table.items.forEach((node) => declare(r, node, names));
    if (table.namespace) r.namespace(table.namespace, body);
    else body(r);
  });
}

/** Parameter names of a route, in path order, `format` aside. */
function parameterNames(route: RouteInfo): string[] {
  return [...route.path.matchAll(/[:*]([A-Za-z_]\w*)/g)].map((m) => m[1] as string).filter((name) => name !== 'format');
}

/** Parameter values: spaces, unicode, `%`, `/`, reserved and sub-delimiter characters; never `.`. */
const CHARS = [
  ' ',
  '%',
  '/',
  'a',
  'Z',
  '0',
  '9',
  '-',
  '_',
  '~',
  'é',
  'ß',
  '日',
  '本',
  '😀',
  '+',
  '&',
  '=',
  '?',
  '#',
  ':',
  '@',
  ';',
  ',',
  '$',
  '!',
  "'",
  '(',
  ')',
  '*',
  '"',
  '<',
  '>',
  '\\',
  '[',
  ']',
  '{',
  '}',
  '|',
  '^',
  '`',
  '\t',
  '\n',
  '\u0000',
  '\u00a0',
  '\u202e',
];
const valueArb = fc
  .oneof(
    { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...CHARS), minLength: 1, maxLength: 8 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        '%zz',
        '%2F',
        '%25',
        '//',
        ' ',
        '%',
      ),
    },
  )
  .filter((value) => !value.includes('.'));

/** The literal segments of every route: a value equal to one (`new`, `edit`) is a different route. */
function literalSegments(router: Router): Set<string> {
  const literals = new Set<string>();
  for (const route of router.routes) {
    for (const piece of route.path.replace(/\(\.:format\)$/, '').split('/'))
      if (piece && !piece.startsWith(':') && !piece.startsWith('*')) literals.add(piece);
  }
  return literals;
}

interface Case {
  table: Table;
  seeds: Array<{ values: string[]; positional: boolean; format: boolean }>;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  table: tableArb,
  seeds: fc.array(
    fc.record({
      values: fc.array(valueArb, { minLength: 8, maxLength: 8 }),
      positional: fc.boolean(),
      format: fc.boolean(),
    }),
    { minLength: 3, maxLength: 3 },
  ),
});

/** What the round trips actually exercised, checked at the end (no vacuous pass). */
const seen = {
  routes: 0,
  slash: 0,
  percent: 0,
  space: 0,
  nonAscii: 0,
  format: 0,
  shallow: 0,
  renamed: 0,
  namespaced: 0,
};

function hasShallow(nodes: Node[]): boolean {
  return nodes.some((n) => (n.shallow && n.children.length > 0) || hasShallow(n.children));
}

function checkRoundTrip({ table, seeds }: Case): void {
  const router = build(table);
  const literals = literalSegments(router);
  const named = router.routes.filter((route): route is RouteInfo & { name: string } => typeof route.name === 'string');
  for (const route of named) {
    const parameters = parameterNames(route);
    const hasFormat = /\(\.:format\)$/.test(route.path);
    seeds.forEach((seed, i) => {
      const values = parameters
        .map((_, j) => seed.values[(i + j) % seed.values.length] as string)
        .map((v) => (literals.has(v) ? `${v} ` : v));
      const wantFormat = seed.format && hasFormat;
      const args: unknown[] = [];
      if (seed.positional) {
        args.push(...values);
        if (wantFormat) args.push('json');
      } else {
        const options: Record<string, unknown> = {};
        parameters.forEach((name, j) => {
          options[name] = values[j];
        });
        if (wantFormat) options.format = 'json';
        args.push(options);
      }
      const helper = (router.helpers as Record<string, (...a: unknown[]) => string>)[`${route.name}_path`];
      expect(typeof helper).toBe('function');
      const path = (helper as (...a: unknown[]) => string)(...args);
      const verb = route.verb.split('|')[0] || 'GET';
      const found = router.recognize(verb, path);
      const expected: Record<string, unknown> = {
        ...route.defaults,
        controller: route.controller,
        action: route.action,
      };
      parameters.forEach((name, j) => {
        expected[name] = values[j];
      });
      if (wantFormat) expected.format = 'json';
      seen.routes++;
      if (values.some((v) => v.includes('/'))) seen.slash++;
      if (values.some((v) => v.includes('%'))) seen.percent++;
      if (values.some((v) => v.includes(' '))) seen.space++;
      if (values.some((v) => /[^\x00-\x7f]/.test(v))) seen.nonAscii++;
      if (wantFormat) seen.format++;
      if (/_(slug|key|username|uuid)\b|:(slug|key|username|uuid)\b/.test(route.path)) seen.renamed++;
      if (table.namespace) seen.namespaced++;
      if (hasShallow(table.items)) seen.shallow++;
      const context = { name: route.name, routePath: route.path, verb, args, path };
      expect({ ...context, params: found?.params ?? null }).toEqual({ ...context, params: expected });
    });
  }
}

describe('helpers and recognize round-trip on random resource tables', () => {
  test('every named route, random values (seeded)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        checkRoundTrip(c);
      }),
      { seed: 20240607, numRuns: 150, endOnFailure: true },
    );
  });

  test('a second seed, more values per table', () => {
    fc.assert(
      fc.property(caseArb, caseArb, (a, b) => {
        checkRoundTrip({ table: a.table, seeds: [...a.seeds, ...b.seeds] });
      }),
      { seed: 42, numRuns: 100, endOnFailure: true },
    );
  });

  test('the round trips covered slashes, %, spaces, unicode, formats, renames and namespaces', () => {
    expect(seen.routes).toBeGreaterThan(1000);
    for (const [key, count] of Object.entries(seen)) expect([key, count > 50]).toEqual([key, true]);
  });

  test('the generator covers what it claims (sanity)', () => {
    const samples = fc.sample(tableArb, { seed: 7, numRuns: 200 });
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const all = samples.flatMap((t) => flat(t.items));
    expect(all.some((n) => n.shallow && n.children.length > 0)).toBe(true);
    expect(all.some((n) => n.param)).toBe(true);
    expect(all.some((n) => n.formatFalse)).toBe(true);
    expect(all.some((n) => n.singular)).toBe(true);
    expect(all.some((n) => n.only)).toBe(true);
    expect(all.some((n) => n.except)).toBe(true);
    expect(samples.some((t) => t.namespace)).toBe(true);
    const depth = (n: Node): number => 1 + Math.max(0, ...n.children.map(depth));
    expect(Math.max(...all.map(depth))).toBe(3);
    expect(Math.max(...samples.map((t) => flat(t.items).length))).toBeLessThanOrEqual(POOL.length);
  });
});
