/**
 * `--types`: the generated interface types every helper, so a correct call compiles and a
 * typo or a missing parameter fails tsc.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router } from '../../src';

const tsc = path.resolve(__dirname, '../../node_modules/typescript/bin/tsc');

const router = new Router().draw((r) => {
  r.root('pages#home');
  r.resources('photos', (r) => r.resources('comments', { only: ['index', 'show'] }));
  r.scope('(/:locale)', (r) => r.get('about', { to: 'pages#about' }));
  r.get('files/*path', { to: 'files#show', as: 'file' });
  r.direct('homepage', () => 'https://example.com');
  r.get('k/:class/:options', { to: 'k#show', as: 'keyword' });
});

function compiles(dir: string, source: string): { ok: boolean; output: string } {
  fs.writeFileSync(
    path.join(dir, 'use.ts'),
    `import type { RouteHelpers } from './routes';\ndeclare const h: RouteHelpers;\n${source}\n`,
  );
  try {
    execFileSync(process.execPath, [tsc, '-p', dir], { stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout: Buffer }).stdout) };
  }
}

describe('generated RouteHelpers', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-types-'));
    fs.writeFileSync(path.join(dir, 'routes.d.ts'), router.helperTypes());
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'node16', types: [] },
        files: ['use.ts'],
      }),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('every helper call the runtime accepts compiles', () => {
    const calls = [
      'h.root_path()',
      'h.rootUrl({ host: "x.test" })',
      'h.photos_path({ page: 2 })',
      'h.photo_path(1)',
      'h.photo_path("a", "json")',
      'h.photo_path({ id: 1, format: "json" })',
      'h.editPhotoPath({ toParam: () => "1-x" })',
      'h.photo_comments_path(1)',
      'h.photo_comment_path(1, 2)',
      'h.photo_comment_url(1, 2, { anchor: "c" })',
      'h.about_path()',
      'h.about_path("en")',
      'h.about_path(null)',
      'h.about_path({ locale: "nl" })',
      'h.file_path("a/b")',
      'h.homepage_url()',
      'h.url_for({ controller: "photos" })',
      'h.polymorphic_path({ id: 1 })',
      'h.keyword_path("a", "b")',
      'h.keyword_path({ class: "a", options: "b" })',
    ];
    const result = compiles(
      dir,
      calls.map((call) => `export const v${calls.indexOf(call)}: string = ${call};`).join('\n'),
    );
    expect(result).toEqual({ ok: true, output: '' });
    const helpers = router.helpers as unknown as Record<string, unknown>;
    for (const call of calls) expect(typeof helpers[call.slice(2, call.indexOf('('))]).toBe('function');
  }, 60_000);

  test.each([
    ['a typo in a helper name', 'h.phot_path(1)'],
    ['a missing parameter', 'h.photo_path()'],
    ['a missing parent parameter', 'h.photo_comment_path(2)'],
    ['a missing named parameter', 'h.photo_path({ format: "json" })'],
  ])(
    '%s fails tsc',
    (_name, call) => {
      const result = compiles(dir, `export const v = ${call};`);
      expect(result.ok).toBe(false);
      expect(result.output).toMatch(/error TS\d+/);
    },
    60_000,
  );
});

test('with the file in the compilation, `this.helpers` in every controller has its types, without an override', () => {
  const root = path.resolve(__dirname, '../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-controller-helpers-'));
  try {
    fs.writeFileSync(path.join(dir, 'route-helpers.d.ts'), router.helperTypes());
    fs.writeFileSync(
      path.join(dir, 'controllers.ts'),
      [
        "import { Controller } from 'railroute';",
        'export class PhotosController extends Controller {',
        '  show(): void {',
        '    const path: string = this.helpers.photo_comment_path(1, 2) + this.helpers.rootUrl();',
        '    this.res.send(path);',
        '  }',
        '  typo(): void {',
        '    this.helpers.pohto_path(1);',
        '  }',
        '  missing(): void {',
        '    this.helpers.photo_comment_path(1);',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'node16',
          skipLibCheck: true,
          esModuleInterop: true,
          types: ['node'],
          typeRoots: [path.join(root, 'node_modules/@types')],
          paths: { railroute: [path.join(root, 'src/index.ts')] },
        },
        files: ['route-helpers.d.ts', 'controllers.ts'],
      }),
    );
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', dir], { stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stdout: Buffer }).stdout);
    }
    // Errors only in controllers.ts, at the typo (line 8) and the missing parameter (line 11).
    const errors = output.split('\n').filter((line) => /error TS/.test(line));
    expect(errors.map((line) => /([\w-]+\.ts)\((\d+),/.exec(line)?.slice(1, 3))).toEqual([
      ['controllers.ts', '8'],
      ['controllers.ts', '11'],
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
