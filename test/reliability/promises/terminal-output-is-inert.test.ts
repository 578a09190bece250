/**
 * The Security promise "Terminal output is inert" (README, docs/middleware-and-security.md), as
 * the guide states it, through the CLI's `main`: what railroute prints shows every character
 * that would act instead of showing (controls, bidirectional overrides and isolates, line
 * separators) as its `\uNNNN` escape — in arguments and file names, in the `rails routes`
 * table (plain, `-E`), in `--json`, and in `railroute import`'s module and TODO lines.
 * The full suites: test/adversarial/terminal-output.property.test.ts, cli-arguments.property.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../../src/cli/main';

const ROOT = path.resolve(__dirname, '../../..');
const ACTING = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-inert-promise-'));
  fs.writeFileSync(
    path.join(dir, 'routes.cjs'),
    `const { Router } = require(${JSON.stringify(path.join(ROOT, 'src'))});
module.exports = new Router().draw((r) => {
  r.get('things/:id', { to: 'things#show', defaults: { k: 'v\\u202e\\u2066\\u2028\\u0085w' }, constraints: { id: new RegExp('a\\u2067') } });
});
`,
  );
  fs.writeFileSync(
    path.join(dir, 'routes.rb'),
    'Rails.application.routes.draw do\n  get "a", to: "x#y", defaults: { k: "\u202e" }\n  foo "\u2066\u001b[2J"\nend\n',
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

test('Terminal output is inert', async () => {
  const table = await run('routes', 'routes.cjs');
  expect(table.out).toContain('things#show {k: "v\\u202e\\u2066\\u2028\\u0085w", id: /a\\u2067/}');
  for (const flags of [[], ['-E'], ['--json']]) {
    const { code, out } = await run('routes', 'routes.cjs', ...flags);
    expect(code).toBe(0);
    expect(out.replace(/\n/g, '')).not.toMatch(ACTING);
  }
  const json = await run('routes', 'routes.cjs', '--json');
  expect(JSON.parse(json.out)[0].defaults.k).toBe('v\u202e\u2066\u2028\u0085w');
  // An argument and a file name.
  const missing = await run('routes', 'no\u001b[31mfile\u202e.js');
  expect([missing.code, missing.err.replace(/\n$/, '')]).toEqual([1, expect.not.stringMatching(ACTING)]);
  expect(missing.err).toContain('no\\u001b[31mfile\\u202e.js');
  // The importer's module and its TODO line.
  const imported = await run('import', 'routes.rb');
  expect(imported.code).toBe(0);
  expect(imported.out.replace(/\n/g, '')).not.toMatch(ACTING);
  expect(imported.out).toContain("defaults: { k: '\\u202e' }");
  expect(imported.err).toContain('TODO foo "\\u2066\\u001b[2J"');
  expect(imported.err.replace(/\n/g, '')).not.toMatch(ACTING);
});
