/**
 * The base class of the app's controllers, as `ApplicationController` is in Rails: what every
 * controller shares, and the login filter. Getters are never actions. `P` types
 * `this.params`: `ControllerParams['posts']` from route-helpers.d.ts gives `this.params.id`
 * as a string, no cast.
 *
 *   Rails:     protect_from_forgery with: :exception
 *              before_action :require_login, except: [:index, :show]
 *   railroute: static {
 *                this.protectFromForgery({ with: 'exception' });
 *                this.beforeAction('requireLogin', { except: ['index', 'show'] });
 *              }
 */
import type { Request, Response } from 'express';
import { Controller, type Parameters } from '../../src';
import type { Db } from '../db';
import type { AppHelpers } from '../helpers';
import { currentUserOf, returnTo, type CurrentUser } from '../session';

export class ApplicationController<P extends object = Record<string, unknown>> extends Controller<
  Request,
  Response,
  P
> {
  static {
    // Every POST, PATCH and DELETE needs the page's token (forms.buttonTo/formWith add it): a
    // form on another site gets a 422 and changes nothing.
    this.protectFromForgery({ with: 'exception' });
    this.beforeAction('requireLogin', { except: ['index', 'show'] });
  }

  /** `this.links.post_path(row)`: the request's helpers, typed for this app. */
  get links(): AppHelpers {
    return this.helpers as AppHelpers;
  }

  /** The database that app.ts opened (`app.locals.db`). */
  get db(): Db {
    return this.req.app.locals.db as Db;
  }

  get currentUser(): CurrentUser | undefined {
    return currentUserOf(this.res);
  }

  /** The filter: a redirect halts the chain, so the action never runs for a visitor. */
  requireLogin(): void {
    if (!this.currentUser) this.redirectTo(this.links.new_session_path(returnTo(this.req)));
  }
}

/**
 * Rails' `params.require(:post).permit(:title, :body)` through railroute's strong parameters,
 * the one place every action asks for its fields: `permitted(this, 'post', 'title', 'body')`
 * (a missing `post` is a 400 `ParameterMissing`, any other key is dropped). The app stores
 * text: a permitted value that is not a string (an array, a number from JSON) becomes `''`.
 */
export function permitted<K extends string>(
  controller: { readonly parameters: Parameters },
  key: string,
  ...fields: K[]
): Record<K, string> {
  const allowed = controller.parameters.require(key).permit(...fields);
  const text = {} as Record<K, string>;
  for (const field of fields) {
    const value = allowed[field];
    text[field] = typeof value === 'string' ? value.trim() : '';
  }
  return text;
}
