/**
 * Loops over literal arrays are unrolled into the routes they draw, in order (the corpus'
 * loops.rb checks the rows against Rails); what is not such a loop stays a TODO.
 */
import { importRoutes } from '../../src';
import { MAX_UNROLLED_NODES } from '../../src/import/loops';

const wrap = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;
const body = (ruby: string): string[] => {
  const lines = importRoutes(wrap(ruby)).code.trimEnd().split('\n');
  return lines
    .slice(lines.findIndex((line) => line.startsWith('export default')) + 1, -1)
    .map((line) => line.replace(/^ {2}/, ''));
};
const UNROLLED = '(unrolled: its block once per element)';

const UNROLLING: Array<[rule: string, ruby: string, js: string]> = [
  [
    '%w() and interpolation in a path',
    '%w(browse raw).each do |action|\n  get "repo/#{action}(/*path)", controller: \'repos\', action: action\nend',
    `// %w(browse raw).each do |action| ${UNROLLED}\nr.get('repo/browse(/*path)', { controller: 'repos', action: 'browse' });\nr.get('repo/raw(/*path)', { controller: 'repos', action: 'raw' });`,
  ],
  [
    '%i[] elements stay Symbols (an action), String elements paths',
    '%i[a].each { |x| get x }\n%w[b].each { |x| get x }',
    `// %i[a].each { |x| ${UNROLLED}\nr.get('a');\n// %w[b].each { |x| ${UNROLLED}\nr.get('b', { path: 'b' });`,
  ],
  [
    "[:a, 'b'] with each_with_index: the index as an Integer and in a string",
    '[:a, \'b\'].each_with_index do |x, i|\n  get "s/#{i}", to: "s##{x}", defaults: { n: i }\nend',
    `// [:a, 'b'].each_with_index do |x, i| ${UNROLLED}\nr.get('s/0', { to: 's#a', defaults: { n: 0 } });\nr.get('s/1', { to: 's#b', defaults: { n: 1 } });`,
  ],
  [
    'an interpolated Symbol',
    '%w(a).each { |x| get :"#{x}_list", on: :collection }',
    `// %w(a).each { |x| ${UNROLLED}\nr.get('a_list', { on: 'collection' });`,
  ],
  [
    'Integer elements, written in decimal in a string',
    '[0x1F, 1_000].each { |n| get "p/#{n}", to: \'p#s\', defaults: { n: n } }',
    `// [0x1F, 1_000].each { |n| ${UNROLLED}\nr.get('p/31', { to: 'p#s', defaults: { n: 31 } });\nr.get('p/1000', { to: 'p#s', defaults: { n: 1000 } });`,
  ],
  [
    'as a resource name, with a block, nested loops',
    '%i[a b].each do |res|\n  resources res do\n    %w[x].each { |act| get act, on: :member }\n  end\nend',
    `// %i[a b].each do |res| ${UNROLLED}\nr.resources('a', (r) => {\n  // %w[x].each { |act| ${UNROLLED}\n  r.get('x', { path: 'x', on: 'member' });\n});\nr.resources('b', (r) => {\n  // %w[x].each { |act| ${UNROLLED}\n  r.get('x', { path: 'x', on: 'member' });\n});`,
  ],
  [
    'a loop variable named like the mapper',
    '%i[a].each { |r| resources r }',
    `// %i[a].each { |r| ${UNROLLED}\nr.resources('a');`,
  ],
  [
    'comments in the body are written once, with the first pass',
    '%w(a b).each do |x| # each\n  # one per element\n  get x\nend',
    `// %w(a b).each do |x| ${UNROLLED} // each\n// one per element\nr.get('a', { path: 'a' });\nr.get('b', { path: 'b' });`,
  ],
  ['an empty array draws nothing', '[].each { |x| get x }', `// [].each { |x| ${UNROLLED}`],
  [
    'a block without parameters, once per element',
    "%w(a b).each { get 'x', to: 'x#y' }",
    `// %w(a b).each { ${UNROLLED}\nr.get('x', { path: 'x', to: 'x#y' });\nr.get('x', { path: 'x', to: 'x#y' });`,
  ],
  [
    'empty parameters (||)',
    "%w(a).each { || get 'x', to: 'x#y' }",
    `// %w(a).each { || ${UNROLLED}\nr.get('x', { path: 'x', to: 'x#y' });`,
  ],
  [
    'a multi-line array head on one comment line',
    '%w(\n  a\n).each do |x|\n  get x\nend',
    `// %w( a ).each do |x| ${UNROLLED}\nr.get('a', { path: 'a' });`,
  ],
  [
    'a statement of the body that cannot be translated is a TODO, once',
    '%w(a b).each do |x|\n  devise_for x\n  get x\nend',
    `// %w(a b).each do |x| ${UNROLLED}\n// TODO(railroute import): devise_for x\nr.get('a', { path: 'a' });\nr.get('b', { path: 'b' });`,
  ],
];

