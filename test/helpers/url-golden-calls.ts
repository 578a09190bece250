/**
 * The sources and calls of the URL golden test (url-golden.test.ts): route tables (the
 * example apps' routers, the importer's output of the Rails corpus, a table reaching every
 * helper rule), and per helper a fixed, systematic set of calls (positional and hash
 * arguments, format, anchor, query, origin options, optional groups present and absent,
 * hostile values, records), each answer or error recorded as text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importRoutes, Router } from '../../src';
import { engineOf, mountedEngine, type Engine } from '../../src/definition/engine';
import type { Route } from '../../src/definition/route';
import { camelize } from '../../src/support/inflection';
import { corpusFiles, drawImported, toCommonJs } from '../import/support';
import { EXTRAS } from '../client/tables';
import { helperPaths, memberAt, type Helpers } from '../client/helper-paths';

/** The most frequent error, written once in the file (url-golden.test.ts checks its text) and shortened in answers. */
export const MISSING_HOST =
  'Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true';

/** One answer as text: the URL, or `!Name: message [routeName]`. */
function answer(call: () => unknown): string {
  try {
    const value = call();
    return typeof value === 'string' ? value : `=${JSON.stringify(value)}`;
  } catch (error) {
    const e = error as Error & { routeName?: string };
    const message = e.message === MISSING_HOST ? '<missing host>' : e.message;
    return `!${e.name}: ${message}${e.routeName === undefined ? '' : ` [${e.routeName}]`}`;
  }
}

const HOSTILE = 'a b/c?d#e%25&=+é;,:@日😀\'"<>\\';

class Model {
  constructor(private readonly param: string) {}
  toParam(): string {
    return this.param;
  }
}

/** The route a helper path names, with the parameter names of the mounts it goes through. */
interface HelperRoute {
  route: Route;
  mountNames: string[];
}

/** The route behind `['docs', 'inner', 'file_url']`, found through the mounts' engines. */
function routeOf(router: Router, helperPath: readonly string[]): HelperRoute | undefined {
  let engine: Engine | undefined = engineOf(router);
  const mountNames: string[] = [];
  for (const mount of helperPath.slice(0, -1)) {
    const route = engine?.routes().find((r) => r.name === mount && mountedEngine(r));
    if (!route) return undefined;
    mountNames.push(...route.pattern.names);
    engine = mountedEngine(route);
  }
  const helper = helperPath[helperPath.length - 1] as string;
  const routes = [...(engine?.routes() ?? [])].reverse();
  const route = routes.find(
    (r) =>
      r.name !== undefined &&
      [`${r.name}_path`, `${r.name}_url`, camelize(`${r.name}_path`), camelize(`${r.name}_url`)].includes(helper),
  );
  return route ? { route, mountNames } : undefined;
}

type Args = unknown[];

