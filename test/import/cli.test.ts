/**
 * `railroute import`: through the CLI's `main` (output, -o, --js, --all, exit codes), and
 * once as a real process (`bin/railroute.js import`) for stderr and the exit status.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main';

const ROUTES = `Rails.application.routes.draw do
  # the home page
  root 'pages#home'
  devise_for :users
  draw :admin
end
`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-cli-'));
  fs.mkdirSync(path.join(dir, 'config/routes/nested'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'config/routes.rb'), ROUTES);
  fs.writeFileSync(path.join(dir, 'config/routes/admin.rb'), 'namespace :admin do\n  resources :users\nend\n');
  fs.writeFileSync(path.join(dir, 'config/routes/nested/extra.rb'), "get 'extra', to: 'extra#show'\n");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

test('prints the TypeScript module on stdout, TODOs on stderr with their line, exit 0', async () => {
  const { code, out, err } = await run('import', 'config/routes.rb');
  expect(code).toBe(0);
  expect(out.split('\n')).toEqual([
    expect.stringMatching(/^\/\/ written by `railroute import config\/routes.rb` \(sha256 [0-9a-f]{16}\)$/),
    "import type { Mapper } from 'railroute';",
    'export default (r: Mapper): void => {',
    '  // the home page',
    "  r.root('pages#home');",
    '  // TODO(railroute import): devise_for :users',
    "  r.draw('admin');",
    '};',
    '',
  ]);
  expect(err).toBe(
    "config/routes.rb:4: TODO devise_for :users  (devise_for is not part of Rails' routing DSL (a gem's macro?))\n",
  );
});

test('-o writes the file; --js an ES module', async () => {
  expect((await run('import', 'config/routes.rb', '-o', 'config/routes.js', '--js')).code).toBe(0);
  const written = fs.readFileSync(path.join(dir, 'config/routes.js'), 'utf8');
  expect(written).toMatch(
    /^\/\/ written by `railroute import config\/routes.rb -o config\/routes.js` \(sha256 [0-9a-f]{16}\)\n/,
  );
  expect(written).toContain('export default (r) => {');
});

test('--all imports every file under routes/ beside it', async () => {
  const { code, err } = await run('import', 'config/routes.rb', '--all', '--output=config/routes.ts');
  expect(code).toBe(0);
  expect(fs.readFileSync(path.join(dir, 'config/routes/admin.ts'), 'utf8')).toContain(
    "r.namespace('admin', (r) => { r.resources('users'); });",
  );
  expect(fs.readFileSync(path.join(dir, 'config/routes/nested/extra.ts'), 'utf8')).toContain(
    "r.get('extra', { path: 'extra', to: 'extra#show' });",
  );
  expect(err).toContain('wrote config/routes/admin.ts');
});

test.each([
  [['import'], 1, /missing <routes.rb>/],
  [['import', 'nope.rb'], 1, /cannot read nope.rb: ENOENT/],
  [['import', 'a.rb', '--bogus'], 1, /unknown option --bogus/],
  [['import', 'a.rb', '-o'], 1, /-o needs a value/],
  [['import', 'a.rb', 'b.rb'], 1, /unexpected argument b.rb/],
])('%j exits %i', async (args, status, message) => {
  const { code, err } = await run(...args);
  expect(code).toBe(status);
  expect(err).toMatch(message);
});

test('Ruby that does not parse: exit 2 with the parser message and line', async () => {
  fs.writeFileSync(path.join(dir, 'bad.rb'), "Rails.application.routes.draw do\n  get 'a',\n  resources :x do\nend\n");
  const { code, out, err } = await run('import', 'bad.rb');
  expect(code).toBe(2);
  expect(out).toBe('');
  expect(err).toMatch(/^railroute import: bad\.rb:3: \S.*\n$/);
});

test('the help of both commands lists import', async () => {
  expect((await run('--help')).out).toContain('railroute import <routes.rb> [-o FILE] [--js] [--all]');
  expect((await run('import', '--help')).out).toMatch(/^Usage: railroute import <routes.rb> \[options\]/);
});

test('as a process: stdout is the module, stderr only the TODOs (no WASI warning)', () => {
  const bin = path.resolve(__dirname, '../../bin/railroute.js');
  const result = spawnSync(process.execPath, [bin, 'import', 'config/routes.rb'], { cwd: dir, encoding: 'utf8' });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain("r.root('pages#home');");
  expect(result.stderr).toBe(
    "config/routes.rb:4: TODO devise_for :users  (devise_for is not part of Rails' routing DSL (a gem's macro?))\n",
  );
  fs.writeFileSync(path.join(dir, 'bad.rb'), 'resources :x do\n');
  expect(spawnSync(process.execPath, [bin, 'import', 'bad.rb'], { cwd: dir, encoding: 'utf8' }).status).toBe(2);
}, 60_000);

describe('what the CLI refuses', () => {
  const deep = `Rails.application.routes.draw do\n${'scope :a do\n'.repeat(150)}${'end\n'.repeat(150)}end\n`;
  const write = (file: string, text: string): void => fs.writeFileSync(path.join(dir, file), text);
  const read = (file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');

  test('a deeply nested file exits 2 with a clear message; a valid file then imports in the same process', async () => {
    write('deep.rb', deep);
    const refused = await run('import', 'deep.rb');
    expect(refused).toEqual({
      code: 2,
      out: '',
      err: 'railroute import: deep.rb: the Ruby is nested too deeply for the importer\n',
    });
    const { code, out } = await run('import', 'config/routes.rb');
    expect(code).toBe(0);
    expect(out).toContain("r.root('pages#home');");
  });

  test('-o refuses a symbolic link (even with --force); the target is untouched', async () => {
    write('target.ts', 'hand-written\n');
    fs.symlinkSync(path.join(dir, 'target.ts'), path.join(dir, 'config/routes.ts'));
    for (const args of [[], ['--force']]) {
      const { code, err } = await run('import', 'config/routes.rb', '-o', 'config/routes.ts', ...args);
      expect(code).toBe(1);
      expect(err).toMatch(/not writing config\/routes\.ts: it is a symbolic link\n$/);
    }
    expect(read('target.ts')).toBe('hand-written\n');
  });

  test('--all refuses a symbolic link beside a routes file, and writes nothing', async () => {
    write('elsewhere.ts', 'x\n');
    fs.symlinkSync(path.join(dir, 'elsewhere.ts'), path.join(dir, 'config/routes/nested/extra.ts'));
    const { code, err } = await run('import', 'config/routes.rb', '--all', '-o', 'config/routes.ts');
    expect(code).toBe(1);
    expect(err).toContain('not writing config/routes/nested/extra.ts: it is a symbolic link');
    expect(read('elsewhere.ts')).toBe('x\n');
    expect(fs.existsSync(path.join(dir, 'config/routes.ts'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'config/routes/admin.ts'))).toBe(false);
  });

  test('-o and --all refuse to replace a file the importer did not write; --force replaces it; its own files are replaced', async () => {
    write('config/routes.ts', '// my routes\nexport default () => {};\n');
    write('config/routes/admin.ts', 'hand-written\n');
    const refused = await run('import', 'config/routes.rb', '--all', '-o', 'config/routes.ts');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'not writing config/routes.ts: it exists and was not written by railroute import (--force replaces it)',
    );
    expect(read('config/routes/admin.ts')).toBe('hand-written\n');
    expect((await run('import', 'config/routes.rb', '--all', '-o', 'config/routes.ts', '--force')).code).toBe(0);
    expect(read('config/routes/admin.ts')).toMatch(/^\/\/ written by `railroute import /);
    write('config/routes/admin.rb', 'namespace :staff do\n  resources :users\nend\n');
    expect((await run('import', 'config/routes.rb', '--all', '-o', 'config/routes.ts')).code).toBe(0);
    expect(read('config/routes/admin.ts')).toContain("r.namespace('staff'");
  });

  test('-o refuses to replace a module edited since the importer wrote it, says which and how to go on; --force replaces it', async () => {
    expect((await run('import', 'config/routes.rb', '-o', 'config/routes.ts')).code).toBe(0);
    // Unedited: the next run replaces it.
    expect((await run('import', 'config/routes.rb', '-o', 'config/routes.ts')).code).toBe(0);
    const edited = read('config/routes.ts').replace("r.root('pages#home');", "r.root('pages#landing');");
    write('config/routes.ts', edited);
    const refused = await run('import', 'config/routes.rb', '-o', 'config/routes.ts');
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: expect.stringContaining(
        'railroute import: not writing config/routes.ts: it was changed since railroute import wrote it (--force replaces it and loses the changes; or import to another file and carry them over)\n',
      ),
    });
    expect(read('config/routes.ts')).toBe(edited);
    // A module from before the hash (the header alone) cannot show it is unedited: refused too.
    write(
      'config/routes.ts',
      '// written by `railroute import config/routes.rb -o config/routes.ts`\nexport default () => {};\n',
    );
    expect((await run('import', 'config/routes.rb', '-o', 'config/routes.ts')).err).toContain('it was changed since');
    expect((await run('import', 'config/routes.rb', '-o', 'config/routes.ts', '--force')).code).toBe(0);
    expect(read('config/routes.ts')).toContain("r.root('pages#home');");
  });

  test('-o refuses the input file itself', async () => {
    const { code } = await run('import', 'config/routes.rb', '-o', 'config/routes.rb');
    expect(code).toBe(1);
    expect(read('config/routes.rb')).toBe(ROUTES);
  });

  test('TODO lines and names reach the terminal with control characters escaped', async () => {
    write(
      'esc\x1b[2J.rb',
      'Rails.application.routes.draw do\n  devise_for :users # \x1b]0;owned\x07 \x1b[31mred\u2028x\nend\n',
    );
    const { code, err } = await run('import', 'esc\x1b[2J.rb');
    expect(code).toBe(0);
    expect(err).toBe(
      "esc\\u001b[2J.rb:2: TODO devise_for :users # \\u001b]0;owned\\u0007 \\u001b[31mred\\u2028x  (devise_for is not part of Rails' routing DSL (a gem's macro?))\n",
    );
  });
});
