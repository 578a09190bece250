/**
 * The helpers of the map form: NAME_path, NAME_url, hash_for_NAME_path, hash_for_NAME_url
 * (Rails 2.3's route_set.rb define_hash_access: route defaults + use_route + only_path,
 * merged with the given options), member routes taking the id as an argument or an `id`
 * key, nested parents, format, and `url_for` of a hash_for_ result.
 */
import { UrlGenerationError } from '../../src';
import { call, mapped, thrown } from './support';

/** A record: not a plain object, so a helper reads it with toParam() or its id. */
class Message {
  constructor(
    readonly id: number,
    private readonly slug?: string,
  ) {}
  toParam(): string {
    return this.slug ?? String(this.id);
  }
}

const router = mapped(
  (map) => {
    map.resources('messages', { member: { mark: 'put' }, collection: { search: 'get' } });
    map.resources('threads', (thread: any) => thread.resources('posts'));
    map.resource('account');
    map.resources('items', { requirements: { kind: 'book' } });
    map.root({ controller: 'welcome', action: 'home' });
  },
  { defaultUrlOptions: { host: 'example.com' } },
);

describe('NAME_path / NAME_url', () => {
  test.each<[string, unknown[], string]>([
    ['messages_path', [], '/messages'],
    ['messages_url', [], 'http://example.com/messages'],
    ['new_message_path', [], '/messages/new'],
    ['message_path', [1], '/messages/1'],
    ['message_path', [{ id: 1 }], '/messages/1'],
    ['message_path', [{ id: 'a b' }], '/messages/a%20b'],
    ['message_path', [new Message(7, '7-seven')], '/messages/7-seven'],
    ['message_path', [new Message(9), { format: 'xml' }], '/messages/9.xml'],
    ['message_path', [1, 'xml'], '/messages/1.xml'],
    ['message_path', [1, { format: 'json' }], '/messages/1.json'],
    ['message_url', [1], 'http://example.com/messages/1'],
    ['message_url', [1, { host: 'other.org', protocol: 'https' }], 'https://other.org/messages/1'],
    ['edit_message_path', [1], '/messages/1/edit'],
    ['edit_message_path', [{ id: 1 }], '/messages/1/edit'],
    ['mark_message_path', [1], '/messages/1/mark'],
    ['mark_message_path', [{ id: 1 }], '/messages/1/mark'],
    ['search_messages_path', [{ q: 'x y', page: 2 }], '/messages/search?page=2&q=x+y'],
    ['thread_posts_path', [5], '/threads/5/posts'],
    ['thread_post_path', [5, 6], '/threads/5/posts/6'],
    ['thread_post_path', [{ thread_id: 5, id: 6 }], '/threads/5/posts/6'],
    ['edit_thread_post_path', [5, 6, 'xml'], '/threads/5/posts/6/edit.xml'],
    ['account_path', [], '/account'],
    ['edit_account_url', [], 'http://example.com/account/edit'],
    ['root_path', [], '/'],
    ['root_url', [], 'http://example.com/'],
    // camelCase spellings
    ['messagePath', [3], '/messages/3'],
    ['editThreadPostPath', [1, 2], '/threads/1/posts/2/edit'],
  ])('%s(%j) → %s', (helper, args, expected) => {
    expect(call(router, helper, ...args)).toBe(expected);
  });

  test('a missing id throws UrlGenerationError naming the keys', () => {
    const error = thrown(() => (router.helpers as any).message_path());
    expect(error).toBeInstanceOf(UrlGenerationError);
    expect(error.message).toContain('missing required keys: [id]');
    expect(thrown(() => (router.helpers as any).thread_posts_path()).message).toContain(
      'missing required keys: [thread_id]',
    );
  });

  test('helpers are plain functions', () => {
    const { message_path, hash_for_message_path } = router.helpers as any;
    expect(message_path(4)).toBe('/messages/4');
    expect(hash_for_message_path({ id: 4 }).id).toBe(4);
  });

  test('no helpers for unnamed routes (create, update, destroy)', () => {
    const h = router.helpers as any;
    expect(h.create_message_path).toBeUndefined();
    expect(h.update_message_path).toBeUndefined();
  });
});

