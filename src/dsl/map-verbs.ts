/** The verbs a map-form route may name, checked as Rails 2.3's route builder checks them. */
import { ArgumentError } from '../errors';
import { toArray } from '../support/options';

/** Rails 2.3's route verbs; HEAD is answered by GET routes and may not be named. */
const MAP_VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'ANY'];

export function checkVerbs(method: unknown, conditions: Record<string, unknown>): string[] {
  const verbs = toArray(method as string | string[]).map((verb) => String(verb).toUpperCase());
  for (const verb of verbs) {
    if (verb === 'HEAD') {
      throw new ArgumentError(
        'HTTP method HEAD is invalid in route conditions. Rails processes HEAD requests the same as GETs, returning just the response headers',
      );
    }
    if (!MAP_VERBS.includes(verb)) {
      throw new ArgumentError(
        `Invalid HTTP method specified in route conditions: ${JSON.stringify({ ...conditions, method })}`,
      );
    }
  }
  return verbs;
}
