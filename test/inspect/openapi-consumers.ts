/**
 * The tools that consume `routes --openapi`, run as their users run them, offline: redocly's
 * linter with its recommended rules, and openapi-typescript, whose output `tsc --strict`
 * checks beside assertions on the type of each operation's path parameters.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { OpenAPIV3_1 } from 'openapi-types';

const root = path.resolve(__dirname, '../..');

function inTempDir<T>(run: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-openapi-'));
  try {
    return run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface LintProblem {
  /** The document's name (the key it was given under). */
  document: string;
  ruleId: string;
  severity: string;
  message: string;
}

/**
 * `redocly lint --extends=recommended`, every document in one run. No telemetry and no
 * update check (the only requests it makes), so it runs without a network.
 */
export function lintOpenApi(documents: Record<string, unknown>): LintProblem[] {
  return inTempDir((dir) => {
    const files = Object.entries(documents).map(([name, document]) => {
      fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(document, null, 2));
      return `${name}.json`;
    });
    const cli = require.resolve('@redocly/cli/bin/cli.js', { paths: [root] });
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000000', ...files],
      { cwd: dir, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    // 1: it found errors; anything else but 0 is the tool failing.
    if (run.status !== 0 && run.status !== 1)
      throw new Error(`redocly lint exited ${String(run.status)}: ${run.stderr}`);
    // One JSON report per document, printed back to back (`}{` on a line of its own between them).
    const reports = JSON.parse(`[${run.stdout.replace(/^\}\{$/gm, '},{')}]`) as Array<{
      problems: Array<{
        ruleId: string;
        severity: string;
        message: string;
        location: Array<{ source: { ref: string } }>;
      }>;
    }>;
    if (reports.length !== files.length)
      throw new Error(`redocly lint reported on ${reports.length} of ${files.length} documents`);
    return reports
      .flatMap((report) => report.problems)
      .map((problem) => ({
        document: path.basename(problem.location[0]?.source.ref ?? '', '.json'),
        ruleId: problem.ruleId,
        severity: problem.severity,
        message: problem.message,
      }));
  });
}

/** openapi-typescript is ESM only (jest's VM has no native `import()`): a Node child process, every document in one go. */
const TYPES_SCRIPT = `
import openapiTS, { astToString } from 'openapi-typescript';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const document of JSON.parse(input)) out.push(astToString(await openapiTS(document)));
process.stdout.write(JSON.stringify(out));
`;

/** The TypeScript module openapi-typescript writes for each document. */
export function openApiTypes(documents: readonly unknown[]): string[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', TYPES_SCRIPT], {
    input: JSON.stringify(documents),
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Type assertions on a document's generated types: each operation is `operations[id]`, has
 * its `default` response, its path parameters are exactly its parameters, as strings, its
 * query free-form, and a body only for POST, PUT and PATCH.
 */
export function typeAssertions(document: OpenAPIV3_1.Document, module: string): { code: string; count: number } {
  const lines = [
    `import type { paths, operations } from './${module}';`,
    'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
    'declare function assert<T extends true>(): void;',
  ];
  let count = 0;
  for (const [key, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation === undefined) continue;
      const at = `paths[${JSON.stringify(key)}][${JSON.stringify(method)}]`;
      const inPath = (operation.parameters ?? []).filter(
        (parameter) => (parameter as OpenAPIV3_1.ParameterObject).in === 'path',
      ) as OpenAPIV3_1.ParameterObject[];
      // A string, or the union of the values a format's constraint lists.
      const typeOf = (parameter: OpenAPIV3_1.ParameterObject): string =>
        (parameter.schema as { enum?: string[] }).enum?.map((value) => JSON.stringify(value)).join(' | ') ?? 'string';
      const expected =
        inPath.length === 0
          ? 'undefined'
          : `{ ${inPath.map((parameter) => `${JSON.stringify(parameter.name)}: ${typeOf(parameter)}`).join('; ')} }`;
      lines.push(`assert<Equal<${at}, operations[${JSON.stringify(operation.operationId)}]>>();`);
      lines.push(`assert<Equal<keyof ${at}['responses'], 'default'>>();`);
      lines.push(`assert<Equal<${at}['parameters']['path'], ${expected}>>();`);
      // The free-form query, and for POST, PUT and PATCH the body in both media types.
      lines.push(
        `assert<Equal<NonNullable<${at}['parameters']['query']>, { params?: { [key: string]: unknown } }>>();`,
      );
      lines.push(
        ['post', 'put', 'patch'].includes(method)
          ? `assert<Equal<keyof NonNullable<${at}['requestBody']>['content'], 'application/json' | 'application/x-www-form-urlencoded'>>();`
          : `assert<Equal<${at}['requestBody'], undefined>>();`,
      );
      count += 5;
    }
  }
  lines.push('');
  return { code: lines.join('\n'), count };
}

/**
 * `tsc --strict` over the files (name → code) in a folder of their own, with `options` on top
 * (`paths` for packages they import); the diagnostics as `file:line: message`.
 */
export function typeCheck(files: Record<string, string>, options: ts.CompilerOptions = {}): string[] {
  return inTempDir((dir) => {
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
    const program = ts.createProgram(
      Object.keys(files).map((name) => path.join(dir, name)),
      {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts'],
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
        ...options,
      },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where =
        d.file && d.start !== undefined
          ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: `
          : '';
      return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  });
}
