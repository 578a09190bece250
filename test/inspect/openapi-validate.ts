/**
 * The OpenAPI 3.1 JSON schema check, by @seriousme/openapi-schema-validator (ESM only: jest's
 * VM has no native `import()`, so it runs in a Node child process, every document in one go).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Validation {
  valid: boolean;
  version?: string;
  errors?: unknown;
}

const SCRIPT = `
import { Validator } from '@seriousme/openapi-schema-validator';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const document of JSON.parse(input)) {
  const validator = new Validator();
  const result = await validator.validate(document);
  out.push({ valid: result.valid, version: validator.version, ...(result.valid ? {} : { errors: result.errors }) });
}
process.stdout.write(JSON.stringify(out));
`;

export function validateOpenApi(documents: readonly unknown[]): Validation[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    input: JSON.stringify(documents),
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Validation[];
}
