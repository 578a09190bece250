/**
 * HTML elements as Rails' `tag`/`content_tag` write them: attributes in the order given, a
 * `null`/`undefined` attribute left out, a boolean attribute (`checked`, `disabled`) written as
 * `name="name"` or left out when `false`, a `data`/`aria` hash as one attribute a key, a list
 * as words (`class: ['a', { b: true }]` → `"a b"`), any other value as text (`true` →
 * `"true"`), every name through `xml_name_escape` and every value escaped, void elements
 * closed with ` />`.
 */
import { escapeHtml, escapeXmlName } from '../support/html';
import { isBlankText } from '../support/ruby-blank';
import { isPlainObject, valueText } from '../url-rules/values';

/** HTML attributes by name; `data: { turbo_method: 'delete' }` writes `data-turbo-method`. */
export type Attributes = Record<string, unknown>;

/** actionview's BOOLEAN_ATTRIBUTES: `name="name"` when given anything but `false`, else left out. */
const BOOLEAN_ATTRIBUTES = new Set(
  (
    'allowfullscreen allowpaymentrequest async autofocus autoplay checked compact controls declare default ' +
    'defaultchecked defaultmuted defaultselected defer disabled enabled formnovalidate hidden indeterminate inert ' +
    'ismap itemscope loop multiple muted nohref nomodule noresize noshade novalidate nowrap open pauseonexit ' +
    'playsinline readonly required reversed scoped seamless selected sortable truespeed typemustmatch visible'
  ).split(' '),
);

/**
 * Rails' `tag_options`: a blank name is left out and any other goes through `xml_name_escape`,
 * so a key from options (`data: { 'x onclick': ... }`) cannot add an attribute or end the tag;
 * `data: { ... }` and `aria: { ... }` give one prefixed attribute a key, as Rails expands them.
 */
function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    if (key === 'data' && isPlainObject(value)) text += attributeText(dataAttributes(value));
    else if (key === 'aria' && isPlainObject(value)) text += attributeText(ariaAttributes(value));
    else {
      const name = escapeXmlName(key);
      if (name === '') continue;
      if (BOOLEAN_ATTRIBUTES.has(key)) {
        if (value !== false) text += ` ${name}="${name}"`;
      } else {
        text += ` ${name}="${escapeHtml(attributeValue(key, value))}"`;
      }
    }
  }
  return text;
}

/**
 * An attribute's text (Rails' `tag_option`): a list (or a hash) as words, `class` by
 * `build_tag_values` (a hash names the keys whose values hold), anything else as text.
 */
function attributeValue(key: string, value: unknown): string {
  if (!Array.isArray(value) && !isPlainObject(value)) return valueText(value);
  if (key === 'class') return tagValues(value).join(' ');
  return (Array.isArray(value) ? value : Object.entries(value)).flat(Infinity).map(fieldText).join(' ');
}

/** actionview's `build_tag_values`: present words, a hash's keys whose values are neither null nor false. */
function tagValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(tagValues);
  if (isPlainObject(value))
    return Object.entries(value)
      .filter(([word, on]) => on !== null && on !== undefined && on !== false && !isBlankText(word))
      .map(([word]) => word);
  const word = fieldText(value);
  return value === false || isBlankText(word) ? [] : [word];
}

/** A key as Rails' `dasherize` writes it, and camelCase too (`turboConfirm` → `turbo-confirm`). */
function dasherized(key: string): string {
  return key.replace(/_/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A value as a field shows it: nothing for null/undefined, else its text (a record's own `toString`). */
export function fieldText(value: unknown): string {
  return value === undefined || value === null ? '' : valueText(value);
}

/** A void element: `<input type="hidden" ... />`. */
export function voidTag(name: string, attributes: Attributes): string {
  return `<${name}${attributeText(attributes)} />`;
}

/** An element around content that is already HTML (built here, escaped where it came from). */
export function contentTag(name: string, attributes: Attributes, html: string): string {
  return `<${name}${attributeText(attributes)}>${html}</${name}>`;
}

/** An element around text, escaped. */
export function textTag(name: string, attributes: Attributes, text: unknown): string {
  return contentTag(name, attributes, escapeHtml(fieldText(text)));
}

/**
 * `data: { turbo_confirm: 'Sure?' }` as `data-turbo-confirm` attributes, as Rails dasherizes
 * them (camelCase keys too: `turboConfirm`); a string as it is, a hash or a list as JSON
 * (Rails' `to_json`), other values as text.
 */
export function dataAttributes(data: Record<string, unknown> | undefined): Attributes {
  const attributes: Attributes = {};
  if (!data) return attributes;
  for (const [key, value] of Object.entries(data)) {
    if (isBlankText(key) || value === undefined || value === null) continue; // Rails: `next if k.blank?`, nil
    attributes[`data-${dasherized(key)}`] =
      Array.isArray(value) || isPlainObject(value) ? JSON.stringify(value) : valueText(value);
  }
  return attributes;
}

/** `aria: { hidden: true, labelledby: ['a', 'b'] }` as `aria-*` attributes: a list or a hash as words. */
function ariaAttributes(aria: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(aria)) {
    if (isBlankText(key) || value === undefined || value === null) continue;
    if (!Array.isArray(value) && !isPlainObject(value)) attributes[`aria-${dasherized(key)}`] = valueText(value);
    else {
      const words = tagValues(value);
      if (words.length > 0) attributes[`aria-${dasherized(key)}`] = words.join(' ');
    }
  }
  return attributes;
}

/** `_method` and the other hidden fields: Rails 7 marks them `autocomplete="off"`. */
export function hiddenInput(name: string, value: unknown): string {
  return voidTag('input', { type: 'hidden', name, value: value ?? '', autocomplete: 'off' });
}
