/**
 * Runs a route's `middleware` option: Express middleware between the match and the target,
 * outer scopes first. Each step gets its own one-shot `next`: `next()` moves on, `next(err)`
 * (or a throw, or a rejection) hands the error to Express and ends the chain, and a step
 * that answered the request ends it too. Routes without middleware never come here.
 */
import type { RouterRequest, RouterResponse, NextFunction } from '../request/http-types';
import type { Handler } from '../definition/route';
import { invoke } from './dispatch';
import { answerStarted } from '../request/answer-started';

export function runRouteMiddleware(
  list: readonly Handler[],
  req: RouterRequest,
  res: RouterResponse,
  next: NextFunction,
  target: () => void,
): void {
  const step = (index: number): void => {
    if (index === list.length) {
      target();
      return;
    }
    let called = false;
    invoke(list[index] as Handler, undefined, req, res, (err?: unknown) => {
      // An error (even a late rejection) always reaches Express; a second `next()` is ignored.
      if (err !== undefined && err !== null && err !== 'route' && err !== 'router') {
        called = true;
        next(err);
        return;
      }
      if (called) return;
      called = true;
      // Express' "skip the rest of this route" / "leave this router": out of railroute.
      if (err === 'route' || err === 'router') next();
      // A middleware that answered and still called next(): the target must not answer twice.
      else if (!answerStarted(res)) step(index + 1);
    });
  };
  step(0);
}
