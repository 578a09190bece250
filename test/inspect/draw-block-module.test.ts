/**
 * `railroute routes` on a module whose default export is a draw block — what `railroute
 * import` writes: the block is drawn into a new Router. coming-from-rails.md's first step
 * (import, then list) runs here as the guide writes it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main';
import { blocksOf } from '../docs/markdown-blocks';
import { commandsOf } from '../docs/shell-commands';

let dir: string;

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-draw-block-'));
  fs.mkdirSync(path.join(dir, 'config/routes'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'config/routes.rb'),
    `Rails.application.routes.draw do
  root 'pages#home'
  resources :photos, only: [:index, :show]
  draw :admin
end
`,
  );
  fs.writeFileSync(
    path.join(dir, 'config/routes/admin.rb'),
    'namespace :admin do\n  resources :users, only: :index\nend\n',
  );
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const TABLE = [
  '     Prefix Verb URI Pattern            Controller#Action',
  '       root GET  /                      pages#home',
  '     photos GET  /photos(.:format)      photos#index',
  '      photo GET  /photos/:id(.:format)  photos#show',
  'admin_users GET  /admin/users(.:format) admin/users#index',
  '',
].join('\n');

test("coming-from-rails.md's first step works as written: import, then list the imported module", async () => {
  const [block] = blocksOf('docs/coming-from-rails.md').filter((b) => b.lang === 'sh');
  const commands = commandsOf(block?.code ?? '');
  expect(commands.map((words) => words.slice(0, 3).join(' '))).toEqual([
    'npx railroute import',
    'npx railroute routes',
  ]);
  // `draw :admin` reads config/routes/admin.ts, which `import --all` writes beside its .rb.
  expect(await run('import', 'config/routes/admin.rb', '-o', 'config/routes/admin.ts')).toMatchObject({ code: 0 });
  const results = [];
  for (const words of commands) results.push(await run(...words.slice(2)));
  expect(results.map((r) => [r.code, r.err.split('\n')[0]])).toEqual([
    [0, 'railroute import: wrote config/routes.ts'],
    [0, ''],
  ]);
  expect(results[1]?.out).toBe(TABLE);
});

test('--unused and -g take the draw block too; nothing is registered, so every route is unused', async () => {
  expect((await run('import', 'config/routes.rb', '--all', '-o', 'config/routes.ts')).code).toBe(0);
  const grep = await run('routes', 'config/routes.ts', '-g', 'admin');
  expect([grep.code, grep.out]).toEqual([
    0,
    `${TABLE.split('\n')[0]}\n${TABLE.split('\n')[4]}\n`.replace(/^ {6}/gm, ''),
  ]);
  const unused = await run('routes', 'config/routes.ts', '--unused');
  expect([unused.code, unused.out.split('\n')[0]]).toEqual([1, 'Found 4 unused routes:']);
});

test('a draw block that throws, and a default export that is no block, say so in one line', async () => {
  fs.writeFileSync(path.join(dir, 'bad.ts'), "export default (r: any) => r.resources('photos', { only: 'nope' });\n");
  fs.writeFileSync(path.join(dir, 'two.ts'), 'export default (a: number, b: number) => a + b;\n');
  const bad = await run('routes', 'bad.ts');
  expect([bad.code, bad.err]).toEqual([1, expect.stringMatching(/^railroute: cannot draw bad\.ts: .+\n$/)]);
  const two = await run('routes', 'two.ts');
  expect([two.code, two.err]).toEqual([
    1,
    expect.stringMatching(/^railroute: two\.ts exports no Router and no draw block/),
  ]);
});
