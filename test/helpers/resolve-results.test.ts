/**
 * What a `resolve` block may return besides a route name, as for `direct`
 * (API.md, Block form): a string that is not a bare word is a URL (`_path` keeps its path,
 * query and fragment), a plain object is `url_for` options. Expected values are Rails 6.1's
 * (`resolve('Manufacturer') { |m| linkable_url(m, ...) }` with the same routes).
 */
import { execFileSync } from 'node:child_process';
import { Router } from '../../src';

class Manufacturer {
  constructor(readonly id: string) {}
}
class Shop {
  constructor(readonly id: string) {}
}
class Brand {
  constructor(readonly id: string) {}
}
class Maker {
  constructor(readonly id: string) {}
}

const router: Router = new Router({ defaultUrlOptions: { host: 'www.example.com' } }).draw((r) => {
  r.get('manufacturers/:id', { to: 'manufacturers#show', as: 'linkable' });
  r.resolve('Manufacturer', (m: Manufacturer) => router.helpers.linkable_url(m, { page: 2, anchor: 'top' }));
  r.resolve('Shop', (s: Shop) => `/local/${s.id}?q=1`);
  r.resolve('Brand', (b: Brand, options: Record<string, unknown>) => ({
    controller: 'manufacturers',
    action: 'show',
    id: b.id,
    ...options,
  }));
  r.resolve('Maker', () => 'linkable');
});
const h = router.helpers;

const CASES: Array<[string, () => string, string]> = [
  [
    'a URL: polymorphic_path keeps its path, query and fragment',
    () => h.polymorphic_path(new Manufacturer('apple')),
    '/manufacturers/apple?page=2#top',
  ],
  [
    'a URL: polymorphic_url keeps the URL',
    () => h.polymorphic_url(new Manufacturer('apple')),
    'http://www.example.com/manufacturers/apple?page=2#top',
  ],
  [
    'a URL: url_for(record) is its path (API.md)',
    () => h.url_for(new Manufacturer('apple')),
    '/manufacturers/apple?page=2#top',
  ],
  ['a path: polymorphic_path', () => h.polymorphic_path(new Shop('s1')), '/local/s1?q=1'],
  ['a path: polymorphic_url gives it as it is', () => h.polymorphic_url(new Shop('s1')), '/local/s1?q=1'],
  ['url_for options: a path', () => h.polymorphic_path(new Brand('b1')), '/manufacturers/b1'],
  ['url_for options: a URL', () => h.polymorphic_url(new Brand('b1')), 'http://www.example.com/manufacturers/b1'],
  [
    "url_for options with the call's",
    () => h.polymorphic_path(new Brand('b1'), { anchor: 'x' }),
    '/manufacturers/b1#x',
  ],
];

test.each(CASES)('%s', (_name, call, rails) => {
  expect(call()).toBe(rails);
});

test('a bare word still names a route, which gets no record', () => {
  expect(() => h.polymorphic_path(new Maker('m1'))).toThrow(/missing required keys: \[id\]/);
});

/** The same routes and calls in Rails 6.1 (url_for of a record is left out: Rails' gives a URL there). */
const RUBY = String.raw`
require "json"
require "action_controller"
Model = Struct.new(:id) do
  def persisted?; true; end
  def to_param; id; end
  def to_model; self; end
  def model_name; self.class.model_name; end
end
%w[Manufacturer Shop Brand Maker].each do |name|
  klass = Object.const_set(name, Class.new(Model))
  route_key = Struct.new(:name, :singular_route_key, :route_key).new(name, name.downcase, name.downcase + "s")
  klass.define_singleton_method(:model_name) { route_key }
end
set = ActionDispatch::Routing::RouteSet.new
set.draw do
  get "manufacturers/:id", to: "manufacturers#show", as: :linkable
  resolve("Manufacturer") { |m| linkable_url(m, page: 2, anchor: "top") }
  resolve("Shop") { |s| "/local/#{s.id}?q=1" }
  resolve("Brand") { |b, options| { controller: "manufacturers", action: "show", id: b.id, **options } }
end
h = Class.new { include set.url_helpers; def default_url_options; { host: "www.example.com" }; end }.new
puts JSON.generate([
  h.polymorphic_path(Manufacturer.new("apple")), h.polymorphic_url(Manufacturer.new("apple")),
  h.polymorphic_path(Shop.new("s1")), h.polymorphic_url(Shop.new("s1")),
  h.polymorphic_path(Brand.new("b1")), h.polymorphic_url(Brand.new("b1")), h.polymorphic_path(Brand.new("b1"), anchor: "x"),
])
`;

(process.env.RAILROUTE_SKIP_RAILS === '1' ? test.skip : test)('the expected values are what Rails 6.1 answers', () => {
  const rails = JSON.parse(execFileSync('ruby', ['-e', RUBY], { encoding: 'utf8' })) as string[];
  expect(rails).toEqual(CASES.filter(([name]) => !name.startsWith('a URL: url_for')).map(([, , expected]) => expected));
});
