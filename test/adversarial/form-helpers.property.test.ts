/**
 * The adversarial suite, form helpers: what the worst strings do to `linkTo`, `buttonTo`,
 * `formWith` and its builder, and `csrfMetaTags`. Generated values — `<`, `>`, `&`, quotes,
 * backticks, `</form>`, `<script>`, `<!--`, `-->`, entity lookalikes (`&#x3c;`, `&lt`,
 * `&amp;`), NUL, CR/LF, tabs, lone surrogates, RTL marks, strings of 30 000 characters,
 * `__proto__` and `constructor` as keys — go into every value position the helpers take:
 * link and button text, URL strings and records (their ids) as targets, `method`, `data`
 * values, `params` keys and values, form and field attributes, a record's attribute values,
 * the field names of every builder helper (label, text field, password field, text area,
 * hidden field, check box, select, submit), choices, the scope, and the token itself. Each
 * output is parsed by parse5 (the WHATWG algorithm browsers and jsdom run) after the UTF-8
 * round trip `res.send` makes, and:
 *
 * - its element tree is the one the same call gives with benign values (every hostile string
 *   replaced, one for one, by a plain word): no element, comment or attribute more or less,
 *   nothing after it swallowed;
 * - every attribute value and text reads back as exactly the value given, written as Rails
 *   writes it (nil left out, `true` → "true", a `data` Hash as JSON) and read as a browser
 *   must read it (CR and CRLF as LF, NUL as U+FFFD or, in text, dropped; a lone surrogate
 *   sent as U+FFFD);
 * - the hidden `_method` is there exactly for the verbs API.md and Rails give it one, the
 *   `authenticity_token` field exactly when the controller protects from forgery and the
 *   form posts, and that token verifies;
 * - nothing throws but a target the URL helpers refuse, with the URL helpers' own error.
 *
 * Attribute names from options (`data` keys, form and field attributes) follow Rails'
 * `tag_options`: a blank key left out, the others through `ERB::Util.xml_name_escape` (what an
 * XML name cannot hold becomes `_`), so no key leaves its tag or adds an attribute; a seeded
 * sample is also checked against actionview 6.1 itself (the installed gem).
 *
 * The rules the checks apply are written out here from API.md and actionview's tag, form and
 * url helpers, not taken from src. Properties run unseeded (each run explores new inputs), each
 * with `examples` of the cases that matter most; the only counts asserted (the generators reach
 * each hostile case) are taken over a fixed seed and cannot fail by chance.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { Router } from '../../src';
import { forgeryFor, RequestForgery } from '../../src/controllers/csrf-secret';
import { FormHelpers } from '../../src/forms/form-helpers';
import type { FormBuilder } from '../../src/forms/form-builder';

jest.setTimeout(60_000);

type Hash = Record<string, unknown>;
type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

function own(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
/** A hash with exactly these own keys, `__proto__` one of them as JSON.parse makes it. */
function hashOf(entries: ReadonlyArray<readonly [string, unknown]>): Hash {
  const hash: Hash = {};
  for (const [key, value] of entries) own(hash, key, value);
  return hash;
}

// ---- the app: posts, admin posts, a record class ----------------------------------------------

/** A record: its fields own properties (a `__proto__` column too); model name `Post`. */
class Post {
  constructor(fields: ReadonlyArray<readonly [string, unknown]> = []) {
    for (const [key, value] of fields) own(this, key, value);
  }
}

const router = new Router();
router.draw((r) => {
  r.resources('posts');
  r.namespace('admin', (r) => r.resources('posts'));
});
const helpers = router.helpers as unknown as {
  polymorphic_path(target: unknown): string;
  url_for(options: Hash): string;
};

/** One request's helpers, its controller protecting from forgery or not. */
function request(protects: boolean): { forms: FormHelpers; forgery: RequestForgery } {
  const req: any = { headers: {}, session: {} };
  const res: any = { headersSent: false };
  const forgery = forgeryFor(req, res);
  forgery.protected = protects;
  return { forms: new FormHelpers(req, res, router.helpers), forgery };
}

// ---- the page, as a browser reads it ------------------------------------------------------------

const END = '<p id="end"></p>';

/**
 * The helper's HTML in a page's body, sent as UTF-8 (`res.send`: a lone surrogate becomes
 * U+FFFD), parsed by parse5: the body's nodes, after checking that nothing reached the head or
 * left the body and that the marker written after the HTML is still the body's last child.
 */
