/**
 * API.md § Importing a Rails routes file: `railroute import` (stdout, `-o`, `--js`, `--all`,
 * TODO comments listed on stderr, exit codes) and `importRoutes(source, { js })`.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import * as railroute from '../../src';
import { importRoutes, Router } from '../../src';

const root = path.resolve(__dirname, '../..');
const bin = path.join(root, 'bin', 'railroute.js');

const ROUTES_RB = `# Top comment
Rails.application.routes.draw do
  # the home page
  root 'pages#home'
  resources :photos, only: %i[index show] do
    member { get :preview }
    get 'search', on: :collection
  end
  get 'about', to: 'pages#about'
  match 'legacy' => 'pages#legacy', via: [:get, :post]
  get 'photos/:id/raw', to: 'photos#raw', constraints: { id: /\\h+/ }
  get 'tags/:tag', to: 'tags#show', tag: /[[:alpha:]]+/
  get 'codes/:code', to: 'codes#show', constraints: { code: /(?-mix:[a-z]{2})\\d/ }
  get 'old/:id', to: redirect('/new/%{id}')
  namespace :admin do
    resources :users, except: %w[destroy]
  end
  draw :extra
  devise_for :users
  if Rails.env.development?
    get 'dev', to: 'dev#index'
  else
    get 'prod', to: 'prod#index'
  end
  constraints(lambda { |req| req.subdomain == 'api' }) do
    get 'api', to: 'api#index'
  end
  mount SomeEngine, at: '/engine'
end
`;

/** The lines `railroute import` cannot translate, each with its 1-based line number. */
const TODO_LINES: Array<[number, string]> = [
  [19, 'devise_for :users'],
  [20, 'if Rails.env.development?'],
  [22, 'else'],
  [23, "get 'prod', to: 'prod#index'"],
  [25, "constraints(lambda { |req| req.subdomain == 'api' }) do"],
  [28, "mount SomeEngine, at: '/engine'"],
];

/** What Rails draws for the same file, the untranslatable lines taken out by hand. */
const ORACLE_RB = ROUTES_RB.split('\n')
  .filter((_line, i) => ![19, 20, 21, 22, 23, 24, 25, 26, 27, 28].includes(i + 1))
  .join('\n')
  .replace('draw :extra', "get 'extra', to: 'extra#show'\n  get 'dev', to: 'dev#index'\n  get 'api', to: 'api#index'");

const EXTRA_RB = `Rails.application.routes.draw do\n  get 'extra', to: 'extra#show'\nend\n`;

let dir: string;
type Run = { code: number; out: string; err: string };
const runs: Record<string, Run> = {};
const run = (args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as any).code ?? 1) : 0, out: String(stdout), err: String(stderr) });
    });
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-contract-import-'));
  fs.mkdirSync(path.join(dir, 'config', 'routes'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'config', 'routes.rb'), ROUTES_RB);
  fs.writeFileSync(path.join(dir, 'config', 'routes', 'extra.rb'), EXTRA_RB);
  fs.writeFileSync(
    path.join(dir, 'bad.rb'),
    "Rails.application.routes.draw do\n  get 'a', to: 'a#b'\n  resources :photos do\n    get 'x'\nend\n",
  );
  const commands: Record<string, string[]> = {
    stdout: ['import', 'config/routes.rb'],
    output: ['import', 'config/routes.rb', '-o', 'out.ts'],
    js: ['import', 'config/routes.rb', '--js', '-o', 'out.mjs'],
    all: ['import', 'config/routes.rb', '--all', '-o', 'config/routes.ts'],
    bad: ['import', 'bad.rb'],
  };
  const names = Object.keys(commands);
  const outcomes = await Promise.all(names.map((name) => run(commands[name] as string[])));
  names.forEach((name, i) => (runs[name] = outcomes[i] as Run));
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Evaluates an imported module (TypeScript or JavaScript) and returns its default export. */
function load(code: string): (r: any) => void {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as any };
  const fakeRequire = (name: string): unknown => {
    if (name === 'railroute') return railroute;
    throw new Error(`unexpected import ${name}`);
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the imported module, as CommonJS would
  new Function('module', 'exports', 'require', js)(module, module.exports, fakeRequire);
  return module.exports.default;
}

const table = (router: Router): string[] =>
  router.routes.map(
    (route) => `${route.name ?? ''} ${route.verb} ${route.path} ${route.controller ?? ''}#${route.action ?? ''}`,
  );

function railsTable(source: string): string[] {
  const script = `
require "action_controller"
require "action_dispatch"
require "json"
rs = ActionDispatch::Routing::RouteSet.new
rs.draw { instance_eval(STDIN.read.sub(/\\A.*?routes\\.draw do\\n/m, "").sub(/end\\s*\\z/, "")) }
puts JSON.generate(rs.routes.map { |r| "#{r.name} #{r.verb} #{r.path.spec} #{r.defaults[:controller]}##{r.defaults[:action]}" })
`;
  return JSON.parse(execFileSync('ruby', ['-e', script], { input: source, encoding: 'utf8' })) as string[];
}

