/**
 * Property: a routes.rb generated from a grammar of the block form (resources, nesting,
 * member/collection, namespaces, scopes, verbs in both hash forms, constraints, defaults,
 * loops over literal arrays) imports to a module that draws the table Rails 6.1 draws for
 * it. The samples are drawn up front so that one ruby process checks them all; the seed is
 * in the failure message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { importRoutes } from '../../src';
import { drawImported, railsTables, rowOf } from './support';

const RESOURCES = ['photos', 'books', 'users', 'comments', 'tags'];
const ACTIONS = ['preview', 'search', 'archive'];
const VERBS = ['get', 'post', 'patch', 'put', 'delete'];

const name = fc.constantFrom(...RESOURCES);
const sym = (text: string): string => `:${text}`;
const str = (text: string): string => `'${text}'`;
const nameLiteral = name.chain((n) => fc.constantFrom(sym(n), str(n)));

const verbRoute = fc
  .tuple(
    fc.constantFrom(...VERBS),
    fc.constantFrom('a', 'b/:id', 'c(/:page)', 'd/*rest', '/e/:id'),
    fc.constantFrom(...RESOURCES),
    fc.constantFrom(...ACTIONS),
    fc.integer({ min: 0, max: 4 }),
  )
  .map(([verb, routePath, controller, action, form]) => {
    const target = `'${controller}#${action}'`;
    switch (form) {
      case 0:
        return `${verb} '${routePath}', to: ${target}`;
      case 1:
        return `${verb} '${routePath}' => ${target}`;
      case 2:
        // (Rails 6.1 prints `via: [:get, :get]` as GET|GET; railroute as GET: not generated.)
        return `match '${routePath}', to: ${target}, via: [:${verb}, :${verb === 'get' ? 'post' : 'get'}]`;
      case 3:
        return `${verb} '${routePath}', controller: '${controller}', action: :${action}, format: false`;
      default:
        return `${verb} '${routePath}', to: ${target}, constraints: { id: /\\d+/ }, defaults: { page: '1' }`;
    }
  });

// Rails 6.1 does not yet reject `resource :x, only: [:index]` (7.1 does, as railroute): only real actions.
const resourceOptions = (kind: string): fc.Arbitrary<string[]> =>
  fc
    .record(
      {
        only: fc
          .subarray(
            ['show', 'new', 'create', 'edit', 'update', 'destroy', ...(kind === 'resources' ? ['index'] : [])],
            { minLength: 1 },
          )
          .map((a) => `only: %i[${a.join(' ')}]`),
        path: fc.constantFrom("path: 'p'", "path: 'x-y'"),
        param: fc.constantFrom('param: :slug'),
        shallow: fc.constantFrom('shallow: true'),
        format: fc.constantFrom('format: false'),
      },
      { requiredKeys: [] },
    )
    .map((options) => Object.values(options));

/** Statements inside a resource: member/collection routes, `on:`, nested resources. */
const resourceBody = (depth: number): fc.Arbitrary<string[]> =>
  fc
    .array(
      fc.oneof(
        fc
          .tuple(fc.constantFrom('member', 'collection'), fc.constantFrom(...VERBS), fc.constantFrom(...ACTIONS))
          .map(([scope, verb, action]) => [`${scope} do`, `  ${verb} :${action}`, 'end']),
        fc
          .tuple(fc.constantFrom(...VERBS), fc.constantFrom(...ACTIONS), fc.constantFrom('member', 'collection'))
          .map(([verb, action, on]) => [`${verb} :${action}, on: :${on}`]),
        ...(depth > 0 ? [resource(depth - 1)] : []),
      ),
      { maxLength: 3 },
    )
    .map((blocks) => blocks.flat());

const resource = (depth: number): fc.Arbitrary<string[]> =>
  fc
    .constantFrom('resources', 'resource')
    .chain((kind) => fc.tuple(fc.constant(kind), nameLiteral, resourceOptions(kind), resourceBody(depth)))
    .map(([kind, n, options, body]) => {
      const head = [kind, [n, ...options].join(', ')].join(' ');
      return body.length === 0 ? [head] : [`${head} do`, ...body.map((line) => `  ${line}`), 'end'];
    });

/** A loop over a literal array: unrolled by the importer, one pass per element (the variable in a string, a name, a default). */
const loop: fc.Arbitrary<string[]> = fc
  .tuple(
    fc.constantFrom('%w(a b)', '%i[c d]', "[:e, 'f']", '%w(g)'),
    fc.constantFrom('each', 'each_with_index'),
    fc.integer({ min: 0, max: 2 }),
  )
  .map(([array, method, form]) => {
    const index = method === 'each_with_index';
    const body = [
      `get "loop/#{x}", to: "photos##{x}"${index ? ', defaults: { n: i }' : ''}`,
      `resources x, only: %i[index show]${index ? ', defaults: { n: i }' : ''}`,
      `scope "#{x}" do\n  get :preview, to: 'photos#preview', as: "p_#{x}${index ? '_#{i}' : ''}"\nend`,
    ][form] as string;
    return [`${array}.${method} do |x${index ? ', i' : ''}|`, ...body.split('\n').map((line) => `  ${line}`), 'end'];
  });

const statement: fc.Arbitrary<string[]> = fc.oneof(
  resource(2),
  verbRoute.map((line) => [line]),
  loop,
  fc
    .tuple(
      fc.constantFrom(
        'namespace :admin',
        "scope 'v1', module: 'api'",
        "scope ':locale', as: 'loc'",
        "constraints(subdomain: 'api')",
        "defaults(format: 'json')",
      ),
      resource(1),
    )
    .map(([head, body]) => [`${head} do`, ...body.map((line) => `  ${line}`), 'end']),
);

const routesFile = fc.array(statement, { minLength: 1, maxLength: 6 }).map(
  (statements) =>
    `Rails.application.routes.draw do\n${statements
      .flat()
      .map((line) => `  ${line}`)
      .join('\n')}\nend\n`,
);

test('generated routes files draw the table Rails draws', () => {
  const seed = Date.now() ^ (Math.random() * 2 ** 31);
  const samples = fc.sample(routesFile, { numRuns: 40, seed });
  // Every kind of statement is reached (loops among them).
  expect(samples.some((sample) => /\.each(_with_index)? do \|/.test(sample))).toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-generated-'));
  try {
    const files = samples.map((source, i) => {
      const file = path.join(dir, `sample${i}.rb`);
      fs.writeFileSync(file, source);
      return file;
    });
    const rails = railsTables(dir, files);
    files.forEach((file, i) => {
      const expected = rails[file];
      const source = samples[i] as string;
      const context = `seed ${seed}, sample ${i}:\n${source}`;
      const { code, todos } = importRoutes(source);
      expect({ context, todos }).toEqual({ context, todos: [] });
      if (!Array.isArray(expected)) {
        // Rails rejects the declaration: railroute must too.
        let threw = false;
        try {
          drawImported(code, dir);
        } catch {
          threw = true;
        }
        expect({ context, threw }).toEqual({ context, threw: true });
        return;
      }
      const actual = drawImported(code, dir).routes.map(rowOf);
      expect({ context, rows: actual }).toEqual({
        context,
        rows: expected.map(({ file: _f, line: _l, ...row }) => row),
      });
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
