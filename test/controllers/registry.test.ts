import { Controller, Router, ArgumentError } from '../../src';
import { actionMethod } from '../../src/controllers/action-methods';
import { controllerNameOf } from '../../src/controllers/registry';

class PhotosController extends Controller {
  index(): void {}
  _helper(): void {}
  get computed(): string {
    return 'x';
  }
  static create(): void {}
}
class AdminUsersController {
  show(): void {}
}
class SpecialPhotosController extends PhotosController {
  extra(): void {}
}

describe('registry', () => {
  test.each([
    [PhotosController, 'photos'],
    [AdminUsersController, 'admin_users'],
    [SpecialPhotosController, 'special_photos'],
  ])('register(%p) names it %s', (klass, name) => {
    const router = new Router();
    router.controllers.register(klass);
    expect(router.controllers.has(name)).toBe(true);
    expect(router.controllers.get(name)).toBe(klass);
    expect(controllerNameOf(klass)).toBe(name);
  });

  test('explicit names, objects, names() and duplicates', () => {
    const registry = new Router().controllers;
    const object = { show() {} };
    registry.register('admin/photos', PhotosController).register('api/status', object);
    expect(registry.names()).toEqual(['admin/photos', 'api/status']);
    expect(registry.get('api/status')).toBe(object);
    expect(registry.get('missing')).toBeUndefined();
    expect(registry.has('__proto__')).toBe(false);
    expect(registry.get('__proto__')).toBeUndefined();
    expect(() => registry.register('admin/photos', AdminUsersController)).toThrow(ArgumentError);
    expect(() => registry.register('admin/photos', AdminUsersController)).toThrow(/already registered/);
  });
});

describe('only action methods dispatch', () => {
  test.each<[string, boolean]>([
    ['index', true],
    ['extra', true],
    ['constructor', false],
    ['_helper', false],
    ['computed', false],
    ['create', false],
    ['redirectTo', false],
    ['respondTo', false],
    ['params', false],
    ['toString', false],
    ['valueOf', false],
    ['hasOwnProperty', false],
    ['__proto__', false],
    ['__defineGetter__', false],
    ['isPrototypeOf', false],
    ['', false],
  ])('SpecialPhotosController#%s → %s', (name, ok) => {
    expect(Boolean(actionMethod(SpecialPhotosController, name))).toBe(ok);
  });

  test('plain objects: own functions only', () => {
    const show = (): void => undefined;
    const object = { show, _secret() {}, value: 1 };
    expect(actionMethod(object, 'show')).toBe(show);
    expect(actionMethod(object, '_secret')).toBeUndefined();
    expect(actionMethod(object, 'value')).toBeUndefined();
    expect(actionMethod(object, 'toString')).toBeUndefined();
    expect(actionMethod(object, 'constructor')).toBeUndefined();
  });
});

describe('router.verify()', () => {
  test('lists routes whose controller or action is missing', () => {
    const router = new Router().draw((r) => {
      r.resources('photos', { only: ['index', 'show'] });
      r.get('admin/stats', { to: 'admin/stats#show' });
      r.get('ping', { to: () => undefined });
      r.get(':controller(/:action)');
    });
    router.controllers.register(PhotosController);
    expect(router.verify()).toEqual([
      "GET /photos/:id(.:format) → photos#show: controller 'photos' has no action 'show'",
      "GET /admin/stats(.:format) → admin/stats#show: controller 'admin/stats' is not registered",
    ]);
    router.controllers.register('admin/stats', { show() {} });
    expect(router.verify()).toHaveLength(1);
  });
});
