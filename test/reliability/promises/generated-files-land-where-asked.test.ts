/**
 * The Security promise "Generated files land where asked" (README,
 * docs/middleware-and-security.md), as the guide states it, through the CLI's output and
 * delivery steps (`routesOutput`, `deliverRoutesOutput`): every
 * file `railroute routes -o` writes (the browser module's `.d.ts` too) goes to a new file or
 * one railroute wrote, never through a symbolic link (the file or a folder of its path), over
 * another file only with `--force`, a module and its `.d.ts` both or neither; `--exclude`
 * leaves a route out of the browser module and the OpenAPI document, an engine's by
 * `<mount as>.<route name>` (its helper, path and constraint source nowhere in the text); the
 * router's `defaultUrlOptions` are in the browser module only with `--default-url-options`.
 * The full suites: test/inspect/output-files.test.ts, test/support/output-file-links.test.ts,
 * test/inspect/route-selection.property.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router } from '../../../src';
import { CliError } from '../../../src/cli/cli-error';
import { deliverRoutesOutput, routesOutput } from '../../../src/cli/routes-output';
import { checkFlagCombinations, parseRoutesArguments, routeFilters } from '../../../src/cli/routes-options';

let dir: string;
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-land-promise-')));
  // The module the output names (the OpenAPI title comes from beside it); its Router is router().
  fs.writeFileSync(path.join(dir, 'routes.js'), '');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function router(): Router {
  const blog = new Router({ name: 'blog' }).draw((r) => {
    r.get('posts', { to: 'posts#index', as: 'posts' });
    r.get('vault/:key', { to: 'vault#show', as: 'admin_vault', constraints: { key: /k9vault[a-z]+/ } });
  });
  return new Router({ defaultUrlOptions: { host: 'app.example.test' } }).draw((r) => {
    r.resources('photos', { only: ['index'] });
    r.get('hidden/:token', { to: 'hidden#show', as: 'admin_hidden', constraints: { token: /t0ken[a-z]+/ } });
    r.mount(blog, { at: 'blog' });
  });
}

/**
 * `railroute routes routes.js <args>` with the module's Router already loaded: the CLI's own
 * output and delivery steps (a module loaded in-process more than once would be loaded into
 * jest's realm again; test/inspect/cli-project.test.ts runs the installed bin).
 */
function run(...args: string[]): { code: number; out: string; err: string } {
  let out = '';
  const module = path.join(dir, 'routes.js');
  const options = parseRoutesArguments([module, ...args]);
  checkFlagCombinations(options);
  try {
    const output = routesOutput({ router: router(), module, cwd: dir, options, filters: routeFilters(options) });
    deliverRoutesOutput(output, options, dir, (text) => (out += text));
    return { code: output.code, out, err: '' };
  } catch (error) {
    if (error instanceof CliError) return { code: 1, out, err: `railroute: ${error.message}\n` };
    throw error;
  }
}

const at = (file: string): string => path.join(dir, file);
const read = (file: string): string => fs.readFileSync(at(file), 'utf8');
const EXCLUDE = ['--exclude', '(^|\\.)admin_'];

test('Generated files land where asked', () => {
  // Written where asked, the .d.ts beside the module; what --exclude leaves out is nowhere in it.
  expect(run('--client', ...EXCLUDE, '-o', 'public/routes.js')).toEqual({
    code: 0,
    out: '',
    err: '',
  });
  const client = read('public/routes.js') + read('public/routes.d.ts');
  expect(client).toContain('photos_path');
  expect(client).toContain('posts_path');
  for (const left of ['admin_hidden', 'adminHidden', 'hidden', 't0ken', 'admin_vault', 'vault', 'k9vault'])
    expect(client).not.toContain(left);
  expect(client).not.toContain('app.example.test');
  const openapiRun = run('--openapi', ...EXCLUDE);
  expect(openapiRun.err).toBe('');
  const openapi = openapiRun.out;
  expect(openapi).toContain('/blog/posts');
  for (const left of ['hidden', 't0ken', 'vault', 'k9vault']) expect(openapi).not.toContain(left);
  // The router's defaultUrlOptions only when asked.
  expect(run('--client', '--default-url-options').out).toContain('app.example.test');
  // Its own files it replaces; another file only with --force, and a module and its .d.ts both or neither.
  expect(run('--client', '-o', 'public/routes.js').code).toBe(0);
  fs.writeFileSync(at('public/routes.d.ts'), '// my own types\n');
  const refused = run('--client', ...EXCLUDE, '-o', 'public/routes.js');
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('not writing public/routes.d.ts');
  // Neither written: the module is still the one without --exclude.
  expect(read('public/routes.js')).toContain('admin_hidden');
  expect(read('public/routes.d.ts')).toBe('// my own types\n');
  expect(run('--client', '-o', 'public/routes.js', '--force').code).toBe(0);
  expect(read('public/routes.d.ts')).not.toBe('// my own types\n');
  // Never through a symbolic link: the file, or a folder of its path; not even forced.
  fs.mkdirSync(at('elsewhere'));
  fs.symlinkSync(at('elsewhere'), at('linked'));
  fs.writeFileSync(at('elsewhere/precious.js'), 'precious\n');
  fs.symlinkSync(at('elsewhere/precious.js'), at('public/link.js'));
  for (const output of ['linked/routes.js', 'public/link.js'])
    expect(run('--client', '-o', output, '--force').code).toBe(1);
  expect(fs.readdirSync(at('elsewhere'))).toEqual(['precious.js']);
  expect(read('elsewhere/precious.js')).toBe('precious\n');
});
