/** API.md § URL helpers — `router.helpers`. */
import request from 'supertest';
import { Controller, Router, UrlGenerationError } from '../../src';

const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

const MISSING_HOST =
  'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true';

const router = new Router().draw((r) => {
  r.resources('photos');
  r.resources('projects', { only: ['show'] });
  r.get('(/:locale)/descriptions', { to: 'descriptions#index', as: 'descriptions' });
  r.get('files/*path', { to: 'files#show', as: 'file' });
  r.resources('posts', { only: ['index', 'show'] }, (r: any) => r.resources('comments', { only: ['index', 'show'] }));
});
const h: any = router.helpers;

describe('NAME_path / NAME_url, also in camelCase, plain functions', () => {
  test('edit_photo_path ≡ editPhotoPath', () => {
    expect(h.edit_photo_path(1)).toBe('/photos/1/edit');
    expect(h.editPhotoPath(1)).toBe('/photos/1/edit');
    expect(h.editPhotoUrl(1, { host: 'example.com' })).toBe(h.edit_photo_url(1, { host: 'example.com' }));
  });

  test('every named route has both helpers', () => {
    for (const name of router.routes.map((route) => route.name).filter((name): name is string => !!name)) {
      expect(typeof h[`${name}_path`]).toBe('function');
      expect(typeof h[`${name}_url`]).toBe('function');
    }
  });

  test('helpers may be destructured', () => {
    const { photo_path, photoPath, photos_url } = router.helpers as any;
    expect(photo_path(1)).toBe('/photos/1');
    expect(photoPath(2)).toBe('/photos/2');
    expect(photos_url({ host: 'example.com' })).toBe('http://example.com/photos');
  });
});

describe('positional arguments', () => {
  test("fill the parameters in path order, optional ones included: descriptions_path('en') → /en/descriptions", () => {
    expect(h.descriptions_path('en')).toBe('/en/descriptions');
  });

  test('null leaves an optional part out', () => {
    expect(h.descriptions_path(null)).toBe('/descriptions');
    expect(h.descriptions_path()).toBe('/descriptions');
  });

  test("one more positional argument is the format: project_path(1, 'json') → /projects/1.json", () => {
    expect(h.project_path(1, 'json')).toBe('/projects/1.json');
    expect(h.post_comment_path(1, 2, 'xml')).toBe('/posts/1/comments/2.xml');
  });

  test('a record fills with record.toParam() if it has one, else record.id', () => {
    class Photo {
      constructor(readonly id: number) {}
    }
    expect(h.photo_path(new Photo(6))).toBe('/photos/6');
    class Slugged {
      id = 7;
      toParam(): string {
        return 'seven';
      }
    }
    expect(h.photo_path(new Slugged())).toBe('/photos/seven');
  });
});

describe('the last plain-object argument', () => {
  test('named parameters and format', () => {
    expect(h.photo_path({ id: 3 })).toBe('/photos/3');
    expect(h.photo_path({ id: 3, format: 'json' })).toBe('/photos/3.json');
    expect(h.descriptions_path({ locale: 'fr' })).toBe('/fr/descriptions');
    expect(h.post_comment_path(1, { id: 2 })).toBe('/posts/1/comments/2');
  });

  test('anchor', () => {
    expect(h.photo_path(3, { anchor: 'top' })).toBe('/photos/3#top');
  });

  test('_url: host, protocol, port, only_path', () => {
    expect(h.photo_url(3, { host: 'example.com' })).toBe('http://example.com/photos/3');
    expect(h.photo_url(3, { host: 'example.com', protocol: 'https', port: 8443 })).toBe(
      'https://example.com:8443/photos/3',
    );
    expect(h.photo_url(3, { host: 'example.com', only_path: true })).toBe('/photos/3');
    expect(h.photo_url(3, { only_path: true })).toBe('/photos/3');
  });

  test('keys that are not parameters go into the query string, sorted: photos_path({ page: 2 }) → /photos?page=2', () => {
    expect(h.photos_path({ page: 2 })).toBe('/photos?page=2');
    expect(h.photos_path({ z: 1, a: 2, m: 3 })).toBe('/photos?a=2&m=3&z=1');
    expect(h.photo_path(1, { sort: 'asc', page: 2 })).toBe('/photos/1?page=2&sort=asc');
  });
});

describe('encoding', () => {
  test('segment values are percent-encoded', () => {
    expect(h.photo_path('a b/c?d#e')).toBe('/photos/a%20b%2Fc%3Fd%23e');
    expect(h.photo_path('café')).toBe('/photos/caf%C3%A9');
  });

  test('a glob keeps its slashes', () => {
    expect(h.file_path('docs/a b/readme')).toBe('/files/docs/a%20b/readme');
  });
});

