/**
 * Record arguments in the types: the generated helper types accept exactly the calls that work
 * (a row, an id, a `toParam` object, options) and reject the calls that throw; and the
 * generated `ControllerParams` types `this.params` of a `Controller` subclass without a cast.
 * Each call is compiled by tsc AND run, so the two lists cannot drift from the runtime.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router } from '../../src';
import { clientModule } from '../../src/cli/outputs';

const tsc = path.resolve(__dirname, '../../node_modules/typescript/bin/tsc');
const src = path.resolve(__dirname, '../../src');

const router = new Router({ defaultUrlOptions: { host: 'example.com' } }).draw((r) => {
  r.resources('posts', (r) => r.resources('comments'));
  r.scope('(/:locale)', (r) => r.resources('articles', { only: ['show'] }));
  r.scope(':lang', { defaults: { lang: 'fr' } }, (r) => r.get('contact', { to: 'pages#contact' }));
  r.scope(':region', (r) => r.get('offices', { to: 'pages#offices' }));
  r.get('avatar', { to: 'avatars#show', format: true, defaults: { format: 'jpeg' } });
  r.get('files/*path', { to: 'files#show', as: 'file' });
});

/** What the calls below see: rows as a database driver returns them. */
const DECLARATIONS = `
declare const row: { id: number; title: string; password_hash: string };
declare const comment: { id: number; post_id: number; body: string };
declare const draft: { id: number | null; title: string };
declare const unsaved: { title: string };
declare const opts: import('./routes').UrlOptions;
class Post { constructor(readonly id: number, readonly title = '') {} }
`;
const VALUES = {
  row: { id: 1, title: 't', password_hash: 'x' },
  comment: { id: 5, post_id: 1, body: 'b' },
  draft: { id: null, title: 'd' },
  unsaved: { title: 'u' },
  opts: { page: 3 },
  Post: class Post {
    constructor(
      readonly id: number,
      readonly title = '',
    ) {}
  },
};

function run(call: string): string {
  const names = Object.keys(VALUES);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('h', ...names, `return ${call};`)(router.helpers, ...Object.values(VALUES)) as string;
}

