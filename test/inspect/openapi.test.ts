/**
 * `railroute routes --openapi`: the document of a table (path items per optional-part
 * expansion, operations per verb, operationId, tags, constraint patterns, engines under their
 * mounts), nothing invented, valid against the OpenAPI 3.1 schema for the example app and
 * generated tables, through the CLI in-process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { main } from '../../src/cli/main';
import { expandOptional, generateOpenApi } from '../../src/generators/openapi';
import { camelCase } from '../../src/generators/openapi-ids';
import { PathPattern } from '../../src/definition/path-pattern';
import { router as exampleRouter } from '../../examples/routes';
import { clashes, documentOf, generated, table } from './openapi-tables';
import { validateOpenApi } from './openapi-validate';

const root = path.resolve(__dirname, '../..');

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '\\d+' } };
const format = { name: 'format', in: 'path', required: true, schema: { type: 'string' } };
const plain = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

/** Every operation's query parameters: free-form, each field its own pair (`?page=2`). */
const query = {
  name: 'params',
  in: 'query',
  required: false,
  description: 'Query parameters, merged into the action’s params (the routes do not say which it reads).',
  style: 'form',
  explode: true,
  schema: { type: 'object', additionalProperties: true },
};
/** POST, PUT and PATCH: an optional JSON or form body, free-form. */
const body = {
  description: 'Fields merged into the action’s params, as JSON or as a form (the routes do not say which it reads).',
  required: false,
  content: {
    'application/json': { schema: { type: 'object', additionalProperties: true } },
    'application/x-www-form-urlencoded': { schema: { type: 'object', additionalProperties: true } },
  },
};

/** An operation as the generator writes it: summary the endpoint, the query, a body for `withBody`, the `default` response described. */
function op(
  operationId: string,
  summary: string,
  parameters: unknown[],
  tag?: string,
  withBody = false,
): Record<string, unknown> {
  return {
    operationId,
    summary,
    ...(tag === undefined ? {} : { tags: [tag] }),
    parameters: [...parameters, query],
    ...(withBody ? { requestBody: body } : {}),
    responses: { default: { description: `The response of ${summary} (the routes do not describe it).` } },
  };
}

test('the document of a table', () => {
  const locale = { ...plain('locale'), schema: { type: 'string', pattern: '[a-z]{2}' } };
  const book = { ...plain('id'), schema: { type: 'string', pattern: '[a-z]+' } };
  expect(documentOf(table)).toEqual({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    // No defaultUrlOptions: the server OpenAPI assumes when there is none.
    servers: [{ url: '/' }],
    security: [],
    tags: [
      { name: 'any', description: 'Routes to the any controller: handle.' },
      { name: 'books', description: 'Routes to the books controller: show.' },
      { name: 'dav', description: 'Routes to the dav controller: propfind.' },
      { name: 'files', description: 'Routes to the files controller: show.' },
      { name: 'kinds', description: 'Routes to the kinds controller: show.' },
      { name: 'photos', description: 'Routes to the photos controller: show, update.' },
    ],
    paths: {
      // PATCH is declared before PUT: PUT's id takes its verb.
      '/photos/{id}': {
        get: op('photo', 'photos#show', [idParam], 'photos'),
        patch: op('photosUpdate', 'photos#update', [idParam], 'photos', true),
        put: op('photosUpdatePut', 'photos#update', [idParam], 'photos', true),
      },
      '/photos/{id}.{format}': {
        get: op('photoWithFormat', 'photos#show', [idParam, format], 'photos'),
        patch: op('photosUpdateWithFormat', 'photos#update', [idParam, format], 'photos', true),
        put: op('photosUpdateWithFormatPut', 'photos#update', [idParam, format], 'photos', true),
      },
      // A glob is one parameter.
      '/files/{path}': { get: op('file', 'files#show', [plain('path')], 'files') },
      // `via: 'all'`: the usual verbs, each past the first with its verb; `/ab/i` as the router reads it.
      ...Object.fromEntries(
        ['', 'WithFormat'].map((suffix) => {
          const parameters = [
            { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '[aA][bB]' } },
            ...(suffix ? [format] : []),
          ];
          const ops = ['get', 'post', 'put', 'patch', 'delete'].map((method) => [
            method,
            op(
              `any${suffix}${method === 'get' ? '' : method[0]!.toUpperCase() + method.slice(1)}`,
              'any#handle',
              parameters,
              'any',
              ['post', 'put', 'patch'].includes(method),
            ),
          ]);
          return [suffix ? '/any/{code}.{format}' : '/any/{code}', Object.fromEntries(ops)];
        }),
      ),
      // PROPFIND has no place in a 3.1 path item.
      '/dav/{id}': { get: op('davPropfind', 'dav#propfind', [plain('id')], 'dav') },
      '/kinds/{kind}': {
        get: op(
          'kind',
          'kinds#show',
          [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', pattern: 'a\\.b' } }],
          'kinds',
        ),
      },
      // A redirect: no controller, no name: the id from verb and path, no tags.
      '/old/{id}': { get: op('getOldId', 'redirect(301, /new/%{id})', [plain('id')]) },
      // The engine's routes under the mount path, its constraints with them, its names behind the mount's; the mounted app's are unknown.
      '/{locale}/shelf/books/{id}': { get: op('shelfBook', 'books#show', [locale, book], 'books') },
      '/{locale}/shelf/books/{id}.{format}': {
        get: op('shelfBookWithFormat', 'books#show', [locale, book, format], 'books'),
      },
    },
  });
});

