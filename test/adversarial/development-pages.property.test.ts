/**
 * The adversarial suite, development pages: what the worst requests and the worst route
 * declarations do to `router.developmentErrors()` (Rails' routing-error page) and
 * `router.routesPage()` (`/rails/info/routes`). Both pages print text from the request (the
 * path, through the error's message) and from the declarations (paths, names,
 * controller#action, constraints, defaults, redirect targets, mounted apps, middleware names)
 * into HTML, beside an inline `<script>`. Every page is read as a browser reads it: sent
 * through UTF-8 (a lone surrogate becomes U+FFFD) and parsed by parse5 (the WHATWG
 * algorithm) as a whole document with a marker element after it, and:
 *
 * - its tree is the page's own: the same elements, attributes, comments and static text as
 *   the page for a benign request or a benign table of as many routes — no element more or
 *   less, nothing swallowed (the marker is still the body's last child), the one `<script>`
 *   exactly the page's own text (the page embeds no data in its script: the search reads each
 *   row's `data-regexp`, the helper column each cell's `data-name`);
 * - the message reads back exactly as API.md writes it: the path as sent, JSON-quoted with
 *   `<`, `>` and `&` as `\u003c` etc. (`No route matches [VERB] "..."`, `Invalid path
 *   encoding: "..."`); a JSON answer (`request.format` json: Accept, `.json`, `?format=json`)
 *   parses to `{ status, error }` with the same message; the status is the RoutingError's
 *   (400, 404, 405 with `Allow`), never a 5xx; a query never changes the page;
 * - every table cell reads back exactly the text `router.inspect({ expanded: true })` (the
 *   CLI's listing) gives for that route, and each nearest route's line the same text (this
 *   found the pages printing a route's text raw: a NUL dropped, a lone surrogate turned to
 *   U+FFFD, CR LF read as LF, a bidirectional override reordering the cell; they now show
 *   the listing's escapes); a message an application put on a RoutingError reads back as given;
 * - each row's `data-regexp` reads back as the route's own RegExp source (as a browser reads an
 *   attribute: a raw NUL or lone surrogate in a constraint's source as U+FFFD), and the RegExp
 *   the page's script builds from it decides every probe path as the route does; `data-name`
 *   is the route's name;
 * - a table the DSL refuses is refused with an ArgumentError whose text is a documented one
 *   about a value the table gave; the routes page ignores the request (query, Accept, verb).
 *
 * Requests go over a real socket with `http.request`, which sends the path byte for byte
 * (supertest's superagent sends it through WHATWG URL, which turns `<` into `%3C` and `\`
 * into `/`); Node refuses raw bytes past ASCII in a request line, so those are sent
 * percent-encoded. Properties run unseeded, each with `examples` of the cases that matter
 * most; the only counts asserted (each kind of answer reached) are over those examples,
 * which always run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import encodeUrl from 'encodeurl';
import fc from 'fast-check';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { ArgumentError, redirect, Router, RoutingError } from '../../src';
import { nearestRoutes } from '../../src/inspect/routing-error-page';
import { requestFormat } from '../../src/request/request-format';
import { reachRegExp } from '../../src/engines/reach';
import type { Route } from '../../src/definition/route';
import { EXPRESSES } from '../http/support';

jest.setTimeout(60_000);

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const saved = process.env.NODE_ENV;
beforeAll(() => {
  process.env.NODE_ENV = 'development';
});
afterAll(() => {
  if (saved === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = saved;
});

// ---- the page, as a browser reads it ------------------------------------------------------------

const END = '<p id="end"></p>';

const isElement = (node: Node): node is Element => 'tagName' in node;
const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;
const textOf = (element: Element): string =>
  element.childNodes.map((node) => (isElement(node) ? textOf(node) : 'value' in node ? node.value : '')).join('');

/**
 * A whole page as a browser gets it: sent as UTF-8 (`res.end(string)`), a marker element
 * after it, parsed by parse5. The `<html>` element, after checking that the document is a
 * doctype and that element, and that the marker is still the body's last child.
 */
function document(html: string): Element {
  const wire = Buffer.from(`${html}${END}`, 'utf8').toString('utf8');
  const parsed = parse(wire);
  expect(parsed.childNodes.map((node) => node.nodeName)).toEqual(['#documentType', 'html']);
  const root = parsed.childNodes[1] as Element;
  expect(root.childNodes.map((node) => node.nodeName)).toEqual(['head', '#text', 'body']);
  const body = root.childNodes[2] as Element;
  const last = body.childNodes[body.childNodes.length - 1];
  expect(last && isElement(last) ? [last.tagName, last.attrs, last.childNodes.length] : last).toEqual([
    'p',
    [{ name: 'id', value: 'end' }],
    0,
  ]);
  body.childNodes.pop();
  return root;
}

/** Elements whose text is a value (checked against the listing), and attributes that are. */
const VALUE_ELEMENTS = new Set(['td', 'code']);
const VALUE_ATTRIBUTES = new Set(['data-regexp', 'data-name']);

