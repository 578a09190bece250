/**
 * Nothing prism accepts may crash the importer. Ruby constructs of every kind,
 * in every place a routes file can hold them: the import either refuses the input as Ruby
 * (RubySyntaxError; or ImportRefused where prism itself traps on input Ruby rejects, such as
 * `{ not x => 1 }`) or returns a module that parses, never anything else.
 */
import { importRoutes, RubySyntaxError } from '../../src';
import { ImportRefused } from '../../src/import/import-refused';
import { v8ModuleErrors } from './module-checks';

const CONSTRUCTS = [
  '(a ? b : c)',
  'case x when 1 then :a else :b end',
  'begin; :a; rescue StandardError => e; :b; ensure; :c; end',
  'while false do end',
  'def f(a, *b, c: 1, **d, &e) = a',
  'class C < D; end',
  'module M; end',
  'a ||= 1',
  'a, b = 1, 2',
  'alias x y',
  'undef x',
  'yield 1',
  'super',
  'defined?(x)',
  'x in { a: Integer }',
  'case [1] in [Integer => n] then n end',
  '->(a, b = 1) { a }',
  'proc { |x| x }',
  'f(&blk)',
  'f(**opts)',
  'f(*args)',
  '(1..2)',
  '(1...)',
  'a&.b',
  'self.get "x"',
  "send(:get, 'x')",
  '__method__',
  ':"sym#{1}"',
  '%i[a b]',
  '?a',
  '1r',
  '2i',
  '0.1e3',
  '$global',
  '@ivar',
  '@@cvar',
  '__FILE__',
  '[*a]',
  '{ **h }',
  '"a" "b"',
  '`cmd`',
  '%x(ls)',
  '/#{x}/o',
  ':a.to_proc',
  'not x',
  '(x and y)',
  '!x',
  '(x =~ /(?<n>a)/)',
  '$~',
  '$1',
  'for i in 1..2 do end',
  'loop do break end',
  'next',
  'redo',
  'A::B::C',
  '::Top',
  'x.()',
  'x[1] = 2',
  'x += 1',
  'x = y = z',
  '__END__',
  'BEGIN { 1 }',
  'END { 1 }',
  '<<~EOS\n  text\nEOS',
  '"#{"#{1}"}"',
  '[1, [2, [3]]]',
  '{ "k" => { k: [1] } }',
  'nil',
  'self',
  '-> { get :x }',
];

const PLACES: Array<[string, (x: string) => string]> = [
  ['statement', (x) => `Rails.application.routes.draw do\n  ${x}\nend\n`],
  ['option value', (x) => `Rails.application.routes.draw do\n  get 'p', to: 'a#b', k: ${x}\nend\n`],
  ['constraint', (x) => `Rails.application.routes.draw do\n  get 'p/:id', to: 'a#b', constraints: { id: ${x} }\nend\n`],
  ['path', (x) => `Rails.application.routes.draw do\n  get ${x}, to: 'a#b'\nend\n`],
  ['hash-form value', (x) => `Rails.application.routes.draw do\n  get '/p' => ${x}, as: 'p'\nend\n`],
  ['resource block', (x) => `Rails.application.routes.draw do\n  resources :p do\n    ${x}\n  end\nend\n`],
  ["a TODO call's block", (x) => `Rails.application.routes.draw do\n  devise_scope :u do\n    ${x}\n  end\nend\n`],
  ['constant', (x) => `C = ${x}\nRails.application.routes.draw do\n  get 'p/:id', to: 'a#b', id: C\nend\n`],
  ['before the draw block', (x) => `${x}\nRails.application.routes.draw do\n  get 'p', to: 'a#b'\nend\n`],
  ['condition', (x) => `Rails.application.routes.draw do\n  if ${x}\n    get 'p', to: 'a#b'\n  end\nend\n`],
  ['hash key', (x) => `Rails.application.routes.draw do\n  get 'p', to: 'a#b', defaults: { ${x} => 1 }\nend\n`],
  ['receiver', (x) => `${x}.routes.draw do\n  get 'p', to: 'a#b'\nend\n`],
  ['a file drawn from routes/', (x) => `${x}\nget 'p', to: 'a#b'\n`],
];

test.each(PLACES)('every construct as %s: no crash, a module that parses', (_place, file) => {
  const written: string[] = [];
  for (const construct of CONSTRUCTS) {
    const source = file(construct);
    try {
      written.push(importRoutes(source, { js: true }).code);
    } catch (error) {
      const refused = error instanceof ImportRefused && /^the Ruby parser failed/.test(error.message);
      if (!(error instanceof RubySyntaxError) && !refused)
        throw new Error(`${JSON.stringify(source)}: ${(error as Error).stack}`);
    }
  }
  expect(written.length).toBeGreaterThan(CONSTRUCTS.length / 2);
  expect(v8ModuleErrors(written).filter((error) => error !== null)).toEqual([]);
});
