/**
 * Where a request's forgery-protection secret lives: in `req.session` when a session
 * middleware (express-session, cookie-session) provides one, as Rails keeps
 * `session[:_csrf_token]`; else in a signed, HttpOnly, SameSite=Lax cookie keyed by the
 * Router's `secretKeyBase`. One `RequestForgery` per request holds what was read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ArgumentError } from '../errors';
import type { RouterRequest, RouterResponse } from '../request/http-types';
import { decodeSecret, encodeSecret, generateSecret, maskToken, tokenMatches } from './authenticity-token';
import { requestOriginText } from '../request/request-origin';
import { constraintView } from '../request/constraint-view';

/** The session key Rails uses. */
const SESSION_KEY = '_csrf_token';
/** The cookie, as Rails 7.1's cookie storage names it. */
const CSRF_COOKIE = 'csrf_token';

type Session = Record<string, unknown>;

const keys = new WeakMap<object, string>();
const contexts = new WeakMap<object, RequestForgery>();

/** The router's `secretKeyBase` for this request (set where the request is dispatched). */
export function bindSecretKeyBase(req: object, secretKeyBase: string | undefined): void {
  if (secretKeyBase !== undefined) keys.set(req, secretKeyBase);
}

/** This request's forgery state, made on first use. */
export function forgeryFor(req: RouterRequest, res: RouterResponse): RequestForgery {
  let context = contexts.get(req);
  if (!context) contexts.set(req, (context = new RequestForgery(req, res, keys.get(req))));
  return context;
}

export class RequestForgery {
  /** A controller that protects from forgery handles this request: forms carry the token. */
  protected = false;
  private secret: Buffer | undefined = undefined;
  /** null_session: what the action does to the session or cookie is not kept. */
  private detached = false;

  constructor(
    private readonly req: RouterRequest,
    private readonly res: RouterResponse,
    private readonly secretKeyBase: string | undefined,
  ) {}

  /** A masked token for a page: a different string each call, all for the same secret. */
  maskedToken(): string {
    return maskToken(this.currentSecret());
  }

  /** Whether a token from the request stands for this session's secret. No secret yet: false. */
  verifies(token: unknown): boolean {
    const secret = this.storedSecret();
    return secret !== undefined && tokenMatches(token, secret);
  }

  /** Throws the ArgumentError when the request has no session and the router no `secretKeyBase`. */
  checkStorage(): void {
    if (!this.session()) this.signingKey();
  }

  /** Rails' `reset_csrf_token`: the next token is for a new secret. */
  reset(): void {
    this.secret = undefined;
    const session = this.session();
    if (session) delete session[SESSION_KEY];
    else if (!this.detached) this.writeCookie(undefined);
  }

  /** null_session: from now on the secret is this request's own, kept nowhere. */
  detach(): void {
    this.detached = true;
    this.secret = undefined;
  }

  private currentSecret(): Buffer {
    let secret = this.storedSecret();
    if (secret) return secret;
    this.secret = secret = generateSecret();
    if (this.detached) return secret;
    const session = this.session();
    if (session) session[SESSION_KEY] = encodeSecret(secret);
    else this.writeCookie(secret);
    return secret;
  }

  private storedSecret(): Buffer | undefined {
    if (this.secret || this.detached) return this.secret;
    const session = this.session();
    if (session) return (this.secret = decodeSecret(session[SESSION_KEY]));
    return (this.secret = this.readCookie());
  }

  private session(): Session | undefined {
    const session = (this.req as { session?: unknown }).session;
    return session !== null && typeof session === 'object' ? (session as Session) : undefined;
  }

  private signingKey(): Buffer {
    if (this.secretKeyBase === undefined || this.secretKeyBase === '') {
      throw new ArgumentError(
        'Forgery protection needs somewhere to keep its secret: add a session middleware (express-session, cookie-session) before the router, or give new Router({ secretKeyBase })',
      );
    }
    // A key of its own, derived from the base, so the cookie's signature reveals nothing of it.
    return createHmac('sha256', this.secretKeyBase).update('railroute signed csrf_token cookie').digest();
  }

  private readCookie(): Buffer | undefined {
    const key = this.signingKey();
    const value = cookieValue(this.req.headers.cookie, CSRF_COOKIE);
    if (value === undefined) return undefined;
    // `.` is in neither half (URL-safe base64), so the split is unambiguous.
    const at = value.indexOf('.');
    if (at === -1) return undefined;
    const data = value.slice(0, at);
    const given = Buffer.from(value.slice(at + 1), 'base64url');
    const expected = createHmac('sha256', key).update(data).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return decodeSecret(data);
  }

  private writeCookie(secret: Buffer | undefined): void {
    const key = this.signingKey();
    if (this.res.headersSent) return;
    let cookie: string;
    if (secret) {
      const data = encodeSecret(secret);
      cookie = `${CSRF_COOKIE}=${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
    } else cookie = `${CSRF_COOKIE}=; Max-Age=0`;
    cookie += '; Path=/; HttpOnly; SameSite=Lax';
    if (requestOriginText(constraintView(this.req))?.startsWith('https:')) cookie += '; Secure';
    const existing = this.res.getHeader('Set-Cookie');
    const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    this.res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(`${CSRF_COOKIE}=`)), cookie]);
  }
}

/** One cookie's value from a `Cookie` header (the first of that name, as browsers send the most specific first). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
