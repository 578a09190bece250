/**
 * The words of Rails' routing DSL that several layers read: the HTTP verbs a route answers,
 * the verbs a form's `_method` may turn a POST into, the DSL's verb methods, the options
 * `match` reads itself and how an option key is spelled. The DSL, the importer (which reads
 * Ruby with the same words), the matcher and the middleware all read them from here, so a new
 * verb or option is added once. URL-helper options are the helpers' (helpers/url-options.ts).
 */

/** The verbs a route may name, in the order the trie numbers them; an any-verb route answers all of them in `Allow`. */
export const HTTP_VERBS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The verbs a POST may become through `_method` or `X-HTTP-Method-Override` (Rack's MethodOverride). */
export const OVERRIDE_VERBS: readonly string[] = ['PUT', 'PATCH', 'DELETE'];

/** The DSL methods that declare one route for one verb (`match` takes `via:`). */
export const VERB_METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete', 'options'];

/** Keys `match` consumes itself; what is left over becomes defaults and constraints. */
export const MATCH_KEYS: readonly string[] = [
  'as',
  'via',
  'to',
  'controller',
  'action',
  'on',
  'defaults',
  'constraints',
  'anchor',
  'format',
  'path',
  'internal',
  'middleware',
];

/**
 * Every key `match` reads as an option (its own and the scope's a resource or namespace
 * passes on); any other key is a path (hash form), a default or a constraint.
 */
export const MATCH_OPTIONS: ReadonlySet<string> = new Set([
  ...MATCH_KEYS,
  'module',
  'path_names',
  'shallow',
  'shallow_path',
  'shallow_prefix',
  'only',
  'except',
  'param',
  'concerns',
  'at',
]);

/**
 * Every key read as an option rather than as an extra default or constraint: `match`'s, the
 * Rails 2.3 map form's, a redirect's `status`, and the URL options a route declaration may carry.
 */
const OPTION_KEYS: ReadonlySet<string> = new Set([
  ...MATCH_OPTIONS,
  'has_many',
  'has_one',
  'path_prefix',
  'name_prefix',
  'requirements',
  'conditions',
  'collection',
  'member',
  'new',
  'singular',
  'plural',
  'status',
  'use_route',
  'only_path',
]);

const camelToSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Each key as `normalizeOptions` spells it, remembered: a route table gives the same few
 * keys (`to`, `via`, `format`) thousands of times, and a replace per key was ~10% of a fresh
 * 10,000-route draw of `match` calls. Bounded, as the keys are the application's.
 */
const spelled = new Map<string, string>();

function optionKey(key: string): string {
  let out = spelled.get(key);
  if (out === undefined) {
    const snake = camelToSnake(key);
    out = OPTION_KEYS.has(snake) ? snake : key;
    if (spelled.size < 1024) spelled.set(key, out);
  }
  return out;
}

/**
 * Option keys are spelled as in Rails (snake_case); the camelCase spelling of each is the
 * same option. Everything the DSL receives is normalized here once, to snake_case; a key that
 * is no option (a default, a constraint) keeps its spelling.
 */
export function normalizeOptions<T extends Record<string, unknown>>(options: T | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!options) return out;
  // `for...in` (own keys only): no array of keys, nor a `for...of` step object, per call.
  for (const key in options) if (Object.prototype.hasOwnProperty.call(options, key)) out[optionKey(key)] = options[key];
  return out;
}
