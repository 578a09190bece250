/**
 * Concerns: `concern(name, block)` with blocks that take the mapper and the options, the
 * `concerns` option of `resources`/`resource`, `concerns(...)` in any scope with options
 * passed to the concern, their place in the route order, and the missing-concern error.
 * Ported from Rails' routing/concerns_test.rb.
 */
import { ArgumentError } from '../../src';
import { draw, named, target, thrown, type Block } from './support';

/** Rails' test app: a block concern with options, one without, and a callable one. */
const app: Block = (r) => {
  r.concern('commentable', (r: any, options: Record<string, unknown>) => r.resources('comments', options));
  r.concern('image_attachable', (r: any) => r.resources('images', { only: 'index' }));
  const reviewable = (mapper: any, options: Record<string, unknown> = {}) => mapper.resources('reviews', options);
  r.concern('reviewable', reviewable);

  r.resources('posts', { concerns: ['commentable', 'image_attachable', 'reviewable'] }, (r: any) =>
    r.resource('video', { concerns: 'commentable' }, (r: any) => r.concerns('reviewable', { as: 'video_reviews' })),
  );
  r.resource('picture', { concerns: 'commentable' }, (r: any) => r.resources('posts', { concerns: 'commentable' }));
  r.scope('/videos', (r: any) => r.concerns('commentable', { except: 'destroy' }));
};

describe('concerns_test.rb', () => {
  const router = draw(app);
  const h: any = router.helpers;

  test.each<[string, string, string, string | null, () => string, string]>([
    [
      'test_accessing_concern_from_resources',
      'GET',
      '/posts/1/comments',
      'comments#index',
      () => h.post_comments_path({ post_id: 1 }),
      '/posts/1/comments',
    ],
    [
      'test_accessing_concern_from_resource',
      'GET',
      '/picture/comments',
      'comments#index',
      () => h.picture_comments_path(),
      '/picture/comments',
    ],
    [
      'test_accessing_concern_from_nested_resource',
      'GET',
      '/posts/1/video/comments',
      'comments#index',
      () => h.post_video_comments_path({ post_id: 1 }),
      '/posts/1/video/comments',
    ],
    [
      'test_accessing_concern_from_nested_resources',
      'GET',
      '/picture/posts/1/comments',
      'comments#index',
      () => h.picture_post_comments_path({ post_id: 1 }),
      '/picture/posts/1/comments',
    ],
    [
      'test_accessing_concern_from_resources_with_more_than_one_concern',
      'GET',
      '/posts/1/images',
      'images#index',
      () => h.post_images_path({ post_id: 1 }),
      '/posts/1/images',
    ],
    [
      'test_accessing_callable_concern_',
      'GET',
      '/posts/1/reviews/1',
      'reviews#show',
      () => h.post_review_path({ post_id: 1, id: 1 }),
      '/posts/1/reviews/1',
    ],
    [
      'test_callable_concerns_accept_options',
      'GET',
      '/posts/1/video/reviews/1',
      'reviews#show',
      () => h.post_video_video_review_path({ post_id: 1, id: 1 }),
      '/posts/1/video/reviews/1',
    ],
  ])('%s', (_name, method, url, expectedTarget, helper, path) => {
    expect(target(router, method, url)).toBe(expectedTarget);
    expect(helper()).toBe(path);
  });

  test.each<[string, string, string, string | null]>([
    ['test_accessing_concern_from_resources_using_only_option', 'GET', '/posts/1/images/1', null],
    ['test_accessing_concern_from_a_scope', 'GET', '/videos/comments', 'comments#index'],
    ['test_concerns_accept_options', 'DELETE', '/videos/comments/1', null],
    ['a concern in a scope keeps its other routes', 'PATCH', '/videos/comments/1', 'comments#update'],
  ])('%s', (_name, method, url, expected) => {
    expect(target(router, method, url)).toBe(expected);
  });

  test('names from a concern in a plain scope', () => {
    expect(named(router, 'comments')?.path).toBe('/videos/comments(.:format)');
  });
});