function page(html: string): Node[] {
  const wire = Buffer.from(`<!DOCTYPE html><html><head></head><body>${html}${END}</body></html>`, 'utf8');
  const document = parse(wire.toString('utf8'));
  expect(document.childNodes.map((node) => node.nodeName)).toEqual(['#documentType', 'html']);
  const root = document.childNodes[1] as Element;
  expect(root.childNodes.map((node) => node.nodeName)).toEqual(['head', 'body']);
  const [head, body] = root.childNodes as [Element, Element];
  expect(head.childNodes).toEqual([]);
  const last = body.childNodes[body.childNodes.length - 1];
  expect(last && isElement(last) ? [last.tagName, last.attrs, last.childNodes.length] : last).toEqual([
    'p',
    [{ name: 'id', value: 'end' }],
    0,
  ]);
  return body.childNodes.slice(0, -1);
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const elementsOf = (nodes: readonly Node[]): Element[] => nodes.filter(isElement);
const textOf = (element: Element): string =>
  element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');
const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** Elements (tag, attribute names in order unless `names` is false, children), comments and doctypes; text left out. */
function shape(nodes: readonly Node[], names: boolean): unknown[] {
  return nodes
    .flatMap((node): unknown[] => {
      if (node.nodeName === '#text') return [];
      if (!isElement(node)) return [node.nodeName];
      const content = node.tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : [];
      const children = shape([...node.childNodes, ...content], names);
      return [
        names ? [node.tagName, node.attrs.map((attribute) => attribute.name), children] : [node.tagName, children],
      ];
    })
    .map((element) => JSON.stringify(element))
    .sort(); // siblings as a set: their order is the model's to check (buttonTo's params go by name, which the twin renames)
}

type Where = 'attribute' | 'rcdata' | 'text';
/**
 * What a browser reads back from a text written into the page: sent as UTF-8 (a lone surrogate
 * as U+FFFD), CR and CRLF read as LF, NUL read as U+FFFD in an attribute or a textarea and
 * dropped from other text (the HTML standard's input stream and tree construction).
 */
function served(text: string, where: Where): string {
  const wire = Buffer.from(text, 'utf8').toString('utf8').replace(/\r\n?/g, '\n');
  return where === 'text' ? wire.replace(/\0/g, '') : wire.replace(/\0/g, '\uFFFD');
}

// ---- Rails' rules, written out ---------------------------------------------------------------

/** Ruby's `[[:space:]]`, what `blank?` reads (Unicode White_Space). */
const RUBY_BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

/** activesupport's TAG_NAME_START_REGEXP_SET (XML's NameStartChar). */
const NAME_START =
  '@:A-Z_a-z\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2FF}\\u{370}-\\u{37D}\\u{37F}-\\u{1FFF}' +
  '\\u{200C}-\\u{200D}\\u{2070}-\\u{218F}\\u{2C00}-\\u{2FEF}\\u{3001}-\\u{D7FF}\\u{F900}-\\u{FDCF}' +
  '\\u{FDF0}-\\u{FFFD}\\u{10000}-\\u{EFFFF}';
const NOT_NAME_START = new RegExp(`[^${NAME_START}]`, 'u');
// eslint-disable-next-line no-misleading-character-class -- code point ranges (the u flag), no combined character
const NOT_NAME_CHAR = new RegExp(`[^${NAME_START}\\-.0-9\\u{B7}\\u{300}-\\u{36F}\\u{203F}-\\u{2040}]`, 'gu');

/** `ERB::Util.xml_name_escape`: blank → ''; each character an XML name cannot hold there → `_`. */
function xmlNameEscape(name: string): string {
  if (RUBY_BLANK.test(name)) return '';
  const [first = '', ...rest] = Array.from(name); // Ruby's characters: code points
  return first.replace(NOT_NAME_START, '_') + rest.join('').replace(NOT_NAME_CHAR, '_');
}
/** The name an HTML parser reads: ASCII upper case lowered. */
const parsedName = (name: string): string => name.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** actionview 6.1's BOOLEAN_ATTRIBUTES: written `name="name"` when truthy, left out when nil or false. */
const BOOLEAN = new Set(
  (
    'allowfullscreen allowpaymentrequest async autofocus autoplay checked compact controls declare ' +
    'default defaultchecked defaultmuted defaultselected defer disabled enabled formnovalidate hidden ' +
    'indeterminate inert ismap itemscope loop multiple muted nohref nomodule noresize noshade novalidate ' +
    'nowrap open pauseonexit playsinline readonly required reversed scoped seamless selected sortable ' +
    'truespeed typemustmatch visible'
  ).split(' '),
);

/** How a value shows as text (an attribute, a field's text, an option's label and value): nil as '', else `to_s`. */
const shown = (value: unknown): string =>
  value === undefined || value === null ? '' : (value as { toString(): string }).toString();

/** An attribute's check on the value read (a token, a default label), in place of a value. */
type Check = (value: string | undefined) => void;

/**
 * What a browser reads from Rails' `tag_options(attributes)`, sorted: a blank name or a nil value
 * left out, the name through `xml_name_escape`, a boolean attribute as its name, anything else
 * as `to_s` (`true` → "true"); of two names the parser reads alike, the first written.
 */
function readAttributes(attributes: Hash): Array<[string, string]> {
  const read = new Map<string, string>();
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    const name = parsedName(xmlNameEscape(key));
    if (name === '' || read.has(name)) continue;
    if (BOOLEAN.has(key)) {
      if (value !== false) read.set(name, name);
    } else {
      read.set(name, served(shown(value), 'attribute'));
    }
  }
  return [...read].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Rails' `data: {}` (`prefix_tag_option`): a blank key or a nil value left out, the key
 * dasherized (`turbo_confirm` → `data-turbo-confirm`; ours also splits camelCase, API.md's
 * `turboConfirm`), a String as it is, anything else `to_json`.
 */
function dataAttributes(data: Hash | undefined): Hash {
  const attributes: Hash = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (RUBY_BLANK.test(key) || value === undefined || value === null) continue;
    const name = `data-${key.replace(/_/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    attributes[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return attributes;
}

/** Rails' `to_form_params`: `{ c: [1, 2], a: { b: 1 } }` → `a[b]`, `c[]`, `c[]`, sorted by name (stable). */
function formParams(value: unknown, name?: string): Array<[string, unknown]> {
  const byName = (pairs: Array<[string, unknown]>) => pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (isPlain(value))
    return byName(
      Object.keys(value).flatMap((key) => formParams(value[key], name === undefined ? key : `${name}[${key}]`)),
    );
  if (Array.isArray(value)) return byName(value.flatMap((item) => formParams(item, `${name ?? ''}[]`)));
  return name === undefined ? [] : [[name, value]];
}
function isPlain(value: unknown): value is Hash {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `button_to` gives these verbs a hidden `_method` (API.md, Rails' BUTTON_TAG_METHOD_VERBS). */
const BUTTON_OVERRIDES = ['patch', 'put', 'delete'];
/** `form_with` gives a hidden `_method` to every method but these (Rails' `extra_tags_for_form`). */
const FORM_NO_OVERRIDE = ['get', 'post', ''];

/** Where a helper points (API.md): a string as it is; url_for options; else polymorphic_path's answer or error. */
function expectedUrl(target: unknown): { url: string } | { error: Error } {
  if (typeof target === 'string') return { url: target };
  try {
    if (isPlain(target) && ('controller' in target || 'action' in target)) return { url: helpers.url_for(target) };
    return { url: helpers.polymorphic_path(target) };
  } catch (error) {
    return { error: error as Error };
  }
}

/** API.md: a record is persisted when `record.persisted` is true, or, without that property, when it has an id. */
function isPersisted(record: Hash): boolean {
  if (record.persisted !== undefined) return Boolean(record.persisted);
  return record.id !== undefined && record.id !== null;
}

/** Rails 6.1's field names and ids (Tags::Base `tag_name`, `tag_id`, `sanitized_method_name`). */
function fieldNaming(scope: string | undefined) {
  const method = (field: string) => field.replace(/\?$/, '');
  const object = scope === undefined ? '' : scope.replace(/\]\[|[^-a-zA-Z0-9:.]/gu, '_').replace(/_$/, '');
  return {
    name: (field: string) => (scope === undefined || scope === '' ? method(field) : `${scope}[${method(field)}]`),
    id: (field: string) => (scope === undefined || scope === '' ? method(field) : `${object}_${method(field)}`),
  };
}

// ---- what each call must give ----------------------------------------------------------------

/** An element as written: its attributes in the order the helper writes them, its text, its element children. */
interface Expected {
  tag: string;
  attributes: Hash;
  text?: string;
  children?: Expected[];
}

/** `element` is `expected`: tag, exactly its attributes (as read), its text, exactly its element children. */
function check(element: Element | undefined, expected: Expected): void {
  expect(element?.tagName).toBe(expected.tag);
  const el = element as Element;
  const written: Hash = {};
  for (const [key, value] of Object.entries(expected.attributes)) {
    if (typeof value !== 'function') {
      own(written, key, value);
      continue;
    }
    const read = attributeOf(el, parsedName(xmlNameEscape(key)));
    (value as Check)(read);
    own(written, key, read ?? null);
  }
  const actual = el.attrs.map(({ name, value }): [string, string] => [name, value]);
  expect(actual.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(readAttributes(written));
  if (expected.text !== undefined) expect(textOf(el)).toBe(expected.text);
  const children = expected.children ?? [];
  const elements = elementsOf(el.childNodes);
  expect(elements.map((child) => child.tagName)).toEqual(children.map((child) => child.tag));
  children.forEach((child, i) => check(elements[i], child));
}

/** The hidden input Rails writes for `_method`, the token and each param. */
const hidden = (name: string, value: unknown): Expected => ({
  tag: 'input',
  attributes: { type: 'hidden', name, value: value ?? '', autocomplete: 'off' },
});
const hiddenWithout = (name: string): Expected => ({
  tag: 'input',
  attributes: { type: 'hidden', name, autocomplete: 'off' },
});

/** The token a protected form carries: a masked token of 86 base64url characters that this session verifies. */
function tokenCheck(forgery: RequestForgery, stub: string | undefined): Check {
  return (value) => {
    if (stub !== undefined) return expect(value).toBe(served(stub, 'attribute'));
    expect(value).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(forgery.verifies(value)).toBe(true);
  };
}

/**
 * The helper's output against the expected elements and against the same call with benign
 * values, or the URL helpers' error when the target is one they refuse; nothing else throws.
 */
function verify<T>(
  inputs: T,
  render: (inputs: T) => string,
  expected: Expected[] | { error: Error },
  names: 'same names' | 'names may differ' = 'same names',
): void {
  let html: string;
  try {
    html = render(inputs);
  } catch (error) {
    if ('error' in expected) {
      expect((error as Error).name).toBe(expected.error.name);
      expect((error as Error).message).toBe(expected.error.message);
      return;
    }
    throw error;
  }
  if ('error' in expected) throw new Error(`no ${expected.error.name} (${expected.error.message}):\n${html}`);
  const nodes = page(html);
  expect(shape(nodes, names === 'same names')).toEqual(shape(page(render(twin(inputs))), names === 'same names'));
  const elements = elementsOf(nodes);
  expect(elements.map((element) => element.tagName)).toEqual(expected.map((element) => element.tag));
  expected.forEach((element, i) => check(elements[i], element));
}

const PLAIN_WORD = /^[\w.+-]*$/;
/**
 * The benign twin of a call's inputs: each string that is not a plain word replaced by a word of
 * its own (equal strings by the same word, so whatever the helpers compare compares alike),
 * keys too; records keep their class; everything else as it is.
 */
function twin<T>(inputs: T): T {
  const words = new Map<string, string>();
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (PLAIN_WORD.test(value)) return value;
      let word = words.get(value);
      if (word === undefined) words.set(value, (word = `benign${words.size}word`));
      return word;
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Hash;
    for (const key of Object.keys(value)) own(copy, visit(key) as string, visit((value as Hash)[key]));
    return copy;
  };
  return visit(inputs) as T;
}

// ---- the generators --------------------------------------------------------------------------

const NASTY = [
  '<', '>', '&', '"', "'", '`', '=', '/', ' ', '\t', '\n', '\r', '\r\n', '\f', '\v', '\u0000', '\u0007',
  '</form>', '</a>', '</button>', '</label>', '</textarea>', '</select>', '</option>', '<script>alert(1)</script>',
  '<!--', '-->', '--!>', '<![CDATA[', ']]>', '&#x3c;', '&#60;', '&lt', '&lt;', '&amp;', '&quot', '&#39;', '&#0;',
  '"><img src=x onerror=alert(1)>', "' onmouseover='alert(1)", '` onfocus=`alert(1)', '<svg onload=alert(1)>',
  '<plaintext>', '<xmp>', '<noscript>', '<style>', '<template>', '<iframe srcdoc="<script>">', '<math><mtext>',
  'javascript:alert(1)', '\ud800', '\udfff', '\udfff\ud800', '\ud83d\ude00', '\u202e', '\u200f', '\u2066', '\u2028',
  '\ufeff', '\u0085', '\u00a0', 'é', '\ufffd', '\uffff', '__proto__', 'constructor', 'toString', '',
]; // prettier-ignore
const LONG = [
  'a'.repeat(30_000),
  '<script>'.repeat(2_000),
  `${'&lt'.repeat(3_000)}\u0000\r\n`,
  '\u202e"'.repeat(5_000),
  `${'\ud800'.repeat(5_000)}</form>`,
];
const CODE_UNIT = fc.nat({ max: 0xffff }).map((c) => String.fromCharCode(c));
const hostile: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 12 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 3 })), { minLength: 2, maxLength: 6 })
      .map((parts) => parts.join('')),
    weight: 15,
  },
  { arbitrary: fc.string({ unit: CODE_UNIT, maxLength: 10 }), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 3 },
  { arbitrary: fc.constantFrom(...LONG), weight: 1 },
);
const SCALAR: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostile, weight: 8 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.boolean(), weight: 2 },
  { arbitrary: fc.constantFrom(null, undefined), weight: 1 },
);
const KEY = fc.oneof(hostile, fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a', '0', ''));
/** A `data` value that is a Hash or an Array: JSON with hostile strings and keys. */
const JSON_DATA: fc.Arbitrary<unknown> = fc
  .letrec<{ value: unknown; list: unknown[]; hash: Hash }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      hostile,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      tie('list'),
      tie('hash'),
    ),
    list: fc.array(tie('value'), { maxLength: 3 }),
    hash: fc.uniqueArray(fc.tuple(KEY, tie('value')), { selector: ([key]) => key, maxLength: 3 }).map(hashOf),
  }))
  .value.filter((value) => typeof value === 'object' && value !== null);
