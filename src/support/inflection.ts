/**
 * Inflection as Rails' inflector answers it. pluralize is the engine; Rails' English rules
 * are registered on top of its own, in Rails' order (a later rule wins in both), and the few
 * words where pluralize's built-in lists still disagree with Rails are pinned. Rails'
 * SingularToPlural test table checks the result (test/support/inflection.test.ts).
 */
import pluralize from 'pluralize';

const PLURAL_RULES: Array<[RegExp, string]> = [
  [/$/, 's'],
  [/s$/i, 's'],
  [/^(ax|test)is$/i, '$1es'],
  [/(octop|vir)us$/i, '$1i'],
  [/(octop|vir)i$/i, '$1i'],
  [/(alias|status)$/i, '$1es'],
  [/(bu)s$/i, '$1ses'],
  [/(buffal|tomat)o$/i, '$1oes'],
  [/([ti])um$/i, '$1a'],
  [/([ti])a$/i, '$1a'],
  [/sis$/i, 'ses'],
  [/(?:([^f])fe|([lr])f)$/i, '$1$2ves'],
  [/(hive)$/i, '$1s'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(x|ch|ss|sh)$/i, '$1es'],
  [/(matr|vert|ind)(?:ix|ex)$/i, '$1ices'],
  [/^(m|l)ouse$/i, '$1ice'],
  [/^(m|l)ice$/i, '$1ice'],
  [/^(ox)$/i, '$1en'],
  [/^(oxen)$/i, '$1'],
  [/(quiz)$/i, '$1zes'],
];

const SINGULAR_RULES: Array<[RegExp, string]> = [
  [/s$/i, ''],
  [/(ss)$/i, '$1'],
  [/(n)ews$/i, '$1ews'],
  [/([ti])a$/i, '$1um'],
  [/((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)(sis|ses)$/i, '$1sis'],
  [/(^analy)(sis|ses)$/i, '$1sis'],
  [/([^f])ves$/i, '$1fe'],
  [/(hive)s$/i, '$1'],
  [/(tive)s$/i, '$1'],
  [/([lr])ves$/i, '$1f'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/(s)eries$/i, '$1eries'],
  [/(m)ovies$/i, '$1ovie'],
  [/(x|ch|ss|sh)es$/i, '$1'],
  [/^(m|l)ice$/i, '$1ouse'],
  [/(bus)(es)?$/i, '$1'],
  [/(o)es$/i, '$1'],
  [/(shoe)s$/i, '$1'],
  [/(cris|test)(is|es)$/i, '$1is'],
  [/^(a)x[ie]s$/i, '$1xis'],
  [/(octop|vir)(us|i)$/i, '$1us'],
  [/(alias|status)(es)?$/i, '$1'],
  [/^(ox)en/i, '$1'],
  [/(vert|ind)ices$/i, '$1ex'],
  [/(matr)ices$/i, '$1ix'],
  [/(quiz)zes$/i, '$1'],
  [/(database)s$/i, '$1'],
];

const IRREGULAR: Array<[string, string]> = [
  ['person', 'people'],
  ['man', 'men'],
  ['child', 'children'],
  ['sex', 'sexes'],
  ['move', 'moves'],
  ['zombie', 'zombies'],
];

/** Words pluralize's built-in lists answer otherwise than Rails' rules: pinned to Rails' answer. */
const PINNED: Array<[string, string]> = [
  ['me', 'mes'],
  ['taxi', 'taxis'],
  ['medium', 'media'],
  ['buffalo', 'buffaloes'],
  ['axis', 'axes'],
];

const UNCOUNTABLE = [
  'equipment',
  'information',
  'rice',
  'money',
  'species',
  'series',
  'fish',
  'sheep',
  'jeans',
  'police',
];

for (const [rule, replacement] of PLURAL_RULES) pluralize.addPluralRule(rule, replacement);
for (const [rule, replacement] of SINGULAR_RULES) pluralize.addSingularRule(rule, replacement);
// As in Rails, an irregular word is also a suffix rule (`salesperson` → `salespeople`).
for (const [singular, plural] of IRREGULAR) {
  const suffix = (word: string): RegExp => new RegExp(`(${word[0]})${word.slice(1)}$`, 'i');
  pluralize.addPluralRule(suffix(singular), `$1${plural.slice(1)}`);
  pluralize.addPluralRule(suffix(plural), `$1${plural.slice(1)}`);
  pluralize.addSingularRule(suffix(singular), `$1${singular.slice(1)}`);
  pluralize.addSingularRule(suffix(plural), `$1${singular.slice(1)}`);
  pluralize.addIrregularRule(singular, plural);
}
for (const [singular, plural] of PINNED) pluralize.addIrregularRule(singular, plural);
// An uncountable word stays as it is at the end of a phrase too (`my money`).
for (const word of UNCOUNTABLE) {
  pluralize.addUncountableRule(word);
  pluralize.addUncountableRule(new RegExp(`\\b${word}$`, 'i'));
}

// Resource names repeat across a route table and each answer runs ~80 rules: remember them.
const plurals = new Map<string, string>();
const singulars = new Map<string, string>();

export function pluralizeWord(word: string): string {
  let plural = plurals.get(word);
  if (plural === undefined) plurals.set(word, (plural = pluralize.plural(word)));
  return plural;
}

export function singularize(word: string): string {
  let singular = singulars.get(word);
  if (singular === undefined) singulars.set(word, (singular = pluralize.singular(word)));
  return singular;
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