test.each<[string, string[]]>([
  ['/photos', ['/photos']],
  ['/photos(.:format)', ['/photos', '/photos.{format}']],
  ['(/:locale)/a(/:b(/:c))', ['/a', '/a/{b}', '/a/{b}/{c}', '/{locale}/a', '/{locale}/a/{b}', '/{locale}/a/{b}/{c}']],
  ['/x/*rest(.:format)', ['/x/{rest}', '/x/{rest}.{format}']],
])('%s expands into %p', (source, paths) => {
  const rendered = expandOptional(PathPattern.parse(source).tokens).map(
    (tokens) => tokens.map((t) => (t.type === 'text' ? t.value : `{${(t as { name: string }).name}}`)).join('') || '/',
  );
  expect(rendered.sort()).toEqual(paths.sort());
});

const ALLOWED_KEYS = new Set([
  'openapi',
  'info',
  'title',
  'version',
  'servers',
  'url',
  'security',
  'tags',
  'description',
  'summary',
  'responses',
  'default',
  'paths',
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'operationId',
  'tags',
  'parameters',
  'name',
  'in',
  'required',
  'schema',
  'type',
  'pattern',
  // What every request may carry, free-form: the query, a body for POST, PUT and PATCH; a format's listed values.
  'style',
  'explode',
  'additionalProperties',
  'requestBody',
  'content',
  'application/json',
  'application/x-www-form-urlencoded',
  'enum',
]);

/** Keys of the document outside `paths`' own keys and arrays' indexes. */
function keysOf(value: unknown, out = new Set<string>(), underPaths = false): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!underPaths) out.add(key);
      keysOf(inner, out, key === 'paths');
    }
  }
  return out;
}

function operationsOf(document: OpenAPIV3_1.Document): OpenAPIV3_1.OperationObject[] {
  return Object.values(document.paths ?? {}).flatMap(
    (item) => Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[],
  );
}

test('the documents of the example app, the tables above and generated tables are valid OpenAPI 3.1, with nothing invented; every operation has an identifier id, unique, a summary and a described default response', () => {
  const documents = [
    documentOf(exampleRouter),
    documentOf(exampleRouter, { formatPaths: false }),
    documentOf(table),
    documentOf(clashes),
    ...generated.map((router) => documentOf(router)),
  ];
  expect(generated.length).toBeGreaterThan(10);
  expect(validateOpenApi(documents)).toEqual(documents.map(() => ({ valid: true, version: '3.1' })));
  for (const document of documents) {
    expect([...keysOf(document)].filter((key) => !ALLOWED_KEYS.has(key))).toEqual([]);
    const operations = operationsOf(document);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      operations.filter(
        (operation) =>
          !operation.summary ||
          Object.keys(operation.responses ?? {}).join() !== 'default' ||
          !(operation.responses?.default as { description?: string }).description,
      ),
    ).toEqual([]);
  }
}, 30_000);

