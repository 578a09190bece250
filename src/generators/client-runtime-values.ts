/**
 * The part of the `--client` runtime that is the browser's own: where the module's `_url`
 * helpers point when a call names no host (`configureUrlOptions()`, else the page's
 * `location`), and small readers of the route data. Everything the server's helpers share
 * with the module (values, encoding, query, arguments, the origin) is the URL rules'
 * source (client-rules.ts).
 */
export const CLIENT_VALUES_RUNTIME = String.raw`
function $isEmpty(object) {
  for (const key in object) if (hasOwn(object, key)) return false;
  return true;
}

function $ownMap(source) {
  const map = Object.create(null);
  if (source) for (const key of Object.keys(source)) map[key] = source[key];
  return map;
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
`;
