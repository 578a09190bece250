/**
 * The `--client` module carries the server's own URL rules: src/generators/client-rules.ts is
 * src/url-rules/ compiled, every rule the module needs is defined at its top level, and
 * nothing of a module system is left in it.
 */
import { CLIENT_RULES } from '../../src/generators/client-rules';
import { compileClientRules, generatedFile, GENERATED, RULE_FILES, RULES_DIR } from './client-rules-source';
import fs from 'node:fs';

test('the shipped rules are src/url-rules/ as compiled today (else: client-rules-source.ts --write)', () => {
  expect(fs.readFileSync(GENERATED, 'utf8')).toBe(generatedFile(compileClientRules()));
  expect(CLIENT_RULES).toBe(compileClientRules().trimEnd());
});

test('the shipped rules list every file of src/url-rules/: no rule is left out of the module', () => {
  const files = fs.readdirSync(RULES_DIR).filter((file) => file.endsWith('.ts'));
  expect([...RULE_FILES].sort()).toEqual(files.sort());
  const listed = CLIENT_RULES.match(/^\/\/ url-rules\/.*$/gm)?.map((line) => line.slice('// url-rules/'.length));
  expect(listed?.sort()).toEqual(files.sort());
});

test('the rules stand alone: no import, require or export but the two error classes', () => {
  expect(CLIENT_RULES).not.toMatch(/\bimport\b|\brequire\(|\bexports\b|\bmodule\./);
  expect(CLIENT_RULES.match(/^export .*$/gm)).toEqual([
    'export class ArgumentError extends TypeError {',
    'export class UrlGenerationError extends Error {',
  ]);
  // Everything the browser runtime calls is declared here.
  for (const name of [
    'splitArguments',
    'fillRequiredParts',
    'fillPositional',
    'toParamValue',
    'toQuery',
    'encodeSegment',
    'encodeSlashedText',
    'encodeFragment',
    'urlOrigin',
    'hasOwn',
    'setOwn',
    'isPlainObject',
    'routeUrl',
    'prepareRoute',
    'takeMountValues',
    'mountOrigin',
  ]) {
    expect(CLIENT_RULES).toMatch(new RegExp(`^function ${name}\\(`, 'm'));
  }
  for (const name of ['URL_OPTION_NAMES', 'ORIGIN_OPTION_NAMES', 'CAMEL_URL_OPTIONS'])
    expect(CLIENT_RULES).toMatch(new RegExp(`^const ${name} = `, 'm'));
});
