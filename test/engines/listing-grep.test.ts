/**
 * `routes -g URL` (API.md "Engines"): the routes that URL reaches, engines' included, by the
 * full path — the rule of the routes page's search (one home: engines/full-listing.ts
 * `reachRegExp`). Text that is not a URL still matches each route's own fields.
 */
import { Router } from '../../src';
import { blog } from './blog-engine';

function application(): Router {
  const comments = new Router({ name: 'comments' }).draw((r) => r.resources('comments', { only: ['index'] }));
  const forum = new Router({ name: 'forum' }).draw((r) => r.mount(comments, { at: 'threads/:thread_id' }));
  return new Router().draw((r) => {
    r.root({ to: () => undefined });
    r.resources('posts', { only: ['index'] });
    r.mount(blog, { at: 'blog' });
    r.mount(blog, { at: ':locale/journal', as: 'journal' });
    r.mount(forum, { at: 'forum' });
  });
}

/** Each block of the listing: `''` for the application's, then `Routes for NAME:`, with the paths it lists. */
function blocks(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let current = '';
  for (const line of text.split('\n')) {
    const title = /^Routes for (\w+):$/.exec(line);
    if (title) current = title[1] as string;
    else if (/ \//.test(line)) (out[current] ??= []).push((/ (\/\S*)/.exec(line) as RegExpExecArray)[1] as string);
  }
  return out;
}

test.each<[string, Record<string, string[]>]>([
  // Reaches nothing in the blog: the blog is mounted at /blog and /:locale/journal.
  ['/posts/1', {}],
  // As text, `/posts` is in the blog's full paths (`/blog/posts(.:format)`) and controller (`blog/posts`).
  [
    '/posts',
    {
      '': ['/posts(.:format)'],
      blog: ['/', '/posts(.:format)', '/posts(.:format)', '/posts/:id(.:format)', '/posts/:id(.:format)'],
    },
  ],
  ['/blog/posts/1', { '': ['/blog'], blog: ['/posts/:id(.:format)', '/posts/:id(.:format)'] }],
  ['/fr/journal/posts', { '': ['/:locale/journal'], blog: ['/posts(.:format)', '/posts(.:format)'] }],
  // As text, `/blog` is in every full path of the blog mounted at /blog.
  [
    '/blog',
    {
      '': ['/blog'],
      blog: [
        '/',
        '/posts(.:format)',
        '/posts(.:format)',
        '/posts/:id(.:format)',
        '/posts/:id(.:format)',
        '/feed(.:format)',
      ],
    },
  ],
  ['/forum/threads/3/comments', { '': ['/forum'], forum: ['/threads/:thread_id'], comments: ['/comments(.:format)'] }],
  ['/threads/3/comments', {}],
])('-g %s', (url, expected) => {
  expect(blocks(application().inspect({ grep: url }))).toEqual(expected);
});

test('text matches an engine route’s full paths and its own fields', () => {
  expect(blocks(application().inspect({ grep: 'journal/posts/:id' }))).toEqual({
    blog: ['/posts/:id(.:format)', '/posts/:id(.:format)'],
  });
  expect(blocks(application().inspect({ grep: 'blog/feed' }))).toEqual({ '': ['/blog'], blog: ['/feed(.:format)'] });
  expect(blocks(application().inspect({ grep: 'threads/:thread_id/comments' }))).toEqual({
    comments: ['/comments(.:format)'],
  });
});

test('an engine with nothing to list under the filter adds no block', () => {
  const text = application().inspect({ grep: '/posts/1' });
  expect(text).toBe('No routes were found for this grep pattern.\n');
});

test.each<[string, { controller?: string; grep?: string; unused?: boolean; expanded?: boolean }]>([
  ['-c blog/posts', { controller: 'blog/posts' }],
  ['-g journal/posts/:id', { grep: 'journal/posts/:id' }],
  ['-E -c blog/posts', { controller: 'blog/posts', expanded: true }],
])('%s: the listing starts with the engine’s block, no “nothing found” line before it', (_flags, options) => {
  const text = application().inspect(options);
  expect(text).not.toMatch(/No routes were found|You don't have any routes/);
  expect(text).toMatch(/^Routes for blog:\n/);
  expect(blocks(text).blog?.length ?? text.split('--[ Route').length - 1).toBeGreaterThan(0);
});

test('-c with a controller no route has still says so, once', () => {
  expect(application().inspect({ controller: 'nothing/here' })).toBe('No routes were found for this controller.\n');
});
