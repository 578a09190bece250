/**
 * The operationId rule (docs/command-line.md): camelCase of the route name, else of
 * controller and action, else of verb and path; `With` and the words of the optional parts a
 * path item takes; the verb, then a number, when an id is taken. Always an identifier, never
 * twice, whatever the names hold.
 */
import fc from 'fast-check';
import type { Token } from '../../src/definition/path-pattern';
import { camelCase, OperationIds, type OperationOrigin } from '../../src/generators/openapi-ids';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const text = (value: string): Token => ({ type: 'text', value });
const param = (name: string): Token => ({ type: 'param', name });

function origin(overrides: Partial<OperationOrigin>): OperationOrigin {
  return {
    name: undefined,
    mounts: [],
    controller: undefined,
    action: undefined,
    method: 'get',
    required: [text('/x')],
    optional: [],
    ...overrides,
  };
}

test.each<[string, Partial<OperationOrigin>, string]>([
  ['a route name', { name: 'new_photo' }, 'newPhoto'],
  ['an engine route behind its mounts', { name: 'admin_post', mounts: ['blog', 'inner'] }, 'blogInnerAdminPost'],
  ['controller and action', { controller: 'comments', action: 'create', method: 'post' }, 'commentsCreate'],
  ['a namespaced controller', { controller: 'admin/users', action: 'index' }, 'adminUsersIndex'],
  [
    'an engine route without a name',
    { mounts: ['blog'], controller: 'blog/posts', action: 'create' },
    'blogBlogPostsCreate',
  ],
  ['verb and path (a redirect)', { method: 'get', required: [text('/old/'), param('id')] }, 'getOldId'],
  ['verb and the root path', { method: 'get', required: [text('/')] }, 'getRoot'],
  ['a controller that starts with a digit', { controller: '2fa', action: 'show' }, '_2faShow'],
  ['a name with no ASCII word: controller and action', { name: '_', controller: 'pages', action: 'home' }, 'pagesHome'],
  ['an optional format', { name: 'photo', optional: [text('.'), param('format')] }, 'photoWithFormat'],
  [
    'optional words and parameters',
    { name: 'reports', optional: [text('/daily/'), param('on')] },
    'reportsWithDailyOn',
  ],
])('%s', (_, overrides, id) => {
  expect(new OperationIds().idFor(origin(overrides))).toBe(id);
});

test('taken ids: the verb, then a number', () => {
  const ids = new OperationIds();
  const update = origin({ controller: 'photos', action: 'update' });
  expect([
    ids.idFor({ ...update, method: 'patch' }),
    ids.idFor({ ...update, method: 'put' }),
    ids.idFor({ ...update, method: 'put' }),
    ids.idFor({ ...update, method: 'put' }),
  ]).toEqual(['photosUpdate', 'photosUpdatePut', 'photosUpdatePut2', 'photosUpdatePut3']);
  // Names that camelCase alike.
  expect([ids.idFor(origin({ name: 'new_pet' })), ids.idFor(origin({ name: 'new__pet' }))]).toEqual([
    'newPet',
    'newPetGet',
  ]);
});

test('camelCase', () => {
  expect(camelCase(['blog', 'admin_post'])).toBe('blogAdminPost');
  expect(camelCase(['URL-for', 'x'])).toBe('uRLForX');
  expect(camelCase(['фото', '--'])).toBe('');
});

/** Hostile words: empty, non-ASCII, digits first, separators only, and words that camelCase alike. */
const word = fc.oneof(
  fc.constantFrom(
    '',
    '_',
    '-',
    'фото',
    '2fa',
    'new_pet',
    'new__pet',
    'newPet',
    'a.b',
    'a b',
    '日本',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const token: fc.Arbitrary<Token> = fc.oneof(word.map(text), word.map(param));
const originArb: fc.Arbitrary<OperationOrigin> = fc.record({
  name: fc.option(word, { nil: undefined }),
  mounts: fc.array(word, { maxLength: 2 }),
  controller: fc.option(word, { nil: undefined }),
  action: fc.option(word, { nil: undefined }),
  method: fc.constantFrom('get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'),
  required: fc.array(token, { maxLength: 3 }),
  optional: fc.array(token, { maxLength: 2 }),
});

test('property: every id is an identifier, none twice, the same origins give the same ids; an origin met again never gets the id it had', () => {
  const reached = new Set<string>();
  fc.assert(
    fc.property(fc.array(fc.tuple(originArb, fc.nat(3)), { minLength: 1, maxLength: 12 }), (draws) => {
      // Some origins repeated, so that taken ids are common.
      const origins = draws.flatMap(([o, times]) => Array.from({ length: times + 1 }, () => o));
      const run = (): string[] => {
        const ids = new OperationIds();
        return origins.map((o) => ids.idFor(o));
      };
      const ids = run();
      expect(ids.filter((id) => !IDENTIFIER.test(id))).toEqual([]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(run()).toEqual(ids);
      const seen = new Map<OperationOrigin, number>();
      origins.forEach((o, i) => {
        const times = seen.get(o) ?? 0;
        seen.set(o, times + 1);
        if (times === 1) reached.add('verb on a taken id');
        if (times >= 2) reached.add('number on a taken id');
        const id = ids[i] as string;
        if (id.startsWith('_')) reached.add('digit first');
        if (o.name !== undefined && camelCase([...o.mounts, o.name]) !== '') reached.add('route name');
        else if (
          o.controller !== undefined &&
          o.action !== undefined &&
          camelCase([...o.mounts, o.controller, o.action]) !== ''
        )
          reached.add('controller and action');
        else reached.add('verb and path');
        if (id.includes('With')) reached.add('optional parts');
      });
    }),
    { numRuns: 300 },
  );
  expect([...reached].sort()).toEqual([
    'controller and action',
    'digit first',
    'number on a taken id',
    'optional parts',
    'route name',
    'verb and path',
    'verb on a taken id',
  ]);
});
