/**
 * The verb calls (`get`, `post`, ..., `match`) as railroute calls: one call per path, a Ruby
 * String path that is a bare word spelled with `path:`, and the hash form (`get 'a' => 'b#c'`)
 * kept as a hash or, when its path reads as an option key, written as a path with `to:`.
 */
import { MATCH_OPTIONS, normalizeOptions } from '../definition/vocabulary';
import { optionsArg, withDefaults } from './call-options';
import type { DslCall } from './dsl-calls';
import { isKind, kind, type AssocNode, type RubyNode } from './ruby-nodes';
import { Untranslatable } from './untranslatable';
import { describe, hashToJs, jsString, literalText, toJs, type ValueContext } from './values';

/** A hash pair whose key is a String (`'path' => ...`). */
const isStringKeyed = (pair: RubyNode): pair is AssocNode =>
  isKind(pair, 'AssocNode') && isKind(pair.key, 'StringNode');

/** A Ruby String path that JS would read as a Symbol (API.md conventions). */
const BARE_WORD = /^[A-Za-z0-9_-]+$/;

/**
 * `get :preview`, `get 'photos/search', to: ...`, `get 'a' => 'b#c', as: ...`, several paths.
 * A Ruby String that is a bare word is a path, which JS spells `('new', { path: 'new' })`.
 */
export function matchCalls(
  name: string,
  positional: RubyNode[],
  options: RubyNode | undefined,
  context: ValueContext,
): DslCall[] {
  // The hash's elements, `**splats` included (`hashToJs` refuses those).
  const pairs = isKind(options, 'HashNode', 'KeywordHashNode') ? options.elements : [];
  if (positional.length === 0) {
    // The hash form: a String key is the path, and a Symbol value there names an action.
    if (!isKind(options, 'HashNode', 'KeywordHashNode')) throw new Untranslatable(`${name} without a path`);
    const pathPair = pairs.find(isStringKeyed);
    const pathKey = literalText(pathPair?.key);
    if (pathPair && pathKey !== undefined && OPTION_KEYS.has(readAs(pathKey)))
      return hashFormAsPath(name, pathPair, pairs, context);
    const valueOf = (value: RubyNode, ctx: ValueContext): string => {
      const pathKey = pairs.find((pair) => isStringKeyed(pair) && pair.value === value);
      return pathKey && kind(value) === 'SymbolNode'
        ? `Symbol.for(${jsString(literalText(value) as string)})`
        : toJs(value, ctx);
    };
    // Other keys that are defaults go under `defaults:`, as in the other forms (the hash form's types refuse them).
    const others = pairs.filter((pair) => pair !== pathPair);
    const { kept, defaults } = withDefaults(others, context, [pathKey ?? '']);
    const hash = hashToJs(pathPair ? [pathPair, ...kept] : kept, context, valueOf);
    if (defaults === undefined) return [{ method: name, args: [hash] }];
    return [
      {
        method: name,
        args: [hash === '{}' ? `{ defaults: ${defaults} }` : `${hash.slice(0, -2)}, defaults: ${defaults} }`],
      },
    ];
  }
  const hasPathOption = pairs.some((pair) => isKind(pair, 'AssocNode') && literalText(pair.key) === 'path');
  return positional.map((arg) => {
    const path = literalText(arg);
    if (path === undefined) throw new Untranslatable(`the path ${describe(arg)}`);
    const stringPath = kind(arg) === 'StringNode' && BARE_WORD.test(path) && !hasPathOption;
    const optionText = optionsArg(options, context, [arg])[0];
    const extra = stringPath ? `path: ${jsString(path)}` : undefined;
    let merged = optionText;
    if (extra && optionText?.startsWith('{ ')) merged = `{ ${extra}, ${optionText.slice(2)}`;
    else if (extra && optionText && optionText !== '{}') merged = `{ ${extra}, ...${optionText} }`;
    else if (extra) merged = `{ ${extra} }`;
    return { method: name, args: merged ? [jsString(path), merged] : [jsString(path)] };
  });
}

/**
 * Keys railroute's hash form reads as options, at run time or in its types (`MatchOptions`
 * gives the request constraints a type: `{ protocol: redirect(...) }` would not type-check),
 * so a path spelled like one must move out.
 */
const OPTION_KEYS = new Set([...MATCH_OPTIONS, 'host', 'subdomain', 'domain', 'protocol', 'port']);
/** The key as railroute reads an options object (`pathNames` is `path_names`). */
const readAs = (key: string): string => Object.keys(normalizeOptions({ [key]: true }))[0] as string;

/**
 * `get 'path' => 'pages#path'`: written as `get 'path', to: 'pages#path'`, which Rails reads
 * the same way (a Symbol value is the action, a String with `#` the target, another String
 * the controller).
 */
function hashFormAsPath(name: string, pathPair: AssocNode, pairs: RubyNode[], context: ValueContext): DslCall[] {
  const value = pathPair.value;
  const text = literalText(value);
  let key = 'to';
  if (kind(value) === 'SymbolNode') key = 'action';
  else if (kind(value) === 'StringNode' && !(text as string).includes('#')) key = 'controller';
  const rest = pairs.filter((pair) => pair !== pathPair);
  const others = rest.length > 0 ? `, ${hashToJs(rest, context).slice(2, -2)}` : '';
  const path = literalText(pathPair.key) as string;
  const pathOption = BARE_WORD.test(path) ? `path: ${jsString(path)}, ` : '';
  return [{ method: name, args: [jsString(path), `{ ${pathOption}${key}: ${toJs(value, context)}${others} }`] }];
}