const DATA_VALUE = fc.oneof({ arbitrary: SCALAR, weight: 4 }, { arbitrary: JSON_DATA, weight: 1 });

/** `data` keys with distinct attribute names, `turbo_method` among them (linkTo's `method` writes it too). */
const DATA_KEYS = ['turbo_confirm', 'turboFrame', 'turbo_method', 'controller', 'turbo', 'x', 'a1'];
const DATA = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...DATA_KEYS), DATA_VALUE), { selector: ([key]) => key, maxLength: 4 })
  .map(hashOf);
/** Attributes a form or a field may be given, boolean ones among them. */
const OPTION_NAMES = ['class', 'title', 'placeholder', 'style', 'data-x', 'aria-label', 'onclick', 'lang', 'disabled'];
const attributes = (names: readonly string[]): fc.Arbitrary<Hash> =>
  fc.uniqueArray(fc.tuple(fc.constantFrom(...names), SCALAR), { selector: ([key]) => key, maxLength: 4 }).map(hashOf);
const OPTIONS = attributes(OPTION_NAMES);

const METHOD = fc.oneof(
  fc.constantFrom('get', 'post', 'patch', 'put', 'delete', 'GET', 'Post', 'PATCH', 'pUt', 'DELETE', ''),
  hostile,
);
const ID = fc.oneof(hostile, fc.integer({ min: 1, max: 1000 }));
const post = (id: unknown, fields: ReadonlyArray<readonly [string, unknown]> = []): Post =>
  new Post(id === undefined ? fields : [...fields, ['id', id]]);
