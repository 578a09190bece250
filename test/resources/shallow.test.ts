/**
 * Shallow nesting as Rails does it: `shallow: true` on a parent, `shallow` blocks,
 * `shallow: false` on a child, `shallow_path` / `shallow_prefix` (and a namespace's defaults
 * for both), member routes losing the parent path and name prefix while collection and new
 * routes stay nested, grandchildren hanging off the child's shallow path, and member routes
 * declared inside shallow resources. Ported from routing_test.rb (test_shallow_nested_resources,
 * test_shallow_false_inside_nested_shallow_resource, test_namespaced_shallow_routes_with_*,
 * ...) and resources_test.rb (test_shallow_nested_restful_routes, ...).
 */
import { draw, named, params, target, type Block } from './support';

type Expect = [name: string, path: string, target: string];

function check(block: Block, expected: Expect[]): void {
  const router = draw(block);
  for (const [name, path, expectedTarget] of expected) {
    const route = named(router, name);
    expect([name, route && route.path, route && `${route.controller}#${route.action}`]).toEqual([
      name,
      path,
      expectedTarget,
    ]);
  }
}

describe('test_shallow_nested_resources', () => {
  const block: Block = (r) => {
    r.shallow((r: any) =>
      r.namespace('api', (r: any) =>
        r.resources('teams', (r: any) => {
          r.resources('players');
          r.resource('captain');
        }),
      ),
    );
    r.resources('threads', { shallow: true }, (r: any) => {
      r.resource('owner');
      r.resources('messages', (r: any) => r.resources('comments', (r: any) => r.member((r: any) => r.post('preview'))));
    });
  };

  test('names and paths', () =>
    check(block, [
      ['api_teams', '/api/teams(.:format)', 'api/teams#index'],
      ['new_api_team', '/api/teams/new(.:format)', 'api/teams#new'],
      ['api_team', '/api/teams/:id(.:format)', 'api/teams#show'],
      ['edit_api_team', '/api/teams/:id/edit(.:format)', 'api/teams#edit'],
      ['api_team_players', '/api/teams/:team_id/players(.:format)', 'api/players#index'],
      ['new_api_team_player', '/api/teams/:team_id/players/new(.:format)', 'api/players#new'],
      ['api_player', '/api/players/:id(.:format)', 'api/players#show'],
      ['edit_api_player', '/api/players/:id/edit(.:format)', 'api/players#edit'],
      // a singular child of a shallow resource stays nested
      ['api_team_captain', '/api/teams/:team_id/captain(.:format)', 'api/captains#show'],
      ['new_api_team_captain', '/api/teams/:team_id/captain/new(.:format)', 'api/captains#new'],
      ['edit_api_team_captain', '/api/teams/:team_id/captain/edit(.:format)', 'api/captains#edit'],
      ['threads', '/threads(.:format)', 'threads#index'],
      ['new_thread', '/threads/new(.:format)', 'threads#new'],
      ['thread', '/threads/:id(.:format)', 'threads#show'],
      ['edit_thread', '/threads/:id/edit(.:format)', 'threads#edit'],
      ['thread_owner', '/threads/:thread_id/owner(.:format)', 'owners#show'],
      ['thread_messages', '/threads/:thread_id/messages(.:format)', 'messages#index'],
      ['new_thread_message', '/threads/:thread_id/messages/new(.:format)', 'messages#new'],
      ['message', '/messages/:id(.:format)', 'messages#show'],
      ['edit_message', '/messages/:id/edit(.:format)', 'messages#edit'],
      // grandchildren hang off the child's shallow path
      ['message_comments', '/messages/:message_id/comments(.:format)', 'comments#index'],
      ['new_message_comment', '/messages/:message_id/comments/new(.:format)', 'comments#new'],
      ['comment', '/comments/:id(.:format)', 'comments#show'],
      ['edit_comment', '/comments/:id/edit(.:format)', 'comments#edit'],
      // a member route of a shallow resource is shallow too
      ['preview_comment', '/comments/:id/preview(.:format)', 'comments#preview'],
    ]));

  test.each<[string, string, string | null]>([
    ['GET', '/api/players/2', 'api/players#show'],
    ['GET', '/api/teams/1/players/2', null],
    ['POST', '/api/teams/1/players', 'api/players#create'],
    ['PATCH', '/api/players/2', 'api/players#update'],
    ['PUT', '/api/players/2', 'api/players#update'],
    ['DELETE', '/api/players/2', 'api/players#destroy'],
    ['GET', '/messages/2/comments', 'comments#index'],
    ['GET', '/threads/1/messages/2/comments', null],
    ['POST', '/comments/3/preview', 'comments#preview'],
    ['DELETE', '/comments/3', 'comments#destroy'],
  ])('%s %s', (method, url, expected) => {
    expect(target(draw(block), method, url)).toBe(expected);
  });

  test('helpers', () => {
    const h: any = draw(block).helpers;
    expect(h.api_team_players_path({ team_id: '1' })).toBe('/api/teams/1/players');
    expect(h.api_player_path({ id: '2' })).toBe('/api/players/2');
    expect(h.edit_api_player_path({ id: '2' })).toBe('/api/players/2/edit');
    expect(h.message_comments_path({ message_id: '2' })).toBe('/messages/2/comments');
    expect(h.preview_comment_path({ id: '3' })).toBe('/comments/3/preview');
  });
});

