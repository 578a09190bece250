/**
 * What forgery protection does to a session it cannot trust, for the session middlewares
 * Express apps use (express-session, cookie-session) and for a plain object: Rails'
 * `null_session` (the action sees an empty session, and nothing it does to it is kept) and
 * `reset_session` (the session is replaced by a new, empty one).
 */
import type { RouterRequest, RouterResponse } from '../request/http-types';

type Writer = (...args: never[]) => unknown;

/**
 * null_session: `req.session` reads as an empty object for the rest of the action. The
 * middleware's own session is put back just before the response starts (its
 * `writeHead`/`end` hooks then see it untouched, so nothing is saved); a middleware that
 * keeps its session in a closure (cookie-session) never sees the empty one at all.
 */
export function detachSession(req: RouterRequest, res: RouterResponse): void {
  const own = Object.getOwnPropertyDescriptor(req, 'session');
  if (own === undefined && (req as { session?: unknown }).session === undefined) return;
  Object.defineProperty(req, 'session', { value: {}, writable: true, configurable: true, enumerable: true });
  let restored = false;
  const restore = (): void => {
    if (restored) return;
    restored = true;
    if (own) Object.defineProperty(req, 'session', own);
    else delete (req as { session?: unknown }).session;
  };
  for (const name of ['writeHead', 'end'] as const) {
    const original = Reflect.get(res, name) as Writer;
    const wrapped = function (this: unknown, ...args: never[]): unknown {
      restore();
      res[name] = original as never;
      return Reflect.apply(original, this, args);
    };
    res[name] = wrapped as never;
  }
}

/**
 * reset_session: express-session regenerates (a new id, an empty session, the old one
 * destroyed in the store); any other session object (cookie-session's, a plain one) is
 * replaced by an empty one.
 */
export function resetSession(req: RouterRequest): Promise<void> | undefined {
  const holder = req as { session?: unknown };
  const session = holder.session as { regenerate?: (done: (err?: unknown) => void) => void } | null | undefined;
  if (session === null || session === undefined || typeof session !== 'object') return undefined;
  if (typeof session.regenerate === 'function') {
    const regenerate = session.regenerate;
    return new Promise((resolve, reject) => {
      Reflect.apply(regenerate, session, [(err?: unknown) => (err ? reject(err as Error) : resolve())]);
    });
  }
  holder.session = {};
  return undefined;
}
