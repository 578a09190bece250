/**
 * Values as URL helpers read and write them, on the server and (by their source) in the
 * browser module: own properties only, `toParam`, Journey's percent-encoding.
 */

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * Parameter objects hold own properties only. Keys come from URLs, query strings and form
 * bodies, so `__proto__` must become an own property instead of reaching the prototype.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** What `String()` calls on an object: its `toString` (after its `Symbol.toPrimitive`, when it has one). */
interface Printable {
  toString(): string;
}

/**
 * A value as text, as `String()` writes it (Ruby's `to_s`): a primitive as it is written, an
 * object through its own `toString` (a RegExp prints `/a/`, a class may print itself), a plain
 * object as `[object Object]`.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
    const printable: Printable = value;
    return String(printable);
  }
  return String(value);
}

/** A plain object is an options hash; anything else (a class instance) is a record. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** How a value becomes a URL parameter: `record.toParam()`, else `record.id`, else text. */
export function toParamValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => toParamValue(item) ?? '').join('/');
  if (typeof value === 'object') {
    const record = value as { toParam?: () => unknown; to_param?: () => unknown; id?: unknown };
    if (typeof record.toParam === 'function') return toParamValue(record.toParam());
    if (typeof record.to_param === 'function') return toParamValue(record.to_param());
    if ('id' in record) return toParamValue(record.id);
  }
  return valueText(value);
}

/**
 * `encodeURIComponent` that never throws: a lone UTF-16 surrogate (a title cut in the middle of
 * an emoji) has no UTF-8 bytes, so it is written as U+FFFD, as the URL standard writes it. A
 * helper in a view must not fail the page over one character.
 */
export function encodeUtf8(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\uFFFD'));
  }
}

/** Journey's `escape_segment`: everything but unreserved characters, sub-delimiters, `:` and `@`. */
export function encodeSegment(value: string): string {
  return encodeUtf8(value).replace(/%(?:24|26|2B|2C|3B|3D|3A|40)/g, decodeURIComponent);
}

/**
 * `escape_path`: a segment's escaping, but `/` stays (globs, redirect targets). Not named
 * `encodePath`: in the browser module that could be the camelCase helper of a route `encode`.
 */
export function encodeSlashedText(value: string): string {
  return value.split('/').map(encodeSegment).join('/');
}

/** `escape_fragment`: a path's escaping, `?` kept too. */
export function encodeFragment(value: string): string {
  return encodeSegment(value).replace(/%(?:2F|3F)/g, decodeURIComponent);
}