/**
 * The page's own tree: every element with its attributes (values too, but those that carry a
 * route's data), every comment, and every text but the values (a cell's, a `<code>`'s, a
 * helper's): the static text, the style and the script compared character for character. The
 * nearest-routes list is its number of items (which routes are near depends on the path;
 * `checkNearest` checks them).
 */
function shape(node: Node): unknown {
  if (node.nodeName === '#text') return ['#text', (node as DefaultTreeAdapterMap['textNode']).value];
  if (node.nodeName === '#comment') return ['#comment', (node as DefaultTreeAdapterMap['commentNode']).data];
  if (!isElement(node)) return node.nodeName;
  const attributes = node.attrs.map(({ name, value }) => (VALUE_ATTRIBUTES.has(name) ? name : `${name}=${value}`));
  if (attributeOf(node, 'id') === 'nearest')
    return [node.tagName, attributes, node.childNodes.filter(isElement).length];
  if (VALUE_ELEMENTS.has(node.tagName) || (node.tagName === 'span' && attributeOf(node, 'class') === 'helper'))
    return [node.tagName, attributes, node.childNodes.filter(isElement).map(shape)];
  const content = node.tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : [];
  return [node.tagName, attributes, [...node.childNodes, ...content].map(shape)];
}

/** Every element of the tree, in document order. */
function elements(root: Element): Element[] {
  return [root, ...root.childNodes.filter(isElement).flatMap(elements)];
}
const byId = (root: Element, id: string): Element | undefined =>
  elements(root).find((element) => attributeOf(element, 'id') === id);

/**
 * What a browser reads back from a text written into the page: sent as UTF-8 (a lone
 * surrogate as U+FFFD), CR and CRLF read as LF, NUL read as U+FFFD in an attribute and
 * dropped from text (the HTML standard's input stream and tree construction).
 */
function served(text: string, where: 'attribute' | 'text'): string {
  const wire = Buffer.from(text, 'utf8').toString('utf8').replace(/\r\n?/g, '\n');
  return where === 'text' ? wire.replace(/\0/g, '') : wire.replace(/\0/g, '\uFFFD');
}

// ---- what the pages must show: the CLI's listing ---------------------------------------------

/** One route as `router.inspect({ expanded: true })` lists it (what `railroute routes -E` prints). */
interface Listed {
  prefix: string;
  verb: string;
  uri: string;
  action: string;
  middleware: string;
  source: string;
}

function listing(router: Router): Listed[] {
  const text = router.inspect({ expanded: true });
  if (text === "You don't have any routes defined!\n") return [];
  return text
    .split(/^--\[ Route \d+ \]-*\n/m)
    .slice(1)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split('\n').filter((line) => line !== '')) {
        const field = /^(.{17}) \| (.*)$/.exec(line);
        if (!field) throw new Error(`not a field line in the listing: ${JSON.stringify(line)}`);
        fields.set((field[1] as string).trim(), field[2] as string);
      }
      return {
        prefix: fields.get('Prefix') ?? '',
        verb: fields.get('Verb') ?? '',
        uri: fields.get('URI') ?? '',
        action: fields.get('Controller#Action') ?? '',
        middleware: fields.get('Middleware') ?? '',
        source: fields.get('Source Location') ?? '',
      };
    });
}

/** The RegExp each route's row gives the page's search (the route's own, where it is reached). */
function routeRegExps(router: Router): RegExp[] {
  return (router as unknown as { set: { routes: Route[] } }).set.routes.map((route) => reachRegExp(route, ''));
}

/** The page's search, as its script reads a typed path (routes-page.ts `normalize`). */
function normalizeTyped(path: string): string {
  let typed = (path.split('?')[0] as string).split('#')[0]!.replace(/\/{2,}/g, '/');
  if (typed.length > 1 && typed.endsWith('/')) typed = typed.slice(0, -1);
  return typed.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
}

/** Paths to try a row's RegExp on: the route's own pattern filled in several ways, and the given ones. */
function probes(rows: readonly Listed[], extra: readonly string[]): string[] {
  const fills = ['1', 'x', 'a.b', '%3Cx%3E', '%2F', '..', '<x>', '</script>', 'a b'];
  const paths = new Set(extra.map(normalizeTyped));
  for (const row of rows)
    for (const fill of fills) {
      const bare = row.uri.replace(/[()]/g, '');
      paths.add(bare.replace(/[:*][\w%]+/g, fill));
      paths.add(bare.replace(/\(?\.:format\)?/, '').replace(/[:*][\w%]+/g, fill));
      paths.add(`${row.uri.replace(/\(.*$/, '').replace(/[:*][\w%]+/g, fill)}.json`);
    }
  return [...paths];
}

/**
 * The route table both pages show: one row per route, each cell the listing's text for it,
 * `data-name` the route's name and `data-regexp` its RegExp, which the script's `new RegExp`
 * turns back into a RegExp deciding every probe path as the route's own does.
 */
