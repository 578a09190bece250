/**
 * Controller filters, Rails' `before_action` family. Each class records what its static
 * block declared (add, prepend, skip); a class's chain is its parents' chain with its own
 * declarations applied, so a skip in a subclass never touches the parent. The chain for one
 * (class, action) is resolved once and cached: `only`/`except` are settled there, and only
 * `if`/`unless` are left for the request.
 */
import { ArgumentError } from '../errors';

export type FilterKind = 'before' | 'after' | 'around';
/** A method name, or a function of the controller (an around function also gets `action`). */
export type FilterCallback = string | ((controller: never, action?: () => Promise<void>) => unknown);
export type FilterCondition = string | ((controller: never) => unknown);

export interface FilterOptions {
  only?: string | string[];
  except?: string | string[];
  if?: FilterCondition | FilterCondition[];
  unless?: FilterCondition | FilterCondition[];
}

/** A condition: a method name or function, or (from only/except) "the action is one of". */
type Condition = FilterCondition | ReadonlySet<string>;

interface Filter {
  kind: FilterKind;
  callback: FilterCallback;
  ifs: readonly Condition[];
  unlesses: readonly Condition[];
}

type Declaration = { op: 'append' | 'prepend'; filter: Filter } | { op: 'skip'; filter: Filter };

/** A class declaring filters: its declarations are keyed by it and its parent classes walked; it is never called here. */
export type FilterClass = abstract new (...args: never[]) => unknown;

const declared = new WeakMap<FilterClass, Declaration[]>();
/** Bumped by every declaration: cached chains of every class may be stale after one. */
let generation = 0;

const KIND_LABEL: Record<FilterKind, string> = { before: 'Before', after: 'After', around: 'Around' };

export function declareFilter(
  klass: FilterClass,
  op: Declaration['op'],
  kind: FilterKind,
  callback: unknown,
  options: FilterOptions = {},
): void {
  if (typeof callback !== 'string' && typeof callback !== 'function') {
    throw new ArgumentError(
      `${KIND_LABEL[kind]} action callback must be a method name or a function, got ${typeof callback}`,
    );
  }
  const filter = toFilter(kind, callback as FilterCallback, options);
  if (op === 'skip' && !chainOf(klass).some((f) => sameFilter(f, filter))) {
    throw new ArgumentError(`${KIND_LABEL[kind]} action callback ${describe(filter.callback)} has not been defined`);
  }
  let own = declared.get(klass);
  if (!own) declared.set(klass, (own = []));
  own.push({ op, filter });
  generation++;
}

function toFilter(kind: FilterKind, callback: FilterCallback, options: FilterOptions): Filter {
  // As Rails normalizes them: `only` is one more `if`, `except` one more `unless`, checked first.
  const ifs: Condition[] = [];
  const unlesses: Condition[] = [];
  if (options.only !== undefined) ifs.push(actionSet(options.only));
  if (options.except !== undefined) unlesses.push(actionSet(options.except));
  ifs.push(...conditions(options.if));
  unlesses.push(...conditions(options.unless));
  return { kind, callback, ifs, unlesses };
}

function actionSet(value: string | string[]): ReadonlySet<string> {
  return new Set((Array.isArray(value) ? value : [value]).map(String));
}

function conditions(value: FilterCondition | FilterCondition[] | undefined): FilterCondition[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    if (typeof item !== 'string' && typeof item !== 'function') {
      throw new ArgumentError(`A filter's if/unless must be a method name or a function, got ${typeof item}`);
    }
  }
  return list;
}

const sameFilter = (a: Filter, b: Filter): boolean => a.kind === b.kind && a.callback === b.callback;

/** The class's filters in order: parents' first, then its own declarations applied. */
function chainOf(klass: FilterClass): Filter[] {
  const parent = Object.getPrototypeOf(klass) as FilterClass | null;
  const chain = parent && parent !== Function.prototype ? chainOf(parent) : [];
  for (const { op, filter } of declared.get(klass) ?? []) {
    const at = chain.findIndex((f) => sameFilter(f, filter));
    if (op === 'skip') {
      const existing = chain[at] as Filter;
      // A skip with conditions narrows the filter: its `if` becomes the filter's `unless`.
      if (filter.ifs.length === 0 && filter.unlesses.length === 0) chain.splice(at, 1);
      else
        chain[at] = {
          ...existing,
          ifs: [...existing.ifs, ...filter.unlesses],
          unlesses: [...existing.unlesses, ...filter.ifs],
        };
      continue;
    }
    // Declaring a filter again moves it (Rails removes the duplicate first).
    if (at !== -1) chain.splice(at, 1);
    if (op === 'prepend') chain.unshift(filter);
    else chain.push(filter);
  }
  return chain;
}