describe('importRoutes(source, { js? })', () => {
  test('returns { code, todos: { line, text, reason }[] } synchronously', () => {
    const result = importRoutes(ROUTES_RB);
    expect(result).not.toBeInstanceOf(Promise);
    expect(typeof result.code).toBe('string');
    expect(result.todos.map((todo) => [todo.line, todo.text])).toEqual(TODO_LINES);
    for (const todo of result.todos) expect(typeof todo.reason === 'string' && todo.reason.length > 0).toBe(true);
  });

  test('TypeScript by default: a module whose default export is a draw block typed with Mapper', () => {
    const { code } = importRoutes(ROUTES_RB);
    expect(code).toMatch(/import (type )?\{[^}]*\bMapper\b[^}]*\} from 'railroute'/);
    expect(code).toContain('export default (r: Mapper): void =>');
  });

  test.each([
    ['symbols become strings; a bare word stays a bare word', "r.get('preview')"],
    ['a Ruby String that is a bare word becomes { path: ... }', "path: 'about'"],
    ["'path' => 'c#a' becomes the hash form", "{ legacy: 'pages#legacy'"],
    ['%i[] arrays', "only: ['index', 'show']"],
    ['%w[] arrays', "except: ['destroy']"],
    ['redirect(...) the exported redirect', "redirect('/new/%{id}')"],
    ['draw :name is r.draw(name)', "r.draw('extra')"],
  ])('%s', (_label, text) => {
    const { code } = importRoutes(ROUTES_RB);
    expect(code).toContain(text);
    if (text.startsWith('redirect')) expect(code).toMatch(/import \{[^}]*\bredirect\b[^}]*\} from 'railroute'/);
  });

  test('router.draw(block) gives the same route table as Rails gives for that file', () => {
    const block = load(importRoutes(ROUTES_RB).code);
    const router = new Router({ routesPath: path.join(dir, 'drawn') });
    fs.mkdirSync(path.join(dir, 'drawn'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'drawn', 'extra.js'),
      "module.exports = (r) => { r.get('extra', { to: 'extra#show' }); };\n",
    );
    // The dev and api routes are imported in place; the oracle has them after the extra file's route.
    router.draw(block);
    const ours = table(router);
    const rails = railsTable(ORACLE_RB);
    expect([...ours].sort()).toEqual([...rails].sort());
  });

  test('the routes inside an untranslatable call are still imported (a constraints lambda keeps its routes, unconstrained); the if branch is imported, the else is not', () => {
    const router = new Router({ routesPath: path.join(dir, 'drawn') }).draw(load(importRoutes(ROUTES_RB).code));
    expect(router.recognize('GET', '/api')?.params).toEqual({ controller: 'api', action: 'index' });
    expect(router.recognize('GET', '/dev')?.params).toEqual({ controller: 'dev', action: 'index' });
    expect(router.recognize('GET', '/prod')).toBeNull();
  });

  test('Ruby regexps become JS regexps with the same meaning (\\h, POSIX classes, (?-mix:...))', () => {
    const router = new Router({ routesPath: path.join(dir, 'drawn') }).draw(load(importRoutes(ROUTES_RB).code));
    expect(router.recognize('GET', '/photos/deadBEEF/raw')?.params).toMatchObject({ id: 'deadBEEF' });
    expect(router.recognize('GET', '/photos/xyz/raw')).toBeNull();
    expect(router.recognize('GET', '/tags/Ruby')?.params).toMatchObject({ tag: 'Ruby' });
    expect(router.recognize('GET', '/tags/r2')).toBeNull();
    expect(router.recognize('GET', '/codes/ab1')?.params).toMatchObject({ code: 'ab1' });
    expect(router.recognize('GET', '/codes/AB1')).toBeNull();
  });

  test('the original comments stay in place; TODO comments hold the original line at its place', () => {
    const lines = importRoutes(ROUTES_RB).code.split('\n');
    const at = (text: string): number => lines.findIndex((line) => line.includes(text));
    expect(at('// Top comment')).toBeGreaterThanOrEqual(0);
    expect(at('// the home page')).toBe(at("r.root('pages#home')") - 1);
    for (const [, text] of TODO_LINES) expect([text, at(`// TODO(railroute import): ${text}`)]).not.toEqual([text, -1]);
    expect(at('// TODO(railroute import): devise_for :users')).toBeGreaterThan(at("r.draw('extra')"));
    expect(at('// TODO(railroute import): mount SomeEngine')).toBeGreaterThan(at('api#index'));
  });

  test('more that cannot be translated: unless, interpolation, constraint objects, lambdas, constants; routes in their blocks still imported, an untranslatable option left out', () => {
    const source = [
      'Rails.application.routes.draw do',
      '  unless Rails.env.production?',
      "    get 'debug', to: 'debug#index'",
      '  end',
      '  get "#{PREFIX}/x", to: \'x#x\'',
      '  resources :photos, constraints: AdminConstraint.new',
      "  get 'y', to: 'y#y', constraints: ->(req) { req.ssl? }",
      '  scope ADMIN_PATH do',
      "    get 'z', to: 'z#z'",
      '  end',
      'end',
      '',
    ].join('\n');
    const { code, todos } = importRoutes(source);
    expect(todos.map((todo) => todo.line)).toEqual([2, 5, 6, 7, 8]);
    for (const todo of todos) expect(code).toContain(`// TODO(railroute import): ${todo.text}`);
    expect(todos[0]?.text).toBe('unless Rails.env.production?');
    const router = new Router().draw(load(code));
    expect(table(router)).toEqual([
      'debug GET /debug(.:format) debug#index',
      'photos GET /photos(.:format) photos#index',
      ' POST /photos(.:format) photos#create',
      'new_photo GET /photos/new(.:format) photos#new',
      'edit_photo GET /photos/:id/edit(.:format) photos#edit',
      'photo GET /photos/:id(.:format) photos#show',
      ' PATCH /photos/:id(.:format) photos#update',
      ' PUT /photos/:id(.:format) photos#update',
      ' DELETE /photos/:id(.:format) photos#destroy',
      'y GET /y(.:format) y#y',
      'z GET /z(.:format) z#z',
    ]);
  });

  test('{ js: true }: an ES module in JavaScript that draws the same table', () => {
    const { code } = importRoutes(ROUTES_RB, { js: true });
    expect(code).toContain('export default');
    expect(code).not.toMatch(/\(r: Mapper\)|: void/);
    const file = path.join(dir, 'check.mjs');
    fs.writeFileSync(file, code.replace(/^import .* from 'railroute';$/m, 'const redirect = () => ({});'));
    expect(() => execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' })).not.toThrow();
    const a = new Router({ routesPath: path.join(dir, 'drawn') }).draw(load(code));
    const b = new Router({ routesPath: path.join(dir, 'drawn') }).draw(load(importRoutes(ROUTES_RB).code));
    expect(table(a)).toEqual(table(b));
  });
});