test('--no-format-paths: the document without the path items of `(.:format)`, the other ids unchanged; a mandatory format stays', () => {
  const withFormat = documentOf(table);
  const without = documentOf(table, { formatPaths: false });
  const keys = Object.keys(withFormat.paths ?? {});
  expect(Object.keys(without.paths ?? {})).toEqual(keys.filter((key) => !key.endsWith('.{format}')));
  expect(without.paths).toEqual(
    Object.fromEntries(Object.entries(withFormat.paths ?? {}).filter(([key]) => !key.endsWith('.{format}'))),
  );
  const feed = new Router().draw((r) => r.get('feed.:format', { to: 'feeds#show', as: 'feed' }));
  expect(Object.keys(documentOf(feed, { formatPaths: false }).paths ?? {})).toEqual(['/feed.{format}']);
});

test("paths that differ only in parameter names are one path item, under the first route's names, each operation with its own constraints", () => {
  const document = documentOf(clashes);
  expect(Object.keys(document.paths ?? {}).filter((key) => key.startsWith('/pets/'))).toEqual([
    '/pets/{id}',
    '/pets/{id}.{format}',
  ]);
  const item = document.paths?.['/pets/{id}'];
  // GET pets/:slug is reached only where pets/:id's constraint fails: one operation per verb, the first.
  expect(item?.get).toMatchObject({
    operationId: 'pet',
    parameters: [
      { name: 'id', schema: { type: 'string', pattern: '\\d+' } },
      { name: 'params', in: 'query' },
    ],
  });
  expect(item?.delete).toMatchObject({
    operationId: 'petsDestroy',
    parameters: [
      { name: 'id', schema: { type: 'string' } },
      { name: 'params', in: 'query' },
    ],
  });
  expect(item?.delete?.parameters?.[0]).not.toHaveProperty('schema.pattern');
});

test("an optional trailing slash gives no path item of its own: the router drops a request's trailing slash", () => {
  expect(Object.keys(documentOf(clashes).paths ?? {}).filter((key) => key.startsWith('/tail'))).toEqual(['/tail']);
});

test.each<[string, Record<string, unknown>, string]>([
  ['none', {}, '/'],
  ['a host', { host: 'example.org' }, 'http://example.org'],
  ['host, protocol and port', { host: 'api.test', protocol: 'https', port: 8443 }, 'https://api.test:8443'],
  ['the standard port left out', { host: 'api.test', protocol: 'https://', port: 443 }, 'https://api.test'],
  ['a host with its scheme and port', { host: 'https://api.test:8080' }, 'https://api.test:8080'],
  ['protocol-relative', { host: 'cdn.test', protocol: false }, '//cdn.test'],
  ['and a script name', { host: 'api.test', script_name: '/v1/' }, 'http://api.test/v1'],
  ['a script name alone', { script_name: '/app' }, '/app'],
  ['parameter defaults only', { locale: 'en' }, '/'],
])('servers from defaultUrlOptions: %s', (_, defaultUrlOptions, url) => {
  expect(generateOpenApi([], { title: 't', version: '1' }, { defaultUrlOptions }).servers).toEqual([{ url }]);
});

test('every named route of a generated table is an operation named after it, unless earlier routes take all its paths and verbs', () => {
  const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
  let checked = 0;
  for (const router of generated) {
    const ids = new Set(
      Object.values(documentOf(router).paths ?? {}).flatMap((item) =>
        Object.values(item ?? {}).map((op) => (op as { operationId?: string }).operationId),
      ),
    );
    const taken = new Set<string>();
    for (const route of engineOf(router)!.routes()) {
      if (route.target.kind === 'mount') continue;
      const verbs = (route.verbs.length === 0 ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : route.verbs).filter(
        (verb) => METHODS.includes(verb),
      );
      const pairs = expandOptional(route.pattern.tokens).flatMap((tokens) =>
        verbs.map((verb) => `${verb} ${tokens.map((t) => (t.type === 'text' ? t.value : '{}')).join('')}`),
      );
      if (route.name !== undefined && pairs.some((pair) => !taken.has(pair))) {
        const id = camelCase([route.name]);
        expect([...ids].filter((taken) => taken?.startsWith(id))).not.toEqual([]);
        checked++;
      }
      pairs.forEach((pair) => taken.add(pair));
    }
  }
  expect(checked).toBeGreaterThan(100);
});

