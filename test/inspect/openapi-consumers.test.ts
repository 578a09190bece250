/**
 * `routes --openapi` as its consumers take it: redocly's recommended rules find no error (and
 * only the warnings docs/command-line.md names with their reason), and openapi-typescript's
 * types type-check under `--strict` with each path parameter typed; for the example app, a
 * table with engines, constraints, globs and optional parts, and generated tables.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { Router } from '../../src';
import { router as exampleRouter } from '../../examples/routes';
import { lintOpenApi, openApiTypes, typeAssertions, typeCheck } from './openapi-consumers';
import { clashes, documentOf, generated, table } from './openapi-tables';

const guide = fs.readFileSync(path.resolve(__dirname, '../../docs/command-line.md'), 'utf8');

const documents: Record<string, OpenAPIV3_1.Document> = {
  example: documentOf(exampleRouter),
  exampleWithoutFormat: documentOf(exampleRouter, { formatPaths: false }),
  table: documentOf(table),
  clashes: documentOf(clashes),
  localhost: documentOf(
    new Router({ defaultUrlOptions: { host: 'localhost', port: 3000 } }).draw((r) => r.resources('notes')),
  ),
  ...Object.fromEntries(generated.map((router, i) => [`generated${i}`, documentOf(router)])),
};

/** What the generator gave before it served client generators: no summary, servers, security, responses; an id twice. */
function unfit(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const copy = JSON.parse(JSON.stringify(document)) as OpenAPIV3_1.Document;
  delete copy.servers;
  delete copy.security;
  const operations = Object.values(copy.paths ?? {}).flatMap((item) =>
    Object.values(item ?? {}),
  ) as OpenAPIV3_1.OperationObject[];
  delete operations[0]!.summary;
  operations[1]!.operationId = operations[2]!.operationId;
  return copy;
}

test('redocly lint, recommended rules: no error in any document, and each warning is a rule the guide names', () => {
  const problems = lintOpenApi({ ...documents, unfit: unfit(documents.table!) });
  const fit = problems.filter((problem) => problem.document !== 'unfit');
  expect(fit.filter((problem) => problem.severity === 'error')).toEqual([]);
  const warned = [...new Set(fit.map((problem) => problem.ruleId))].sort();
  // The example app and the tables reach every warning the guide explains.
  expect(warned).toEqual(['info-license', 'no-ambiguous-paths', 'no-server-example.com', 'operation-4xx-response']);
  expect(warned.filter((rule) => !guide.includes(`\`${rule}\``))).toEqual([]);
  // The linter does look: the document without what this generator adds fails.
  const errors = new Set(
    problems
      .filter((problem) => problem.document === 'unfit' && problem.severity === 'error')
      .map((problem) => problem.ruleId),
  );
  expect([...errors].sort()).toEqual([
    'no-empty-servers',
    'operation-operationId-unique',
    'operation-summary',
    'security-defined',
  ]);
}, 120_000);

test('openapi-typescript: the types type-check under --strict, every operation is operations[operationId] with its default response and its path parameters typed', () => {
  const chosen = ['example', 'exampleWithoutFormat', 'table', 'clashes', 'generated0', 'generated1'];
  const types = openApiTypes(chosen.map((name) => documents[name]));
  const files: Record<string, string> = {};
  let count = 0;
  chosen.forEach((name, i) => {
    files[`${name}.ts`] = types[i]!;
    const assertions = typeAssertions(documents[name]!, name);
    files[`${name}.check.ts`] = assertions.code;
    count += assertions.count;
  });
  // The checks can fail: a path parameter typed as a number, an operation that is not there.
  files['wrong.check.ts'] = [
    "import type { paths, operations } from './table';",
    'declare function assert<T extends true>(): void;',
    'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
    "assert<Equal<paths['/photos/{id}']['get']['parameters']['path'], { id: number }>>();",
    "assert<Equal<paths['/photos/{id}']['get']['parameters']['path'], { id: string; format: string }>>();",
    "export type Missing = operations['photos#update'];",
    '',
  ].join('\n');
  const diagnostics = typeCheck(files);
  expect(diagnostics.filter((line) => !line.startsWith('wrong.check.ts:'))).toEqual([]);
  expect(diagnostics.map((line) => line.split(':')[1])).toEqual(['4', '5', '6']);
  expect(count).toBeGreaterThan(500);
}, 120_000);
