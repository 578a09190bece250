/**
 * Only action methods dispatch: functions defined by the controller's own classes (or own
 * properties of a controller object), below Object.prototype and the Controller base class,
 * never `constructor`, never a name starting with `_`, never a getter. A name that comes
 * from a URL is checked here before anything is called.
 */
import type { Route } from '../definition/route';
import { Controller } from './controller';
import type { ControllerRegistry } from './registry';

const STOP = new Set<object>([Object.prototype, Function.prototype, Controller.prototype]);

export function isActionName(name: string): boolean {
  return name !== '' && name !== 'constructor' && !name.startsWith('_') && name !== '__proto__';
}

/** The method for `action` on a class or object target, if it is an action method. */
export function actionMethod(target: object, action: string): ((...args: any[]) => unknown) | undefined {
  if (!isActionName(action)) return undefined;
  let holder: object | null = typeof target === 'function' ? (target as { prototype: object }).prototype : target;
  while (holder && !STOP.has(holder)) {
    const descriptor = Object.getOwnPropertyDescriptor(holder, action);
    if (descriptor) {
      return 'value' in descriptor && typeof descriptor.value === 'function'
        ? (descriptor.value as (...args: any[]) => unknown)
        : undefined;
    }
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  return undefined;
}

/** Why a controller route cannot dispatch (`verify()`, `--unused`), or undefined when it can or is not a controller route. */
export function unresolvedTarget(route: Route, controllers: ControllerRegistry): string | undefined {
  if (route.target.kind !== 'controller' || route.pattern.has('controller') || route.pattern.has('action')) return undefined;
  const { controller = '', action = '' } = route;
  const target = controllers.get(controller);
  if (target === undefined) return `controller '${controller}' is not registered`;
  if (!actionMethod(target, action)) return `controller '${controller}' has no action '${action}'`;
  return undefined;
}
