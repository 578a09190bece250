/**
 * What `npm pack` ships: a LICENSE matching package.json, no install-time scripts (an
 * installed tarball runs nothing and prints no warning: dist/ is built by `prepack`), and no
 * source maps pointing at src/, which is not shipped. Checked by hand as well: `npm pack`,
 * then `npm install ./railroute-*.tgz` in an empty folder, `require` and `import` (README).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  license: string;
  files: string[];
  scripts: Record<string, string>;
};

test('LICENSE is the MIT license package.json names', () => {
  expect(manifest.license).toBe('MIT');
  expect(fs.readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
});

test('no script runs when the tarball is installed; prepack builds dist/', () => {
  for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
    expect(manifest.scripts[hook]).toBeUndefined();
  expect(manifest.scripts.prepack).toContain('npm run build');
  // docs/: the guides the README links to (docs/api, generated, is ignored); ARCHITECTURE.md
  // and CHANGELOG.md, which they link to (test/docs/shipped-links.test.ts).
  expect(manifest.files).toEqual(['dist', 'bin', 'docs', 'ARCHITECTURE.md', 'CHANGELOG.md']);
});

test('the build emits no source maps (src/ is not shipped)', () => {
  const config = fs.readFileSync(path.join(root, 'tsconfig.build.json'), 'utf8');
  expect(config).not.toMatch(/"sourceMap"\s*:\s*true|"declarationMap"\s*:\s*true|"inlineSourceMap"\s*:\s*true/);
  expect(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).not.toMatch(
    /"sourceMap"\s*:\s*true|"declarationMap"\s*:\s*true/,
  );
});
