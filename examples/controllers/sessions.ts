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
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permitted } from './application';

export class SessionsController extends ApplicationController<ControllerParams['sessions']> {
  static {
    this.skipBeforeAction('requireLogin', { only: ['new', 'create'] });
  }

  new(): void {
    signInPage(this, field(this.params.return_to), '', []);
  }

  create(): void {
    const { name, password } = permitted(this, 'session', 'name', 'password');
    const user = this.db.get<UserRow>('SELECT * FROM users WHERE name = ?', [name]);
    // An unknown name costs one hash too, so the answer's timing does not tell which names exist.
    noUserHash ??= hashPassword('');
    if (!checkPassword(password, user?.password_hash ?? noUserHash) || !user) {
      return signInPage(this, field(this.params.return_to), name, ['Wrong name or password.'], 422);
    }
    signIn(this.req, user);
    flash(this.req, `Signed in as ${user.name}.`);
    this.redirectTo(safeReturnPath(this.params.return_to) ?? this.links.root_path(), 303);
  }

  destroy(): void {
    signOut(this.req);
    flash(this.req, 'Signed out.');
    this.redirectTo(this.links.root_path(), 303);
  }
}

let noUserHash: string | undefined;

// A function, not a method: every method of a controller class counts as an action.
function signInPage(c: SessionsController, returnTo: string, name: string, errors: string[], status = 200): void {
  c.res.status(status).render('sessions/new', {
    returnTo: safeReturnPath(returnTo) ?? '',
    name,
    errors,
    demo: DEMO_USERS,
  });
}

function field(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
