/**
 * Rails' own rules for named helpers. Every expected value was produced by
 * ActionPack 6.1 (`RouteSet.new.draw` with the same declarations, no default_url_options,
 * `include set.url_helpers`):
 * - exactly as many positional arguments as required parameters (no options object) fill
 *   the required ones, as the optimized helper does, unless the route has segment
 *   constraints or a glob (Rails then uses its general rule);
 * - the options of the general rule start from the route's defaults, and optional parts
 *   are dropped from the end while they equal their default;
 * - a parameter name repeated by nesting counts once per occurrence for the first rule
 *   (the last argument wins) and once in all for the general rule.
 */
import fc from 'fast-check';
import { Router, UrlGenerationError } from '../../src';
import { drawn } from '../support/router';

const router = drawn((r: any) => {
  r.scope('(/:locale)', (r: any) => r.resources('articles', { only: ['index', 'show'] }));
  r.scope('(:locale)', { defaults: { locale: 'en' } }, (r: any) => r.resources('photos', { only: ['index', 'show'] }));
  r.get('pics(/:page)', { to: 'p#i', defaults: { page: 1 }, as: 'pics' });
  r.scope('(/:locale)', (r: any) => r.resources('notes', { only: 'show', constraints: { id: /\d+/ } }));
  r.get('files(/:kind)/*path', { to: 'f#s', as: 'file' });
  r.get('req/:a/:b', { to: 'p#r', as: 'req' });
  r.resources('tags', { only: [] }, (r: any) =>
    r.resources('tags', { only: [] }, (r: any) => r.resources('tags', { only: ['index', 'show'] })),
  );
  r.get('preview/:id(/:size)', { to: 'p#preview', as: 'preview', defaults: { size: 'm' } });
  r.scope(':region', { defaults: { region: 'eu' } }, (r: any) => r.resources('offices', { only: 'show' }));
  r.get('feeds/:id', { to: 'feeds#show', format: 'json', as: 'feed' });
  r.get('articles/:id', { to: 'articles#show', as: 'bare_article' });
});
const h: any = router.helpers;

const run = (call: () => string): string => {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof UrlGenerationError)) throw error;
    return `UrlGenerationError: ${error.message}`;
  }
};
type Case = [string, () => string, string];
const missing = (key: string): string => `UrlGenerationError: .*missing required keys: \\[${key}\\]`;

describe('as many positional arguments as required parameters fill the required ones', () => {
  test.each<Case>([
    ["article_path('1')", () => h.article_path('1'), '/articles/1'],
    ["article_path('en', '1')", () => h.article_path('en', '1'), '/en/articles/1'],
    ["article_path({ id: '1' })", () => h.article_path({ id: '1' }), '/articles/1'],
    ['articles_path()', () => h.articles_path(), '/articles'],
    ["articles_path('fr')", () => h.articles_path('fr'), '/fr/articles'],
    ["req_path('x', 'y')", () => h.req_path('x', 'y'), '/req/x/y'],
    ['preview_path(1)', () => h.preview_path(1), '/preview/1'],
    ["preview_path(1, 'l')", () => h.preview_path(1, 'l'), '/preview/1/l'],
    ['feed_path(1)', () => h.feed_path(1), '/feeds/1'],
  ])('%s', (_n, call, rails) => expect(run(call)).toBe(rails));

  test.each<[string, () => string, string]>([
    // An options object, even empty, is Rails' general rule: positional in path order.
    ["article_path('1', {})", () => h.article_path('1', {}), missing('id')],
    // A segment constraint or a glob: the general rule too.
    ["note_path('1') (constrained)", () => h.note_path('1'), missing('id')],
    ["file_path('a/b') (glob)", () => h.file_path('a/b'), missing('path')],
  ])('not when %s', (_n, call, rails) => expect(run(call)).toMatch(new RegExp(rails)));

  test.each<Case>([
    ["note_path({ id: '1' })", () => h.note_path({ id: '1' }), '/notes/1'],
    ["note_path('en', '1')", () => h.note_path('en', '1'), '/en/notes/1'],
    ["file_path({ path: 'a/b' })", () => h.file_path({ path: 'a/b' }), '/files/a/b'],
  ])('the general rule: %s', (_n, call, rails) => expect(run(call)).toBe(rails));

  test('under an optional scope, one argument is the :id, as it is by name (property, hostile values)', () => {
    const hostile = fc.oneof(
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.constantFrom('__proto__', 'constructor', '..', '/', '?#', '%2F', 'a b', 'ü/ß', '\u0000', 'en'),
    );
    fc.assert(
      fc.property(hostile, (id) => {
        expect(h.article_path(id)).toBe(h.article_path({ id }));
        // The same segment as on a route without the scope: `/articles/:id`.
        expect(h.article_path(id)).toBe(h.bare_article_path(id));
      }),
      { numRuns: 200 },
    );
  });

  test('a record row fills the required :id under an optional scope', () => {
    expect(h.article_path({ id: 1, title: 'Hello' })).toBe('/articles/1');
  });

  test('the request still fills the optional parts before the last required one (API.md)', () => {
    const inRequest: any = router.helpersFor({ controller: 'articles', action: 'show', locale: 'nl', id: '4' });
    expect(inRequest.article_path('1')).toBe('/nl/articles/1');
    expect(inRequest.preview_path(2)).toBe('/preview/2');
  });
});

