/**
 * Inflection with Rails' answers where the pluralize package differs (TOOLCHAIN.md lists
 * the cases found): sms, octopus/octopi, medium/media, axis/axes, taxis, me/mes.
 */
import pluralize from 'pluralize';

pluralize.addUncountableRule('sms');
pluralize.addIrregularRule('octopus', 'octopi');
pluralize.addIrregularRule('medium', 'media');
pluralize.addIrregularRule('axis', 'axes');
pluralize.addIrregularRule('taxi', 'taxis');
pluralize.addSingularRule(/^taxis$/i, 'taxi');
pluralize.addIrregularRule('me', 'mes');

export function pluralizeWord(word: string): string {
  return pluralize.plural(word);
}

export function singularize(word: string): string {
  return pluralize.singular(word);
}

/** `AdminUsersController` → `admin_users`; `Photo` → `photo`. */
export function underscore(name: string): string {
  return name
    .replace(/::/g, '/')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** `edit_photo_path` → `editPhotoPath`. */
export function camelize(name: string): string {
  return name.replace(/_+([a-zA-Z\d])/g, (_, c: string) => c.toUpperCase());
}
