/**
 * `railroute routes --unreachable`: the listing, exit code 1 when there are any (as
 * `--unused`), refused beside `-E`. In a file of its own: the modules are draw blocks, drawn
 * by the CLI's loader, which must not find railroute already loaded by the test (one realm).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main';

test('railroute routes --unreachable lists them and exits 1; 0 when there are none; not with -E', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-unreachable-'));
  const run = async (...args: string[]) => {
    let out = '';
    let err = '';
    const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
    return { code, out, err };
  };
  try {
    // Draw blocks, as `railroute import` writes them: drawn into a Router of the CLI's loader.
    fs.writeFileSync(
      path.join(dir, 'routes.ts'),
      "export default (r: any) => { r.get(':id', { to: 'pages#show' }); r.get(':id', { to: 'topics#show' }); };\n",
    );
    fs.writeFileSync(path.join(dir, 'fine.ts'), "export default (r: any) => { r.resources('photos'); };\n");
    expect(await run('routes', 'routes.ts', '--unreachable')).toEqual({
      code: 1,
      out: [
        'Found 1 unreachable route (an earlier route without request constraints takes every request they match):',
        '',
        'Prefix Verb URI Pattern    Controller#Action',
        '       GET  /:id(.:format) topics#show  (taken by GET /:id(.:format) pages#show)',
        '',
      ].join('\n'),
      err: '',
    });
    expect(await run('routes', 'fine.ts', '--unreachable')).toEqual({
      code: 0,
      out: 'No unreachable routes found.\n',
      err: '',
    });
    expect((await run('routes', 'fine.ts', '--unreachable', '-E')).err).toBe(
      'railroute: --unreachable lists routes of its own: not with -E\n',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