function checkTable(root: Element, rows: readonly Listed[], regexps: readonly RegExp[], extra: readonly string[]) {
  const trs = elements(root).filter((element) => element.tagName === 'tr' && attributeOf(element, 'data-regexp'));
  expect(trs).toHaveLength(rows.length);
  const tried = probes(rows, extra);
  trs.forEach((tr, i) => {
    const row = rows[i] as Listed;
    const cells = tr.childNodes.filter(isElement);
    expect(cells.map((cell) => [attributeOf(cell, 'class'), textOf(cell)])).toEqual([
      ['prefix', served(row.prefix, 'text')],
      ['verb', served(row.verb, 'text')],
      ['path', served(row.uri, 'text')],
      ['action', served(row.action, 'text')],
      ['middleware', served(row.middleware, 'text')],
      ['helper', row.prefix ? served(`${row.prefix}_path`, 'text') : ''],
      ['source', served(row.source, 'text')],
    ]);
    expect(attributeOf(cells[5] as Element, 'data-name')).toBe(served(row.prefix, 'attribute'));
    const own = regexps[i] as RegExp;
    const read = attributeOf(tr, 'data-regexp') as string;
    expect(read).toBe(served(own.source, 'attribute'));
    const rebuilt = new RegExp(read); // what the page's script does with it
    for (const path of tried)
      if (rebuilt.test(path) !== own.test(path)) throw new Error(`${own} and ${rebuilt} differ on ${path}`);
  });
}

/** The nearest-routes list: the routes `nearestRoutes` picks for the path, each as the listing shows it. */
function checkNearest(root: Element, rows: readonly Listed[], path: string): void {
  const list = byId(root, 'nearest');
  const near = nearestRoutes(
    path,
    rows.map((row) => ({ ...row, path: row.uri })),
    5,
  );
  if (near.length === 0) return expect(list).toBeUndefined();
  const items = (list as Element).childNodes.filter(isElement);
  expect(items.map((item) => [item.tagName, item.childNodes.filter(isElement).map((child) => child.tagName)])).toEqual(
    near.map((row) => ['li', row.prefix ? ['code', 'code', 'span'] : ['code', 'code']]),
  );
  expect(items.map(textOf)).toEqual(
    near.map((row) =>
      served(`${row.verb || 'ANY'} ${row.uri} → ${row.action}${row.prefix ? ` ${row.prefix}_path` : ''}`, 'text'),
    ),
  );
}

// ---- the generators: hostile request paths, queries, Accept headers --------------------------

/** Printable ASCII, which Node sends raw in a request line. */
const RAW_PIECES = [
  '<script>', '</script>', '<script>alert(1)</script>', '"><img/src=x/onerror=alert(1)>', "'", '"', '`', '<!--',
  '-->', '--!>', ']]>', '<![CDATA[', '&', '&lt;', '&#60;', '&amp;', '\\', '{', '}', '|', '^', '~', '!', '$', '(',
  ')', '*', '+', ',', ';', '=', '@', '[', ']', ':', '.', '..', '/', '//', '/./', '/../', '#', '#<x>', '?', '%',
  '%Z', '%zz', '%2', '%%', '%G0', '.json', '.x<y', '.html', '.js', '.xml', '.<script>', '.json<', 'photos', 'admin',
  'users', 'pages', 'files', 'about', 'submit', '12', 'new', 'edit', '__proto__', 'constructor', 'toString',
]; // prettier-ignore
/** Bytes past ASCII and controls, percent-encoded (lone surrogates as their WTF-8 bytes, invalid UTF-8). */
const ESCAPED_PIECES = [
  '%3Cscript%3E', '%3C%2Fscript%3E', '%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '%00', '%0A', '%0D%0A', '%09',
  '%7F', '%C2%85', '%E2%80%A8', '%E2%80%A9', '%E2%80%AE', '%EF%BB%BF', '%ED%A0%80', '%ED%BF%BF', '%ED%A0%80%ED%B0%80',
  '%F0%9F%98%80', '%C3', '%C3%28', '%FF', '%C0%AF', '%2F', '%2E', '%2e%2e', '%25', '%3c', '%26lt%3B', '%u003c',
]; // prettier-ignore

