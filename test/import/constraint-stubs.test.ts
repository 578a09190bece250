/**
 * A request-constraint object of the Rails app (`SlugConstraint.new(Page)`) is imported as a
 * typed stub class that each route keeps an instance of: the module type-checks (TypeScript
 * and --js, against the published types), the drawn table still has the constraint on every
 * route it guarded (so the routes after it are not reported unreachable), the stub refuses
 * requests until ported, and the CLI says how many stubs there are to port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importRoutes } from '../../src';
import { main } from '../../src/cli/main';
import { engineOf } from '../../src/definition/engine';
import { drawImported, installPublishedTypes, typeCheck } from './support';

const ROUTES = `Rails.application.routes.draw do
  get ':id', to: 'pages#show', constraints: SlugConstraint.new(Page)
  get ':id', to: 'topics#show', constraints: SlugConstraint.new(Topic, strict: true)
  constraints Constraints::Staff.new do
    get ':id', to: 'trails#show'
  end
  get 'health', to: HealthCheck.new
  get ':id', to: 'products#show'
end
`;

test('each constrained route keeps an instance of a stub class; the CLI counts the stubs to port', () => {
  const { code, todos, stubs } = importRoutes(ROUTES);
  expect(stubs).toEqual([
    { name: 'SlugConstraint', line: 2 },
    { name: 'Constraints::Staff', line: 4 },
  ]);
  expect(code).toContain("r.get(':id', { to: 'pages#show', constraints: new SlugConstraint('Page') });");
  expect(code).toContain(
    "r.get(':id', { to: 'topics#show', constraints: new SlugConstraint('Topic', { strict: true }) });",
  );
  expect(code).toContain("r.constraints(new Constraints_Staff(), (r) => { r.get(':id', { to: 'trails#show' }); });");
  expect(code).toMatch(/^class SlugConstraint \{$/m);
  // Each use is a TODO holding the original option; a Rack app as a target is no condition: a TODO, left out.
  expect(todos.map((todo) => [todo.line, todo.text])).toEqual([
    [2, 'constraints: SlugConstraint.new(Page)'],
    [3, 'constraints: SlugConstraint.new(Topic, strict: true)'],
    [4, 'constraints: Constraints::Staff.new'],
    [7, "get 'health', to: HealthCheck.new"],
  ]);
});

test('the drawn table keeps the constraints; a stub refuses every request until it is ported', () => {
  const router = drawImported(importRoutes(ROUTES).code, os.tmpdir());
  const guarded = engineOf(router)!
    .routes()
    .filter((route) => route.path === '/:id(.:format)');
  expect(guarded.map((route) => [route.controller, !route.unconditional])).toEqual([
    ['pages', true],
    ['topics', true],
    ['trails', true],
    ['products', false],
  ]);
  expect(router.recognize('GET', '/about')?.params.controller).toBe('products');
});

test('the modules type-check against the published types, TypeScript and --js', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-stubs-'));
  try {
    installPublishedTypes(dir);
    fs.writeFileSync(path.join(dir, 'routes.ts'), importRoutes(ROUTES).code);
    fs.writeFileSync(path.join(dir, 'routes.mjs'), importRoutes(ROUTES, { js: true }).code);
    expect(typeCheck([path.join(dir, 'routes.ts'), path.join(dir, 'routes.mjs')])).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test('railroute import lists each use as a TODO and counts the stubs to port, by name', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-stubs-cli-'));
  try {
    fs.writeFileSync(path.join(dir, 'routes.rb'), ROUTES);
    let err = '';
    const code = await main(['import', 'routes.rb', '-o', 'routes.ts'], {
      out: () => undefined,
      err: (text) => (err += text),
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(err.split('\n').slice(-2)).toEqual([
      'railroute import: wrote routes.ts (4 TODO lines, 2 request-constraint stubs to port: SlugConstraint, Constraints::Staff)',
      '',
    ]);
    expect(err).toContain(
      'routes.rb:2: TODO constraints: SlugConstraint.new(Page)  (a request-constraint object of the app: kept',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
