/**
 * Only action methods dispatch: functions defined by the application's own controller classes
 * (or own properties of a controller object), never `constructor`, never a name starting with
 * `_`, never a getter, never a filter method. A name that comes from a URL is checked here
 * before anything is called.
 *
 * Where the application's code ends in a class chain: at `Controller` and `Object`, at a class
 * that says `static abstract = true` (Rails' `abstract!`: its methods and its ancestors' are
 * never actions), and at the first class that is not the application's own code: a built-in,
 * a class exported by a Node core module (`EventEmitter`'s `emit`, `on`, ...) or by a package
 * under node_modules. The chain is worked out once per class.
 */
import { createRequire, builtinModules } from 'node:module';
import type { Route } from '../definition/route';
import { Controller } from './controller';
import { isFilterMethod } from './filters';
import type { ControllerClass, ControllerRegistry } from './registry';

/** An action: called with `(req, res, next)` on the controller. */
export type ActionMethod = (...args: never[]) => unknown;
type Method = ActionMethod;
/** A class read off a prototype chain: only its source text and static properties are read, it is never called. */
type ClassFunction = abstract new (...args: never[]) => unknown;

const STOP = new Set<object>([Object.prototype, Function.prototype, Controller.prototype]);

function isActionName(name: string): boolean {
  return name !== '' && name !== 'constructor' && !name.startsWith('_') && name !== '__proto__';
}

/** The registry's rule: a registered function is a controller class, instantiated per request. */
export function isControllerClass(target: object): target is ControllerClass {
  return typeof target === 'function';
}

/** The method for `action` on a class or object target, if it is an action method. */
export function actionMethod(target: object, action: string): Method | undefined {
  if (!isActionName(action)) return undefined;
  if (isControllerClass(target) && isFilterMethod(target, action)) return undefined;
  for (const holder of ownCode(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(holder, action);
    if (descriptor)
      return 'value' in descriptor && typeof descriptor.value === 'function' ? (descriptor.value as Method) : undefined;
  }
  return undefined;
}

/** Why a controller route cannot dispatch (`verify()`, `--unused`), or undefined when it can or is not a controller route. */
export function unresolvedTarget(route: Route, controllers: ControllerRegistry): string | undefined {
  if (route.target.kind !== 'controller' || route.pattern.has('controller') || route.pattern.has('action'))
    return undefined;
  const { controller = '', action = '' } = route;
  const target = controllers.get(controller);
  if (target === undefined) return `controller '${controller}' is not registered`;
  if (!actionMethod(target, action)) return `controller '${controller}' has no action '${action}'`;
  return undefined;
}

const chains = new WeakMap<object, readonly object[]>();

/** The objects whose own methods are actions: the target's prototype chain down to where the application's code ends. */
function ownCode(target: object): readonly object[] {
  let chain = chains.get(target);
  if (chain) return chain;
  const holders: object[] = [];
  let holder: object | null = typeof target === 'function' ? (target as { prototype: object }).prototype : target;
  // A `Controller` subclass ends at `Controller` (an engine package's controllers live under
  // node_modules and are still its own code); the registered class itself is always the
  // application's choice, its ancestors are looked at.
  const controllerChain = holder !== null && Object.prototype.isPrototypeOf.call(Controller.prototype, holder);
  while (
    holder &&
    !STOP.has(holder) &&
    !isAbstract(holder) &&
    (holders.length === 0 || controllerChain || !isForeign(holder))
  ) {
    holders.push(holder);
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  chains.set(target, (chain = holders));
  return chain;
}

/** The class whose prototype `holder` is: its own `constructor`, when that is a function. */
function classOf(holder: object): ClassFunction | undefined {
  const klass = Object.hasOwn(holder, 'constructor') ? (holder as { constructor: unknown }).constructor : undefined;
  return typeof klass === 'function' ? (klass as ClassFunction) : undefined;
}

function isAbstract(holder: object): boolean {
  const klass = classOf(holder);
  return klass !== undefined && Object.hasOwn(klass, 'abstract') && (klass as { abstract?: unknown }).abstract === true;
}

function isForeign(holder: object): boolean {
  const klass = classOf(holder);
  return klass !== undefined && (isNative(klass) || foreignPrototypes().has(holder));
}

function isNative(fn: ClassFunction): boolean {
  return /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(fn));
}

/**
 * Prototypes of the classes Node's core modules and the loaded packages export. Worked out
 * when a chain is first asked for (by then the application has loaded its packages), and
 * again for a package loaded later.
 */
let foreign: { prototypes: WeakSet<object>; modules: number } | undefined;
function foreignPrototypes(): WeakSet<object> {
  const cache = require.cache;
  const loaded = Object.keys(cache).length;
  if (foreign && foreign.modules === loaded) return foreign.prototypes;
  const prototypes = foreign?.prototypes ?? coreClassPrototypes();
  for (const [file, module] of Object.entries(cache)) {
    if (module && /[\\/]node_modules[\\/]/.test(file)) addExported(prototypes, module.exports);
  }
  foreign = { prototypes, modules: loaded };
  return prototypes;
}

/** Core modules that export classes an application might extend (others are never loaded for this). */
const CORE = [
  'events',
  'stream',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dgram',
  'child_process',
  'readline',
  'worker_threads',
  'zlib',
  'fs',
  'crypto',
  'async_hooks',
  'url',
  'buffer',
  'string_decoder',
  'cluster',
  'perf_hooks',
  'vm',
];

function coreClassPrototypes(): WeakSet<object> {
  const prototypes = new WeakSet<object>();
  const load = createRequire(__filename);
  for (const name of CORE) if (builtinModules.includes(name)) addExported(prototypes, load(`node:${name}`));
  return prototypes;
}

/** The prototype chains of a module's exported classes (the export itself and its own properties). */
function addExported(prototypes: WeakSet<object>, exported: unknown): void {
  if (exported === null || (typeof exported !== 'object' && typeof exported !== 'function')) return;
  const candidates: unknown[] = [exported];
  for (const key of Object.keys(exported)) {
    const descriptor = Object.getOwnPropertyDescriptor(exported, key);
    if (descriptor && 'value' in descriptor) candidates.push(descriptor.value);
  }
  for (const candidate of candidates) {
    if (typeof candidate !== 'function') continue;
    for (
      let proto: unknown = (candidate as { prototype?: unknown }).prototype;
      proto && typeof proto === 'object' && !STOP.has(proto) && !prototypes.has(proto);
      proto = Object.getPrototypeOf(proto)
    ) {
      prototypes.add(proto);
    }
  }
}
