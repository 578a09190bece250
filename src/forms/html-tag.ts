/**
 * HTML elements as Rails' `tag`/`content_tag` write them: attributes in the order given, a
 * `null`/`undefined` attribute left out, a boolean attribute (`checked`, `disabled`) written as
 * `name="name"` or left out when `false`, any other value as text (`true` → `"true"`), every
 * name through `xml_name_escape` and every value escaped, void elements closed with ` />`.
 */
import { escapeHtml, escapeXmlName } from '../support/html';
import { isBlankText } from '../support/ruby-blank';
import { valueText } from '../url-rules/values';

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
 * so a key from options (`data: { 'x onclick': ... }`) cannot add an attribute or end the tag.
 */
function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    const name = escapeXmlName(key);
    if (name === '') continue;
    if (BOOLEAN_ATTRIBUTES.has(key)) {
      if (value !== false) text += ` ${name}="${name}"`;
    } else {
      text += ` ${name}="${escapeHtml(attributeValue(value))}"`;
    }
  }
  return text;
}

function attributeValue(value: unknown): string {
  if (isPlainData(value)) return JSON.stringify(value);
  return valueText(value);
}

/** A plain object or an array (a `data-*` value): written as JSON, as Rails writes a Hash. */
function isPlainData(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
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
 * them (camelCase keys too: `turboConfirm`); objects as JSON.
 */
export function dataAttributes(data: Record<string, unknown> | undefined): Attributes {
  const attributes: Attributes = {};
  if (!data) return attributes;
  for (const [key, value] of Object.entries(data)) {
    if (isBlankText(key)) continue; // Rails: `next if k.blank?`
    const name = key.replace(/_/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    attributes[`data-${name}`] = value;
  }
  return attributes;
}

/** `_method` and the other hidden fields: Rails 7 marks them `autocomplete="off"`. */
export function hiddenInput(name: string, value: unknown): string {
  return voidTag('input', { type: 'hidden', name, value: value ?? '', autocomplete: 'off' });
}
