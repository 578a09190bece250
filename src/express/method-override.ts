/**
 * Browsers send forms as POST: `_method=DELETE` in the form body (or the
 * `X-HTTP-Method-Override` header) makes it a DELETE. Only PUT, PATCH and DELETE, only on a
 * POST, only a single string value; `req.originalMethod` keeps `POST`.
 */
import { bodyAlreadyRead, isFormRequest, readFormBody } from './form-body';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

function overrideFrom(req: any): void {
  const field = req.body !== null && typeof req.body === 'object' ? req.body._method : undefined;
  const header = req.headers?.['x-http-method-override'];
  const wanted = field !== undefined ? field : header;
  if (typeof wanted !== 'string') return;
  const method = wanted.toUpperCase();
  if (OVERRIDABLE.has(method)) req.method = method;
}

/** Applies the override, reading a form body first when nobody has. */
export function applyMethodOverride(req: any, limit: number, done: (err?: Error) => void): void {
  if (isFormRequest(req) && !bodyAlreadyRead(req)) {
    readFormBody(req, limit, (err) => {
      if (!err) overrideFrom(req);
      done(err);
    });
    return;
  }
  overrideFrom(req);
  done();
}
