// A feasibility prototype (NOT the project's code): railroute's recognize() semantics for trie-shaped routes,
// built for speed. Same answer as Router.recognize(method, url) for the routes it takes:
//   { params: { controller, action, ...path params (decoded), format? }, route: frozen RouteInfo } | null
// plus allowed(method, url) -> Allow list for 405 (HEAD after GET), HEAD -> GET unless an explicit HEAD route,
// optional/required `.:format`, per-parameter constraints (RegExp), path normalization (query, repeated and
// trailing slashes, escapes), route order wins where a static and a parameter branch both match.
// Not covered (the library keeps them on its general path): globs, inner optional groups, request
// constraints (lambdas), constraints that let a value contain a dot, any-verb routes.
//
// Design, per lookup:
//  * the verb becomes a small integer by one property load on a constant object (no Map, no toUpperCase);
//  * one native regexp test says whether the URL needs normalizing (almost never);
//  * one iterative walk over the segments with indexOf('/'): static children compared in place
//    (startsWith on a short list) or, on wide nodes, one Map probe of the segment; parameter values are the
//    only substrings made; backtracking only at nodes that have both a static and a parameter child, pruned by
//    the lowest route index below each branch (route order);
//  * the terminal holds an array indexed by verb (HEAD pre-resolved to GET's route) and a frozen Allow list;
//  * params built by one generated function per params shape (controller/action passed as constants), values
//    decoded only when the URL has a '%'; one result object.
const VERB = Object.freeze({ __proto__: null, GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4, OPTIONS: 5, HEAD: 6 });
const VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const NV = 7;
const NEEDS_WORK = /[?#%]|\/\//;
const SCAN_LIMIT = 8;

class Table {
  constructor() {
    this.byVerb = new Array(NV).fill(null);
    this.terms = [];
    this.allow = null;
    this.min = Infinity;
  }
}
class Node {
  constructor() {
    this.statics = null;
    this.labels = null;
    this.kids = null;
    this.buckets = null;
    this.param = null;
    this.bare = null;
    this.dotted = null;
    this.formats = false;
    this.min = Infinity; // lowest route index at or below this node
  }
}
const builders = new Map();
function builderFor(names, withFormat) {
  const key = names.join(',') + (withFormat ? '|f' : '');
  let b = builders.get(key);
  if (!b) {
    const fields = [
      'controller: c',
      'action: a',
      ...names.map(
        (n, i) => `${JSON.stringify(n)}: (d && v[${i}].indexOf('%') !== -1 ? decodeURIComponent(v[${i}]) : v[${i}])`,
      ),
    ];
    if (withFormat) fields.push(`format: (d && f.indexOf('%') !== -1 ? decodeURIComponent(f) : f)`);
    b = new Function('c', 'a', 'v', 'f', 'd', `return { ${fields.join(', ')} };`);
    builders.set(key, b);
  }
  return b;
}

export class RailsProto {
  constructor({ staticMap = false } = {}) {
    this.root = new Node();
    this.n = 0;
    this.vals = new Array(16).fill('');
    this.nv = 0;
    this.best = null;
    this.bestParams = null;
    this.tables = null;
    this.d = false;
    this.staticMap = staticMap ? new Map() : null; // optional: whole-path Map for routes without params (see notes)
  }

  // pattern: '/posts/:post_id/comments/:id' with optional '(.:format)' suffix; verbs: ['GET'] ...;
  // to: 'controller#action'; constraints: { id: /\d+/ }; format: 'optional' | 'required' | 'none'
  add(verbs, pattern, to, { constraints = {}, format } = {}) {
    let fmt = 'none',
      path = pattern;
    if (path.endsWith('(.:format)')) {
      fmt = 'optional';
      path = path.slice(0, -10);
    } else if (path.endsWith('.:format')) {
      fmt = 'required';
      path = path.slice(0, -8);
    }
    if (format !== undefined) fmt = format;
    const [controller, action] = to.split('#');
    const index = this.n++;
    const segs = path === '/' ? [] : path.split('/').slice(1);
    const names = [];
    const checks = [];
    let node = this.root;
    const visited = [node];
    for (const s of segs) {
      if (s[0] === ':') {
        node = node.param ??= new Node();
        names.push(s.slice(1));
        const c = constraints[s.slice(1)];
        checks.push(c ? new RegExp(`^(?:${c.source})$`) : null);
      } else {
        node.statics ??= new Map();
        let next = node.statics.get(s);
        if (!next) node.statics.set(s, (next = new Node()));
        node = next;
      }
      visited.push(node);
    }
    for (const v of visited) v.min = Math.min(v.min, index);
    if (this.staticMap !== null && names.length === 0) this.staticMap.set(path === '' ? '/' : path, { node, visited });
    const info = Object.freeze({
      verb: verbs.join('|'),
      path: pattern,
      requirements: Object.freeze({ ...constraints }),
      defaults: Object.freeze({}),
      controller,
      action,
    });
    const hasChecks = checks.some((c) => c !== null);
    const fcheck = constraints.format ? new RegExp(`^(?:${constraints.format.source})$`) : null;
    const term = {
      index,
      verbs,
      controller,
      action,
      info,
      checks: hasChecks ? checks : null,
      fcheck,
      bare: builderFor(names, false),
      dotted: builderFor(names, true),
    };
    if (fmt !== 'required') this.#put((node.bare ??= new Table()), term);
    if (fmt !== 'none') {
      this.#put((node.dotted ??= new Table()), term);
      for (const v of visited) v.formats = true;
    }
  }
  #put(t, term) {
    t.terms.push(term);
    t.min = Math.min(t.min, term.index);
    for (const v of term.verbs) {
      const i = VERB[v];
      if (t.byVerb[i] === null) t.byVerb[i] = term;
    }
    t.allow = null;
  }
  // after the last add(): HEAD slots, Allow lists, scan lists
  seal(node = this.root) {
    if (node === this.root && this.staticMap !== null) {
      // a static path goes straight to its node only when no parameter branch could also match it
      for (const [path, e] of this.staticMap) {
        if (e instanceof Node) continue;
        if (e.visited.slice(0, -1).every((v) => v.param === null) && path.lastIndexOf('.') < path.lastIndexOf('/'))
          this.staticMap.set(path, e.node);
        else this.staticMap.delete(path);
      }
    }
    for (const t of [node.bare, node.dotted]) {
      if (!t) continue;
      if (t.byVerb[VERB.HEAD] === null) t.byVerb[VERB.HEAD] = t.byVerb[VERB.GET];
      // a table whose terminals have constraints keeps the ordered list; byVerb stays for the plain case
      t.checked = t.terms.some((x) => x.checks !== null || x.fcheck !== null);
      const allow = [];
      for (const x of t.terms)
        for (const v of x.verbs) {
          if (!allow.includes(v)) allow.push(v);
          if (v === 'GET' && !allow.includes('HEAD')) allow.push('HEAD');
        }
      t.allow = Object.freeze(allow);
    }
    if (node.statics) {
      if (node.statics.size <= SCAN_LIMIT) {
        node.labels = [...node.statics.keys()];
        node.kids = [...node.statics.values()];
      } else if (BUCKETS) {
        node.buckets = new Map();
        for (const [l, c] of node.statics) {
          const k = (l.length << 8) | (l.charCodeAt(0) & 255);
          let b = node.buckets.get(k);
          if (!b) node.buckets.set(k, (b = { labels: [], kids: [] }));
          b.labels.push(l);
          b.kids.push(c);
        }
      }
      for (const c of node.statics.values()) this.seal(c);
    }
    if (node.param) this.seal(node.param);
    return this;
  }

  recognize(method, url) {
    let vi = VERB[method];
    if (vi === undefined) {
      vi = VERB[method.toUpperCase()];
      if (vi === undefined) return null;
    }
    // Optimistic: walk the raw URL. A URL that needs normalizing (query, fragment, escape, '//', trailing '/')
    // cannot produce a match here: parameter values and formats holding '?', '#', '%' or '.' are refused by
    // clean(), static labels hold none of them, empty segments match nothing. Only when nothing matched is the
    // URL checked (one regexp test) and, if it needs it, normalized and walked again.
    this.d = false;
    const r = this.#find(url, vi);
    if (r !== null) return r;
    const last = url.length - 1;
    if (url.charCodeAt(0) === 47 && (last === 0 || url.charCodeAt(last) !== 47) && !NEEDS_WORK.test(url)) return null;
    const path = normalize(url);
    if (path === null) return null;
    this.d = true;
    return this.#find(path, vi);
  }
  #find(path, vi) {
    this.best = null;
    this.bestParams = null;
    if (this.staticMap !== null) {
      const node = this.staticMap.get(path);
      if (node !== undefined) {
        // a static path no parameter branch can match
        this.#end(node.bare, vi, undefined);
        return this.best === null ? null : { params: this.bestParams, route: this.best.info };
      }
    }
    this.nv = 0;
    this.#walk(this.root, path, 1, vi);
    return this.best === null ? null : { params: this.bestParams, route: this.best.info };
  }

  /** The Allow list when recognize() found nothing for this verb but the path exists; [] otherwise. */
  allowed(url) {
    let path = normalize(url);
    if (path === null) return [];
    this.nv = 0;
    this.best = null;
    this.tables = [];
    this.d = true;
    this.#walk(this.root, path, 1, -1);
    const out = [];
    for (const t of this.tables.sort((a, b) => a.min - b.min))
      for (const v of t.allow) if (!out.includes(v)) out.push(v);
    this.tables = null;
    return out;
  }

  // Depth-first, static child before the parameter child; the parameter branch is tried after a static
  // success only when it holds an earlier route (node.min). Records the winner in this.best / this.bestParams.
  #walk(node, path, start, vi) {
    const n = path.length;
    if (start >= n) {
      this.#end(node.bare, vi, undefined);
      return;
    } // only for '/': the root's own routes
    let end = path.indexOf('/', start);
    if (end === -1) end = n;
    const lastSeg = end === n;
    // static child, compared in place
    const child = staticChild(node, path, start, end);
    if (child !== undefined) {
      if (lastSeg) this.#end(child.bare, vi, undefined);
      else this.#walk(child, path, end + 1, vi);
    }
    const p = node.param;
    if (p !== null && end > start && (this.best === null || p.min < this.best.index)) {
      const seg = path.slice(start, end);
      if (this.d ? seg.indexOf('.') === -1 : clean(seg)) {
        this.vals[this.nv++] = seg;
        if (lastSeg) this.#end(p.bare, vi, undefined);
        else this.#walk(p, path, end + 1, vi);
        this.nv--;
      }
    }
    // `core.format` in the last segment (one dot: default params and formats take no dot)
    if (lastSeg && node.formats) {
      const dot = path.indexOf('.', start);
      if (dot > start && dot < n - 1 && path.indexOf('.', dot + 1) === -1) {
        const format = path.slice(dot + 1);
        if (this.d ? format.indexOf('.') !== -1 : !clean(format)) return;
        const c = staticChild(node, path, start, dot);
        if (c !== undefined && c.dotted !== null) this.#end(c.dotted, vi, format);
        const core =
          p !== null && p.dotted !== null && (this.best === null || p.min < this.best.index)
            ? path.slice(start, dot)
            : null;
        if (core !== null && (this.d ? core.indexOf('.') === -1 : clean(core))) {
          this.vals[this.nv++] = core;
          this.#end(p.dotted, vi, format);
          this.nv--;
        }
      }
    }
  }
  #end(t, vi, format) {
    if (t === null) return;
    if (this.tables !== null) {
      // collecting for allowed(): the terminals whose constraints hold
      if (!t.checked) {
        this.tables.push(t);
        return;
      }
      const terms = t.terms.filter(
        (x) =>
          (x.checks === null || x.checks.every((c, i) => c === null || c.test(this.vals[i]))) &&
          (format === undefined || x.fcheck === null || x.fcheck.test(format)),
      );
      const allow = [];
      for (const x of terms)
        for (const v of x.verbs) {
          if (!allow.includes(v)) allow.push(v);
          if (v === 'GET' && !allow.includes('HEAD')) allow.push('HEAD');
        }
      if (terms.length) this.tables.push({ min: terms[0].index, allow });
      return;
    }
    let term = t.byVerb[vi];
    if (term === null) return;
    if (t.checked) term = this.#checked(t, vi, format);
    if (term === null || (this.best !== null && this.best.index < term.index)) return;
    this.best = term;
    this.bestParams =
      format === undefined
        ? term.bare(term.controller, term.action, this.vals, undefined, this.d)
        : term.dotted(term.controller, term.action, this.vals, format, this.d);
  }
  #checked(t, vi, format) {
    const verb = vi === VERB.HEAD && !t.terms.some((x) => x.verbs.includes('HEAD')) ? 'GET' : VERBS[vi];
    for (const x of t.terms) {
      if (!x.verbs.includes(verb)) continue;
      if (x.checks !== null && !x.checks.every((c, i) => c === null || c.test(this.vals[i]))) continue;
      if (format !== undefined && x.fcheck !== null && !x.fcheck.test(format)) continue;
      return x;
    }
    return null;
  }
}

