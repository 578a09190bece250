/**
 * Browsers send forms as POST: `_method=DELETE` in the form body (or the
 * `X-HTTP-Method-Override` header) makes it a DELETE. Only PUT, PATCH and DELETE, only on a
 * POST, only a single string value; `req.originalMethod` keeps `POST`.
 *
 * The body is read only when that could change the outcome (the caller says whether the
 * path has a PUT, PATCH or DELETE route): a webhook or a later body parser on any other
 * POST gets the untouched stream.
 */
import { bodyAlreadyRead, isFormRequest, readFormBody, type FormLimits } from './form-body';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

export type OverrideSource = 'body' | 'header';

function overrideFrom(req: any, source: OverrideSource): void {
  // Rack's order: the form field first, then the header.
  const field = source === 'body' && req.body !== null && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && Object.hasOwn(req.body, '_method') ? req.body._method : undefined;
  const header = req.headers?.['x-http-method-override'];
  const wanted = field !== undefined ? field : header;
  if (typeof wanted !== 'string') return;
  const method = wanted.toUpperCase();
  if (OVERRIDABLE.has(method)) req.method = method;
}

/**
 * Applies the override to a POST. `overridable()` tells whether some route of the path takes
 * PUT, PATCH or DELETE; only then is an unread form body read.
 */
export function applyMethodOverride(req: any, source: OverrideSource, limits: FormLimits, overridable: () => boolean, done: (err?: Error) => void): void {
  if (source === 'body' && isFormRequest(req) && !bodyAlreadyRead(req)) {
    if (!overridable()) {
      overrideFrom(req, 'header');
      return done();
    }
    readFormBody(req, limits, (err) => {
      if (!err) overrideFrom(req, source);
      done(err);
    });
    return;
  }
  overrideFrom(req, source);
  done();
}
