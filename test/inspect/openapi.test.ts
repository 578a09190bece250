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
import { main } from '../../src/inspect/cli';
import { expandOptional, generateOpenApi } from '../../src/inspect/openapi';
import { PathPattern } from '../../src/definition/path-pattern';
import { router as exampleRouter } from '../../examples/routes';
import { buildRouter, EXTRAS } from '../client/tables';
import { validateOpenApi } from './openapi-validate';

const root = path.resolve(__dirname, '../..');

function documentOf(router: Router): OpenAPIV3_1.Document {
  return generateOpenApi(engineOf(router)!.routes(), { title: 't', version: '1' });
}

const shelf = new Router({ name: 'shelf' }).draw((r) => r.resources('books', { only: ['show'], constraints: { id: /[a-z]+/ } }));
const table = new Router().draw((r) => {
  r.resources('photos', { only: ['show', 'update'], constraints: { id: /\d+/ } });
  r.get('files/*path', { to: 'files#show', as: 'file', format: false });
  r.match('any/:code', { to: 'any#handle', via: 'all', constraints: { code: /ab/i }, as: 'any' });
  r.match('dav/:id', { to: 'dav#propfind', via: ['propfind', 'get'], format: false });
  r.get('kinds/:kind', { to: 'kinds#show', constraints: { kind: 'a.b' }, format: false, as: 'kind' });
  r.get('old/:id', { to: redirectTo(), format: false });
  r.mount(shelf, { at: ':locale/shelf', constraints: { locale: /[a-z]{2}/ } });
  r.mount((_req: unknown, _res: unknown, next: () => void) => next(), { at: 'legacy', as: 'legacy' });
});

function redirectTo(): ReturnType<typeof import('../../src').redirect> {
  return require('../../src').redirect('/new/%{id}');
}

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '\\d+' } };
const format = { name: 'format', in: 'path', required: true, schema: { type: 'string' } };
const plain = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

test('the document of a table', () => {
  expect(documentOf(table)).toEqual({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/photos/{id}': {
        get: { operationId: 'photo', tags: ['photos'], parameters: [idParam] },
        patch: { operationId: 'photos#update', tags: ['photos'], parameters: [idParam] },
        put: { operationId: 'photos#update_3', tags: ['photos'], parameters: [idParam] },
      },
      '/photos/{id}.{format}': {
        get: { operationId: 'photo_2', tags: ['photos'], parameters: [idParam, format] },
        patch: { operationId: 'photos#update_2', tags: ['photos'], parameters: [idParam, format] },
        put: { operationId: 'photos#update_4', tags: ['photos'], parameters: [idParam, format] },
      },
      // A glob is one parameter.
      '/files/{path}': { get: { operationId: 'file', tags: ['files'], parameters: [plain('path')] } },
      // `via: 'all'`: the usual verbs; `/ab/i` as the router reads it.
      ...Object.fromEntries(
        ['/any/{code}', '/any/{code}.{format}'].map((p, n) => {
          const parameters = [{ name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '[aA][bB]' } }, ...(n ? [format] : [])];
          const ops = ['get', 'post', 'put', 'patch', 'delete'].map((method, i) => [method, { operationId: i + n * 5 === 0 ? 'any' : `any_${i + n * 5 + 1}`, tags: ['any'], parameters }]);
          return [p, Object.fromEntries(ops)];
        }),
      ),
      // PROPFIND has no place in a 3.1 path item.
      '/dav/{id}': { get: { operationId: 'dav#propfind', tags: ['dav'], parameters: [plain('id')] } },
      '/kinds/{kind}': { get: { operationId: 'kind', tags: ['kinds'], parameters: [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', pattern: 'a\\.b' } }] } },
      // A redirect: no controller, no name, no operationId or tags.
      '/old/{id}': { get: { parameters: [plain('id')] } },
      // The engine's routes under the mount path, its constraints with them; the mounted app's are unknown.
      '/{locale}/shelf/books/{id}': { get: { operationId: 'shelf.book', tags: ['books'], parameters: [{ ...plain('locale'), schema: { type: 'string', pattern: '[a-z]{2}' } }, { ...plain('id'), schema: { type: 'string', pattern: '[a-z]+' } }] } },
      '/{locale}/shelf/books/{id}.{format}': { get: { operationId: 'shelf.book_2', tags: ['books'], parameters: [{ ...plain('locale'), schema: { type: 'string', pattern: '[a-z]{2}' } }, { ...plain('id'), schema: { type: 'string', pattern: '[a-z]+' } }, format] } },
    },
  });
});