describe("options start from the route's defaults; trailing defaults are dropped", () => {
  test.each<Case>([
    ['photo_path({ id: 1 })', () => h.photo_path({ id: 1 }), '/en/photos/1'],
    ['photo_path(1)', () => h.photo_path(1), '/photos/1'],
    ["photo_path('fr', 1)", () => h.photo_path('fr', 1), '/fr/photos/1'],
    ["photo_path({ id: 1, locale: 'fr' })", () => h.photo_path({ id: 1, locale: 'fr' }), '/fr/photos/1'],
    ["photo_path({ id: 1, locale: 'en' })", () => h.photo_path({ id: 1, locale: 'en' }), '/en/photos/1'],
    ['photos_path()', () => h.photos_path(), '/photos'],
    ['photos_path({})', () => h.photos_path({}), '/photos'],
    ["photos_path({ locale: 'fr' })", () => h.photos_path({ locale: 'fr' }), '/fr/photos'],
    ["photos_path('fr')", () => h.photos_path('fr'), '/fr/photos'],
    ['pics_path()', () => h.pics_path(), '/pics'],
    ['pics_path({ page: 2 })', () => h.pics_path({ page: 2 }), '/pics/2'],
    ['pics_path({ page: 1 })', () => h.pics_path({ page: 1 }), '/pics'],
    ['pics_path(2)', () => h.pics_path(2), '/pics/2'],
    ['pics_path({})', () => h.pics_path({}), '/pics'],
    ['preview_path({ id: 1 })', () => h.preview_path({ id: 1 }), '/preview/1'],
    ["preview_path({ id: 1, size: 'l' })", () => h.preview_path({ id: 1, size: 'l' }), '/preview/1/l'],
    ['office_path(3)', () => h.office_path(3), '/eu/offices/3'],
    ['office_path({ id: 3 })', () => h.office_path({ id: 3 }), '/eu/offices/3'],
    ["office_path('us', 3)", () => h.office_path('us', 3), '/us/offices/3'],
    ['feed_path({ id: 1 })', () => h.feed_path({ id: 1 }), '/feeds/1'],
    ["feed_path(1, { format: 'xml' })", () => h.feed_path(1, { format: 'xml' }), '/feeds/1.xml'],
  ])('%s', (_n, call, rails) => expect(run(call)).toBe(rails));

  test('a route default never reaches the query', () => {
    const r: any = new Router().draw((m) =>
      m.get('list', { to: 'l#i', as: 'list', defaults: { kind: 'all' } }),
    ).helpers;
    expect(r.list_path()).toBe('/list');
    expect(r.list_path({ page: 2 })).toBe('/list?page=2');
  });
});

describe('a parameter name repeated by nesting', () => {
  test.each<Case>([
    // Two required :tag_id: two arguments fill them, the last one wins (both segments).
    ["tag_tag_tags_path('a', 'b')", () => h.tag_tag_tags_path('a', 'b'), '/tags/b/tags/b/tags'],
    ["tag_tag_tags_path('a')", () => h.tag_tag_tags_path('a'), '/tags/a/tags/a/tags'],
    ["tag_tag_tags_path({ tag_id: 'a' })", () => h.tag_tag_tags_path({ tag_id: 'a' }), '/tags/a/tags/a/tags'],
    ["tag_tag_tag_path('a', 'b', 'c')", () => h.tag_tag_tag_path('a', 'b', 'c'), '/tags/b/tags/b/tags/c'],
    ["tag_tag_tag_path('a', 'b')", () => h.tag_tag_tag_path('a', 'b'), '/tags/a/tags/a/tags/b'],
    [
      "tag_tag_tag_path('a', 'b', 'c', 'json')",
      () => h.tag_tag_tag_path('a', 'b', 'c', 'json'),
      '/tags/a/tags/a/tags/b.c',
    ],
    [
      "tag_tag_tag_path({ tag_id: 'a', id: 'c' })",
      () => h.tag_tag_tag_path({ tag_id: 'a', id: 'c' }),
      '/tags/a/tags/a/tags/c',
    ],
  ])('%s', (_n, call, rails) => expect(run(call)).toBe(rails));
});

describe('a parameter name both outside and inside optional parts', () => {
  // `scope(':locale')` around `scope('(:locale)')`: Rails counts :locale as no required part.
  const mixed: any = drawn((r: any) =>
    r.scope(':locale', { constraints: { locale: /en|fr/ } }, (r: any) =>
      r.scope('(:locale)', (r: any) => r.resource('avatar', { path: 'fotos' }, (r: any) => r.resources('posts'))),
    ),
  ).helpers;
  test.each<Case>([
    // Rails checks no constraint on it, and counts no argument for it.
    ["avatar_path('o')", () => mixed.avatar_path('o'), '/o/o/fotos'],
    ["avatar_path({ locale: 'o' })", () => mixed.avatar_path({ locale: 'o' }), '/o/o/fotos'],
    ["avatar_post_path('1', 'o')", () => mixed.avatar_post_path('1', 'o'), '/1/1/fotos/posts/o'],
    ["avatar_posts_path('en')", () => mixed.avatar_posts_path('en'), '/en/en/fotos/posts'],
  ])('%s', (_n, call, rails) => expect(run(call)).toBe(rails));

  test.each<[string, () => string, string]>([
    ["avatar_post_path('o')", () => mixed.avatar_post_path('o'), missing('id')],
    // Rails answers '' here (ALLOWED.md): API.md's missing required key instead.
    ['avatar_path()', () => mixed.avatar_path(), missing('locale')],
    ["avatar_post_path({ id: 'o' })", () => mixed.avatar_post_path({ id: 'o' }), missing('locale')],
  ])('%s throws', (_n, call, expected) => expect(run(call)).toMatch(new RegExp(expected)));
});