/** A path or URL string, a record (new or persisted, its id hostile), an array, a class, url_for options, or what no helper routes. */
const TARGET: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostile, weight: 5 },
  { arbitrary: fc.constantFrom('/posts', 'https://example.com/a?b=1&c=2#d', '//evil.example/', ''), weight: 1 },
  { arbitrary: ID.map((id) => post(id)), weight: 3 },
  { arbitrary: fc.constant(null).map(() => post(undefined)), weight: 1 },
  { arbitrary: ID.map((id) => ['admin', post(id)]), weight: 2 },
  { arbitrary: fc.constant(Post), weight: 1 },
  { arbitrary: hostile.map((q) => ({ controller: 'posts', action: 'index', q })), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>(null, undefined, [], ['admin', null]), weight: 1 },
  { arbitrary: ID.map((id) => hashOf([['id', id]])), weight: 1 },
);
/** `params`: hashes and arrays nested, hostile keys (`__proto__` an own one) and values. */
const PARAMS: fc.Arbitrary<Hash> = fc.letrec<{ hash: Hash; value: unknown; list: unknown[] }>((tie) => ({
  hash: fc.uniqueArray(fc.tuple(KEY, tie('value')), { selector: ([key]) => key, maxLength: 4 }).map(hashOf),
  value: fc.oneof({ depthSize: 'small' }, SCALAR, tie('hash'), tie('list')),
  list: fc.array(tie('value'), { maxLength: 3 }),
})).hash;

// ---- linkTo -------------------------------------------------------------------------------------

interface LinkCall {
  label: string;
  target: unknown;
  method?: string;
  data?: Hash;
}
const LINK: fc.Arbitrary<LinkCall> = fc.record(
  { label: hostile, target: TARGET, method: METHOD, data: DATA },
  { requiredKeys: ['label', 'target'] },
);

function linkToExpected(call: LinkCall): Expected[] | { error: Error } {
  const target = expectedUrl(call.target);
  if ('error' in target) return target;
  const data: Hash = { ...call.data };
  const method = call.method?.toLowerCase();
  if (method !== undefined && method !== 'get') data.turbo_method = method;
  return [{ tag: 'a', attributes: { ...dataAttributes(data), href: target.url }, text: served(call.label, 'text') }];
}

// ---- buttonTo -----------------------------------------------------------------------------------

interface ButtonCall {
  protects: boolean;
  label: string;
  target: unknown;
  options: { method?: string; params?: Hash; form?: Hash; data?: Hash };
}
const BUTTON: fc.Arbitrary<ButtonCall> = fc.record({
  protects: fc.boolean(),
  label: hostile,
  target: TARGET,
  options: fc.record(
    { method: METHOD, params: PARAMS, form: attributes([...OPTION_NAMES, 'id', 'method', 'action']), data: DATA },
    { requiredKeys: [] },
  ),
});

function buttonToExpected(call: ButtonCall, token: Check): Expected[] | { error: Error } {
  const target = expectedUrl(call.target);
  if ('error' in target) return target;
  const method = (call.options.method ?? 'post').toLowerCase();
  const formMethod = method === 'get' ? 'get' : 'post';
  const form: Hash = { ...call.options.form };
  form.class ??= 'button_to';
  form.method = formMethod;
  form.action = target.url;
  const children: Expected[] = [];
  if (BUTTON_OVERRIDES.includes(method)) children.push(hidden('_method', method));
  children.push({
    tag: 'button',
    attributes: { ...dataAttributes(call.options.data), type: 'submit' },
    text: served(call.label, 'text'),
  });
  if (formMethod === 'post' && call.protects) children.push(hidden('authenticity_token', token));
  // A param's hidden field: nil with no value at all (Rails' `tag` leaves a nil attribute out).
  for (const [name, value] of formParams(call.options.params ?? {}))
    children.push(value === null || value === undefined ? hiddenWithout(name) : hidden(name, value));
  return [{ tag: 'form', attributes: form, children }];
}

// ---- formWith and the builder -------------------------------------------------------------------

type FieldCall =
  | { kind: 'label'; field: string; text?: string; options: Hash }
  | { kind: 'textField' | 'passwordField' | 'hiddenField' | 'textArea'; field: string; options: Hash }
  | { kind: 'checkBox'; field: string; options: Hash; checked?: unknown; unchecked?: unknown }
  | { kind: 'select'; field: string; choices: unknown[] | Hash; options: Hash }
  | { kind: 'submit'; value?: string; options: Hash };

function build(f: FormBuilder, call: FieldCall): string {
  switch (call.kind) {
    case 'label':
      return f.label(call.field, call.text, call.options);
    case 'checkBox':
      return f.checkBox(call.field, call.options, call.checked, call.unchecked);
    case 'select':
      return f.select(call.field, call.choices, call.options);
    case 'submit':
      return f.submit(call.value, call.options);
    default:
      return f[call.kind](call.field, call.options);
  }
}

interface FormCall {
  protects: boolean;
  options: { model?: unknown; url?: unknown; method?: string; scope?: string; html?: Hash };
  fields: FieldCall[];
}