describe('shallow declarations → names and paths', () => {
  test.each<[string, Block, Expect[]]>([
    [
      'shallow: true on the parent (the Rails guide)',
      (r) => r.resources('articles', { shallow: true }, (r: any) => r.resources('comments')),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['new_article_comment', '/articles/:article_id/comments/new(.:format)', 'comments#new'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['edit_comment', '/comments/:id/edit(.:format)', 'comments#edit'],
        ['article', '/articles/:id(.:format)', 'articles#show'],
      ],
    ],
    [
      'a shallow block',
      (r) => r.shallow((r: any) => r.resources('articles', (r: any) => r.resources('comments'))),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['edit_comment', '/comments/:id/edit(.:format)', 'comments#edit'],
      ],
    ],
    [
      'shallow: true on the child only',
      (r) => r.resources('articles', (r: any) => r.resources('comments', { shallow: true })),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['article', '/articles/:id(.:format)', 'articles#show'],
      ],
    ],
    [
      'test_shallow_nested_restful_routes (resources_test.rb)',
      (r) =>
        r.resources('threads', { shallow: true }, (r: any) =>
          r.resources('messages', (r: any) => r.resources('comments')),
        ),
      [
        ['thread_messages', '/threads/:thread_id/messages(.:format)', 'messages#index'],
        ['message', '/messages/:id(.:format)', 'messages#show'],
        ['message_comments', '/messages/:message_id/comments(.:format)', 'comments#index'],
        ['new_message_comment', '/messages/:message_id/comments/new(.:format)', 'comments#new'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['edit_comment', '/comments/:id/edit(.:format)', 'comments#edit'],
      ],
    ],
    [
      'test_shallow_nested_resources_inside_resource',
      (r) => r.resource('membership', { shallow: true }, (r: any) => r.resources('cards')),
      [
        ['membership_cards', '/membership/cards(.:format)', 'cards#index'],
        ['new_membership_card', '/membership/cards/new(.:format)', 'cards#new'],
        ['card', '/cards/:id(.:format)', 'cards#show'],
        ['edit_card', '/cards/:id/edit(.:format)', 'cards#edit'],
      ],
    ],
    [
      'test_shallow_false_inside_nested_shallow_resource',
      (r) =>
        r.resources('blogs', { shallow: true }, (r: any) =>
          r.resources('posts', (r: any) => {
            r.resources('comments', { shallow: false });
            r.resources('tags');
          }),
        ),
      [
        ['post_comments', '/posts/:post_id/comments(.:format)', 'comments#index'],
        ['new_post_comment', '/posts/:post_id/comments/new(.:format)', 'comments#new'],
        ['post_comment', '/posts/:post_id/comments/:id(.:format)', 'comments#show'],
        ['edit_post_comment', '/posts/:post_id/comments/:id/edit(.:format)', 'comments#edit'],
        ['tag', '/tags/:id(.:format)', 'tags#show'],
        ['post_tags', '/posts/:post_id/tags(.:format)', 'tags#index'],
      ],
    ],
    [
      'test_shallow_deeply_nested_resources',
      (r) =>
        r.resources('blogs', (r: any) => r.resources('posts', (r: any) => r.resources('comments', { shallow: true }))),
      [
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['new_blog', '/blogs/new(.:format)', 'blogs#new'],
        ['new_blog_post', '/blogs/:blog_id/posts/new(.:format)', 'posts#new'],
        ['new_blog_post_comment', '/blogs/:blog_id/posts/:post_id/comments/new(.:format)', 'comments#new'],
        ['blog_post_comments', '/blogs/:blog_id/posts/:post_id/comments(.:format)', 'comments#index'],
      ],
    ],
    [
      'test_direct_children_of_shallow_resources',
      (r) =>
        r.resources('blogs', (r: any) => r.resources('posts', { shallow: true }, (r: any) => r.resources('comments'))),
      [
        ['post_comments', '/posts/:post_id/comments(.:format)', 'comments#index'],
        ['new_post_comment', '/posts/:post_id/comments/new(.:format)', 'comments#new'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['blog_posts', '/blogs/:blog_id/posts(.:format)', 'posts#index'],
        ['post', '/posts/:id(.:format)', 'posts#show'],
      ],
    ],
    [
      'test_shallow_nested_resources_within_scope (a shallow block)',
      (r) =>
        r.scope('/hello', (r: any) =>
          r.shallow((r: any) => r.resources('notes', (r: any) => r.resources('trackbacks'))),
        ),
      [
        ['note_trackbacks', '/hello/notes/:note_id/trackbacks(.:format)', 'trackbacks#index'],
        ['edit_note', '/hello/notes/:id/edit(.:format)', 'notes#edit'],
        ['new_note_trackback', '/hello/notes/:note_id/trackbacks/new(.:format)', 'trackbacks#new'],
        ['trackback', '/hello/trackbacks/:id(.:format)', 'trackbacks#show'],
        ['edit_trackback', '/hello/trackbacks/:id/edit(.:format)', 'trackbacks#edit'],
        ['new_note', '/hello/notes/new(.:format)', 'notes#new'],
        ['note', '/hello/notes/:id(.:format)', 'notes#show'],
      ],
    ],
    [
      'test_shallow_option_nested_resources_within_scope',
      (r) =>
        r.scope('/hello', (r: any) => r.resources('notes', { shallow: true }, (r: any) => r.resources('trackbacks'))),
      [
        ['note_trackbacks', '/hello/notes/:note_id/trackbacks(.:format)', 'trackbacks#index'],
        ['trackback', '/hello/trackbacks/:id(.:format)', 'trackbacks#show'],
        ['edit_trackback', '/hello/trackbacks/:id/edit(.:format)', 'trackbacks#edit'],
        ['note', '/hello/notes/:id(.:format)', 'notes#show'],
      ],
    ],
    [
      'test_shallow_with_module',
      (r) => r.resources('products', (r: any) => r.resources('images', { module: 'products', shallow: true })),
      [
        ['product_images', '/products/:product_id/images(.:format)', 'products/images#index'],
        ['new_product_image', '/products/:product_id/images/new(.:format)', 'products/images#new'],
        ['image', '/images/:id(.:format)', 'products/images#show'],
        ['edit_image', '/images/:id/edit(.:format)', 'products/images#edit'],
      ],
    ],
    [
      'test_shallow_nested_routes_ignore_module',
      (r) =>
        r.scope({ module: 'api' }, (r: any) =>
          r.resources('errors', { shallow: true }, (r: any) => r.resources('notices')),
        ),
      [
        ['error_notices', '/errors/:error_id/notices(.:format)', 'api/notices#index'],
        ['notice', '/notices/:id(.:format)', 'api/notices#show'],
      ],
    ],
    [
      'test_shallow_nested_restful_routes_with_namespaces',
      (r) =>
        r.namespace('backoffice', (r: any) =>
          r.namespace('admin', (r: any) =>
            r.resources('products', { shallow: true }, (r: any) => r.resources('images')),
          ),
        ),
      [
        ['backoffice_admin_products', '/backoffice/admin/products(.:format)', 'backoffice/admin/products#index'],
        ['backoffice_admin_product', '/backoffice/admin/products/:id(.:format)', 'backoffice/admin/products#show'],
        [
          'backoffice_admin_product_images',
          '/backoffice/admin/products/:product_id/images(.:format)',
          'backoffice/admin/images#index',
        ],
        [
          'new_backoffice_admin_product_image',
          '/backoffice/admin/products/:product_id/images/new(.:format)',
          'backoffice/admin/images#new',
        ],
        ['backoffice_admin_image', '/backoffice/admin/images/:id(.:format)', 'backoffice/admin/images#show'],
        ['edit_backoffice_admin_image', '/backoffice/admin/images/:id/edit(.:format)', 'backoffice/admin/images#edit'],
      ],
    ],
    [
      'test_shallow_path_inside_namespace_is_not_added_twice',
      (r) =>
        r.namespace('admin', (r: any) =>
          r.shallow((r: any) => r.resources('posts', (r: any) => r.resources('comments'))),
        ),
      [
        ['admin_post_comments', '/admin/posts/:post_id/comments(.:format)', 'admin/comments#index'],
        ['admin_comment', '/admin/comments/:id(.:format)', 'admin/comments#show'],
        ['admin_post', '/admin/posts/:id(.:format)', 'admin/posts#show'],
      ],
    ],
    [
      'collection and new routes of a shallow child stay nested',
      (r) =>
        r.resources('notes', { shallow: true }, (r: any) =>
          r.resources('tracks', (r: any) => {
            r.get('recent', { on: 'collection' });
            r.get('draft', { on: 'new' });
            r.get('play', { on: 'member' });
          }),
        ),
      [
        ['recent_note_tracks', '/notes/:note_id/tracks/recent(.:format)', 'tracks#recent'],
        ['draft_new_note_track', '/notes/:note_id/tracks/new/draft(.:format)', 'tracks#draft'],
        ['play_track', '/tracks/:id/play(.:format)', 'tracks#play'],
      ],
    ],
    [
      'a member block of a shallow child',
      (r) =>
        r.resources('notes', { shallow: true }, (r: any) =>
          r.resources('tracks', (r: any) => r.member((r: any) => r.get('play'))),
        ),
      [['play_track', '/tracks/:id/play(.:format)', 'tracks#play']],
    ],
    [
      'a bare route in a shallow child hangs off its shallow path',
      (r) => r.resources('notes', { shallow: true }, (r: any) => r.resources('tracks', (r: any) => r.get('waveform'))),
      [['track_waveform', '/tracks/:track_id/waveform(.:format)', 'tracks#waveform']],
    ],
    [
      'test_custom_resource_routes_are_scoped: new and member routes of a shallow child',
      (r) =>
        r.resources('customers', (r: any) =>
          r.resources('notes', { shallow: true }, (r: any) => {
            r.get({ preview: 'notes#preview', as: 'preview', on: 'new' });
            r.get({ print: 'notes#print', as: 'print', on: 'member' });
          }),
        ),
      [
        ['preview_new_customer_note', '/customers/:customer_id/notes/new/preview(.:format)', 'notes#preview'],
        ['print_note', '/notes/:id/print(.:format)', 'notes#print'],
      ],
    ],
    [
      'shallow member routes of the shallow parent itself stay unprefixed',
      (r) => r.resources('notes', { shallow: true }, (r: any) => r.get('archive', { on: 'member' })),
      [['archive_note', '/notes/:id/archive(.:format)', 'notes#archive']],
    ],
  ])('%s', (_name, block, expected) => {
    check(block, expected);
  });
});

