/**
 * The adversarial suite's importer surface: routes files generated with hostile text
 * (quotes, backticks, `${`, `*\/`, `//`, `<!--`, line terminators JS has and Ruby lacks,
 * escape sequences, bidi overrides, a payload that sets a global) in comments, =begin blocks,
 * TODO lines, strings, symbols, heredocs, regexps and integers (those beyond 2^53 left out of
 * their defaults), and as the elements of a literal array a loop is unrolled over (the loop
 * variable interpolated into a name and a default), at any nesting depth. The written module (TS and JS) must parse (V8, as
 * an ES module; TypeScript), set nothing when loaded and drawn, and draw the table of the
 * same file without the hostile parts, each hostile value arriving as exactly the value
 * Ruby reads.
 */
import fc from 'fast-check';
import { importRoutes, type RouteInfo } from '../../src';
import { loadAndDraw, PWNED, tsSyntaxErrors, v8ModuleErrors } from './module-checks';
import { drawImported } from './support';

const PIECES = [
  'a',
  ' ',
  "'",
  '"',
  '`',
  '${',
  '}',
  '*/',
  '/*',
  '//',
  '<!--',
  '-->',
  '\u2028',
  '\u2029',
  '\r',
  '\\',
  '#{',
  ')',
  ';',
  '\t',
  '\x1b[2J',
  '\x00',
  'é',
  '\u202e',
  `globalThis.${PWNED}=1;`,
];
const hostile = fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((pieces) => pieces.join(''));

/** A Ruby value and what Ruby reads it as. */
interface Value {
  ruby: string;
  /** Lines that follow the statement (a heredoc's body). */
  after?: string[];
  value: string | number;
}

const singleQuoted = (t: string): string => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const value: fc.Arbitrary<Value> = fc.oneof(
  hostile.map((t) => ({ ruby: singleQuoted(t), value: t })),
  hostile.map((t) => ({ ruby: `:"${t.replace(/[\\"#]/g, (c) => `\\${c}`)}"`, value: t })),
  // A raw squiggly heredoc: its body line is read as written (the `x` keeps the indentation).
  hostile
    .filter((t) => !t.includes('\r'))
    .map((t) => ({ ruby: "<<~'EOS'", after: [`  x${t}`, '  EOS'], value: `x${t}\n` })),
  fc
    .bigInt({ min: -(2n ** 53n), max: 2n ** 53n })
    .chain((n) =>
      fc
        .constantFrom(
          String(n),
          `${n < 0n ? '-' : ''}0x${(n < 0n ? -n : n).toString(16)}`,
          String(n).replace(/(\d)(?=(\d{3})+$)/g, '$1_'),
        )
        .map((ruby) => ({ ruby, value: Number(n) })),
    ),
);
/** A regexp matching exactly the hostile text: every metacharacter escaped, the rest raw. */
const regexp = hostile.map((t) => ({ ruby: `/${t.replace(/[\\^$.|?*+()[\]{}/#-]/g, (c) => `\\${c}`)}/`, text: t }));

interface Statement {
  hostile: string[];
  benign: string[];
  /** For a route's name: the default and the text its regexp must match (and the `tag` default an interpolation spelled). */
  checks: Array<{ name: string; value: string | number; text: string; tag?: string }>;
}

let counter = 0;
/** An integer JS cannot hold: left out of the defaults (a TODO), the route kept. */
const unsafe = fc
  .bigInt({ min: 2n ** 53n + 1n, max: 2n ** 80n })
  .chain((n) => fc.constantFrom(`, big: ${n}`, `, big: -0x${n.toString(16)}`, ''));
const route: fc.Arbitrary<Statement> = fc
  .tuple(value, regexp, fc.option(hostile, { nil: undefined }), unsafe)
  .map(([v, re, trailing, big]) => {
    const name = `v${counter++}`;
    const head = `get 'h/${name}/:id', to: 'h#s', as: '${name}', constraints: { id: `;
    const comment = trailing === undefined ? '' : ` # ${trailing}`;
    return {
      hostile: [`${head}${re.ruby} }, defaults: { note: ${v.ruby}${big} }${comment}`, ...(v.after ?? [])],
      benign: [`${head}/x/ }, defaults: { note: 'x' }`],
      checks: [{ name, value: v.value, text: re.text }],
    };
  });
// A loop over a literal array of hostile values: unrolled, each value arriving as data in its
// pass's route, as is the string interpolation of it (and of the index) in a name and a default.
const loop: fc.Arbitrary<Statement> = fc
  .tuple(
    fc.array(
      value.filter((v) => v.after === undefined),
      { minLength: 1, maxLength: 3 },
    ),
    regexp,
  )
  .map(([values, re]) => {
    const name = `v${counter++}`;
    return {
      hostile: [
        `[${values.map((v) => v.ruby).join(', ')}].each_with_index do |x, i|`,
        `  get "h/${name}/#{i}/:id", to: 'h#s', as: "${name}_#{i}", constraints: { id: ${re.ruby} }, defaults: { note: x, tag: "<#{x}>" }`,
        'end',
      ],
      benign: values.map(
        (_, i) =>
          `get 'h/${name}/${i}/:id', to: 'h#s', as: '${name}_${i}', constraints: { id: /x/ }, defaults: { note: 'x', tag: 'x' }`,
      ),
      checks: values.map((v, i) => ({ name: `${name}_${i}`, value: v.value, text: re.text, tag: `<${v.value}>` })),
    };
  });