describe('where concern routes go', () => {
  test('in a resource: after the block routes, before index..destroy', () => {
    const router = draw((r) => {
      r.concern('commentable', (r: any) => r.resources('comments', { only: 'index' }));
      r.resources('posts', { concerns: 'commentable', only: ['index', 'show'] }, (r: any) =>
        r.get('search', { on: 'collection' }),
      );
    });
    expect(router.routes.map((route) => `${route.name ?? ''} ${route.path}`)).toEqual([
      'search_posts /posts/search(.:format)',
      'post_comments /posts/:post_id/comments(.:format)',
      'posts /posts(.:format)',
      'post /posts/:id(.:format)',
    ]);
  });

  test('concerns(...) called inside the resource block', () => {
    const router = draw((r) => {
      r.concern('commentable', (r: any) => r.resources('comments', { only: 'index' }));
      r.resources('posts', { only: 'index' }, (r: any) => r.concerns('commentable'));
    });
    expect(named(router, 'post_comments')?.path).toBe('/posts/:post_id/comments(.:format)');
  });

  test('several names, as a list and as arguments', () => {
    const router = draw((r) => {
      r.concern('commentable', (r: any) => r.resources('comments', { only: 'index' }));
      r.concern('taggable', (r: any) => r.resources('tags', { only: 'index' }));
      r.resources('posts', { only: [] }, (r: any) => r.concerns('commentable', 'taggable'));
      r.resources('photos', { only: [], concerns: ['taggable', 'commentable'] });
    });
    expect(router.routes.map((route) => route.name)).toEqual([
      'post_comments',
      'post_tags',
      'photo_tags',
      'photo_comments',
    ]);
  });

  test('a concern with member and collection routes', () => {
    const router = draw((r) => {
      r.concern('toggleable', (r: any) => {
        r.post('toggle', { on: 'member' });
        r.get('toggled', { on: 'collection' });
      });
      r.resources('posts', { concerns: 'toggleable', only: [] });
      r.resource('profile', { concerns: 'toggleable', only: [] });
    });
    expect(named(router, 'toggle_post')?.path).toBe('/posts/:id/toggle(.:format)');
    expect(named(router, 'toggled_posts')?.path).toBe('/posts/toggled(.:format)');
    expect(named(router, 'toggle_profile')?.path).toBe('/profile/toggle(.:format)');
    expect(target(router, 'POST', '/posts/1/toggle')).toBe('posts#toggle');
  });

  test('concerns in a namespace and at the top level', () => {
    const router = draw((r) => {
      r.concern('commentable', (r: any, options: Record<string, unknown>) =>
        r.resources('comments', { only: 'index', ...options }),
      );
      r.namespace('admin', (r: any) => r.concerns('commentable'));
      r.concerns('commentable', { as: 'remarks' });
    });
    expect(router.routes.map((route) => [route.name, route.path, route.controller])).toEqual([
      ['admin_comments', '/admin/comments(.:format)', 'admin/comments'],
      ['remarks', '/comments(.:format)', 'comments'],
    ]);
  });

  test('the options reach the concern as given', () => {
    const seen: Array<Record<string, unknown>> = [];
    draw((r) => {
      r.concern('spy', (_r: any, options: Record<string, unknown>) => void seen.push(options));
      r.resources('posts', { only: [], concerns: 'spy' });
      r.concerns('spy', { only: 'index', as: 'x' });
    });
    expect(seen).toEqual([{}, { only: 'index', as: 'x' }]);
  });
});

describe('missing concerns', () => {
  test.each<[string, Block, string]>([
    [
      'test_with_an_invalid_concern_name',
      (r) => r.resources('posts', { concerns: 'foo' }),
      'No concern named foo was found!',
    ],
    ['on a singular resource', (r) => r.resource('profile', { concerns: ['bar'] }), 'No concern named bar was found!'],
    [
      'concerns(...) in a resource block',
      (r) => r.resources('posts', (r: any) => r.concerns('taggable')),
      'No concern named taggable was found!',
    ],
    [
      'the first missing one of several',
      (r) => {
        r.concern('commentable', (r: any) => r.resources('comments'));
        r.resources('posts', { concerns: ['commentable', 'missing'] });
      },
      'No concern named missing was found!',
    ],
  ])('%s', (_name, block, message) => {
    const error = thrown(() => draw(block));
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(message);
  });
});
