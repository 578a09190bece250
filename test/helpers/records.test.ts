/**
 * Database rows are plain objects, and the record rule of API.md makes them
 * records. No field of a row but its id (or `toParam()`) ever reaches a URL.
 */
import fc from 'fast-check';
import request from 'supertest';
import { Controller } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';
import { drawn } from '../support/router';

class Post {
  constructor(
    readonly id: number,
    readonly title: string,
  ) {}
}
Object.defineProperty(Post, 'modelName', { value: 'Post' });

const router = drawn(
  (r) => {
    r.resources('posts', (r) => r.resources('comments', { shallow: true }));
    r.scope('(/:locale)', (r) => r.resources('articles', { only: ['show'] }));
    r.get('raw/:id', { to: 'raw#show', format: false, as: 'raw' });
    r.get('by_slug/:slug', { to: 'posts#show', as: 'slugged' });
    r.direct('post_link', function (this: any, post: unknown, options: Record<string, unknown>) {
      return this.post_path(post, options);
    });
    r.direct('post_hash', (post: unknown, options: Record<string, unknown>) => ({
      controller: 'posts',
      action: 'show',
      id: post,
      ...options,
    }));
    r.resolve('Post', (post: unknown) => ['post', post]);
  },
  { defaultUrlOptions: { host: 'example.com' } },
);
const h: any = router.helpers;

/** What `SELECT * FROM posts` hands back: a plain object with every column. */
const row = { id: 1, title: 'Hello & bye', password_hash: '$2b$secret', author_id: 7, created_at: '2026-01-01' };
const comment = { id: 5, post_id: 1, body: 'Nice', email: 'x@y.z' };

