/**
 * A seeded generator of nested route declarations, as a small tree of calls that is both
 * printed as a Ruby `routes.draw` body and replayed on a railroute mapper. The tree only
 * holds values that mean the same in both languages under API.md's conventions: a Ruby
 * Symbol is a JS bare-word string, a Ruby String path is a JS path string (it always holds
 * `/` or `:`), regexps, booleans, arrays and hashes.
 */

/** A Ruby Symbol: `:preview` in Ruby, `'preview'` in JS. */
class Sym {
  constructor(readonly name: string) {}
}

/**
 * A Ruby String that is a bare word (`post 'new'`: a path, not an action). JS spells it as
 * the bare word with a `path:` option of the same word (docs/coming-from-rails.md, Differences from Rails).
 */
class Word {
  constructor(readonly word: string) {}
}

/** A Ruby hash with String keys beside Symbol keys (the hash form of `match`). */
class Hash {
  constructor(readonly entries: Array<[key: string | Sym, value: Value]>) {}
}

type Value = Sym | Word | Hash | string | RegExp | boolean | null | Value[] | { [key: string]: Value };

export interface Call {
  method: string;
  args: Value[];
  block?: Call[];
}

// ---- printing -------------------------------------------------------------------------

function ruby(value: Value): string {
  if (value instanceof Word) return ruby(value.word);
  if (value instanceof Sym) return /^[a-z_]\w*$/i.test(value.name) ? `:${value.name}` : `:${ruby(value.name)}`;
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  if (value === null) return 'nil';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(ruby).join(', ')}]`;
  const entries =
    value instanceof Hash ? value.entries : Object.entries(value).map(([k, v]) => [new Sym(k), v] as [Sym, Value]);
  return `{ ${entries.map(([k, v]) => (k instanceof Sym ? `${k.name}: ${ruby(v)}` : `${ruby(k)} => ${ruby(v)}`)).join(', ')} }`;
}

export function toRuby(calls: Call[], indent = ''): string {
  return calls
    .map((call) => {
      const args = call.args.length ? `(${call.args.map(ruby).join(', ')})` : '';
      if (!call.block) return `${indent}${call.method}${args}`;
      return `${indent}${call.method}${args} do\n${toRuby(call.block, `${indent}  `)}\n${indent}end`;
    })
    .join('\n');
}

// ---- replaying on railroute ------------------------------------------------------------

function js(value: Value): unknown {
  if (value instanceof Sym) return value.name;
  if (value instanceof Word) return value.word;
  if (value instanceof RegExp || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(js);
  const entries = value instanceof Hash ? value.entries : Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) out[k instanceof Sym ? k.name : k] = js(v);
  return out;
}

export function replay(mapper: any, calls: Call[]): void {
  for (const call of calls) {
    const args = call.args.map(js);
    const word = call.args[0];
    if (word instanceof Word) {
      if (args.length === 1) args.push({});
      (args[1] as Record<string, unknown>).path = word.word;
    }
    const block = call.block;
    if (block) args.push((m: any) => replay(m, block));
    mapper[call.method](...args);
  }
}

// ---- generating -------------------------------------------------------------------------

/** mulberry32: small, fast, and the same sequence for a seed on every machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLURALS = ['photos', 'comments', 'posts', 'tags', 'users', 'articles', 'people', 'categories'];
const SINGULARS = ['profile', 'account', 'avatar', 'session'];
const ACTIONS = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'];
const SINGULAR_ACTIONS = ['create', 'new', 'edit', 'show', 'update', 'destroy'];
const EXTRA_ACTIONS = ['preview', 'search', 'publish', 'archive', 'stats', 'export-all'];
/**
 * Segment constraints, the plain ones and those that decide where their parameter or the
 * format begins: lookahead past the segment (lobsters' domain route), lookbehind, classes
 * and alternations that admit `.`, an anchor inside an alternation. Their sources are
 * written into Ruby `/.../` literals, where a slash inside a class must stay escaped: those
 * two are built from text that keeps the escape.
 */
const CONSTRAINTS = [
  /\d+/,
  /[a-z]+/,
  /[A-Z]\d+/,
  new RegExp(String.raw`([^\/]+?)(?=\.json|\.rss|$|\/)`),
  /[a-z.]+/,
  /\d+(?:\.\d+)?/,
  /(?!new)\w+/,
  new RegExp(String.raw`[^\/]+(?<!\.cd)`),
  /ab|ab\.cd/,
  /x-y$|\d+/,
];

class Gen {
  private readonly next: () => number;
  private counter = 0;
  /** Parameter and resource names of the enclosing scopes, each with its count. */
  private readonly used = new Map<string, number>();
  readonly concerns: string[] = [];

  constructor(seed: number) {
    this.next = rng(seed);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  subset<T>(list: readonly T[]): T[] {
    return list.filter(() => this.chance(0.5));
  }
  /**
   * False for a name an enclosing scope already uses, except now and then: a parameter name
   * repeated by nesting (`/tags/:tag_id/tags/:tag_id/tags/:id`) is generated on purpose.
   */
  fresh(name: string): boolean {
    return !this.used.has(name) || this.chance(0.2);
  }
  /** `block()` with `names` counted as used by an enclosing scope. */
  private within<T>(names: Array<string | null | undefined>, block: () => T): T {
    const list = names.filter((name): name is string => !!name);
    for (const name of list) this.used.set(name, (this.used.get(name) ?? 0) + 1);
    try {
      return block();
    } finally {
      for (const name of list) {
        const count = (this.used.get(name) ?? 1) - 1;
        if (count === 0) this.used.delete(name);
        else this.used.set(name, count);
      }
    }
  }
  /** A name unlikely to collide, for `as:` options. */
  unique(base: string): string {
    this.counter += 1;
    return `${base}${this.counter}`;
  }

  program(): Call[] {
    const calls: Call[] = [];
    if (this.chance(0.4)) {
      this.concerns.push('commentable');
      calls.push({
        method: 'concern',
        args: [new Sym('commentable')],
        block: [{ method: 'resources', args: [new Sym('comments'), { only: [new Sym('index'), new Sym('create')] }] }],
      });
    }
    if (this.chance(0.3)) {
      this.concerns.push('pageable');
      calls.push({
        method: 'concern',
        args: [new Sym('pageable')],
        block: [{ method: 'get', args: [new Sym('page'), { on: new Sym('collection') }] }],
      });
    }
    if (this.chance(0.15)) calls.push({ method: 'resources_path_names', args: [{ new: 'nuevo', edit: 'editar' }] });
    const count = 2 + this.int(4);
    for (let i = 0; i < count; i++) calls.push(this.topLevel(0));
    return calls;
  }

  private topLevel(depth: number): Call {
    const roll = this.int(depth >= 2 ? 5 : 14);
    switch (roll) {
      case 0:
      case 1:
      case 2:
        return this.resources(depth);
      case 3:
        return this.singular(depth);
      case 4:
        return this.plainRoute();
      case 5: {
        const args: Value[] = [new Sym(this.pick(['admin', 'api', 'v2']))];
        const roll = this.int(6);
        if (roll === 0) args.push({ path: 'backend' });
        else if (roll === 1) args.push({ module: 'legacy', as: new Sym('old') });
        else if (roll === 2) args.push({ shallow_path: 'sp', shallow_prefix: new Sym('spx') });
        return { method: 'namespace', args, block: this.children(depth) };
      }
      case 6:
        return this.scope(depth);
      case 7:
        return { method: 'shallow', args: [], block: [this.resources(depth + 1, true)] };
      case 8:
        return {
          method: 'controller',
          args: [new Sym(this.pick(['pages', 'sessions']))],
          block: [
            { method: 'get', args: [new Sym(this.pick(['about', 'help', 'terms']))] },
            { method: 'get', args: ['help/:topic', { action: new Sym('help'), as: new Sym(this.unique('help')) }] },
          ],
        };
      case 9:
        return {
          method: 'constraints',
          args: [this.chance(0.7) ? { id: this.pick(CONSTRAINTS) } : { subdomain: this.pick(['api', 'www', '']) }],
          block: [this.resources(depth + 1)],
        };
      case 10:
        return { method: 'defaults', args: [{ format: 'json' }], block: [this.resources(depth + 1)] };
      case 11:
        return this.chance(0.5)
          ? { method: 'root', args: [{ to: 'pages#home' }] }
          : { method: 'root', args: ['pages#home', { as: new Sym(this.unique('home')) }] };
      default:
        return this.plainRoute();
    }
  }

  private children(depth: number): Call[] {
    const count = 1 + this.int(2);
    const out: Call[] = [];
    for (let i = 0; i < count; i++) out.push(this.topLevel(depth + 1));
    return out;
  }

  private scope(depth: number): Call {
    const args: Value[] = [];
    const paramOf = (p: string | null): string => p?.replace(/.*:/, '').replace(/\W/g, '') ?? '';
    const path = this.pick([null, 'v1', ':locale', '(:locale)', 'shop/:shop_id'].filter((p) => this.fresh(paramOf(p))));
    if (path !== null) args.push(path);
    const options: Record<string, Value> = {};
    // A route default of the scope's parameter: generation starts from it.
    if (path?.includes(':locale') && this.chance(0.5)) options.defaults = { locale: 'en' };
    if (this.chance(0.4)) options.module = this.pick(['admin', 'store']);
    if (this.chance(0.4)) options.as = new Sym(this.pick(['admin', 'store', 'scoped']));
    if (path === ':locale' && this.chance(0.5)) options.constraints = { locale: /en|fr/ };
    if (path === null && Object.keys(options).length === 0) options.module = 'store';
    if (this.chance(0.2)) options.format = false;
    if (this.chance(0.2)) options.only = [new Sym('index'), new Sym('show')];
    if (this.chance(0.15)) options.shallow_path = 'deep';
    if (this.chance(0.15)) options.shallow_prefix = new Sym('deep');
    if (this.chance(0.1)) options.path = 'account/:account_id';
    if (this.chance(0.1)) options.controller = 'scoped';
    if (Object.keys(options).length) args.push(options);
    const block = this.within([path && paramOf(path), options.path ? 'account_id' : null], () => this.children(depth));
    return { method: 'scope', args, block };
  }

  private plainRoute(): Call {
    const verb = this.pick(['get', 'post', 'patch', 'delete', 'match']);
    const options: Record<string, Value> = {};
    if (verb === 'match') options.via = this.chance(0.3) ? new Sym('all') : [new Sym('get'), new Sym('post')];
    switch (this.int(12)) {
      case 6:
        return {
          method: 'match',
          args: [
            'dav/:id',
            {
              to: 'dav#propfind',
              via: this.pick([
                new Sym('propfind'),
                [new Sym('version_control'), new Sym('get')],
                'version-control',
                [new Sym('mkcol')],
              ]),
            },
          ],
        };
      case 7:
        return {
          method: verb,
          args: [
            'projects/:id/repository',
            { ...options, to: 'repositories#show', path: null, as: this.pick([null, new Sym(this.unique('repo'))]) },
          ],
        };
      case 8:
        return {
          method: verb,
          args: [
            'feeds/:id',
            {
              ...options,
              to: 'feeds#show',
              ...this.pick<Record<string, Value>>([
                { format: 'json' },
                { defaults: { format: 'atom' } },
                { format: /json|xml/ },
                { format: false, constraints: { format: this.pick([/html/, /xml/]) } },
              ]),
            },
          ],
        };
      case 9:
        return { method: verb, args: [new Word(this.pick(['status', 'about'])), { ...options, to: 'pages#show' }] };
      case 10:
        return {
          method: verb,
          args: [
            new Hash([
              ['photos/:id/tag', 'photos#tag'],
              [new Sym('as'), new Sym(this.unique('tag'))],
              ...Object.entries(options).map(([k, v]) => [new Sym(k), v] as [Sym, Value]),
            ]),
          ],
        };
      case 0:
        return { method: verb, args: ['photos/:id/download', { ...options, to: 'photos#download' }] };
      case 1:
        return {
          method: verb,
          args: [
            new Hash([
              ['search/:query', 'search#show'],
              ...Object.entries(options).map(([k, v]) => [new Sym(k), v] as [Sym, Value]),
            ]),
          ],
        };
      case 2:
        return {
          method: verb,
          args: [new Sym('exit'), { ...options, to: 'sessions#destroy', as: new Sym(this.unique('logout')) }],
        };
      case 3:
        return {
          method: verb,
          args: ['files/*path', { ...options, to: 'files#show', ...(this.chance(0.5) ? { format: false } : {}) }],
        };
      case 4:
        return {
          method: verb,
          args: [
            'posts/:year(/:month)',
            {
              ...options,
              to: 'posts#archive',
              year: /\d{4}/,
              ...(this.chance(0.5) ? { defaults: { month: '01' } } : {}),
            },
          ],
        };
      case 11: {
        // Optional groups (nested, side by side, before the path, with a constraint) and globs
        // with segments after them.
        const [groups, more] = this.pick<[string, Record<string, Value>]>([
          ['gallery(/:year(/:month))', { to: 'gallery#index' }],
          ['browse(/:shelf)(/:page)', { to: 'browse#index' }],
          ['(:lang)/help', { to: 'help#show', lang: /en|fr/ }],
          ['tags(/:tag)/list', { to: 'tags#list', format: false }],
          ['wiki/*page/edit', { to: 'wiki#edit' }],
          ['(:locale)/docs/*path/:name', { to: 'docs#show', name: /[a-z]+/ }],
          // A real app's: the group repeats a later parameter's name.
          ['(/locale/:locale)/locale/:locale', { to: 'locales#show' }],
        ]);
        return { method: verb, args: [groups, { ...options, ...more }] };
      }
      default:
        return {
          method: verb,
          args: [
            'reports/:id',
            {
              ...options,
              controller: 'reports',
              action: new Sym('show'),
              ...(this.chance(0.5) ? { format: true } : { constraints: { id: this.pick(CONSTRAINTS) } }),
            },
          ],
        };
    }
  }

  private resourceOptions(singular: boolean): Record<string, Value> {
    const options: Record<string, Value> = {};
    const actions = singular ? SINGULAR_ACTIONS : ACTIONS;
    if (this.chance(0.25)) options.only = this.subset(actions).map((a) => new Sym(a));
    else if (this.chance(0.15)) options.except = this.subset(actions).map((a) => new Sym(a));
    if (!singular && this.chance(0.15)) options.param = new Sym(this.pick(['slug', 'name']));
    if (this.chance(0.1)) options.path = this.pick(['fotos', 'items']);
    if (this.chance(0.1)) options.as = new Sym(this.unique('pics'));
    if (this.chance(0.1)) options.controller = this.pick(['images', 'store/items']);
    if (this.chance(0.1)) options.module = 'admin';
    if (this.chance(0.1)) options.path_names = { new: 'nuevo', edit: 'editar' };
    if (!singular && this.chance(0.15)) options.constraints = { id: this.pick(CONSTRAINTS) };
    if (this.chance(0.1)) options.format = this.pick([false, true]);
    if (this.chance(0.1)) options.defaults = { locale: 'en' };
    if (!singular && this.chance(0.15)) options.shallow = true;
    if (this.concerns.length && this.chance(0.3)) options.concerns = [new Sym(this.pick(this.concerns))];
    return options;
  }

  private resources(depth: number, plainOnly = false, named?: string): Call {
    const name = named ?? this.pick(PLURALS.filter((n) => this.fresh(n)));
    const options = plainOnly ? {} : this.resourceOptions(false);
    const args: Value[] = [new Sym(name)];
    if (Object.keys(options).length) args.push(options);
    const call: Call = { method: 'resources', args };
    if (depth < 2 && this.chance(0.1)) {
      // The same resources nested twice more: `/tags/:tag_id/tags/:tag_id/tags/:id`.
      call.block = [
        this.within([name], () => ({
          method: 'resources',
          args: [new Sym(name)],
          block: [this.resources(depth + 2, false, name)],
        })),
      ];
    } else if (depth < 3 && this.chance(0.6)) {
      call.block = this.within([name], () => this.resourceChildren(depth, false));
    }
    return call;
  }

  private singular(depth: number): Call {
    const options = this.resourceOptions(true);
    const name = this.pick(SINGULARS.filter((n) => !this.used.has(n)));
    const args: Value[] = [new Sym(name)];
    if (Object.keys(options).length) args.push(options);
    const call: Call = { method: 'resource', args };
    if (depth < 3 && this.chance(0.5)) {
      call.block = this.within([name], () => this.resourceChildren(depth, true));
    }
    return call;
  }

  private resourceChildren(depth: number, singular: boolean): Call[] {
    const out: Call[] = [];
    const count = 1 + this.int(3);
    for (let i = 0; i < count; i++) {
      switch (this.int(14)) {
        case 10:
          out.push({ method: 'namespace', args: [new Sym('manage')], block: [this.resources(depth + 1)] });
          break;
        case 11:
          out.push({
            method: 'member',
            args: [],
            block: [
              {
                method: 'get',
                args: [new Sym('download'), { to: `${this.pick(PLURALS)}#fetch`, as: new Sym(this.unique('dl')) }],
              },
            ],
          });
          break;
        case 12:
          out.push({
            method: 'match',
            args: [
              new Hash([
                ['bulk/:kind', 'bulk#run'],
                [new Sym('via'), [new Sym('put'), new Sym('patch')]],
                [new Sym('on'), new Sym(singular ? 'member' : 'collection')],
              ]),
            ],
          });
          break;
        case 13:
          out.push({
            method: 'scope',
            args: [{ path_names: { new: 'crear', edit: 'cambiar' }, as: new Sym('es') }],
            block: [singular ? this.resources(depth + 1) : this.singular(depth + 1)],
          });
          break;
        case 0:
          out.push({
            method: 'member',
            args: [],
            block: [{ method: this.pick(['get', 'post', 'patch']), args: [new Sym(this.pick(EXTRA_ACTIONS))] }],
          });
          break;
        case 1:
          if (!singular)
            out.push({
              method: 'collection',
              args: [],
              block: [{ method: 'get', args: [new Sym(this.pick(EXTRA_ACTIONS))] }],
            });
          break;
        case 2:
          out.push({ method: 'new', args: [], block: [{ method: 'post', args: [new Sym(this.pick(EXTRA_ACTIONS))] }] });
          break;
        case 3:
        case 4:
          out.push(this.resources(depth + 1));
          break;
        case 5:
          out.push(this.singular(depth + 1));
          break;
        case 6:
          out.push({
            method: 'get',
            args: [
              new Sym(this.pick(EXTRA_ACTIONS)),
              { on: new Sym(this.pick(singular ? ['member', 'new'] : ['member', 'collection', 'new'])) },
            ],
          });
          break;
        case 7:
          out.push({ method: 'get', args: ['extra/:slug', { to: `${this.pick(PLURALS)}#extra` }] });
          break;
        case 8: {
          // A Ruby String bare word: a path segment, even for a canonical action.
          const word = new Word(this.pick(['new', 'edit', 'index', 'show', 'search', 'export-all']));
          const level = this.pick(singular ? ['member', 'new', 'nested'] : ['member', 'collection', 'new', 'nested']);
          const route: Call = {
            method: this.pick(['get', 'post']),
            args: this.chance(0.3) ? [word, { as: new Sym(this.unique('word')) }] : [word],
          };
          out.push(level === 'nested' ? route : { method: level, args: [], block: [route] });
          break;
        }
        default:
          if (this.concerns.length) out.push({ method: 'concerns', args: [new Sym(this.pick(this.concerns))] });
          else out.push({ method: 'post', args: [new Sym(this.pick(EXTRA_ACTIONS))] });
      }
    }
    return out;
  }
}

/** The declarations for one seed. */
export function generate(seed: number): Call[] {
  return new Gen(seed).program();
}