/** A record's columns: hostile names (not `constructor`, `persisted` or `id`, which mean something to the helpers). */
const COLUMN = fc
  .oneof(hostile, fc.constantFrom('__proto__', 'title', 'published', 'toString'))
  .filter((key) => !['constructor', 'persisted', 'id'].includes(key));
const RECORD = fc
  .record({
    columns: fc.uniqueArray(fc.tuple(COLUMN, SCALAR), { selector: ([key]) => key, maxLength: 5 }),
    id: fc.option(ID, { nil: undefined }),
  })
  .map(({ columns, id }) => post(id, columns));

function fieldCalls(record: Post | undefined): fc.Arbitrary<FieldCall[]> {
  const columns = record ? Object.keys(record) : [];
  const values = record ? Object.values(record) : [];
  const field = fc.oneof(
    ...(columns.length > 0 ? [{ arbitrary: fc.constantFrom(...columns), weight: 4 }] : []),
    { arbitrary: hostile, weight: 2 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'title?', 'published?', ''), weight: 1 },
  );
  const choice = values.length > 0 ? fc.oneof(SCALAR, fc.constantFrom(...values)) : SCALAR;
  const choices = fc.oneof(
    fc.array(choice, { maxLength: 4 }),
    fc.array(fc.tuple(SCALAR, choice), { maxLength: 4 }),
    fc.uniqueArray(fc.tuple(KEY, choice), { selector: ([key]) => key, maxLength: 4 }).map(hashOf),
  );
  const inputOptions = attributes([...OPTION_NAMES, 'type', 'value', 'autocomplete']);
  const call: fc.Arbitrary<FieldCall> = fc.oneof(
    fc.record({ kind: fc.constant('label' as const), field, text: hostile, options: OPTIONS }, { requiredKeys: ['kind', 'field', 'options'] }),
    fc.record({ kind: fc.constantFrom('textField' as const, 'passwordField' as const, 'hiddenField' as const), field, options: inputOptions }),
    fc.record({ kind: fc.constant('textArea' as const), field, options: attributes([...OPTION_NAMES, 'value']) }),
    fc.record(
      { kind: fc.constant('checkBox' as const), field, options: OPTIONS, checked: SCALAR, unchecked: SCALAR },
      { requiredKeys: ['kind', 'field', 'options'] },
    ),
    fc.record({ kind: fc.constant('select' as const), field, choices, options: OPTIONS }),
    fc.record({ kind: fc.constant('submit' as const), value: hostile, options: OPTIONS }, { requiredKeys: ['kind', 'options'] }),
  ); // prettier-ignore
  return fc.array(call, { maxLength: 7 });
}

const FORM: fc.Arbitrary<FormCall> = fc
  .record({
    protects: fc.boolean(),
    model: fc.option(
      fc.oneof(
        RECORD,
        RECORD.map((record) => ['admin', record]),
      ),
      { nil: undefined },
    ),
    url: fc.option(fc.oneof(hostile, TARGET), { nil: undefined }),
    method: fc.option(METHOD, { nil: undefined }),
    scope: fc.option(hostile, { nil: undefined }),
    html: attributes([...OPTION_NAMES, 'id', 'action', 'method']),
  })
  .chain(({ protects, model, url, method, scope, html }) => {
    const record = (Array.isArray(model) ? model[1] : model) as Post | undefined;
    const options: FormCall['options'] = { html };
    if (model !== undefined) options.model = model;
    if (url !== undefined) options.url = url;
    if (method !== undefined) options.method = method;
    if (scope !== undefined) options.scope = scope;
    return fieldCalls(record).map((fields): FormCall => ({ protects, options, fields }));
  });

/** A field's value from the record (`record[field]`, as Rails' `public_send`); a method, or the prototype an inherited `__proto__` gives, none. */
function recordValue(record: Hash | undefined, field: string): unknown {
  if (field === '__proto__' && record !== undefined && !Object.prototype.hasOwnProperty.call(record, field))
    return undefined;
  const value = record?.[field];
  return typeof value === 'function' ? undefined : value;
}

function fieldExpected(call: FieldCall, form: FormContext): Expected[] {
  const { record, naming } = form;
  if (call.kind === 'submit') {
    const label = call.value ?? form.submitLabel;
    return [
      {
        tag: 'input',
        attributes: { type: 'submit', name: 'commit', value: label, ...call.options, 'data-disable-with': label },
      },
    ];
  }
  const name = naming.name(call.field);
  const id = naming.id(call.field);
  const value = recordValue(record, call.field);
  const options = call.options;
  switch (call.kind) {
    case 'label':
      return [
        {
          tag: 'label',
          attributes: { ...options, for: id },
          ...(call.text === undefined ? {} : { text: served(call.text, 'text') }),
        },
      ];
    case 'textField':
    case 'hiddenField':
    case 'passwordField': {
      const defaults: Hash =
        call.kind === 'hiddenField'
          ? { autocomplete: 'off' }
          : call.kind === 'passwordField'
            ? { value: undefined }
            : {};
      const merged: Hash = { ...defaults, ...options };
      const type = { textField: 'text', hiddenField: 'hidden', passwordField: 'password' }[call.kind];
      return [
        {
          tag: 'input',
          attributes: {
            ...merged,
            type: merged.type ?? type,
            value: 'value' in merged ? merged.value : value,
            name,
            id,
          },
        },
      ];
    }
    case 'textArea': {
      const { value: given = value, ...rest } = options;
      return [{ tag: 'textarea', attributes: { ...rest, name, id }, text: served(shown(given), 'rcdata') }];
    }
    case 'checkBox': {
      const checkedValue = call.checked === undefined ? '1' : call.checked;
      const uncheckedValue = call.unchecked === undefined ? '0' : call.unchecked;
      const box: Expected = {
        tag: 'input',
        attributes: {
          ...options,
          type: 'checkbox',
          value: checkedValue,
          checked: (read: string | undefined) => expect([undefined, 'checked']).toContain(read),
          name,
          id,
        },
      };
      if (uncheckedValue === false || uncheckedValue === null) return [box];
      return [{ tag: 'input', attributes: { name, type: 'hidden', value: uncheckedValue, autocomplete: 'off' } }, box];
    }
    case 'select': {
      const pairs: Array<[unknown, unknown]> = Array.isArray(call.choices)
        ? call.choices.map((c) => (Array.isArray(c) ? [c[0], c[1]] : [c, c]))
        : Object.keys(call.choices).map((key) => [key, (call.choices as Hash)[key]]);
      // Rails' options_for_select: label and value `to_s`; selected when the record's value's `to_s` is the value's.
      const selected = (option: unknown) =>
        value !== undefined && value !== null && shown(value) === shown(option) ? 'selected' : undefined;
      return [
        {
          tag: 'select',
          attributes: { ...options, name, id },
          children: pairs.map(([label, option]) => ({
            tag: 'option',
            attributes: { selected: selected(option), value: shown(option) },
            text: served(shown(label), 'text'),
          })),
        },
      ];
    }
  }
}

