/**
 * The `middleware` option: one Express middleware `(req, res, next)` or an array of them.
 * Checked when declared, so a typo (a string, an object) fails at boot, not on a request.
 */
import { ArgumentError } from '../errors';
import type { Handler } from '../definition/route';

const NO_MIDDLEWARE: readonly Handler[] = Object.freeze([]);

/** The checked list (shared and frozen: scopes and routes never change it). */
export function middlewareList(value: unknown): readonly Handler[] {
  if (value === undefined || value === null) return NO_MIDDLEWARE;
  const list = Array.isArray(value) ? value.flat(Infinity) : [value];
  for (const fn of list) {
    if (typeof fn !== 'function') {
      throw new ArgumentError(
        `Invalid middleware: ${describe(fn)} must be an Express middleware function (req, res, next) or an array of them`,
      );
    }
  }
  return list.length === 0 ? NO_MIDDLEWARE : Object.freeze(list as Handler[]);
}

/** Outer scope's first: `[...parent, ...child]`, sharing a side that is empty. */
export function appendMiddleware(
  parent: readonly Handler[] | undefined,
  child: readonly Handler[],
): readonly Handler[] {
  if (!parent || parent.length === 0) return child;
  if (child.length === 0) return parent;
  return Object.freeze([...parent, ...child]);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