describe('shallow_path and shallow_prefix', () => {
  test.each<[string, Block, Expect[]]>([
    [
      'a scope shallow_path (the Rails guide)',
      (r) =>
        r.scope({ shallow_path: 'sekret' }, (r: any) =>
          r.resources('articles', (r: any) => r.resources('comments', { shallow: true })),
        ),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['new_article_comment', '/articles/:article_id/comments/new(.:format)', 'comments#new'],
        ['comment', '/sekret/comments/:id(.:format)', 'comments#show'],
        ['edit_comment', '/sekret/comments/:id/edit(.:format)', 'comments#edit'],
        ['article', '/articles/:id(.:format)', 'articles#show'],
      ],
    ],
    [
      'a scope shallow_prefix (the Rails guide)',
      (r) =>
        r.scope({ shallow_prefix: 'sekret' }, (r: any) =>
          r.resources('articles', (r: any) => r.resources('comments', { shallow: true })),
        ),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['new_article_comment', '/articles/:article_id/comments/new(.:format)', 'comments#new'],
        ['sekret_comment', '/comments/:id(.:format)', 'comments#show'],
        ['edit_sekret_comment', '/comments/:id/edit(.:format)', 'comments#edit'],
      ],
    ],
    [
      'test_shallow_path_and_prefix_are_not_added_to_non_shallow_routes',
      (r) =>
        r.scope({ shallow_path: 'projects', shallow_prefix: 'project' }, (r: any) =>
          r.resources('projects', (r: any) => r.resources('files', { controller: 'project_files', shallow: true })),
        ),
      [
        ['projects', '/projects(.:format)', 'projects#index'],
        ['new_project', '/projects/new(.:format)', 'projects#new'],
        ['project', '/projects/:id(.:format)', 'projects#show'],
        ['edit_project', '/projects/:id/edit(.:format)', 'projects#edit'],
        ['project_files', '/projects/:project_id/files(.:format)', 'project_files#index'],
        ['new_project_file', '/projects/:project_id/files/new(.:format)', 'project_files#new'],
        ['project_file', '/projects/files/:id(.:format)', 'project_files#show'],
        ['edit_project_file', '/projects/files/:id/edit(.:format)', 'project_files#edit'],
      ],
    ],
    [
      'test_scope_path_is_copied_to_shallow_path',
      (r) =>
        r.scope({ path: 'foo' }, (r: any) =>
          r.resources('posts', (r: any) => r.resources('comments', { shallow: true })),
        ),
      [
        ['comment', '/foo/comments/:id(.:format)', 'comments#show'],
        ['post_comments', '/foo/posts/:post_id/comments(.:format)', 'comments#index'],
      ],
    ],
    [
      'test_scope_as_is_copied_to_shallow_prefix',
      (r) =>
        r.scope({ as: 'foo' }, (r: any) =>
          r.resources('posts', (r: any) => r.resources('comments', { shallow: true })),
        ),
      [
        ['foo_comment', '/comments/:id(.:format)', 'comments#show'],
        ['foo_post_comments', '/posts/:post_id/comments(.:format)', 'comments#index'],
      ],
    ],
    [
      'test_scope_shallow_prefix_is_not_overwritten_by_as',
      (r) =>
        r.scope({ as: 'foo', shallow_prefix: 'bar' }, (r: any) =>
          r.resources('posts', (r: any) => r.resources('comments', { shallow: true })),
        ),
      [
        ['bar_comment', '/comments/:id(.:format)', 'comments#show'],
        ['foo_post_comments', '/posts/:post_id/comments(.:format)', 'comments#index'],
      ],
    ],
    [
      'test_scope_shallow_path_is_not_overwritten_by_path',
      (r) =>
        r.scope({ path: 'foo', shallow_path: 'bar' }, (r: any) =>
          r.resources('posts', (r: any) => r.resources('comments', { shallow: true })),
        ),
      [
        ['comment', '/bar/comments/:id(.:format)', 'comments#show'],
        ['post_comments', '/foo/posts/:post_id/comments(.:format)', 'comments#index'],
      ],
    ],
    [
      'shallow_path and shallow_prefix as options of the parent resource',
      (r) =>
        r.resources('articles', { shallow_path: 'sekret', shallow_prefix: 'hidden' }, (r: any) =>
          r.resources('comments', { shallow: true }),
        ),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['new_article_comment', '/articles/:article_id/comments/new(.:format)', 'comments#new'],
        ['hidden_comment', '/sekret/comments/:id(.:format)', 'comments#show'],
        ['edit_hidden_comment', '/sekret/comments/:id/edit(.:format)', 'comments#edit'],
        ['article', '/articles/:id(.:format)', 'articles#show'],
      ],
    ],
    [
      'test_namespaced_shallow_routes_with_module_option',
      (r) =>
        r.namespace('foo', { module: 'bar' }, (r: any) =>
          r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
            r.resources('comments', { only: ['index', 'show'], shallow: true }),
          ),
        ),
      [
        ['foo_posts', '/foo/posts(.:format)', 'bar/posts#index'],
        ['foo_post', '/foo/posts/:id(.:format)', 'bar/posts#show'],
        ['foo_post_comments', '/foo/posts/:post_id/comments(.:format)', 'bar/comments#index'],
        ['foo_comment', '/foo/comments/:id(.:format)', 'bar/comments#show'],
      ],
    ],
    [
      'test_namespaced_shallow_routes_with_path_option',
      (r) =>
        r.namespace('foo', { path: 'bar' }, (r: any) =>
          r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
            r.resources('comments', { only: ['index', 'show'], shallow: true }),
          ),
        ),
      [
        ['foo_posts', '/bar/posts(.:format)', 'foo/posts#index'],
        ['foo_post', '/bar/posts/:id(.:format)', 'foo/posts#show'],
        ['foo_post_comments', '/bar/posts/:post_id/comments(.:format)', 'foo/comments#index'],
        ['foo_comment', '/bar/comments/:id(.:format)', 'foo/comments#show'],
      ],
    ],
    [
      'test_namespaced_shallow_routes_with_as_option',
      (r) =>
        r.namespace('foo', { as: 'bar' }, (r: any) =>
          r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
            r.resources('comments', { only: ['index', 'show'], shallow: true }),
          ),
        ),
      [
        ['bar_posts', '/foo/posts(.:format)', 'foo/posts#index'],
        ['bar_post', '/foo/posts/:id(.:format)', 'foo/posts#show'],
        ['bar_post_comments', '/foo/posts/:post_id/comments(.:format)', 'foo/comments#index'],
        ['bar_comment', '/foo/comments/:id(.:format)', 'foo/comments#show'],
      ],
    ],
    [
      'test_namespaced_shallow_routes_with_shallow_path_option',
      (r) =>
        r.namespace('foo', { shallow_path: 'bar' }, (r: any) =>
          r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
            r.resources('comments', { only: ['index', 'show'], shallow: true }),
          ),
        ),
      [
        ['foo_posts', '/foo/posts(.:format)', 'foo/posts#index'],
        ['foo_post', '/foo/posts/:id(.:format)', 'foo/posts#show'],
        ['foo_post_comments', '/foo/posts/:post_id/comments(.:format)', 'foo/comments#index'],
        ['foo_comment', '/bar/comments/:id(.:format)', 'foo/comments#show'],
      ],
    ],
    [
      'test_namespaced_shallow_routes_with_shallow_prefix_option',
      (r) =>
        r.namespace('foo', { shallow_prefix: 'bar' }, (r: any) =>
          r.resources('posts', { only: ['index', 'show'] }, (r: any) =>
            r.resources('comments', { only: ['index', 'show'], shallow: true }),
          ),
        ),
      [
        ['foo_posts', '/foo/posts(.:format)', 'foo/posts#index'],
        ['foo_post', '/foo/posts/:id(.:format)', 'foo/posts#show'],
        ['foo_post_comments', '/foo/posts/:post_id/comments(.:format)', 'foo/comments#index'],
        ['bar_comment', '/foo/comments/:id(.:format)', 'foo/comments#show'],
      ],
    ],
    [
      'shallowPath / shallowPrefix on a namespace (camelCase)',
      (r) =>
        r.namespace('foo', { shallowPath: 'x', shallowPrefix: 'y' }, (r: any) =>
          r.resources('posts', { only: [] }, (r: any) => r.resources('comments', { only: ['show'], shallow: true })),
        ),
      [['y_comment', '/x/comments/:id(.:format)', 'foo/comments#show']],
    ],
  ])('%s', (_name, block, expected) => {
    check(block, expected);
  });
});

