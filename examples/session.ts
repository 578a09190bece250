/**
 * Signing in without a session store: the user's id in a cookie signed with HMAC-SHA256,
 * the way cookie-parser's signed cookies and cookie-session do it. `currentUser` is
 * app-level middleware that puts the signed-in user's row in `res.locals.currentUser`;
 * `requireAdmin` is the route middleware of the admin namespace (routes.ts); `flash` keeps a
 * one-line notice for the next page, as Rails' `flash[:notice]` does.
 * The cookie is `HttpOnly` and `SameSite=Lax`, so other sites cannot post forms with it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Db, UserRow } from './db';
import { helpersOf } from './helpers';

const COOKIE = 'blog_session';
const FLASH = 'blog_flash';
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
// A new secret per process signs everyone out on restart; set SESSION_SECRET to keep sessions.
const SECRET = process.env.SESSION_SECRET ?? randomBytes(32).toString('hex');

/** The signed-in user as the views see it (never the password hash). */
export type CurrentUser = Pick<UserRow, 'id' | 'name' | 'admin'>;

/** A 403 for a signed-in user who may not see the page (errors.ts renders it). */
export class Forbidden extends Error {
  readonly status = 403;
}

const sign = (value: string): string => `${value}.${createHmac('sha256', SECRET).update(value).digest('base64url')}`;

/** The value of a cookie signed by `sign`, or undefined when it is absent or tampered with. */
function unsign(signed: string): string | undefined {
  const value = signed.slice(0, signed.lastIndexOf('.'));
  const expected = Buffer.from(sign(value));
  const actual = Buffer.from(signed);
  return value !== '' && expected.length === actual.length && timingSafeEqual(expected, actual) ? value : undefined;
}

function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined; // a malformed escape is no session
      }
    }
  }
  return undefined;
}

export function signIn(res: Response, user: UserRow): void {
  res.cookie(COOKIE, sign(String(user.id)), COOKIE_OPTIONS);
}

export function signOut(res: Response): void {
  res.clearCookie(COOKIE, COOKIE_OPTIONS);
}

export function currentUserOf(res: Response): CurrentUser | undefined {
  return res.locals.currentUser as CurrentUser | undefined;
}

/** A notice for the next page the browser shows (it is escaped there, like any text). */
export function flash(res: Response, notice: string): void {
  res.cookie(FLASH, notice, COOKIE_OPTIONS);
}

export function flashOf(res: Response): string | undefined {
  return res.locals.flash as string | undefined;
}

/** `app.use(flashMessages)`: moves the notice into `res.locals.flash` for this request only. */
export function flashMessages(req: Request, res: Response, next: NextFunction): void {
  const notice = readCookie(req, FLASH);
  if (notice !== undefined) {
    res.locals.flash = notice.slice(0, 200);
    res.clearCookie(FLASH, COOKIE_OPTIONS);
  }
  next();
}

/** `app.use(currentUser(db))`: finds the user of a validly signed cookie, for every request. */
export function currentUser(db: Db): RequestHandler {
  return function currentUser(req, res, next) {
    const cookie = readCookie(req, COOKIE);
    const id = cookie === undefined ? undefined : unsign(cookie);
    res.locals.currentUser =
      id === undefined ? undefined : db.get<CurrentUser>('SELECT id, name, admin FROM users WHERE id = ?', [id]);
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