/** Any UTF-16 string's units as percent-encoded WTF-8 bytes (a lone surrogate as its three bytes). */
function wtf8(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let code = unit;
    if (unit >= 0xd800 && unit < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      code = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

const ASCII = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 6,
});
const piece = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_PIECES), weight: 6 },
  { arbitrary: fc.constantFrom(...ESCAPED_PIECES), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 4 }).map(wtf8), weight: 1 },
  { arbitrary: ASCII, weight: 2 },
);
const PREFIXES = ['/', '/photos', '/photos/', '/photos/12', '/admin/', '/pages/', '/files/', '/about', '/submit', '//'];
const LONG_PATHS = [
  `/${'<script>'.repeat(4_000)}`,
  `/photos/${'a/'.repeat(6_000)}`,
  `/${'%ZZ'.repeat(5_000)}`,
  `/${'%ED%A0%80'.repeat(3_000)}`,
  `/photos${'.x<y'.repeat(5_000)}`,
  `/${'"><svg/onload=alert(1)>'.repeat(1_500)}`,
];
const hostilePath: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...PREFIXES), fc.array(piece, { minLength: 1, maxLength: 6 }))
      .map(([prefix, pieces]) => prefix + pieces.join('')),
    weight: 20,
  },
  { arbitrary: fc.constantFrom(...LONG_PATHS), weight: 1 },
  { arbitrary: fc.constant('*'), weight: 1 },
);
const QUERY_PIECES = [
  'format=json', 'format=html', 'format=<x>', 'format=', 'format=json%00', 'q=</script>', 'q=%3Cscript%3E', '%ZZ',
  '&', '=', '<', '>', '"', "'", '#', '?', '__proto__[x]=1', 'a[b][c]=<d>', '%ED%A0%80', 'x=%E2%80%A8',
]; // prettier-ignore
const hostileQuery = fc.option(
  fc
    .array(fc.oneof(fc.constantFrom(...QUERY_PIECES), ASCII), { minLength: 1, maxLength: 5 })
    .map((p) => `?${p.join('')}`),
  { nil: '' },
);
/** Header text Node sends: tab, printable ASCII and Latin-1 (which the server reads back as Latin-1). */
const HEADER_TEXT = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(9))
    .map((c) => String.fromCharCode(c)),
  maxLength: 8,
});
const ACCEPTS = [
  'application/json', 'text/html', '*/*', 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'application/json, text/html;q=0.5', 'application/*', 'text/*', 'application/xml', 'application/json;q=0',
  'application/json;q=abc', 'text/x-json', 'application/problem+json', '<script>', '"', ',', ';q=1', 'json',
]; // prettier-ignore
const hostileAccept = fc.option(
  fc.oneof(
    fc.constantFrom(...ACCEPTS),
    fc
      .array(fc.oneof(fc.constantFrom(...ACCEPTS), HEADER_TEXT), { minLength: 1, maxLength: 4 })
      .map((p) => p.join(',')),
  ),
  { nil: undefined },
);
const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH'];

// ---- the application over HTTP -------------------------------------------------------------------

const router = new Router().draw((r) => {
  r.root('pages#home');
  r.resources('photos', { only: ['index', 'show'], constraints: { id: /\d+/ } });
  r.namespace('admin', (r) => r.resources('users', { only: 'index' }));
  r.get('about', { to: 'pages#about', as: 'about' });
  r.post('submit', { to: 'pages#submit', as: 'submit' });
  r.get('pages/:action', { controller: 'pages' });
  r.get('files/*path', { to: 'files#show', as: 'file' });
});
const ok = (_req: unknown, res: { send(text: string): void }): void => res.send('ok');
router.controllers.register('pages', { home: ok, about: ok, submit: ok });
router.controllers.register('photos', { index: ok, show: ok });
router.controllers.register('admin/users', { index: ok });
router.controllers.register('files', { show: ok });

/** What the application saw of the last request, and the error the router handed on. */
let seen: { url: string; headers: http.IncomingHttpHeaders; error?: unknown } | undefined;
const lastSeen = (): typeof seen => seen;

function application(express: any): http.Server {
  const app = express();
  app.use((req: http.IncomingMessage, _res: unknown, next: () => void) => {
    seen = { url: String(req.url), headers: req.headers };
    next();
  });
  app.get('/rails/info/routes', router.routesPage());
  app.use(router.middleware());
  app.use((err: unknown, _req: unknown, _res: unknown, next: (err: unknown) => void) => {
    if (seen) seen.error = err;
    next(err);
  });
  app.use(router.developmentErrors());
  app.use((err: any, _req: unknown, res: any, _next: unknown) =>
    res
      .status(500)
      .type('text/plain')
      .send(`not answered by the page: ${String(err?.stack ?? err)}`),
  );
  // A request line as long as the longest path: the page, not Node's 431, must answer it.
  return http.createServer({ maxHeaderSize: 256 * 1024 }, app);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true });
const servers = EXPRESSES.map(([name, express]) => [name, application(express)] as const);
beforeAll(() =>
  Promise.all(servers.map(([, server]) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))),
);
afterAll(async () => {
  agent.destroy();
  await Promise.all(servers.map(([, server]) => new Promise((resolve) => server.close(resolve))));
});

