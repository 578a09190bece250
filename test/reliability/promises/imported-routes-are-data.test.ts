/**
 * The Security promise "Imported routes are data" (README, docs/middleware-and-security.md), as
 * the guide states it: the module `railroute import` writes is inert whatever the Ruby holds —
 * nothing from a comment, TODO line or file name ends its comment (`\r`, U+2028, U+2029),
 * every value is a literal (what would need Ruby to run is a TODO), an integer beyond 2^53 is a
 * TODO; input nested too deeply or over 2 MB is refused (exit 2) without harming the next
 * file; `-o` never writes through a symbolic link nor over a file the importer did not write
 * (`--force` replaces one). The full suites: test/import/inert-module.test.ts,
 * hostile-ruby.property.test.ts, robustness.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../../src/cli/main';
import { importRoutes } from '../../../src/import/import-routes';

const wrap = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-data-promise-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

/** The module's code lines: what is not a comment. */
const codeLines = (module: string): string[] =>
  module.split(/\r\n|[\n\r\u2028\u2029]/).filter((line) => line.trim() !== '' && !line.trim().startsWith('//'));

test('Imported routes are data', async () => {
  // Nothing ends a comment: the Ruby's comment and TODO text stay comments.
  for (const end of ['\r', '\u2028', '\u2029']) {
    const { code } = importRoutes(
      wrap(`# note${end}process.exit(1)\nfoo "x${end}process.exit(2)"\nget 'a', to: 'a#b'`),
    );
    expect(codeLines(code).filter((line) => line.includes('process.exit'))).toEqual([]);
  }
  // Every value is a literal: what needs Ruby to run is a TODO, not code.
  const needsRuby = importRoutes(
    wrap(`get 'a', to: 'a#b', defaults: { k: "#{\`id\`}", n: ENV['X'] }\nget 'b', to: 'b#c'`),
  );
  expect(needsRuby.todos.map((todo) => todo.text)).toEqual(['k: "#{`id`}"', "n: ENV['X']"]);
  expect(codeLines(needsRuby.code).join('\n')).not.toMatch(/ENV|`id`/);
  // An integer beyond 2^53 is a TODO, not another number.
  const big = importRoutes(wrap("get 'a', to: 'a#b', defaults: { n: 9007199254740993 }"));
  expect(big.todos.map((todo) => todo.reason)).toEqual([expect.stringContaining('beyond 2^53')]);
  expect(codeLines(big.code).join('\n')).not.toContain('9007199254740992');
  // Refused input (exit 2), and the next file imports as before.
  fs.writeFileSync(path.join(dir, 'valid.rb'), wrap('resources :photos'));
  const expected = await run('import', 'valid.rb');
  fs.writeFileSync(
    path.join(dir, 'deep.rb'),
    wrap(`${'scope :a do\n'.repeat(400)}get 'x', to: 'a#b'\n${'end\n'.repeat(400)}`),
  );
  fs.writeFileSync(path.join(dir, 'huge.rb'), wrap(`# ${'x'.repeat(2 * 1024 * 1024)}`));
  for (const refused of ['deep.rb', 'huge.rb']) {
    expect((await run('import', refused)).code).toBe(2);
    expect(await run('import', 'valid.rb')).toEqual(expected);
  }
  // -o: never over a file it did not write (unless --force), never through a symbolic link.
  fs.writeFileSync(path.join(dir, 'mine.ts'), '// my own file\n');
  expect((await run('import', 'valid.rb', '-o', 'mine.ts')).code).toBe(1);
  expect(fs.readFileSync(path.join(dir, 'mine.ts'), 'utf8')).toBe('// my own file\n');
  expect((await run('import', 'valid.rb', '-o', 'mine.ts', '--force')).code).toBe(0);
  fs.writeFileSync(path.join(dir, 'target.ts'), 'precious\n');
  fs.symlinkSync(path.join(dir, 'target.ts'), path.join(dir, 'linked.ts'));
  expect((await run('import', 'valid.rb', '-o', 'linked.ts', '--force')).code).toBe(1);
  expect(fs.readFileSync(path.join(dir, 'target.ts'), 'utf8')).toBe('precious\n');
});
