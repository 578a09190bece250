/**
 * The runtime that `railroute routes --client` writes into the browser module, as JavaScript
 * text: a helper called outside a request, over the URL rules the server's helpers run too
 * (compiled, client-rules.ts: values, encoding, query, arguments, the path's values and
 * missing keys, the origin), reading a route from its shipped data where
 * src/helpers/generator.ts reads a `Route`, so that the module gives what `router.helpers`
 * gives. Every top-level
 * binding is a function declaration or a pure literal, so a bundler drops what no imported
 * helper reaches. test/client/client-equality.property.test.ts holds the two together.
 *
 * A route is shipped as data (`$r`): `n` name, `c`/`a` controller and action, `t` tokens
 * (text, `{p}` a parameter, `{g}` a glob, an array an optional group), `d` defaults, `k`
 * constraints (each the program the server's value check simulates, linear in the value,
 * or the whole-value RegExp source it tests), `s` scope option keys,
 * `u` URL defaults. A context (`$c`) is `{ o: defaultUrlOptions, q: request layer }`; the
 * application's own (`$APP`) also reads what `configureUrlOptions` set (`$SET`), over its
 * defaults, and the page's `location` when neither names a host.
 */
export const CLIENT_RUNTIME = String.raw`
/** The route's data read once: names, required names, globs, Rails' required parts. */
function $prep(d) {
  if (d.$) return d.$;
  const names = [];
  const required = [];
  const globs = new Set();
  const walk = (list, optional) => {
    for (const token of list) {
      if (Array.isArray(token)) walk(token, true);
      else if (typeof token !== 'string') {
        const name = token.g !== undefined ? token.g : token.p;
        names.push(name);
        if (!optional) required.push(name);
        if (token.g !== undefined) globs.add(name);
      }
    }
  };
  walk(d.t, false);
  const parts = requiredPartsOf(names, required);
  const defaults = $ownMap(d.d);
  const checks = Object.create(null);
  if (d.k) for (const key of Object.keys(d.k)) checks[key] = typeof d.k[key] === 'string' ? new RegExp(d.k[key]) : $valueCheck(d.k[key]);
  const base = {};
  if (d.c !== undefined) base.controller = d.c;
  if (d.a !== undefined) base.action = d.a;
  const nameSet = new Set(names);
  d.$ = {
    name: d.n,
    controller: d.c,
    action: d.a,
    tokens: d.t,
    names,
    required,
    parts,
    globs,
    nameSet,
    unique: [...nameSet],
    defaults,
    checks,
    optimizable: globs.size === 0 && $isEmpty(checks),
    base: $isEmpty(defaults) ? base : { ...base, ...defaults },
    scopeKeys: d.s || [],
    urlDefaults: d.u || {},
  };
  return d.$;
}

/** A constraint's program, simulated as the server's helpers simulate it (url-rules/value-program.ts). */
function $valueCheck(program) {
  const state = newSimulation(program);
  return { test: (value) => programAccepts(state, value) };
}

function $fill(r, positional, options, hasOptions, c) {
  const defaults = parameterDefaults(c.o);
  if (!hasOptions && positional.length === r.parts.length && r.optimizable) return withDefaults(fillRequiredParts(r.parts, positional), defaults);
  fillPositional(r.unique, positional, options, (key) => hasOwn(r.base, key) || hasOwn(defaults, key));
  return withDefaults(options, $isEmpty(r.defaults) ? defaults : { ...defaults, ...r.defaults });
}

function $path(r, values) {
  const fill = (list) => {
    let out = '';
    for (const token of list) {
      if (typeof token === 'string') out += token;
      else if (Array.isArray(token)) out += fill(token) ?? '';
      else {
        const name = token.g !== undefined ? token.g : token.p;
        const value = hasOwn(values, name) ? values[name] : undefined;
        if (value === undefined) return null;
        out += r.globs.has(name) || name === 'controller' ? encodeSlashedText(value) : encodeSegment(value);
      }
    }
    return out;
  };
  return fill(r.tokens) ?? '';
}

function $finish(r, options, url, c) {
  const parts = parameterizedParts(r.names, r.required, r.scopeKeys, r.defaults, options, {});
  const missing = missingKeys(r.required, r.parts, parts, (key, value) => r.checks[key] === undefined || r.checks[key].test(value));
  if (missing.length > 0) throw new UrlGenerationError(missingKeysMessage(r, options, missing), r.name);
  dropTrailingDefaults(r.names, r.required, r.base, parts);
  let path = $path(r, parts);
  if (path === '') path = '/';
  const query = {};
  for (const key of Object.keys(options)) {
    if (URL_OPTION_NAMES.includes(key) || r.names.includes(key) || hasOwn(r.base, key)) continue;
    setOwn(query, key, options[key]);
  }
  if (isPlainObject(options.params)) for (const key of Object.keys(options.params)) setOwn(query, key, options.params[key]);
  const at = !url || options.only_path === true ? undefined : layerOrigin(r.urlDefaults, r.defaults, [$location(c) || {}, c.o, $configured(c), c.q || {}], options);
  const scriptName = at ? at.script_name : (options.script_name ?? (c.q || {}).script_name ?? c.o.script_name);
  let out = String(scriptName ?? '').replace(/\/$/, '') + path;
  if (options.trailing_slash === true && !out.endsWith('/') && !out.includes('.')) out += '/';
  const search = toQuery(query);
  if (search) out += '?' + search;
  if (options.anchor !== undefined && options.anchor !== null && options.anchor !== false) out += '#' + encodeFragment(toParamValue(options.anchor) ?? '');
  if (!at) return out;
  return urlOrigin(at) + out;
}

/** A named route's path (url false) or URL (url true) for helper arguments. */
function $gen(d, args, url, c) {
  const r = $prep(d);
  const { positional, options, hasOptions } = splitArguments(args, r.nameSet);
  return $finish(r, $fill(r, positional, options, hasOptions, c), url, c);
}
`;

/**
 * Route proxies (engines): the mount path's parameters come out of the call's last options
 * (src/engines/route-proxy.ts), the mount's path is the engine's script name, and `_url`
 * helpers point where the outer helpers would. `$mountAt(m, o, outer)` is a resolver:
 * call arguments → `{ c, rest }`, the engine's context and what is left of the call.
 */
export const CLIENT_PROXY_RUNTIME = String.raw`
function $take(args, keys) {
  const last = args[args.length - 1];
  if (keys.length === 0 || !isPlainObject(last) || !keys.some((key) => hasOwn(last, key))) return { values: {}, rest: args };
  const values = {};
  const options = {};
  for (const key of Object.keys(last)) (keys.includes(key) ? values : options)[key] = last[key];
  const rest = Object.keys(options).length === 0 ? args.slice(0, -1) : [...args.slice(0, -1), options];
  return { values, rest };
}

function $pick(source) {
  const out = {};
  if (source) for (const key of ['host', 'protocol', 'port']) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

function $mountAt(m, o, outer) {
  return (args) => {
    const above = outer(args);
    const { values, rest } = $take(above.rest, $prep(m).names);
    const scriptName = $gen(m, [values], false, above.c);
    const { host, protocol, port } = { ...$pick($location(above.c)), ...$pick(above.c.o), ...$pick($configured(above.c)), ...$pick(above.c.q) };
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