/** One request, the path sent byte for byte. */
function send(server: http.Server, method: string, path: string, accept?: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = accept === undefined ? {} : { accept };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode as number,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** API.md: a value from the request in a message, JSON-quoted with `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`. */
const quoted = (value: string): string =>
  JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** The path a message names: the request target up to its query (a fragment sent stays). */
const messagePath = (url: string): string => url.split('?')[0] as string;

/** A malformed escape: `%` without two hex digits, or bytes that are no UTF-8 (a surrogate's among them). */
function malformed(url: string): boolean {
  try {
    decodeURIComponent(url.split(/[?#]/)[0] as string);
    return false;
  } catch {
    return true;
  }
}

const LISTED = listing(router);
const REGEXPS = routeRegExps(router);

/** The page a benign request gets, per server, verb and status: the tree every hostile one must have. */
const twins = new Map<string, unknown>();
async function twinShape(server: http.Server, label: string, method: string, status: number): Promise<unknown> {
  const key = `${label} ${method} ${status}`;
  let twin = twins.get(key);
  if (twin === undefined) {
    const url = status === 400 ? '/benign%ZZ' : status === 404 ? '/benign' : method === 'GET' ? '/submit' : '/photos';
    const answer = await send(server, method, url, 'text/html');
    expect(answer.status).toBe(status);
    twin = shape(document(answer.body));
    twins.set(key, twin);
  }
  return twin;
}

describe('developmentErrors() over HTTP, hostile requests', () => {
  test('status, Allow, message, JSON and the page’s own tree, for any path, query, Accept and verb', async () => {
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const examples: Array<[number, string, string, string, string | undefined]> = [
      [0, 'GET', '/photos/<script>alert(1)</script>', '', 'text/html'],
      [1, 'GET', '/"><img/src=x/onerror=alert(1)>', '?q=</script>', undefined],
      [0, 'GET', '/x%ZZ<script>', '', 'text/html'],
      [0, 'GET', '/%ED%A0%80', '', undefined],
      [1, 'DELETE', '/photos.x<y', '', 'text/html'],
      [0, 'GET', '/submit</script><!--', '', 'text/html'],
      [0, 'GET', '/submit', '?format=json', undefined],
      [1, 'PATCH', '/photos/12.json', '', undefined],
      [0, 'GET', '/a]]>%E2%80%A8%E2%80%A9%00', '', 'application/json'],
      [1, 'HEAD', '/<!--', '', undefined],
      [0, 'OPTIONS', '/<script>', '', 'text/html'],
      [1, 'OPTIONS', '/photos', '', undefined],
      [0, 'PROPFIND', '/photos', '', undefined],
      [1, 'GET', `/${'<script>'.repeat(4_000)}`, '', undefined],
      [0, 'GET', '/pages/<b>%E2%80%AE', '', 'text/html'],
      [1, 'GET', '/photos#<x>', '?format=json', 'text/html'],
      [0, 'GET', '*', '', undefined],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: servers.length - 1 }),
        fc.constantFrom(...VERBS),
        hostilePath,
        hostileQuery,
        hostileAccept,
        async (which, method, path, query, accept) => {
          const [label, server] = servers[which] as (typeof servers)[number];
          seen = undefined;
          const answer = await send(server, method, `${path}${query}`, accept);
          const request = lastSeen();
          // Express itself answers a target its URL parser refuses (`//a@?#`) before any middleware.
          if (request === undefined) return expect(answer.status).toBe(404);
          // The bytes arrived as sent (nothing in between re-encoded them).
          expect(request.url).toBe(`${path}${query}`);
          expect(answer.status).toBeLessThan(500);
          const error = request.error;
          if (error === undefined) {
            // Answered by a route (a controller's 200, OPTIONS' 204) or sent to the squeezed path.
            count(String(answer.status));
            expect([200, 204, 308]).toContain(answer.status);
            // (A backslash goes as `%5C`: a browser would read it as a slash; the rest as Express'
            // res.location encodes a Location.)
            if (answer.status === 308)
              expect(answer.headers.location).toBe(
                encodeUrl(`${path.replace(/\/{2,}/g, '/')}${query}`.replace(/\\/g, '%5C')),
              );
            else expect(router.allowedMethods(request.url).length).toBeGreaterThan(0);
            return;
          }
          expect(error).toBeInstanceOf(RoutingError);
          const { status, message, allowed } = error as RoutingError;
          count(String(status));
          expect(answer.status).toBe(status);
          // No markup in a message: every value from the request in it is quoted.
          expect(message).not.toMatch(/[<>&]/);
          const named = messagePath(request.url);
          if (status === 400) {
            expect(malformed(request.url)).toBe(true);
            expect(message).toBe(`Invalid path encoding: ${quoted(named)}`);
          } else if (status === 405) {
            expect(message).toBe(`No route matches [${method}] ${quoted(named)}`);
            expect(answer.headers.allow).toBe((allowed as string[]).join(', '));
            expect(answer.headers.allow).toBe(router.allowedMethods(request.url).join(', '));
          } else {
            expect(status).toBe(404);
            expect(answer.headers.allow).toBeUndefined();
            if (message.startsWith('No route matches')) {
              expect(message).toBe(`No route matches [${method}] ${quoted(named)}`);
              expect(router.allowedMethods(request.url)).toEqual([]);
            } else {
              // `/pages/:action` with an action the controller lacks: the action from the URL, quoted.
              const action = /^The action (".*") could not be found for controller "pages"$/s.exec(message);
              expect(action).not.toBeNull();
              expect(quoted(JSON.parse((action as RegExpExecArray)[1] as string))).toBe(action?.[1]);
            }
          }
          if (method === 'HEAD') return expect(answer.body).toBe('');
          const json = requestFormat({ headers: request.headers, url: request.url })?.symbol === 'json';
          if (json) {
            count('json');
            expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
            expect(JSON.parse(answer.body)).toEqual({ status, error: message });
            return;
          }
          count('html');
          expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
          const root = document(answer.body);
          expect(shape(root)).toEqual(await twinShape(server, label, method, status));
          expect(textOf(byId(root, 'status') as Element)).toBe(`Status: ${status}`);
          expect(textOf(byId(root, 'message') as Element)).toBe(served(message, 'text'));
          checkNearest(root, LISTED, named);
          checkTable(root, LISTED, REGEXPS, [named]);
          // The query is read for the format only: without it, the same page.
          if (query !== '') {
            const bare = await send(server, method, path, accept);
            if (bare.headers['content-type']?.startsWith('text/html')) expect(bare.body).toBe(answer.body);
          }
        },
      ),
      { numRuns: 150, examples },
    );
    // The examples (which always run) reach each kind of answer.
    for (const key of ['400', '404', '405', '204', 'json', 'html']) expect(statuses.get(key)).toBeGreaterThan(0);
  });

  test('the routes page ignores the request: any query, Accept and verb give the one page', async () => {
    const [, server] = servers[0] as (typeof servers)[number];
    const page = await send(server, 'GET', '/rails/info/routes');
    expect(page.status).toBe(200);
    const root = document(page.body);
    checkTable(root, LISTED, REGEXPS, []);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), hostileQuery, hostileAccept, async (method, query, accept) => {
        const answer = await send(server, method, `/rails/info/routes${query}`, accept);
        expect([answer.status, answer.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
        expect(answer.body).toBe(method === 'HEAD' ? '' : page.body);
      }),
      { numRuns: 40, examples: [['GET', '?format=json&q=</script>', 'application/json']] },
    );
  });
});