interface FormContext {
  record: Hash | undefined;
  naming: ReturnType<typeof fieldNaming>;
  submitLabel: string | Check;
}

function formWithExpected(call: FormCall, token: Check): Expected[] | { error: Error } {
  const { model, url, method: given, scope, html } = call.options;
  const target = expectedUrl(url ?? model ?? '');
  if ('error' in target) return target;
  const record = (Array.isArray(model) ? model[model.length - 1] : model) as Hash | undefined;
  const persisted = record !== undefined && isPersisted(record);
  const method = (given ?? (persisted ? 'patch' : 'post')).toLowerCase();
  const formMethod = method === 'get' ? 'get' : 'post';
  const children: Expected[] = [];
  if (formMethod === 'post' && !FORM_NO_OVERRIDE.includes(method)) children.push(hidden('_method', method));
  if (formMethod === 'post' && call.protects) children.push(hidden('authenticity_token', token));
  // API.md: f.submit() → `Create Post` / `Update Post`; without a model, Rails' `Save` and the scope.
  let save: string | undefined;
  const saveLabel: Check = (read) => {
    if (save === undefined) {
      expect(read).toMatch(/^Save( |$)/);
      save = read;
    } else expect(read).toBe(save);
  };
  const context: FormContext = {
    record,
    naming: fieldNaming(scope ?? (record === undefined ? undefined : 'post')),
    submitLabel: record === undefined ? saveLabel : persisted ? 'Update Post' : 'Create Post',
  };
  // Every default Save label of the form is the same: each submit's value and data-disable-with.
  for (const field of call.fields) children.push(...fieldExpected(field, context));
  return [
    {
      tag: 'form',
      attributes: { ...html, action: target.url, 'accept-charset': 'UTF-8', method: formMethod },
      children,
    },
  ];
}

function renderForm(call: FormCall, forms: FormHelpers): string {
  return forms.formWith(call.options, (f) => call.fields.map((field) => build(f, field)).join(''));
}

// ---- the properties -----------------------------------------------------------------------------