let dir: string;
function compile(source: string): { ok: boolean; output: string } {
  fs.writeFileSync(path.join(dir, 'use.ts'), source);
  try {
    execFileSync(process.execPath, [tsc, '-p', dir], { stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout: Buffer }).stdout) };
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-record-types-'));
  fs.writeFileSync(path.join(dir, 'routes.d.ts'), router.helperTypes());
  // The --client module's declarations reuse the same value types and overloads.
  fs.writeFileSync(path.join(dir, 'client.d.ts'), clientModule(router, {}).dts);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'node16',
        types: ['node'],
        skipLibCheck: true,
        typeRoots: [path.resolve(__dirname, '../../node_modules/@types')],
      },
      files: ['use.ts'],
    }),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ACCEPTED: Array<[string, string]> = [
  ['h.post_path(row)', '/posts/1'],
  ['h.post_url(row)', 'http://example.com/posts/1'],
  ['h.post_path(row, { page: 2 })', '/posts/1?page=2'],
  ['h.post_path(row, "json")', '/posts/1.json'],
  ['h.post_comments_path(row)', '/posts/1/comments'],
  ['h.post_comment_path(row, comment)', '/posts/1/comments/5'],
  ['h.post_comment_path(row, comment, { anchor: false })', '/posts/1/comments/5'],
  ['h.post_path(1)', '/posts/1'],
  ['h.posts_path({ page: 2 })', '/posts?page=2'],
  ['h.posts_path(opts)', '/posts?page=3'],
  ['h.post_comment_path(1, { id: 2, format: "json" })', '/posts/1/comments/2.json'],
  ['h.post_comment_path(row, { id: comment })', '/posts/1/comments/5'],
  ['h.post_path({ id: 3, format: "json" })', '/posts/3.json'],
  ['h.post_path({ toParam: () => "1-hello" })', '/posts/1-hello'],
  ['h.post_path(new Post(4))', '/posts/4'],
  ['h.edit_post_url(row, { host: "https://cdn.test:443", protocol: false })', '//cdn.test:443/posts/1/edit'],
  ['h.article_path("en", row)', '/en/articles/1'],
  ['h.article_path(null, row)', '/articles/1'],
  ['h.article_path({ id: row })', '/articles/1'],
  ['h.contact_path()', '/fr/contact'],
  ['h.contact_path(row)', '/1/contact'],
  ['h.offices_path("eu")', '/eu/offices'],
  ['h.avatar_path()', '/avatar.jpeg'],
  ['h.avatar_path("png")', '/avatar.png'],
  ['h.file_path(["a", "b"])', '/files/a/b'],
  // As many arguments as required parameters fill those (Rails' rule): the row is the :id.
  ['h.article_path(row)', '/articles/1'],
  // The same rows written inline: an object literal with an id (or toParam) is a record too.
  ['h.post_path({ id: 1, title: "x" })', '/posts/1'],
  ['h.post_url({ id: 1, title: "x", password_hash: "y" })', 'http://example.com/posts/1'],
  ['h.post_path({ id: 1, title: "x" }, { page: 2 })', '/posts/1?page=2'],
  ['h.post_path({ id: 1, title: "x" }, "json")', '/posts/1.json'],
  ['h.post_comments_path({ id: 1, title: "x" })', '/posts/1/comments'],
  ['h.postCommentPath({ id: 1, title: "x" }, { id: 5, post_id: 1, body: "b" })', '/posts/1/comments/5'],
  ['h.post_comment_path(1, { id: { id: 5, body: "b" } })', '/posts/1/comments/5'],
  ['h.post_path({ toParam: () => "1-hello", title: "x" })', '/posts/1-hello'],
  ['h.post_path({ to_param: () => "1-hello", title: "x" })', '/posts/1-hello'],
  ['h.article_path({ id: 1, title: "x" })', '/articles/1'],
  ['h.article_path("en", { id: 1, title: "x" })', '/en/articles/1'],
  ['h.article_path({ id: { id: 1, title: "x" } })', '/articles/1'],
  ['h.contact_path({ id: 1, title: "x" })', '/1/contact'],
  ['h.offices_path({ id: 1, title: "x" })', '/1/offices'],
];

const REJECTED: string[] = [
  'h.post_comment_path(row)',
  'h.post_comment_path(1, { title: "x" })',
  'h.post_path(draft)',
  'h.post_path(unsaved)',
  'h.post_path({ title: "x" })',
  'h.post_path()',
  'h.article_path(row, {})',
  'h.offices_path()',
  'h.post_comment_path(1, { format: "json" })',
  // Inline rows stay checked as rows in variables are: a missing or null id, a misspelt key.
  'h.post_comment_path({ id: 1, title: "x" })',
  'h.post_path({ id: null, title: "x" })',
  'h.post_path({ idd: 1 })',
  'h.post_comment_path(1, { idd: 2 })',
];

/**
 * Options the runtime would take but whose values are of the wrong type: an object without a
 * record's id is options, and its options stay checked (a row beside it included).
 */
const MISTYPED: string[] = [
  'h.posts_path({ anchor: 5 })',
  'h.post_path(1, { only_path: "yes" })',
  'h.post_path({ id: 1, title: "x" }, { anchor: 5 })',
  'h.post_comments_path({ id: 1, title: "x" }, { trailing_slash: "no" })',
];

