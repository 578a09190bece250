/**
 * Resource declaration errors with API.md's exact texts: collection/member/nested/new
 * outside a resource scope (including inside scopes opened within a resource), unknown
 * actions in only/except for `resources` and `resource`, colons in `param`, missing
 * concerns, and names a resource takes. Ported from resources_test.rb
 * (test_invalid_only_option_for_resources, ...) and routing_test.rb
 * (test_colon_containing_custom_param, test_duplicate_route_name_via_resources_raises_error).
 */
import { ArgumentError } from '../../src';
import { draw, names, thrown, type Block } from './support';

const RESOURCES_LIST = '[:index, :create, :new, :show, :update, :destroy, :edit]';
const RESOURCE_LIST = '[:show, :create, :update, :destroy, :new, :edit]';

describe('exact messages', () => {
  test.each<[string, Block, string]>([
    [
      'collection at the top level',
      (r) => r.collection(() => undefined),
      "can't use collection outside resource(s) scope",
    ],
    ['member at the top level', (r) => r.member(() => undefined), "can't use member outside resource(s) scope"],
    ['nested at the top level', (r) => r.nested(() => undefined), "can't use nested outside resource(s) scope"],
    ['new at the top level', (r) => r.new(() => undefined), "can't use new outside resource(s) scope"],
    [
      'member inside a member block',
      (r) => r.resources('photos', (r: any) => r.member((r: any) => r.member(() => undefined))),
      "can't use member outside resource(s) scope",
    ],
    [
      'collection inside a collection block',
      (r) => r.resources('photos', (r: any) => r.collection((r: any) => r.collection(() => undefined))),
      "can't use collection outside resource(s) scope",
    ],
    [
      'new inside a member block',
      (r) => r.resources('photos', (r: any) => r.member((r: any) => r.new(() => undefined))),
      "can't use new outside resource(s) scope",
    ],
    [
      'nested inside a nested block',
      (r) => r.resources('photos', (r: any) => r.nested((r: any) => r.nested(() => undefined))),
      "can't use nested outside resource(s) scope",
    ],
    [
      'member inside a namespace inside a resource',
      (r) => r.resources('photos', (r: any) => r.namespace('admin', (r: any) => r.member(() => undefined))),
      "can't use member outside resource(s) scope",
    ],
    [
      'collection inside a nested block',
      (r) => r.resources('photos', (r: any) => r.nested((r: any) => r.collection(() => undefined))),
      "can't use collection outside resource(s) scope",
    ],
    [
      'on: member in a collection block',
      (r) => r.resources('photos', (r: any) => r.collection((r: any) => r.get('x', { on: 'member' }))),
      "can't use member outside resource(s) scope",
    ],
    [
      'on: member outside any resource',
      (r) => r.get('preview', { to: 'photos#preview', on: 'member' }),
      "can't use member outside resource(s) scope",
    ],
    [
      'on: collection after the resource block closed',
      (r) => {
        r.resources('photos');
        r.get('search', { to: 'photos#search', on: 'collection' });
      },
      "can't use collection outside resource(s) scope",
    ],

    [
      'test_invalid_only_option_for_resources',
      (r) => r.resources('products', { only: ['foo', 'bar'] }),
      `Route \`resources :products\` - :only and :except must include only ${RESOURCES_LIST}, but also included [:foo, :bar]`,
    ],
    [
      'test_invalid_except_option_for_resources',
      (r) => r.resources('products', { except: 'foo' }),
      `Route \`resources :products\` - :only and :except must include only ${RESOURCES_LIST}, but also included [:foo]`,
    ],
    [
      'test_invalid_only_option_for_singleton_resource',
      (r) => r.resource('products', { only: ['foo', 'bar'] }),
      `Route \`resource :products\` - :only and :except must include only ${RESOURCE_LIST}, but also included [:foo, :bar]`,
    ],
    [
      'test_invalid_except_option_for_singleton_resource',
      (r) => r.resource('products', { except: 'foo' }),
      `Route \`resource :products\` - :only and :except must include only ${RESOURCE_LIST}, but also included [:foo]`,
    ],
    [
      'index is not an action of a singular resource',
      (r) => r.resource('account', { only: ['index', 'show'] }),
      `Route \`resource :account\` - :only and :except must include only ${RESOURCE_LIST}, but also included [:index]`,
    ],
    [
      'an unknown action in both only and except, listed once',
      (r) => r.resources('products', { only: ['show', 'foo'], except: 'foo' }),
      `Route \`resources :products\` - :only and :except must include only ${RESOURCES_LIST}, but also included [:foo]`,
    ],
    [
      'a nested resource names itself',
      (r) => r.resources('products', (r: any) => r.resources('images', { only: 'thumb' })),
      `Route \`resources :images\` - :only and :except must include only ${RESOURCES_LIST}, but also included [:thumb]`,
    ],
    [
      'the first of several names fails first',
      (r) => r.resources('photos', 'products', { except: ['foo'] }),
      `Route \`resources :photos\` - :only and :except must include only ${RESOURCES_LIST}, but also included [:foo]`,
    ],

    [
      'test_colon_containing_custom_param',
      (r) => r.resources('profiles', { param: 'username/:is_admin' }),
      ":param option can't contain colons",
    ],
    [
      'a colon in the param of a singular resource',
      (r) => r.resource('profile', { param: ':name' }),
      ":param option can't contain colons",
    ],

    [
      'test_with_an_invalid_concern_name',
      (r) => r.resources('posts', { concerns: 'foo' }),
      'No concern named foo was found!',
    ],
  ])('%s', (_name, block, message) => {
    const error = thrown(() => draw(block));
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error?.message).toBe(message);
  });
});

