/**
 * Text and names into HTML as Rails writes them: `html_escape` for values and content,
 * `xml_name_escape` for attribute names that may come from options.
 */
import { isBlankText } from './ruby-blank';

/** Text into HTML (element content or a quoted attribute), as Rails' `ERB::Util.html_escape`. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** XML's NameStartChar, as activesupport's TAG_NAME_START_REGEXP_SET lists it. */
const NAME_START =
  '@:A-Z_a-z\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2FF}\\u{370}-\\u{37D}\\u{37F}-\\u{1FFF}\\u{200C}-\\u{200D}' +
  '\\u{2070}-\\u{218F}\\u{2C00}-\\u{2FEF}\\u{3001}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFFD}\\u{10000}-\\u{EFFFF}';
const NOT_NAME_START = new RegExp(`^[^${NAME_START}]`, 'u');
// eslint-disable-next-line no-misleading-character-class -- code point ranges (the u flag), no combined character
const NOT_NAME_CHAR = new RegExp(`[^${NAME_START}\\-.0-9\\u{B7}\\u{300}-\\u{36F}\\u{203F}-\\u{2040}]`, 'gu');

/**
 * An attribute or tag name, as Rails' `ERB::Util.xml_name_escape` writes it: `''` for a blank
 * name, else each character an XML name cannot hold there (space, quotes, `=`, `/`, `>`, NUL, a
 * lone surrogate) as `_`, so a name never ends its attribute or its tag.
 */
export function escapeXmlName(name: string): string {
  if (isBlankText(name)) return '';
  const first = String.fromCodePoint(name.codePointAt(0) as number);
  return first.replace(NOT_NAME_START, '_') + name.slice(first.length).replace(NOT_NAME_CHAR, '_');
}
