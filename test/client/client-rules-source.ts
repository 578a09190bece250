/**
 * Compiles the URL rules (src/url-rules/) into the JavaScript the `--client` module carries,
 * and writes it into src/generators/client-rules.ts:
 * `npx ts-node --transpile-only test/client/client-rules-source.ts --write` after a change
 * to a rule (client-rules.test.ts fails until then). The rules files are compiled in the
 * order they depend on each other, as ES modules, comments dropped (but a first line naming
 * each file); their imports and `export` keywords go (the module defines every rule at its
 * top level), but for the two error classes, which the module exports.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const RULES_DIR = path.join(__dirname, '../../src/url-rules');
/** Each file after the files it imports. */
export const RULE_FILES = [
  'errors.ts',
  'url-options.ts',
  'values.ts',
  'absolute-url.ts',
  'query.ts',
  'arguments.ts',
  'generation.ts',
  'origin.ts',
  'value-program.ts',
  'route-data.ts',
  'route-url.ts',
  'mount.ts',
];
export const GENERATED = path.join(__dirname, '../../src/generators/client-rules.ts');

export function compileClientRules(): string {
  const parts = RULE_FILES.map((file) => {
    const source = fs.readFileSync(path.join(RULES_DIR, file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        removeComments: true,
        isolatedModules: true,
      },
    });
    const body = outputText
      .split('\n')
      .filter((line) => !/^(import |export \{.*\};?$)/.test(line))
      .map((line) => (file === 'errors.ts' && line.startsWith('export class ') ? line : line.replace(/^export /, '')))
      .join('\n')
      .trim();
    return `// url-rules/${file}\n${body}`;
  });
  return `${parts.join('\n\n')}\n`;
}

export function generatedFile(rules: string): string {
  const lines = rules
    .trimEnd()
    .split('\n')
    .map((line) => `  ${JSON.stringify(line)},`);
  return [
    '/**',
    ' * Generated from src/url-rules/ by test/client/client-rules-source.ts: do not edit, run',
    ' * `npx ts-node --transpile-only test/client/client-rules-source.ts --write` (test/client/client-rules.test.ts',
    ' * fails until the text is that of the rules).',
    ' *',
    ' * The URL rules as the JavaScript the `--client` module carries: the very rules the',
    " * server's helpers run, compiled. Kept as text rather than read at run time (a function's",
    ' * own source, the compiled `.js` file) because that text would depend on the loader that',
    " * compiled the rules (tsc for `dist`, ts-jest, ts-node, the CLI's jiti): the module would then",
    ' * differ, byte for byte, with the way railroute was loaded.',
    ' */',
    'export const CLIENT_RULES = [',
    ...lines,
    "].join('\\n');",
    '',
  ].join('\n');
}

if (require.main === module && process.argv.includes('--write'))
  fs.writeFileSync(GENERATED, generatedFile(compileClientRules()));