describe('names taken by resources', () => {
  test('test_duplicate_route_name_via_resources_raises_error: an explicit as already taken', () => {
    const error = thrown(() =>
      draw((r) => {
        r.resources('collisions');
        r.get('/collision', { to: 'collision#show', as: 'collision' });
      }),
    );
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error?.message).toMatch(/^Invalid route name, already in use: 'collision'/);
  });

  test('test_restful_routes_dont_generate_duplicates', () => {
    const router = draw((r) => r.resources('messages'));
    const keys = router.routes.map((route) => `${route.verb} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('a default name already taken leaves the route unnamed, without error', () => {
    const router = draw((r) => {
      r.get('photos', { to: 'gallery#index' });
      r.resources('photos', { only: ['index', 'show'] });
    });
    expect(names(router)).toEqual(['photos', 'photo']);
    expect(router.routes[1]?.action).toBe('index');
    expect(router.routes[1]?.name).toBeUndefined();
  });

  test('the same resource twice: the second set is unnamed', () => {
    const router = draw((r) => {
      r.resources('photos', { only: ['index'] });
      r.resources('photos', { only: ['index'], path: 'pictures' });
    });
    expect(router.routes.map((route) => route.name)).toEqual(['photos', undefined]);
  });
});

describe('declarations that are not errors', () => {
  test.each<[string, Block]>([
    ['only with a known action as a string', (r) => r.resources('products', { only: 'show' })],
    ['an empty only', (r) => r.resources('products', { only: [] })],
    ['a param without colons', (r) => r.resources('profiles', { param: 'username' })],
    ['member in a resource', (r) => r.resources('photos', (r: any) => r.member(() => undefined))],
    ['collection in a singular resource', (r) => r.resource('profile', (r: any) => r.collection(() => undefined))],
    ['nested in a singular resource', (r) => r.resource('profile', (r: any) => r.nested(() => undefined))],
    [
      'new in a scope inside a resource',
      (r) => r.resources('photos', (r: any) => r.scope({ as: 'x' }, (r: any) => r.new(() => undefined))),
    ],
  ])('%s', (_name, block) => {
    expect(thrown(() => draw(block))).toBeUndefined();
  });
});