test('the validator refuses what is not OpenAPI 3.1 (it does look)', () => {
  const broken = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { 'photos/{id}': { get: { parameters: [{ name: 'id', required: true }] } } },
  };
  expect(validateOpenApi([broken])[0]).toMatchObject({ valid: false });
});

describe('through the CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-openapi-'));
    const spec = { seed: null, extras: [true], engines: false, defaultUrlOptions: {} };
    fs.writeFileSync(
      path.join(dir, 'app-routes.ts'),
      `import { buildRouter } from ${JSON.stringify(path.join(root, 'test/client/tables'))};\nexport default buildRouter(${JSON.stringify(spec)});\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'api-routes.ts'),
      `export { clashes as default } from ${JSON.stringify(path.join(root, 'test/inspect/openapi-tables'))};\n`,
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
    return { code, out, err };
  }

  test("prints the example app's document, titled by its package.json", async () => {
    const { code, out, err } = await run('routes', path.join(root, 'examples/routes.ts'), '--openapi');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    // Marked as railroute's, so that -o replaces this document and no hand-written one.
    const expected = generateOpenApi(
      engineOf(exampleRouter)!.routes(),
      { title: pkg.name, version: pkg.version },
      { defaultUrlOptions: engineOf(exampleRouter)!.defaultUrlOptions() },
    );
    expect(JSON.parse(out)).toEqual({ ...expected, 'x-generator': 'railroute routes --openapi' });
    expect(JSON.parse(out).paths['/{locale}/help/articles/{id}']).toBeDefined();
  });

  test("-o writes the file; without a package.json the title is the module's name", async () => {
    expect(await run('routes', 'app-routes.ts', '--openapi', '-o', 'docs/openapi.json')).toEqual({
      code: 0,
      out: '',
      err: '',
    });
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'docs/openapi.json'), 'utf8')) as OpenAPIV3_1.Document;
    expect(written.info).toEqual({ title: 'app-routes', version: '0.0.0' });
    expect(Object.keys(written.paths ?? {})).toEqual(['/files/{path}', '/files/{path}.{format}']);
  });

  test("the server is the router's defaultUrlOptions", async () => {
    const { code, out, err } = await run('routes', 'api-routes.ts', '--openapi');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect((JSON.parse(out) as OpenAPIV3_1.Document).servers).toEqual([{ url: 'https://api.test:8443/v1' }]);
  });

  test('--no-format-paths leaves out the .{format} path items; without --openapi it is refused', async () => {
    const { code, out, err } = await run('routes', 'app-routes.ts', '--openapi', '--no-format-paths');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(Object.keys((JSON.parse(out) as OpenAPIV3_1.Document).paths ?? {})).toEqual(['/files/{path}']);
    expect(await run('routes', 'app-routes.ts', '--no-format-paths')).toEqual({
      code: 1,
      out: '',
      err: 'railroute: --no-format-paths shapes the document of --openapi\n',
    });
  });
});

test.each<[string, RegExp | string, string[] | undefined]>([
  ['a list of words', /json|xml/, ['json', 'xml']],
  ['a group of words', /(?:json|csv)/, ['json', 'csv']],
  ['one word as text', 'json', ['json']],
  ['a pattern', /[a-z]+/, undefined],
  ['words and a group', /(json)|(xml)/, undefined],
  ['case-insensitive words', /json/i, undefined],
])('a format constrained to %s: its values listed as enum where they are a list', (_what, constraint, values) => {
  const router = new Router().draw((r) => r.get('feed', { to: 'feeds#show', constraints: { format: constraint } }));
  const item = documentOf(router).paths?.['/feed.{format}'];
  const parameter = item?.get?.parameters?.find((p) => (p as OpenAPIV3_1.ParameterObject).name === 'format') as
    OpenAPIV3_1.ParameterObject | undefined;
  expect((parameter?.schema as { enum?: string[] } | undefined)?.enum).toEqual(values);
});