// ---- hostile declarations ----------------------------------------------------------------------

const NASTY = [
  '<', '>', '&', '"', "'", '`', '=', '/', ' ', '\t', '\n', '\r', '\r\n', '\f', '\u0000', '\u0007', '\u001b[31m',
  '</script>', '<script>alert(1)</script>', '</script><script>alert(1)//', '<!--', '-->', '--!>', ']]>', '<![CDATA[',
  '&#x3c;', '&lt;', '&amp;', '"><img src=x onerror=alert(1)>', "' onmouseover='alert(1)",
  '</td></tr></tbody></table><script>alert(1)</script>', '</code></li></ul>', '</textarea>', '<plaintext>',
  '<template>', '<style>', '</style>', '<title>', '</title>', 'javascript:alert(1)', '\ud800', '\udfff',
  '\udfff\ud800', '\ud83d\ude00', '\u202e', '\u200f', '\u2066', '\u2028', '\u2029', '\ufeff', '\u0085', '\u00a0',
  'é', '\ufffd', '__proto__', 'constructor', 'toString', '', '%', '%3C', '%ZZ', '.', '..', '#', '?', ':', '*', '(',
  ')', '\\', '$', '^', '|', '[', ']', '{', '}', '+', 'photos', 'admin/users', 'x_y', '\\u003c', '${x}', '%{id}',
]; // prettier-ignore
const LONG = ['<script>'.repeat(400), `${'\u202e"'.repeat(300)}</script>`, 'a'.repeat(3_000)];
const hostile: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 10 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 3 })), { minLength: 2, maxLength: 5 })
      .map((parts) => parts.join('')),
    weight: 6,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 6 }), weight: 2 },
  { arbitrary: fc.constantFrom(...LONG), weight: 1 },
);
const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);

/** A RegExp constraint: hostile text as a pattern (escaped when it is none), flags Rails refuses among them. */
const INTERESTING = [
  /<\/script>/, /"'/, /[<>&"']+/, /\u2028/, new RegExp('\u2028|\u2029'), new RegExp('a\u0000b'), new RegExp('\ud800'),
  /\d+/, /[^/]+/, /(?<x>a)b/, /a|<\/td>/, /<!--|-->/, /^x/, /x$/, /[a-z]+/i, new RegExp('\\p{L}'), /\//, /]]>/,
]; // prettier-ignore
const constraintRegExp: fc.Arbitrary<RegExp> = fc.oneof(
  fc.constantFrom(...INTERESTING),
  fc.tuple(hostile, fc.constantFrom('', '', '', '', '', '', 'i', 'i', 'u', 'g')).map(([source, flags]) => {
    try {
      return new RegExp(source, flags);
    } catch {
      return new RegExp(source.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), flags);
    }
  }),
);
const defaultValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostile, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)), weight: 1 },
  { arbitrary: fc.array(hostile, { maxLength: 2 }).map((list) => ({ list })), weight: 1 },
);

type Declaration =
  | {
      kind: 'get';
      segment: string;
      controller: string;
      action: string;
      name: string | undefined;
      defaults: Array<[string, unknown]>;
      constraint: RegExp | string | undefined;
      middleware: string[];
    }
  | { kind: 'redirect'; segment: string; target: string; status: number | undefined }
  | { kind: 'mount'; app: string; at: string; name: string | undefined };

