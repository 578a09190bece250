/**
 * API.md § Conventions (a camelCase option spelling is the same option, wherever an option
 * key is snake_case) and lines of § Block form / § URL helpers not pinned elsewhere: `to`
 * given to a scope is not a parameter, `to_param()`, the request's protocol for `_url`.
 */
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';

const table = (router: Router): string[] =>
  router.routes.map(
    (route) => `${route.name ?? ''} ${route.verb} ${route.path} ${route.controller ?? ''}#${route.action ?? ''}`,
  );

describe('a camelCase option spelling is the same option', () => {
  test.each<[string, (options: Record<string, unknown>) => Router, Record<string, unknown>, Record<string, unknown>]>([
    [
      'shallow_path',
      (o) =>
        new Router().draw((r) =>
          r.resources('posts', { shallow: true, ...o }, (r) => r.resources('comments', { only: ['show'] })),
        ),
      { shallow_path: 'x' },
      { shallowPath: 'x' },
    ],
    [
      'shallow_prefix',
      (o) =>
        new Router().draw((r) =>
          r.resources('posts', { shallow: true, ...o }, (r) => r.resources('comments', { only: ['show'] })),
        ),
      { shallow_prefix: 'sk' },
      { shallowPrefix: 'sk' },
    ],
    [
      'path_names',
      (o) => new Router().draw((r) => r.resources('photos', { only: ['new'], ...o })),
      { path_names: { new: 'nuevo' } },
      { pathNames: { new: 'nuevo' } },
    ],
    [
      'path_names on scope',
      (o) => new Router().draw((r) => r.scope(o, (r) => r.resources('photos', { only: ['edit'] }))),
      { path_names: { edit: 'cambiar' } },
      { pathNames: { edit: 'cambiar' } },
    ],
    [
      'has_many (map)',
      (o) => new Router().map((map) => map.resources('posts', o)),
      { has_many: ['comments'] },
      { hasMany: ['comments'] },
    ],
    [
      'has_one (map)',
      (o) => new Router().map((map) => map.resources('posts', o)),
      { has_one: 'author' },
      { hasOne: 'author' },
    ],
    [
      'name_prefix (map)',
      (o) => new Router().map((map) => map.resources('photos', o)),
      { name_prefix: 'my_' },
      { namePrefix: 'my_' },
    ],
    [
      'path_prefix (map)',
      (o) => new Router().map((map) => map.resources('photos', o)),
      { path_prefix: '/mine' },
      { pathPrefix: '/mine' },
    ],
  ])('%s', (_label, make, snake, camel) => {
    const a = make(snake);
    const b = make(camel);
    expect(table(b)).toEqual(table(a));
    // The option took effect (the table differs from the one without it).
    expect(table(a)).not.toEqual(table(make({})));
  });

  const h: any = new Router().draw((r) => r.resources('photos')).helpers;
  test.each([
    [
      'only_path',
      (o: any) => h.photos_url({ host: 'example.com', ...o }),
      { only_path: true },
      { onlyPath: true },
      '/photos',
    ],
    ['trailing_slash', (o: any) => h.photos_path(o), { trailing_slash: true }, { trailingSlash: true }, '/photos/'],
    ['script_name', (o: any) => h.photos_path(o), { script_name: '/app' }, { scriptName: '/app' }, '/app/photos'],
  ])('URL option %s', (_label, call, snake, camel, expected) => {
    expect(call(snake)).toBe(expected);
    expect(call(camel)).toBe(expected);
  });
});

describe('to given to resources / resource / scope', () => {
  const handler = (req: any, res: any): void => res.json({ params: { ...req.params } });
  const router = new Router().draw((r) => {
    r.resources('photos', { only: ['show'], to: handler } as any);
    r.resource('profile', { only: ['show'], to: 'users#profile' } as any);
    r.scope('s', { to: 'pages#inner' } as any, (r) => r.get('a'));
  });

  test('sets the target of the routes inside; no to parameter appears (params, defaults)', () => {
    expect(router.recognize('GET', '/profile')?.params).toEqual({ controller: 'users', action: 'profile' });
    expect(router.recognize('GET', '/s/a')?.params).toEqual({ controller: 'pages', action: 'inner' });
    expect(router.recognize('GET', '/photos/1')?.params).toEqual({ id: '1' });
    for (const route of router.routes) expect(route.defaults).not.toHaveProperty('to');
  });

  test.each(EXPRESSES)('%s: the handler target runs, without a to parameter', async (_name, express) => {
    const app = express();
    app.use(router.middleware());
    expect((await request(app).get('/photos/3').expect(200)).body.params).toEqual({ id: '3' });
  });
});

describe('records', () => {
  test('a record fills with record.to_param() when it has one', () => {
    const h: any = new Router().draw((r) => r.resources('photos', { only: ['show'] })).helpers;
    class Photo {
      id = 1;
      to_param(): string {
        return 'one';
      }
    }
    expect(h.photo_path(new Photo())).toBe('/photos/one');
    expect(h.polymorphic_path(new Photo())).toBe('/photos/one');
  });
});

describe.each(EXPRESSES)("%s: _url helpers default to the request's protocol", (_name, express) => {
  test('X-Forwarded-Proto under trust proxy gives https', async () => {
    const router = new Router({ defaultUrlOptions: { host: 'default.example', protocol: 'http' } }).draw((r) =>
      r.get('here', { to: (_req: any, res: any) => res.json({ url: res.locals.helpers.here_url() }), as: 'here' }),
    );
    const app = express();
    app.set('trust proxy', true);
    app.use(router.middleware());
    const res = await request(app)
      .get('/here')
      .set('Host', 'shop.example')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(res.body.url).toBe('https://shop.example/here');
  });
});
