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
import { Controller } from '../../src';
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
 * Rails' `params.require(:post).permit(:title, :body)`, the one place every action asks for
 * its fields: `permitted(this, 'post', 'title', 'body')`. Its body is the line to change for
 * railroute's strong parameters (`controller.parameters.require(key).permit(...fields)`).
 */
export function permitted<K extends string>(
  controller: { readonly params: Record<string, unknown> },
  key: string,
  ...fields: K[]
): Record<K, string> {
  return permit(controller.params[key], ...fields);
}

/** The named string fields of a nested hash (`post[title]` arrives as `params.post.title`), trimmed; anything else is ignored. */
function permit<K extends string>(hash: unknown, ...keys: K[]): Record<K, string> {
  const source = hash !== null && typeof hash === 'object' ? (hash as Record<string, unknown>) : {};
  const permitted = {} as Record<K, string>;
  for (const key of keys) {
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    permitted[key] = typeof value === 'string' ? value.trim() : '';
  }
  return permitted;
}