const BUCKETS = process.env.PROTO_BUCKETS !== '0';
// static child for path[start, end): few children compared in place; wide nodes: bucket by (length, first char),
// then compared in place (no substring, no string hash); fallback: Map probe of the substring
function staticChild(node, path, start, end) {
  if (node.labels !== null) {
    const size = end - start,
      labels = node.labels;
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i];
      if (l.length === size && path.startsWith(l, start)) return node.kids[i];
    }
    return undefined;
  }
  if (node.buckets !== null) {
    if (end === start) return undefined;
    const b = node.buckets.get(((end - start) << 8) | (path.charCodeAt(start) & 255));
    if (b === undefined) return undefined;
    const labels = b.labels;
    for (let i = 0; i < labels.length; i++) if (path.startsWith(labels[i], start)) return b.kids[i];
    return undefined;
  }
  return node.statics === null ? undefined : node.statics.get(path.slice(start, end));
}

// a default parameter value (or format) takes no '.', and a raw value with '?', '#' or '%' means the URL needs
// normalizing first (the caller retries); one pass over the (short) value
function clean(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 || c === 37 || c === 63 || c === 35) return false;
  }
  return true;
}

function normalize(url) {
  let end = url.length;
  const q = url.search(/[?#]/);
  if (q !== -1) end = q;
  let path = url.slice(0, end);
  if (path.charCodeAt(0) !== 47) path = '/' + path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path.indexOf('%') !== -1) {
    if (/%(?![0-9a-fA-F]{2})/.test(path)) return null;
    try {
      decodeURIComponent(path);
    } catch {
      return null;
    }
    path = path.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
  }
  return path || '/';
}
