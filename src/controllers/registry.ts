/**
 * Controllers registered by name (`admin/photos`), as routes name them. A class is
 * instantiated per request; an object is used as it is. Which methods may be dispatched to
 * is decided here, once per controller and action name.
 */
import { ArgumentError } from '../errors';
import { underscore } from '../support/inflection';
import { actionMethod, type ActionMethod } from './action-methods';

/** A controller class: `new C(req, res, next)` per request (its own request and response types). */
export type ControllerClass = new (req: never, res: never, next: (err?: unknown) => void) => object;
/** What a controller name stands for: a class (instantiated per request) or an object whose methods are the actions. */
export type ControllerTarget = ControllerClass | object;

/**
 * `router.controllers`: where routes' `controller#action` targets are looked up, by full name
 * (`admin/photos`). The router dispatches only to action methods (API.md, Controllers).
 */
export class ControllerRegistry {
  private readonly entries = new Map<string, ControllerTarget>();
  /** Action lookups that succeeded, per controller: names from URLs are never cached blindly. */
  private readonly actions = new Map<string, Map<string, ActionMethod>>();

  constructor(
    /** The router's `secretKeyBase`: the key of the forgery-protection cookie. */
    readonly secretKeyBase?: string,
  ) {}

  /**
   * `register('photos', PhotosController)`, `register(PhotosController)` (→ `photos`),
   * `register('api/status', { show(req, res) { ... } })`.
   */
  register(nameOrClass: string | ControllerClass, target?: ControllerTarget): this {
    let name: string;
    let value: ControllerTarget;
    if (typeof nameOrClass === 'function') {
      value = nameOrClass;
      name = controllerNameOf(nameOrClass);
    } else {
      if (target === undefined || target === null || (typeof target !== 'function' && typeof target !== 'object')) {
        throw new ArgumentError(`Controller ${nameOrClass} must be a class or an object`);
      }
      name = nameOrClass;
      value = target;
    }
    if (!/^[a-z_0-9][a-z_0-9/]*$/i.test(name)) throw new ArgumentError(`Invalid controller name: '${name}'`);
    if (this.entries.has(name)) throw new ArgumentError(`Controller already registered: '${name}'`);
    this.entries.set(name, value);
    return this;
  }

  /** The class or object registered under `name`, or undefined. */
  get(name: string): ControllerTarget | undefined {
    // `register` refuses undefined targets: one lookup tells.
    return this.entries.get(name);
  }

  /** Whether a controller is registered under `name`. */
  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The registered names, in registration order. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * The action method of a registered controller, or undefined if `action` is not one:
   * the dispatcher's lookup, not for applications.
   *
   * @internal
   */
  action(controller: string, action: string): ActionMethod | undefined {
    // Cached first: dispatch asks on every request (a controller, once registered, never changes).
    let cache = this.actions.get(controller);
    const cached = cache?.get(action);
    if (cached) return cached;
    const target = this.get(controller);
    if (target === undefined) return undefined;
    const method = actionMethod(target, action);
    if (method) {
      if (!cache) this.actions.set(controller, (cache = new Map<string, ActionMethod>()));
      cache.set(action, method);
    }
    return method;
  }
}

/** `PhotosController` → `photos`, `AdminUsersController` → `admin_users`. */
export function controllerNameOf(klass: { name: string }): string {
  if (!klass.name) throw new ArgumentError('An anonymous class needs a name: register(name, Class)');
  return underscore(klass.name.replace(/Controller$/, ''));
}
