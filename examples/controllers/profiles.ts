/**
 * `resource('profile')`: a singular resource, no id in its paths; its controller is
 * `profiles`. The blog's one profile row; show is public, edit and update need a sign-in.
 */
import type { ProfileRow } from '../db';
import { flash } from '../session';
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permitted } from './application';

export class ProfilesController extends ApplicationController<ControllerParams['profiles']> {
  private get profile(): ProfileRow {
    return this.db.get<ProfileRow>('SELECT name, bio FROM profile WHERE id = 1') as ProfileRow;
  }

  show(): void {
    const profile = this.profile;
    this.respondTo({
      html: () => this.res.render('profiles/show', { profile }),
      json: () => this.res.json(profile),
    });
  }

  edit(): void {
    this.res.render('profiles/edit', { profile: this.profile });
  }

  update(): void {
    const values = permitted(this, 'profile', 'name', 'bio');
    this.db.run('UPDATE profile SET name = ?, bio = ? WHERE id = 1', [values.name || this.profile.name, values.bio]);
    flash(this.req, 'Profile saved.');
    this.redirectTo(this.links.profile_path(), 303);
  }
}