describe('shallow recognition and helpers', () => {
  test('test_shallow_custom_param', () => {
    const router = draw((r) =>
      r.resources('orders', (r: any) =>
        r.constraints({ download: /[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}/ }, (r: any) =>
          r.resources('downloads', { param: 'download', shallow: true }),
        ),
      ),
    );
    expect(params(router, 'GET', '/downloads/0c0c0b68-d24b-11e1-a861-001ff3fffe6f.zip')).toEqual({
      controller: 'downloads',
      action: 'show',
      download: '0c0c0b68-d24b-11e1-a861-001ff3fffe6f',
      format: 'zip',
    });
    expect(named(router, 'order_downloads')?.path).toBe('/orders/:order_id/downloads(.:format)');
  });

  test('test_shallow_nested_resources_within_scope: every verb', () => {
    const router = draw((r) =>
      r.scope('/hello', (r: any) => r.shallow((r: any) => r.resources('notes', (r: any) => r.resources('trackbacks')))),
    );
    expect.assertions(12);
    for (const [method, url, expected] of [
      ['PUT', '/hello/trackbacks/1', 'trackbacks#update'],
      ['POST', '/hello/notes/1/trackbacks', 'trackbacks#create'],
      ['DELETE', '/hello/trackbacks/1', 'trackbacks#destroy'],
      ['GET', '/hello/notes', 'notes#index'],
      ['POST', '/hello/notes', 'notes#create'],
      ['GET', '/hello/notes/new', 'notes#new'],
      ['GET', '/hello/notes/1', 'notes#show'],
      ['PUT', '/hello/notes/1', 'notes#update'],
      ['DELETE', '/hello/notes/1', 'notes#destroy'],
      ['GET', '/hello/notes/1/trackbacks/1', null],
      ['GET', '/trackbacks/1', null],
      ['GET', '/hello/trackbacks/1/edit', 'trackbacks#edit'],
    ] as Array<[string, string, string | null]>) {
      expect(target(router, method, url)).toBe(expected);
    }
  });

  test('test_shallow_nested_resources_inside_resource: update and destroy', () => {
    const router = draw((r) => r.resource('membership', { shallow: true }, (r: any) => r.resources('cards')));
    const h: any = router.helpers;
    expect(target(router, 'POST', '/membership/cards')).toBe('cards#create');
    expect(target(router, 'PUT', '/cards/1')).toBe('cards#update');
    expect(target(router, 'PATCH', '/cards/1')).toBe('cards#update');
    expect(target(router, 'DELETE', '/cards/1')).toBe('cards#destroy');
    expect(h.membership_cards_path()).toBe('/membership/cards');
    expect(h.card_path('1')).toBe('/cards/1');
    expect(h.edit_card_path('1')).toBe('/cards/1/edit');
  });

  test('test_shallow_false_inside_nested_shallow_resource: positional helpers', () => {
    const h: any = draw((r) =>
      r.resources('blogs', { shallow: true }, (r: any) =>
        r.resources('posts', (r: any) => {
          r.resources('comments', { shallow: false });
          r.resources('tags');
        }),
      ),
    ).helpers;
    expect(h.post_comments_path('1')).toBe('/posts/1/comments');
    expect(h.post_comment_path('1', '2')).toBe('/posts/1/comments/2');
    expect(h.edit_post_comment_path('1', '2')).toBe('/posts/1/comments/2/edit');
    expect(h.tag_path('3')).toBe('/tags/3');
  });

  test('a shallow parent constraint still reaches the nested collection routes', () => {
    const router = draw((r) =>
      r.resources('articles', { shallow: true, id: /\d+/ }, (r: any) => r.resources('comments')),
    );
    expect(named(router, 'article_comments')?.requirements).toMatchObject({ article_id: /\d+/ });
    expect(target(router, 'GET', '/articles/x/comments')).toBeNull();
    expect(target(router, 'GET', '/articles/1/comments')).toBe('comments#index');
  });
});

