/**
 * `resource('profile')`: a singular resource, no id in its paths; its controller is
 * `profiles`. The blog's one profile row; show is public, edit and update need a sign-in.
 */
import type { ProfileRow } from '../db';
import { esc, form, render, textArea, textField } from '../views';
import { flash } from '../session';
import type { ControllerParams } from '../route-helpers';
import { ApplicationController, permit } from './application';

export class ProfilesController extends ApplicationController<ControllerParams['profiles']> {
  private get profile(): ProfileRow {
    return this.db.get<ProfileRow>('SELECT name, bio FROM profile WHERE id = 1') as ProfileRow;
  }

  show(): void {
    const profile = this.profile;
    this.respondTo({
      html: () => {
        const edit = this.currentUser ? `\n<p><a href="${this.links.edit_profile_path()}">Edit profile</a></p>` : '';
        render(this.res, this.links, profile.name, `<p>${esc(profile.bio)}</p>${edit}`);
      },
      json: () => this.res.json(profile),
    });
  }

  edit(): void {
    const profile = this.profile;
    const fields = `${textField('profile[name]', 'Name', profile.name)}\n  ${textArea('profile[bio]', 'Bio', profile.bio)}`;
    render(this.res, this.links, 'Edit profile', form(this.links.profile_path(), 'patch', fields, 'Save'));
  }

  update(): void {
    const values = permit(this.params.profile, 'name', 'bio');
    this.db.run('UPDATE profile SET name = ?, bio = ? WHERE id = 1', [values.name || this.profile.name, values.bio]);
    flash(this.res, 'Profile saved.');
    this.redirectTo(this.links.profile_path(), 303);
  }
}