describe('generated helper types and rows', () => {
  test.each(ACCEPTED)('%s works at runtime', (call, expected) => {
    expect(run(call)).toBe(expected);
  });

  test.each(REJECTED)('%s throws at runtime', (call) => {
    expect(() => run(call)).toThrow(/missing required keys|possible unmatched constraints/);
  });

  test.each([
    ['the --types interface', "import type { RouteHelpers } from './routes';\ndeclare const h: RouteHelpers;"],
    ["the --client module's .d.ts", "import * as h from './client';"],
  ])(
    'tsc accepts every working call and rejects every throwing one, through %s',
    (_name, helpers) => {
      const source = [
        helpers,
        DECLARATIONS,
        ...ACCEPTED.map(([call], i) => `export const ok${i}: string = ${call};`),
        ...REJECTED.flatMap((call, i) => [
          '// @ts-expect-error the runtime throws for this call',
          `export const bad${i} = ${call};`,
        ]),
        ...MISTYPED.flatMap((call, i) => [
          '// @ts-expect-error an option of the wrong type',
          `export const mistyped${i} = ${call};`,
        ]),
      ].join('\n');
      expect(compile(source)).toEqual({ ok: true, output: '' });
    },
    60_000,
  );
});

describe('generated ControllerParams type this.params', () => {
  test('path parameters are typed, other keys are unknown, wrong uses fail tsc', () => {
    const source = `
import { Controller } from ${JSON.stringify(src)};
import type { ControllerParams, RouteParams } from './routes';

export class CommentsController extends Controller<unknown, unknown, ControllerParams['comments']> {
  show(): string {
    const postId: string = this.params.post_id;
    const action: 'index' | 'show' | 'new' | 'edit' | 'create' | 'update' | 'destroy' = this.params.action;
    const id: string | undefined = this.params.id;
    const query: unknown = this.params.page;
    // @ts-expect-error a path parameter is text, not a number
    const wrong: number = this.params.post_id;
    // @ts-expect-error a key the routes do not give is unknown
    const other: string = this.params.page;
    return [postId, action, id, query, wrong, other].join();
  }
}
export class ContactController extends Controller<unknown, unknown, ControllerParams['pages']> {
  show(): string {
    // @ts-expect-error no such action for this controller
    if (this.params.action === 'index') return '';
    return this.params.controller;
  }
}
export const show: RouteParams['comments#show'] = { controller: 'comments', action: 'show', post_id: '1', id: '2' };
// @ts-expect-error the show route needs its id
export const missing: RouteParams['comments#show'] = { controller: 'comments', action: 'show', post_id: '1' };
export class Untyped extends Controller {
  show(): unknown {
    return this.params.anything;
  }
}
`;
    expect(compile(source)).toEqual({ ok: true, output: '' });
  }, 120_000);

  test('a defaultUrlOptions parameter makes its segment optional in the types, as at runtime', () => {
    const draw = (r: any): void => r.scope(':lang', (r: any) => r.get('contact', { to: 'pages#contact' }));
    const plain = new Router().draw(draw).helperTypes();
    const withLang = new Router({ defaultUrlOptions: { lang: 'fr' } }).draw(draw);
    expect(plain).toContain(
      'contact_path<O extends UrlOptions & { lang: RouteParam }>(options: O & NotARecord<O, "lang" | "format">): string;',
    );
    expect(withLang.helperTypes()).toContain(
      'contact_path<O extends UrlOptions & { lang?: RouteParam }>(options?: O & NotARecord<O, "lang" | "format">): string;',
    );
    expect(withLang.helpers.contact_path()).toBe('/fr/contact');
    expect(() => new Router().draw(draw).helpers.contact_path()).toThrow(/missing required keys: \[lang\]/);
  });

  test('RouteParams and ControllerParams list what a match gives', () => {
    const types = router.helperTypes();
    expect(types).toContain(
      '"comments#show": { controller: "comments"; action: "show"; format?: string; id: string; post_id: string };',
    );
    expect(types).toContain('"avatars#show": { controller: "avatars"; action: "show"; format: string };');
    expect(types).toContain(
      '"pages": { controller: "pages"; action: "contact" | "offices"; format?: string; lang?: string; region?: string };',
    );
    expect(types).toContain(
      '"pages#contact": { controller: "pages"; action: "contact"; format?: string; lang: string };',
    );
    const recognized = router.recognize('GET', '/posts/1/comments/2.json')?.params;
    expect(recognized).toEqual({ controller: 'comments', action: 'show', post_id: '1', id: '2', format: 'json' });
  });
});