test.each<[string, string[]]>([
  ['/photos', ['/photos']],
  ['/photos(.:format)', ['/photos', '/photos.{format}']],
  ['(/:locale)/a(/:b(/:c))', ['/a', '/a/{b}', '/a/{b}/{c}', '/{locale}/a', '/{locale}/a/{b}', '/{locale}/a/{b}/{c}']],
  ['/x/*rest(.:format)', ['/x/{rest}', '/x/{rest}.{format}']],
])('%s expands into %p', (source, paths) => {
  const rendered = expandOptional(PathPattern.parse(source).tokens).map((tokens) => tokens.map((t) => (t.type === 'text' ? t.value : `{${(t as { name: string }).name}}`)).join('') || '/');
  expect(rendered.sort()).toEqual(paths.sort());
});

const ALLOWED_KEYS = new Set(['openapi', 'info', 'title', 'version', 'paths', 'get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'operationId', 'tags', 'parameters', 'name', 'in', 'required', 'schema', 'type', 'pattern']);

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

const generated = Array.from({ length: 16 }, (_, i) => buildRouter({ seed: i * 7 + 1, extras: EXTRAS.map((_, j) => (i + j) % 3 !== 0), engines: i % 2 === 0, defaultUrlOptions: {} })).filter((router): router is Router => router !== null);

test('the documents of the example app, the table above and generated tables are valid OpenAPI 3.1, with nothing invented', () => {
  const documents = [documentOf(exampleRouter), documentOf(table), ...generated.map(documentOf)];
  expect(generated.length).toBeGreaterThan(10);
  expect(validateOpenApi(documents)).toEqual(documents.map(() => ({ valid: true, version: '3.1' })));
  for (const document of documents) {
    expect([...keysOf(document)].filter((key) => !ALLOWED_KEYS.has(key))).toEqual([]);
    const ids = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}).map((op) => (op as { operationId?: string }).operationId).filter((id) => id !== undefined));
    expect(new Set(ids).size).toBe(ids.length);
  }
}, 30_000);

test('every named route of a generated table is an operation named after it, unless earlier routes take all its paths and verbs', () => {
  const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
  let checked = 0;
  for (const router of generated) {
    const ids = new Set(Object.values(documentOf(router).paths ?? {}).flatMap((item) => Object.values(item ?? {}).map((op) => (op as { operationId?: string }).operationId)));
    const taken = new Set<string>();
    for (const route of engineOf(router)!.routes()) {
      if (route.target.kind === 'mount') continue;
      const verbs = (route.verbs.length === 0 ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : route.verbs).filter((verb) => METHODS.includes(verb));
      const pairs = expandOptional(route.pattern.tokens).flatMap((tokens) => verbs.map((verb) => `${verb} ${tokens.map((t) => (t.type === 'text' ? t.value : '{}')).join('')}`));
      if (route.name !== undefined && pairs.some((pair) => !taken.has(pair))) {
        expect(ids).toContain(route.name);
        checked++;
      }
      pairs.forEach((pair) => taken.add(pair));
    }
  }
  expect(checked).toBeGreaterThan(100);
});

test('the validator refuses what is not OpenAPI 3.1 (it does look)', () => {
  const broken = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { 'photos/{id}': { get: { parameters: [{ name: 'id', required: true }] } } } };
  expect(validateOpenApi([broken])[0]).toMatchObject({ valid: false });
});

describe('through the CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-openapi-'));
    const spec = { seed: null, extras: [true], engines: false, defaultUrlOptions: {} };
    fs.writeFileSync(path.join(dir, 'app-routes.ts'), `import { buildRouter } from ${JSON.stringify(path.join(root, 'test/client/tables'))};\nexport default buildRouter(${JSON.stringify(spec)});\n`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd: dir });
    return { code, out, err };
  }

  test('prints the example app\'s document, titled by its package.json', async () => {
    const { code, out, err } = await run('routes', path.join(root, 'examples/routes.ts'), '--openapi');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string };
    // Marked as railroute's, so that -o replaces this document and no hand-written one.
    expect(JSON.parse(out)).toEqual({ ...generateOpenApi(engineOf(exampleRouter)!.routes(), { title: pkg.name, version: pkg.version }), 'x-generator': 'railroute routes --openapi' });
    expect(JSON.parse(out).paths['/{locale}/help/articles/{id}']).toBeDefined();
  });

  test('-o writes the file; without a package.json the title is the module\'s name', async () => {
    expect(await run('routes', 'app-routes.ts', '--openapi', '-o', 'docs/openapi.json')).toEqual({ code: 0, out: '', err: '' });
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'docs/openapi.json'), 'utf8')) as OpenAPIV3_1.Document;
    expect(written.info).toEqual({ title: 'app-routes', version: '0.0.0' });
    expect(Object.keys(written.paths ?? {})).toEqual(['/files/{path}', '/files/{path}.{format}']);
  });
});
