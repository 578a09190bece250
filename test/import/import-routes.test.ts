/**
 * `importRoutes`: one table row per translation rule (the Ruby inside the draw block → the
 * lines of the block written), then the module's shape, comments, TODOs and syntax errors.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { importRoutes, RubySyntaxError } from '../../src';
import { drawImported } from './support';

const wrap = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;
/** The block's body lines, without the module header and the closing `};`. */
const body = (ruby: string): string[] => {
  const lines = importRoutes(wrap(ruby)).code.trimEnd().split('\n');
  const start = lines.findIndex((line) => line.startsWith('export default'));
  return lines.slice(start + 1, -1).map((line) => line.replace(/^ {2}/, ''));
};

const RULES: Array<[rule: string, ruby: string, js: string]> = [
  ['symbols become strings', 'resources :photos', "r.resources('photos');"],
  ['several names', 'resources :a, :b, only: :index', "r.resources('a', 'b', { only: 'index' });"],
  [
    '%i[] and %w[] arrays',
    'resources :a, only: %i[index show], except: %w[new]',
    "r.resources('a', { only: ['index', 'show'], except: ['new'] });",
  ],
  ['a Symbol path stays a bare word', 'get :preview', "r.get('preview');"],
  ['a String bare word is a path', "get 'preview'", "r.get('preview', { path: 'preview' });"],
  ['a String bare word with options', "post 'new', to: 'a#b'", "r.post('new', { path: 'new', to: 'a#b' });"],
  ['a String bare word with an explicit path keeps it', "get 'x', path: 'y'", "r.get('x', { path: 'y' });"],
  [
    'a String path with a slash',
    "get 'photos/search', to: 'photos#search'",
    "r.get('photos/search', { to: 'photos#search' });",
  ],
  ['the hash form', "get 'about' => 'pages#about', as: :about", "r.get({ about: 'pages#about', as: 'about' });"],
  [
    'the hash form with a path key that is not an identifier',
    "get 'photos/:id' => 'photos#show'",
    "r.get({ 'photos/:id': 'photos#show' });",
  ],
  [
    'a hash-form path spelled like an option moves out of the hash',
    "get 'path' => 'pages#path', as: 'p'",
    "r.get('path', { path: 'path', to: 'pages#path', as: 'p' });",
  ],
  [
    '... with a Symbol value (the action)',
    "post 'format' => :create, controller: 'f'",
    "r.post('format', { path: 'format', action: 'create', controller: 'f' });",
  ],
  ['... with a controller name', "get 'to' => 'pages'", "r.get('to', { path: 'to', controller: 'pages' });"],
  [
    '... or like a typed request option (protocol, host, ...)',
    "get 'protocol' => redirect('/p')",
    "r.get('protocol', { path: 'protocol', to: redirect('/p') });",
  ],
  [
    "... or like an option's camelCase spelling",
    "get 'pathNames' => 'a#b'",
    "r.get('pathNames', { path: 'pathNames', to: 'a#b' });",
  ],
  ["path: nil is Rails' nil, null", "get 'x/:id', to: 'a#b', path: nil", "r.get('x/:id', { to: 'a#b', path: null });"],
  ['a Symbol value in the hash form names the action', "post 'go' => :create", "r.post({ go: Symbol.for('create') });"],
  [
    'hash rockets with symbol keys',
    "match 'x', :to => 'a#b', :via => [:get, :post]",
    "r.match('x', { path: 'x', to: 'a#b', via: ['get', 'post'] });",
  ],
  [
    'several paths, one route each',
    "get 'a', 'b/c', to: 'x#y'",
    "r.get('a', { path: 'a', to: 'x#y' });\nr.get('b/c', { to: 'x#y' });",
  ],
  ['regexp constraints', "get 'p/:id', to: 'p#s', id: /[A-Z]\\d+/", "r.get('p/:id', { to: 'p#s', id: /[A-Z]\\d+/ });"],
  ['%r regexps', "get 'p/:id', to: 'p#s', id: %r{[^/]+}", "r.get('p/:id', { to: 'p#s', id: /[^\\/]+/ });"],
  [
    'numbers, booleans, nil; extra keys are defaults',
    "get 'p', to: 'p#s', page: 1, ratio: 1.5, on_: true, off: false, as: nil",
    "r.get('p', { path: 'p', to: 'p#s', as: null, defaults: { page: 1, ratio: 1.5, on_: true, off: false } });",
  ],
  [
    'extra keys join a defaults hash, after its keys',
    "get 'p/:id', to: 'p#s', defaults: { a: 1 }, b: 2, id: '7', n: /\\d/",
    "r.get('p/:id', { to: 'p#s', id: '7', n: /\\d/, defaults: { a: 1, b: 2 } });",
  ],
  [
    'extra keys on resources and scopes',
    "resources :photos, tag: 'x' do\nend\nscope ':account', account: 'main', lang: 'en' do\nend",
    "r.resources('photos', { defaults: { tag: 'x' } }, (r) => {});\nr.scope(':account', { account: 'main', defaults: { lang: 'en' } }, (r) => {});",
  ],
  [
    'keys that are not identifiers are quoted',
    "get 'p', to: 'p#s', defaults: { 'a-b' => 1 }",
    "r.get('p', { path: 'p', to: 'p#s', defaults: { 'a-b': 1 } });",
  ],
  ['quotes and backslashes in strings', 'get "it\'s", to: "a\\\\b#c"', "r.get('it\\'s', { to: 'a\\\\b#c' });"],
  [
    'redirect with a path',
    "get 'old', to: redirect('/new/%{id}')",
    "r.get('old', { path: 'old', to: redirect('/new/%{id}') });",
  ],
  [
    'redirect with a status',
    "get '/old', to: redirect('/new', status: 302)",
    "r.get('/old', { to: redirect('/new', { status: 302 }) });",
  ],
  [
    'redirect with options',
    "get '/old', to: redirect(path: '/x/%{id}', subdomain: 'www')",
    "r.get('/old', { to: redirect({ path: '/x/%{id}', subdomain: 'www' }) });",
  ],
  ['redirect in the hash form', "get '/old' => redirect('/new')", "r.get({ '/old': redirect('/new') });"],
  ['root', "root 'pages#home'", "r.root('pages#home');"],
  ['root with options', "root to: 'pages#home', as: 'start'", "r.root({ to: 'pages#home', as: 'start' });"],
  ['draw', 'draw :admin', "r.draw('admin');"],
  [
    'scope with several paths',
    "scope 'v3', :admin do\n  resources :keys\nend",
    "r.scope('v3', 'admin', (r) => { r.resources('keys'); });",
  ],
  [
    'scope with options',
    "scope module: 'api', as: 'api' do\n  resources :keys\nend",
    "r.scope({ module: 'api', as: 'api' }, (r) => { r.resources('keys'); });",
  ],
  [
    'namespace with options',
    "namespace :admin, path: 'a' do\n  resources :keys\nend",
    "r.namespace('admin', { path: 'a' }, (r) => { r.resources('keys'); });",
  ],
  ['controller', 'controller :pages do\n  get :faq\nend', "r.controller('pages', (r) => { r.get('faq'); });"],
  [
    'constraints with a hash',
    "constraints(subdomain: 'api') do\n  get :a\nend",
    "r.constraints({ subdomain: 'api' }, (r) => { r.get('a'); });",
  ],
  [
    'constraints with a hash literal',
    'constraints({ id: /\\d+/ }) do\n  get :a\nend',
    "r.constraints({ id: /\\d+/ }, (r) => { r.get('a'); });",
  ],
  ['defaults', "defaults format: 'json' do\n  get :a\nend", "r.defaults({ format: 'json' }, (r) => { r.get('a'); });"],
  ['shallow', 'shallow do\n  resources :a\nend', "r.shallow((r) => { r.resources('a'); });"],
  [
    'member, collection, new, nested',
    'resources :a do\n  member { get :m }\n  collection { get :c }\n  new { get :n }\n  nested { get :x }\nend',
    "r.resources('a', (r) => {\n  r.member((r) => { r.get('m'); });\n  r.collection((r) => { r.get('c'); });\n  r.new((r) => { r.get('n'); });\n  r.nested((r) => { r.get('x'); });\n});",
  ],
  [
    'a block parameter naming the mapper',
    'resources :a do |map|\n  map.get :m, on: :member\nend',
    "r.resources('a', (r) => { r.get('m', { on: 'member' }); });",
  ],
  ['resources_path_names', "resources_path_names new: 'neu'", "r.resourcesPathNames({ new: 'neu' });"],
  ['concern with a block', 'concern :c do\n  resources :x\nend', "r.concern('c', (r) => { r.resources('x'); });"],
  [
    'concern with an options parameter',
    'concern :c do |opts|\n  resources :x, opts\n  get :y, opts\nend',
    "r.concern('c', (r, opts) => {\n  r.resources('x', opts);\n  r.get('y', opts);\n});",
  ],
  [
    'concern with a callable',
    'concern :c, ->(m, o) { m.resources :x, o }',
    "r.concern('c', (m, o) => { m.resources('x', o); });",
  ],
  ['concerns', 'concerns :c, :d, only: :index', "r.concerns('c', 'd', { only: 'index' });"],
  ['an empty block', 'resources :a do\nend', "r.resources('a', (r) => {});"],
  [
    'a long block is written over several lines',
    "resources :photographs, only: [:index, :show, :edit, :update] do\n  get :preview, on: :member, to: 'previews#show'\nend",
    "r.resources('photographs', { only: ['index', 'show', 'edit', 'update'] }, (r) => {\n  r.get('preview', { on: 'member', to: 'previews#show' });\n});",
  ],
];

