/**
 * `RouteInfo.source` (the declaring `file:line` in the application's file, never
 * railroute's), its opt-out, and `router.inspect({ expanded, unused })`.
 */
import { Route } from '../../src/definition/route';
import { formatExpanded } from '../../src/inspect/expanded';
import * as sourceLocation from '../../src/definition/source-location';
import { Router } from '../../src';

const HERE = 'test/inspect/source-and-expanded.test.ts';
/** The line of a `// @marker` comment: on a route's declaring line (`prettier-ignore` keeps it there after a `{`). */
const lineOf = (marker: string): number =>
  (require('node:fs').readFileSync(__filename, 'utf8') as string)
    .split('\n')
    .findIndex((line) => line.includes(marker)) + 1;

describe('RouteInfo.source', () => {
  const router = new Router().draw((r) => {
    r.concern('commentable', (r) => r.resources('comments', { only: 'index' })); // @concern
    // prettier-ignore
    r.resources('photos', { only: ['index', 'show'], concerns: 'commentable' }, (r) => { // @photos
      r.member((r) => r.get('preview')); // @preview
    });
    r.namespace('admin', (r) => r.scope('v1', (r) => r.get('stats', { to: 'stats#show' }))); // @stats
  });
  router.map((map) => map.resources('things', { only: 'index' })); // @things

  test.each<[string, string]>([
    ['photos', '@photos'],
    ['photo', '@photos'],
    ['preview_photo', '@preview'],
    ['photo_comments', '@concern'],
    ['admin_stats', '@stats'],
    ['things', '@things'],
  ])('%s is declared at its line in this file', (name, marker) => {
    const route = router.routes.find((info) => info.name === name);
    expect(route?.source).toBe(`${HERE}:${lineOf(marker)}`);
  });

  test('a helper function of the application that declares routes gives its own line', () => {
    const addAdmin = (r: Parameters<Parameters<Router['draw']>[0]>[0]): void => {
      r.get('dashboard', { to: 'admin#dashboard' }); // @helper
    };
    const drawn = new Router().draw((r) => r.scope('x', (r) => addAdmin(r)));
    expect(drawn.routes[0]?.source).toBe(`${HERE}:${lineOf('// @helper')}`);
  });

  test('one source is shared by the routes of one call, and each call has its own', () => {
    const drawn = new Router().draw((r) => {
      r.resources('photos', { except: 'destroy' }, (r) => r.get('preview', { on: 'member' })); // @shared
      r.resource('profile', { only: ['show', 'update'] }); // @second
    });
    const sources = drawn.routes.map((route) => route.source);
    expect(sources).toEqual([
      ...Array<string>(8).fill(`${HERE}:${lineOf('// @shared')}`),
      ...Array<string>(3).fill(`${HERE}:${lineOf('// @second')}`),
    ]);
  });

  test('a route declared 80 blocks deep gets its line', () => {
    const nest = (r: Parameters<Parameters<Router['draw']>[0]>[0], depth: number): void => {
      if (depth === 0)
        r.get('deep', { to: 'deep#show' }); // @deep
      else
        r.scope(`s${depth}`, (r) =>
          depth % 2 ? r.namespace(`n${depth}`, (r) => nest(r, depth - 1)) : nest(r, depth - 1),
        );
    };
    const drawn = new Router().draw((r) => r.resources('photos', { only: [] }, (r) => nest(r, 80)));
    expect(drawn.routes[0]?.source).toBe(`${HERE}:${lineOf('// @deep')}`);
  });

  test('the stack is recorded once per call of the application, not per route (the cost is per stack)', () => {
    const capture = jest.spyOn(sourceLocation, 'captureSource');
    try {
      const drawn = new Router().draw((r) => {
        r.concern('commentable', (r) => r.resources('comments'));
        r.resources('photos', { concerns: 'commentable' }, (r) => {
          r.member((r) => r.get('preview'));
          r.get('search', { on: 'collection' });
        });
        r.namespace('admin', (r) => r.resource('profile'));
      });
      expect(drawn.routes).toHaveLength(8 + 8 + 2 + 7);
      expect(capture).toHaveBeenCalledTimes(5);
    } finally {
      capture.mockRestore();
    }
  });

  test('map form: nested blocks and has_many children give the declaring lines', () => {
    const drawn = new Router().map((map) => {
      // prettier-ignore
      map.resources('posts', { only: 'index', has_many: 'tags' }, (post) => { // @posts
        post.resources('comments', { only: 'index' }); // @map-comments
      });
    });
    const byName = Object.fromEntries(drawn.routes.map((route) => [route.name, route.source]));
    expect(byName).toMatchObject({
      posts: `${HERE}:${lineOf('// @posts')}`,
      post_tags: `${HERE}:${lineOf('// @posts')}`,
      post_comments: `${HERE}:${lineOf('// @map-comments')}`,
    });
  });

  test('it is not enumerable: the same route declared elsewhere gives an equal RouteInfo', () => {
    const info = router.routes.find((route) => route.name === 'photos');
    const again = new Router().draw((r) => r.resources('photos', { only: 'index' })).routes[0];
    expect(Object.keys(info ?? {})).not.toContain('source');
    expect(again).toEqual(info);
    expect(again?.source).not.toBe(info?.source);
    expect(JSON.stringify(again)).toBe(JSON.stringify(info));
  });

  // An accessor lives in the object's hidden class; a getter per info gave each
  // info its own (~600 bytes, 6 MB for 9,500 routes).
  test('every RouteInfo reads its source through one shared getter', () => {
    const [first, second] = router.routes;
    const getter = (info: object | undefined): unknown => {
      // Read as a value, not a method: the getter is compared, never called.
      const descriptor: { get?: unknown } | undefined = Object.getOwnPropertyDescriptor(info ?? {}, 'source');
      return descriptor?.get;
    };
    expect(getter(first)).toBeInstanceOf(Function);
    expect(getter(second)).toBe(getter(first));
  });

  test('sourceLocations: false records none', () => {
    const off = new Router({ sourceLocations: false }).draw((r) => r.resources('photos'));
    expect(off.routes.every((info) => !('source' in info))).toBe(true);
  });

  test('NODE_ENV=production records none by default, as Rails records them in development only', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(new Router().draw((r) => r.root('a#b')).routes[0]?.source).toBeUndefined();
      expect(new Router({ sourceLocations: true }).draw((r) => r.root('a#b')).routes[0]?.source).toBe(
        `${HERE}:${lineOf('sourceLocations: true })')}`,
      );
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});

describe('expanded and unused listings', () => {
  const router = new Router().draw((r) => {
    r.root('pages#home');
    r.resources('photos', { only: 'show' });
  });
  router.controllers.register('pages', { home() {} });

  test('expanded: width, blocks, source', () => {
    expect(router.inspect({ expanded: true, width: 20 })).toBe(
      [
        '--[ Route 1 ]-------',
        'Prefix            | root',
        'Verb              | GET',
        'URI               | /',
        'Controller#Action | pages#home',
        `Source Location   | ${HERE}:${lineOf("    r.root('pages#home');")}`,
        '--[ Route 2 ]-------',
        'Prefix            | photo',
        'Verb              | GET',
        'URI               | /photos/:id(.:format)',
        'Controller#Action | photos#show',
        `Source Location   | ${HERE}:${lineOf("r.resources('photos', { only: 'show' });")}`,
        '',
      ].join('\n'),
    );
  });

  test('a Middleware line names the route middleware, outer first', () => {
    function auth(): void {}
    const base = (router as unknown as { set: { routes: Route[] } }).set.routes[0] as Route;
    const route = new Route(
      0,
      {
        ...base,
        verbs: base.verbs,
        path: base.path,
        target: base.target,
        defaults: {},
        requirements: {},
        conditions: {},
        blocks: [],
        requiredDefaults: [],
        urlDefaults: {},
        scopeOptionKeys: [],
        anchored: true,
        middleware: [auth, () => undefined],
        source: 'config/routes.ts:3',
      },
      'root',
    );
    expect(formatExpanded([route]).split('\n').slice(5)).toEqual([
      'Middleware        | auth, anonymous',
      'Source Location   | config/routes.ts:3',
      '',
    ]);
  });

  test('unused, expanded', () => {
    expect(router.inspect({ unused: true, expanded: true, width: 13 }).split('\n').slice(0, 2)).toEqual([
      '--[ Route 1 ]',
      'Prefix            | photo',
    ]);
  });
});