describe('form helpers given hostile values', () => {
  it('linkTo: one <a>, its text, href and data-* attributes read back as given, a non-GET method as data-turbo-method', () => {
    const { forms } = request(false);
    fc.assert(
      fc.property(LINK, (call) => {
        verify(call, (c) => forms.linkTo(c.label, c.target, { method: c.method, data: c.data }), linkToExpected(call));
      }),
      {
        numRuns: 200,
        examples: [
          [{ label: '</a><script>alert(1)</script>', target: '"><script>', method: 'DELETE' }],
          [
            {
              label: '&lt;&#x3c;&lt',
              target: post('1"><x'),
              data: hashOf([
                ['turbo', false],
                ['x', true],
              ]),
            },
          ],
          [{ label: 'a\u0000b\r\nc', target: ['admin', post('\ud800')], data: hashOf([['turbo_method', 'x']]) }],
          [{ label: 'x', target: null }],
        ],
      },
    );
  });

  it('buttonTo: one <form>, _method only for PATCH/PUT/DELETE, the token when protected and posting, params as hidden fields read back as given', () => {
    fc.assert(
      fc.property(BUTTON, (call) => {
        const { forms, forgery } = request(call.protects);
        verify(
          call,
          (c) => forms.buttonTo(c.label, c.target, c.options),
          buttonToExpected(call, tokenCheck(forgery, undefined)),
        );
      }),
      {
        numRuns: 150,
        examples: [
          [
            {
              protects: true,
              label: '</button></form><script>',
              target: post(7),
              options: {
                method: 'delete',
                params: hashOf([
                  ['a', true],
                  ['b', false],
                  ['c', null],
                  ['__proto__', '<'],
                ]),
              },
            },
          ],
          [{ protects: true, label: 'x', target: '/posts', options: { method: '<script>' } }],
          [{ protects: false, label: 'x', target: '/posts', options: { method: '' } }],
          [
            {
              protects: true,
              label: 'x',
              target: '/',
              options: {
                form: hashOf([
                  ['class', null],
                  ['disabled', true],
                ]),
              },
            },
          ],
        ],
      },
    );
  });

  it('formWith: one <form> with _method and token as documented, and every builder field named, filled and labelled as given', () => {
    fc.assert(
      fc.property(FORM, (call) => {
        const { forms, forgery } = request(call.protects);
        verify(call, (c) => renderForm(c, forms), formWithExpected(call, tokenCheck(forgery, undefined)));
      }),
      {
        numRuns: 150,
        examples: [
          [
            {
              protects: true,
              options: {
                model: post(1, [
                  ['title', '</textarea><script>'],
                  ['published', true],
                  ['n', null],
                ]),
              },
              fields: [
                { kind: 'textArea', field: 'title', options: {} },
                { kind: 'textArea', field: 'title', options: { value: '\n\r\nafter newlines' } },
                { kind: 'hiddenField', field: 'published', options: {} },
                { kind: 'textField', field: 'published?', options: {} },
                {
                  kind: 'select',
                  field: 'published',
                  choices: [
                    ['Yes', true],
                    ['None', null],
                  ],
                  options: {},
                },
                { kind: 'checkBox', field: 'published', options: {}, checked: true, unchecked: false },
                { kind: 'submit', options: {} },
              ],
            },
          ],
          [
            {
              protects: false,
              options: { url: '/s', scope: '', method: '' },
              fields: [
                { kind: 'label', field: 'x?', text: '<b>', options: {} },
                { kind: 'submit', options: {} },
              ],
            },
          ],
          [
            {
              protects: true,
              options: { url: '/s', scope: 'a\ud83d\ude00' },
              fields: [{ kind: 'textField', field: 't', options: {} }],
            },
          ],
        ],
      },
    );
  });

  it('the token itself: whatever the masked token is, the hidden fields and the csrf-token meta tag read it back', () => {
    const spy = jest.spyOn(RequestForgery.prototype, 'maskedToken');
    try {
      fc.assert(
        fc.property(hostile, fc.constantFrom('post', 'patch'), (token, method) => {
          spy.mockReturnValue(token);
          const { forms, forgery } = request(true);
          const check = tokenCheck(forgery, token);
          const meta = (name: string, content: string | Check): Expected => ({
            tag: 'meta',
            attributes: { name, content },
          });
          verify({}, () => forms.csrfMetaTags(), [meta('csrf-param', 'authenticity_token'), meta('csrf-token', check)]);
          const button: ButtonCall = { protects: true, label: 'Go', target: '/posts', options: { method } };
          verify(button, (c) => forms.buttonTo(c.label, c.target, c.options), buttonToExpected(button, check));
          const form: FormCall = { protects: true, options: { url: '/posts', method }, fields: [] };
          verify(form, (c) => renderForm(c, forms), formWithExpected(form, check));
        }),
        {
          numRuns: 60,
          examples: [
            ['"><script>alert(1)</script>', 'post'],
            ['\u0000\r\n\ud800', 'patch'],
          ],
        },
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('a real token verifies in every place; without forgery protection there is none', () => {
    for (const protects of [true, false]) {
      const { forms, forgery } = request(protects);
      const token = tokenCheck(forgery, undefined);
      const metas = protects
        ? [
            { tag: 'meta', attributes: { name: 'csrf-param', content: 'authenticity_token' } },
            { tag: 'meta', attributes: { name: 'csrf-token', content: token } },
          ]
        : [];
      verify({}, () => forms.csrfMetaTags(), metas);
      for (const method of ['post', 'get', 'delete']) {
        const button: ButtonCall = { protects, label: 'Go', target: '/posts', options: { method } };
        verify(button, (c) => forms.buttonTo(c.label, c.target, c.options), buttonToExpected(button, token));
        const form: FormCall = { protects, options: { url: '/posts', method }, fields: [] };
        verify(form, (c) => renderForm(c, forms), formWithExpected(form, token));
      }
    }
  });
});

// ---- attribute names from options ----------------------------------------------------------------

/** Names the helpers write themselves: a key a browser would read as one of them is not generated here. */
const OWN_NAMES = new Set([
  'type', 'name', 'id', 'value', 'for', 'href', 'class', 'method', 'action', 'accept-charset', 'autocomplete',
  'data-disable-with', 'data-turbo-method', 'checked', 'selected',
]); // prettier-ignore
const NAME_KEY = fc.oneof(
  { arbitrary: hostile, weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'x onclick', 'a/b', 'c=d', 'a>b', 'a"b', "a'b", 'a`b', '<x', 'aB', 'a_b', 'DISABLED', 'disabled', 'Required',
      'data', 'aria', '1', '-a', '.a', ':a', '@click', 'é', '\u0301a', ' ', '\u00a0', '\u3000', '', '\u0000',
      'a\u0000b', '"><script>alert(1)</script>', '__proto__', 'constructor', 'on\u000bload', 'x\u000cy', 'x\ty',
    ), // prettier-ignore
    weight: 2,
  },
);
const nameOf = (key: string): string => parsedName(xmlNameEscape(key));
const dataNameOf = (key: string): string =>
  RUBY_BLANK.test(key) ? '' : (Object.keys(dataAttributes(hashOf([[key, 'v']]))).map(nameOf)[0] ?? '');
/** Keys that a browser reads as distinct names, none of the helpers' own. */
const keyed = (nameFor: (key: string) => string): fc.Arbitrary<Hash> =>
  fc
    .uniqueArray(fc.tuple(NAME_KEY, SCALAR), { selector: ([key]) => nameFor(key), maxLength: 5 })
    .map((entries) => hashOf(entries.filter(([key]) => !OWN_NAMES.has(nameFor(key)))));

interface NamesCall {
  protects: boolean;
  data: Hash;
  form: Hash;
  html: Hash;
  field: Hash;
}
const NAMES: fc.Arbitrary<NamesCall> = fc.record({
  protects: fc.boolean(),
  data: keyed(dataNameOf),
  form: keyed(nameOf),
  html: keyed(nameOf),
  field: keyed(nameOf),
});

describe('attribute names from options', () => {
  it('a data key or an attribute name never leaves its tag: Rails’ tag_options (blank left out, xml_name_escape), values read back as given', () => {
    fc.assert(
      fc.property(NAMES, (call) => {
        const { forms, forgery } = request(call.protects);
        const token = tokenCheck(forgery, undefined);
        const link: LinkCall = { label: 'x', target: '/', data: call.data };
        verify(
          link,
          (c) => forms.linkTo(c.label, c.target, { data: c.data }),
          linkToExpected(link),
          'names may differ',
        );
        const button: ButtonCall = {
          protects: call.protects,
          label: 'x',
          target: '/',
          options: { form: call.form, data: call.data },
        };
        verify(
          button,
          (c) => forms.buttonTo(c.label, c.target, c.options),
          buttonToExpected(button, token),
          'names may differ',
        );
        const form: FormCall = {
          protects: call.protects,
          options: { url: '/', scope: 'p', html: call.html },
          fields: [
            { kind: 'label', field: 't', text: 'T', options: call.field },
            { kind: 'textField', field: 't', options: call.field },
            { kind: 'hiddenField', field: 't', options: call.field },
            { kind: 'textArea', field: 't', options: call.field },
            { kind: 'checkBox', field: 't', options: call.field },
            { kind: 'select', field: 't', choices: ['a'], options: call.field },
            { kind: 'submit', value: 'Go', options: call.field },
          ],
        };
        verify(form, (c) => renderForm(c, forms), formWithExpected(form, token), 'names may differ');
      }),
      {
        numRuns: 100,
        examples: [
          [
            {
              protects: true,
              data: hashOf([
                ['x onclick', 'alert(1)'],
                ['a/b', 1],
                ['c=d', 2],
                [' ', 3],
                ['turbo', false],
              ]),
              form: hashOf([
                ['x onmouseover', 'alert(1)'],
                ['"><script>', 'y'],
              ]),
              html: hashOf([
                ['a>b', 'c'],
                ['', 'blank'],
              ]),
              field: hashOf([
                ['autofocus onfocus', 'alert(1)'],
                ['Required', 'r'],
                ['disabled', 'x'],
              ]),
            },
          ],
        ],
      },
    );
  });

  it('a seeded sample of odd keys: the same names and values as actionview 6.1’s tag_options writes', () => {
    // Ruby strings are UTF-8: keys with a lone surrogate cannot go there.
    const keys = fc
      .sample(NAME_KEY, { seed: 20240612, numRuns: 400 })
      .filter((key) => Buffer.from(key, 'utf8').toString('utf8') === key);
    // Ours reads camelCase data keys as Rails reads snake_case ones (API.md): Rails gets them so.
    const rubyData = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const script = `
      require "json"; require "bigdecimal"; require "active_support/all"; require "action_view"
      include ActionView::Helpers::TagHelper
      rows = JSON.parse($stdin.read).map { |key, data| [tag.tag_options({ key => "v" }).to_s, tag.tag_options({ "data" => { data => "v" } }).to_s] }
      print JSON.generate(rows)`;
    const rails = JSON.parse(
      execFileSync('ruby', ['-e', script], {
        input: JSON.stringify(keys.map((key) => [key, rubyData(key)])),
        encoding: 'utf8',
      }),
    ) as Array<[string, string]>;
    const { forms } = request(false);
    const find = (nodes: readonly Node[], tag: string): Element | undefined => {
      for (const element of elementsOf(nodes)) {
        if (element.tagName === tag) return element;
        const inner = find(element.childNodes, tag);
        if (inner) return inner;
      }
      return undefined;
    };
    const read = (html: string, tag: string, drop: readonly string[]) =>
      find(page(html), tag)?.attrs.filter((attribute) => !drop.includes(attribute.name));
    keys.forEach((key, i) => {
      const [attributesHtml, dataHtml] = rails[i] as [string, string];
      const own = ['type', 'value', 'name', 'id'];
      expect([key, read(forms.formWith({ url: '/', scope: 'p' }, (f) => f.textField('t', hashOf([[key, 'v']]))), 'input', own)]).toEqual([key, read(`<input${attributesHtml}>`, 'input', own)]); // prettier-ignore
      expect([key, read(forms.linkTo('x', '/', { data: hashOf([[key, 'v']]) }), 'a', ['href'])]).toEqual([key, read(`<a${dataHtml}></a>`, 'a', ['href'])]); // prettier-ignore
    });
    // The sample (a fixed seed: the same every run) holds keys that would leave the tag unescaped.
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.filter((key) => /[\s"'<>/=]/.test(key) && !RUBY_BLANK.test(key)).length).toBeGreaterThan(100);
    expect(keys.filter((key) => RUBY_BLANK.test(key)).length).toBeGreaterThan(5);
  });
});

// ---- the generators reach what they are for (a fixed seed: these counts cannot vary) -------------

test('over a fixed seed, the generators reach every hostile case', () => {
  const strings = fc.sample(hostile, { seed: 20240612, numRuns: 2000 });
  const count = (test: (s: string) => boolean) => strings.filter(test).length;
  const lone = (s: string) => Buffer.from(s, 'utf8').toString('utf8') !== s;
  expect(count((s) => s.includes('<script>'))).toBeGreaterThan(50);
  expect(count((s) => s.includes('</form>'))).toBeGreaterThan(20);
  expect(count((s) => s.includes('<!--') || s.includes('-->'))).toBeGreaterThan(50);
  expect(count((s) => /&(#x3c;|lt(?!;)|amp;)/.test(s))).toBeGreaterThan(50);
  for (const quote of ['"', "'", '`']) expect([quote, count((s) => s.includes(quote)) > 50]).toEqual([quote, true]);
  expect(count((s) => s.includes('\u0000'))).toBeGreaterThan(30);
  expect(count((s) => s.includes('\r'))).toBeGreaterThan(50);
  expect(count((s) => s.includes('\t'))).toBeGreaterThan(20);
  expect(count(lone)).toBeGreaterThan(100);
  expect(count((s) => /[\u200f\u202e\u2066]/.test(s))).toBeGreaterThan(50);
  expect(count((s) => s.length >= 10_000)).toBeGreaterThan(20);
  expect(count((s) => s === '')).toBeGreaterThan(5);

  const links = fc.sample(LINK, { seed: 20240612, numRuns: 300 });
  const kinds = (targets: unknown[]) =>
    new Set(
      targets.map((t) =>
        typeof t === 'string' ? 'string' : Array.isArray(t) ? 'array' : t instanceof Post ? 'record' : typeof t === 'function' ? 'class' : isPlain(t) ? 'hash' : String(t),
      ),
    ); // prettier-ignore
  expect([...kinds(links.map((l) => l.target))].sort()).toEqual(['array', 'class', 'hash', 'null', 'record', 'string', 'undefined']); // prettier-ignore
  expect(links.filter((l) => 'error' in linkToExpected(l)).length).toBeGreaterThan(10);
  expect(links.filter((l) => l.data && Object.values(l.data).some((v) => typeof v === 'boolean')).length).toBeGreaterThan(20); // prettier-ignore

  const buttons = fc.sample(BUTTON, { seed: 20240612, numRuns: 300 });
  const methods = buttons.map((b) => (b.options.method ?? 'post').toLowerCase());
  expect(methods.filter((m) => m === 'get').length).toBeGreaterThan(10);
  expect(methods.filter((m) => BUTTON_OVERRIDES.includes(m)).length).toBeGreaterThan(20);
  expect(methods.filter((m) => !['get', 'post', ...BUTTON_OVERRIDES].includes(m)).length).toBeGreaterThan(50);
  const params = buttons.flatMap((b) => formParams(b.options.params ?? {}));
  expect(params.filter(([name]) => name.includes('__proto__')).length).toBeGreaterThan(10);
  expect(params.filter(([name]) => name.includes('[]')).length).toBeGreaterThan(10);
  expect(params.filter(([, value]) => typeof value === 'boolean').length).toBeGreaterThan(10);

  const forms = fc.sample(FORM, { seed: 20240612, numRuns: 300 });
  const fields = forms.flatMap((f) => f.fields);
  for (const kind of ['label', 'textField', 'passwordField', 'hiddenField', 'textArea', 'checkBox', 'select', 'submit'])
    expect([kind, fields.filter((f) => f.kind === kind).length > 30]).toEqual([kind, true]);
  expect(fields.filter((f) => 'field' in f && f.field === '__proto__').length).toBeGreaterThan(10);
  expect(fields.filter((f) => 'field' in f && f.field === 'constructor').length).toBeGreaterThan(5);
  expect(forms.filter((f) => f.options.model !== undefined && f.options.scope !== undefined).length).toBeGreaterThan(
    20,
  );
  expect(forms.filter((f) => f.options.model instanceof Post && isPersisted(f.options.model as Hash)).length).toBeGreaterThan(20); // prettier-ignore
});