const declaration: fc.Arbitrary<Declaration> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('get' as const),
      segment: fc.oneof(word, hostile),
      controller: fc.oneof(
        { arbitrary: fc.constantFrom('pages', 'admin/users'), weight: 6 },
        { arbitrary: hostile, weight: 1 },
      ),
      action: fc.oneof(word, hostile),
      name: fc.option(fc.oneof({ arbitrary: word, weight: 6 }, { arbitrary: hostile, weight: 1 }), { nil: undefined }),
      defaults: fc.array(fc.tuple(hostile, defaultValue), { maxLength: 3 }),
      constraint: fc.option(fc.oneof({ arbitrary: constraintRegExp, weight: 3 }, { arbitrary: hostile, weight: 1 }), {
        nil: undefined,
        freq: 2,
      }),
      middleware: fc.array(hostile, { maxLength: 2 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('redirect' as const),
      segment: fc.oneof(word, hostile),
      target: hostile,
      status: fc.constantFrom(undefined, 301, 302),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('mount' as const),
      app: hostile,
      at: fc.oneof(word, hostile),
      name: fc.option(word, { nil: undefined }),
    }),
    weight: 1,
  },
);

/** A handler whose `name` (what the listings show) is the text given. */
function named(name: string): (req: unknown, res: unknown, next: () => void) => void {
  const handler = (_req: unknown, _res: unknown, next: () => void): void => next();
  Object.defineProperty(handler, 'name', { value: name });
  return handler;
}

/** Each declaration on a line of its own kind (their source column); a name made unique by its index. */
function declare(table: readonly Declaration[]): Router | Error {
  const drawn = new Router();
  try {
    drawn.draw((r) => {
      table.forEach((d, i) => {
        if (d.kind === 'get') {
          const defaults: Record<string, unknown> = {};
          for (const [key, value] of d.defaults)
            Object.defineProperty(defaults, key, { value, enumerable: true, writable: true, configurable: true });
          const options: Record<string, unknown> = { to: `${d.controller}#${d.action}`, defaults };
          if (d.middleware.length > 0) options.middleware = d.middleware.map(named);
          if (d.name !== undefined) options.as = `${d.name}_${i}`;
          if (d.constraint !== undefined) options.constraints = { id: d.constraint };
          r.get(d.constraint === undefined ? d.segment : `${d.segment}/:id`, options as never);
        } else if (d.kind === 'redirect') {
          r.get(d.segment, { to: redirect(d.target, d.status === undefined ? {} : { status: d.status }) });
        } else {
          if (d.name === undefined) r.mount(named(d.app), { at: d.at });
          else r.mount(named(d.app), { at: d.at, as: `${d.name}_${i}` });
        }
      });
    });
    return drawn;
  } catch (error) {
    return error as Error;
  }
}

/**
 * An ArgumentError the declarations explain: one of API.md's (and Rails') texts, about a value
 * the table gave — the one the message names where it names it as given.
 */
function explained(error: Error, table: readonly Declaration[]): boolean {
  const { message } = error;
  const VALID_NAME = /^[_a-z]\w*$/i;
  // An explicit `as` goes through Rails' `normalize_name` (`a/b` → `a_b`) before it is checked.
  const name = /^Invalid route name: '(.*)'$/s.exec(message);
  if (name) return !VALID_NAME.test(name[1] as string) && table.some((d) => d.kind === 'get' && d.name !== undefined);
  return table.some((d) => {
    const path = d.kind === 'mount' ? d.at : d.segment;
    // A declared path with a lone surrogate (which no URL can carry) is refused; so is an unbalanced group.
    if (/^Invalid route path: ".*" is not well-formed Unicode \(a lone surrogate\)$/s.test(message))
      return /\p{Cs}/u.test(path);
    if (/^Invalid route path ".*": Unexpected /s.test(message)) return /[()]/.test(path);
    if (d.kind !== 'get') return false;
    const texts = [
      // `to` is split at its first `#`, as Ruby's `to.split('#')`.
      `'${`${d.controller}#${d.action}`.split('#')[0]}' is not a supported controller name. This can lead to potential routing problems.`,
      'Missing :controller key on routes definition, please check your routes.',
      'Missing :action key on routes definition, please check your routes.',
    ];
    if (d.constraint instanceof RegExp) {
      const shown = String(d.constraint);
      texts.push(
        `Regexp anchor characters are not allowed in routing requirements: ${shown}`,
        `Regexp flags other than i are not allowed in routing requirements: ${shown}`,
      );
      if (/^Routing requirement :id of .* cannot be decided exactly in linear time \(.*\): /s.test(message))
        return message.endsWith(`: ${shown}`);
    }
    return texts.includes(message);
  });
}

/** A fake response that keeps what a handler answered. */
function capture(): { statusCode: number; headers: Record<string, string>; body: string; res: any } {
  const out = { statusCode: 0, headers: {} as Record<string, string>, body: '', res: undefined as any };
  out.res = {
    statusCode: 200,
    headersSent: false,
    setHeader: (name: string, value: string) => (out.headers[name.toLowerCase()] = value),
    end: (body?: string) => {
      out.statusCode = out.res.statusCode;
      out.body = body ?? '';
    },
  };
  return out;
}

