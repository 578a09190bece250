/**
 * Whatever the Ruby file's comments, TODO lines, names and file name hold
 * (line terminators JS knows and Ruby does not: `\r`, U+2028, U+2029; `*\/`; quotes,
 * backticks, `${`), the written module parses, has no side effect when loaded and drawn, and
 * draws the table the same file draws without the hostile text.
 */
import { importRoutes } from '../../src';
import { loadAndDraw, PWNED, tsSyntaxErrors, v8ModuleErrors } from './module-checks';

const LS = '\u2028';
const PS = '\u2029';
const CODE = `globalThis.${PWNED} = 1;//`;
const wrap = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;

// [what, hostile routes.rb, the same file without the hostile parts]
const CASES: Array<[string, string, string]> = [
  [
    'U+2028 in a comment above the block',
    `# Routes for the shop${LS}${CODE}\n${wrap("get 'a', to: 'a#b'")}`,
    wrap("get 'a', to: 'a#b'"),
  ],
  ['U+2029 in a comment in the block', wrap(`# x${PS}${CODE}\nget 'a', to: 'a#b'`), wrap("get 'a', to: 'a#b'")],
  ['a lone \\r in a comment', wrap(`# x\r${CODE}\nget 'a', to: 'a#b'`), wrap("get 'a', to: 'a#b'")],
  ['U+2028 in a trailing comment', wrap(`get 'a', to: 'a#b' # x${LS}${CODE}`), wrap("get 'a', to: 'a#b'")],
  [
    'a Windows line ending (\\r\\n) file',
    wrap(`# x\r\nget 'a', to: 'a#b' # y\r`).replace(/\n/g, '\r\n'),
    wrap("get 'a', to: 'a#b'"),
  ],
  [
    '*/ and U+2028 in =begin/=end',
    `=begin\n*/ ${CODE} /*\nx${LS}${CODE}\n=end\n${wrap("get 'a', to: 'a#b'")}`,
    wrap("get 'a', to: 'a#b'"),
  ],
  ['U+2028 in a TODO line', wrap(`devise_for :users # ${LS}${CODE}\nget 'a', to: 'a#b'`), wrap("get 'a', to: 'a#b'")],
  ['\\r in a TODO line', wrap(`devise_for :users, note: "\r${CODE}"\nget 'a', to: 'a#b'`), wrap("get 'a', to: 'a#b'")],
  [
    'U+2028 in a TODO block head',
    wrap(`constraints(->(r) { true }) do # ${LS}${CODE}\n  get 'a', to: 'a#b'\nend`),
    wrap("get 'a', to: 'a#b'"),
  ],
  // The concern becomes a TODO: its routes are imported where it stands (API.md).
  [
    'U+2028 in a concern parameter name',
    wrap(`concern :c do |o${LS}x|\n  get 'a', to: 'a#b'\nend`),
    wrap("get 'a', to: 'a#b'"),
  ],
  [
    'a reserved word as a concern parameter',
    wrap(`concern :c do |function|\n  get 'a', to: 'a#b'\nend`),
    wrap("get 'a', to: 'a#b'"),
  ],
  [
    'quotes, backticks and ${ in a string',
    wrap("get 'a', to: 'a#b', defaults: { x: '\\'`${globalThis.__railroutePwned=1}`\"' }"),
    wrap("get 'a', to: 'a#b', defaults: { x: '\\'`${globalThis.__railroutePwned=1}`\"' }"),
  ],
  [
    'U+2028, */ and quotes in a symbol',
    wrap(`get :"a${LS}*/'\`\${x}", to: 'a#b'`),
    wrap(`get :"a${LS}*/'\`\${x}", to: 'a#b'`),
  ],
  // A loop variable is replaced by its element's literal: a hostile element is data wherever the variable stood.
  [
    'U+2028, */ and code in a looped String',
    wrap(
      `['x${LS}*/${CODE}'].each do |v| # ${LS}${CODE}\n  get 'a', to: 'a#b', defaults: { x: v, y: "\`\${#{v}" }\nend`,
    ),
    wrap(`get 'a', to: 'a#b', defaults: { x: 'x${LS}*/${CODE}', y: '\`\${x${LS}*/${CODE}' }`),
  ],
  [
    "quotes and ${ in a looped Symbol's interpolation into a path and a default",
    wrap(`[:"q'\\"\\\`\${x}"].each { |v| get "p/#{v}", to: 'a#b', defaults: { y: "n_#{v}" } }`),
    wrap(`get "p/q'\\"\\\`\${x}", to: 'a#b', defaults: { y: "n_q'\\"\\\`\${x}" }`),
  ],
  [
    'code in a %w word',
    wrap(`%w(${CODE.replace(/ /g, '')}).each { |v| get 'a', to: 'a#b', defaults: { x: v } }`),
    wrap(`get 'a', to: 'a#b', defaults: { x: '${CODE.replace(/ /g, '')}' }`),
  ],
  [
    'a heredoc',
    wrap(`get 'a', to: 'a#b', defaults: { x: <<~EOS }\n  */ ${CODE}${LS}\nEOS`),
    wrap(`get 'a', to: 'a#b', defaults: { x: "*/ ${CODE}${LS}\\n" }`),
  ],
];

describe.each(CASES)('%s', (_what, hostile, benign) => {
  test.each([false, true])('js: %s: parses, loads inert, draws the same table', (js) => {
    const { code } = importRoutes(hostile, { js, file: `config/routes${LS}${CODE}.rb` });
    expect(
      code
        .split('\n')
        .filter(
          (line) => line.includes('globalThis') && !line.trimStart().startsWith('//') && !/'[^']*globalThis/.test(line),
        ),
    ).toEqual([]);
    expect(tsSyntaxErrors(code, js)).toEqual([]);
    const [v8] = v8ModuleErrors([js ? code : importRoutes(hostile, { js: true }).code]);
    expect(v8).toBeNull();
    const drawn = loadAndDraw(code, __dirname);
    expect(drawn.sideEffect).toBe(false);
    expect(drawn.rows).toEqual(loadAndDraw(importRoutes(benign).code, __dirname).rows);
  });
});