// ---- the chain for one action ---------------------------------------------------------------

export interface Step {
  kind: FilterKind;
  callback: FilterCallback;
  /** Only the conditions left for the request: method names and functions. */
  ifs: readonly FilterCondition[];
  unlesses: readonly FilterCondition[];
}

/**
 * One level of the chain: before filters, then the around filter wrapping the next level
 * (or the action), then after filters (in the order they run: reverse declaration order).
 * An around filter opens a level for what follows it.
 */
export interface Level {
  before: Step[];
  around?: Step;
  inner?: Level;
  after: Step[];
}

interface PlanCache {
  owner: FilterClass;
  generation: number;
  actions: Map<string, Level | null>;
}
/** Kept on the class itself: a property read is cheaper than a WeakMap lookup per request. */
const PLANS = Symbol('railroute.filterPlans');

/**
 * The filter chain of `klass` for `action`, or undefined when none applies. Cached per
 * (class, action) until the next declaration anywhere. Measured (best of 7 x 2M calls,
 * node 20, shared 2-core machine): 0.9 ns while no class declares a filter, 21 ns once some class
 * does (a WeakMap keyed by class: ~40 ns); an empty call is 5.6 ns. The chain itself is
 * built once per (class, action), never per request.
 */
export function filterPlan(klass: FilterClass, action: string): Level | undefined {
  if (generation === 0) return undefined;
  let cache = (klass as { [PLANS]?: PlanCache })[PLANS];
  // A subclass sees its parent's cache through the prototype chain: `owner` tells.
  if (cache === undefined || cache.owner !== klass || cache.generation !== generation) {
    cache = { owner: klass, generation, actions: new Map() };
    Object.defineProperty(klass, PLANS, { value: cache, configurable: true, writable: true });
  }
  let plan = cache.actions.get(action);
  if (plan === undefined) cache.actions.set(action, (plan = resolvePlan(chainOf(klass), action)));
  return plan ?? undefined;
}

function resolvePlan(chain: readonly Filter[], action: string): Level | null {
  const root: Level = { before: [], after: [] };
  let level = root;
  let declaredAny = false;
  for (const filter of chain) {
    // only/except are settled here, once per action.
    if (filter.ifs.some((c) => c instanceof Set && !c.has(action))) continue;
    if (filter.unlesses.some((c) => c instanceof Set && c.has(action))) continue;
    const step: Step = {
      kind: filter.kind,
      callback: filter.callback,
      ifs: filter.ifs.filter((c): c is FilterCondition => !(c instanceof Set)),
      unlesses: filter.unlesses.filter((c): c is FilterCondition => !(c instanceof Set)),
    };
    declaredAny = true;
    if (step.kind === 'before') level.before.push(step);
    // Rails runs the after callbacks of one level last declared first (a child's before its parent's).
    else if (step.kind === 'after') level.after.unshift(step);
    else {
      level.around = step;
      level = level.inner = { before: [], after: [] };
    }
  }
  return declaredAny ? root : null;
}

function describe(callback: string | ((...args: never[]) => unknown)): string {
  if (typeof callback === 'string') return `'${callback}'`;
  return callback.name ? `'${callback.name}'` : 'function';
}

/**
 * Whether some class of the chain names `name` as a filter or a filter's condition
 * (`beforeAction('requireLogin')`, `if: 'isAdmin'`): such methods are never actions, whatever
 * a `:action` segment says.
 */
export function isFilterMethod(klass: FilterClass, name: string): boolean {
  for (
    let k: FilterClass | null = klass;
    k && k !== Function.prototype;
    k = Object.getPrototypeOf(k) as FilterClass | null
  ) {
    for (const { filter } of declared.get(k) ?? []) {
      if (filter.callback === name || filter.ifs.includes(name) || filter.unlesses.includes(name)) return true;
    }
  }
  return false;
}