describe('a loop over a literal array is unrolled', () => {
  test.each(UNROLLING)('%s', (_rule, ruby, js) => {
    expect(body(ruby)).toEqual(js.split('\n'));
  });
});

const NOT_UNROLLED: Array<[what: string, ruby: string, reason: RegExp]> = [
  [
    'an array that is not literal',
    'locales.each do |l|\n  get "#{l}/home", to: \'p#h\'\nend',
    /a method call \(locales\)|not on the routes mapper/,
  ],
  [
    'an array holding a variable',
    '[a, :b].each { |x| get x }',
    /an array holding LocalVariableRead|an array holding CallNode|an array holding Call/,
  ],
  ['an interpolated %W word', '%W(a#{b}).each { |x| get x }', /an array holding InterpolatedString/],
  ['a body that assigns the loop variable', '%w(a).each do |x|\n  x = x.upcase\n  get x\nend', /assigns or rebinds x/],
  [
    'an inner block parameter of the same name',
    '%w(a).each do |x|\n  scope do |x|\n  end\nend',
    /assigns or rebinds x/,
  ],
  ['more parameters than the loop gives', '%w(a).each { |x, y| get x }', /parameters the array does not give/],
  ['a splat parameter', '%w(a).each { |*x| get :y }', /optional, rest, keyword or block parameters/],
  ['numbered parameters', '%w(a).each { get _1 }', /numbered or `it` parameters/],
  ['another method (map)', '%w(a).map { |x| get x }', /not on the routes mapper/],
  ['each with an argument', '%w(a).each(1) { |x| get x }', /each with arguments/],
];

describe('anything else stays a TODO', () => {
  test.each(NOT_UNROLLED)('%s', (_what, ruby, reason) => {
    const { todos, code } = importRoutes(wrap(ruby));
    expect(todos[0]?.line).toBe(2);
    expect(todos[0]?.reason).toMatch(reason);
    expect(code).not.toContain(UNROLLED);
  });
});

test('loops that would take the file past MAX_UNROLLED_NODES unrolled nodes are a TODO, checked before any is written', () => {
  // 100^4 passes of the innermost body if unrolled: the size is counted from the source, not by unrolling.
  const hundred = `%w(${Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')})`;
  const ruby = `${hundred}.each do |a|\n${hundred}.each do |b|\n${hundred}.each do |c|\n${hundred}.each do |d|\nget "#{a}/#{b}/#{c}/#{d}", to: 'x#y'\nend\nend\nend\nend`;
  const { code, todos } = importRoutes(wrap(ruby));
  expect(todos[0]).toMatchObject({ line: 2, reason: expect.stringContaining(`past ${MAX_UNROLLED_NODES} Ruby nodes`) });
  expect(code.split('\n').length).toBeLessThan(20);
  // The budget is the file's: two loops that each fit but not together (a pass: ~25,000 nodes).
  const loop = `%w(a b).each do |a|\n  get a, to: 'x#y', defaults: { k: [${'1, '.repeat(25_000)}] }\nend`;
  const twice = importRoutes(wrap(`${loop}\n${loop}`));
  expect(twice.code.split('\n').filter((line) => line.includes('r.get(')).length).toBe(2);
  expect(twice.todos.map((todo) => todo.line)).toEqual([5, 6]);
});
