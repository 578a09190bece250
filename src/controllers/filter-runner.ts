/**
 * Runs an action inside its filter chain (see filters.ts). Synchronous filters run
 * synchronously; a promise is awaited only where one is returned. A before filter that
 * answers halts the chain (no action, no after filters). The first throw or rejection is
 * the one `next(err)` receives, and no filter after it runs (an around filter may still
 * clean up around its `action()`).
 */
import type { RouterRequest, RouterResponse, NextFunction } from '../request/http-types';
import type { FilterCallback, FilterCondition, Level, Step } from './filters';
import { answerStarted } from '../request/answer-started';

/** The controller's `next`, remembering that it was called (the request was handed on). */
export type TrackedNext = NextFunction & { called: boolean };

export function trackedNext(next: NextFunction): TrackedNext {
  const tracked = ((err?: unknown) => {
    tracked.called = true;
    next(err);
  }) as TrackedNext;
  tracked.called = false;
  return tracked;
}

interface RunState {
  halted: boolean;
  next: TrackedNext;
  failure: { error: unknown } | undefined;
}

export function runFiltered(
  plan: Level,
  controller: object,
  action: (...args: never[]) => unknown,
  req: RouterRequest,
  res: RouterResponse,
  next: TrackedNext,
): void {
  const state: RunState = { halted: false, failure: undefined, next };
  const runAction = (): unknown => Reflect.apply(action, controller, [req, res, next]);
  runLevel(plan, controller, res, state, runAction).then(
    () => {
      if (state.failure) next(state.failure.error);
    },
    (err: unknown) => next(state.failure ? state.failure.error : err),
  );
}

async function runLevel(
  level: Level,
  controller: object,
  res: RouterResponse,
  state: RunState,
  runAction: () => unknown,
): Promise<void> {
  try {
    for (const step of level.before) {
      if (!applies(step, controller)) continue;
      const result = call(step, controller);
      if (isThenable(result)) await result;
      // Answered, or handed on with `this.next(...)`: the action must not answer too.
      if (answerStarted(res) || state.next.called) {
        state.halted = true;
        return;
      }
    }
    if (level.around && level.inner && applies(level.around, controller)) {
      const inner = level.inner;
      const result = call(level.around, controller, () => runLevel(inner, controller, res, state, runAction));
      if (isThenable(result)) await result;
    } else if (level.inner) {
      await runLevel(level.inner, controller, res, state, runAction);
    } else {
      const result = runAction();
      // The application's rejection reason goes on as it is (any value); none at all becomes an Error.
      if (isThenable(result))
        await result.then(undefined, (err: unknown) => {
          const reason: unknown = err ?? new Error('Action rejected');
          throw reason;
        });
    }
    if (state.halted || state.failure) return;
    for (const step of level.after) {
      if (!applies(step, controller)) continue;
      const result = call(step, controller);
      if (isThenable(result)) await result;
    }
  } catch (err) {
    // The first failure wins, even if an around filter catches it and goes on.
    state.failure ??= { error: err };
    throw err;
  }
}

function applies(step: Step, controller: object): boolean {
  for (const condition of step.ifs) if (!test(condition, controller)) return false;
  for (const condition of step.unlesses) if (test(condition, controller)) return false;
  return true;
}

function test(condition: FilterCondition, controller: object): boolean {
  if (typeof condition === 'function') return Boolean(Reflect.apply(condition, controller, [controller]));
  return Boolean(Reflect.apply(method(controller, condition, 'Filter condition'), controller, []));
}

function call(step: Step, controller: object, action?: () => Promise<void>): unknown {
  const callback: FilterCallback = step.callback;
  if (typeof callback === 'function')
    return Reflect.apply(callback, controller, action ? [controller, action] : [controller]);
  const fn = method(controller, callback, `${step.kind[0]?.toUpperCase()}${step.kind.slice(1)} action callback`);
  return Reflect.apply(fn, controller, action ? [action] : []);
}

function method(controller: object, name: string, what: string): (...args: never[]) => unknown {
  const fn: unknown = Reflect.get(controller, name);
  if (typeof fn !== 'function')
    throw new TypeError(`${what} '${name}' is not a method of ${controller.constructor?.name ?? 'the controller'}`);
  return fn as (...args: never[]) => unknown;
}

function isThenable(value: unknown): value is Promise<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as Promise<unknown>).then === 'function';
}