describe('inspect', () => {
  test('the rails routes sheet of a shallow nested resource, exactly', () => {
    const router = draw((r) => r.resources('articles', { shallow: true }, (r: any) => r.resources('comments')));
    expect(router.inspect()).toBe(
      [
        '             Prefix Verb   URI Pattern                                  Controller#Action',
        '   article_comments GET    /articles/:article_id/comments(.:format)     comments#index',
        '                    POST   /articles/:article_id/comments(.:format)     comments#create',
        'new_article_comment GET    /articles/:article_id/comments/new(.:format) comments#new',
        '       edit_comment GET    /comments/:id/edit(.:format)                 comments#edit',
        '            comment GET    /comments/:id(.:format)                      comments#show',
        '                    PATCH  /comments/:id(.:format)                      comments#update',
        '                    PUT    /comments/:id(.:format)                      comments#update',
        '                    DELETE /comments/:id(.:format)                      comments#destroy',
        '           articles GET    /articles(.:format)                          articles#index',
        '                    POST   /articles(.:format)                          articles#create',
        '        new_article GET    /articles/new(.:format)                      articles#new',
        '       edit_article GET    /articles/:id/edit(.:format)                 articles#edit',
        '            article GET    /articles/:id(.:format)                      articles#show',
        '                    PATCH  /articles/:id(.:format)                      articles#update',
        '                    PUT    /articles/:id(.:format)                      articles#update',
        '                    DELETE /articles/:id(.:format)                      articles#destroy',
        '',
      ].join('\n'),
    );
  });
});

