/**
 * Signing in, with cookie-session: the session (the user's id, a one-page flash notice and
 * forgery protection's secret) lives in a cookie that cookie-session signs (`blog_session`,
 * with its `.sig` companion), `HttpOnly` and `SameSite=Lax`. `currentUser` is app-level
 * middleware that puts the signed-in user's row in `res.locals.currentUser`; `requireAdmin`
 * is the route middleware of the admin namespace (routes.ts); `flash` keeps a notice for the
 * next page, as Rails' `flash[:notice]` does.
 */
import { randomBytes } from 'node:crypto';
import cookieSession from 'cookie-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Db, UserRow } from './db';
import { helpersOf } from './helpers';

// A new secret per process signs everyone out on restart; set SESSION_SECRET to keep sessions.
const SECRET = process.env.SESSION_SECRET ?? randomBytes(32).toString('hex');

/** `app.use(sessions())`: `req.session`, kept in a signed cookie. */
export function sessions(): RequestHandler {
  return cookieSession({ name: 'blog_session', keys: [SECRET], httpOnly: true, sameSite: 'lax', path: '/' });
}

/** The signed-in user as the views see it (never the password hash). */
export type CurrentUser = Pick<UserRow, 'id' | 'name' | 'admin'>;

/** A 403 for a signed-in user who may not see the page (errors.ts renders it). */
export class Forbidden extends Error {
  readonly status = 403;
}

/** What this app keeps in `req.session`. */
interface BlogSession {
  user_id?: number;
  flash?: string;
}

function sessionOf(req: Request): BlogSession {
  return (req.session ?? {}) as BlogSession;
}

/** Rails' `reset_session` then the user's id: a new session (and a new forgery-protection secret) at sign-in. */
export function signIn(req: Request, user: UserRow): void {
  req.session = { user_id: user.id };
}

export function signOut(req: Request): void {
  req.session = null;
}

export function currentUserOf(res: Response): CurrentUser | undefined {
  return res.locals.currentUser as CurrentUser | undefined;
}

/** A notice for the next page the browser shows (it is escaped there, like any text). */
export function flash(req: Request, notice: string): void {
  req.session ??= {};
  (req.session as BlogSession).flash = notice;
}

export function flashOf(res: Response): string | undefined {
  return res.locals.flash as string | undefined;
}

/** `app.use(flashMessages)`: moves the notice into `res.locals.flash` for this request only. */
export function flashMessages(req: Request, res: Response, next: NextFunction): void {
  const session = sessionOf(req);
  if (typeof session.flash === 'string') {
    res.locals.flash = session.flash.slice(0, 200);
    delete session.flash;
  }
  next();
}

/** `app.use(currentUser(db))`: finds the signed-in user, for every request. */
export function currentUser(db: Db): RequestHandler {
  return function currentUser(req, res, next) {
    const id = sessionOf(req).user_id;
    res.locals.currentUser =
      typeof id === 'number' ? db.get<CurrentUser>('SELECT id, name, admin FROM users WHERE id = ?', [id]) : undefined;
    next();
  };
}

/**
 * Where to come back after signing in: the page asked for, when it is one a link can lead to
 * (a GET). Only a local path is accepted later, so `return_to` cannot send anyone elsewhere.
 */
export function returnTo(req: Request): { return_to?: string } {
  return req.method === 'GET' ? { return_to: req.originalUrl } : {};
}

/** A path on this site: one leading `/` (not `//` or `/\`, which browsers read as another host), printable ASCII. */
export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : undefined;
}

/**
 * Route middleware for `namespace('admin', { middleware: requireAdmin })`. It runs after the
 * route matched, so `res.locals.helpers` is ready: signed out → the sign-in page; signed in
 * but not an admin → 403.
 */
export function requireAdmin(req: Request, res: Response, next: NextFunction): void {
  const user = currentUserOf(res);
  if (!user) return res.redirect(helpersOf(res).new_session_path(returnTo(req)));
  if (!user.admin) return next(new Forbidden('Only admins may see this page.'));
  next();
}
