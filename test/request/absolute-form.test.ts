/**
 * One rule for a request target in absolute form (and a URL a test names): the authority ends
 * at the first `/`, `?` or `#` (RFC 3986), the scheme is any scheme, case-insensitively.
 * Routing (`normalizeRequestPath`, `squeezedTarget`), the options redirect and
 * `railroute/testing` all read it from `request/absolute-form.ts`.
 */
import { splitAbsoluteForm, withoutOrigin } from '../../src/request/absolute-form';
import { normalizeRequestPath, squeezedTarget } from '../../src/request/request-path';

test.each([
  ['http://a.org/x', { scheme: 'http', authority: 'a.org', rest: '/x' }],
  ['HTTPS://a.org:3000/x?y=1#z', { scheme: 'HTTPS', authority: 'a.org:3000', rest: '/x?y=1#z' }],
  ['http://a.org?y=/z', { scheme: 'http', authority: 'a.org', rest: '?y=/z' }],
  ['http://a.org#/z', { scheme: 'http', authority: 'a.org', rest: '#/z' }],
  ['http://a.org', { scheme: 'http', authority: 'a.org', rest: '' }],
  ['git+ssh://u@h/p', { scheme: 'git+ssh', authority: 'u@h', rest: '/p' }],
  ['http://a.org/x\ny', { scheme: 'http', authority: 'a.org', rest: '/x\ny' }],
  ['/x', null],
  ['//a.org/x', null],
  ['x://', { scheme: 'x', authority: '', rest: '' }],
  ['1http://a.org/x', null],
  ['http:/a.org/x', null],
])('%j splits as %j', (target, parts) => {
  expect(splitAbsoluteForm(target)).toEqual(parts);
  expect(withoutOrigin(target)).toBe(parts === null ? target : parts.rest);
});

test.each([
  ['http://a.org/photos/1', '/photos/1'],
  ['http://a.org', '/'],
  ['http://a.org//photos//1/', '/photos/1'],
  ['photos/1', '/photos/1'],
])('the routed path of %j is %j', (target, path) => {
  expect(normalizeRequestPath(target)).toBe(path);
});

test.each([
  ['http://a.org//photos//1?x=//y', '/photos/1?x=//y'],
  ['http://a.org/photos', null],
])('squeezed, %j is %j', (target, squeezed) => {
  expect(squeezedTarget(target)).toBe(squeezed);
});