test('a missing required parameter throws UrlGenerationError naming the route and saying missing required keys: [id]', () => {
  let err: any;
  try {
    h.photo_path();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(UrlGenerationError);
  expect(err.message).toContain('photo');
  expect(err.message).toContain('missing required keys: [id]');
  expect(() => h.edit_photo_path({})).toThrow(/missing required keys: \[id\]/);
});

test('_path helpers ignore host, protocol and port', () => {
  expect(h.photo_path(1, { host: 'example.com', protocol: 'https', port: 8080 })).toBe('/photos/1');
});

test('_url without a host throws the Missing host message', () => {
  expect(() => h.photo_url(1)).toThrow(MISSING_HOST);
  let err: any;
  try {
    h.photos_url();
  } catch (e) {
    err = e;
  }
  expect(err?.message).toBe(MISSING_HOST);
});

describe.each(EXPRESSES)('%s: inside a request, path parameters fill missing parameters (recall)', (_name, express) => {
  const scoped = new Router().draw((r) =>
    r.scope('(/:locale)', (r: any) => r.resources('photos', { only: ['index', 'show'] })),
  );
  class PhotosController extends Controller {
    index(): void {
      this.res.json({
        locals: this.res.locals.helpers.photo_path(1),
        self: (this as any).helpers.photo_path(1),
        url: this.res.locals.helpers.photo_url(1),
      });
    }
  }
  scoped.controllers.register('photos', PhotosController);
  const app = express();
  app.use(scoped.middleware());

  test('/en/photos → photo_path(1) is /en/photos/1 (res.locals.helpers and this.helpers)', async () => {
    const res = await request(app).get('/en/photos').set('Host', 'example.org').expect(200);
    expect(res.body.locals).toBe('/en/photos/1');
    expect(res.body.self).toBe('/en/photos/1');
    expect(res.body.url).toBe('http://example.org/en/photos/1');
  });
});

describe('url_for', () => {
  test('helpers.url_for({ controller, action, ...params })', () => {
    expect(h.url_for({ controller: 'photos', action: 'show', id: 1 })).toBe('/photos/1');
    expect(h.url_for({ controller: 'photos', action: 'index', page: 2 })).toBe('/photos?page=2');
    expect(h.url_for({ controller: 'photos', action: 'show', id: 1, only_path: false, host: 'example.com' })).toBe(
      'http://example.com/photos/1',
    );
  });
});

describe('polymorphic_path / polymorphic_url', () => {
  class Photo {
    constructor(public id?: number) {}
  }
  class Post {
    constructor(public id?: number) {}
  }
  class Comment {
    constructor(public id?: number) {}
  }

  test('Photo → photo_path (persisted: has an id)', () => {
    expect(h.polymorphic_path(new Photo(1))).toBe('/photos/1');
  });

  test('[post, comment] → post_comment_path', () => {
    expect(h.polymorphic_path([new Post(1), new Comment(2)])).toBe('/posts/1/comments/2');
  });

  test('a new record or a class takes the plural name', () => {
    expect(h.polymorphic_path(new Photo())).toBe('/photos');
    expect(h.polymorphic_path(Photo)).toBe('/photos');
    expect(h.polymorphic_path([new Post(1), new Comment()])).toBe('/posts/1/comments');
    expect(h.polymorphic_path([new Post(1), Comment])).toBe('/posts/1/comments');
  });

  test('record.persisted decides when present', () => {
    expect(h.polymorphic_path(Object.assign(new Photo(4), { persisted: false }))).toBe('/photos');
    expect(h.polymorphic_path(Object.assign(new Photo(4), { persisted: true }))).toBe('/photos/4');
  });

  test('record.constructor.modelName is used before the class name', () => {
    class Picture {
      static modelName = 'Photo';
      id = 9;
    }
    expect(h.polymorphic_path(new Picture())).toBe('/photos/9');
  });

  test('options and polymorphic_url', () => {
    expect(h.polymorphic_path(new Photo(1), { format: 'json' })).toBe('/photos/1.json');
    expect(h.polymorphic_url(new Photo(1), { host: 'example.com' })).toBe('http://example.com/photos/1');
  });

  test('honouring resolve', () => {
    const withResolve = new Router().draw((r) => {
      r.resource('basket', { only: ['show'] });
      r.resolve('Basket', () => 'basket');
    });
    class Basket {
      id = 1;
    }
    expect((withResolve.helpers as any).polymorphic_path(new Basket())).toBe('/basket');
  });
});
