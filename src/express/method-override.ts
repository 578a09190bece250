/**
 * Browsers send forms as POST: `_method=DELETE` in the form body (or the
 * `X-HTTP-Method-Override` header) makes it a DELETE. Only PUT, PATCH and DELETE, only on a
 * POST, only a single string value; `req.originalMethod` keeps `POST`.
 *
 * The body is read only when that could change the outcome (override-decision.ts): a webhook,
 * a mounted app or a later body parser on any other POST gets the untouched stream. The step
 * runs inside the router's middleware, or before everything as `router.methodOverride()`
 * (then per-verb middleware such as `app.delete(path, guard)` sees the overridden verb, and
 * the router does not override again).
 */
import type { RouterRequest } from '../request/http-types';
import { OVERRIDE_VERBS } from '../definition/vocabulary';
import { bodyAlreadyRead, formLimits, isFormRequest, readFormBody, type FormLimits } from './form-body';
import { keepBodyAsSent } from './body-replay';

const OVERRIDABLE: ReadonlySet<string> = new Set(OVERRIDE_VERBS);
/** Set on a request whose override has been decided, so a second step leaves it alone. */
const DECIDED = Symbol('railroute.methodOverrideDecided');

type OverrideSource = 'body' | 'header';

/**
 * How a POST's `_method` field or `X-HTTP-Method-Override` header becomes `req.method`
 * (Rack's `MethodOverride`): options of `router.methodOverride()` and `router.middleware()`.
 */
export interface MethodOverrideOptions {
  /** Honour `_method` / `X-HTTP-Method-Override` (default true); `'header'`: the header only, no body is ever read. */
  methodOverride?: boolean | 'header';
  /** Largest form body read to find `_method` (default `'100kb'`); larger → 413. */
  bodyLimit?: string | number;
  /** Most fields in a form body (default 1000, as body-parser); more → 413. */
  parameterLimit?: number;
}

/** A request whose override may be decided (Express', Connect's or node:http's). */
export interface OverridableRequest extends RouterRequest {
  [DECIDED]?: true;
}

/** `(req, done)`: decides and applies the override, then calls `done` (with a 400/413/415 error when reading failed). */
export type OverrideStep = (req: OverridableRequest, done: (err?: Error) => void) => void;

/**
 * The override step for these options, or undefined when overriding is off.
 * `overridable(req)` tells whether `_method` could send this POST to another route.
 */
export function overrideStep(
  options: MethodOverrideOptions,
  overridable: (req: OverridableRequest) => boolean,
): OverrideStep | undefined {
  const mode = options.methodOverride ?? true;
  if (mode !== true && mode !== false && mode !== 'header')
    throw new TypeError(`Invalid methodOverride: ${String(mode)}`);
  if (mode === false) return undefined;
  const source: OverrideSource = mode === 'header' ? 'header' : 'body';
  const limits: FormLimits = formLimits(options);
  return (req, done) => {
    if (req.method !== 'POST' || req[DECIDED]) return done();
    req[DECIDED] = true;
    req.originalMethod ??= req.method;
    applyMethodOverride(req, source, limits, () => overridable(req), done);
  };
}

function overrideFrom(req: OverridableRequest, source: OverrideSource): void {
  // Rack's order: the form field first, then the header.
  const body = req.body;
  const field =
    source === 'body' &&
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    Object.hasOwn(body, '_method')
      ? (body as Record<string, unknown>)._method
      : undefined;
  const header = req.headers?.['x-http-method-override'];
  const wanted = field !== undefined ? field : header;
  if (typeof wanted !== 'string') return;
  const method = wanted.toUpperCase();
  if (OVERRIDABLE.has(method)) req.method = method;
}

/**
 * Applies the override to a POST. `overridable()` tells whether the override could change the
 * route; only then is an unread form body read.
 */
function applyMethodOverride(
  req: OverridableRequest,
  source: OverrideSource,
  limits: FormLimits,
  overridable: () => boolean,
  done: (err?: Error) => void,
): void {
  if (source === 'body' && isFormRequest(req) && !bodyAlreadyRead(req)) {
    let could: boolean;
    try {
      // Request constraints are decided here, before any body is read: one that throws is the request's error.
      could = overridable();
    } catch (err) {
      return done(err as Error);
    }
    if (!could) {
      overrideFrom(req, 'header');
      return done();
    }
    readFormBody(req, limits, (err) => {
      if (!err) {
        overrideFrom(req, source);
        // Read for nothing: a mounted app or handler the POST goes on to gets it as sent.
        if (req.method === 'POST' && req.rawBody !== undefined) keepBodyAsSent(req, req.rawBody);
      }
      done(err);
    });
    return;
  }
  overrideFrom(req, source);
  done();
}
