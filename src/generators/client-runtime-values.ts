/**
 * The first part of the `--client` runtime (client-runtime.ts): values as the server's helpers
 * read them (src/helpers/to-param.ts, support/own.ts), path and fragment encoding
 * (support/url-encoding.ts), query strings (helpers/query-string.ts) and the origin of a URL
 * (request/origin.ts), the same steps as
 * JavaScript text for the browser module; and where the module's `_url` helpers point when a
 * call names no host: `configureUrlOptions()`, else the page's `location`.
 */
export const CLIENT_VALUES_RUNTIME = String.raw`
/** What the server's helpers throw when they cannot build a URL. */
export class UrlGenerationError extends Error {
  constructor(message, routeName) {
    super(message);
    this.name = 'UrlGenerationError';
    if (routeName !== undefined) this.routeName = routeName;
  }
}

const $MISSING_HOST = 'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true';
const $USERINFO = 'Invalid host to link to: a URL with userinfo (user@host) is never built: ';
const $ORIGIN_KEYS = ['host', 'protocol', 'port', 'subdomain', 'domain', 'script_name'];
const $URL_KEYS = ['host', 'protocol', 'port', 'subdomain', 'domain', 'script_name', 'only_path', 'anchor', 'params', 'use_route', 'trailing_slash', 'original_script_name'];
const $CAMEL = { onlyPath: 'only_path', scriptName: 'script_name', useRoute: 'use_route', trailingSlash: 'trailing_slash' };
const $NONE = {};

function $hasOwn(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function $setOwn(target, key, value) {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function $isPlain(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function $isEmpty(object) {
  for (const key in object) if ($hasOwn(object, key)) return false;
  return true;
}

function $ownMap(source) {
  const map = Object.create(null);
  if (source) for (const key of Object.keys(source)) map[key] = source[key];
  return map;
}

/** record.toParam(), else record.id, else text. */
function $toParam(value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => $toParam(item) ?? '').join('/');
  if (typeof value === 'object') {
    if (typeof value.toParam === 'function') return $toParam(value.toParam());
    if (typeof value.to_param === 'function') return $toParam(value.to_param());
    if ('id' in value) return $toParam(value.id);
  }
  return String(value);
}

function $encodeSegment(value) {
  return encodeURIComponent(value).replace(/%(?:24|26|2B|2C|3B|3D|3A|40)/g, decodeURIComponent);
}

function $encodePath(value) {
  return value.split('/').map($encodeSegment).join('/');
}

function $encodeFragment(value) {
  return $encodeSegment(value).replace(/%(?:2F|3F)/g, decodeURIComponent);
}

function $encodeQuery(text) {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(/%20/g, '+');
}

function $isHash(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !('toParam' in value) && Object.getPrototypeOf(value) !== Date.prototype;
}

function $valueToQuery(key, value) {
  if (Array.isArray(value)) {
    if (value.length === 0) return $encodeQuery(key + '[]') + '=';
    return value.map((item) => $valueToQuery(key + '[]', item)).join('&');
  }
  if ($isHash(value)) return $hashToQuery(value, key);
  return $encodeQuery(key) + '=' + $encodeQuery($toParam(value) ?? '');
}

function $hashToQuery(hash, namespace) {
  const parts = Object.keys(hash)
    .filter((key) => {
      const value = hash[key];
      return !((Array.isArray(value) && value.length === 0) || ($isHash(value) && Object.keys(value).length === 0));
    })
    .map((key) => $valueToQuery(namespace === undefined ? key : namespace + '[' + key + ']', hash[key]))
    .filter((part) => part !== '');
  if (namespace === undefined || !namespace.includes('[]')) parts.sort();
  return parts.join('&');
}

function $toQuery(params) {
  const present = Object.create(null);
  for (const key of Object.keys(params)) if (params[key] !== undefined && params[key] !== null) present[key] = params[key];
  return $hashToQuery(present);
}

/** What configureUrlOptions set: the host, protocol and port of the application's _url helpers. */
const $SET = {};

export function configureUrlOptions(options) {
  for (const key of Object.keys($SET)) delete $SET[key];
  if (options === undefined || options === null) return;
  for (const key of Object.keys(options)) {
    if (key !== 'host' && key !== 'protocol' && key !== 'port') throw new TypeError('configureUrlOptions takes host, protocol and port, not ' + key);
    if (options[key] !== undefined && options[key] !== null) $SET[key] = options[key];
  }
}

/** What configureUrlOptions set, for the application's own helpers (an engine's see it through the mount). */
function $configured(c) {
  return c === $APP ? $SET : {};
}

/** Where the page is, for _url helpers when neither configureUrlOptions nor defaultUrlOptions name a host. */
function $location(c) {
  const here = globalThis.location;
  const named = (source) => source.host !== undefined && source.host !== null;
  if (c.q !== undefined || named(c.o) || named($configured(c)) || !here || !here.host) return undefined;
  return { host: here.host, protocol: here.protocol };
}

/** The scheme://host:port of a _url helper. */
function $protocol(protocol) {
  if (protocol === false || protocol === '//') return '//';
  if (protocol === undefined || protocol === null || protocol === '') return 'http://';
  const scheme = /^[^:]+/.exec(String(protocol));
  return (scheme ? scheme[0] : String(protocol)) + '://';
}

function $origin(url) {
  if (!url.host) throw new UrlGenerationError($MISSING_HOST);
  let host = String(url.host);
  let protocol = url.protocol;
  let port;
  const parts = /^([^:/]+:\/\/|\/\/)?(\[[^\]]+\]|[^:/]+)(?::(\d+))?\/?$/.exec(host);
  if (parts) {
    if (protocol === undefined || protocol === null) protocol = parts[1];
    host = parts[2];
    port = parts[3];
  }
  if (url.port !== undefined && url.port !== null) port = url.port === '' ? undefined : String(url.port);
  if ((url.subdomain !== undefined || url.domain !== undefined) && !/^(\d+\.\d+\.\d+\.\d+|\[.*\])$/.test(host)) {
    const labels = host.split('.');
    const domain = url.domain ?? labels.slice(-2).join('.');
    const subdomain = url.subdomain === undefined || url.subdomain === true ? labels.slice(0, -2).join('.') : url.subdomain;
    host = subdomain ? subdomain + '.' + domain : domain;
  }
  const scheme = $protocol(protocol);
  const standard = (scheme === 'http://' && port === '80') || (scheme === 'https://' && port === '443');
  const origin = scheme + host + (port && !standard ? ':' + port : '');
  if ($hasUserinfo(origin)) throw new UrlGenerationError($USERINFO + JSON.stringify(origin));
  return origin;
}

/**
 * Whether a URL's authority carries userinfo: an @ before the first /, ?, # or \ after the
 * scheme, where a browser reads what precedes it as a user name and goes to the host after
 * it ('good.example:80@evil.example' is evil.example). No URL the module builds has one.
 */
function $hasUserinfo(origin) {
  const authority = origin.replace(/^([^:/]+:)?\/\//, '').split(/[/?#\\]/)[0];
  return authority.includes('@');
}
`;
