/**
 * `request.format` as Rails works it out, for a `format` constraint on a route whose path
 * has no `:format` (`get('feed', { format: false, constraints: { format: /xml/ } })`): the
 * `format` query parameter, else a non-browser Accept header, else the path's extension,
 * else JavaScript for an XHR, else HTML. Only registered types count (Rails drops the
 * others), and a constraint sees the type's MIME string (`application/xml`).
 */
import type { RequestLike } from './request-like';
import { acceptItems, boundedAccept } from './accept';

export interface MimeType {
  /** The MIME string a RegExp or string constraint is compared with. */
  readonly string: string;
  /** Rails' symbol (`xml`); `undefined` only for `*\/*`. */
  readonly symbol: string | undefined;
  /** Other MIME strings that look this type up (`text/xml` for `xml`). */
  readonly synonyms: readonly string[];
}

/** Rails' registered types (action_dispatch/http/mime_types.rb): [MIME, symbol, synonyms, extensions]. */
const REGISTERED: Array<[string, string, string[], string[]]> = [
  ['text/html', 'html', ['application/xhtml+xml'], ['xhtml']],
  ['text/plain', 'text', [], ['txt']],
  ['text/javascript', 'js', ['application/javascript', 'application/x-javascript'], []],
  ['text/css', 'css', [], []],
  ['text/calendar', 'ics', [], []],
  ['text/csv', 'csv', [], []],
  ['text/vcard', 'vcf', [], []],
  ['text/vtt', 'vtt', [], ['vtt']],
  ['text/markdown', 'md', [], ['md', 'markdown']],
  ['image/png', 'png', [], ['png']],
  ['image/jpeg', 'jpeg', [], ['jpg', 'jpeg', 'jpe', 'pjpeg']],
  ['image/gif', 'gif', [], ['gif']],
  ['image/bmp', 'bmp', [], ['bmp']],
  ['image/tiff', 'tiff', [], ['tif', 'tiff']],
  ['image/svg+xml', 'svg', [], []],
  ['image/webp', 'webp', [], ['webp']],
  ['video/mpeg', 'mpeg', [], ['mpg', 'mpeg', 'mpe']],
  ['audio/mpeg', 'mp3', [], ['mp1', 'mp2', 'mp3']],
  ['audio/ogg', 'ogg', [], ['oga', 'ogg', 'spx', 'opus']],
  ['audio/aac', 'm4a', ['audio/mp4'], ['m4a', 'mpg4', 'aac']],
  ['video/webm', 'webm', [], ['webm']],
  ['video/mp4', 'mp4', [], ['mp4', 'm4v']],
  ['font/otf', 'otf', [], ['otf']],
  ['font/ttf', 'ttf', [], ['ttf']],
  ['font/woff', 'woff', [], ['woff']],
  ['font/woff2', 'woff2', [], ['woff2']],
  ['application/xml', 'xml', ['text/xml', 'application/x-xml'], []],
  ['application/rss+xml', 'rss', [], []],
  ['application/atom+xml', 'atom', [], []],
  ['application/x-yaml', 'yaml', ['text/yaml'], ['yml', 'yaml']],
  ['multipart/form-data', 'multipart_form', [], []],
  ['application/x-www-form-urlencoded', 'url_encoded_form', [], []],
  ['application/json', 'json', ['text/x-json', 'application/jsonrequest', 'application/problem+json'], []],
  ['application/pdf', 'pdf', [], ['pdf']],
  ['application/zip', 'zip', [], ['zip']],
  ['application/gzip', 'gzip', ['application/x-gzip'], ['gz']],
];

const BY_STRING = new Map<string, MimeType>();
const BY_EXTENSION = new Map<string, MimeType>();
for (const [string, symbol, synonyms, extensions] of REGISTERED) {
  const type: MimeType = Object.freeze({ string, symbol, synonyms: Object.freeze(synonyms) });
  for (const name of [string, ...synonyms]) BY_STRING.set(name, type);
  for (const extension of [symbol, ...extensions]) BY_EXTENSION.set(extension, type);
}
const REGISTERED_TYPES = [...new Set(BY_STRING.values())];
const ALL: MimeType = Object.freeze({ string: '*/*', symbol: undefined, synonyms: Object.freeze([]) });
BY_STRING.set('*/*', ALL);

const BROWSER_LIKE_ACCEPTS = /,\s*\*\/\*|\*\/\*\s*,/;

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The Accept header's first entries only (request/accept.ts bounds the work). */
function acceptHeader(req: RequestLike): string {
  return boundedAccept(header(req, 'accept') ?? '');
}