describe('importRoutes: one rule per row', () => {
  test.each(RULES)('%s', (_rule, ruby, js) => {
    expect(body(ruby)).toEqual(js.split('\n'));
  });
});

const TODOS: Array<[what: string, ruby: string, js: string]> = [
  ['a gem macro', 'devise_for :users', '// TODO(railroute import): devise_for :users'],
  [
    'mount of a Rack app',
    "mount Sidekiq::Web => '/sidekiq'",
    "// TODO(railroute import): mount Sidekiq::Web => '/sidekiq'\n// TODO(railroute import): with a railroute Router for it: r.mount(sidekiqWeb, { at: '/sidekiq' })",
  ],
  [
    'a redirect block',
    "get 'x', to: redirect { |p, r| '/y' }",
    "// TODO(railroute import): get 'x', to: redirect { |p, r| '/y' }",
  ],
  ['string interpolation', 'get "a/#{x}", to: \'a#b\'', '// TODO(railroute import): get "a/#{x}", to: \'a#b\''],
  ['a constant target', "get 'x', to: App", "// TODO(railroute import): get 'x', to: App"],
  [
    'a regexp JS cannot express as the target',
    "get 'x/:id', to: /(?>a+)/",
    "// TODO(railroute import): get 'x/:id', to: /(?>a+)/",
  ],
  ['a ternary', 'x ? get(:a) : get(:b)', '// TODO(railroute import): x ? get(:a) : get(:b)'],
  [
    'a constant assigned in a block (a JS const would not be global)',
    "scope 's' do\n  X = /a/\nend",
    "r.scope('s', (r) => {\n  // TODO(railroute import): X = /a/\n});",
  ],
  ['a constant holding a hash', 'OPTS = { only: :index }', '// TODO(railroute import): OPTS = { only: :index }'],
  ['a constant assigned twice', "X = 'a'\nX = 'b'", "const X = 'a';\n// TODO(railroute import): X = 'b'"],
  ['a local variable', "v = 'v1'", "// TODO(railroute import): v = 'v1'"],
  ['a call on a constant', 'Foo.routes', '// TODO(railroute import): Foo.routes'],
  ['direct', "direct(:home) { 'https://x' }", "// TODO(railroute import): direct(:home) { 'https://x' }"],
  [
    'a lambda constraint keeps its routes',
    'constraints(->(req) { req.xhr? }) do\n  get :a\nend',
    "// TODO(railroute import): constraints(->(req) { req.xhr? }) do\nr.get('a');\n// TODO(railroute import): end",
  ],
  [
    'if/elsif/else imports the first branch',
    'if Rails.env.test?\n  get :a\nelsif x\n  get :b\nelse\n  get :c\nend',
    "// TODO(railroute import): if Rails.env.test?\nr.get('a');\n// TODO(railroute import): elsif x\n// TODO(railroute import): get :b\n// TODO(railroute import): else\n// TODO(railroute import): get :c\n// TODO(railroute import): end",
  ],
  ['a modifier unless', 'get :a unless ENV["X"]', '// TODO(railroute import): get :a unless ENV["X"]\nr.get(\'a\');'],
  [
    'an only: action the resource lacks is left out, the call kept',
    'resource :app, only: [:index, :show]',
    "// TODO(railroute import): only: :index\nr.resource('app', { only: ['show'] });",
  ],
  [
    '... every one: an empty list, which draws none, as it did',
    "resource :app, only: 'index'",
    "// TODO(railroute import): only: 'index'\nr.resource('app', { only: [] });",
  ],
  [
    '... in except:, on resources',
    'resources :a, except: %i[foo new]',
    "// TODO(railroute import): except: foo\nr.resources('a', { except: ['new'] });",
  ],
  [
    'a statement over several lines',
    "get 'x',\n  to: Foo",
    "// TODO(railroute import): get 'x',\n// TODO(railroute import): to: Foo",
  ],
];

