/**
 * API.md's examples and signatures written as an application writes them: with the typed
 * mapper and helpers, no `any`. `npm run typecheck` compiles this file, so a signature that
 * stops accepting what API.md shows fails there; the test checks what the examples draw.
 * Two API.md forms do not compile today and are left out (reported): a top-level
 * `host: 'other.org'` on a route, and a concern passing its `options` on to a verb method.
 */
import { Controller, Router, redirect } from '../../src';

class ApplicationController extends Controller {
  static {
    this.beforeAction('requireLogin', { except: ['index', 'show'] });
  }
  requireLogin(): void {
    if (!(this.req as { user?: unknown }).user) this.redirectTo('/login');
  }
}

const audit: string[] = [];
class PostsController extends ApplicationController {
  static {
    this.skipBeforeAction('requireLogin', { only: ['feed'] });
    this.afterAction((c) => void audit.push(`${String(c.params.controller)}#${String(c.params.action)}`));
    this.aroundAction(async (_c, action) => {
      await action();
    });
    this.prependBeforeAction('requireLogin', { if: 'requireLogin', unless: () => true });
  }
  feed(): boolean {
    this.respondTo({ html: () => this.res.send('x'), json: () => this.res.json({}) });
    return this.performed;
  }
}

function declare(): Router {
  const router = new Router({ defaultUrlOptions: { host: 'example.com' }, resourcesPathNames: { new: 'nuevo' } });
  router.controllers.register('posts', PostsController);
  router.controllers.register(ApplicationController);
  router.draw((r) => {
    r.root('pages#home');
    r.resources('photos', { only: ['index', 'show'] }, (r) => {
      r.member((r) => {
        r.get('preview');
      });
      r.match('new', { on: 'new', via: 'get' });
      r.get({ stats: Symbol.for('stats'), on: 'collection' });
    });
    r.controller('sessions', (r) => r.get({ logout: Symbol.for('destroy') }));
    r.scope('v3', 'admin', (r) => r.get('x', { to: 'x#x' }));
    r.get('pics/:id', { to: 'photos#show', id: /[A-Z]\d{5}/ });
    r.get('nums/:id', { to: 'photos#show', constraints: { id: /\d+/ } });
    r.get('a', { to: 'a#a', constraints: { subdomain: 'api', ip: /^192/, port: 8080, protocol: 'https' } });
    r.get('b/:id', { to: 'b#b', constraints: (req) => req.params.id === '1' });
    r.get('c', { to: 'c#c', constraints: { matches: () => true } });
    r.get('d', { to: 'd#d', constraints: { subdomain: ['api', 'www'], host: /example/ } });
    r.get('stories/:name', { to: redirect('/articles/%{name}') });
    r.get('old/:id', { to: redirect({ path: '/way/%{id}' }) });
    r.get('sub', { to: redirect({ subdomain: 'www', status: 302 }) });
    r.get('fn/:id', { to: redirect((params) => `/x/${String(params.id)}`, { status: 302 }) });
    r.get('avatar', { to: 'avatars#show', format: true, defaults: { format: 'jpeg' } });
    r.scope('(/:locale)', { defaults: { locale: null } }, (r) => r.resources('invitations', { only: ['show'] }));
    r.get('files/*path', { to: 'files#show', format: false });
    r.get('m', { to: 'm#m', middleware: (_req, _res, next) => next() });
    r.scope('s', { middleware: [(_req, _res, next) => next()] }, (r) => r.get('y', { to: 'y#y' }));
    r.mount((_req: unknown, res: { end(): void }) => res.end(), {
      at: '/engine',
      as: 'engine',
      via: 'get',
      constraints: { subdomain: 'api' },
      middleware: (_q, _s, n) => n(),
    });
    r.concern('commentable', (r) => r.resources('comments', { only: ['index'] }));
    r.concern('purgeable', (mapper) => mapper.post('purge'));
    r.resources(
      'posts',
      {
        concerns: ['commentable'],
        shallow: true,
        shallowPath: 'sekret',
        path_names: { new: 'n' },
        pathNames: { edit: 'e' },
      },
      (r) => r.concerns('purgeable'),
    );
    r.resourcesPathNames({ new: 'nuevo' });
    r.resources_path_names({ new: 'nuevo' });
    r.direct('homepage', () => 'https://rubyonrails.org');
    r.direct('main', { anchor: 'x' }, (options) => ({ controller: 'pages', action: 'home', ...options }));
    r.resolve('Basket', (_record, options) => ['root', options]);
    r.resolve('Cart', { anchor: 'items' }, () => 'root');
    r.root('pages#home', { as: 'home' });
    r.match('any', { to: 'a#b', via: ['get', 'post'] });
    r.match('all', { to: 'a#c', via: 'all' });
    r.get('hosted', { to: 'x#hosted', constraints: { host: 'other.org' } });
  });
  router.map((map) => {
    map.resources('albums', { has_many: 'tracks', name_prefix: 'my_' });
    map.connect(':controller/:action/:id');
  });
  return router;
}

test('the examples declare; helpers, url_for and polymorphic answer', () => {
  const router = declare();
  const h = router.helpers;
  expect(h.photo_path(1)).toBe('/photos/1');
  expect(h.previewPhotoPath(1)).toBe('/photos/1/preview');
  expect(
    h.photos_url({
      host: 'https://example.com:8080',
      anchor: false,
      params: { q: 1 },
      trailing_slash: true,
      script_name: '/a',
      only_path: false,
      subdomain: 'x',
      port: 80,
    }),
  ).toBe('https://x.example.com:80/a/photos/?q=1');
  expect(h.url_for({ controller: 'photos', action: 'show', id: 1 })).toBe('/photos/1');
  class Basket {
    id = 1;
  }
  expect(h.polymorphic_path(new Basket())).toBe('/');
  expect(h.polymorphic_url([new Basket()], { host: 'shop.example' })).toBe('http://shop.example/');
  expect(h.main_path()).toBe('/#x');
  // JS names an arrow function after the property it is written at: `fn.name` is 'middleware'.
  expect(router.routes.find((route) => route.path === '/m(.:format)')?.middleware).toEqual(['middleware']);
  expect(router.routes.find((route) => route.path === '/s/y(.:format)')?.middleware).toEqual(['anonymous']);
  expect(router.routes.find((route) => route.name === 'edit_post')?.path).toBe('/sekret/posts/:id/e(.:format)');
  router.reload();
  expect(router.clear().routes).toEqual([]);
});