describe('more shallow declarations', () => {
  test.each<[string, Block, Expect[]]>([
    [
      'as on a shallow child',
      (r) => r.resources('posts', { shallow: true }, (r: any) => r.resources('comments', { as: 'notes' })),
      [
        ['post_notes', '/posts/:post_id/comments(.:format)', 'comments#index'],
        ['note', '/comments/:id(.:format)', 'comments#show'],
        ['edit_note', '/comments/:id/edit(.:format)', 'comments#edit'],
      ],
    ],
    [
      'path on a shallow child',
      (r) => r.resources('posts', { shallow: true }, (r: any) => r.resources('comments', { path: 'remarks' })),
      [
        ['post_comments', '/posts/:post_id/remarks(.:format)', 'comments#index'],
        ['comment', '/remarks/:id(.:format)', 'comments#show'],
      ],
    ],
    [
      'a scope shallow: true',
      (r) => r.scope({ shallow: true }, (r: any) => r.resources('posts', (r: any) => r.resources('comments'))),
      [
        ['post_comments', '/posts/:post_id/comments(.:format)', 'comments#index'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
      ],
    ],
    [
      'a shallow block inside a resource',
      (r) => r.resources('articles', (r: any) => r.shallow((r: any) => r.resources('comments'))),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['article', '/articles/:id(.:format)', 'articles#show'],
      ],
    ],
    [
      'a member route of a singular child of a shallow parent stays nested',
      (r) =>
        r.resources('threads', { shallow: true, only: [] }, (r: any) =>
          r.resource('owner', { only: [] }, (r: any) => r.get('ping')),
        ),
      [['ping_thread_owner', '/threads/:thread_id/owner/ping(.:format)', 'owners#ping']],
    ],
    [
      'a custom param on a shallow child names the param of its children',
      (r) =>
        r.resources('posts', { shallow: true, only: [] }, (r: any) =>
          r.resources('comments', { param: 'slug', only: ['show'] }, (r: any) =>
            r.resources('likes', { only: 'index' }),
          ),
        ),
      [
        ['comment', '/comments/:slug(.:format)', 'comments#show'],
        ['comment_likes', '/comments/:comment_slug/likes(.:format)', 'likes#index'],
      ],
    ],
    [
      'a namespace inside a shallow resource: its own shallow path and prefix',
      (r) =>
        r.resources('posts', { shallow: true, only: [] }, (r: any) =>
          r.namespace('admin', (r: any) => r.resources('notes', { only: ['index', 'show'] })),
        ),
      [
        ['post_admin_notes', '/posts/:post_id/admin/notes(.:format)', 'admin/notes#index'],
        ['admin_note', '/admin/notes/:id(.:format)', 'admin/notes#show'],
      ],
    ],
    [
      'several children of a shallow parent',
      (r) =>
        r.resources('articles', { shallow: true }, (r: any) =>
          r.resources('comments', 'quotes', { only: ['index', 'show'] }),
        ),
      [
        ['article_comments', '/articles/:article_id/comments(.:format)', 'comments#index'],
        ['comment', '/comments/:id(.:format)', 'comments#show'],
        ['article_quotes', '/articles/:article_id/quotes(.:format)', 'quotes#index'],
        ['quote', '/quotes/:id(.:format)', 'quotes#show'],
      ],
    ],
  ])('%s', (_name, block, expected) => {
    check(block, expected);
  });
});
