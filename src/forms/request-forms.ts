/**
 * One request's form helpers, made where its URL helpers are: bound to its helpers and to the
 * router's `secretKeyBase` (the key of the token cookie when there is no session).
 */
import type { RouterRequest, RouterResponse } from '../request/http-types';
import type { UrlHelpers } from '../helpers/url-helpers';
import { bindSecretKeyBase } from '../controllers/csrf-secret';
import { FormHelpers } from './form-helpers';

export function requestForms(
  req: RouterRequest,
  res: RouterResponse,
  helpers: unknown,
  secretKeyBase: string | undefined,
): FormHelpers {
  bindSecretKeyBase(req, secretKeyBase);
  return new FormHelpers(req, res, helpers as UrlHelpers);
}