/** The `format` query parameter, when the request has one (even empty: Rails then finds no type). */
function formatParameter(req: RequestLike): string | undefined {
  const query = (req.url ?? '').split('#')[0]?.split('?')[1];
  if (query === undefined) return undefined;
  const value = new URLSearchParams(query).get('format');
  return value ?? undefined;
}

/** Accept types by preference (q, then position); `text/xml` counts as `application/xml`. */
function accepted(accept: string): MimeType[] {
  const items = acceptItems(accept);
  const out: MimeType[] = [];
  for (const { name } of items) {
    // `text/*` and `application/*` stand for every registered type whose MIME string or a
    // synonym contains `text` (`application`), in registration order, as Rails reads them.
    const star = /^(text|application)\/\*$/.exec(name);
    const types = star
      ? REGISTERED_TYPES.filter((type) => [type.string, ...type.synonyms].some((s) => s.includes(star[1] as string)))
      : [BY_STRING.get(name)];
    for (const type of types) if (type && !out.includes(type)) out.push(type);
  }
  // Rails sorts the more specific `+xml` types ahead of application/xml at the same quality.
  const xml = out.findIndex((type) => type.symbol === 'xml');
  if (xml >= 0) {
    const xmlQuality = items.find((item) => BY_STRING.get(item.name)?.symbol === 'xml')?.quality ?? 0;
    const specific = out.filter(
      (type, index) => index > xml && type.string.endsWith('+xml') && qualityOf(items, type) >= xmlQuality,
    );
    if (specific.length > 0) {
      const rest = out.filter((type) => !specific.includes(type));
      rest.splice(rest.indexOf(out[xml] as MimeType), 0, ...specific);
      return rest;
    }
  }
  return out;
}

function qualityOf(items: ReadonlyArray<{ name: string; quality: number }>, type: MimeType): number {
  return items.find((item) => BY_STRING.get(item.name) === type)?.quality ?? 0;
}

function pathExtension(req: RequestLike): MimeType | undefined {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const match = /\.(\w+)$/.exec(path);
  return match ? BY_EXTENSION.get(match[1] as string) : undefined;
}

/**
 * Rails' `request.formats`, the one reading of the Accept header (a controller's `respondTo`
 * picks from it too): the `format` query parameter, else a non-browser Accept header's types
 * by preference (the any-type range as '*'), else the path's extension, else html (js for XHR). Symbols of
 * registered types only; an unknown type is left out.
 */
export function requestFormats(req: RequestLike): string[] {
  return symbols(formatTypes(req));
}

/** The types of `request.formats`, the any-type range included; undefined for an unknown one. */
function formatTypes(req: RequestLike): Array<MimeType | undefined> {
  const parameter = formatParameter(req);
  if (parameter !== undefined) return [BY_EXTENSION.get(parameter)];
  const accept = acceptHeader(req);
  const xhr = header(req, 'x-requested-with') === 'XMLHttpRequest';
  if ((xhr && accept !== '') || (accept.trim() !== '' && !BROWSER_LIKE_ACCEPTS.test(accept))) return accepted(accept);
  return [pathExtension(req) ?? BY_EXTENSION.get(xhr ? 'js' : 'html')];
}

function symbols(types: ReadonlyArray<MimeType | undefined>): string[] {
  const out: string[] = [];
  for (const type of types) if (type) out.push(type === ALL ? '*' : (type.symbol as string));
  return out;
}

/** Rails' `request.format`: the first of `request.formats`, or undefined when none is known. */
export function requestFormat(req: RequestLike): MimeType | undefined {
  return formatTypes(req)[0];
}

/**
 * A `format` condition, compared as Rails compares it with a Mime::Type: a RegExp or string
 * against the MIME string, an array by membership where an item may name the symbol or any
 * MIME string of the type (`['xml', 'json']`), `true`/`false` for a known type or none.
 */
export function formatConditionHolds(expected: unknown, format: MimeType | undefined): boolean {
  const string = format?.string ?? '';
  if (expected instanceof RegExp) {
    expected.lastIndex = 0;
    return expected.test(string);
  }
  if (typeof expected === 'string') return expected === string;
  if (Array.isArray(expected)) {
    return (
      format !== undefined &&
      expected.some(
        (item) =>
          typeof item === 'string' &&
          (item === format.symbol || item === format.string || format.synonyms.includes(item)),
      )
    );
  }
  if (expected === true) return format !== undefined;
  if (expected === false) return format === undefined;
  return false;
}
