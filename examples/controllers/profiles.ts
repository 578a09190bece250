/** `resource('profile')`: a singular resource, no id in its paths; its controller is `profiles`. */
import { ApplicationController } from '../helpers';
import { profile } from '../store';
import { esc, field, form, render, textArea, textField } from '../views';

export class ProfilesController extends ApplicationController {
  show(): void {
    this.respondTo({
      html: () =>
        render(
          this.res,
          this.links,
          profile.name,
          `<p>${esc(profile.bio)}</p>\n<p><a href="${this.links.edit_profile_path()}">Edit profile</a></p>`,
        ),
      json: () => this.res.json(profile),
    });
  }

  edit(): void {
    const fields = `${textField('name', 'Name', profile.name)}\n  ${textArea('bio', 'Bio', profile.bio)}`;
    render(this.res, this.links, 'Edit profile', form(this.links.profile_path(), 'patch', fields, 'Save'));
  }

  update(): void {
    profile.name = field(this.params.name) || profile.name;
    profile.bio = field(this.params.bio);
    this.redirectTo(this.links.profile_path(), 303);
  }
}
