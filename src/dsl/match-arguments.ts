/**
 * JavaScript has no Symbols in Ruby's sense and no keyword arguments, so the DSL reads its
 * arguments here: a bare word is an action name (Ruby's Symbol), anything else a path; a
 * last plain object is the options; with no path argument, the options' first key that is
 * not an option is the path (Rails' hash form).
 */
import { ArgumentError } from '../errors';
import { isPlainObject } from '../support/own';
import { toArray } from '../support/options';
import { MATCH_OPTIONS, normalizeOptions } from '../definition/vocabulary';
import { withoutFormatGroup } from '../definition/format-group';

const BARE_WORD = /^[\w-]+$/;

export interface PathOrAction {
  /** Set when the argument was a bare word: an action name, as a Ruby Symbol. */
  action?: string;
  /** Set when the argument was a path string. */
  path?: string;
}

export interface MatchArguments {
  target: PathOrAction | undefined;
  options: Record<string, unknown>;
}

export function readPathOrAction(value: string): PathOrAction {
  return BARE_WORD.test(value) ? { action: value } : { path: value };
}

export function parseMatchArguments(args: readonly unknown[]): MatchArguments {
  // Indexed, no copy of `args`: a route table calls this per route, mostly unoptimized.
  const withOptions = isPlainObject(args[args.length - 1]);
  const options = withOptions ? normalizeOptions(args[args.length - 1] as Record<string, unknown>) : {};
  const count = withOptions ? args.length - 1 : args.length;
  for (let i = 0; i < count; i++) {
    const arg = args[i];
    if (typeof arg !== 'string') throw new ArgumentError(`A route path must be a string, got ${typeof arg}`);
  }
  if (count > 1) throw new ArgumentError(`Wrong number of arguments (expect 1, got ${count})`);
  if (count === 1) return { target: readPathOrAction(args[0] as string), options };

  const pathKey = Object.keys(options).find((key) => !MATCH_OPTIONS.has(key) && !(options[key] instanceof RegExp));
  if (pathKey === undefined) {
    if (Object.keys(options).length === 0) return { target: undefined, options };
    throw new ArgumentError('Route path not specified');
  }
  const value = options[pathKey];
  delete options[pathKey];
  if (typeof value === 'symbol') options.action ??= value.description;
  else if (typeof value === 'string') {
    if (value.includes('#')) options.to ??= value;
    else options.controller ??= value;
  } else options.to ??= value;
  // In the hash form the key is always a path string, as a Ruby String key is.
  return { target: { path: pathKey }, options };
}

const VIA_MESSAGE =
  'You should not use the `match` method in your router without specifying an HTTP method.\n' +
  'If you want to expose your action to both GET and POST, add `via: [:get, :post]` option.\n' +
  'If you want to expose your action to GET, use `get` in the router:\n' +
  '  Instead of: match "controller#action"\n' +
  '  Do: get "controller#action"';

/** `get 'photos/search'` → `photos#search` when nothing else names the target. */
export function toFromPath(path: string, to: unknown, action: string | RegExp | undefined): unknown {
  if (to !== undefined || action !== undefined) return to;
  const withoutFormat = withoutFormatGroup(path);
  if (/^\/?[-\w]+\/[-\w/]+$/.test(withoutFormat)) {
    return withoutFormat
      .replace(/^\//, '')
      .replace(/\/([^/]*)$/, '#$1')
      .replace(/-/g, '_');
  }
  return undefined;
}

/** Checked `via` strings: a route table names a handful of verbs thousands of times. */
const checkedVerbs = new Map<string, readonly string[]>();

/** Upper-case verbs; `[]` for `via: 'all'`. The list is shared: never change it. */
export function checkVia(via: unknown): readonly string[] {
  if (typeof via === 'string') {
    let checked = checkedVerbs.get(via);
    if (checked === undefined) {
      checked = Object.freeze(checkViaList(via));
      if (checkedVerbs.size < 64) checkedVerbs.set(via, checked);
    }
    return checked;
  }
  return checkViaList(via);
}

function checkViaList(via: unknown): string[] {
  // As Journey does, an extension method is dasherized and upper-cased: `version_control` →
  // `VERSION-CONTROL` (RFC 3253), `m_search` → `M-SEARCH`.
  const list = toArray(via as string | string[]).map((verb) => String(verb).replace(/_/g, '-').toUpperCase());
  if (list.length === 0) throw new ArgumentError(VIA_MESSAGE);
  if (list.includes('ALL')) return [];
  for (const verb of list) {
    // An HTTP method is a token (RFC 9110 §9.1); anything else could never arrive.
    if (!/^[A-Z0-9!#$%&'*+.^`|~-]+$/.test(verb)) throw new ArgumentError(`Invalid HTTP method: ${verb}`);
  }
  return [...new Set(list)];
}
