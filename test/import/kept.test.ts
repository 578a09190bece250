/**
 * The importer keeps the routes of real routes files. What cannot be
 * translated leaves out only itself (a TODO line above the call); the call and its block stay,
 * constants of the file become module constants, and each module drawn does not throw.
 */
import { importRoutes } from '../../src';
import { drawImported } from './support';

const wrap = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;
/** The block's body lines, without the module header and the closing `};`. */
const body = (ruby: string): string[] => {
  const lines = importRoutes(wrap(ruby)).code.trimEnd().split('\n');
  const start = lines.findIndex((line) => line.startsWith('export default'));
  return lines.slice(start + 1, -1).map((line) => line.replace(/^ {2}/, ''));
};

const KEPT: Array<[what: string, ruby: string, js: string]> = [
  [
    "a constant in a resource's constraints (rubygems.org)",
    'resources :rubygems, constraints: { id: Patterns::ROUTE_PATTERN, format: /json|yaml/ } do\n  resource :owners\n  get :x, on: :member\nend',
    "// TODO(railroute import): id: Patterns::ROUTE_PATTERN\nr.resources('rubygems', { constraints: { format: /json|yaml/ } }, (r) => {\n  r.resource('owners');\n  r.get('x', { on: 'member' });\n});",
  ],
  [
    "a ternary option (lobsters' root)",
    "root to: 'home#index', protocol: (force_ssl ? 'https://' : 'http://'), as: 'root'",
    "// TODO(railroute import): protocol: (force_ssl ? 'https://' : 'http://')\nr.root({ to: 'home#index', as: 'root' });",
  ],
  [
    'a lambda constraint of a route',
    "get 'p', to: 'p#s', constraints: ->(r) { r.xhr? }",
    "// TODO(railroute import): constraints: ->(r) { r.xhr? }\nr.get('p', { path: 'p', to: 'p#s' });",
  ],
  [
    'an untranslatable regexp constraint',
    "get 'x/:id', to: 'a#b', id: /(?>a+)/",
    "// TODO(railroute import): id: /(?>a+)/\nr.get('x/:id', { to: 'a#b' });",
  ],
  [
    'every entry of constraints(...) left out keeps the block',
    "constraints id: APP_ID do\n  get :a, to: 'x#a'\nend",
    "// TODO(railroute import): id: APP_ID\nr.constraints({}, (r) => { r.get('a', { to: 'x#a' }); });",
  ],
  [
    'the only option of a scope left out',
    'namespace :admin, constraints: Constraints::Admin do\n  get :a\nend',
    "// TODO(railroute import): constraints: Constraints::Admin\nr.namespace('admin', (r) => { r.get('a'); });",
  ],
  [
    'an integer beyond 2^53 among defaults',
    "get 'x', to: 'a#b', defaults: { n: 2**64, m: 9223372036854775807, k: 1 }",
    "// TODO(railroute import): n: 2**64\n// TODO(railroute import): m: 9223372036854775807\nr.get('x', { path: 'x', to: 'a#b', defaults: { k: 1 } });",
  ],
  [
    'constants of the file (lobsters)',
    "HOST = /[^\\/]+?(?=$|\\/)/\nconstraints id: HOST do\n  get 'd/:id', to: 'd#s'\nend",
    "const HOST = /[^\\/]+?(?=(?![^\\n])|\\/)/;\nr.constraints({ id: HOST }, (r) => { r.get('d/:id', { to: 'd#s' }); });",
  ],
  [
    'a frozen constant used as a segment constraint',
    "SLUG = /[a-z-]+/.freeze\nget 't/:slug', to: 't#s', slug: SLUG",
    "const SLUG = /[a-z-]+/;\nr.get('t/:slug', { to: 't#s', slug: SLUG });",
  ],
  [
    'a constant used as a value (a default when not a regexp)',
    "V = 'v1'\nget 'x', to: 'a#b', version: V",
    "const V = 'v1';\nr.get('x', { path: 'x', to: 'a#b', defaults: { version: V } });",
  ],
  [
    'hash-form extra keys are defaults (lobsters)',
    "get '/moderators' => 'users#tree', moderators: true",
    "r.get({ '/moderators': 'users#tree', defaults: { moderators: true } });",
  ],
  [
    '... after a literal defaults hash; a regexp stays a constraint',
    "get 'p/:id' => 'p#s', defaults: { a: 1 }, b: 2, id: /\\d+/",
    "r.get({ 'p/:id': 'p#s', id: /\\d+/, defaults: { a: 1, b: 2 } });",
  ],
  [
    "a gem macro's block: what needs the scope it made is a TODO (solidus admin_resources)",
    "admin_resources :orders do\n  get :a, to: 'x#a'\n  collection do\n    put :b\n  end\n  get :c, on: :member\nend",
    "// TODO(railroute import): admin_resources :orders do\nr.get('a', { to: 'x#a' });\n// TODO(railroute import): collection do\n// TODO(railroute import): put :b\n// TODO(railroute import): end\n// TODO(railroute import): get :c, on: :member\n// TODO(railroute import): end",
  ],
  [
    '... and a route name given elsewhere too (diaspora api_version)',
    "get 'a' => 'a#a', as: 'stream'\napi_version(path: 'v1') do\n  get 'b' => 'b#b', as: 'stream'\n  get 'c' => 'c#c', as: 'other'\nend",
    "r.get({ a: 'a#a', as: 'stream' });\n// TODO(railroute import): api_version(path: 'v1') do\n// TODO(railroute import): get 'b' => 'b#b', as: 'stream'\nr.get({ c: 'c#c', as: 'other' });\n// TODO(railroute import): end",
  ],
  [
    "an engine's add_routes with a direct (spree)",
    "Spree::Core::Engine.add_routes do\n  get '/f', to: 'e#f'\n  direct :img do |m, o|\n    o[:h] ? m.url : m.path\n  end\nend",
    "// TODO(railroute import): Spree::Core::Engine.add_routes do\nr.get('/f', { to: 'e#f' });\n// TODO(railroute import): direct :img do |m, o|\n// TODO(railroute import): o[:h] ? m.url : m.path\n// TODO(railroute import): end\n// TODO(railroute import): end",
  ],
];

describe('importRoutes: what is kept', () => {
  test.each(KEPT)('%s', (_what, ruby, js) => {
    expect(body(ruby)).toEqual(js.split('\n'));
    const { code } = importRoutes(wrap(ruby));
    expect(() => drawImported(code, __dirname)).not.toThrow();
  });

  test('a left-out option is listed with its own line and why', () => {
    const { todos } = importRoutes(
      wrap('resources :gems,\n  only: :index,\n  constraints: { id: Patterns::ROUTE_PATTERN }'),
    );
    expect(todos).toEqual([
      {
        line: 4,
        text: 'id: Patterns::ROUTE_PATTERN',
        reason: 'a constant: left out: the rest of the call is imported',
      },
    ]);
  });

  test('constants above the draw block become module constants, before the export', () => {
    const { code } = importRoutes(
      "# patterns\nID = /\\d+/\nrequire 'x'\nRails.application.routes.draw do\n  get 'p/:id', to: 'p#s', id: ID\nend\n",
      { js: true },
    );
    expect(code.split('\n').slice(0, 4)).toEqual([
      '// patterns',
      'const ID = /\\d+/;',
      "// TODO(railroute import): require 'x'",
      "/** @param {import('railroute').Mapper} r */",
    ]);
  });
});
