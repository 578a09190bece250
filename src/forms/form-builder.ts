/**
 * Rails' form builder (`form_with(model:) do |f|`): field helpers named and identified as
 * Rails names them (`post[title]`, `post_title`), filled from the record.
 */
import { isPersisted, modelNameOf } from '../helpers/polymorphic';
import { singularize, underscore } from '../support/inflection';
import { escapeHtml } from '../support/html';
import { contentTag, fieldText, textTag, voidTag, type Attributes } from './html-tag';

/** What a form is about: the record (if any), the field names' prefix, and how to name it. */
export interface FormModel {
  object: Record<string, unknown> | undefined;
  scope: string | undefined;
  persisted: boolean;
  /** `Post`, `Blog post`: the submit button's `Create Post`. */
  humanName: string | undefined;
}

/** A `select`'s choices: values, `[label, value]` pairs, or `{ label: value }`. */
export type SelectChoices = ReadonlyArray<unknown> | Record<string, unknown>;

/** The record of `model` (the last of `[namespace, record]`), its param key and human name. */
export function formModel(model: unknown, scope: string | undefined): FormModel {
  const object = Array.isArray(model) ? (model as unknown[])[model.length - 1] : model;
  if (object === null || object === undefined || typeof object !== 'object') {
    return { object: undefined, scope, persisted: false, humanName: scope === undefined ? undefined : humanize(scope) };
  }
  let key: string | undefined;
  try {
    key = singularize(underscore(modelNameOf(object)).replace(/\//g, '_'));
  } catch (err) {
    // A plain row has no model name: a scope names its fields instead.
    if (scope === undefined) throw err;
  }
  const name = (key ?? scope) as string;
  return {
    object: object as Record<string, unknown>,
    scope: scope ?? name,
    persisted: isPersisted(object),
    humanName: humanize(name),
  };
}

/** Rails' `humanize`: `published_at` → `Published at`, `author_id` → `Author`. */
function humanize(name: string): string {
  const words = name.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The `f` of `formWith(options, (f) => ...)`: Rails' form builder, its fields named after the
 * scope (`post[title]`, id `post_title`) and filled from the record.
 */
export class FormBuilder {
  constructor(private readonly model: FormModel) {}

  /** `<label for="post_title">Title</label>`. */
  label(field: string, text?: string, options: Attributes = {}): string {
    return textTag('label', { ...options, for: given(options, 'for', () => this.id(field)) }, text ?? humanize(field));
  }

  /** `<input type="text" value="…" name="post[title]" id="post_title" />`. */
  textField(field: string, options: Attributes = {}): string {
    return this.input('text', field, options);
  }

  /** Rails' `password_field`: the record's value is never written into the page. */
  passwordField(field: string, options: Attributes = {}): string {
    return this.input('password', field, { value: undefined, ...options });
  }

  /** `<textarea name="post[body]" id="post_body">` with the value (Rails' leading newline kept). */
  textArea(field: string, options: Attributes = {}): string {
    const { value = this.value(field), ...rest } = options;
    return contentTag('textarea', this.named(field, rest), `\n${escapeHtml(fieldText(value))}`);
  }

  /** `<input autocomplete="off" type="hidden" value="…" name="post[id]" id="post_id" />`. */
  hiddenField(field: string, options: Attributes = {}): string {
    // Rails merges `autocomplete: "off"` in after the options given (unless one is).
    return this.input('hidden', field, { ...options, autocomplete: given(options, 'autocomplete', () => 'off') });
  }

  /**
   * A checkbox after Rails' hidden field of the unchecked value, so an unchecked box still
   * sends `post[published]=0`.
   */
  checkBox(
    field: string,
    options: Attributes = {},
    checkedValue: unknown = '1',
    uncheckedValue: unknown = '0',
  ): string {
    const value = this.value(field);
    const { checked = isChecked(value, checkedValue), ...rest } = options;
    const box = this.named(field, {
      ...rest,
      type: 'checkbox',
      value: checkedValue,
      checked: checked ? 'checked' : undefined,
    });
    const hidden =
      uncheckedValue === false || uncheckedValue === null
        ? ''
        : voidTag('input', { name: box.name, type: 'hidden', value: uncheckedValue, autocomplete: 'off' });
    return hidden + voidTag('input', box);
  }

  /** `<select>` with the record's value selected; choices as values, `[label, value]` pairs or `{ label: value }`. */
  select(field: string, choices: SelectChoices, options: Attributes = {}): string {
    const current = this.value(field);
    const pairs: Array<[unknown, unknown]> = Array.isArray(choices)
      ? choices.map((c) => (Array.isArray(c) ? [c[0], c[1]] : [c, c]))
      : Object.entries(choices);
    const html = pairs
      .map(([label, value]) =>
        // Rails' `options_for_select` writes `value.to_s`: a nil value is `value=""`, not a missing value.
        textTag(
          'option',
          { selected: sameValue(current, value) ? 'selected' : undefined, value: fieldText(value) },
          label,
        ),
      )
      .join('\n');
    return contentTag('select', this.named(field, options), html);
  }

  /** `<input type="submit" name="commit" value="Create Post" data-disable-with="Create Post" />`. */
  submit(value?: string, options: Attributes = {}): string {
    const label = value ?? this.submitLabel();
    return voidTag('input', { type: 'submit', name: 'commit', value: label, ...options, 'data-disable-with': label });
  }

  private submitLabel(): string {
    const { object, persisted, humanName } = this.model;
    const verb = object === undefined ? 'Save' : persisted ? 'Update' : 'Create';
    return humanName === undefined ? verb : `${verb} ${humanName}`;
  }

  private input(type: string, field: string, options: Attributes): string {
    const value = 'value' in options ? options.value : this.value(field);
    // As Rails' `options["type"] ||= field_type`: a type given in the options stays where it is.
    return voidTag('input', this.named(field, { ...options, type: options.type ?? type, value }));
  }

  /**
   * The attributes with the field's `name` and `id` after them, as Rails' `add_default_name_and_id`
   * adds them: a `name` or `id` given in the options (even null: none) wins, in its place.
   */
  private named(field: string, attributes: Attributes): Attributes {
    return {
      ...attributes,
      name: given(attributes, 'name', () => this.name(field)),
      id: given(attributes, 'id', () => this.id(field)),
    };
  }

  private value(field: string): unknown {
    const object = this.model.object;
    // Neither a method nor an inherited `__proto__` (the prototype) is a column; an own `__proto__` is.
    if (object === undefined || (field === '__proto__' && !Object.prototype.hasOwnProperty.call(object, field)))
      return undefined;
    const value = object[field];
    return typeof value === 'function' ? undefined : value;
  }

  /** `post[title]`, or `title` in a form without a model or scope; `published?` as `published`, as Rails names it. */
  private name(field: string): string {
    const method = field.replace(/\?$/, '');
    return this.model.scope === undefined || this.model.scope === '' ? method : `${this.model.scope}[${method}]`;
  }

  /** As Rails sanitizes it: `post[comments][body]` → `post_comments_body`, one `_` for each character. */
  private id(field: string): string {
    const scope = this.model.scope;
    const object =
      scope === undefined || scope === '' ? '' : `${scope.replace(/\]\[|[^-a-zA-Z0-9:.]/gu, '_').replace(/_$/, '')}_`;
    return `${object}${field.replace(/\?$/, '')}`;
  }
}

/** An option given (its own key, whatever its value, as Ruby's `fetch`), else the default. */
function given(options: Attributes, key: string, otherwise: () => unknown): unknown {
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : otherwise();
}

/**
 * Rails' check box `checked?`: a boolean against whether the checked value is truthy (Ruby's:
 * anything but nil and false), a string or a list's item equal to the checked value, anything
 * else (a number) by `to_i` of both (`1.9` checks a box of `'1'`, `2` does not).
 */
function isChecked(value: unknown, checkedValue: unknown): boolean {
  if (typeof value === 'boolean')
    return value === (checkedValue !== null && checkedValue !== undefined && checkedValue !== false);
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value === checkedValue;
  if (Array.isArray(value)) return value.includes(checkedValue);
  return rubyInteger(value) === rubyInteger(checkedValue);
}

/** Ruby's `to_i`: a number truncated, the leading integer of a text (`'12ab'` → 12, `'ab'` → 0). */
function rubyInteger(value: unknown): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (value === undefined || value === null) return 0;
  const digits = /^\s*([+-]?\d+(?:_\d+)*)/.exec(fieldText(value));
  return digits ? Number((digits[1] as string).replace(/_/g, '')) : 0;
}

function sameValue(current: unknown, value: unknown): boolean {
  if (Array.isArray(current)) return current.map(fieldText).includes(fieldText(value));
  return current !== undefined && current !== null && fieldText(current) === fieldText(value);
}