describe('npx railroute import <routes.rb> [-o FILE] [--js] [--all]', () => {
  test('TypeScript on stdout without -o; each TODO listed on stderr with its line number; exit 0', () => {
    const { code, out, err } = runs.stdout as Run;
    expect(code).toBe(0);
    // The same module importRoutes gives, after a first line saying how it was written.
    expect(out.replace(/^\/\/ written by .*\n/, '')).toBe(
      importRoutes(ROUTES_RB).code.replace(/^\/\/ written by .*\n/, ''),
    );
    expect(out).toContain('export default (r: Mapper): void =>');
    const listed = err.trimEnd().split('\n');
    expect(listed).toHaveLength(TODO_LINES.length);
    TODO_LINES.forEach(([line, text], i) => {
      expect(listed[i]).toContain(`:${line}`);
      expect(listed[i]).toContain(text);
    });
  });

  test('-o FILE writes the module there', () => {
    expect((runs.output as Run).code).toBe(0);
    const written = fs.readFileSync(path.join(dir, 'out.ts'), 'utf8');
    expect(written).toContain('export default (r: Mapper): void =>');
    expect((runs.output as Run).out).not.toContain('export default');
    expect(table(new Router({ routesPath: path.join(dir, 'drawn') }).draw(load(written)))).toEqual(
      table(new Router({ routesPath: path.join(dir, 'drawn') }).draw(load(importRoutes(ROUTES_RB).code))),
    );
  });

  test('--js writes an ES module in JavaScript', () => {
    expect((runs.js as Run).code).toBe(0);
    const written = fs.readFileSync(path.join(dir, 'out.mjs'), 'utf8');
    expect(written).toContain('export default');
    expect(written).not.toContain(': Mapper');
  });

  test('--all: every file under the routes directory is imported beside it; draw :name is r.draw(name)', () => {
    expect((runs.all as Run).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'config', 'routes.ts'), 'utf8')).toContain("r.draw('extra')");
    const extra = fs.readdirSync(path.join(dir, 'config', 'routes')).find((file) => /^extra\.(ts|js|mjs)$/.test(file));
    expect(extra).toBeDefined();
    const router = new Router().draw(
      load(fs.readFileSync(path.join(dir, 'config', 'routes', extra as string), 'utf8')),
    );
    expect(table(router)).toEqual(['extra GET /extra(.:format) extra#show']);
  });

  test("input that does not parse as Ruby exits 2 with the parser's message and line", () => {
    const { code, out, err } = runs.bad as Run;
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/bad\.rb:\d+/);
    // prism reports the missing `end` at the end of the file (line 5 or 6) or at the unclosed `do` (line 3).
    expect(err).toMatch(/:(3|5|6)\b/);
    expect(err.toLowerCase()).toMatch(/end|expected|unexpected/);
    let thrown: any;
    try {
      importRoutes(fs.readFileSync(path.join(dir, 'bad.rb'), 'utf8'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(railroute.RubySyntaxError);
    expect(typeof thrown.line).toBe('number');
    expect(err).toContain(`bad.rb:${thrown.line}`);
    expect(err).toContain(thrown.message.split('\n')[0].replace(/^line \d+: /, ''));
  });
});
