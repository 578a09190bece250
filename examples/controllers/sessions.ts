/**
 * `resource('session', { only: ['new', 'create', 'destroy'] })`: sign in at
 * `GET /session/new`, `POST /session`; sign out with `DELETE /session`. The form's fields
 * are `session[name]` and `session[password]`, read as `this.params.session`.
 *
 *   Rails:     skip_before_action :require_login, only: [:new, :create]
 *   railroute: static { this.skipBeforeAction('requireLogin', { only: ['new', 'create'] }); }
 */
import { checkPassword, DEMO_USERS, hashPassword, type UserRow } from '../db';
import { flash, safeReturnPath, signIn, signOut } from '../session';
import { errorList, esc, form, render, textField } from '../views';
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permit } from './application';

export class SessionsController extends ApplicationController<ControllerParams['sessions']> {
  static {
    this.skipBeforeAction('requireLogin', { only: ['new', 'create'] });
  }

  new(): void {
    signInPage(this, field(this.params.return_to), '', []);
  }

  create(): void {
    const { name, password } = permit(this.params.session, 'name', 'password');
    const user = this.db.get<UserRow>('SELECT * FROM users WHERE name = ?', [name]);
    // An unknown name costs one hash too, so the answer's timing does not tell which names exist.
    noUserHash ??= hashPassword('');
    if (!checkPassword(password, user?.password_hash ?? noUserHash) || !user) {
      return signInPage(this, field(this.params.return_to), name, ['Wrong name or password.'], 422);
    }
    signIn(this.res, user);
    flash(this.res, `Signed in as ${user.name}.`);
    this.redirectTo(safeReturnPath(this.params.return_to) ?? this.links.root_path(), 303);
  }

  destroy(): void {
    signOut(this.res);
    flash(this.res, 'Signed out.');
    this.redirectTo(this.links.root_path(), 303);
  }
}

let noUserHash: string | undefined;

// A function, not a method: every method of a controller class counts as an action.
function signInPage(c: SessionsController, returnTo: string, name: string, errors: string[], status = 200): void {
  const hidden = safeReturnPath(returnTo) ? `<input type="hidden" name="return_to" value="${esc(returnTo)}">\n  ` : '';
  const fields = `${errorList(errors)}${hidden}${textField('session[name]', 'Name', name)}
  ${textField('session[password]', 'Password', '', 'password')}`;
  const demo = DEMO_USERS.map(
    (u) => `<code>${esc(u.name)}</code> / <code>${esc(u.password)}</code>${u.admin ? ' (admin)' : ''}`,
  ).join(' or ');
  render(
    c.res,
    c.links,
    'Sign in',
    `${form(c.links.session_path(), 'post', fields, 'Sign in')}\n<p class="muted">Demo accounts: ${demo}.</p>`,
    status,
  );
}

function field(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
