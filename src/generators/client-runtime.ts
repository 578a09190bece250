/**
 * The part of the `--client` module's runtime that is the browser's own, as JavaScript text:
 * where the module's `_url` helpers point when a call names no host (`configureUrlOptions()`,
 * else the page's `location`), and the helpers' and route proxies' calls into the one URL
 * builder. Everything else, the whole URL from a route's shipped data (client-route-data.ts)
 * included, is the URL rules the server's helpers run, compiled (client-rules.ts:
 * url-rules/route-url.ts `routeUrl`, url-rules/mount.ts). Every top-level binding is a
 * function declaration or a pure literal, so a bundler drops what no imported helper
 * reaches. test/client/client-equality.property.test.ts holds module and server together.
 *
 * A context (`$c`) is `{ o: defaultUrlOptions, q: request layer }`; the application's own
 * (`$APP`) also reads what `configureUrlOptions` set (`$SET`), over its defaults, and the
 * page's `location` when neither names a host.
 */
export const CLIENT_RUNTIME = String.raw`
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

/** The URL builder's context for a call: no request to recall from; the page's location, defaultUrlOptions, configureUrlOptions, a mount's layer. */
function $context(c, url) {
  const q = c.q || {};
  return {
    defaults: c.o,
    recall: {},
    url,
    scriptName: q.script_name ?? c.o.script_name,
    originLayers: () => [$location(c) || {}, c.o, $configured(c), q],
    origin: urlOrigin,
  };
}

/** A named route's path (url false) or URL (url true) for helper arguments. */
function $gen(d, args, url, c) {
  return routeUrl(d, args, $context(c, url));
}
`;

/**
 * Route proxies (engines), as the server's (engines/route-proxy.ts) by the same rules
 * (url-rules/mount.ts): the mount path's parameters come out of the call's last options, the
 * mount's path is the engine's script name, and `_url` helpers point where the outer helpers
 * would. `$mountAt(m, o, outer)` is a resolver: call arguments → `{ c, rest }`, the engine's
 * context and what is left of the call.
 */
export const CLIENT_PROXY_RUNTIME = String.raw`
function $mountAt(m, o, outer) {
  return (args) => {
    const above = outer(args);
    const { values, rest } = takeMountValues(above.rest, prepareRoute(m).names);
    const scriptName = $gen(m, [values], false, above.c);
    const { host, protocol, port } = mountOrigin([$location(above.c), above.c.o, $configured(above.c), above.c.q]);
    return { c: { o, q: { host, protocol, port, script_name: scriptName } }, rest };
  };
}

function $proxyHelper(d, url, at) {
  return (...args) => {
    const { c, rest } = at(args);
    return $gen(d, rest, url, c);
  };
}
`;