/** Every call for a route with these parameters, by label; fresh objects each time. */
function callsFor({ route, mountNames }: HelperRoute, full: boolean): Array<[string, () => Args]> {
  const names = [...route.pattern.nameSet];
  const required = new Set(route.pattern.required);
  const optional = names.filter((name) => !required.has(name));
  const mounts = Object.fromEntries(mountNames.map((name) => [name, 'en']));
  const values = (value: (name: string, i: number) => unknown): Record<string, unknown> =>
    Object.fromEntries(names.map((name, i) => [name, value(name, i)]));
  const hash = (): Record<string, unknown> => ({ ...mounts, ...values((_n, i) => `v${i}`) });
  const positional = (): Args => names.map((_n, i) => `p${i}`);
  const calls: Array<[string, () => Args]> = [
    ['none', () => []],
    ['positional', positional],
    ['hash', () => [hash()]],
  ];
  if (!full) return calls;
  const withHash = (label: string, extra: () => Record<string, unknown>): void => {
    calls.push([label, () => [{ ...hash(), ...extra() }]]);
  };
  calls.push(
    ['positional-less', () => positional().slice(1)],
    ['positional-more', () => [...positional(), 'extra']],
    ['positional-hostile', () => names.map(() => HOSTILE)],
    ['positional-numbers', () => names.map((_n, i) => i * 7 - 1)],
    ['positional-records', () => names.map((_n, i) => ({ id: i + 10, title: 't' }))],
    ['positional-models', () => names.map((_n, i) => new Model(`m ${i}/x`))],
    ['positional-arrays', () => names.map((_n, i) => [`a${i}`, 'b c', 3])],
    ['positional-nulls', () => names.map(() => null)],
    ['positional-with-options', () => [...positional(), { ...mounts, format: 'xml', anchor: 'a' }]],
    ['hash-hostile', () => [{ ...mounts, ...values(() => HOSTILE) }]],
    ['hash-required-only', () => [{ ...mounts, ...values((_n, i) => `v${i}`) }].map(onlyRequired(required))],
    ['hash-optional-blank', () => [{ ...hash(), ...Object.fromEntries(optional.map((name) => [name, ''])) }]],
    ['hash-optional-null', () => [{ ...hash(), ...Object.fromEntries(optional.map((name) => [name, null])) }]],
    ['hash-empty-values', () => [{ ...mounts, ...values(() => '') }]],
    ['hash-constraint-breaking', () => [{ ...mounts, ...values(() => 'NOT ok!') }]],
  );
  for (const name of optional) calls.push([`hash-without-${name}`, () => [withoutKey(hash(), name)]]);
  withHash('format', () => ({ format: 'json' }));
  withHash('format-hostile', () => ({ format: 'a/b c' }));
  withHash('anchor', () => ({ anchor: 'sec tion/?#%' }));
  withHash('anchor-false', () => ({ anchor: false }));
  withHash('anchor-record', () => ({ anchor: new Model('m#1') }));
  withHash('query', () => ({
    q: 'a b&c=d',
    tags: ['x', 'y z'],
    filter: { a: '1', b: { c: 'd' }, e: [] },
    empty: [],
    nothing: null,
    é: '✓',
  }));
  withHash('query-proto', () => JSON.parse('{"__proto__": {"x": 1}, "constructor": "c"}') as Record<string, unknown>);
  withHash('params', () => ({ params: { page: 2, sort: ['a', 'b'] } }));
  withHash('trailing-slash', () => ({ trailing_slash: true }));
  withHash('script-name', () => ({ script_name: '/app/' }));
  withHash('camel-options', () => ({ scriptName: '/x y', trailingSlash: true, onlyPath: true }));
  withHash('host', () => ({ host: 'example.com' }));
  withHash('host-full', () => ({ host: 'https://ex.org:8080' }));
  withHash('host-protocol-port', () => ({ host: 'example.com', protocol: 'https', port: 8443 }));
  withHash('host-standard-port', () => ({ host: 'example.com', protocol: 'https:', port: 443 }));
  withHash('protocol-relative', () => ({ host: 'cdn.example.com', protocol: '//' }));
  withHash('protocol-false', () => ({ host: 'cdn.example.com', protocol: false }));
  withHash('subdomain', () => ({ host: 'www.example.com', subdomain: 'api' }));
  withHash('domain', () => ({ host: 'www.example.com', domain: 'example.org', subdomain: false }));
  withHash('ip-host', () => ({ host: '[::1]:3000', subdomain: 'x' }));
  withHash('only-path', () => ({ host: 'example.com', only_path: true }));
  withHash('userinfo', () => ({ host: 'user:pw@evil.example' }));
  withHash('bad-protocol', () => ({ host: 'example.com', protocol: 'javascript:alert(1)//' }));
  withHash('bad-port', () => ({ host: 'example.com', port: '99999' }));
  withHash('use-route', () => ({ use_route: 'nothing' }));
  withHash('controller-action', () => ({ controller: 'other', action: 'x' }));
  return calls;
}

function onlyRequired(required: ReadonlySet<string>) {
  return (options: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(options).filter(([key]) => required.has(key) || key === 'locale'));
}

function withoutKey(options: Record<string, unknown>, key: string): Record<string, unknown> {
  const out = { ...options };
  delete out[key];
  return out;
}