describe('a plain row is a record', () => {
  test.each<[string, () => string, string]>([
    ['post_path(row)', () => h.post_path(row), '/posts/1'],
    ['post_url(row)', () => h.post_url(row), 'http://example.com/posts/1'],
    ['edit_post_path(row)', () => h.edit_post_path(row), '/posts/1/edit'],
    ['a nested route: the row fills the parent', () => h.post_comments_path(row), '/posts/1/comments'],
    ['new nested', () => h.new_post_comment_path(row), '/posts/1/comments/new'],
    ['a shallow member from a comment row', () => h.comment_path(comment), '/comments/5'],
    ['two rows', () => h.post_comments_path(row, { page: 2 }), '/posts/1/comments?page=2'],
    ['query beside a row: the next argument', () => h.post_path(row, { page: 2 }), '/posts/1?page=2'],
    ['query beside a row: under params', () => h.post_path(row, { params: { page: 2 } }), '/posts/1?page=2'],
    ['format and anchor beside a row', () => h.post_path(row, { format: 'json', anchor: 'top' }), '/posts/1.json#top'],
    ['a row then its format', () => h.post_path(row, 'json'), '/posts/1.json'],
    ['a row with toParam', () => h.post_path({ ...row, toParam: () => '1-hello' }), '/posts/1-hello'],
    ['a row with to_param', () => h.post_path({ ...row, to_param: () => '1-hi' }), '/posts/1-hi'],
    ['a row with only toParam', () => h.post_path({ toParam: () => 'x' }), '/posts/x'],
    ['a row with a string id', () => h.post_path({ id: 'a b', name: 'n' }), '/posts/a%20b'],
    ['a null-prototype row', () => h.post_path(Object.assign(Object.create(null), row)), '/posts/1'],
    ['a locale by name and a row', () => h.article_path(row, { locale: 'nl' }), '/nl/articles/1'],
    ['a locale then a row', () => h.article_path('en', row), '/en/articles/1'],
    ['a route with no format: the row is still the id', () => h.raw_path(row), '/raw/1'],
    ['a route whose parameter is not id: the row fills it', () => h.slugged_path(row), '/by_slug/1'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test.each<[string, () => string, string]>([
    ['only parameters and URL options: options', () => h.post_path({ id: 3, format: 'xml' }), '/posts/3.xml'],
    ['no id: options (query)', () => h.posts_path({ page: 2, title: 'x' }), '/posts?page=2&title=x'],
    ['id only: options', () => h.post_path({ id: 4 }), '/posts/4'],
    ['id naming the parent by name', () => h.post_comments_path({ post_id: 9 }), '/posts/9/comments'],
    ['camelCase URL options are options', () => h.post_url({ id: 2, onlyPath: true }), '/posts/2'],
  ])('options, not a record: %s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('the row is never changed', () => {
    const copy = structuredClone(row);
    h.post_comments_path(row, { page: 1 });
    h.post_path(row);
    expect(row).toEqual(copy);
  });

  test('one row fills the one required :id under an optional scope, as in Rails', () => {
    expect(h.article_path(row)).toBe('/articles/1');
    // With an options object Rails fills in path order: the row goes to :locale.
    expect(() => h.article_path(row, {})).toThrow(/missing required keys: \[id\]/);
  });

  test('a row without an id value is a missing key', () => {
    expect(() => h.post_path({ id: null, title: 'draft' })).toThrow(/missing required keys: \[id\]/);
  });

  test('no other field of any row reaches the URL (property)', () => {
    const param = (key: string): boolean => ['id', 'format', 'post_id'].includes(key);
    const column = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((key) => !param(key) && !['toParam', 'to_param', '__proto__'].includes(key));
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1 }), fc.stringMatching(/^[a-z0-9-]{1,10}$/)),
        fc.dictionary(column, fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { minKeys: 1, maxKeys: 6 }),
        (id, columns) => {
          const record = { ...columns, id };
          expect(h.post_path(record)).toBe(`/posts/${id}`);
          expect(h.post_comments_path(record)).toBe(`/posts/${id}/comments`);
          expect(h.edit_post_url(record)).toBe(`http://example.com/posts/${id}/edit`);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('polymorphic helpers with rows', () => {
  test.each<[string, () => string, string]>([
    ['a class instance', () => h.polymorphic_path(new Post(3, 't')), '/posts/3'],
    ['an instance and a route part', () => h.polymorphic_path([new Post(3, 't'), 'comments']), '/posts/3/comments'],
    ['a direct helper handing a row to a named route (this = helpers)', () => h.post_link_path(row), '/posts/1'],
    ['a direct helper: a row and options', () => h.post_link_path(row, { anchor: 'c' }), '/posts/1#c'],
    ['a direct helper: a row in a url_for hash', () => h.post_hash_path(row, { page: 3 }), '/posts/1?page=3'],
    ['resolve with options', () => h.polymorphic_path(new Post(4, 't'), { page: 2 }), '/posts/4?page=2'],
    ['redirect-style url_for(record)', () => h.url_for(new Post(5, 't')), '/posts/5'],
  ])('%s', (_name, call, expected) => {
    expect(call()).toBe(expected);
  });

  test('a bare row has no model name: the error says what to call instead', () => {
    expect(() => h.polymorphic_path(row)).toThrow(/plain object \(a database row\?\): call the named helper/);
  });
});

describe.each(EXPRESSES)('rows through %s', (_label, express) => {
  class PostsController extends Controller {
    show(): void {
      const found = { ...row, id: Number(this.params.id) };
      this.res.json({
        self: this.helpers.post_url(found),
        comments: this.helpers.post_comments_path(found),
        next: this.helpers.post_path({ ...found, id: found.id + 1 }, { page: 2 }),
      });
    }
  }
  const app = express();
  const server = drawn((r) => r.resources('posts', (r) => r.resources('comments')));
  server.controllers.register('posts', PostsController);
  app.use(server.middleware());
  echoErrors(app);

  test('a show page built from SELECT * links with ids only', async () => {
    const res = await request(app).get('/posts/41').set('Host', 'blog.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      self: 'http://blog.test/posts/41',
      comments: '/posts/41/comments',
      next: '/posts/42?page=2',
    });
  });
});