const comment: fc.Arbitrary<Statement> = hostile.map((t) => ({ hostile: [`# ${t}`], benign: [], checks: [] }));
const beginEnd: fc.Arbitrary<Statement> = fc
  .array(hostile, { minLength: 1, maxLength: 3 })
  .map((lines) => ({ hostile: ['=begin', ...lines.map((l) => `x${l}`), '=end'], benign: [], checks: [] }));
// Gem macros and mounts become TODO lines holding the hostile text; they declare nothing.
const todo: fc.Arbitrary<Statement> = fc
  .tuple(fc.constantFrom('devise_for :users, note: ', "mount Blog, at: '/b', note: "), value)
  .map(([head, v]) => ({ hostile: [`${head}${v.ruby}`, ...(v.after ?? [])], benign: [], checks: [] }));

const indent = (lines: string[]): string[] =>
  lines.map((line) => (/^=(begin|end)$/.test(line) || line === '' ? line : `  ${line}`));
const statements = (depth: number): fc.Arbitrary<Statement[]> =>
  fc.array(
    fc.oneof(
      { weight: 3, arbitrary: route },
      { weight: 2, arbitrary: comment },
      { weight: 1, arbitrary: beginEnd },
      { weight: 1, arbitrary: todo },
      { weight: 1, arbitrary: loop },
      ...(depth > 0 ? [{ weight: 2, arbitrary: block(depth - 1) }] : []),
    ),
    { minLength: 1, maxLength: 4 },
  );
function block(depth: number): fc.Arbitrary<Statement> {
  return fc
    .tuple(
      fc.constantFrom("scope 's' do", 'namespace :admin do', 'resources :photos do', "scope ':locale' do"),
      hostile,
      statements(depth),
    )
    .map(([head, t, inner]) => ({
      hostile: [`${head} # ${t}`, ...indent(inner.flatMap((s) => s.hostile)), 'end'],
      benign: [head, ...indent(inner.flatMap((s) => s.benign)), 'end'],
      checks: inner.flatMap((s) => s.checks),
    }));
}

const file = fc.tuple(hostile, statements(3)).map(([top, body]) => ({
  hostile: `# ${top}\nRails.application.routes.draw do\n${indent(body.flatMap((s) => s.hostile)).join('\n')}\nend\n`,
  benign: `Rails.application.routes.draw do\n${indent(body.flatMap((s) => s.benign)).join('\n')}\nend\n`,
  checks: body.flatMap((s) => s.checks),
}));

/** A route as the comparison sees it: the hostile default and regexp replaced once checked. */
function normalized(routes: RouteInfo[], checks: Statement['checks']): unknown[] {
  return routes
    .map((route) => {
      const check = checks.find((c) => route.name?.endsWith(c.name));
      if (!check) return route;
      const id = route.requirements.id as RegExp;
      return {
        ...route,
        source: undefined,
        requirements: { ...route.requirements, id: new RegExp(`^(?:${id.source})$`, id.flags).test(check.text) },
        defaults: {
          ...route.defaults,
          note: route.defaults.note === check.value,
          ...(check.tag === undefined ? {} : { tag: route.defaults.tag === check.tag }),
        },
      };
    })
    .map((route) => ({ ...route, source: undefined }));
}

test('hostile Ruby: the module parses, is inert and draws the table of the file without the hostile parts', () => {
  const seed = Date.now() ^ (Math.random() * 2 ** 31);
  const samples = fc.sample(file, { numRuns: 40, seed });
  // Every kind of statement is reached (a loop over hostile values among them).
  expect(samples.some((sample) => sample.hostile.includes('.each_with_index do |x, i|'))).toBe(true);
  const js = samples.map((sample) => importRoutes(sample.hostile, { js: true, file: 'config/routes.rb' }).code);
  const v8 = v8ModuleErrors(js);
  samples.forEach((sample, i) => {
    const context = `seed ${seed}, sample ${i}:\n${JSON.stringify(sample.hostile)}`;
    const ts = importRoutes(sample.hostile).code;
    expect({ context, v8: v8[i], ts: tsSyntaxErrors(ts), js: tsSyntaxErrors(js[i] as string, true) }).toEqual({
      context,
      v8: null,
      ts: [],
      js: [],
    });
    for (const code of [ts, js[i] as string]) {
      const drawn = loadAndDraw(code, __dirname);
      expect({ context, sideEffect: drawn.sideEffect }).toEqual({ context, sideEffect: false });
    }
    const expected = drawImported(importRoutes(sample.benign).code, __dirname).routes;
    const actual = drawImported(ts, __dirname).routes;
    const checks = sample.checks.map((check) => ({
      ...check,
      value: 'x',
      text: 'x',
      ...(check.tag === undefined ? {} : { tag: 'x' }),
    }));
    expect({ context, routes: normalized(actual, sample.checks) }).toEqual({
      context,
      routes: normalized(expected, checks),
    });
  });
}, 60_000);