describe('importRoutes: what becomes a TODO', () => {
  test.each(TODOS)('%s', (_what, ruby, js) => {
    expect(body(ruby)).toEqual(js.split('\n'));
  });

  test('an action left out names itself and why; the module draws the routes older Rails drew', () => {
    const { code, todos } = importRoutes(wrap('resource :app, only: [:index, :show] do\n  get :stats\nend'));
    expect(todos).toEqual([
      {
        line: 2,
        text: 'only: :index',
        reason: expect.stringMatching(
          /^an action `resource` does not have, which Rails 7\.1\+ \(and railroute\) refuse and older Rails ignored: left out/,
        ),
      },
    ]);
    expect(drawImported(code, __dirname).routes.map((route) => `${route.verb} ${route.path}`)).toEqual([
      'GET /app/stats(.:format)',
      'GET /app(.:format)',
    ]);
  });

  test('todos list each TODO line with its line number, text and reason', () => {
    const { todos } = importRoutes(wrap('get :a\ndevise_for :users\nif x\n  get :b\nelse\n  get :c\nend'));
    expect(todos.map(({ line, text }) => [line, text])).toEqual([
      [3, 'devise_for :users'],
      [4, 'if x'],
      [6, 'else'],
      [7, 'get :c'],
    ]);
    expect(todos[0]?.reason).toMatch(/devise_for is not part of Rails' routing DSL/);
    expect(todos[1]?.reason).toMatch(/first branch/);
  });
});

describe('importRoutes: the module', () => {
  test('TypeScript: a typed default export, comments in place', () => {
    const source = [
      '# frozen_string_literal: true',
      '# The routes',
      'Rails.application.routes.draw do',
      '  # the home page',
      "  root 'pages#home' # trailing",
      '  resources :photos do',
      '    # inside',
      '    get :preview, on: :member',
      '    # before end',
      '  end',
      '=begin',
      'block comment',
      '=end',
      'end',
      '',
    ].join('\n');
    expect(importRoutes(source).code).toBe(
      [
        "import type { Mapper } from 'railroute';",
        '// The routes',
        'export default (r: Mapper): void => {',
        '  // the home page',
        "  r.root('pages#home'); // trailing",
        "  r.resources('photos', (r) => {",
        '    // inside',
        "    r.get('preview', { on: 'member' });",
        '    // before end',
        '  });',
        '  // block comment',
        '};',
        '',
      ].join('\n'),
    );
  });

  test('--js: an ES module with a JSDoc type; redirect imported when used', () => {
    expect(importRoutes(wrap("get '/a', to: redirect('/b')"), { js: true }).code).toBe(
      [
        "import { redirect } from 'railroute';",
        "/** @param {import('railroute').Mapper} r */",
        'export default (r) => {',
        "  r.get('/a', { to: redirect('/b') });",
        '};',
        '',
      ].join('\n'),
    );
    expect(importRoutes(wrap("get '/a', to: redirect('/b')")).code).toMatch(
      /^import \{ redirect, type Mapper \} from 'railroute';\n/,
    );
  });

  test('the file name goes in the first comment, with the hash of the rest', () => {
    const { code } = importRoutes(wrap('resources :a'), { file: 'config/routes.rb' });
    const [first, ...rest] = code.split('\n');
    const hash = createHash('sha256').update(rest.join('\n')).digest('hex').slice(0, 16);
    expect(first).toBe(`// written by \`railroute import config/routes.rb\` (sha256 ${hash})`);
  });

  test('a file that draw loads (no draw block): its statements are the body', () => {
    expect(importRoutes('# admin\nnamespace :admin do\n  resources :users\nend\n').code).toBe(
      [
        "import type { Mapper } from 'railroute';",
        'export default (r: Mapper): void => {',
        '  // admin',
        "  r.namespace('admin', (r) => { r.resources('users'); });",
        '};',
        '',
      ].join('\n'),
    );
  });

  test('an old-style draw block parameter names the mapper', () => {
    expect(body('').length).toBe(0);
    const code = importRoutes('ActionController::Routing::Routes.draw do |map|\n  map.resources :photos\nend\n').code;
    expect(code).toContain("  r.resources('photos');");
  });

  test('non-ASCII text keeps its line numbers and bytes', () => {
    const { code, todos } = importRoutes(wrap("# café ☕\nget 'menü', to: 'menu#show'\ndevise_for :naïve"));
    expect(code).toContain('  // café ☕\n');
    expect(code).toContain("  r.get('menü', { to: 'menu#show' });");
    expect(todos).toEqual([expect.objectContaining({ line: 4, text: 'devise_for :naïve' })]);
  });

  test('Ruby that does not parse throws RubySyntaxError with the line', () => {
    let error: unknown;
    try {
      importRoutes("Rails.application.routes.draw do\n  get 'a',\n  resources :x do\nend\n");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RubySyntaxError);
    expect((error as RubySyntaxError).line).toBe(3);
    expect((error as RubySyntaxError).message).toMatch(/^line 3: /);
  });
});

test('a one-line block: one TODO line, its routes kept', () => {
  expect(body('constraints(->(req) { req.xhr? }) { get :a }')).toEqual([
    '// TODO(railroute import): constraints(->(req) { req.xhr? }) { get :a }',
    "r.get('a');",
  ]);
});

test("the command-line guide's railroute import example is what the importer writes", () => {
  const guide = fs.readFileSync(path.join(__dirname, '../../docs/command-line.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## railroute import'));
  const ruby = /```ruby\n([\s\S]*?)```/.exec(section)?.[1] as string;
  const ts = /```ts\n([\s\S]*?)```/.exec(section)?.[1] as string;
  expect(importRoutes(ruby, { file: 'config/routes.rb -o config/routes.ts' }).code).toBe(ts);
});

test('several draw blocks append to one block; Ruby between them is a TODO', () => {
  const code = importRoutes(
    "# top\nrequire 'x'\nRails.application.routes.draw do\n  resources :a\nend\nputs 1\nRails.application.routes.draw do\n  resources :b\nend\n# bottom\n",
  ).code;
  expect(code).toBe(
    [
      "import type { Mapper } from 'railroute';",
      '// top',
      "// TODO(railroute import): require 'x'",
      'export default (r: Mapper): void => {',
      "  r.resources('a');",
      '  // TODO(railroute import): puts 1',
      "  r.resources('b');",
      '  // bottom',
      '};',
      '',
    ].join('\n'),
  );
});

test('a __proto__ key stays a key', () => {
  expect(body("get 'p', to: 'p#s', defaults: { __proto__: 'x' }")).toEqual([
    "r.get('p', { path: 'p', to: 'p#s', defaults: { ['__proto__']: 'x' } });",
  ]);
});

test('a comment after `do` or `end` trails the line it was on', () => {
  expect(
    body("resources :a do # photos\n  get :b, on: :member\nend # done\nget '/x', to: redirect('http://example.com/')"),
  ).toEqual([
    "r.resources('a', (r) => { // photos",
    "  r.get('b', { on: 'member' });",
    '}); // done',
    "r.get('/x', { to: redirect('http://example.com/') });",
  ]);
});

test('\\A and \\z in a segment constraint are still rejected when drawn, as Rails rejects them', () => {
  const { code } = importRoutes(wrap("get 'p/:id', to: 'p#s', id: /\\A\\d+\\z/"));
  expect(code).toContain('id: /^\\d+$/');
  expect(() => drawImported(code, __dirname)).toThrow(
    'Regexp anchor characters are not allowed in routing requirements: /^\\d+$/',
  );
});

test('a modifier condition over a TODO: one TODO line with both reasons', () => {
  const { todos } = importRoutes(wrap("mount Sidekiq::Web, at: '/sidekiq' if defined?(Sidekiq)"));
  expect(todos).toEqual([
    {
      line: 2,
      text: "mount Sidekiq::Web, at: '/sidekiq' if defined?(Sidekiq)",
      reason: expect.stringMatching(/^a condition \(if\).*; mounts a Rack application/),
    },
  ]);
});