describe('hash_for_NAME_path / hash_for_NAME_url', () => {
  test.each<[string, unknown[], Record<string, unknown>]>([
    ['hash_for_messages_path', [], { controller: 'messages', action: 'index', use_route: 'messages', only_path: true }],
    ['hash_for_messages_url', [], { controller: 'messages', action: 'index', use_route: 'messages', only_path: false }],
    [
      'hash_for_new_message_path',
      [],
      { controller: 'messages', action: 'new', use_route: 'new_message', only_path: true },
    ],
    [
      'hash_for_message_path',
      [{ id: 1 }],
      { controller: 'messages', action: 'show', use_route: 'message', only_path: true, id: 1 },
    ],
    [
      'hash_for_message_path',
      [1],
      { controller: 'messages', action: 'show', use_route: 'message', only_path: true, id: 1 },
    ],
    [
      'hash_for_message_url',
      [{ id: 1, format: 'xml' }],
      { controller: 'messages', action: 'show', use_route: 'message', only_path: false, id: 1, format: 'xml' },
    ],
    [
      'hash_for_edit_message_path',
      [{ id: 2 }],
      { controller: 'messages', action: 'edit', use_route: 'edit_message', only_path: true, id: 2 },
    ],
    [
      'hash_for_mark_message_path',
      [{ id: 2 }],
      { controller: 'messages', action: 'mark', use_route: 'mark_message', only_path: true, id: 2 },
    ],
    [
      'hash_for_search_messages_path',
      [{ q: 'x' }],
      { controller: 'messages', action: 'search', use_route: 'search_messages', only_path: true, q: 'x' },
    ],
    [
      'hash_for_thread_post_path',
      [{ thread_id: 1, id: 2 }],
      { controller: 'posts', action: 'show', use_route: 'thread_post', only_path: true, thread_id: 1, id: 2 },
    ],
    ['hash_for_account_path', [], { controller: 'accounts', action: 'show', use_route: 'account', only_path: true }],
    ['hash_for_root_url', [], { controller: 'welcome', action: 'home', use_route: 'root', only_path: false }],
    // A literal requirement is a default of the route, so it is part of the hash.
    [
      'hash_for_items_path',
      [],
      { controller: 'items', action: 'index', use_route: 'items', only_path: true, kind: 'book' },
    ],
    // Options win over the defaults (Hash#merge).
    [
      'hash_for_messages_path',
      [{ only_path: false }],
      { controller: 'messages', action: 'index', use_route: 'messages', only_path: false },
    ],
    [
      'hashForMessagePath',
      [{ id: 3 }],
      { controller: 'messages', action: 'show', use_route: 'message', only_path: true, id: 3 },
    ],
  ])('%s(%j)', (helper, args, expected) => {
    expect(call(router, helper, ...args)).toEqual(expected);
  });

  test('url_for of a hash_for_ result gives the same path or URL as the helper', () => {
    const h = router.helpers as any;
    expect(h.url_for(h.hash_for_message_path({ id: 1 }))).toBe('/messages/1');
    expect(h.url_for(h.hash_for_message_path({ id: 1, format: 'xml' }))).toBe('/messages/1.xml');
    expect(h.url_for(h.hash_for_thread_post_path({ thread_id: 1, id: 2 }))).toBe('/threads/1/posts/2');
    expect(h.url_for(h.hash_for_message_url({ id: 1 }))).toBe('http://example.com/messages/1');
    expect(h.url_for(h.hash_for_messages_path({ page: 2 }))).toBe('/messages?page=2');
    expect(h.url_for(h.hash_for_account_url())).toBe(h.account_url());
    expect(h.url_for(h.hash_for_root_path())).toBe('/');
  });

  test('each call returns a fresh hash', () => {
    const h = router.helpers as any;
    const first = h.hash_for_messages_path();
    first.extra = 1;
    expect(h.hash_for_messages_path()).not.toHaveProperty('extra');
  });

  test('block-form routes have no hash_for_ helpers', () => {
    const r = mapped((map) => map.resources('messages', { only: 'index' }));
    r.draw((d) => d.resources('photos', { only: 'index' }));
    const h = r.helpers as any;
    expect(typeof h.hash_for_messages_path).toBe('function');
    expect(h.photos_path()).toBe('/photos');
    expect(h.hash_for_photos_path).toBeUndefined();
    expect(h.hashForPhotosPath).toBeUndefined();
  });
});
