/**
 * Strong parameters against Rails itself: each row's params, `require` and `permit` filters
 * are run by ActionController::Parameters (actionpack 6.1, the installed oracle) and by
 * `Parameters`, and the permitted values, or the error and its keys, must be equal. The rows
 * keep to what Rails 6.1 and 8 answer alike; Rails 8's `expect`, its `[[...]]` arrays and
 * filters that name numbered keys, where 6.1 differs, are in parameters.test.ts.
 */
import { railrouteAnswer, railsAnswers, type OracleRow as Row } from './rails-parameters-oracle';

const post = { title: 'Hello', body: 'Text', admin: '1', tags: ['a', 'b'], address: { city: 'Oslo', zip: '0150' } };
const ROWS: Row[] = [
  // scalars
  { params: post, require: 'post', filters: ['title'] },
  { params: { post }, require: 'post', filters: ['title', 'body'] },
  {
    params: { post: { title: 1, n: 2.5, yes: true, no: false, none: null } },
    require: 'post',
    filters: ['title', 'n', 'yes', 'no', 'none'],
  },
  { params: { post: { title: ['a'] } }, require: 'post', filters: ['title'] },
  { params: { post: { title: { x: 1 } } }, require: 'post', filters: ['title'] },
  { params: { name: 'a', 'born_on(1i)': '2020', 'born_on(2i)': '1', 'other(1i)': '3' }, filters: ['born_on'] },
  // arrays of scalars
  { params: { post }, require: 'post', filters: [{ tags: [] }] },
  { params: { post: { tags: 'a' } }, require: 'post', filters: [{ tags: [] }] },
  { params: { post: { tags: ['a', { x: 1 }] } }, require: 'post', filters: [{ tags: [] }] },
  { params: { post: { tags: ['a', ['b']] } }, require: 'post', filters: [{ tags: [] }] },
  { params: { post: { tags: [] } }, require: 'post', filters: [{ tags: [] }] },
  // nested hashes
  { params: { post }, require: 'post', filters: [{ address: ['city'] }] },
  { params: { post }, require: 'post', filters: ['title', { address: ['city', 'zip'] }, { tags: [] }] },
  { params: { post: { address: 'Oslo' } }, require: 'post', filters: [{ address: ['city'] }] },
  { params: { post: { address: { city: { deep: 1 } } } }, require: 'post', filters: [{ address: ['city'] }] },
  {
    params: { post: { address: { geo: { lat: 1, lng: 2 } } } },
    require: 'post',
    filters: [{ address: [{ geo: ['lat'] }] }],
  },
  {
    params: { post: { prefs: { a: 1, b: ['x', 2], c: { d: null }, e: [{ f: 1 }] } } },
    require: 'post',
    filters: [{ prefs: {} }],
  },
  { params: { post: { prefs: 'x' } }, require: 'post', filters: [{ prefs: {} }] },
  // arrays of hashes and fields_for-style numbered hashes
  {
    params: { post: { comments: [{ body: 'a', spam: 1 }, { body: 'b' }, 'junk'] } },
    require: 'post',
    filters: [{ comments: ['body'] }],
  },
  {
    params: { post: { comments: { '0': { body: 'a', x: 1 }, '1': { body: 'b' } } } },
    require: 'post',
    filters: [{ comments: ['body'] }],
  },
  { params: { post: { comments: [] } }, require: 'post', filters: [{ comments: ['body'] }] },
  { params: { post: { title: null, tags: false } }, require: 'post', filters: [{ title: ['x'] }, { tags: [] }] },
  // unpermitted keys raised (controller and action never count)
  { params: { controller: 'posts', action: 'create', title: 'x', admin: '1' }, filters: ['title'], raise: true },
  { params: { title: 'x', admin: '1', role: 'root' }, filters: ['title'], raise: true },
  {
    params: { post: { title: 'x', address: { city: 'a', evil: 1 } } },
    require: 'post',
    filters: ['title', { address: ['city'] }],
    raise: true,
  },
  { params: { post: { title: 'x' } }, require: 'post', filters: ['title'], raise: true },
  // require
  { params: { post: {} }, require: 'post' },
  { params: { post: '' }, require: 'post' },
  { params: { post: '  ' }, require: 'post' },
  // Ruby's blank is Unicode White_Space: U+0085 is blank, U+FEFF is not (JavaScript's \s has it the other way)
  { params: { post: '\u0085' }, require: 'post' },
  { params: { post: '\ufeff' }, require: 'post' },
  { params: { post: '\u00a0\u2028\u3000' }, require: 'post' },
  { params: { post: [] }, require: 'post' },
  { params: { post: null }, require: 'post' },
  { params: {}, require: 'post' },
  { params: { post: false }, require: 'post' },
  { params: { post: 0 }, require: 'post' },
  { params: { post: 'x' }, require: 'post' },
  { params: { post: { a: 1 } }, require: 'post' },
];

const rails = railsAnswers(ROWS);

test.each(ROWS.map((row, i) => [JSON.stringify(row), i] as const))('%s', (_name, i) => {
  expect(railrouteAnswer(ROWS[i] as Row)).toEqual(rails[i]);
});
