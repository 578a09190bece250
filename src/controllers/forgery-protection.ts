/**
 * Rails' `protect_from_forgery`: a before filter, declared and skipped through the filter
 * machinery (filters.ts), that lets a request through when its verb cannot change anything
 * (GET, HEAD, OPTIONS) or when it carries this session's token and no foreign `Origin`.
 * What happens otherwise is the class's strategy: raise, run with an empty session, or reset
 * the session.
 */
import { ArgumentError, InvalidAuthenticityToken } from '../errors';
import type { RouterRequest, RouterResponse } from '../request/http-types';
import { declareFilter, type FilterClass, type FilterOptions } from './filters';
import { forgeryFor, type RequestForgery } from './csrf-secret';
import { requestOriginText } from '../request/request-origin';
import { constraintView } from '../request/constraint-view';
import { detachSession, resetSession } from './session-strategies';

/** What `protectFromForgery({ with })` does with a request it cannot verify, as Rails' strategies. */
export type ForgeryStrategy = 'exception' | 'null_session' | 'reset_session';

interface ProtectFromForgeryOptions extends FilterOptions {
  /** What an unverified request gets. Rails' default: `'null_session'`. */
  with?: ForgeryStrategy;
  /** Run before the filters declared so far (Rails' `prepend: true`). */
  prepend?: boolean;
}

/** The form field Rails reads the token from (`request_forgery_protection_token`). */
export const TOKEN_FIELD = 'authenticity_token';

const STRATEGIES: readonly ForgeryStrategy[] = ['exception', 'null_session', 'reset_session'];
const strategies = new WeakMap<FilterClass, ForgeryStrategy>();
/** Verbs that never need a token, as Rails' `verified_request?` reads `request.get?`/`head?` (and OPTIONS). */
const SAFE_VERBS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the filter reads of a controller. */
interface Protected {
  readonly req: RouterRequest;
  readonly res: RouterResponse;
  readonly params: Record<string, unknown>;
}

export function protectFromForgery(klass: FilterClass, options: ProtectFromForgeryOptions = {}): void {
  const { with: strategy = 'null_session', prepend = false, ...filterOptions } = options;
  if (!STRATEGIES.includes(strategy)) {
    throw new ArgumentError(
      `Invalid request forgery protection method, use :null_session, :exception, or :reset_session (got ${JSON.stringify(strategy)})`,
    );
  }
  strategies.set(klass, strategy);
  declareFilter(klass, prepend ? 'prepend' : 'append', 'before', verifyAuthenticityToken, filterOptions);
}

export function skipForgeryProtection(klass: FilterClass, options: FilterOptions = {}): void {
  declareFilter(klass, 'skip', 'before', verifyAuthenticityToken, options);
}

/** The class's strategy: its own declaration, else its nearest parent's. */
function strategyOf(klass: FilterClass): ForgeryStrategy {
  for (let k: FilterClass | null = klass; k; k = Object.getPrototypeOf(k) as FilterClass | null) {
    const strategy = strategies.get(k);
    if (strategy) return strategy;
  }
  return 'null_session';
}

/** The filter itself: a named function, so a skip names the same callback. */
function verifyAuthenticityToken(controller: Protected): unknown {
  const { req, res } = controller;
  const forgery = forgeryFor(req, res);
  forgery.protected = true;
  // Where the secret lives is settled on every protected request, GET too: a missing
  // session and key is a setup mistake, told at once.
  forgery.checkStorage();
  if (verifiedRequest(controller, forgery)) return undefined;
  const klass = (controller as object).constructor as FilterClass;
  switch (strategyOf(klass)) {
    case 'exception':
      throw new InvalidAuthenticityToken();
    case 'null_session':
      detachSession(req, res);
      forgery.detach();
      return undefined;
    case 'reset_session':
      forgery.reset();
      return resetSession(req);
  }
}

function verifiedRequest(controller: Protected, forgery: RequestForgery): boolean {
  const { req } = controller;
  // A `_method` override keeps `req.originalMethod` POST: verified as the POST it was.
  const verb = String(req.originalMethod ?? req.method ?? 'GET').toUpperCase();
  if (SAFE_VERBS.has(verb) && SAFE_VERBS.has(String(req.method).toUpperCase())) return true;
  if (!validOrigin(req)) return false;
  return forgery.verifies(controller.params[TOKEN_FIELD]) || forgery.verifies(req.headers['x-csrf-token']);
}

/** Rails' `valid_request_origin?`: no `Origin`, or exactly the request's own. */
function validOrigin(req: RouterRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (typeof origin !== 'string') return false;
  const own = requestOriginText(constraintView(req));
  return own !== undefined && origin.toLowerCase() === own;
}