function routesPageOf(drawn: Router): string {
  const answer = capture();
  drawn.routesPage()({}, answer.res, () => {
    throw new Error('the routes page passed the request on');
  });
  expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  return answer.body;
}

function errorPageOf(drawn: Router, error: RoutingError, url: string): string {
  const answer = capture();
  drawn.developmentErrors()(error, { url, originalUrl: url, headers: { accept: 'text/html' } }, answer.res, (err) => {
    throw new Error(`the page passed the error on: ${String(err)}`);
  });
  expect([answer.statusCode, answer.headers['content-type']]).toEqual([error.status, 'text/html; charset=utf-8']);
  return answer.body;
}

/** The pages of a benign table of as many routes: the trees the hostile table's pages must have. */
const skeletons = new Map<string, { routes: unknown; error: unknown }>();
function skeleton(size: number, status: number): { routes: unknown; error: unknown } {
  let found = skeletons.get(`${size} ${status}`);
  if (found === undefined) {
    const benign = new Router().draw((r) => {
      for (let i = 0; i < size; i++) r.get(`benign${i}`, { to: 'pages#show' });
    });
    found = {
      routes: shape(document(routesPageOf(benign))),
      error: shape(document(errorPageOf(benign, new RoutingError('benign', status), '/benign'))),
    };
    skeletons.set(`${size} ${status}`, found);
  }
  return found;
}

/**
 * The error the page is given: the router's own 404 for the path, or one an application or
 * another handler made (a `RoutingError` is public), its message any text at all.
 */
const routingError = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  { arbitrary: fc.tuple(hostile, fc.constantFrom(400, 404, 405, 413, 415)), weight: 1 },
);

/** Tables the property always tries: every hostile kind of text in every column, the DSL taking them all. */
const TABLE_EXAMPLES: Array<[Declaration[], string, [string, number] | undefined]> = [
  [
    [
      {
        kind: 'get',
        segment: '</script><script>alert(1)</script>',
        controller: 'pages',
        action: '</td><script>"\u2028',
        name: 'evil',
        defaults: [
          ['</script>"', '<!--\u202e'],
          ['n', { list: ['</title>', '\u0000'] }],
        ],
        constraint: /<\/script>"'/,
        middleware: ['</script>\u0000\r\n"', ''],
      },
      { kind: 'redirect', segment: 'go', target: '/x\r\n<b>\u0000\ud800"</script>', status: 302 },
      { kind: 'mount', app: '<x>\u202e\ud800</script>', at: 'm"<x>', name: 'mm' },
      {
        kind: 'get',
        segment: 'c',
        controller: 'pages',
        action: 'show',
        name: undefined,
        defaults: [],
        constraint: new RegExp('a\u0000\ud800<\\/script>|"'),
        middleware: [],
      },
    ],
    '/"><img/src=x/onerror=alert(1)>',
    undefined,
  ],
  [
    [{ kind: 'redirect', segment: 'a', target: '/b', status: undefined }],
    '/</script>',
    ['</code></p><script>alert(1)</script><!--\u0000\ud800\r\n', 404],
  ],
];

describe('hostile declarations on both pages', () => {
  test('the examples are tables the DSL takes', () => {
    for (const [table] of TABLE_EXAMPLES) expect(declare(table)).toBeInstanceOf(Router);
  });

  test('every cell is the listing’s text, every regexp the route’s, and the tree the page’s own', () => {
    fc.assert(
      fc.property(
        fc.array(declaration, { minLength: 1, maxLength: 5 }),
        hostilePath,
        routingError,
        (table, path, made) => {
          const outcome = declare(table);
          if (outcome instanceof Error) {
            // Refused: an ArgumentError with a documented text, about a value of the table.
            expect(outcome).toBeInstanceOf(ArgumentError);
            if (!explained(outcome, table)) throw new Error(`unexplained: ${outcome.message}`);
            return;
          }
          const rows = listing(outcome);
          const regexps = routeRegExps(outcome);
          expect(rows).toHaveLength(outcome.routes.length);
          const url = messagePath(path);
          const given = made === undefined ? RoutingError.noRoute('GET', url) : new RoutingError(made[0], made[1]);
          const { routes, error } = skeleton(rows.length, given.status);

          const page = document(routesPageOf(outcome));
          expect(shape(page)).toEqual(routes);
          checkTable(page, rows, regexps, [path]);

          const errorPage = document(errorPageOf(outcome, given, path));
          expect(shape(errorPage)).toEqual(error);
          expect(textOf(byId(errorPage, 'message') as Element)).toBe(served(given.message, 'text'));
          checkNearest(errorPage, rows, url);
          checkTable(errorPage, rows, regexps, [path]);
        },
      ),
      { numRuns: 150, examples: TABLE_EXAMPLES },
    );
  });
});