/** Every helper path's answers: the full call set on snake_case names, a few on camelCase spellings. */
export function answersOf(router: Router, helpers: Helpers): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const helperPath of helperPaths(helpers)) {
    const found = routeOf(router, helperPath);
    const key = helperPath.join('.');
    if (!found) {
      out[key] = { none: answer(() => memberAt(helpers, helperPath)()) };
      continue;
    }
    const name = helperPath[helperPath.length - 1] as string;
    const calls = callsFor(found, /_(path|url)$/.test(name));
    const answers: Record<string, string> = {};
    for (const [label, args] of calls) answers[label] = answer(() => memberAt(helpers, helperPath)(...args()));
    out[key] = answers;
  }
  return out;
}

/** `url_for` for each controller route, by controller, action and its parameters, path and URL. */
export function urlForAnswers(router: Router, helpers: Helpers): Record<string, string> {
  const out: Record<string, string> = {};
  const urlFor = helpers.url_for as (options: unknown) => string;
  for (const route of engineOf(router)?.routes() ?? []) {
    if (route.controller === undefined || route.action === undefined) continue;
    const params = Object.fromEntries([...route.pattern.nameSet].map((name, i) => [name, `u${i}`]));
    const base = { controller: route.controller, action: route.action };
    const key = `${route.verb} ${route.path}`;
    out[`${key} bare`] ??= answer(() => urlFor(base));
    out[`${key} params`] ??= answer(() => urlFor({ ...base, ...params, extra: 'e f' }));
    out[`${key} host`] ??= answer(() => urlFor({ ...base, ...params, host: 'h.example', anchor: 'x' }));
    if (route.name !== undefined)
      out[`${key} use_route`] ??= answer(() => urlFor({ use_route: route.name, ...params, only_path: false }));
  }
  return out;
}

/** The recall a helper object inside a request gets: every parameter name of the table, and a controller and action. */
export function recallOf(router: Router): Record<string, unknown> {
  const recall: Record<string, unknown> = { controller: 'posts', action: 'show' };
  for (const route of engineOf(router)?.routes() ?? [])
    for (const name of route.pattern.names) recall[name] ??= `r-${name}`;
  return recall;
}

/** The corpus of the importer's tests, imported and drawn, one router per file. */
export function corpusRouters(): Array<[string, Router]> {
  const corpus = path.join(__dirname, '../import/corpus');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-golden-'));
  try {
    for (const file of corpusFiles(path.join(corpus, 'routes'))) {
      const { code } = importRoutes(fs.readFileSync(file, 'utf8'));
      fs.writeFileSync(path.join(out, `${path.basename(file, '.rb')}.js`), toCommonJs(code));
    }
    return corpusFiles(corpus).map((file) => {
      const router = drawImported(importRoutes(fs.readFileSync(file, 'utf8')).code, out);
      // Drawn now, while the imported files are there.
      void router.routes;
      return [`corpus/${path.basename(file)}`, router];
    });
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** Every extra of the client tests' tables, with engines, with and without defaultUrlOptions. */
export function rulesRouter(defaultUrlOptions: Record<string, unknown>): Router {
  const engine = (name: string, nested?: Router, defaults: Record<string, unknown> = {}): Router =>
    new Router({ name, defaultUrlOptions: defaults }).draw((r) => {
      r.root(`${name}/pages#index`);
      r.resources('articles', { only: ['index', 'show'] });
      r.get('files/*path', { to: 'files#show', as: 'file' });
      if (nested) r.mount(nested, { at: 'inner/:shelf', as: 'inner' });
    });
  return new Router({ defaultUrlOptions }).draw((r) => {
    for (const extra of EXTRAS) extra(r);
    r.mount(engine('blog'), { at: 'blog' });
    r.mount(engine('docs', engine('shelf', undefined, { protocol: 'https', port: 8443 }), { shelf: 'top' }), {
      at: ':locale/docs',
      as: 'docs',
      constraints: { locale: /[a-z]{2}/ },
    });
  });
}
