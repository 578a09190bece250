/**
 * Whether a URL names its own host (url-rules/absolute-url.ts), the one test a `_path` of a
 * `direct` helper's URL, a redirect's Location and a host option's own scheme are read by.
 */
import { isAbsoluteUrl } from '../../src/url-rules/absolute-url';
import { Router } from '../../src';

test.each<[string, boolean]>([
  ['https://a.org/x', true],
  ['HTTP://a.org', true],
  ['git+ssh://host/repo', true],
  ['//cdn.example/x', true],
  ['/path', false],
  ['path', false],
  ['/\\evil.example', false],
  ['mailto:a@b.org', false],
  ['1http://a.org', false],
  ['', false],
])('%p names its own host: %p', (text, expected) => {
  expect(isAbsoluteUrl(text)).toBe(expected);
});

test("a direct helper's _path keeps only the path of a URL naming a host, and leaves any other text as it is", () => {
  const router = new Router().draw((r) => {
    r.direct('site', () => 'https://rubyonrails.org/about?x=1#top');
    r.direct('cdn', () => '//cdn.example/a.js');
    r.direct('local', () => '/local?y=2');
  });
  const h = router.helpers as Record<string, () => string>;
  expect([h.site_path!(), h.cdn_path!(), h.local_path!(), h.cdn_url!()]).toEqual([
    '/about?x=1#top',
    '/a.js',
    '/local?y=2',
    '//cdn.example/a.js',
  ]);
});
